/**
 * Search results: the response of GET /search-query mapped into the five groups (SPEC.md sections
 * 3 and 7, DESIGN.md section 4), and the client that fetches it.
 */
import { productFilterParams } from '../catalogue/query';
import type { ProductFilters } from '../catalogue/types';
import type { Region } from '../regions';
import { SEARCH_GROUPS, type SearchGroup } from './constants';
import type { SearchItem, SearchReply, SearchSort, SearchUnderstood } from './contract';

/**
 * What the reply says beyond its groups (DESIGN.md section 4): how many products match, what the
 * query was understood as, and what was relaxed. A server that sends none of it reads as nothing
 * understood, with the products it sent as the total.
 */
export interface SearchSummary {
  total: number;
  understood: SearchUnderstood[];
  corrected: { typed: string; read: string }[];
  ignored: string[];
  /** 'No grey wool carpet in Australia. Showing grey carpet and wool carpet.', or null. */
  relaxed: string | null;
}

export type SearchResults = Record<SearchGroup, SearchItem[]> & { summary: SearchSummary };

const OPTIONAL_FIELDS = [
  'productCode',
  'collectionName',
  'globalItemId',
  'productName',
  'cameoImage',
  'patternCloudinaryPublicId',
  'publicId',
  'slug',
  'path',
] as const;

export function emptySearchResults(): SearchResults {
  return {
    products: [],
    variants: [],
    highlights: [],
    collections: [],
    types: [],
    articles: [],
    summary: { total: 0, understood: [], corrected: [], ignored: [], relaxed: null },
  };
}

export function hasAnyResult(results: SearchResults): boolean {
  return SEARCH_GROUPS.some((group) => results[group].length > 0);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * One result: the id is `id`, else `airtableId`; the name is `name`, else `title`; a product's
 * matched colour is its `colourName`. A variant
 * without either id falls back to its globalItemId, so every item can be keyed; an item with no
 * id and no name at all cannot be shown and is dropped.
 */
export function mapSearchItem(raw: unknown): SearchItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const id = text(record.id) ?? text(record.airtableId) ?? text(record.globalItemId);
  const name = text(record.name) ?? text(record.title);
  if (id === undefined && name === undefined) return null;
  const item: SearchItem = { id: id ?? '', name: name ?? '' };
  for (const field of OPTIONAL_FIELDS) {
    const value = text(record[field]);
    if (value !== undefined) item[field] = value;
  }
  const colour = record.matchedColour;
  const colourName = isRecord(colour) ? text(colour.name) : undefined;
  if (colourName !== undefined) item.colourName = colourName;
  return item;
}

const listOf = <T>(value: unknown, keep: (item: unknown) => item is T): T[] =>
  Array.isArray(value) ? value.filter(keep) : [];

/**
 * The response object mapped into its groups and summary; a missing or malformed group is empty,
 * a missing or malformed part of the summary reads as nothing said.
 */
export function mapSearchResponse(raw: unknown): SearchResults {
  const results = emptySearchResults();
  if (!isRecord(raw)) return results;
  for (const group of SEARCH_GROUPS) {
    const list = raw[group];
    if (!Array.isArray(list)) continue;
    results[group] = list.map(mapSearchItem).filter((item) => item !== null);
  }
  const relaxed = isRecord(raw.relaxed) ? raw.relaxed.message : null;
  results.summary = {
    total:
      typeof raw.total === 'number' && Number.isFinite(raw.total)
        ? raw.total
        : results.products.length,
    understood: listOf(
      raw.understood,
      (item): item is SearchUnderstood =>
        isRecord(item) &&
        typeof item.facet === 'string' &&
        typeof item.label === 'string' &&
        typeof item.words === 'string' &&
        Array.isArray(item.values),
    ),
    corrected: listOf(
      raw.corrected,
      (item): item is { typed: string; read: string } =>
        isRecord(item) && typeof item.typed === 'string' && typeof item.read === 'string',
    ),
    ignored: listOf(raw.ignored, (item): item is string => typeof item === 'string'),
    relaxed: typeof relaxed === 'string' ? relaxed : null,
  };
  return results;
}

export interface FetchSearchOptions {
  /** Origin (and path prefix) of the site's own functions; '' for the page's origin. */
  apiBase: string;
  query: string;
  website: string;
  region: Region;
  /** Results a group may hold, up to SEARCH_PAGE_LIMIT; the server's default (10) if unset. */
  limit?: number;
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
  log?: Pick<Console, 'error'>;
}

export function searchQueryUrl({
  apiBase,
  query,
  website,
  region,
  limit,
}: FetchSearchOptions): string {
  const params = new URLSearchParams({ query: query.trim(), website, region });
  if (limit !== undefined) params.set('limit', String(limit));
  return `${apiBase.replace(/\/+$/, '')}/search-query?${params}`;
}

/**
 * GET `url` for a search and read its body with `read`. A failure (network, non-OK status,
 * unreadable body) is logged and answers null, which the search box turns into 'No results'
 * (SPEC.md section 8). A request cancelled through `signal` answers null without logging: the
 * visitor has moved on.
 */
async function getSearch<T>(
  url: string,
  { fetch = globalThis.fetch, signal, log = console }: FetchSearchOptions,
  read: (body: unknown) => T,
): Promise<T | null> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
    if (!response.ok) throw new Error(`Search failed: HTTP ${response.status}`);
    return read(await response.json());
  } catch (error) {
    if (!signal?.aborted) log.error('Search request failed', error);
    return null;
  }
}

/** GET /search-query, mapped into the groups and summary (null on failure: getSearch). */
export function fetchSearchResults(options: FetchSearchOptions): Promise<SearchResults | null> {
  return getSearch(searchQueryUrl(options), options, mapSearchResponse);
}

export interface FetchSearchPageOptions extends FetchSearchOptions {
  /** The results page's filters (type, subType, colour, feature, rooms, budget). */
  filters?: ProductFilters;
  sort?: SearchSort;
  /** Products to skip: the pages already shown. */
  offset?: number;
}

/** GET /search-query as the results page asks it: cards and counts (`view=card`), its filters. */
export function searchPageUrl(options: FetchSearchPageOptions): string {
  const url = searchQueryUrl(options);
  const params = new URLSearchParams({ view: 'card' });
  productFilterParams(options.filters ?? {}).forEach((value, key) => {
    params.append(key, value);
  });
  if (options.sort && options.sort !== 'relevance') params.set('sort', options.sort);
  if (options.offset) params.set('offset', String(options.offset));
  return `${url}&${params}`;
}

/**
 * The results page's reply, as the server sends it (SearchReplySchema, with the cards and counts
 * of view=card), or null when the search failed (getSearch).
 */
export function fetchSearchPage(options: FetchSearchPageOptions): Promise<SearchReply | null> {
  return getSearch(searchPageUrl(options), options, (body) => {
    if (!isRecord(body) || !Array.isArray(body.products)) {
      throw new Error('Search reply unreadable');
    }
    return body as SearchReply;
  });
}
