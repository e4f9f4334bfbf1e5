/**
 * Clearing a location when the region changes, for <gh-store-locator> and <gh-store-link>. A
 * module of its own, so that the store link, which needs only this, does not load the locator's
 * own-or-shared location hook (locator-location.ts) with it.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { SetLocation } from './locator-location';

/**
 * Clears the location when the element's `region` attribute changes after it first rendered
 * (DESIGN.md section 7): a location in one country means nothing in another.
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
