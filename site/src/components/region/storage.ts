/**
 * The visitor's chosen region, remembered by the site. The shared store keeps its region slice
 * out of storage (SPEC.md section 3), yet DESIGN.md section 6 sends an unprefixed path to the
 * stored choice first: the region of the last regional page visited is that choice. Where storage
 * is blocked or full nothing is remembered, and the geo-ip answer applies next time. (It reads
 * and writes localStorage directly, not through the widgets' page storage, so that the islands of
 * a content page remember the region without the stores' code.)
 */
import { isRegion, type Region } from '@gh/shared/regions';
import { browserStorage } from '../../islands/storage';

export const REGION_STORAGE_KEY = 'gh-region';

export function storedRegion(): Region | null {
  const value = browserStorage.getItem(REGION_STORAGE_KEY);
  return isRegion(value) ? value : null;
}

export function rememberRegion(region: Region): void {
  browserStorage.setItem(REGION_STORAGE_KEY, region);
}
