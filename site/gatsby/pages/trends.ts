/**
 * Trend report pages: one per node--trend, and one per built-in trend card (SPEC.md section 3)
 * that the content service has no report for, so every card shown links to a page.
 *
 * A report's shop the look is the catalogue colours it names (field_sample_builder_variants, the
 * colour nearest each palette swatch), as product cards of the page's region that link to that
 * colour; a colour the region does not sell is left out.
 */
import type { Region } from '@gh/shared/regions';
import { loadPalette, loadSiteModule } from '../shared';
import { fetchRegionProducts } from './catalogue';
import { byPath, type RoutedNode, versionFor } from './routing';
import type { PageCreator } from './types';

type Cards = typeof import('../../src/catalogue/cards');
type ProductCardData = import('../../src/catalogue/cards').ProductCardData;
type LookInRooms = import('../../src/sections/trend/TrendGallery').LookInRooms;

interface TrendNode extends RoutedNode {
  field_slug?: string | null;
  field_products?: readonly (string | null)[] | null;
  field_sample_builder_variants?: readonly (string | null)[] | null;
}

interface TrendQuery {
  trends: { nodes: TrendNode[] };
}

export const TREND_REPORTS_PATH = '/inspiration/trend-reports';

export const createTrendPages: PageCreator = async ({ graphql, regions, createRegionPages }) => {
  const { BUILT_IN_TREND_CARDS } = await loadPalette();
  const result = await graphql<TrendQuery>(`
    {
      trends: allNodeTrend {
        nodes { id field_slug field_website path { alias } field_products field_sample_builder_variants }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Trend query failed: ${result.errors}`);
  const withPaths = result.data.trends.nodes.map((trend) => ({
    ...trend,
    path: { alias: trend.path?.alias || `${TREND_REPORTS_PATH}/${trend.field_slug}` },
  }));
  const groups = byPath(withPaths);
  const shopTheLook = await lookCards(regions);
  for (const [path, nodes] of groups) {
    createRegionPages(path, 'trend-report', (region) => {
      const node = versionFor(nodes, region, regions[0] ?? region);
      return node
        ? { id: node.id, slug: node.field_slug ?? '', ...shopTheLook(node, region) }
        : null;
    });
  }
  for (const card of BUILT_IN_TREND_CARDS) {
    const path = `${TREND_REPORTS_PATH}/${card.slug}`;
    if (groups.has(path)) continue;
    createRegionPages(path, 'trend-report', () => ({ id: '', slug: card.slug }));
  }
};

/**
 * A report's shop the look in a region, from each region's products (fetched once): its cards,
 * and the same colours with the rooms they are shown in, for the report's gallery.
 */
async function lookCards(
  regions: readonly Region[],
): Promise<
  (
    node: TrendNode,
    region: Region,
  ) => { shopTheLook: ProductCardData[]; shopTheLookRooms: LookInRooms[] }
> {
  const { colourCard } = loadSiteModule<Cards>('catalogue/cards');
  const byCode = new Map<
    Region,
    Map<string, Awaited<ReturnType<typeof fetchRegionProducts>>[number]>
  >();
  for (const region of regions) {
    byCode.set(
      region,
      new Map((await fetchRegionProducts(region)).map((product) => [product.productCode, product])),
    );
  }
  return (node, region) => {
    const products = (node.field_products ?? []).flatMap((code) => {
      const product = code ? byCode.get(region)?.get(code) : undefined;
      return product ? [product] : [];
    });
    const looks = (node.field_sample_builder_variants ?? []).flatMap((id) => {
      for (const product of id ? products : []) {
        const card = colourCard(product, region, id as string);
        const variant = product.variants.find((each) => each.globalItemId === id);
        if (card) return [{ card, shots: variant?.roomShots ?? [] }];
      }
      return [];
    });
    return {
      shopTheLook: looks.map(({ card }) => card),
      shopTheLookRooms: looks.map(({ card, shots }) => ({
        name: card.name,
        colourName: card.colourName,
        href: card.href,
        shots,
      })),
    };
  };
}
