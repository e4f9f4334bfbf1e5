/**
 * Where a page is and where its links go: the context every regional page is created with, the
 * page's own path, and the CMS's links made regional (SPEC.md section 2.1: an in-site link's region
 * prefix is the current region). Pure functions, shared by the templates and the CMS markup.
 */
import { type Region, regionalisePath } from '@gh/shared/regions';
import { regionPath } from './paths';

export { regionPath, unprefixedPath } from './paths';

/** The context every regional page is created with (site/gatsby/pages/routing.ts), as pages see it. */
export interface RegionPageContext {
  region: Region;
  website: string;
  /** The page's path without the region prefix (canonical links, the region toggle). */
  basePath: string;
  /** The regions that have this page, for <Seo alternates>. */
  alternates?: readonly Region[];
  id?: string;
}

/** The page's own path, with the trailing slash every page has (gatsby-config trailingSlash). */
export const pagePath = (context: Pick<RegionPageContext, 'region' | 'basePath'>) =>
  regionPath(context.region, context.basePath);

/**
 * A Drupal link field's URI as an href: 'internal:/au/x' becomes '/nz/x' on the nz site; external
 * URIs stay as they are, and an empty field links nowhere ('#').
 */
export function linkHref(uri: string | null | undefined, region: Region): string {
  if (!uri) return '#';
  return regionalisePath(uri.replace(/^(internal|entity):/, ''), region);
}

/** Every root-relative link in CMS markup, pointed at `region` by the shared prefix rule. */
export const regionaliseCmsLinks = (html: string, region: Region) =>
  html.replace(/href="(\/[^"]*)"/g, (_, path: string) => `href="${regionalisePath(path, region)}"`);

/** A CMS node's page in this region: its path alias under the region prefix. */
export const nodeHref = (node: { path?: { alias?: string | null } | null }, region: Region) =>
  `/${region}${node.path?.alias ?? ''}`;
