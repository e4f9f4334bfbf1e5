/**
 * Webpack for the widget suite's components (DESIGN.md section 5: the site imports them from
 * @gh/widgets). A widget's styles.css is a string it renders into its shadow root, so the CSS
 * files under widgets/src are loaded as source text, and Gatsby's own CSS rules (which extract
 * page CSS) leave them alone. The store locator's offline-map outlines are made at build time
 * (map-outlines-loader.mjs), as in the widget build, rather than bundling world-atlas.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';

// Resolved from the site's folder: Gatsby runs its compiled copy of this file from .cache/.
const WIDGETS_SRC = join(
  dirname(createRequire(join(process.cwd(), 'package.json')).resolve('@gh/widgets/package.json')),
  'src',
);

interface Rule {
  test?: unknown;
  exclude?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** The module the widget build replaces with precomputed outlines. */
const OUTLINES_MODULE = join(WIDGETS_SRC, 'store-locator', 'outlines.ts');
// Loaders are not compiled by Gatsby: the site's own folder holds it.
const OUTLINES_LOADER = join(process.cwd(), 'gatsby', 'map-outlines-loader.mjs');

const matchesCss = (test: unknown) => test instanceof RegExp && test.test('styles.css');

function excludeWidgets(rules: Rule[]): void {
  for (const rule of rules) {
    if (rule.oneOf) excludeWidgets(rule.oneOf);
    if (rule.rules) excludeWidgets(rule.rules);
    if (!matchesCss(rule.test)) continue;
    const exclude = rule.exclude ? [rule.exclude].flat() : [];
    rule.exclude = [...exclude, WIDGETS_SRC];
  }
}

export function onCreateWebpackConfig({ actions, getConfig }: CreateWebpackConfigArgs) {
  const config = getConfig();
  // @gh/widgets is compiled from its TypeScript source (its `@gh/source` export condition),
  // not from the package's built dist/; '...' keeps webpack's own conditions.
  config.resolve = { ...config.resolve, conditionNames: ['@gh/source', '...'] };
  excludeWidgets(config.module.rules);
  config.module.rules.push({ test: /\.css$/, include: WIDGETS_SRC, type: 'asset/source' });
  // First on the source, so the TypeScript loaders see the generated module.
  config.module.rules.push({ test: OUTLINES_MODULE, enforce: 'pre', loader: OUTLINES_LOADER });
  actions.replaceWebpackConfig(config);
}
