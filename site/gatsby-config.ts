import type { GatsbyConfig } from 'gatsby';
import { regionSitemaps } from './gatsby/sitemap';

/**
 * Content comes from Drupal's JSON:API at DRUPAL_URL (scripts/build.mjs starts the reference
 * server for it when unset). Files are not downloaded and no image is processed at build time:
 * images are delivered by the media service as plain <img> with a srcset (DESIGN.md section 6).
 */
const drupalUrl = process.env.DRUPAL_URL ?? 'http://localhost:8000';
const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'GH Flooring',
    description:
      'Carpet and hard flooring for homes in Australia, New Zealand and North America: ranges, inspiration, free samples and stores near you.',
    siteUrl,
  },
  // Pages are folders with an index.html, which is how the server serves them: /au/news/.
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  // Types of every query and fragment, written to src/gatsby-types.d.ts (the `Queries` namespace)
  // by `gatsby develop` and by `gatsby build`; the file is committed, so typecheck needs no build.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // Preact instead of React in the browser and at SSR: the runtime the widgets ship, a third of
    // React's size (DESIGN.md section 9).
    'gatsby-plugin-preact',
    {
      resolve: 'gatsby-source-drupal',
      options: {
        baseUrl: drupalUrl,
        apiBase: 'jsonapi',
        skipFileDownloads: true,
        imageCDN: false,
        // After the first build, only what changed since the last one: Drupal's Gatsby module
        // (and the reference server) answer /gatsby-fastbuilds/sync/{timestamp} (issue 25).
        fastBuilds: true,
        requestTimeoutMS: 30_000,
      },
    },
    ...regionSitemaps(siteUrl),
  ],
};

export default config;
