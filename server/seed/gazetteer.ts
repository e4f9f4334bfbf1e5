/**
 * The address gazetteer: real localities of the three regions (Australian suburbs with their
 * postcodes, US ZIP code areas, New Zealand towns), read through the shared locality extract
 * (seed/localities.ts) so that the large data packages are parsed once, not once per seed.
 */
import type { Region } from '@gh/shared/regions';
import { loadLocalities } from './localities';

export interface GazetteerPlace {
  key: string;
  /** ISO country code, lower case. */
  country: 'au' | 'nz' | 'us';
  name: string;
  stateCode: string;
  stateName: string;
  /** '' where the source has no real postcode (GeoNames towns in New Zealand). */
  postcode: string;
  weight: number;
  lat: number;
  lng: number;
}

export const COUNTRY_OF_REGION: Record<Region, GazetteerPlace['country']> = {
  au: 'au',
  nz: 'nz',
  na: 'us',
};

const AU_STATES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_, lead: string, letter: string) => lead + letter.toUpperCase(),
    )
    .replace(/\bMc(\p{Ll})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

function usStateNames(): Record<string, string> {
  const { states } = require('zipcodes') as { states: { abbr: Record<string, string> } };
  return Object.fromEntries(
    Object.entries(states.abbr).map(([code, name]) => [code, titleCase(name)]),
  );
}

export function loadGazetteer(): GazetteerPlace[] {
  const localities = loadLocalities();
  const usStates = usStateNames();
  const places: GazetteerPlace[] = [];
  for (const locality of localities.au) {
    places.push({
      key: `au:${locality.state}:${locality.postcode}:${locality.name}`,
      country: 'au',
      name: locality.name,
      stateCode: locality.state,
      stateName: AU_STATES[locality.state] ?? locality.state,
      postcode: locality.postcode,
      weight: locality.weight,
      lat: locality.lat,
      lng: locality.lng,
    });
  }
  for (const locality of localities.na) {
    places.push({
      key: `us:${locality.state}:${locality.postcode}:${locality.name}`,
      country: 'us',
      name: titleCase(locality.name),
      stateCode: locality.state,
      stateName: usStates[locality.state] ?? locality.state,
      postcode: locality.postcode,
      weight: locality.weight,
      lat: locality.lat,
      lng: locality.lng,
    });
  }
  for (const locality of localities.nz) {
    places.push({
      key: `nz:${locality.state}:${locality.name}`,
      country: 'nz',
      name: locality.name,
      // New Zealand addresses name the region in full; the provider gives it as both names.
      stateCode: locality.state,
      stateName: locality.state,
      // The locality extract's NZ postcodes are placeholders for demo stores, not real codes.
      postcode: '',
      weight: locality.weight,
      lat: locality.lat,
      lng: locality.lng,
    });
  }
  return places;
}
