/**
 * The product list and a page per product (SPEC.md sections 2.1 and 3). The list's first page of
 * cards is in the built page; 'Show more' and every filter fetch pages of cards at run time.
 */
import type { Product } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { loadCatalogue, loadSiteModule } from '../../shared';
import type { CatalogueProduct } from './data';
import { type CatalogueBuild, countFeatures, featureOptions, groupBy } from './families';

type Cards = typeof import('../../../src/catalogue/cards');
type ProductPageData = typeof import('../../../src/catalogue/product-page-context');

/** Related products in a product page's carousel. */
const RELATED_CARDS = 8;

export async function createProductPages({
  regions,
  catalogue,
  createRegionPages,
}: CatalogueBuild): Promise<void> {
  const { PRODUCT_CARD_PAGE_SIZE, nameSlug } = await loadCatalogue();
  const { productCard } = loadSiteModule<Cards>('catalogue/cards');
  const { productPageProduct } = loadSiteModule<ProductPageData>('catalogue/product-page-context');
  const regionProducts = (region: Region) => catalogue.get(region)?.products ?? [];

  createRegionPages('/products', 'product-list', (region) => ({
    cards: regionProducts(region)
      .slice(0, PRODUCT_CARD_PAGE_SIZE)
      .map((product) => productCard(product, region)),
    total: regionProducts(region).length,
    brands: (catalogue.get(region)?.brands ?? []).map(({ name, slug }) => ({ name, slug })),
    features: featureOptions(catalogue.get(region)?.features ?? []),
    featureCounts: countFeatures(regionProducts(region)),
  }));

  // One page per product name; a product sold in several regions has a page in each.
  const productSlugs = new Set<string>();
  for (const region of regions) {
    for (const product of regionProducts(region)) productSlugs.add(nameSlug(product.name));
  }
  const indexes = new Map<
    Region,
    { bySlug: Map<string, CatalogueProduct>; bySubType: Map<string, CatalogueProduct[]> }
  >();
  for (const region of regions) {
    const products = regionProducts(region);
    indexes.set(region, {
      bySlug: new Map(products.map((product) => [nameSlug(product.name), product])),
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
}
