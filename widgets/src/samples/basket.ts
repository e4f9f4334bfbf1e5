/**
 * The page's samples baskets, one per website (DESIGN.md section 7): every <gh-samples> of a site
 * on the page shares its store, the browser's localStorage keeps it across reloads, and the
 * `storage` events of other tabs are forwarded so that every tab shows the same basket.
 */
import type { Region } from '@gh/shared/regions';
import {
  createMemoryStorage,
  createSamplesStore,
  createStorageSync,
  type SamplesState,
  type SamplesStore,
  type StateStorage,
} from '@gh/shared/state';
import { useStore } from 'zustand';

const stores = new Map<string, SamplesStore>();

/**
 * localStorage where the page may use it; a sandboxed frame, blocked storage or server rendering
 * gets a basket kept in memory for the page's lifetime instead.
 */
function pageStorage(): { storage: StateStorage; area: Storage | null } {
  try {
    const area = globalThis.localStorage;
    if (area) {
      const probe = '__gh_samples_probe__';
      area.setItem(probe, probe);
      area.removeItem(probe);
      return { storage: area, area };
    }
  } catch {
    // Reading localStorage throws where storage is blocked.
  }
  return { storage: createMemoryStorage(), area: null };
}

export function samplesStoreFor(website: string, region: Region): SamplesStore {
  const existing = stores.get(website);
  if (existing) return existing;
  const { storage, area } = pageStorage();
  const store = createSamplesStore({ storage, website, region });
  stores.set(website, store);
  if (area && typeof globalThis.addEventListener === 'function') {
    const sync = createStorageSync([store]);
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.storageArea === area) void sync({ key: event.key });
    });
  }
  return store;
}

/** The basket part of a website's samples store, re-rendering when it changes. */
export function useSamplesBasket(website: string, region: Region) {
  const store = samplesStoreFor(website, region);
  const variantSamples = useStore(store, (state: SamplesState) => state.variantSamples);
  const productMap = useStore(store, (state: SamplesState) => state.productMap);
  const maxSamples = useStore(store, (state: SamplesState) => state.maxSamples);
  return { store, variantSamples, productMap, maxSamples };
}
