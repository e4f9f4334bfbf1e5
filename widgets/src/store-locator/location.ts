/**
 * The visitor's store-locator location, shared by every <gh-store-locator> and <gh-store-link>
 * on the page (and, through local storage, every tab): the `location` slice of the persisted
 * root store of @gh/shared/state. The store link counts the stores around the locator's search.
 *
 * The root store is one per page, kept under a registry symbol so that every widget chunk (and
 * a second copy of the bundle) finds the same one. It belongs in widgets/src/internal/ once a
 * second widget (the samples basket) needs the root store too.
 */
import {
  createMemoryStorage,
  createRootStore,
  ROOT_STORAGE_KEY,
  type RootStore,
  type StateStorage,
  type StoreLocation,
} from '@gh/shared/state';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';

export type { StoreLocation };

const ROOT_STORE = Symbol.for('gh.widgets.rootStore');

/** localStorage, or memory where the browser refuses it (storage disabled, some private modes). */
function browserStorage(): StateStorage {
  try {
    const storage = globalThis.localStorage;
    storage.getItem(ROOT_STORAGE_KEY);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

export function rootStore(): RootStore {
  const registry = globalThis as Record<symbol, unknown>;
  const existing = registry[ROOT_STORE] as RootStore | undefined;
  if (existing) return existing;
  const store = createRootStore({ storage: browserStorage() });
  registry[ROOT_STORE] = store;
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === ROOT_STORAGE_KEY || event.key === null) void store.persist.rehydrate();
  });
  return store;
}

export function setStoreLocation(location: StoreLocation | null): void {
  rootStore().getState().setSlice('location', location);
}

/** A new radius for the stored location, if there is one. */
export function setStoredRadius(radius: number): void {
  const current = rootStore().getState().location;
  if (current) setStoreLocation({ ...current, radius });
}

/** The shared location, re-rendering when any widget (or tab) changes it. */
export function useStoreLocation(): StoreLocation | null {
  return useStore(rootStore(), (state) => state.location);
}

/**
 * Clears the stored location when the element's `region` attribute changes after it first
 * rendered (DESIGN.md section 7): a location in one country means nothing in another.
 */
export function useClearLocationOnRegionChange(region: string): void {
  const first = useRef(region);
  useEffect(() => {
    if (region === first.current) return;
    first.current = region;
    setStoreLocation(null);
  }, [region]);
}
