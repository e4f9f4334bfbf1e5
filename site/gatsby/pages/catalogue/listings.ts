/**
 * The listing pages (SPEC.md sections 2.1 and 2.4): product types, collections, brands, and the
 * products of the room pages. Each holds at most LISTING_CARDS cards, with a link to the filtered
 * product list (listQuery) for the rest.
 */
import type { Product } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import { loadCatalogue, loadNavigation, loadSiteModule } from '../../shared';
import { byPath, type RoutedNode, versionFor } from '../routing';
import { type CatalogueBuild, countFeatures, featureOptions, groupBy } from './families';
import { roomFeature } from './room-feature';

type Cards = typeof import('../../../src/catalogue/cards');

/** Cards a listing page renders statically; the filtered product list shows the rest. */
export const LISTING_CARDS = 48;

interface PageQuery {
  pages: {
    nodes: (RoutedNode & { field_page_type?: string | null; field_summary?: string | null })[];
  };
}

export async function createListingPages({
  graphql,
  regions,
  catalogue,
  createRegionPages,
}: CatalogueBuild): Promise<void> {
  const { PRODUCT_TYPE_PAGE_SLUGS, productTypeCode } = await loadCatalogue();
  const { subTypeLabel } = await loadNavigation();
  const { productCard, collectionSlug } = loadSiteModule<Cards>('catalogue/cards');
  const regionProducts = (region: Region) => catalogue.get(region)?.products ?? [];
  const regionBrands = (region: Region) => catalogue.get(region)?.brands ?? [];
  const listing = (
    title: string,
    intro: string,
    products: readonly Product[],
    region: Region,
    listQuery: string,
  ) => ({
    title,
    intro,
    cards: products.slice(0, LISTING_CARDS).map((product) => productCard(product, region)),
    total: products.length,
    listQuery,
  });

  // Editorial pages that listings take content from: rooms and product types.
  const result = await graphql<PageQuery>(`
    {
      pages: allNodePage { nodes { id field_website field_page_type field_summary path { alias } } }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Page query failed: ${result.errors}`);
  const contentPages = byPath(result.data.pages.nodes);

  // Product types (SPEC.md section 2.4): the page of a type code lists that sub type, under the
  // intro of its content page (a node--page of type product_type at the same path).
  for (const slug of PRODUCT_TYPE_PAGE_SLUGS) {
    const code = productTypeCode(slug);
    const path = `/product-types/${slug}`;
    createRegionPages(path, 'product-listing', (region) => {
      const products = code
        ? regionProducts(region).filter((product) => product.productSubType === code)
        : [];
      const label = code ? subTypeLabel(code) : slug.replace(/-/g, ' ');
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
        // The page is a filterable list of its type: its Brand filter offers the region's brands,
        // its Features filter the region's features, counted among the type's products.
        brands: regionBrands(region).map(({ name, slug }) => ({ name, slug })),
        features: featureOptions(catalogue.get(region)?.features ?? []),
        featureCounts: countFeatures(products),
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
  for (const region of regions)
    for (const brand of regionBrands(region)) brands.set(brand.slug, brand);
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
  // page is created again with the same content id and the listing added, and the room with the
  // first of them laid in (roomFeature) as the page's picture.
  for (const [path, nodes] of contentPages) {
    if (nodes[0]?.field_page_type !== 'room' || !path.startsWith('/inspiration/rooms/')) continue;
    const room = path.slice('/inspiration/rooms/'.length);
    createRegionPages(path, 'room', (region) => {
      const node = versionFor(nodes, region, regions[0] ?? region);
      if (!node) return null;
      const products = regionProducts(region).filter((product) => product.rooms?.includes(room));
      return {
        id: node.id,
        feature: roomFeature(products, room),
        products: {
          ...listing(`Flooring for this room`, '', products, region, `rooms=${room}`),
          listKind: 'room',
        },
      };
    });
  }
}
