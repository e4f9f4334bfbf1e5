/**
 * The shared client stores (SPEC.md section 3) as the site uses them: created once, in the
 * browser only, over localStorage. Loaded with import() after the page is interactive, so the
 * stores stay out of the first bundle.
 */
import type { Region } from '@gh/shared/regions';
import { type ClientStores, createRootStore, createSamplesStore } from '@gh/shared/state';

let stores: ClientStores | null = null;

export function clientStores(region: Region): ClientStores {
  if (!stores) {
    const storage = window.localStorage;
    stores = {
      root: createRootStore({ storage, region }),
      samples: createSamplesStore({ storage, region, website: 'GHRES' }),
    };
  }
  return stores;
}

export { changeRegion } from '@gh/shared/state';

interface Persisted {
  persist: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
}

/** Resolves once a persisted store has read its stored state back. */
export function hydrated(store: Persisted): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}
