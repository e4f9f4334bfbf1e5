/**
 * Demo retail stores placed at real localities of au, nz and na (see localities.ts), with
 * addresses and phone numbers in each country's format. Deterministic: the same size always
 * yields the same stores.
 */
import type { Region } from '@gh/shared/regions';
import type { Db } from '../src/db';
import { seededRandom } from '../src/media/random';
import type { LOCATOR_BRANDS, StoreCategory } from '../src/stores/locator';
import type { Seeder } from '.';
import { type Locality, loadLocalities } from './localities';

/** Share of the stores in each region; na takes the remainder. */
const REGION_SHARE: Record<Region, number> = { au: 0.45, nz: 0.15, na: 0.4 };

const COUNTRY: Record<Region, string> = { au: 'AU', nz: 'NZ', na: 'US' };

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

function phoneNumber(random: Random, region: Region, locality: Locality): string {
  const first = String(2 + Math.floor(random() * 8));
  if (region === 'au') {
    const rest = first + digits(random, 7);
    return `(${AU_AREA_CODES[locality.state] ?? '02'}) ${rest.slice(0, 4)} ${rest.slice(4)}`;
  }
  if (region === 'nz') {
    const rest = first + digits(random, 6);
    return `(${locality.areaCode ?? '09'}) ${rest.slice(0, 3)} ${rest.slice(3)}`;
  }
  // North American numbering: the exchange never starts with 0 or 1 and avoids 555.
  const exchange = `${first}${digits(random, 2)}`.replace(/^555$/, '556');
  return `(${US_AREA_CODES[locality.state] ?? '212'}) ${exchange}-${digits(random, 4)}`;
}

function streetAddress(random: Random, region: Region): string {
  const number = 1 + Math.floor(random() * (region === 'na' ? 9900 : 480));
  return region === 'na'
    ? `${number} ${pick(random, US_STREETS)} ${pick(random, US_SUFFIXES)}`
    : `${number} ${pick(random, AU_NZ_STREETS)} ${pick(random, AU_NZ_SUFFIXES)}`;
}

function localityLine(region: Region, locality: Locality): string {
  if (region === 'na') return `${locality.name}, ${locality.state} ${locality.postcode}`;
  if (region === 'nz') return `${locality.name} ${locality.postcode}`;
  return `${locality.name} ${locality.state} ${locality.postcode}`;
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
      const branches = new Map<string, number>();
      for (let i = 0; i < count; i++) {
        id += 1;
        const locality = pickLocality(random);
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
        insertStore.run({
          id,
          region,
          name,
          addressLine1: streetAddress(random, region),
          addressLine2: localityLine(region, locality),
          locality: locality.name,
          state: locality.state,
          postcode: locality.postcode,
          country: COUNTRY[region],
          phone: phoneNumber(random, region, locality),
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
  version: 2,
  table: 'stores',
  run(db, options) {
    seedStores(db, options.stores);
    options.log(`${options.stores} stores`);
  },
};
