/**
 * gatsby-node runs in plain Node, which cannot load the TypeScript sources of @gh/shared; tsx's
 * require hook loads them (and the ES-module packages they use). The browser and SSR bundles
 * import @gh/shared directly: webpack compiles it like the site's own code.
 */
import { require as tsxRequire } from 'tsx/cjs/api';

export type SharedRegions = typeof import('@gh/shared/regions');
export type SharedMedia = typeof import('@gh/shared/media');
export type SharedPalette = typeof import('@gh/shared/palette');

const load = <T>(domain: string): T => tsxRequire(`@gh/shared/${domain}`, __filename) as T;

export const loadRegions = async () => load<SharedRegions>('regions');
export const loadMedia = async () => load<SharedMedia>('media');
export const loadPalette = async () => load<SharedPalette>('palette');
