/**
 * gatsby-node runs in plain Node, which cannot load the TypeScript sources of @gh/shared; tsx's
 * require hook loads them (and the ES-module packages they use). The browser and SSR bundles
 * import @gh/shared directly: webpack compiles it like the site's own code.
 */
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

export type SharedCatalogue = typeof import('@gh/shared/catalogue');
export type SharedNavigation = typeof import('@gh/shared/navigation');
export type SharedRegions = typeof import('@gh/shared/regions');
export type SharedMedia = typeof import('@gh/shared/media');
export type SharedPalette = typeof import('@gh/shared/palette');

/**
 * Node's require with tsx's hook for TypeScript, registered once for the process. Not tsx's
 * namespaced require: its modules are cached under names like `index.ts?namespace=…`, which
 * webpack cannot find when it records the build's dependencies, so it refused to keep its cache
 * between builds ("Caching failed for pack") and bundled the site from scratch every time.
 */
let requireTypeScript: NodeJS.Require | undefined;
function requireSource<T>(specifier: string): T {
  if (!requireTypeScript) {
    register();
    requireTypeScript = createRequire(__filename);
  }
  return requireTypeScript(specifier) as T;
}

const load = <T>(domain: string): T => requireSource<T>(`@gh/shared/${domain}`);

export const loadCatalogue = async () => load<SharedCatalogue>('catalogue');
export const loadNavigation = async () => load<SharedNavigation>('navigation');
export const loadRegions = async () => load<SharedRegions>('regions');
export const loadMedia = async () => load<SharedMedia>('media');
export const loadPalette = async () => load<SharedPalette>('palette');

/** A module of the site's own source (src/) that the build runs: it imports @gh/shared too. */
export const loadSiteModule = <T>(path: string): T => requireSource<T>(`../src/${path}`);
