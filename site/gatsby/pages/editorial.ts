/**
 * Editorial pages: node--page (template by page type, or by path for the landing pages that list
 * other content), news articles, projects and grouped highlights.
 */

import { byPath, type RoutedNode, versionFor } from './routing';
import type { PageCreator } from './types';

interface EditorialQuery {
  pages: { nodes: (RoutedNode & { field_page_type?: string | null })[] };
  articles: { nodes: RoutedNode[] };
  projects: { nodes: RoutedNode[] };
  collections: { nodes: RoutedNode[] };
}

/** Landing pages whose template lists other content. */
const LANDING_TEMPLATES: Readonly<Record<string, string>> = {
  '/inspiration': 'inspiration',
  '/inspiration/trend-reports': 'trend-reports',
  '/inspiration/design-partners': 'design-partners',
  '/inspiration/projects': 'projects',
  '/news': 'news',
};

/** Page types with a template of their own; every other type renders as a standard page. */
const PAGE_TYPE_TEMPLATES: Readonly<Record<string, string>> = {
  design_partner: 'design-partner',
  room: 'room',
};

export const createEditorialPages: PageCreator = async ({
  graphql,
  regions,
  createRegionPages,
}) => {
  const result = await graphql<EditorialQuery>(`
    {
      pages: allNodePage { nodes { id field_website field_page_type path { alias } } }
      articles: allNodeArticle { nodes { id field_website path { alias } } }
      projects: allNodeCaseStudy { nodes { id field_website path { alias } } }
      collections: allNodeCollection { nodes { id field_website path { alias } } }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Editorial query failed: ${result.errors}`);
  const { pages, articles, projects, collections } = result.data;

  // Product-type pages are catalogue pages (catalogue.ts): their content page gives the intro.
  const editorialPages = pages.nodes.filter((node) => node.field_page_type !== 'product_type');
  const routed = [
    ...[...byPath(editorialPages)].map(([path, nodes]) => {
      const type = nodes[0]?.field_page_type ?? '';
      return {
        path,
        nodes,
        template: LANDING_TEMPLATES[path] ?? PAGE_TYPE_TEMPLATES[type] ?? 'page',
      };
    }),
    ...[...byPath(articles.nodes)].map(([path, nodes]) => ({ path, nodes, template: 'article' })),
    ...[...byPath(projects.nodes)].map(([path, nodes]) => ({ path, nodes, template: 'project' })),
    ...[...byPath(collections.nodes)].map(([path, nodes]) => ({
      path,
      nodes,
      template: 'grouped-highlights',
    })),
  ];
  for (const { path, nodes, template } of routed) {
    createRegionPages(path, template, (region) => {
      const node = versionFor(nodes, region, regions[0] ?? region);
      return node ? { id: node.id } : null;
    });
  }
};
