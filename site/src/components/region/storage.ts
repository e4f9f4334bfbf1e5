/**
 * The visitor's chosen region, remembered by the site. The shared store keeps its region slice
 * out of storage (SPEC.md section 3), yet DESIGN.md section 6 sends an unprefixed path to the
 * stored choice first: the region of the last regional page visited is that choice.
 */
import { isRegion, type Region } from '@gh/shared/regions';

export const REGION_STORAGE_KEY = 'gh-region';

export function storedRegion(): Region | null {
  try {
    const value = window.localStorage.getItem(REGION_STORAGE_KEY);
    return isRegion(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberRegion(region: Region): void {
  try {
    window.localStorage.setItem(REGION_STORAGE_KEY, region);
  } catch {
    // Private mode or storage full: the geo-ip answer still applies next time.
  }
}
