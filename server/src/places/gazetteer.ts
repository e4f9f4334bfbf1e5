import type { AddressComponent, PlaceDetails, PlaceSuggestion } from '@gh/shared/places';
import { COUNTRY_NAMES, REGION_SETTINGS, type Region } from '@gh/shared/regions';
import type { Db } from '../db';
import { badRequest, notFound } from '../errors';
import { streetNames, streetQueries } from './streets';

/** The places provider's shapes (DESIGN.md section 4), from the wire contract. */
export type { AddressComponent, PlaceDetails, PlaceSuggestion };

interface PlaceRow {
  key: string;
  /** ISO code, lower case: au, nz, or us and ca (na). */
  country: string;
  name: string;
  state_code: string;
  state_name: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
}

/** The country of a place, as the provider names it (a Canadian place says Canada). */
const countryName = (place: PlaceRow) =>
  COUNTRY_NAMES[place.country] ?? place.country.toUpperCase();

/** Suggestions per lookup, as the provider gives. */
export const SUGGESTION_LIMIT = 5;

/** A place id: 'ghp_' and the base64url of [locality key, street number, street] as JSON. */
const PLACE_ID_PREFIX = 'ghp_';

function encodePlaceId(key: string, number?: string, street?: string): string {
  const parts = number && street ? [key, number, street] : [key];
  return PLACE_ID_PREFIX + Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodePlaceId(placeId: string): { key: string; number?: string; street?: string } {
  const invalid = () => badRequest(`Invalid place_id '${placeId.slice(0, 80)}'`);
  if (!placeId.startsWith(PLACE_ID_PREFIX)) throw invalid();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(placeId.slice(PLACE_ID_PREFIX.length), 'base64url').toString());
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(parts) ||
    (parts.length !== 1 && parts.length !== 3) ||
    !parts.every((part) => typeof part === 'string' && part.length > 0 && part.length <= 200)
  ) {
    throw invalid();
  }
  const [key, number, street] = parts as string[];
  return { key: key as string, number, street };
}

/** How a locality reads in a suggestion, the way addresses are written in its country. */
function localityLine(place: PlaceRow): string {
  switch (place.country) {
    case 'au':
      return `${place.name} ${place.state_code} ${place.postcode}`;
    case 'nz':
      return `${place.name}, ${place.state_name}`;
    default:
      // The US and Canada: 'Chicago, IL 60601', 'Toronto, ON M5V'.
      return `${place.name}, ${place.state_code} ${place.postcode}`;
  }
}

function describe(place: PlaceRow, number?: string, street?: string): string {
  const streetLine = number && street ? `${number} ${streetNames(street).short}, ` : '';
  return `${streetLine}${localityLine(place)}, ${countryName(place)}`;
}

/** FTS5 prefix query: every word of the text as a quoted prefix ("rich"* "vic"*). */
function ftsQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length === 0 ? undefined : words.map((word) => `"${word}"*`).join(' ');
}

/** How many places the search ranks before it keeps the best few. */
const RANKED_CANDIDATES = 50;

/** A name compared without case or accents. */
function looseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The gazetteer behind GET /places when no provider key is configured. */
export class Gazetteer {
  constructor(private readonly db: Db) {}

  private localities(region: Region, text: string, limit: number): PlaceRow[] {
    const query = ftsQuery(text);
    if (!query) return [];
    // Exact names first, then the likelier places (cities before remote localities), then the
    // shorter names, so 'Melbourne' comes before 'Melbourne Airport'. SQLite's lower() knows no
    // accents, so the candidates are ranked again here: 'Montreal' typed is Montréal exactly, and
    // Montréal, Quebec comes before Montreal, Wisconsin.
    const typed = looseName(text.trim());
    const candidates = this.db
      .prepare(
        `SELECT p.key, p.country, p.name, p.state_code, p.state_name, p.postcode, p.lat, p.lng,
                p.weight
           FROM places_fts f JOIN places p ON p.id = f.rowid
          WHERE places_fts MATCH ? AND p.country IN (SELECT value FROM json_each(?))
          ORDER BY lower(p.name) = lower(?) DESC, p.weight DESC, length(p.name), p.name, p.postcode
          LIMIT ?`,
      )
      .all(
        query,
        JSON.stringify(REGION_SETTINGS[region].countryCodes),
        text.trim(),
        Math.max(limit, RANKED_CANDIDATES),
      ) as (PlaceRow & { weight: number })[];
    return candidates
      .map((place, order) => ({ place, order, exact: looseName(place.name) === typed }))
      .sort(
        (a, b) =>
          Number(b.exact) - Number(a.exact) || b.place.weight - a.place.weight || a.order - b.order,
      )
      .slice(0, limit)
      .map(({ place: { weight: _weight, ...place } }) => place);
  }

  autocomplete(region: Region, term: string): PlaceSuggestion[] {
    for (const street of streetQueries(term)) {
      if (!street.locality) continue;
      const places = this.localities(region, street.locality, SUGGESTION_LIMIT);
      if (places.length > 0) {
        return places.map((place) => ({
          description: describe(place, street.number, street.street),
          place_id: encodePlaceId(place.key, street.number, street.street),
        }));
      }
    }
    return this.localities(region, term, SUGGESTION_LIMIT).map((place) => ({
      description: describe(place),
      place_id: encodePlaceId(place.key),
    }));
  }

  details(placeId: string): PlaceDetails {
    const { key, number, street } = decodePlaceId(placeId);
    const place = this.db
      .prepare(
        'SELECT key, country, name, state_code, state_name, postcode, lat, lng FROM places WHERE key = ?',
      )
      .get(key) as PlaceRow | undefined;
    if (!place) throw notFound('Unknown place_id');
    const components: AddressComponent[] = [];
    if (number && street) {
      const names = streetNames(street);
      components.push(
        { long_name: number, short_name: number, types: ['street_number'] },
        { long_name: names.long, short_name: names.short, types: ['route'] },
      );
    }
    components.push(
      { long_name: place.name, short_name: place.name, types: ['locality', 'political'] },
      {
        long_name: place.state_name,
        short_name: place.state_code,
        types: ['administrative_area_level_1', 'political'],
      },
      {
        long_name: countryName(place),
        short_name: place.country.toUpperCase(),
        types: ['country', 'political'],
      },
    );
    if (place.postcode) {
      components.push({
        long_name: place.postcode,
        short_name: place.postcode,
        types: ['postal_code'],
      });
    }
    // A street address is placed at its locality: the gazetteer knows no street positions.
    const geometry =
      place.lat === null || place.lng === null
        ? undefined
        : { location: { lat: place.lat, lng: place.lng } };
    return {
      address_components: components,
      formatted_address: describe(place, number, street),
      ...(geometry && { geometry }),
      place_id: placeId,
    };
  }
}
