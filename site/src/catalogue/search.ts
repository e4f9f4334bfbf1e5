/**
 * A filtered product list at run time (SPEC.md sections 4 and 7): the filters go to the root
 * store, the loading flag is set as the search starts, and the catalogue API is asked on the same
 * origin through the shared client, whose cache (1000 entries, 30 minutes) lives as long as the
 * page. Everything here is imported on the first filtered search only, so an unfiltered list
 * does not pay for the client, the stores or the image URL builder.
 */
import {
  type CatalogueClient,
  createCatalogueClient,
  type ProductFilters,
  productSearchFilters,
} from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { clientStores } from '../state/stores';
import { type ProductCardData, productCard } from './cards';

/** The catalogue API as the browser reaches it (DESIGN.md section 4: the same origin). */
const CATALOGUE_API = process.env.GATSBY_CATALOGUE_API ?? '/api/catalogue';

let client: CatalogueClient | null = null;

export async function searchProducts(
  region: Region,
  filters: ProductFilters,
): Promise<ProductCardData[]> {
  client ??= createCatalogueClient({ baseUrl: new URL(CATALOGUE_API, window.location.href).href });
  const { root } = clientStores(region);
  const store = root.getState();
  store.setProductFilters(filters);
  store.startProductSearch();
  const products = await client.products(
    region,
    productSearchFilters(root.getState().productFilters, store.segments),
  );
  try {
    root.getState().setProducts(products);
  } catch (error) {
    // The store saves the results locally; a very long list can exceed the storage quota, which
    // must not cost the visitor the list itself.
    console.warn('Product results were not saved locally', error);
  }
  return products.map((product) => productCard(product, region));
}
