import { updateRow } from '../calculator';
import type { Product } from '../catalogue';
import { createRootStore, ROOT_STORAGE_KEY } from './root';
import { createMemoryStorage, type StateStorage, type Timers } from './storage';

const product = (productCode: string): Product => ({
  airtableId: `rec${productCode}`,
  productCode,
  name: `Product ${productCode}`,
  brands: ['GHRES'],
  productType: 'Carpet',
  sampleAvailable: true,
  variants: [],
  description: '',
});

const stored = (storage: ReturnType<typeof createMemoryStorage>) =>
  JSON.parse(storage.items.get(ROOT_STORAGE_KEY) ?? 'null').state;

describe('root store', () => {
  it('saves the client state locally under the key root', () => {
    const storage = createMemoryStorage();
    const store = createRootStore({ storage });
    store.getState().setSlice('display', 'products');
    store.getState().dismissRegionAlert();
    expect(stored(storage)).toMatchObject({
      display: 'products',
      regionAlert: { dismissed: true },
    });
    const reloaded = createRootStore({ storage });
    expect(reloaded.getState().display).toBe('products');
    expect(reloaded.getState().regionAlert.dismissed).toBe(true);
  });

  it('does not save productFilters and region', () => {
    const storage = createMemoryStorage();
    const store = createRootStore({ storage });
    store.getState().setProductFilters({ type: ['CPT'] });
    store.getState().setCountry('nz');
    expect(stored(storage)).not.toHaveProperty('productFilters');
    expect(stored(storage)).not.toHaveProperty('region');
    const reloaded = createRootStore({ storage });
    expect(reloaded.getState().productFilters).toEqual({});
    expect(reloaded.getState().region.country).toBeNull();
  });

  it('defaults the region to au and the display to rooms', () => {
    const state = createRootStore({ storage: createMemoryStorage() }).getState();
    expect(state.region).toEqual({ country: null, dismissed: false, region: 'au' });
    expect(state.display).toBe('rooms');
  });

  it('keeps the calculator rows across reloads', () => {
    const storage = createMemoryStorage();
    const store = createRootStore({ storage });
    store.getState().updateCalculator((rows) => updateRow(rows, 0, { width: 4, length: 5 }));
    expect(createRootStore({ storage }).getState().rows.rows[0]?.total).toBe(20);
  });

  it('sorts product types by name', () => {
    const store = createRootStore({ storage: createMemoryStorage() });
    store.getState().setProductTypes([{ name: 'Wool' }, { name: 'Hybrid' }, { name: 'Laminate' }]);
    expect(store.getState().productTypes.types.map((type) => type.name)).toEqual([
      'Hybrid',
      'Laminate',
      'Wool',
    ]);
  });

  it('sets the loading flag when a product search starts and keys products by productCode', () => {
    const store = createRootStore({ storage: createMemoryStorage() });
    store.getState().startProductSearch();
    expect(store.getState().products.loading).toBe(true);
    store.getState().setProducts([product('A1'), product('B2')]);
    expect(store.getState().products.loading).toBe(false);
    expect(Object.keys(store.getState().products.byProductCode)).toEqual(['A1', 'B2']);
  });

  it('does not come back from a reload still loading', () => {
    const storage = createMemoryStorage();
    createRootStore({ storage }).getState().startProductSearch();
    expect(createRootStore({ storage }).getState().products.loading).toBe(false);
  });

  it('clears subType, market, shape, thickness and rollSize when the type list is empty', () => {
    const store = createRootStore({ storage: createMemoryStorage() });
    store
      .getState()
      .setProductFilters({ type: [], subType: ['wool_cpt'], shape: ['plank'], colour: ['grey'] });
    expect(store.getState().productFilters).toEqual({ type: [], colour: ['grey'] });
  });

  it('gives up rehydrating after 5000 ms and keeps the defaults', async () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const timers: Timers = {
      setTimeout: (callback, ms) => pending.push({ callback, ms }),
      clearTimeout: () => undefined,
    };
    const stuck: StateStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createRootStore({ storage: stuck, timers });
    expect(store.persist.hasHydrated()).toBe(false);
    expect(pending.map((timer) => timer.ms)).toEqual([5000]);
    const hydrated = new Promise<void>((resolve) =>
      store.persist.onFinishHydration(() => resolve()),
    );
    pending[0]?.callback();
    await hydrated;
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().display).toBe('rooms');
  });

  it('uses the stored state when the storage answers within 5000 ms', async () => {
    const saved = createMemoryStorage();
    createRootStore({ storage: saved }).getState().setSlice('sort', 'name-asc');
    const slow: StateStorage = {
      getItem: (name) => Promise.resolve(saved.getItem(name)),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createRootStore({ storage: slow });
    await new Promise<void>((resolve) => store.persist.onFinishHydration(() => resolve()));
    expect(store.getState().sort).toBe('name-asc');
  });
});
