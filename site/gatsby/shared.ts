/**
 * gatsby-node runs in plain Node, which cannot load the TypeScript sources of @gh/shared; tsx's
 * require hook loads them (and the ES-module packages they use). The browser and SSR bundles
 * import @gh/shared directly: webpack compiles it like the site's own code.
 */
import { require as tsxRequire } from 'tsx/cjs/api';

export type SharedCatalogue = typeof import('@gh/shared/catalogue');
export type SharedNavigation = typeof import('@gh/shared/navigation');
export type SharedRegions = typeof import('@gh/shared/regions');
export type SharedMedia = typeof import('@gh/shared/media');
export type SharedPalette = typeof import('@gh/shared/palette');

const load = <T>(domain: string): T => tsxRequire(`@gh/shared/${domain}`, __filename) as T;

export const loadCatalogue = async () => load<SharedCatalogue>('catalogue');
export const loadNavigation = async () => load<SharedNavigation>('navigation');
export const loadRegions = async () => load<SharedRegions>('regions');
export const loadMedia = async () => load<SharedMedia>('media');
export const loadPalette = async () => load<SharedPalette>('palette');

/** A module of the site's own source (src/) that the build runs: it imports @gh/shared too. */
export const loadSiteModule = <T>(path: string): T => tsxRequire(`../src/${path}`, __filename) as T;
