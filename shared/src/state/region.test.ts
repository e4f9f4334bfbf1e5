import { updateRow } from '../calculator';
import type { SampleVariant } from '../samples';
import { changeRegion } from './region';
import { createRootStore } from './root';
import { createSamplesStore } from './samples';
import { createMemoryStorage } from './storage';

const variant = (id: string): SampleVariant => ({
  name: `Colour ${id}`,
  globalItemId: `P1-${id}`,
  productCode: 'P1',
  colourId: id,
  sampleInStock: true,
  sampleInStockNz: true,
});

function setup() {
  const storage = createMemoryStorage();
  const stores = { root: createRootStore({ storage }), samples: createSamplesStore({ storage }) };
  const root = stores.root.getState();
  root.setSlice('location', { center: { lat: -33.87, lng: 151.21 }, name: 'Sydney', radius: 10 });
  root.updateCalculator((rows) => updateRow(rows, 0, { width: 4, length: 5, room: 'Lounge' }));
  root.updateCalculator((state) => ({ ...state, rows: [...state.rows, ...state.rows] }));
  stores.samples
    .getState()
    .add([variant('1'), variant('2')], [{ productCode: 'P1', name: 'P', brands: ['GHRES'] }]);
  return stores;
}

describe('region change (SPEC section 4)', () => {
  it('clears the stored location', () => {
    const stores = setup();
    changeRegion(stores, 'nz');
    expect(stores.root.getState().location).toBeNull();
  });

  it('resets the calculator to one default row', () => {
    const stores = setup();
    expect(stores.root.getState().rows.rows).toHaveLength(2);
    changeRegion(stores, 'nz');
    const { rows, totals } = stores.root.getState().rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ flooring: 'carpet', room: '', width: 0, length: 0, total: 0 });
    expect(totals.carpet.subTotal).toBe(0);
  });

  it('uses imperial units for the calculator after switching to na', () => {
    const stores = setup();
    changeRegion(stores, 'na');
    expect(stores.root.getState().rows.units).toBe('imperial');
  });

  it("empties the cart's samples list and applies the new region's maximum", () => {
    const stores = setup();
    changeRegion(stores, 'nz');
    expect(stores.samples.getState().variantSamples).toEqual([]);
    expect(stores.samples.getState()).toMatchObject({ region: 'nz', maxSamples: 5 });
  });

  it('marks the region alert dismissed and goes to the home page of the chosen locale', () => {
    const stores = setup();
    expect(changeRegion(stores, 'na')).toEqual({ homePath: '/na' });
    expect(stores.root.getState().regionAlert.dismissed).toBe(true);
    expect(stores.root.getState().region).toMatchObject({ region: 'na', dismissed: true });
  });
});
