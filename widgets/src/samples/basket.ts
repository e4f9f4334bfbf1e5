/**
 * The page's samples baskets, one per website (DESIGN.md section 7): every <gh-samples> of a site
 * on the page shares its store, the browser's localStorage keeps it across reloads, and the
 * `storage` events of other tabs are forwarded so that every tab shows the same basket (the page
 * store registry of internal/page-store.ts, with its storage fallback).
 */
import type { Region } from '@gh/shared/regions';
import {
  createSamplesStore,
  createStorageSync,
  type SamplesState,
  type SamplesStore,
} from '@gh/shared/state';
import { useStore } from 'zustand';
import { pageStore } from '../internal/page-store';

export function samplesStoreFor(website: string, region: Region): SamplesStore {
  return pageStore(
    `samples:${website}`,
    (storage) => createSamplesStore({ storage, website, region }),
    (store, event) => void syncFor(store)({ key: event.key }),
  );
}

const syncs = new WeakMap<SamplesStore, ReturnType<typeof createStorageSync>>();
function syncFor(store: SamplesStore) {
  let sync = syncs.get(store);
  if (!sync) {
    sync = createStorageSync([store]);
    syncs.set(store, sync);
  }
  return sync;
}

/** The basket part of a website's samples store, re-rendering when it changes. */
export function useSamplesBasket(website: string, region: Region) {
  const store = samplesStoreFor(website, region);
  const variantSamples = useStore(store, (state: SamplesState) => state.variantSamples);
  const productMap = useStore(store, (state: SamplesState) => state.productMap);
  const maxSamples = useStore(store, (state: SamplesState) => state.maxSamples);
  return { store, variantSamples, productMap, maxSamples };
}
