/**
 * What the persisted stores (../state) last saved, read straight from storage without creating
 * them: a page asks these before it loads a store's code, and loads it only when there is
 * something to show (a basket, a location) or the visitor asks for it. The storage keys live here
 * so that the stores and these readers cannot disagree.
 */

/** The key of the root store (every slice of SPEC.md section 3 but the basket). */
export const ROOT_STORAGE_KEY = 'root';

/** The storage key of a website's samples basket. */
export const samplesStorageKey = (website: string) => `root:samples:${website}`;

/** Reading is all these need; a storage that throws (blocked) counts as empty. */
export interface ReadableStorage {
  getItem(key: string): string | null;
}

/** A persisted store's saved state: zustand's persist writes `{"state": …, "version": n}`. */
function savedState(storage: ReadableStorage, key: string): Record<string, unknown> | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { state } = saved as { state?: unknown };
    return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether the visitor has chosen a store-locator location (the root store's `location`). */
export function hasStoredLocation(storage: ReadableStorage): boolean {
  const location = savedState(storage, ROOT_STORAGE_KEY)?.location;
  return typeof location === 'object' && location !== null;
}

/** Whether the visitor has dismissed the region alert (the root store's `regionAlert`). */
export function isRegionAlertDismissed(storage: ReadableStorage): boolean {
  const alert = savedState(storage, ROOT_STORAGE_KEY)?.regionAlert;
  return (alert as { dismissed?: unknown } | undefined)?.dismissed === true;
}

/**
 * Whether a website's basket holds any sample. (The basket store drops a sample whose product it
 * does not know as it reads them back, so the count it shows may still be 0.)
 */
export function hasStoredSamples(storage: ReadableStorage, website: string): boolean {
  const samples = savedState(storage, samplesStorageKey(website))?.variantSamples;
  return Array.isArray(samples) && samples.length > 0;
}
