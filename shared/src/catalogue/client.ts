import { LRUCache } from 'lru-cache';
import type { Region } from '../regions';
import {
  type ProductCard,
  type ProductPage,
  type ProductPaging,
  type ProductView,
  productPagingParams,
} from './paging';
import { productFilterParams } from './query';
import {
  type Brand,
  type Product,
  type ProductFilterKey,
  type ProductFilters,
  RESIDENTIAL_WEBSITE,
} from './types';

/** Catalogue call limits (SPEC.md sections 7 and 9). */
export const CATALOGUE_TIMEOUT_MS = 15_000;
export const CATALOGUE_CACHE_MAX = 1000;
export const CATALOGUE_CACHE_TTL_MS = 30 * 60 * 1000;

/** Extra query parameters; a list becomes one parameter per value. */
export type CatalogueParams = Readonly<
  Record<
    string,
    string | number | boolean | readonly (string | number | boolean)[] | null | undefined
  >
>;

/**
 * A product feature (Red List Free, Pet Friendly…) of the highlights list
 * (`GET {baseUrl}/highlights`): the site's /features/{slug} pages, the search's highlights group.
 */
export interface CatalogueHighlight {
  slug: string;
  title: string;
  text: string;
}

/**
 * What changed in the catalogue since a build last read it (`GET {baseUrl}/changes`): the log's
 * name (epoch) and place (seq) to send next time, and the codes of the products inserted,
 * updated or deleted since, or null when every product must be fetched again.
 */
export interface CatalogueChanges {
  epoch: string;
  seq: number;
  changed: string[] | null;
  /** With changed codes: every product code in list order, for placing the changed ones. */
  order?: string[];
}

/** Products per value of each facet counted, e.g. `{ feature: { 'pet-friendly': 12 } }`. */
export type FacetCounts = Partial<Record<ProductFilterKey, Record<string, number>>>;

export interface CatalogueRequestOptions {
  /** false skips the response cache for this call (neither read nor written). Default true. */
  cache?: boolean;
}

export interface CatalogueClientOptions {
  /** Base URL of the catalogue API, e.g. 'http://localhost:8000/api/catalogue'. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  logger?: Pick<Console, 'error'>;
  /** Clock of the response cache, in milliseconds. */
  now?: () => number;
}

export interface CatalogueClient {
  /** `GET {baseUrl}/brands`: the brand list. */
  brands(
    region: Region,
    params?: CatalogueParams,
    options?: CatalogueRequestOptions,
  ): Promise<Brand[]>;
  /** `GET {baseUrl}/highlights`: the product features of the region. */
  highlights(region: Region, options?: CatalogueRequestOptions): Promise<CatalogueHighlight[]>;
  /** `GET {baseUrl}/products`: the product list for the filters, each value its own parameter. */
  products(
    region: Region,
    filters?: ProductFilters,
    options?: CatalogueRequestOptions,
  ): Promise<Product[]>;
  /**
   * `GET {baseUrl}/products` one page at a time: the products of the page, as cards when the
   * view is 'card' (the default here) or whole with 'full', and the number matching in all
   * (`X-Total-Count`).
   */
  productPage(
    region: Region,
    filters: ProductFilters,
    paging: ProductPaging,
    options?: CatalogueRequestOptions & { view?: 'card'; codes?: readonly string[] },
  ): Promise<ProductPage<ProductCard>>;
  productPage(
    region: Region,
    filters: ProductFilters,
    paging: ProductPaging,
    options: CatalogueRequestOptions & { view: 'full'; codes?: readonly string[] },
  ): Promise<ProductPage<Product>>;
  /**
   * `GET {baseUrl}/facets`: how many products each value of the facets asked for would list,
   * under the filters of the other facets (a filter control's counts).
   */
  facetCounts(
    region: Region,
    filters: ProductFilters,
    facets: readonly ProductFilterKey[],
    options?: CatalogueRequestOptions,
  ): Promise<FacetCounts>;
  /**
   * `GET {baseUrl}/changes`: what changed since the place a previous answer gave (none: since
   * the beginning, so every product). Never cached.
   */
  changes(since?: Pick<CatalogueChanges, 'epoch' | 'seq'>): Promise<CatalogueChanges>;
  /** Forgets every cached response. */
  clearCache(): void;
}

/** Why a catalogue call failed: the URL and, for an HTTP error, its status. */
export class CatalogueRequestError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CatalogueRequestError';
  }
}

/**
 * The catalogue API client. Every request carries website=GHRES and the region; responses are
 * cached by URL (1000 entries, 30 minutes) unless a call passes `cache: false`; a request that
 * takes longer than the timeout is aborted; every failure is logged and rethrown.
 */
export function createCatalogueClient({
  baseUrl,
  fetch = globalThis.fetch,
  timeoutMs = CATALOGUE_TIMEOUT_MS,
  logger = console,
  now,
}: CatalogueClientOptions): CatalogueClient {
  // The promise is cached so that identical calls in flight share one request; a failed one is
  // evicted so the next call retries.
  const cache = new LRUCache<string, Promise<unknown>>({
    max: CATALOGUE_CACHE_MAX,
    ttl: CATALOGUE_CACHE_TTL_MS,
    // Read the clock on every lookup rather than reuse a reading for 1 ms: exact expiry is worth
    // one clock read per call, and it lets an injected clock jump.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  const root = baseUrl.replace(/\/+$/, '');

  function urlFor(path: string, region: Region, params: URLSearchParams): string {
    const query = new URLSearchParams({ website: RESIDENTIAL_WEBSITE, region });
    params.forEach((value, key) => {
      query.append(key, value);
    });
    return `${root}/${path}?${query}`;
  }

  async function request(url: string): Promise<unknown>;
  async function request(url: string, withTotal: true): Promise<ProductPage<unknown>>;
  async function request(url: string, withTotal = false): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) {
        throw new CatalogueRequestError(
          `Catalogue API ${response.status} ${response.statusText} for ${url}`,
          url,
          response.status,
        );
      }
      const body = await response.json();
      if (!withTotal) return body;
      const header = response.headers.get('X-Total-Count');
      const total = header === null ? Number.NaN : Number(header);
      if (!Array.isArray(body) || !Number.isInteger(total) || total < 0) {
        throw new CatalogueRequestError(
          `Catalogue API reply for ${url} is not a list with an X-Total-Count`,
          url,
          response.status,
        );
      }
      return { products: body, total };
    } catch (error) {
      logger.error('Catalogue API request failed:', url, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  function get<T>(
    url: string,
    { cache: useCache = true }: CatalogueRequestOptions,
    withTotal = false,
  ): Promise<T> {
    const load = () => (withTotal ? request(url, true) : request(url));
    if (!useCache) return load() as Promise<T>;
    // A page and its total are kept apart from a plain reply of the same URL.
    const key = withTotal ? `page ${url}` : url;
    const cached = cache.get(key);
    if (cached) return cached as Promise<T>;
    const pending = load();
    cache.set(key, pending);
    pending.catch(() => {
      if (cache.peek(key) === pending) cache.delete(key);
    });
    return pending as Promise<T>;
  }

  return {
    brands(region, params = {}, options = {}) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value == null) continue;
        const values = Array.isArray(value) ? value : [value];
        for (const item of values) query.append(key, String(item));
      }
      return get<Brand[]>(urlFor('brands', region, query), options);
    },
    highlights(region, options = {}) {
      return get<CatalogueHighlight[]>(
        urlFor('highlights', region, new URLSearchParams()),
        options,
      );
    },
    products(region, filters = {}, options = {}) {
      return get<Product[]>(urlFor('products', region, productFilterParams(filters)), options);
    },
    productPage(
      region: Region,
      filters: ProductFilters,
      paging: ProductPaging,
      {
        view = 'card',
        codes,
        ...options
      }: CatalogueRequestOptions & { view?: ProductView; codes?: readonly string[] } = {},
    ) {
      const params = productFilterParams(filters);
      productPagingParams(paging, view).forEach((value, key) => {
        params.append(key, value);
      });
      if (codes) params.append('code', codes.join(','));
      return get<ProductPage<never>>(urlFor('products', region, params), options, true);
    },
    facetCounts(region, filters, facets, options = {}) {
      const params = productFilterParams(filters);
      for (const facet of facets) params.append('facet', facet);
      return get<FacetCounts>(urlFor('facets', region, params), options);
    },
    changes(since) {
      const query = since
        ? `?${new URLSearchParams({ since: String(since.seq), epoch: since.epoch })}`
        : '';
      return request(`${root}/changes${query}`) as Promise<CatalogueChanges>;
    },
    clearCache() {
      cache.clear();
    },
  };
}
