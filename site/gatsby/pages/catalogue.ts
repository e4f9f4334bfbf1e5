/**
 * Catalogue pages (SPEC.md sections 2.1, 2.4 and 3), built from the catalogue API at build time:
 * the product list, a page per product, product types, collections, brands, the product listing
 * of the room pages, and the find-stores and calculator pages.
 *
 * At scale (10,000 products in three regions) the build must stay in minutes, so these pages have
 * no GraphQL query of their own: each gets a lean context (cards, not products; one product with
 * only the description its region shows) and listing pages hold at most LISTING_CARDS cards, with
 * a link to the filtered product list for the rest.
 */
import type { Product } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { require as tsxRequire } from 'tsx/cjs/api';
import { byPath, type RoutedNode, versionFor } from './routing';
import type { PageCreator } from './types';

type SharedCatalogue = typeof import('@gh/shared/catalogue');
type SharedNavigation = typeof import('@gh/shared/navigation');
type Cards = typeof import('../../src/catalogue/cards');
type ProductPageData = typeof import('../../src/catalogue/product-page-context');

/** A module of the site's source as the build runs it (through tsx, as TypeScript). */
export const load = <T>(id: string): T => tsxRequire(id, __filename) as T;

/** Cards a listing page renders statically; the filtered product list shows the rest. */
export const LISTING_CARDS = 48;
/** Related products in a product page's carousel. */
const RELATED_CARDS = 8;
/** The catalogue API's largest page (server/src/catalogue/queries.ts PRODUCT_LIST_MAX). */
const PAGE_SIZE = 1000;

/** The site's own services (search) as the build reaches them: the content server's origin. */
const serviceOrigin = () => (process.env.DRUPAL_URL ?? 'http://localhost:8000').replace(/\/+$/, '');

/** The catalogue API as the build reaches it: CATALOGUE_API, else the content server's. */
const catalogueBase = () =>
  (process.env.CATALOGUE_API ?? `${serviceOrigin()}/api/catalogue`).replace(/\/+$/, '');

/**
 * A GET that is retried once when the connection fails: at scale, creating the pages takes longer
 * than the server keeps an idle connection open, and the next request may meet a closed socket.
 */
async function fetchRetried(url: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { Accept: 'application/json' } });
  } catch {
    try {
      return await fetch(url, { headers: { Accept: 'application/json' } });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error.message) : error;
      throw new Error(`Catalogue request failed for ${url}: ${String(cause)}`);
    }
  }
}

async function getJson<T>(url: string): Promise<{ body: T; total: number }> {
  const response = await fetchRetried(url);
  if (!response.ok) throw new Error(`Catalogue API ${response.status} for ${url}`);
  return {
    body: (await response.json()) as T,
    total: Number(response.headers.get('x-total-count') ?? 0),
  };
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
}

/** Every product of a region, a page of the API at a time. */
async function allProducts(region: Region): Promise<Product[]> {
  const products: Product[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const url = `${catalogueBase()}/products?website=GHRES&region=${region}&limit=${PAGE_SIZE}&offset=${offset}`;
    const { body, total } = await getJson<Product[]>(url);
    products.push(...body);
    if (body.length < PAGE_SIZE || products.length >= total) return products;
  }
}

type CatalogueProduct = Product & { collectionName?: string | null; rooms?: string[] };

function groupBy<T>(
  items: readonly T[],
  keys: (item: T) => readonly (string | null | undefined)[],
) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keys(item)) {
      if (!key) continue;
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

interface PageQuery {
  pages: {
    nodes: (RoutedNode & { field_page_type?: string | null; field_summary?: string | null })[];
  };
}

export const createCataloguePages: PageCreator = async ({
  graphql,
  regions,
  createRegionPages,
}) => {
  const catalogue = load<SharedCatalogue>('@gh/shared/catalogue');
  const navigation = load<SharedNavigation>('@gh/shared/navigation');
  const { productCard, collectionSlug } = load<Cards>('../../src/catalogue/cards');
  const { productPageProduct } = load<ProductPageData>('../../src/catalogue/product-page-context');

  const byRegion = new Map<Region, CatalogueProduct[]>();
  const brandsByRegion = new Map<Region, { name: string; slug: string; description?: string }[]>();
  for (const region of regions) {
    byRegion.set(region, await fetchRegionProducts(region));
    brandsByRegion.set(
      region,
      (
        await getJson<{ name: string; slug: string }[]>(
          `${catalogueBase()}/brands?website=GHRES&region=${region}`,
        )
      ).body,
    );
  }
  // Every request is made before any page is created (a long page loop leaves idle sockets the
  // server closes). Features (/features/{id}, e.g. red-list-free): the region's highlights, the
  // same list the search's highlights group finds, so every highlight a search shows has a page.
  const features = new Map<Region, { id: string; title: string; text: string }[]>();
  for (const region of regions) {
    const { body } = await getJson<{ slug: string; title: string; text: string }[]>(
      `${catalogueBase()}/highlights?website=GHRES&region=${region}`,
    );
    features.set(
      region,
      body.map(({ slug, title, text }) => ({ id: slug, title, text })),
    );
  }
  const featureIds = [...new Set([...features.values()].flat().map(({ id }) => id))];
  const cardsOf = (products: readonly Product[], region: Region, max = LISTING_CARDS) =>
    products.slice(0, max).map((product) => productCard(product, region));
  const listing = (
    title: string,
    intro: string,
    products: readonly Product[],
    region: Region,
    listQuery: string,
  ) => ({
    title,
    intro,
    cards: cardsOf(products, region),
    total: products.length,
    listQuery,
  });
  const regionProducts = (region: Region) => byRegion.get(region) ?? [];

  // The product list: its first page of cards is in the built page; 'Show more' and every filter
  // fetch pages of cards at run time.
  createRegionPages('/products', 'product-list', (region) => ({
    cards: cardsOf(regionProducts(region), region, catalogue.PRODUCT_CARD_PAGE_SIZE),
    total: regionProducts(region).length,
    brands: (brandsByRegion.get(region) ?? []).map(({ name, slug }) => ({ name, slug })),
  }));

  // One page per product name; a product sold in several regions has a page in each.
  const productSlugs = new Set<string>();
  for (const region of regions) {
    for (const product of regionProducts(region))
      productSlugs.add(catalogue.nameSlug(product.name));
  }
  const indexes = new Map<
    Region,
    { bySlug: Map<string, CatalogueProduct>; bySubType: Map<string, CatalogueProduct[]> }
  >();
  for (const region of regions) {
    const products = regionProducts(region);
    indexes.set(region, {
      bySlug: new Map(products.map((product) => [catalogue.nameSlug(product.name), product])),
      bySubType: groupBy(products, (product) => [product.productSubType ?? product.productType]),
    });
  }
  for (const slug of productSlugs) {
    createRegionPages(`/products/${slug}`, 'product', (region) => {
      const index = indexes.get(region);
      const product = index?.bySlug.get(slug);
      if (!product || !index) return null;
      const siblings = index.bySubType.get(product.productSubType ?? product.productType) ?? [];
      const at = siblings.indexOf(product);
      // The products beside it in its sub type, wrapping round, so each page links to others.
      const related =
        siblings.length > 1
          ? Array.from(
              { length: Math.min(RELATED_CARDS, siblings.length - 1) },
              (_, step) => siblings[(at + step + 1) % siblings.length] as Product,
            )
          : [];
      return {
        product: productPageProduct(product, region),
        related: related.map((item) => productCard(item, region)),
      };
    });
  }

  // Editorial pages that catalogue pages take content from: rooms and product types.
  const result = await graphql<PageQuery>(`
    {
      pages: allNodePage { nodes { id field_website field_page_type field_summary path { alias } } }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Page query failed: ${result.errors}`);
  const contentPages = byPath(result.data.pages.nodes);

  // Product types (SPEC.md section 2.4): the page of a type code lists that sub type, under the
  // intro of its content page (a node--page of type product_type at the same path).
  for (const slug of catalogue.PRODUCT_TYPE_PAGE_SLUGS) {
    const code = catalogue.productTypeCode(slug);
    const path = `/product-types/${slug}`;
    createRegionPages(path, 'product-listing', (region) => {
      const products = code
        ? regionProducts(region).filter((product) => product.productSubType === code)
        : [];
      const label = code ? navigation.subTypeLabel(code) : slug.replace(/-/g, ' ');
      const content = versionFor(contentPages.get(path) ?? [], region, regions[0] ?? region);
      return {
        ...listing(
          label,
          content?.field_summary || `Every ${label.toLowerCase()} product in our range.`,
          products,
          region,
          code ? `subType=${code}` : '',
        ),
        listKind: 'product-type',
        // The page is a filterable list of its type: its Brand filter offers the region's brands.
        brands: (brandsByRegion.get(region) ?? []).map(({ name, slug }) => ({ name, slug })),
      };
    });
  }

  // Collections: an index, and a page per collection with its products.
  const collectionsByRegion = new Map(
    regions.map((region) => [
      region,
      groupBy(regionProducts(region), (product) => [product.collectionName]),
    ]),
  );
  const collectionNames = new Set(
    [...collectionsByRegion.values()].flatMap((groups) => [...groups.keys()]),
  );
  createRegionPages('/collections', 'collections', (region) => ({
    collections: [...(collectionsByRegion.get(region) ?? new Map<string, Product[]>())]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, products]) => ({
        name,
        href: `/${region}/collections/${collectionSlug(name)}/`,
        count: products.length,
        image: productCard(products[0] as Product, region).image,
      })),
  }));
  for (const name of collectionNames) {
    createRegionPages(`/collections/${collectionSlug(name)}`, 'product-listing', (region) => {
      const products = collectionsByRegion.get(region)?.get(name) ?? [];
      return {
        ...listing(name, `The ${name}: every colour and style in it.`, products, region, ''),
        listKind: 'collection',
      };
    });
  }

  // Brands: every brand any region lists; a region without the brand shows an empty listing.
  const brands = new Map<string, { name: string; slug: string; description?: string }>();
  for (const list of brandsByRegion.values())
    for (const brand of list) brands.set(brand.slug, brand);
  for (const brand of brands.values()) {
    createRegionPages(`/brands/${brand.slug}`, 'product-listing', (region) => {
      const products = regionProducts(region).filter((product) =>
        product.brands.includes(brand.name),
      );
      return {
        ...listing(
          brand.name,
          brand.description ?? `Flooring by ${brand.name}.`,
          products,
          region,
          `brand=${brand.slug}`,
        ),
        listKind: 'brand',
      };
    });
  }

  // The room pages (their content comes from the editorial creator) get the room's products: the
  // page is created again with the same content id and the listing added.
  for (const [path, nodes] of contentPages) {
    if (nodes[0]?.field_page_type !== 'room' || !path.startsWith('/inspiration/rooms/')) continue;
    const room = path.slice('/inspiration/rooms/'.length);
    createRegionPages(path, 'room', (region) => {
      const node = versionFor(nodes, region, regions[0] ?? region);
      if (!node) return null;
      const products = regionProducts(region).filter((product) => product.rooms?.includes(room));
      return {
        id: node.id,
        products: {
          ...listing(`Flooring for this room`, '', products, region, `rooms=${room}`),
          listKind: 'room',
        },
      };
    });
  }

  createRegionPages('/features', 'features', (region) => ({
    features: (features.get(region) ?? []).map(({ id, title }) => ({
      title,
      href: `/${region}/features/${id}/`,
    })),
  }));
  for (const id of featureIds) {
    createRegionPages(`/features/${id}`, 'feature', (region) => {
      const feature = features.get(region)?.find((item) => item.id === id);
      return feature ? { title: feature.title, text: feature.text } : null;
    });
  }

  createRegionPages('/find-stores', 'find-stores', () => ({}));
  createRegionPages('/calculator', 'calculator', () => ({}));
  // The search results page: built once per region, it reads ?q= in the browser.
  createRegionPages('/search', 'search', () => ({}));
};
