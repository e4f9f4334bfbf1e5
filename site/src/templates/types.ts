import { type Region, regionalisePath } from '@gh/shared/regions';

/** The context every regional page is created with (gatsby/pages/routing.ts). */
export interface RegionPageContext {
  region: Region;
  website: string;
  basePath: string;
  /** The regions that have this page, for <Seo alternates>. */
  alternates?: readonly Region[];
  id?: string;
}

/** The page's own path, with the trailing slash every page has (gatsby-config trailingSlash). */
export const pagePath = (context: RegionPageContext) =>
  context.basePath === '/' ? `/${context.region}/` : `/${context.region}${context.basePath}/`;

/**
 * A Drupal link field's URI as an href: 'internal:/au/x' becomes '/nz/x' on the nz site (SPEC.md
 * section 2.1: an in-site link's region prefix is the current region); external URIs stay.
 */
export function linkHref(uri: string | null | undefined, region: Region): string {
  if (!uri) return '#';
  return regionalisePath(uri.replace(/^(internal|entity):/, ''), region);
}
