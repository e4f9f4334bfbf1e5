/**
 * The stores API client (SPEC.md sections 3, 4, 7 and 8; reply shape in DESIGN.md section 4). The
 * places a search starts from are places.ts's: the store link, which only counts the stores
 * around a stored location, loads none of the address code.
 */
import { RADIUS_OPTIONS, REGION_SETTINGS, type Region } from '../regions';
import type { LatLng, Store, StoreLookup } from './contract';
import type { StoreBrand, StoreCategory } from './filters';

export interface StoreQuery extends LatLng {
  apiBase: string;
  region: Region;
  website: string;
  /** The centre's name as the visitor chose it; the service names it otherwise. */
  name?: string;
  radius?: number;
  brand?: StoreBrand;
  category?: StoreCategory;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/** The stores API: `/api/locator/stores` under the api base (DESIGN.md section 4). */
export function storesUrl(query: Omit<StoreQuery, 'fetch' | 'signal'>): string {
  const params = new URLSearchParams({
    region: query.region,
    website: query.website,
    q: 'radius',
    lat: String(query.lat),
    lng: String(query.lng),
  });
  if (query.name?.trim()) params.set('name', query.name.trim());
  if (query.radius !== undefined) params.set('radius', String(query.radius));
  if (query.brand) params.set('brand', query.brand);
  if (query.category) params.set('category', query.category);
  return `${query.apiBase.replace(/\/+$/, '')}/api/locator/stores?${params}`;
}

/**
 * Looks up the stores around a point. A reply with status 400 or above (the HTTP status or the
 * `status` in the body) rejects with the body, as SPEC.md section 8 says; the caller warns.
 */
export async function fetchStores(query: StoreQuery): Promise<StoreLookup> {
  const { fetch = globalThis.fetch, signal } = query;
  const response = await fetch(storesUrl(query), {
    headers: { Accept: 'application/json' },
    mode: 'cors',
    signal: signal ?? null,
  });
  const body: unknown = await response.json().catch(() => null);
  const bodyStatus = (body as { status?: unknown } | null)?.status;
  if (response.status >= 400 || (typeof bodyStatus === 'number' && bodyStatus >= 400)) throw body;
  if (!isStoreLookup(body)) throw new Error('Store lookup: unexpected reply');
  return body;
}

function isStoreLookup(value: unknown): value is StoreLookup {
  if (typeof value !== 'object' || value === null) return false;
  const lookup = value as Partial<StoreLookup>;
  return (
    typeof lookup.center?.geometry?.location?.lat === 'number' &&
    typeof lookup.stores === 'object' &&
    lookup.stores !== null
  );
}

/** The stores within a radius, nearest first. */
export function storesWithin(lookup: StoreLookup, radius: number): Store[] {
  return lookup.stores[String(radius)] ?? [];
}

/** How many stores are within a radius: the full count, even when the list is cut short. */
export function storeCount(lookup: StoreLookup, radius: number): number {
  return lookup.counts?.[String(radius)] ?? storesWithin(lookup, radius).length;
}

/** '2.4 km' or '1.5 mi': one decimal, in the region's distance unit. */
export function formatDistance(distance: number, region: Region): string {
  const rounded = Math.round(distance * 10) / 10;
  return `${rounded.toLocaleString('en', { maximumFractionDigits: 1 })} ${REGION_SETTINGS[region].distanceUnitLabel}`;
}

/** The radius choices as they read: '5 km' … '75 km', or in miles for na. */
export function radiusOptionsFor(region: Region): { value: number; label: string }[] {
  const unit = REGION_SETTINGS[region].distanceUnitLabel;
  return RADIUS_OPTIONS.map((radius) => ({ value: radius, label: `${radius} ${unit}` }));
}

/** A store's address as it is printed: its non-empty address lines. */
export function storeAddressLines(store: Store): string[] {
  return [store.addressLine1, store.addressLine2].map((line) => line.trim()).filter(Boolean);
}

/** Directions to a store's position in Google Maps (its app on phones), from wherever one is. */
export function directionsUrl(store: Store): string {
  const params = new URLSearchParams({ api: '1', destination: `${store.lat},${store.lng}` });
  return `https://www.google.com/maps/dir/?${params}`;
}

/** The number a phone link dials: digits and a leading plus only. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
