/**
 * The delivery-address flow of the sample order form (SPEC.md sections 3, 4, 7): suggestions
 * from GET /places?q=autocomplete filtered to the region's country with a custom-address option,
 * and the details of a chosen place parsed into address fields.
 */
import type { AddressComponent, PlaceSuggestion } from '../places/contract';
import { REGION_SETTINGS, type Region } from '../regions';
import { ADDRESS_MIN_CHARS, CUSTOM_ADDRESS_TEXT, KEEP_TYPING_TEXT } from './constants';

/** The places reply shapes the address flow reads, from the places wire contract. */
export type { AddressComponent, PlaceSuggestion };

/** Address fields parsed from a chosen suggestion (the samples order's address details). */
export interface ParsedAddress {
  type: 'PLACE_ID';
  street: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/** Free text the visitor submitted as their address. */
export interface CustomAddress {
  type: 'CUSTOM';
  custom: string;
}

export type AddressOption =
  | { kind: 'suggestion'; label: string; placeId: string }
  | { kind: 'custom'; label: typeof CUSTOM_ADDRESS_TEXT; text: string };

export type AddressLookup =
  | { status: 'keepTyping'; text: typeof KEEP_TYPING_TEXT }
  | { status: 'options'; options: AddressOption[] };

/**
 * Country names a suggestion may end with, per region: the region's country name, plus 'USA',
 * which is how the places provider ends addresses in the United States.
 */
const SUGGESTION_COUNTRY_NAMES: Readonly<Record<Region, readonly string[]>> = {
  au: [REGION_SETTINGS.au.countryName],
  nz: [REGION_SETTINGS.nz.countryName],
  na: [REGION_SETTINGS.na.countryName, 'USA'],
};

type ParsedField = Exclude<keyof ParsedAddress, 'type' | 'street'>;

interface ComponentRule {
  /** Component types to look for, first match wins. */
  types: readonly string[];
  name: 'long_name' | 'short_name';
}

const state: ComponentRule = { types: ['administrative_area_level_1'], name: 'short_name' };
const postcode: ComponentRule = { types: ['postal_code'], name: 'long_name' };
const country: ComponentRule = { types: ['country'], name: 'long_name' };

/**
 * Which address component fills which field, per region. Australian addresses have no city
 * line: the locality is the suburb and serves as the city too. In New Zealand the suburb is the
 * sublocality and the city the locality. In North America the city is the locality (a borough
 * such as Brooklyn comes as a sublocality when there is none) and the suburb the neighbourhood.
 */
export const ADDRESS_COMPONENT_RULES: Readonly<Record<Region, Record<ParsedField, ComponentRule>>> =
  {
    au: {
      suburb: { types: ['locality'], name: 'long_name' },
      city: { types: ['locality', 'postal_town'], name: 'long_name' },
      state,
      postcode,
      country,
    },
    nz: {
      suburb: { types: ['sublocality_level_1', 'sublocality', 'neighborhood'], name: 'long_name' },
      city: { types: ['locality', 'postal_town'], name: 'long_name' },
      state,
      postcode,
      country,
    },
    na: {
      suburb: { types: ['neighborhood'], name: 'long_name' },
      city: { types: ['locality', 'sublocality_level_1', 'postal_town'], name: 'long_name' },
      state,
      postcode,
      country,
    },
  };

function isComponent(value: unknown): value is AddressComponent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.long_name === 'string' &&
    typeof record.short_name === 'string' &&
    Array.isArray(record.types)
  );
}

/** address_components of a place, parsed into the fields the order form sends. */
export function parseAddressComponents(components: unknown, region: Region): ParsedAddress {
  const list = Array.isArray(components) ? components.filter(isComponent) : [];
  const find = (type: string) => list.find((component) => component.types.includes(type));
  const pick = (rule: ComponentRule) => {
    for (const type of rule.types) {
      const component = find(type);
      if (component) return component[rule.name];
    }
    return '';
  };
  const rules = ADDRESS_COMPONENT_RULES[region];
  const street = [find('street_number')?.long_name, find('route')?.long_name]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  return {
    type: 'PLACE_ID',
    street,
    suburb: pick(rules.suburb),
    city: pick(rules.city),
    state: pick(rules.state),
    postcode: pick(rules.postcode),
    country: pick(rules.country),
  };
}

export function customAddress(text: string): CustomAddress {
  return { type: 'CUSTOM', custom: text.trim() };
}

export function needsMoreAddressInput(term: string): boolean {
  return term.trim().length < ADDRESS_MIN_CHARS;
}

function isSuggestion(value: unknown): value is PlaceSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.description === 'string' && typeof record.place_id === 'string';
}

function inRegionCountry(description: string, region: Region): boolean {
  const last = description.split(',').at(-1)?.trim().toLowerCase() ?? '';
  return SUGGESTION_COUNTRY_NAMES[region].some((name) => name.toLowerCase() === last);
}

/**
 * The options under the address box: the suggestions whose country (the last part of the
 * description) is the region's, then 'Submit Custom Address' carrying the typed text.
 */
export function addressOptions(
  term: string,
  suggestions: unknown,
  region: Region,
): AddressOption[] {
  const list = Array.isArray(suggestions) ? suggestions.filter(isSuggestion) : [];
  return [
    ...list
      .filter((suggestion) => inRegionCountry(suggestion.description, region))
      .map((suggestion) => ({
        kind: 'suggestion' as const,
        label: suggestion.description,
        placeId: suggestion.place_id,
      })),
    { kind: 'custom', label: CUSTOM_ADDRESS_TEXT, text: term.trim() },
  ];
}

export interface PlacesOptions {
  /** Origin (and path prefix) of the site's own functions; '' for the page's origin. */
  apiBase: string;
  website: string;
  region: Region;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
  log?: Pick<Console, 'error'>;
}

export function placesUrl(
  apiBase: string,
  params: { q: 'autocomplete' | 'details'; term: string; website: string; region: Region },
): string {
  return `${apiBase.replace(/\/+$/, '')}/places?${new URLSearchParams(params)}`;
}

async function getJson(url: string, options: PlacesOptions): Promise<unknown> {
  const { fetch = globalThis.fetch, signal } = options;
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`Places request failed: HTTP ${response.status}`);
  return response.json();
}

/**
 * What the address box shows for the typed term: 'Keep typing...' under 4 characters (no
 * request), else the options. When the lookup fails the visitor can still submit the address as
 * custom, so the failure is logged and only that option is offered.
 */
export async function lookupAddress(term: string, options: PlacesOptions): Promise<AddressLookup> {
  if (needsMoreAddressInput(term)) return { status: 'keepTyping', text: KEEP_TYPING_TEXT };
  const { apiBase, website, region, log = console } = options;
  let suggestions: unknown = [];
  try {
    const url = placesUrl(apiBase, { q: 'autocomplete', term: term.trim(), website, region });
    suggestions = await getJson(url, options);
  } catch (error) {
    if (!options.signal?.aborted) log.error('Address suggestions failed', error);
  }
  return { status: 'options', options: addressOptions(term, suggestions, region) };
}

/** The parsed address of a chosen suggestion; a failed lookup rejects with the reason. */
export async function fetchAddressDetails(
  placeId: string,
  options: PlacesOptions,
): Promise<ParsedAddress> {
  const { apiBase, website, region } = options;
  const url = placesUrl(apiBase, { q: 'details', term: placeId, website, region });
  const body = await getJson(url, options);
  const components =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).address_components
      : undefined;
  return parseAddressComponents(components, region);
}
