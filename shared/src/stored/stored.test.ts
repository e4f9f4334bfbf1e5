import type { SampleProduct, SampleVariant } from '../samples';
import { createMemoryStorage, createRootStore, createSamplesStore } from '../state';
import { hasStoredLocation, hasStoredSamples, isRegionAlertDismissed } from '.';

const variant: SampleVariant = {
  name: 'Colour 1',
  globalItemId: 'P1-1',
  productCode: 'P1',
  colourId: '1',
  sampleInStock: true,
  sampleInStockNz: true,
};
const product: SampleProduct = {
  productCode: 'P1',
  name: 'Product P1',
  brands: ['GHRES'],
  sampleAvailable: true,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What the page reads: the memory storage's items, as localStorage gives them. */
const saved = (storage: ReturnType<typeof createMemoryStorage>) => ({
  getItem: (key: string) => storage.items.get(key) ?? null,
});

describe('what the stores saved, read without them', () => {
  it('finds nothing in an empty storage, nor in one the stores only read', async () => {
    const storage = createMemoryStorage();
    createRootStore({ storage });
    createSamplesStore({ storage, website: 'GHRES' });
    await settle();
    expect(hasStoredLocation(saved(storage))).toBe(false);
    expect(isRegionAlertDismissed(saved(storage))).toBe(false);
    expect(hasStoredSamples(saved(storage), 'GHRES')).toBe(false);
  });

  it('finds the location the root store saved', async () => {
    const storage = createMemoryStorage();
    const root = createRootStore({ storage });
    root.getState().setSlice('location', {
      center: { lat: -33.87, lng: 151.21 },
      name: 'Sydney',
      radius: 25,
    });
    await settle();
    expect(hasStoredLocation(saved(storage))).toBe(true);
    root.getState().setSlice('location', null);
    await settle();
    expect(hasStoredLocation(saved(storage))).toBe(false);
  });

  it('finds the region alert dismissed once the root store saved the dismissal', async () => {
    const storage = createMemoryStorage();
    const root = createRootStore({ storage });
    root.getState().setCountry('NZ');
    await settle();
    expect(isRegionAlertDismissed(saved(storage))).toBe(false);
    root.getState().dismissRegionAlert();
    await settle();
    expect(isRegionAlertDismissed(saved(storage))).toBe(true);
  });

  it("finds samples in the website's own basket only, and none once it is emptied", async () => {
    const storage = createMemoryStorage();
    const basket = createSamplesStore({ storage, website: 'GHRES' });
    basket.getState().add([variant], [product]);
    await settle();
    expect(hasStoredSamples(saved(storage), 'GHRES')).toBe(true);
    expect(hasStoredSamples(saved(storage), 'FTX')).toBe(false);
    basket.getState().clear();
    await settle();
    expect(hasStoredSamples(saved(storage), 'GHRES')).toBe(false);
  });

  it('counts unreadable or blocked storage as empty', () => {
    const broken = createMemoryStorage({ root: '{broken', 'root:samples:GHRES': '"text"' });
    expect(hasStoredLocation(saved(broken))).toBe(false);
    expect(hasStoredSamples(saved(broken), 'GHRES')).toBe(false);
    const blocked = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(hasStoredLocation(blocked)).toBe(false);
    expect(isRegionAlertDismissed(blocked)).toBe(false);
    expect(hasStoredSamples(blocked, 'GHRES')).toBe(false);
  });
});
