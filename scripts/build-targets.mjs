// What each package's build reads and writes, for `npm start` and `npm run build` to skip a build
// whose inputs have not changed since its last successful run (scripts/build-stamps.mjs).
// Paths are relative to the repository root. Every build also reads the root package.json, the
// lockfile and tsconfig.base.json, and the folders of the @gh/* packages it depends on.

/** Inputs of every build. */
export const COMMON_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

export const BUILD_TARGETS = {
  widgets: {
    // rollup writes the CDN bundle here; the output's files the build always writes:
    output: 'dist/widgets',
    outputFiles: ['gh-widgets.js', 'custom-elements.json', 'integrity.json'],
    inputs: ['widgets'],
    // The CDN address the release's snippet.html names (tools/rollup-options.mjs).
    env: ['GH_WIDGETS_CDN_URL'],
  },
  site: {
    // Gatsby builds into site/public; a successful build goes live as var/site/current
    // (scripts/deploy.mjs), which the server serves.
    output: 'var/site/current',
    outputFiles: ['index.html', '404.html'],
    // Without DRUPAL_URL the content comes from the reference server over the seeded database:
    // its code and the seed content are inputs too.
    inputs: ['site', 'server/src', 'server/seed', 'server/package.json'],
    env: [/^GATSBY_/, /^DRUPAL_/, 'SITE_URL', 'CATALOGUE_API', 'MEDIA_BASE', 'GH_DB_PATH'],
    // Content from a real Drupal can change at any time: such a build always runs.
    alwaysWhenEnv: 'DRUPAL_URL',
  },
};
