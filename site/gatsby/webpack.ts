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

/** The modules the widget build replaces with precomputed outlines, one per outline set. */
const OUTLINES_MODULES = ['oceania', 'americas'].map((set) =>
  join(WIDGETS_SRC, 'store-locator', `outlines-${set}.ts`),
);
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

interface SplitChunk {
  name?: string | null;
}

type ChunkName<M> = (module: M, chunks: readonly SplitChunk[], key: string) => string | undefined;

/**
 * Gatsby's name for a chunk of modules that several lazily loaded chunks share (its `shared`
 * cache group), except where a sharer has no name. Gatsby names the chunk by the concatenated
 * names of the chunks that share it, but lazily loaded chunks (a widget, its modal) have none:
 * every module shared by any two of them was named 'nullnull', by any three 'nullnullnull', and
 * so went into one chunk. Loading the room visualiser then fetched the media URL builder
 * (@cloudinary/url-gen, 42 KB) that only its room view, the samples modal and search use, because
 * one Babel helper they all share was named like it. A set of chunks that includes an unnamed one
 * gets no name, so webpack keys the shared chunk by that exact set of chunks, as it does by
 * default; a set of named chunks (page templates) keeps Gatsby's name.
 */
export function namedSharersOnly<M>(gatsbyName: ChunkName<M>): ChunkName<M> {
  return (module, chunks, key) =>
    chunks.some((chunk) => !chunk.name) ? undefined : gatsbyName(module, chunks, key);
}

/**
 * Page CSS compiled in the build itself rather than in a child compiler per file. With child
 * compilers (mini-css-extract-plugin 1's default), a build from nothing has one per CSS file and
 * their hashes enter the compilation hash, while a build from webpack's cache restores the CSS
 * and has none: the files were the same but the hash was not, so the first build after a cold one
 * wrote the new hash into every page (every page rewritten and deployed again: 23,504 at 10,000
 * products). With `experimentalUseImportModule` (the plugin's default from version 2) both builds
 * make the same hash, and the same files as before.
 */
function cssWithoutChildCompilers(plugins: readonly unknown[]): void {
  for (const plugin of plugins) {
    if (plugin?.constructor?.name !== 'MiniCssExtractPlugin') continue;
    (
      plugin as { options: { experimentalUseImportModule?: boolean } }
    ).options.experimentalUseImportModule = true;
  }
}

export function onCreateWebpackConfig({ actions, getConfig, stage }: CreateWebpackConfigArgs) {
  const config = getConfig();
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (stage === 'build-javascript') {
    if (typeof shared?.name === 'function') shared.name = namedSharersOnly(shared.name);
    cssWithoutChildCompilers(config.plugins ?? []);
  }
  // @gh/widgets is compiled from its TypeScript source (its `@gh/source` export condition),
  // not from the package's built dist/; '...' keeps webpack's own conditions.
  config.resolve = { ...config.resolve, conditionNames: ['@gh/source', '...'] };
  excludeWidgets(config.module.rules);
  config.module.rules.push({ test: /\.css$/, include: WIDGETS_SRC, type: 'asset/source' });
  // First on the source, so the TypeScript loaders see the generated module.
  config.module.rules.push({ test: OUTLINES_MODULES, enforce: 'pre', loader: OUTLINES_LOADER });
  actions.replaceWebpackConfig(config);
}
