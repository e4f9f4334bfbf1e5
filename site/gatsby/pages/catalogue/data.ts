/**
 * The catalogue as the build reads it, through the shared catalogue client (@gh/shared/catalogue,
 * loaded through tsx as ../../shared.ts loads all shared code): each region's products, its brands
 * and its product features (the highlights).
 *
 * Products are read as a delta (issue 25): each build keeps what it read in Gatsby's cache, with
 * the place in the catalogue's change log it read up to (GET /api/catalogue/changes), and the next
 * build fetches only the products changed since, by code, and places them in list order. With
 * nothing kept, another catalogue (epoch), a change that touches every product or too many
 * changes, it fetches every product, a page of the API at a time.
 */

import type {
  Brand,
  CatalogueChanges,
  CatalogueClient,
  CatalogueHighlight,
  Product,
} from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import type { GatsbyCache } from 'gatsby';
import { loadCatalogue } from '../../shared';

/** A product as the catalogue API sends it, with the fields the listings group by. */
export type CatalogueProduct = Product & { collectionName?: string | null; rooms?: string[] };

/** What the catalogue's pages of one region are made from. */
export interface RegionCatalogue {
  products: CatalogueProduct[];
  brands: Brand[];
  features: CatalogueHighlight[];
}

/** The catalogue API's largest page (server/src/catalogue/queries.ts PRODUCT_LIST_MAX). */
const PAGE_SIZE = 1000;
/** A build waits longer than a visitor would: it asks for 1000 whole products at a time. */
const BUILD_TIMEOUT_MS = 120_000;

/** The site's own services as the build reaches them: the content server's origin. */
const serviceOrigin = () => (process.env.DRUPAL_URL ?? 'http://localhost:8000').replace(/\/+$/, '');

/** The catalogue API as the build reaches it: CATALOGUE_API, else the content server's. */
const catalogueBase = () => process.env.CATALOGUE_API ?? `${serviceOrigin()}/api/catalogue`;

/**
 * fetch, tried once more when the connection fails: at scale, creating the pages takes longer
 * than the server keeps an idle connection open, and the next request may meet a closed socket.
 * A reply (an error status too) and a timeout are not tried again.
 */
const fetchRetried: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    return fetch(input, init);
  }
};

let client: Promise<CatalogueClient> | undefined;

/** The build's catalogue client, made once per build. */
function catalogueClient(): Promise<CatalogueClient> {
  client ??= loadCatalogue().then(({ createCatalogueClient }) =>
    createCatalogueClient({
      baseUrl: catalogueBase(),
      fetch: fetchRetried,
      timeoutMs: BUILD_TIMEOUT_MS,
    }),
  );
  return client;
}

/** What a build keeps for the next: where in the change log it read up to, and what it read. */
interface KeptCatalogue {
  /** The catalogue API it was read from: another API's products are not kept. */
  source: string;
  epoch: string;
  seq: number;
  products: Partial<Record<Region, CatalogueProduct[]>>;
}

const KEPT = 'catalogue-products';
/** More changes than this and the build fetches every product: a page of the API at a time is then cheaper. */
const MAX_CHANGED = 2000;
/** Codes per request: a URL of a few kilobytes. */
const CODES_PER_REQUEST = 200;

/** This build's read: the change log's answer, what the last build kept, and the region lists. */
interface Read {
  cache: GatsbyCache | undefined;
  start: Promise<{ changes: CatalogueChanges; kept: KeptCatalogue | undefined }>;
  lists: Map<Region, Promise<CatalogueProduct[]>>;
  /** How each region was read, for the build's log. */
  how: Map<Region, string>;
}

let read: Read | undefined;

/**
 * Starts a build's read of the catalogue (createPages calls it first): products are read again,
 * as a delta from what `cache` holds of the last build's read when it can be.
 */
export function beginCatalogueRead(cache?: GatsbyCache): Read {
  client = undefined;
  read = {
    cache,
    lists: new Map(),
    how: new Map(),
    start: (async () => {
      const kept = (await cache?.get(KEPT)) as KeptCatalogue | undefined;
      const usable = kept?.source === catalogueBase() ? kept : undefined;
      const catalogue = await catalogueClient();
      return { changes: await catalogue.changes(usable), kept: usable };
    })(),
  };
  return read;
}

/**
 * Keeps this build's read for the next build (createPages calls it last), and says how each
 * region's products were read.
 */
export async function endCatalogueRead(): Promise<string> {
  if (!read) return 'no catalogue read';
  const { changes } = await read.start;
  const products: KeptCatalogue['products'] = {};
  for (const [region, list] of read.lists) products[region] = await list;
  const kept: KeptCatalogue = {
    source: catalogueBase(),
    epoch: changes.epoch,
    seq: changes.seq,
    products,
  };
  await read.cache?.set(KEPT, kept);
  return [...read.how].map(([region, how]) => `${region}: ${how}`).join('; ');
}

/**
 * Every product of a region, read once per build and shared by the page creators that need it
 * (the catalogue's pages, a trend report's shop the look).
 */
export function fetchRegionProducts(region: Region): Promise<CatalogueProduct[]> {
  const current = read ?? beginCatalogueRead();
  let list = current.lists.get(region);
  if (!list) {
    const started = performance.now();
    list = regionProducts(current, region).then(({ products, how }) => {
      current.how.set(region, `${how} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return products;
    });
    current.lists.set(region, list);
    // A failed fetch is not kept: the next creator to ask tries again.
    list.catch(() => current.lists.delete(region));
  }
  return list;
}

/** A region's products: the last build's with the changed ones fetched again, or all of them. */
async function regionProducts(
  current: Read,
  region: Region,
): Promise<{ products: CatalogueProduct[]; how: string }> {
  const { changes, kept } = await current.start;
  const before = kept?.products[region];
  const { changed, order } = changes;
  if (before && changed?.length === 0) {
    return { products: before, how: 'unchanged' };
  }
  if (!before || !changed || !order || changed.length > MAX_CHANGED) {
    const products = await allProducts(region);
    return { products, how: `all ${products.length} fetched` };
  }
  const catalogue = await catalogueClient();
  const fetched: CatalogueProduct[] = [];
  for (let start = 0; start < changed.length; start += CODES_PER_REQUEST) {
    const codes = changed.slice(start, start + CODES_PER_REQUEST);
    const page = await catalogue.productPage(
      region,
      {},
      { limit: PAGE_SIZE },
      { view: 'full', cache: false, codes },
    );
    fetched.push(...page.products);
  }
  const changedCodes = new Set(changed);
  const position = new Map(order.map((code, index) => [code, index]));
  const products = [
    ...before.filter((product) => !changedCodes.has(product.productCode)),
    ...fetched,
  ].sort((a, b) => (position.get(a.productCode) ?? 0) - (position.get(b.productCode) ?? 0));
  return { products, how: `${fetched.length} of ${changed.length} changed products fetched` };
}

/** Every product of a region, a page of the API at a time (the build keeps them, not the client). */
async function allProducts(region: Region): Promise<CatalogueProduct[]> {
  const catalogue = await catalogueClient();
  const products: CatalogueProduct[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await catalogue.productPage(
      region,
      {},
      { limit: PAGE_SIZE, offset },
      { view: 'full', cache: false },
    );
    products.push(...page.products);
    if (page.products.length < PAGE_SIZE || products.length >= page.total) return products;
  }
}

/**
 * Each region's products, brands and features. Every request is made before any page is created:
 * a long page loop leaves idle sockets that the server closes.
 */
export async function fetchCatalogue(
  regions: readonly Region[],
): Promise<Map<Region, RegionCatalogue>> {
  const catalogue = await catalogueClient();
  const byRegion = new Map<Region, RegionCatalogue>();
  for (const region of regions) {
    byRegion.set(region, {
      products: await fetchRegionProducts(region),
      brands: await catalogue.brands(region, {}, { cache: false }),
      features: await catalogue.highlights(region, { cache: false }),
    });
  }
  return byRegion;
}
