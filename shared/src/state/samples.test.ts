import type { SampleProduct } from '../samples';
import { testVariant as variant } from '../samples/testing';
import { createSamplesStore, samplesStorageKey } from './samples';
import { createMemoryStorage } from './storage';
import { createStorageSync } from './sync';

const product = (productCode = 'P1', extra: Partial<SampleProduct> = {}): SampleProduct => ({
  productCode,
  name: `Product ${productCode}`,
  brands: ['GHRES'],
  sampleAvailable: true,
  ...extra,
});
const ids = (store: ReturnType<typeof createSamplesStore>) =>
  store.getState().variantSamples.map((sample) => sample.globalItemId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('samples store', () => {
  it('keeps the first 3 samples when a 4th is added in au', () => {
    const store = createSamplesStore({ storage: createMemoryStorage(), region: 'au' });
    store.getState().add([variant('1'), variant('2'), variant('3')], [product()]);
    store.getState().add([variant('4')], [product()]);
    expect(ids(store)).toEqual(['P1-1', 'P1-2', 'P1-3']);
    expect(store.getState().maxSamples).toBe(3);
  });

  it('persists the basket under a key namespaced by website', () => {
    const storage = createMemoryStorage();
    const ghres = createSamplesStore({ storage, website: 'GHRES' });
    ghres.getState().add([variant('1')], [product()]);
    const ftx = createSamplesStore({ storage, website: 'FTX' });
    expect(ids(ftx)).toEqual([]);
    expect(ids(createSamplesStore({ storage, website: 'GHRES' }))).toEqual(['P1-1']);
    expect(storage.items.has(samplesStorageKey('GHRES'))).toBe(true);
  });

  it('loads only stored variants whose product is stored', () => {
    const storage = createMemoryStorage({
      [samplesStorageKey('GHRES')]: JSON.stringify({
        version: 1,
        state: {
          variantSamples: [variant('1'), variant('2', 'GONE')],
          productMap: { P1: product() },
        },
      }),
    });
    expect(ids(createSamplesStore({ storage }))).toEqual(['P1-1']);
  });

  it('starts empty when the stored basket cannot be read', () => {
    const storage = createMemoryStorage({ [samplesStorageKey('GHRES')]: '{broken' });
    expect(ids(createSamplesStore({ storage }))).toEqual([]);
  });

  it('resets the synced flag on change and sets it again once the write lands', async () => {
    const store = createSamplesStore({ storage: createMemoryStorage() });
    await settle();
    expect(store.getState().localForageSynced).toBe(true);
    store.getState().add([variant('1')], [product()]);
    expect(store.getState().localForageSynced).toBe(false);
    await settle();
    expect(store.getState().localForageSynced).toBe(true);
  });

  it('is the same in every tab once the storage change is forwarded', async () => {
    const storage = createMemoryStorage();
    const firstTab = createSamplesStore({ storage });
    const secondTab = createSamplesStore({ storage });
    const syncSecondTab = createStorageSync([secondTab]);
    firstTab.getState().add([variant('1'), variant('2')], [product()]);
    await syncSecondTab({ key: 'some-other-key' });
    expect(ids(secondTab)).toEqual([]);
    await syncSecondTab({ key: samplesStorageKey('GHRES') });
    expect(ids(secondTab)).toEqual(['P1-1', 'P1-2']);
  });

  it('removes one or several samples and drops their unreferenced products', () => {
    const store = createSamplesStore({ storage: createMemoryStorage(), region: 'nz' });
    store
      .getState()
      .add([variant('1'), variant('2'), variant('3', 'P2')], [product(), product('P2')]);
    store.getState().remove('P2-3');
    expect(Object.keys(store.getState().productMap)).toEqual(['P1']);
    store.getState().remove(['P1-1', 'P1-2']);
    expect(store.getState().variantSamples).toEqual([]);
    expect(store.getState().productMap).toEqual({});
  });

  it('opens on a preselected product and step, flagging it sampleAvailable on GHC', () => {
    const store = createSamplesStore({ storage: createMemoryStorage(), website: 'GHC' });
    store
      .getState()
      .open({ product: product('P1', { sampleAvailable: false }), step: 'order-samples' });
    expect(store.getState()).toMatchObject({
      isOpen: true,
      step: 'order-samples',
      selectedProduct: { productCode: 'P1', sampleAvailable: true },
    });
  });

  it('clears the chosen samples on a successful order and returns to choose-samples on Done', () => {
    const store = createSamplesStore({ storage: createMemoryStorage() });
    store.getState().add([variant('1')], [product()]);
    store.getState().open();
    store.getState().dispatch({ type: 'order', selectedCount: 1 });
    store.getState().dispatch({ type: 'submitted' });
    expect(store.getState().step).toBe('order-success');
    expect(ids(store)).toEqual([]);
    store.getState().dispatch({ type: 'done' });
    expect(store.getState()).toMatchObject({ step: 'choose-samples', isOpen: false });
  });
});

describe('samples store with a failing storage', () => {
  it('keeps the basket in memory, unsynced, when the write fails', async () => {
    const full = {
      ...createMemoryStorage(),
      setItem: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const store = createSamplesStore({ storage: full });
    store.getState().add([variant('1')], [product()]);
    await settle();
    expect(ids(store)).toEqual(['P1-1']);
    expect(store.getState().localForageSynced).toBe(false);
  });
});
