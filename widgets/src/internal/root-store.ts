/**
 * The page's root store of @gh/shared/state (the visitor's location, the region alert, the
 * catalogue cache…), persisted in localStorage: one per page from the page store registry, shared
 * by the widgets and the site, and re-read when another tab changes it.
 */
import { createRootStore, ROOT_STORAGE_KEY, type RootStore } from '@gh/shared/state';
import { pageStore } from './page-store';

export function rootStore(): RootStore {
  return pageStore(
    'root',
    (storage) => createRootStore({ storage }),
    (store, event) => {
      if (event.key === ROOT_STORAGE_KEY || event.key === null) void store.persist.rehydrate();
    },
  );
}
