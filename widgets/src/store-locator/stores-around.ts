/**
 * The stores around the visitor's location, for <gh-store-locator> and <gh-store-link>: looked up
 * (GET /api/locator/stores) again whenever the centre, its name or a filter changes, the lookup
 * of a centre since left dropped. A failed lookup is a console warning only (SPEC.md section 8)
 * and leaves no lookup.
 */
import type { StoreLocation } from '@gh/shared/state';
import { fetchStores, type StoreLookup, type StoreQuery } from '@gh/shared/stores';
import { useEffect, useRef, useState } from 'react';

export interface StoresAround {
  /** The last lookup found; kept while the next is on its way, null after a failed one. */
  lookup: StoreLookup | null;
  looking: boolean;
}

const NONE: StoresAround = { lookup: null, looking: false };

export type StoresAroundQuery = Pick<
  StoreQuery,
  'apiBase' | 'region' | 'website' | 'brand' | 'category'
>;

export function useStoresAround(
  location: StoreLocation | null,
  query: StoresAroundQuery,
  /** The console warning of a failed lookup. */
  failure: string,
  /** Called with each lookup found, in the same update as the lookup. */
  onFound?: (lookup: StoreLookup) => void,
): StoresAround {
  const [around, setAround] = useState<StoresAround>(NONE);
  const latestOnFound = useRef(onFound);
  latestOnFound.current = onFound;

  const { apiBase, region, website, brand, category } = query;
  const centre = location?.center;
  const name = location?.name;
  useEffect(() => {
    if (!centre) {
      setAround(NONE);
      return;
    }
    const controller = new AbortController();
    setAround((current) => ({ lookup: current.lookup, looking: true }));
    fetchStores({
      apiBase,
      region,
      website,
      lat: centre.lat,
      lng: centre.lng,
      name,
      brand,
      category,
      signal: controller.signal,
    }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAround({ lookup: result, looking: false });
        latestOnFound.current?.(result);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(failure, error);
        setAround(NONE);
      },
    );
    return () => controller.abort();
  }, [apiBase, region, website, centre, name, brand, category, failure]);

  return around;
}
