/**
 * The client state slices of SPEC.md section 3 in one store, persisted under the key `root`
 * except productFilters and region (rehydration gives up after 5000 ms). The samples basket has
 * its own store (samples.ts) because it is namespaced by website.
 */
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { type CalculatorState, createCalculatorState } from '../calculator';
import {
  type Brand,
  clearTypeDependentFilters,
  type Product,
  type ProductFilters,
  type Segment,
} from '../catalogue';
import type { PrimaryNavLink } from '../navigation';
import { DEFAULT_REGION, type Region, unitsFor } from '../regions';
import { ROOT_STORAGE_KEY } from '../stored';
import { defaultTimers, type StateStorage, type Timers, withReadTimeout } from './storage';

export { ROOT_STORAGE_KEY } from '../stored';

/** CMS content the site reads as it comes; its shapes belong to the site's GraphQL fragments. */
export type ContentRecord = Record<string, unknown>;

/** Store-locator location (SPEC.md section 3): centre, its name and the chosen radius. */
export interface StoreLocation {
  center: { lat: number; lng: number };
  name: string;
  radius: number;
}

export interface ProductTypeEntry {
  name: string;
  [field: string]: unknown;
}

export interface RegionSlice {
  /** The visitor's detected country code, once known. */
  country: string | null;
  dismissed: boolean;
  region: Region;
}

export interface RootData {
  regionAlert: { dismissed: boolean };
  brands: Brand[];
  highlights: ContentRecord[];
  groupedHighlights: Record<string, ContentRecord[]>;
  news: ContentRecord[];
  homepageConfig: ContentRecord | null;
  slideshows: ContentRecord[];
  supportConfig: ContentRecord | null;
  projects: ContentRecord[];
  rooms: ContentRecord[];
  primaryNav: PrimaryNavLink[];
  collections: ContentRecord[];
  /** Product types sorted by name, and the sub-types. */
  productTypes: { types: ProductTypeEntry[]; subTypes: string[] };
  product: Product | null;
  filterResults: Product[];
  products: { loading: boolean; products: Product[]; byProductCode: Record<string, Product> };
  headerColourMode: string;
  region: RegionSlice;
  location: StoreLocation | null;
  display: string;
  sort: string;
  rows: CalculatorState;
  productFilters: ProductFilters;
  segments: Segment[];
  tilePresets: ContentRecord[];
}

/** Slices the site fills as they come, without a rule of their own. */
export type PlainSliceKey = Exclude<
  keyof RootData,
  'productTypes' | 'products' | 'productFilters' | 'region' | 'rows'
>;

export interface RootActions {
  setSlice<K extends PlainSliceKey>(key: K, value: RootData[K]): void;
  /** Keeps the product types sorted by name. */
  setProductTypes(types: readonly ProductTypeEntry[], subTypes?: readonly string[]): void;
  /** The loading flag is set when a product search starts. */
  startProductSearch(): void;
  setProducts(products: readonly Product[]): void;
  /** With no product type chosen, the type-dependent filters are cleared (SPEC.md section 4). */
  setProductFilters(filters: ProductFilters): void;
  setCountry(country: string | null): void;
  dismissRegionAlert(): void;
  updateCalculator(change: (state: CalculatorState) => CalculatorState): void;
}

export type RootState = RootData & RootActions;

/** Not saved locally (SPEC.md section 3). */
const UNPERSISTED: ReadonlySet<keyof RootData> = new Set(['productFilters', 'region']);

export function initialRootData(region: Region = DEFAULT_REGION): RootData {
  return {
    regionAlert: { dismissed: false },
    brands: [],
    highlights: [],
    groupedHighlights: {},
    news: [],
    homepageConfig: null,
    slideshows: [],
    supportConfig: null,
    projects: [],
    rooms: [],
    primaryNav: [],
    collections: [],
    productTypes: { types: [], subTypes: [] },
    product: null,
    filterResults: [],
    products: { loading: false, products: [], byProductCode: {} },
    headerColourMode: 'light',
    region: { country: null, dismissed: false, region },
    location: null,
    display: 'rooms',
    sort: '',
    rows: createCalculatorState(unitsFor(region)),
    productFilters: {},
    segments: [],
    tilePresets: [],
  };
}

const byName = (a: ProductTypeEntry, b: ProductTypeEntry) => a.name.localeCompare(b.name);

const isCalculatorState = (value: unknown): value is CalculatorState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as CalculatorState).rows) &&
  (value as CalculatorState).rows.length > 0 &&
  typeof (value as CalculatorState).totals === 'object';

/**
 * Takes only the known, persisted slices back; a product search cannot still be running after
 * a reload, and a calculator without rows gets its default row.
 */
function mergeStored(persisted: unknown, current: RootState): RootState {
  if (typeof persisted !== 'object' || persisted === null) return current;
  const stored = persisted as Partial<RootData>;
  const merged: RootState = { ...current };
  for (const key of Object.keys(initialRootData()) as (keyof RootData)[]) {
    if (UNPERSISTED.has(key) || stored[key] === undefined) continue;
    (merged as unknown as Record<string, unknown>)[key] = stored[key];
  }
  merged.products = { ...merged.products, loading: false };
  if (!isCalculatorState(merged.rows)) merged.rows = current.rows;
  return merged;
}

export type RootStore = ReturnType<typeof createRootStore>;

export interface RootStoreOptions {
  storage: StateStorage;
  region?: Region;
  timers?: Timers;
}

export function createRootStore(options: RootStoreOptions) {
  const storage = withReadTimeout(options.storage, undefined, options.timers ?? defaultTimers);
  return createStore<RootState>()(
    persist(
      (set, get) => ({
        ...initialRootData(options.region),
        setSlice(key, value) {
          set({ [key]: value } as Partial<RootData>);
        },
        setProductTypes(types, subTypes = get().productTypes.subTypes) {
          set({ productTypes: { types: [...types].sort(byName), subTypes: [...subTypes] } });
        },
        startProductSearch() {
          set({ products: { ...get().products, loading: true } });
        },
        setProducts(products) {
          set({
            products: {
              loading: false,
              products: [...products],
              byProductCode: Object.fromEntries(products.map((p) => [p.productCode, p])),
            },
          });
        },
        setProductFilters(filters) {
          set({ productFilters: clearTypeDependentFilters(filters) });
        },
        setCountry(country) {
          set({ region: { ...get().region, country } });
        },
        dismissRegionAlert() {
          set({ regionAlert: { dismissed: true }, region: { ...get().region, dismissed: true } });
        },
        updateCalculator(change) {
          set({ rows: change(get().rows) });
        },
      }),
      {
        name: ROOT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (state) =>
          Object.fromEntries(
            (Object.keys(initialRootData()) as (keyof RootData)[])
              .filter((key) => !UNPERSISTED.has(key))
              .map((key) => [key, state[key]]),
          ) as Partial<RootData>,
        merge: mergeStored,
      },
    ),
  );
}
