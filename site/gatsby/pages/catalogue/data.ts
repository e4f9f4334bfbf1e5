/**
 * The catalogue as the build reads it, through the shared catalogue client (@gh/shared/catalogue,
 * loaded through tsx as ../../shared.ts loads all shared code): each region's products, a page of
 * the API at a time, its brands and its product features (the highlights).
 */
import type { Brand, CatalogueClient, CatalogueHighlight, Product } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
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

const regionProductLists = new Map<Region, Promise<CatalogueProduct[]>>();

/**
 * Every product of a region, fetched once per build and shared by the page creators that need it
 * (the catalogue's pages, a trend report's shop the look).
 */
export function fetchRegionProducts(region: Region): Promise<CatalogueProduct[]> {
  let list = regionProductLists.get(region);
  if (!list) {
    list = allProducts(region);
    regionProductLists.set(region, list);
    // A failed fetch is not kept: the next creator to ask tries again.
    list.catch(() => regionProductLists.delete(region));
  }
  return list;
}

/** Starts a build afresh: the products are fetched again (createPages calls it first). */
export function forgetRegionProducts(): void {
  regionProductLists.clear();
  client = undefined;
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
