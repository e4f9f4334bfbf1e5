/**
 * The visitor's shared store-locator location, used by every <gh-store-link> and every
 * <gh-store-locator> with `shared-location` on the page (and, through local storage, every tab):
 * the `location` slice of the persisted root store of @gh/shared/state. The store link counts the
 * stores around it. (A locator without `shared-location` keeps its own: locator-location.ts.)
 *
 * The root store is one per page, from the page store registry (internal/root-store.ts), so that
 * every widget chunk, the site and a second copy of the bundle find the same one.
 */
import type { StoreLocation } from '@gh/shared/state';
import type { SetStateAction } from 'react';
import { useStore } from 'zustand';
import { rootStore } from '../internal/root-store';

export type { StoreLocation };
export { rootStore };

export function setStoreLocation(location: StoreLocation | null): void {
  rootStore().getState().setSlice('location', location);
}

/** The shared location, re-rendering when any widget (or tab) changes it. */
export function useStoreLocation(): StoreLocation | null {
  return useStore(rootStore(), (state) => state.location);
}

/** Sets the page's shared location, as setState does (a value, or a function of the current). */
export function setSharedLocation(next: SetStateAction<StoreLocation | null>): void {
  const current = rootStore().getState().location;
  setStoreLocation(typeof next === 'function' ? next(current) : next);
}
