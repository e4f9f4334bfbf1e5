/**
 * The catalogue as its API gives it, for the specs that need a product of some kind (one with
 * two colours, one with samples in stock) rather than one named from the seed.
 */
import type { Page } from '@playwright/test';

/**
 * The first product of the region's catalogue that `fits`, typed as the fields the spec reads;
 * fails saying what the spec needs when the catalogue has none.
 */
export async function catalogueProduct<Product>(
  page: Page,
  needs: string,
  fits: (product: Product) => boolean,
  region: 'au' | 'nz' = 'au',
): Promise<Product> {
  const response = await page.request.get(`/api/catalogue/products?region=${region}`);
  const product = ((await response.json()) as Product[]).find(fits);
  if (!product) throw new Error(`the ${region} catalogue needs ${needs}`);
  return product;
}
