/**
 * The store locator's place search: suggestions from GET /places?q=autocomplete (SPEC.md sections
 * 4, 7 and 9; 'Keep typing...' under 4 characters, no request) kept to the countries the region's
 * stores are in, which in na are the United States and Canada. The order form's address flow
 * (search/address.ts) keeps to the region's one delivery country and offers a custom address;
 * a store search needs a place with a position, so it offers no custom address. A picked
 * suggestion's position (locatePlace) and a host page's place name (findPlace) are found here too.
 */
import { COUNTRY_NAMES, REGION_SETTINGS, type Region } from '../regions';
import {
  KEEP_TYPING_TEXT,
  needsMoreAddressInput,
  type PlaceSuggestion,
  type PlacesOptions,
  parseAddressComponents,
  placesUrl,
} from '../search';
import type { LatLng } from './contract';

export interface PlaceChoice {
  placeId: string;
  description: string;
}

export type PlaceSearch =
  | { status: 'keepTyping'; text: typeof KEEP_TYPING_TEXT }
  | { status: 'places'; places: PlaceChoice[] };

/** Other names a places provider ends a country's addresses with ('USA'). */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = { us: ['USA'] };

/** The names a suggestion in the region may end with: its countries' names, e.g. 'Canada'. */
export function storeCountryNames(region: Region): string[] {
  return REGION_SETTINGS[region].countryCodes.flatMap((code) => [
    COUNTRY_NAMES[code] ?? code.toUpperCase(),
    ...(COUNTRY_ALIASES[code] ?? []),
  ]);
}

function isSuggestion(value: unknown): value is PlaceSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.description === 'string' && typeof record.place_id === 'string';
}

/** The suggestions whose country (the last part of the description) is one of the region's. */
export function placesInRegion(suggestions: unknown, region: Region): PlaceChoice[] {
  const countries = storeCountryNames(region).map((name) => name.toLowerCase());
  const list = Array.isArray(suggestions) ? suggestions.filter(isSuggestion) : [];
  return list
    .filter((suggestion) => {
      const last = suggestion.description.split(',').at(-1)?.trim().toLowerCase() ?? '';
      return countries.includes(last);
    })
    .map((suggestion) => ({ placeId: suggestion.place_id, description: suggestion.description }));
}

/**
 * The region's places for a term, with no 'Keep typing...' rule: what the visitor's search and a
 * host page's place name (`query`) both ask. A failed lookup is logged and answers no places.
 */
export async function fetchPlaceChoices(
  term: string,
  options: PlacesOptions,
): Promise<PlaceChoice[]> {
  const { apiBase, website, region, fetch = globalThis.fetch, signal, log = console } = options;
  try {
    const url = placesUrl(apiBase, { q: 'autocomplete', term: term.trim(), website, region });
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
    if (!response.ok) throw new Error(`Places request failed: HTTP ${response.status}`);
    return placesInRegion(await response.json(), region);
  } catch (error) {
    if (!signal?.aborted) log.error('Place suggestions failed', error);
    return [];
  }
}

/**
 * The places for what the visitor typed: 'Keep typing...' under 4 characters, else the region's
 * suggestions. A failed lookup is logged and answers no places.
 */
export async function searchPlaces(term: string, options: PlacesOptions): Promise<PlaceSearch> {
  if (needsMoreAddressInput(term)) return { status: 'keepTyping', text: KEEP_TYPING_TEXT };
  return { status: 'places', places: await fetchPlaceChoices(term, options) };
}

export interface PlaceLocation {
  center: LatLng;
  /** What the place is called in the store link: its suburb or city, else the first line. */
  name: string;
}

export interface PlaceLookupOptions {
  apiBase: string;
  website: string;
  region: Region;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/**
 * Where a picked address suggestion is: GET /places?q=details (SPEC.md section 7) read for the
 * place's `geometry.location`, the places provider's own shape (also under `result`). Rejects
 * when the reply has no position, since the stores API needs one.
 */
export async function locatePlace(
  placeId: string,
  description: string,
  options: PlaceLookupOptions,
): Promise<PlaceLocation> {
  const { apiBase, website, region, fetch = globalThis.fetch, signal } = options;
  const url = placesUrl(apiBase, { q: 'details', term: placeId, website, region });
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`Place details failed: HTTP ${response.status}`);
  const body = (await response.json()) as Record<string, unknown> | null;
  const place = (body?.result ?? body) as
    | { geometry?: { location?: Partial<LatLng> }; address_components?: unknown }
    | null
    | undefined;
  const location = place?.geometry?.location;
  if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') {
    throw new Error(`Place details for ${placeId} give no position`);
  }
  const address = parseAddressComponents(place?.address_components, region);
  const firstLine = description.split(',')[0]?.trim() ?? '';
  return {
    center: { lat: location.lat, lng: location.lng },
    name: address.suburb || address.city || firstLine,
  };
}

export interface FoundPlace extends PlaceLocation {
  /** The place as the region's first suggestion spells it, e.g. 'Parramatta NSW, Australia'. */
  description: string;
}

/**
 * Where a place name a host page gives is (the store locator's `query`): the region's first
 * suggestion for it, put on the map; null when the region has no such place or the lookup
 * fails (logged).
 */
export async function findPlace(
  name: string,
  options: PlaceLookupOptions & { log?: Pick<Console, 'error'> },
): Promise<FoundPlace | null> {
  const [first] = await fetchPlaceChoices(name, options);
  if (!first) return null;
  try {
    return {
      ...(await locatePlace(first.placeId, first.description, options)),
      description: first.description,
    };
  } catch (error) {
    if (!options.signal?.aborted) (options.log ?? console).error('Place details failed', error);
    return null;
  }
}
