/**
 * createPages, split by domain: each creator declares its pages once, and this module puts them
 * under every region prefix and adds the unprefixed redirect pages (DESIGN.md section 6).
 */
import { resolve } from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { isContentTemplate, WITHOUT_RUNTIME } from '../../src/page-runtime';
import { regionPath, unprefixedPath } from '../../src/paths';
import { loadRegions } from '../shared';
import { beginCatalogueRead, createCataloguePages, endCatalogueRead } from './catalogue';
import { createEditorialPages } from './editorial';
import { createHomePages } from './home';
import { regionContext } from './routing';
import { createTrendPages } from './trends';
import type { PageCreator, RegionContext } from './types';

// The catalogue comes last: it adds the product listing to the room pages the editorial made.
const CREATORS: readonly (readonly [name: string, create: PageCreator])[] = [
  ['home', createHomePages],
  ['editorial', createEditorialPages],
  ['trends', createTrendPages],
  ['catalogue', createCataloguePages],
];

const template = (name: string) => resolve('src', 'templates', `${name}.tsx`);

/** A content page's context says so: the build leaves Gatsby's runtime out of it (gatsby-ssr.tsx). */
const runtimeOf = (name: string) => (isContentTemplate(name) ? { [WITHOUT_RUNTIME]: true } : {});

export async function createPages({ graphql, actions, reporter, cache }: CreatePagesArgs) {
  const { REGIONS } = await loadRegions();
  beginCatalogueRead(cache);
  const basePaths = new Set<string>();
  const createRegionPages = (basePath: string, name: string, context: RegionContext) => {
    const versions = REGIONS.flatMap((region) => {
      const extra = context(region);
      return extra ? [{ region, extra }] : [];
    });
    // Each version names the others, for the hreflang links and the sitemaps.
    const alternates = versions.map(({ region }) => region);
    for (const { region, extra } of versions) {
      basePaths.add(basePath);
      actions.createPage({
        path: regionPath(region, basePath),
        component: template(name),
        context: { ...regionContext(region, basePath, alternates), ...extra, ...runtimeOf(name) },
      });
    }
  };
  // Where createPages' time goes, for the build's log (at scale it is most of an incremental build).
  const timings: string[] = [];
  for (const [name, create] of CREATORS) {
    const started = performance.now();
    await create({ graphql, regions: REGIONS, createRegionPages });
    timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // An unprefixed path (/news, /support, /) is a small page that sends the visitor to the same
  // page in their region; it needs the browser (stored choice, geo-ip), so it is not a server rule.
  for (const basePath of basePaths) {
    actions.createPage({
      path: unprefixedPath(basePath),
      component: template('region-redirect'),
      context: { basePath, ...runtimeOf('region-redirect') },
    });
  }
  reporter.info(
    `[site] ${basePaths.size} pages in ${REGIONS.length} regions: ${timings.join(', ')}`,
  );
  reporter.info(`[site] catalogue products: ${await endCatalogueRead()}`);
}
