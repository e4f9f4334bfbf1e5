/**
 * The store locator's place search: suggestions from GET /places?q=autocomplete (SPEC.md sections
 * 4, 7 and 9; 'Keep typing...' under 4 characters, no request) kept to the countries the region's
 * stores are in, which in na are the United States and Canada. The order form's address flow
 * (search/address.ts) keeps to the region's one delivery country and offers a custom address;
 * a store search needs a place with a position, so it offers no custom address.
 */
import { COUNTRY_NAMES, REGION_SETTINGS, type Region } from '../regions';
import {
  KEEP_TYPING_TEXT,
  needsMoreAddressInput,
  type PlaceSuggestion,
  type PlacesOptions,
  placesUrl,
} from '../search';

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
