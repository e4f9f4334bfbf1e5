/**
 * A page's region twins as hreflang alternates: the same page under /au, /nz and /na is one page
 * in three English variants, not duplicate content. Used by <Seo> and by the sitemaps
 * (gatsby/sitemap.ts), which must agree; so only types come from @gh/shared here, which lets
 * gatsby-config load this file in plain Node.
 */
import type { Region } from '@gh/shared/regions';

/** The language-region code of each region's pages; na's pages are written for the US. */
export const HREFLANG: Readonly<Record<Region, string>> = { au: 'en-AU', nz: 'en-NZ', na: 'en-US' };

/** The version for visitors of any other region: au's, as the unprefixed pages send them to. */
const X_DEFAULT_REGION: Region = 'au';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The hreflang links of a page at `url` (absolute, its first path segment the region) that
 * exists in `regions`, x-default last; none for a page that exists in one region only.
 */
export function alternateLinks(url: string, regions: readonly Region[] | undefined): Alternate[] {
  if (!regions || regions.length < 2) return [];
  const inRegion = (region: Region) => {
    const twin = new URL(url);
    twin.pathname = twin.pathname.replace(/^\/[^/]+/, `/${region}`);
    return twin.toString();
  };
  const fallback = regions.includes(X_DEFAULT_REGION) ? X_DEFAULT_REGION : (regions[0] as Region);
  return [
    ...regions.map((region) => ({ hreflang: HREFLANG[region], href: inRegion(region) })),
    { hreflang: 'x-default', href: inRegion(fallback) },
  ];
}
