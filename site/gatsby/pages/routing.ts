/**
 * How content becomes pages under the region prefixes (DESIGN.md section 6): every page exists
 * under /au, /nz and /na. A region gets the version of a page written for it (field_website holds
 * GHRES-{region}); when a page has no version for a region (the au-only design partners, na's care
 * guide), that region shows the au version, else the first one, so that an in-site link followed
 * from any region never ends in a 404.
 */
import type { Region } from '@gh/shared/regions';

export const WEBSITE = 'GHRES';
export const websiteFor = (region: Region) => `${WEBSITE}-${region}`;

export interface RoutedNode {
  id: string;
  path?: { alias?: string | null } | null;
  field_website?: readonly (string | null)[] | null;
}

export function belongsTo(node: RoutedNode, region: Region): boolean {
  return (node.field_website ?? []).includes(websiteFor(region));
}

/** The node each region shows at one path, from all the nodes that share the path. */
export function versionFor<T extends RoutedNode>(
  nodes: readonly T[],
  region: Region,
  fallbackRegion: Region,
): T | undefined {
  return (
    nodes.find((node) => belongsTo(node, region)) ??
    nodes.find((node) => belongsTo(node, fallbackRegion)) ??
    nodes[0]
  );
}

/** Nodes grouped by path alias (without a trailing slash), in the order they came. */
export function byPath<T extends RoutedNode>(nodes: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const node of nodes) {
    const alias = node.path?.alias?.replace(/\/+$/, '');
    if (!alias) continue;
    groups.set(alias, [...(groups.get(alias) ?? []), node]);
  }
  return groups;
}

/** The context a page is created with; the templates' view of it is src/routing.ts. */
export interface RegionPageContext {
  region: Region;
  website: string;
  /** The page's path without the region prefix (canonical links, the region toggle). */
  basePath: string;
  /** The regions that have this page (its hreflang alternates and sitemap links). */
  alternates: Region[];
}

export function regionContext(
  region: Region,
  basePath: string,
  alternates: Region[],
): RegionPageContext {
  return { region, website: websiteFor(region), basePath, alternates };
}
