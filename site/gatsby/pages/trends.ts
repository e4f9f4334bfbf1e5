/**
 * Trend report pages: one per node--trend, and one per built-in trend card (SPEC.md section 3)
 * that the content service has no report for, so every card shown links to a page.
 */
import { loadPalette } from '../shared';
import { byPath, type RoutedNode, versionFor } from './routing';
import type { PageCreator } from './types';

interface TrendQuery {
  trends: { nodes: (RoutedNode & { field_slug?: string | null })[] };
}

export const TREND_REPORTS_PATH = '/inspiration/trend-reports';

export const createTrendPages: PageCreator = async ({ graphql, regions, createRegionPages }) => {
  const { BUILT_IN_TREND_CARDS } = await loadPalette();
  const result = await graphql<TrendQuery>(`
    {
      trends: allNodeTrend { nodes { id field_slug field_website path { alias } } }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Trend query failed: ${result.errors}`);
  const withPaths = result.data.trends.nodes.map((trend) => ({
    ...trend,
    path: { alias: trend.path?.alias || `${TREND_REPORTS_PATH}/${trend.field_slug}` },
  }));
  const groups = byPath(withPaths);
  for (const [path, nodes] of groups) {
    createRegionPages(path, 'trend-report', (region) => {
      const node = versionFor(nodes, region, regions[0] ?? region);
      return node ? { id: node.id, slug: node.field_slug ?? '' } : null;
    });
  }
  for (const card of BUILT_IN_TREND_CARDS) {
    const path = `${TREND_REPORTS_PATH}/${card.slug}`;
    if (groups.has(path)) continue;
    createRegionPages(path, 'trend-report', () => ({ id: '', slug: card.slug }));
  }
};
