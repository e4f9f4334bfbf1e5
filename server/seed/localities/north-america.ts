/**
 * na's localities, in both of its countries: US ZIP code areas and Canadian postal areas
 * (zipcodes), weighted by the population of the GeoNames cities in them.
 */
import type { ZipCode } from 'zipcodes';
import {
  type City,
  cityPosition,
  groupBy,
  kilometres,
  type Locality,
  type LocalityCountry,
  nearest,
  type Point,
  PointGrid,
  round,
} from './locality';

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

/**
 * na's localities: every US ZIP code area, and Canada's urban postal areas (the first three
 * characters of a postal code, named after the city they are in) with the towns no urban postal
 * area is named after. A city's population is shared among the postal areas that carry its name,
 * or else spread over the areas around it, so that stores and the gazetteer's ranking follow
 * where people live; the major cities are marked as anchors.
 */
export function northAmericanLocalities(cities: City[]): Locality[] {
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
