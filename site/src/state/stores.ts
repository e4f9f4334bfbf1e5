/**
 * The shared client stores (SPEC.md section 3) as the site uses them: the very stores the widgets
 * use, from the page store registry of @gh/widgets/runtime (localStorage, or memory where storage
 * is blocked; other tabs' changes heard), so a change here reaches every widget on the page at
 * once. Loaded with import() after the page is interactive, so the stores stay out of the first
 * bundle.
 */
import type { Region } from '@gh/shared/regions';
import type { ClientStores } from '@gh/shared/state';
import { rootStore, samplesStoreFor } from '@gh/widgets/runtime';

export function clientStores(region: Region): ClientStores {
  return { root: rootStore(), samples: samplesStoreFor('GHRES', region) };
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
