/**
 * Sitemaps for search engines: one per region (gatsby-plugin-sitemap, one instance per region,
 * writing /{region}/sitemap-0.xml and its own /{region}/sitemap-index.xml), each page with its
 * hreflang alternates; then /sitemap-index.xml listing every region's sitemaps, which robots.txt
 * names. The unprefixed region-redirect pages, the 404 page and the search results pages are in
 * none of them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Region } from '@gh/shared/regions';
import type { GatsbyNode, PluginRef } from 'gatsby';
import { alternateLinks } from '../src/components/alternates';

/** The regions, in order; gatsby-config runs in plain Node, which cannot load @gh/shared. */
export const SITEMAP_REGIONS: readonly Region[] = ['au', 'nz', 'na'];

export const SITEMAP_INDEX = 'sitemap-index.xml';

interface SitemapPage {
  path: string;
  pageContext?: { region?: string; alternates?: Region[] } | null;
}

const PAGES_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;

/** The gatsby-plugin-sitemap instances, one per region. */
export function regionSitemaps(siteUrl: string): PluginRef[] {
  return SITEMAP_REGIONS.map((region) => ({
    resolve: 'gatsby-plugin-sitemap',
    options: {
      output: `/${region}`,
      // Pages name no sitemap: robots.txt names the index.
      createLinkInHead: false,
      query: PAGES_QUERY,
      resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
        allSitePage.nodes.filter(
          // The search results page is noindex: a page of another page's links.
          (page) => page.pageContext?.region === region && page.path !== `/${region}/search/`,
        ),
      serialize: (page: SitemapPage) => ({
        url: page.path,
        links: alternateLinks(
          new URL(page.path, siteUrl).toString(),
          page.pageContext?.alternates,
        ).map(({ hreflang, href }) => ({ lang: hreflang, url: href })),
      }),
    },
  }));
}

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * After the region sitemaps are written: the site-wide index of every region's sitemap files (a
 * sitemap index may not list other indexes), and robots.txt's Sitemap line made absolute, as
 * the robots.txt standard wants it.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    '{ site { siteMetadata { siteUrl } } }',
  );
  const siteUrl = data?.site.siteMetadata.siteUrl ?? '';
  const publicDir = join(process.cwd(), 'public');
  const sitemaps: string[] = [];
  for (const region of SITEMAP_REGIONS) {
    const index = await readFile(join(publicDir, region, SITEMAP_INDEX), 'utf8');
    sitemaps.push(...locations(index));
  }
  await writeFile(
    join(publicDir, SITEMAP_INDEX),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n'),
  );
  const robotsPath = join(publicDir, 'robots.txt');
  const robots = await readFile(robotsPath, 'utf8');
  await writeFile(
    robotsPath,
    robots.replace(
      /^Sitemap: *(\/\S*)$/gm,
      (_line, path: string) => `Sitemap: ${new URL(path, siteUrl)}`,
    ),
  );
  reporter.info(
    `[site] ${SITEMAP_INDEX}: ${sitemaps.length} sitemaps in ${SITEMAP_REGIONS.length} regions`,
  );
};
