/**
 * The product list at run time (SPEC.md sections 4 and 7), a page of cards at a time: the filters
 * go to the root store and the catalogue API is asked on the same origin through the shared
 * client, whose cache (1000 entries, 30 minutes) lives as long as the page, for one page of the
 * card view (`view=card`, PRODUCT_CARD_PAGE_SIZE cards) and the number of matches. The whole
 * catalogue is never downloaded. Everything here is imported on the first filtered list or
 * 'Show more' only, so the built first page does not pay for the client, the stores or the image
 * URL builder.
 */
import {
  type CatalogueClient,
  createCatalogueClient,
  type FacetCounts,
  PRODUCT_CARD_PAGE_SIZE,
  type ProductFilterKey,
  type ProductFilters,
  type ProductSort,
  productSearchFilters,
} from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { clientStores } from '../state/stores';
import { type ProductCardData, productCard } from './cards';

/** The catalogue API as the browser reaches it (DESIGN.md section 4: the same origin). */
const CATALOGUE_API = process.env.GATSBY_CATALOGUE_API ?? '/api/catalogue';

let client: CatalogueClient | null = null;

export interface CardPage {
  cards: ProductCardData[];
  /** Products matching the filters in all. */
  total: number;
}

/** The shared catalogue client, made the first time the list needs it. */
function catalogueClient(): CatalogueClient {
  client ??= createCatalogueClient({ baseUrl: new URL(CATALOGUE_API, window.location.href).href });
  return client;
}

/** How many products each value of these facets would show under the filters. */
export function facetCounts(
  region: Region,
  filters: ProductFilters,
  facets: readonly ProductFilterKey[],
): Promise<FacetCounts> {
  return catalogueClient().facetCounts(region, filters, facets);
}

/**
 * Page `page` (1-based) of the product list's cards for these filters in this order; under a
 * colour filter each card shows its colourway in the filtered colours.
 */
export async function productCardPage(
  region: Region,
  filters: ProductFilters,
  page: number,
  sort: ProductSort = 'featured',
): Promise<CardPage> {
  const { root } = clientStores(region);
  const store = root.getState();
  store.setProductFilters(filters);
  const { products, total } = await catalogueClient().productPage(
    region,
    productSearchFilters(root.getState().productFilters, store.segments),
    { limit: PRODUCT_CARD_PAGE_SIZE, page, sort },
  );
  return {
    cards: products.map((product) => productCard(product, region, filters.colour)),
    total,
  };
}
