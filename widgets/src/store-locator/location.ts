/**
 * A store locator's location: the centre it searches around, its name and the radius.
 *
 * Each <gh-store-locator> keeps its own, so that two locators on one page are independent. One
 * with `shared-location` uses the visitor's location instead, shared by every such locator and
 * every <gh-store-link> on the page (and, through local storage, every tab): the `location` slice
 * of the persisted root store of @gh/shared/state. The store link counts the stores around it.
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
import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
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

/** The shared location, re-rendering when any widget (or tab) changes it. */
export function useStoreLocation(): StoreLocation | null {
  return useStore(rootStore(), (state) => state.location);
}

/** What a locator without `shared-location` reads in place of the shared store: nothing. */
const NO_SHARED_STORE: StoreApi<{ location: StoreLocation | null }> = createStore(() => ({
  location: null,
}));

export type SetLocation = (next: SetStateAction<StoreLocation | null>) => void;

/** Sets the page's shared location, as setState does (a value, or a function of the current). */
export function setSharedLocation(next: SetStateAction<StoreLocation | null>): void {
  const current = rootStore().getState().location;
  setStoreLocation(typeof next === 'function' ? next(current) : next);
}

/**
 * The location a locator searches around, and how to change it: its own (per element), or the
 * page's shared one when `shared` (the `shared-location` attribute).
 */
export function useLocatorLocation(shared: boolean): [StoreLocation | null, SetLocation] {
  const [own, setOwn] = useState<StoreLocation | null>(null);
  const store: StoreApi<{ location: StoreLocation | null }> = shared
    ? rootStore()
    : NO_SHARED_STORE;
  const sharedLocation = useStore(store, (state) => state.location);
  return shared ? [sharedLocation, setSharedLocation] : [own, setOwn];
}

/**
 * Clears a locator's location when the element's `region` attribute changes after it first
 * rendered (DESIGN.md section 7): a location in one country means nothing in another.
 */
export function useClearLocationOnRegionChange(region: string, setLocation: SetLocation): void {
  const first = useRef(region);
  const clear = useCallback(() => setLocation(null), [setLocation]);
  useEffect(() => {
    if (region === first.current) return;
    first.current = region;
    clear();
  }, [region, clear]);
}
