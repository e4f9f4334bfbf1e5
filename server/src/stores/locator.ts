/**
 * The store locator's lookup (SPEC.md sections 2.9, 7 and 9; reply shape in DESIGN.md section 4):
 * the stores of a region within each radius option of a point, nearest first, in the region's
 * distance unit, optionally only those carrying a brand or a category.
 */
import { RADIUS_OPTIONS, REGION_SETTINGS, REGIONS, type Region } from '@gh/shared/regions';
import {
  STORE_BRANDS as SHARED_BRANDS,
  STORE_CATEGORIES as SHARED_CATEGORIES,
  type Store,
  type StoreCategory,
  type StoreLookup as StoreReply,
} from '@gh/shared/stores';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';
import { StoreSpatialIndex } from './spatial-index';

/** The locator's brand and category filter values, from the one table in shared/stores. */
export const LOCATOR_BRANDS = SHARED_BRANDS.map((option) => option.value);
export const STORE_CATEGORIES = SHARED_CATEGORIES.map((option) => option.value);
export type { Store, StoreCategory };

/**
 * Most stores one radius list holds: the nearest 20, as a locator's list and map show. In a dense
 * metro area the 75-unit list could otherwise run to hundreds of stores, repeated in every wider
 * list (130 KB for central Sydney at the benchmark's 50,000 stores). `counts` always gives the
 * full number within each radius.
 */
export const STORE_LIST_LIMIT = 20;

/** How far (in degrees of latitude, about 110 km) a shared position is named after a locality. */
const PLACE_NAME_REACH_DEGREES = 1;

export interface StoreQuery {
  region: Region;
  lat: number;
  lng: number;
  /** The centre's name as the visitor chose it (a suburb, a city); see `centreName`. */
  name?: string;
  brands?: readonly string[];
  categories?: readonly string[];
}

/** The wire contract's reply, with the parts it leaves optional that this server always sends. */
export type StoreLookup = StoreReply & Required<Pick<StoreReply, 'unit' | 'counts'>>;

interface StoreRow {
  id: number;
  name: string;
  address_line1: string;
  address_line2: string;
  locality: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
  website: string;
  lat: number;
  lng: number;
  brands: string;
  categories: string;
}

interface Statements {
  version: Statement<[], { value: string }>;
  all: Statement<
    [],
    { id: number; region: string; lat: number; lng: number; brands: string; categories: string }
  >;
  rows: Statement<[string], StoreRow>;
  nearestPlace: Statement<
    [
      {
        countries: string;
        lat: number;
        lng: number;
        box: number;
        lngBox: number;
        lngScale: number;
      },
    ],
    { name: string }
  >;
}

const statements = new WeakMap<Db, Statements>();
/**
 * The spatial index of one version of the stores table, and the rows of the stores lookups have
 * shown so far (read once, then answered from memory: a lookup shows at most 20).
 */
interface StoresState {
  version: string;
  index: StoreSpatialIndex;
  rows: Map<number, StoreRow>;
}

const states = new WeakMap<Db, StoresState>();

function prepared(db: Db): Statements {
  let found = statements.get(db);
  if (!found) {
    found = {
      version: db.prepare("SELECT value FROM meta WHERE key = 'stores:version'"),
      all: db.prepare('SELECT id, region, lat, lng, brands, categories FROM stores'),
      rows: db.prepare(
        `SELECT id, name, address_line1, address_line2, locality, state, postcode, country, phone,
           website, lat, lng, brands, categories
         FROM stores WHERE id IN (SELECT value FROM json_each(?))`,
      ),
      // The gazetteer's nearest locality of some countries within a box around a point.
      nearestPlace: db.prepare(
        `SELECT name FROM places
          WHERE country IN (SELECT value FROM json_each(@countries))
            AND lat BETWEEN @lat - @box AND @lat + @box
            AND lng BETWEEN @lng - @lngBox AND @lng + @lngBox
          ORDER BY (lat - @lat) * (lat - @lat) + (lng - @lng) * (lng - @lng) * @lngScale
          LIMIT 1`,
      ),
    };
    statements.set(db, found);
  }
  return found;
}

/** A bit per value of `of` present in `values`: the masks the spatial index filters on. */
function mask(values: readonly string[] | undefined, of: readonly string[]): number {
  let bits = 0;
  for (const value of values ?? []) {
    const position = of.indexOf(value);
    if (position >= 0) bits |= 1 << position;
  }
  return bits;
}

/** The stores lookup's state, rebuilt when the stores table changed since it was built. */
function storesState(db: Db): StoresState {
  const statement = prepared(db);
  const version = statement.version.get()?.value ?? '0';
  const cached = states.get(db);
  if (cached?.version === version) return cached;
  const index = new StoreSpatialIndex(
    statement.all.all().map((row) => ({
      id: row.id,
      lat: row.lat,
      lng: row.lng,
      region: REGIONS.indexOf(row.region as Region),
      brandMask: mask(row.brands.split(','), LOCATOR_BRANDS),
      categoryMask: mask(row.categories.split(','), STORE_CATEGORIES),
    })),
  );
  const state = { version, index, rows: new Map<number, StoreRow>() };
  states.set(db, state);
  return state;
}

const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export function findStores(db: Db, query: StoreQuery): StoreLookup {
  const { distanceUnitMetres, distanceUnitLabel } = REGION_SETTINGS[query.region];
  const state = storesState(db);
  const { counts: within, nearest } = state.index.nearest(
    query.lat,
    query.lng,
    RADIUS_OPTIONS.map((radius) => radius * distanceUnitMetres),
    {
      region: REGIONS.indexOf(query.region),
      brandMask: mask(query.brands, LOCATOR_BRANDS),
      categoryMask: mask(query.categories, STORE_CATEGORIES),
    },
    STORE_LIST_LIMIT,
  );

  // Every list is a prefix of the nearest stores, so only the first STORE_LIST_LIMIT are read.
  const rows = state.rows;
  const missing = nearest.filter((entry) => !rows.has(entry.id));
  if (missing.length > 0) {
    for (const row of prepared(db).rows.all(JSON.stringify(missing.map((entry) => entry.id)))) {
      rows.set(row.id, row);
    }
  }
  const stores = nearest.map(({ id, metres }) =>
    toStore(rows.get(id) as StoreRow, metres / distanceUnitMetres),
  );

  const counts: Record<string, number> = {};
  const lists: Record<string, Store[]> = {};
  RADIUS_OPTIONS.forEach((radius, at) => {
    const count = within[at] as number;
    counts[radius] = count;
    lists[radius] = stores.slice(0, Math.min(count, STORE_LIST_LIMIT));
  });

  return {
    status: 200,
    body: 'OK',
    center: {
      name: centreName(db, query, stores[0]),
      geometry: { location: { lat: query.lat, lng: query.lng } },
    },
    unit: distanceUnitLabel,
    counts,
    stores: lists,
  };
}

/**
 * The centre's name: the one the visitor's search gave, else the locality of the nearest store
 * (the visitor shared their position, and "Parramatta nearby stores" reads better than
 * coordinates), else the nearest locality the gazetteer knows in the region's countries (Whitehorse
 * is in Canada, not the United States), else the region's name.
 */
function centreName(db: Db, query: StoreQuery, nearest: Store | undefined): string {
  const given = query.name?.trim();
  if (given) return given;
  if (nearest) return nearest.locality;
  const { countryCodes, label } = REGION_SETTINGS[query.region];
  const cosLat = Math.max(0.05, Math.cos((query.lat * Math.PI) / 180));
  const place = prepared(db).nearestPlace.get({
    countries: JSON.stringify(countryCodes),
    lat: query.lat,
    lng: query.lng,
    box: PLACE_NAME_REACH_DEGREES,
    lngBox: PLACE_NAME_REACH_DEGREES / cosLat,
    lngScale: cosLat * cosLat,
  });
  return place?.name ?? label;
}

function toStore(row: StoreRow, distance: number): Store {
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    locality: row.locality,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    website: row.website,
    lat: row.lat,
    lng: row.lng,
    brands: row.brands.split(','),
    categories: row.categories.split(','),
    distance: roundTo(distance, 2),
  };
}
