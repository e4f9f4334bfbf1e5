/**
 * A page's path under its region, for the build (gatsby/pages: createPage) and the pages (their
 * own canonical path) alike. Only a type is imported here: gatsby-node's bundle, which runs this,
 * resolves no workspace package at run time.
 */
import type { Region } from '@gh/shared/regions';

/** A page's path (the build's createPage and the page itself): the region prefix, the base path and the trailing slash of a folder page. */
export const regionPath = (region: Region, basePath: string) =>
  basePath === '/' ? `/${region}/` : `/${region}${basePath}/`;

export const unprefixedPath = (basePath: string) => (basePath === '/' ? '/' : `${basePath}/`);
