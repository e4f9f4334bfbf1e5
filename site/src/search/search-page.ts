/**
 * The search results page's state, kept in its URL so that Back, Forward and a shared link show
 * the same page: the query (`q`), the filters it narrows by (the product list's `type`,
 * `subType`, `colour`, `feature`, `rooms`, `budget`), the order (`sort`, relevance unless given)
 * and how many pages of cards are shown (`pages`). And the cards of its results.
 */
import {
  nameSlug,
  type ProductFilters,
  parseProductListQuery,
  productFilterParams,
  productListSearch,
} from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import {
  SEARCH_FILTERS,
  SEARCH_SORTS,
  type SearchReplyItem,
  type SearchSort,
  type SearchUnderstood,
  understoodFilters,
} from '@gh/shared/search';
import { type CardSource, colourCard, type ProductCardData, productCard } from '../catalogue/cards';

/** A page of the results holds this many cards. */
export const SEARCH_CARDS_PER_PAGE = 24;
/** A URL asking for more pages than this is read as this many. */
const MAX_PAGES = 20;

export interface SearchPageState {
  query: string;
  filters: ProductFilters;
  sort: SearchSort;
  pages: number;
}

/** The state a results page's query string holds. */
export function parseSearchPage(search: string): SearchPageState {
  const params = new URLSearchParams(search);
  const parsed = parseProductListQuery(search);
  const filters: ProductFilters = {};
  for (const key of SEARCH_FILTERS) if (parsed[key]?.length) filters[key] = parsed[key];
  const sort = params.get('sort') ?? '';
  const pages = Number(params.get('pages'));
  return {
    query: params.get('q')?.trim() ?? '',
    filters,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : 'relevance',
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_PAGES) : 1,
  };
}

/** The query string of a results page: q first, then the filters, the order and the pages. */
export function searchPageSearch({ query, filters, sort, pages }: SearchPageState): string {
  const params = new URLSearchParams({ q: query });
  productFilterParams(filters).forEach((value, key) => {
    params.append(key, value);
  });
  if (sort !== 'relevance') params.set('sort', sort);
  if (pages > 1) params.set('pages', String(pages));
  return params.toString();
}

/**
 * The product list showing what a search understood and was narrowed by, for 'See all in the
 * product list', or null when neither maps to a product-list filter (a name, a collection).
 */
export function productListHref(
  region: Region,
  understood: readonly SearchUnderstood[],
  filters: ProductFilters,
): string | null {
  const merged = understoodFilters([
    ...understood,
    ...Object.entries(filters).map(([facet, values]) => ({ facet, values: values ?? [] })),
  ]);
  const query = productListSearch(merged);
  return query ? `/${region}/products/?${query}` : null;
}

/** What a result's card shows, with what its Free Samples button needs. */
export interface SearchCard {
  card: ProductCardData;
  sampleAvailable: boolean;
  /** The slug of the colour the card shows, which the samples modal opens on. */
  colour?: string;
}

/**
 * A product of the results as a card: the colour the query named or asked for shown, and the
 * card opening the product on that colour; otherwise the product's first colour.
 */
export function searchCard(item: SearchReplyItem, region: Region): SearchCard {
  const source: CardSource = {
    productCode: item.productCode ?? '',
    name: item.name ?? '',
    brands: item.brands ?? [],
    productType: item.productType ?? '',
    productSubType: item.productSubType ?? null,
    collectionName: item.collectionName ?? null,
    variants: item.variants ?? [],
  };
  const matched = item.matchedColour;
  const card =
    (matched && colourCard(source, region, matched.globalItemId)) || productCard(source, region);
  return {
    card,
    sampleAvailable: item.sampleAvailable ?? false,
    colour: matched?.slug ?? (source.variants[0] ? nameSlug(source.variants[0].name) : undefined),
  };
}
