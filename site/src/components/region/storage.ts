/**
 * The visitor's chosen region, remembered by the site. The shared store keeps its region slice
 * out of storage (SPEC.md section 3), yet DESIGN.md section 6 sends an unprefixed path to the
 * stored choice first: the region of the last regional page visited is that choice. It is kept
 * in the page's storage of @gh/widgets/runtime, which stands in memory where storage is blocked
 * and drops a write a full storage refuses: the geo-ip answer still applies next time.
 */
import { isRegion, type Region } from '@gh/shared/regions';
import { pageStorage } from '@gh/widgets/runtime';

export const REGION_STORAGE_KEY = 'gh-region';

export function storedRegion(): Region | null {
  const value = pageStorage().storage.getItem(REGION_STORAGE_KEY);
  return isRegion(value) ? value : null;
}

export function rememberRegion(region: Region): void {
  pageStorage().storage.setItem(REGION_STORAGE_KEY, region);
}
