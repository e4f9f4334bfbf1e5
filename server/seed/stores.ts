/**
 * Demo retail stores placed at real localities of au, nz and na (see localities.ts), with
 * addresses and phone numbers in each country's format; na's are in the US and in Canada, and a
 * store's country is its locality's. Deterministic: the same size always yields the same stores.
 */
import type { Region } from '@gh/shared/regions';
import type { Db } from '../src/db';
import { seededRandom } from '../src/media/random';
import type { LOCATOR_BRANDS, StoreCategory } from '../src/stores/locator';
import type { Seeder } from '.';
import { type Locality, type LocalityCountry, loadLocalities } from './localities';

/** Share of the stores in each region; na takes the remainder. */
const REGION_SHARE: Record<Region, number> = { au: 0.45, nz: 0.15, na: 0.4 };

/** The name each locator brand gives its retailers: "{prefix} Flooring {locality}". */
const STORE_NAME_PREFIX: Record<(typeof LOCATOR_BRANDS)[number], string> = {
  GHRES: 'GH',
  FTX: 'Floortex',
};

/** Later stores in one locality are told apart by these, then by a number. */
const BRANCH_SUFFIXES = [
  '',
  ' Central',
  ' North',
  ' South',
  ' East',
  ' West',
  ' Plaza',
  ' Village',
];

const AU_NZ_STREETS = [
  'George',
  'Queen',
  'King',
  'High',
  'Victoria',
  'Church',
  'Station',
  'Main',
  'Pacific',
  'Princes',
  'Bridge',
  'Park',
  'Beach',
  'Railway',
  'Albert',
  'Elizabeth',
  'William',
  'Hunter',
  'Anzac',
  'Marine',
  'Commercial',
  'Great North',
  'Cambridge',
  'Grey',
  'Ferry',
  'Mill',
];
const AU_NZ_SUFFIXES = ['Street', 'Road', 'Avenue', 'Parade', 'Highway', 'Drive', 'Terrace'];
const US_STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Washington',
  'Park',
  'Elm',
  'Lake',
  'Hill',
  'Pine',
  'Cedar',
  'Sunset',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Highland',
  'Ridge',
  'River',
  'Market',
  'Center',
  'Church',
  'Franklin',
  'Broadway',
  'Walnut',
  'Spring',
];
const US_SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way'];
const CA_STREETS = [
  'King',
  'Queen',
  'Main',
  'Victoria',
  'Wellington',
  'Richmond',
  'Dundas',
  'Lakeshore',
  'Park',
  'Church',
  'Albert',
  'Elgin',
  'Bay',
  'Maple',
  'Centre',
  'Riverside',
  'College',
  'Portage',
  'Highland',
  'Mountain',
];
const CA_SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Way', 'Cres'];

/** Australian landline area codes by state. */
const AU_AREA_CODES: Record<string, string> = {
  NSW: '02',
  ACT: '02',
  VIC: '03',
  TAS: '03',
  QLD: '07',
  SA: '08',
  WA: '08',
  NT: '08',
};

/** A real area code of each US state, for plausible numbers (the exchange and line are random). */
const US_AREA_CODES: Record<string, string> = {
  AL: '205',
  AK: '907',
  AZ: '602',
  AR: '501',
  CA: '213',
  CO: '303',
  CT: '203',
  DE: '302',
  DC: '202',
  FL: '305',
  GA: '404',
  HI: '808',
  ID: '208',
  IL: '312',
  IN: '317',
  IA: '515',
  KS: '316',
  KY: '502',
  LA: '504',
  ME: '207',
  MD: '410',
  MA: '617',
  MI: '313',
  MN: '612',
  MS: '601',
  MO: '314',
  MT: '406',
  NE: '402',
  NV: '702',
  NH: '603',
  NJ: '201',
  NM: '505',
  NY: '212',
  NC: '704',
  ND: '701',
  OH: '216',
  OK: '405',
  OR: '503',
  PA: '215',
  RI: '401',
  SC: '803',
  SD: '605',
  TN: '615',
  TX: '214',
  UT: '801',
  VT: '802',
  VA: '804',
  WA: '206',
  WV: '304',
  WI: '414',
  WY: '307',
};

/** The area code of each province's largest city, for plausible numbers. */
const CA_AREA_CODES: Record<string, string> = {
  AB: '403',
  BC: '604',
  MB: '204',
  NB: '506',
  NL: '709',
  NS: '902',
  NT: '867',
  NU: '867',
  ON: '416',
  PE: '902',
  QC: '514',
  SK: '306',
  YT: '867',
};

/**
 * Cities whose area code is not their state's or province's in the tables above (every major
 * city gets a store, and Houston's should not dial Dallas).
 */
const CITY_AREA_CODES: Record<string, string> = {
  'AZ|Tucson': '520',
  'CA|Fresno': '559',
  'CA|Long Beach': '562',
  'CA|Oakland': '510',
  'CA|Sacramento': '916',
  'CA|San Diego': '619',
  'CA|San Francisco': '415',
  'CA|San Jose': '408',
  'CO|Colorado Springs': '719',
  'FL|Jacksonville': '904',
  'FL|Orlando': '407',
  'FL|Tampa': '813',
  'MO|Kansas City': '816',
  'NC|Raleigh': '919',
  'NY|Bronx': '718',
  'NY|Brooklyn': '718',
  'NY|Buffalo': '716',
  'OH|Cincinnati': '513',
  'OH|Columbus': '614',
  'OK|Tulsa': '918',
  'PA|Pittsburgh': '412',
  'TN|Memphis': '901',
  'TX|Austin': '512',
  'TX|El Paso': '915',
  'TX|Fort Worth': '817',
  'TX|Houston': '713',
  'TX|San Antonio': '210',
  'VA|Virginia Beach': '757',
  'AB|Edmonton': '780',
  'BC|Kelowna': '250',
  'BC|Victoria': '250',
  'ON|Brampton': '905',
  'ON|Hamilton': '905',
  'ON|Kitchener': '519',
  'ON|London': '519',
  'ON|Mississauga': '905',
  'ON|Ottawa': '613',
  'ON|Windsor': '519',
  'QC|Gatineau': '819',
  'QC|Laval': '450',
  'QC|Longueuil': '450',
  'QC|Québec': '418',
  'QC|Sherbrooke': '819',
};

/** The letters Canada Post uses in postal codes (never D, F, I, O, Q or U). */
const POSTAL_CODE_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/** Picks localities in proportion to their weight (binary search over the running total). */
function weightedPicker(localities: Locality[]) {
  const totals: number[] = [];
  let sum = 0;
  for (const locality of localities) {
    sum += locality.weight;
    totals.push(sum);
  }
  return (random: Random): Locality => {
    const target = random() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return localities[low] as Locality;
  };
}

function phoneNumber(random: Random, locality: Locality): string {
  const first = String(2 + Math.floor(random() * 8));
  if (locality.country === 'au') {
    const rest = first + digits(random, 7);
    return `(${AU_AREA_CODES[locality.state] ?? '02'}) ${rest.slice(0, 4)} ${rest.slice(4)}`;
  }
  if (locality.country === 'nz') {
    const rest = first + digits(random, 6);
    return `(${locality.areaCode ?? '09'}) ${rest.slice(0, 3)} ${rest.slice(3)}`;
  }
  // North American numbering: the exchange never starts with 0 or 1 and avoids 555.
  const exchange = `${first}${digits(random, 2)}`.replace(/^555$/, '556');
  const areaCode =
    CITY_AREA_CODES[`${locality.state}|${locality.name}`] ??
    (locality.country === 'ca'
      ? (CA_AREA_CODES[locality.state] ?? '416')
      : (US_AREA_CODES[locality.state] ?? '212'));
  return `(${areaCode}) ${exchange}-${digits(random, 4)}`;
}

function streetAddress(random: Random, country: LocalityCountry): string {
  const number = 1 + Math.floor(random() * (country === 'us' || country === 'ca' ? 9900 : 480));
  if (country === 'us') return `${number} ${pick(random, US_STREETS)} ${pick(random, US_SUFFIXES)}`;
  if (country === 'ca') return `${number} ${pick(random, CA_STREETS)} ${pick(random, CA_SUFFIXES)}`;
  return `${number} ${pick(random, AU_NZ_STREETS)} ${pick(random, AU_NZ_SUFFIXES)}`;
}

/**
 * A store's postcode: the locality's, or in Canada the locality's postal area ('M5V') with a
 * local delivery unit of its own ('M5V 2T6').
 */
function storePostcode(random: Random, locality: Locality): string {
  if (locality.country !== 'ca') return locality.postcode;
  const letter = POSTAL_CODE_LETTERS.charAt(Math.floor(random() * POSTAL_CODE_LETTERS.length));
  return `${locality.postcode} ${digits(random, 1)}${letter}${digits(random, 1)}`;
}

function localityLine(locality: Locality, postcode: string): string {
  switch (locality.country) {
    case 'us':
    case 'ca':
      return `${locality.name}, ${locality.state} ${postcode}`;
    case 'nz':
      return `${locality.name} ${postcode}`;
    case 'au':
      return `${locality.name} ${locality.state} ${postcode}`;
  }
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Carpet everywhere; hard flooring is not sold in na (SPEC.md section 2.3 lists none there). */
function storeCategories(random: Random, region: Region): StoreCategory[] {
  if (region === 'na') return ['CPT'];
  const roll = random();
  return roll < 0.55 ? ['CPT', 'HF'] : roll < 0.85 ? ['CPT'] : ['HF'];
}

function storeBrands(random: Random): string[] {
  const roll = random();
  return roll < 0.5 ? ['GHRES', 'FTX'] : roll < 0.8 ? ['GHRES'] : ['FTX'];
}

export function seedStores(db: Db, total: number): void {
  const random = seededRandom(`stores:${total}`);
  const localities = loadLocalities();
  const insertStore = db.prepare(
    `INSERT INTO stores (id, region, name, address_line1, address_line2, locality, state, postcode,
       country, phone, website, lat, lng, brands, categories)
     VALUES (@id, @region, @name, @addressLine1, @addressLine2, @locality, @state, @postcode,
       @country, @phone, @website, @lat, @lng, @brands, @categories)`,
  );

  db.transaction(() => {
    db.exec('DELETE FROM stores');
    let id = 0;
    let remaining = total;
    for (const region of ['au', 'nz', 'na'] as const) {
      const count = region === 'na' ? remaining : Math.round(total * REGION_SHARE[region]);
      remaining -= count;
      const pickLocality = weightedPicker(localities[region]);
      // The major cities first, largest first (na's; see Locality.anchor), then by weight.
      const anchors = localities[region]
        .filter((locality) => locality.anchor !== undefined)
        .sort((a, b) => (a.anchor ?? 0) - (b.anchor ?? 0));
      const branches = new Map<string, number>();
      for (let i = 0; i < count; i++) {
        id += 1;
        const locality = anchors[i] ?? pickLocality(random);
        const brands = storeBrands(random);
        const categories = storeCategories(random, region);
        const key = `${locality.name}|${locality.state}`;
        const branch = branches.get(key) ?? 0;
        branches.set(key, branch + 1);
        const suffix = BRANCH_SUFFIXES[branch] ?? ` ${branch - BRANCH_SUFFIXES.length + 2}`;
        const name = `${STORE_NAME_PREFIX[brands[0] as keyof typeof STORE_NAME_PREFIX]} Flooring ${locality.name}${suffix}`;
        // Within about 2 km of the locality's centre.
        const lat = Math.round((locality.lat + (random() - 0.5) * 0.036) * 1e6) / 1e6;
        const lngSpread = 0.036 / Math.max(0.2, Math.cos((locality.lat * Math.PI) / 180));
        const lng = Math.round((locality.lng + (random() - 0.5) * lngSpread) * 1e6) / 1e6;
        const brandList = brands.join(',');
        const categoryList = categories.join(',');
        const addressLine1 = streetAddress(random, locality.country);
        const postcode = storePostcode(random, locality);
        insertStore.run({
          id,
          region,
          name,
          addressLine1,
          addressLine2: localityLine(locality, postcode),
          locality: locality.name,
          state: locality.state,
          postcode,
          country: locality.country.toUpperCase(),
          phone: phoneNumber(random, locality),
          website: `https://${slug(name)}.example/`,
          lat,
          lng,
          brands: brandList,
          categories: categoryList,
        });
      }
    }
  })();
}

export const storesSeeder: Seeder = {
  name: 'stores',
  // 3: na's stores follow population, in the US and Canada, with one in every major city.
  version: 3,
  table: 'stores',
  run(db, options) {
    seedStores(db, options.stores);
    options.log(`${options.stores} stores`);
  },
};
