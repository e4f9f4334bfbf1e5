/**
 * The location a store locator searches around (centre, name, radius): its own by default, so
 * that two locators on a page are independent, or with `shared-location` the visitor's location
 * shared with the page's <gh-store-link> and other sharing locators (location.ts).
 *
 * The shared store (the persisted root store, its storage and the page store registry) is
 * fetched only by a locator that shares: one that keeps its own location pays nothing for it.
 */
import type { StoreLocation } from '@gh/shared/state';
import { type SetStateAction, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

export type { StoreLocation };
export type SetLocation = (next: SetStateAction<StoreLocation | null>) => void;

type SharedModule = typeof import('./location');
let sharedModule: Promise<SharedModule> | undefined;
/** One promise, so that changes asked for before the module arrives apply in order. */
const loadShared = () => {
  sharedModule ??= import('./location');
  return sharedModule;
};

function setSharedLocationOnceLoaded(next: SetStateAction<StoreLocation | null>): void {
  loadShared().then(
    (module) => module.setSharedLocation(next),
    (error: unknown) => console.warn('[gh-widgets] could not load the shared location', error),
  );
}

const NO_SUBSCRIPTION = () => () => {};
const NO_LOCATION = () => null;

/** The locator's location and how to change it: its own, or the page's when `shared`. */
export function useLocatorLocation(shared: boolean): [StoreLocation | null, SetLocation] {
  const [own, setOwn] = useState<StoreLocation | null>(null);
  const [module, setModule] = useState<SharedModule | null>(null);
  useEffect(() => {
    if (!shared) return;
    let live = true;
    loadShared().then(
      (loaded) => live && setModule(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [shared]);
  const store = shared && module ? module.rootStore() : null;
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(listener) : NO_SUBSCRIPTION()),
    [store],
  );
  const sharedLocation = useSyncExternalStore(
    subscribe,
    store ? () => store.getState().location : NO_LOCATION,
    NO_LOCATION,
  );
  return shared ? [sharedLocation, setSharedLocationOnceLoaded] : [own, setOwn];
}
