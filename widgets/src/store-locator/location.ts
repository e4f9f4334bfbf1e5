/**
 * The visitor's store-locator location, shared by every <gh-store-locator> and <gh-store-link>
 * on the page (and, through local storage, every tab): the `location` slice of the persisted
 * root store of @gh/shared/state. The store link counts the stores around the locator's search.
 *
 * The root store is one per page, from the page store registry (internal/page-store.ts), so that
 * every widget chunk (and a second copy of the bundle) finds the same one.
 */
import {
  createRootStore,
  ROOT_STORAGE_KEY,
  type RootStore,
  type StoreLocation,
} from '@gh/shared/state';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { pageStore } from '../internal/page-store';

export type { StoreLocation };

export function rootStore(): RootStore {
  return pageStore(
    'root',
    (storage) => createRootStore({ storage }),
    (store, event) => {
      if (event.key === ROOT_STORAGE_KEY || event.key === null) void store.persist.rehydrate();
    },
  );
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
