/**
 * Catalogue pages (SPEC.md sections 2.1, 2.4 and 3), built from the catalogue API at build time
 * through the shared catalogue client (catalogue/data.ts), in families: the product list and a
 * page per product (catalogue/products.ts); product types, collections, brands and the room pages'
 * products (catalogue/listings.ts); the features; and the find-stores, calculator and search pages.
 *
 * At scale (10,000 products in three regions) the build must stay in minutes, so these pages have
 * no GraphQL query of their own: each gets a lean context (cards, not products; one product with
 * only the description its region shows) and listing pages hold at most LISTING_CARDS cards, with
 * a link to the filtered product list for the rest.
 */
import { loadCatalogue, loadSiteModule } from '../shared';
import { fetchCatalogue } from './catalogue/data';
import {
  brandOptions,
  type CatalogueBuild,
  countFeatures,
  featureOptions,
} from './catalogue/families';
import { createListingPages } from './catalogue/listings';
import { createProductPages } from './catalogue/products';
import type { PageCreator } from './types';

type Cards = typeof import('../../src/catalogue/cards');

export { beginCatalogueRead, endCatalogueRead, fetchRegionProducts } from './catalogue/data';
export { LISTING_CARDS } from './catalogue/listings';

export const createCataloguePages: PageCreator = async (args) => {
  const build: CatalogueBuild = { ...args, catalogue: await fetchCatalogue(args.regions) };
  await createProductPages(build);
  await createListingPages(build);
  await createFeaturePages(build);
  const { createRegionPages } = args;
  createRegionPages('/find-stores', 'find-stores', () => ({}));
  createRegionPages('/calculator', 'calculator', () => ({}));
  // The search results page: built once per region, it reads ?q= in the browser; its Features
  // filter names the region's features.
  createRegionPages('/search', 'search', (region) => ({
    features: featureOptions(build.catalogue.get(region)?.features ?? []),
  }));
};

/**
 * Features (/features/{slug}, e.g. red-list-free): the region's highlights, the same list the
 * search's highlights group finds, so every highlight a search shows has a page. Each lists its
 * products as the product list does (the first page of cards built, the rest a page at a time),
 * with the list's filters but its own feature.
 */
async function createFeaturePages({
  regions,
  catalogue,
  createRegionPages,
}: CatalogueBuild): Promise<void> {
  const { PRODUCT_CARD_PAGE_SIZE } = await loadCatalogue();
  const { productCard } = loadSiteModule<Cards>('catalogue/cards');
  const featuresOf = (region: (typeof regions)[number]) => catalogue.get(region)?.features ?? [];
  createRegionPages('/features', 'features', (region) => ({
    features: featuresOf(region).map(({ slug, title }) => ({
      title,
      href: `/${region}/features/${slug}/`,
    })),
  }));
  const slugs = new Set(regions.flatMap((region) => featuresOf(region).map(({ slug }) => slug)));
  for (const slug of slugs) {
    // The product list of the feature, its feature fixed (templates/product-listing).
    createRegionPages(`/features/${slug}`, 'product-listing', (region) => {
      const feature = featuresOf(region).find((item) => item.slug === slug);
      if (!feature) return null;
      const products = (catalogue.get(region)?.products ?? []).filter((product) =>
        product.features?.includes(slug),
      );
      return {
        title: feature.title,
        intro: `${feature.text}.`,
        cards: products
          .slice(0, PRODUCT_CARD_PAGE_SIZE)
          .map((product) => productCard(product, region)),
        total: products.length,
        listQuery: `feature=${slug}`,
        listKind: 'feature',
        brands: brandOptions(catalogue.get(region)?.brands ?? []),
        features: featureOptions(featuresOf(region)),
        featureCounts: countFeatures(products),
      };
    });
  }
}
