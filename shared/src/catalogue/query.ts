import { productTypeSlug } from './productTypes';
import {
  PRODUCT_FILTER_ALIASES,
  PRODUCT_FILTER_KEYS,
  PRODUCT_LIST_TYPES,
  type ProductFilterKey,
  type ProductFilters,
  type Segment,
} from './types';

/** A product-list query as it arrives: a search string, URLSearchParams or a parsed object. */
export type ProductListQuery =
  | string
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function queryEntries(query: ProductListQuery): [string, string][] {
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const entries: [string, string][] = [];
    new URLSearchParams(query).forEach((value, key) => {
      entries.push([key, value]);
    });
    return entries;
  }
  return Object.entries(query).flatMap(([key, value]): [string, string][] => {
    if (value == null) return [];
    return typeof value === 'string' ? [[key, value]] : value.map((item) => [key, item]);
  });
}

/** The filter a query parameter sets, by its name or an alias (`room` is `rooms`). */
function filterKeyOf(key: string): ProductFilterKey | undefined {
  if ((PRODUCT_FILTER_KEYS as readonly string[]).includes(key)) return key as ProductFilterKey;
  return Object.hasOwn(PRODUCT_FILTER_ALIASES, key) ? PRODUCT_FILTER_ALIASES[key] : undefined;
}

/**
 * Reads the product-list filters from a query. Every filter may repeat (`colour=gray&colour=black`)
 * and any value may be a comma list (`colour=orange,yellow`); both become one list, trimmed, without
 * empty values or duplicates. `type` is upper-cased and keeps only CPT and HF; `room` is read as
 * `rooms`. Parameters that are not product filters are ignored.
 */
export function parseProductListQuery(query: ProductListQuery): ProductFilters {
  const filters: ProductFilters = {};
  for (const [name, raw] of queryEntries(query)) {
    const key = filterKeyOf(name);
    if (!key) continue;
    for (const part of raw.split(',')) {
      let value = part.trim();
      if (key === 'type') value = value.toUpperCase();
      if (!value) continue;
      if (key === 'type' && !(PRODUCT_LIST_TYPES as readonly string[]).includes(value)) continue;
      const list = filters[key] ?? [];
      if (!list.includes(value)) list.push(value);
      filters[key] = list;
    }
  }
  return filters;
}

/** Filters as query parameters, one parameter per value, in the order of PRODUCT_FILTER_KEYS. */
export function productFilterParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PRODUCT_FILTER_KEYS) {
    for (const value of filters[key] ?? []) params.append(key, value);
  }
  return params;
}

/** The filters that only make sense for a chosen product type. */
export const TYPE_DEPENDENT_FILTERS = [
  'subType',
  'market',
  'shape',
  'thickness',
  'rollSize',
] as const;

/** When the type list is empty, subType, market, shape, thickness and rollSize are cleared (SPEC.md §4). */
export function clearTypeDependentFilters(filters: ProductFilters): ProductFilters {
  if (filters.type?.length) return filters;
  const cleared = { ...filters };
  for (const key of TYPE_DEPENDENT_FILTERS) delete cleared[key];
  return cleared;
}

/**
 * Segment ids become segment names before searching (SPEC.md section 5). A value that is not a
 * known id is passed on as it is: it may already be a name, and segments may not be loaded yet.
 */
export function translateSegments(
  filters: ProductFilters,
  segments: readonly Segment[],
): ProductFilters {
  if (!filters.segment?.length) return filters;
  const names = new Map(segments.map((segment) => [segment.id, segment.name]));
  return { ...filters, segment: filters.segment.map((value) => names.get(value) ?? value) };
}

/** The filters a product search sends: the type rule applied and segment ids translated. */
export function productSearchFilters(
  filters: ProductFilters,
  segments: readonly Segment[],
): ProductFilters {
  return translateSegments(clearTypeDependentFilters(filters), segments);
}

export interface CanonicalUrlOptions {
  /** Region or locale prefixed to the path, e.g. 'au' → /au/products. */
  locale?: string | null;
  /** Absolute origin to prefix, e.g. 'https://www.example.com'; a root-relative URL without it. */
  origin?: string | null;
}

/**
 * The canonical URL of a filtered product list (SPEC.md section 2.5). When several filters are
 * present the most specific page wins: subType (its product-type page; a subType without a page
 * falls through), then rooms or brand (/inspiration/rooms/{first value}), then a feature (its
 * feature page, /features/{first value}, which lists its products), then budget (the filter
 * query is kept, comma lists expanded), then colour and type alone (the type only: ?type=CPT or
 * ?type=HF, and the bare /products for both types or none). Non-filter parameters such as
 * tracking codes never reach a canonical URL.
 */
export function canonicalProductListUrl(
  query: ProductListQuery,
  { locale, origin }: CanonicalUrlOptions = {},
): string {
  const filters = parseProductListQuery(query);
  let path = '/products';
  let params = new URLSearchParams();

  const subTypeSlug = (filters.subType ?? []).map(productTypeSlug).find(Boolean);
  const roomOrBrand = (filters.rooms?.[0] ?? filters.brand?.[0])?.replace(/^\/+|\/+$/g, '');
  const feature = filters.feature?.[0]?.replace(/^\/+|\/+$/g, '');
  if (subTypeSlug) {
    path = `/product-types/${subTypeSlug}`;
  } else if (roomOrBrand) {
    path = `/inspiration/rooms/${encodeURIComponent(roomOrBrand)}`;
  } else if (feature) {
    path = `/features/${encodeURIComponent(feature)}`;
  } else if (filters.budget?.length) {
    params = productFilterParams(filters);
  } else if (filters.type?.length === 1) {
    params = productFilterParams({ type: filters.type });
  }

  const cleanLocale = (locale ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = cleanLocale ? `/${cleanLocale}` : '';
  const base = (origin ?? '').replace(/\/+$/, '');
  const search = params.toString();
  const fullPath = `${prefix}${path}`.replace(/\/+$/, '') || '/';
  return `${base}${fullPath}${search ? `?${search}` : ''}`;
}
