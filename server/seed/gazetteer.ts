/**
 * The address gazetteer: real localities of the three regions (Australian suburbs with their
 * postcodes, US ZIP code areas and Canadian postal areas for North America, New Zealand towns),
 * read through the shared locality extract (seed/localities.ts) so that the large data packages
 * are parsed once, not once per seed.
 */
import { type Locality, type LocalityCountry, loadLocalities } from './localities';

export interface GazetteerPlace {
  key: string;
  /** ISO country code, lower case. */
  country: LocalityCountry;
  name: string;
  stateCode: string;
  stateName: string;
  /** '' where the source has no real postcode (GeoNames towns in New Zealand). */
  postcode: string;
  weight: number;
  lat: number;
  lng: number;
}

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

const CA_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
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
  // A North American city is split into postal areas, each with its share of the city's weight;
  // a search ranks its areas by the whole city's, so Vancouver, BC (about 30 areas) comes before
  // Vancouver, WA (a handful), as it does with a places provider.
  const cityKey = (locality: Locality) => `${locality.country}|${locality.state}|${locality.name}`;
  const cityWeights = new Map<string, number>();
  for (const locality of localities.na) {
    const key = cityKey(locality);
    cityWeights.set(key, (cityWeights.get(key) ?? 0) + locality.weight);
  }
  for (const locality of localities.na) {
    const canadian = locality.country === 'ca';
    places.push({
      key: `${locality.country}:${locality.state}:${locality.postcode}:${locality.name}`,
      country: locality.country,
      // GeoNames spells Canadian names as they are written ('Saint-Jean-sur-Richelieu').
      name: canadian ? locality.name : titleCase(locality.name),
      stateCode: locality.state,
      stateName: (canadian ? CA_PROVINCES : usStates)[locality.state] ?? locality.state,
      postcode: locality.postcode,
      weight: cityWeights.get(cityKey(locality)) ?? locality.weight,
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
