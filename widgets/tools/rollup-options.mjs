// The CDN build of the widget suite, shared by rollup.config.mjs and the bundle-size bench.
// Entry `gh-widgets.js` is the loader (a stable name, short-lived cache); every other file is a
// content-hashed chunk under chunks/ (long-lived cache): one runtime chunk that every widget
// shares (the renderer, r2wc, widgets/src/internal), one chunk per widget, imported by the loader
// the first time its element appears, and the chunks rollup splits out for code that several
// widgets share (the shared stores among them).
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { transform } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';
import { mapOutlines } from './map-outlines.mjs';

export const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(widgetsDir, '..');
export const defaultOutDir = join(repoRoot, 'dist', 'widgets');

/** DESIGN.md section 9: the aliases that make React code run on Preact. */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The renderer and the element plumbing every widget needs. The shared stores (shared/src/state,
// zustand) are left to rollup's own splitting: they land in one chunk of their own that every
// widget using them imports, so those widgets still share one basket and one region (one module
// instance per page), while a page with only the calculator does not download them and the yup
// and cache code they bring along.
const runtimeModules = [
  /\/node_modules\/(preact|react|react-dom|scheduler|@r2wc)\//,
  // The element plumbing, but not the dialog, combobox and page-store code, which only some
  // widgets use: rollup shares those between the widgets that import them.
  /\/widgets\/src\/internal\/(?!Dialog|combobox|page-store)/,
  /\/shared\/src\/regions\//,
];

/** Each widget's styles.css becomes a minified string its element renders into its shadow root. */
function cssAsString() {
  return {
    name: 'gh-css-as-string',
    async load(id) {
      if (!id.endsWith('.css')) return null;
      const source = await readFile(id, 'utf8');
      const { code } = await transform(source, { loader: 'css', minify: true });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}

/**
 * Removes the hashed chunks an earlier build left behind, once this build's files are written.
 * The folder is never emptied first, so a server (or another build) reading it meanwhile always
 * finds a complete loader and chunk set.
 */
function pruneStaleChunks(outDir) {
  return {
    name: 'gh-prune-stale-chunks',
    async writeBundle(_options, bundle) {
      const chunksDir = join(outDir, 'chunks');
      const written = await readdir(chunksDir).catch(() => []);
      for (const file of written) {
        if (!(`chunks/${file}` in bundle)) await rm(join(chunksDir, file), { force: true });
      }
    },
  };
}

/**
 * The widget whose element module a chunk loads: its facade, or, for a widget whose lazy parts
 * import from its chunk (which then has no facade of its own), the element module among its modules.
 */
export function widgetOfChunk(chunk) {
  const element = /\/src\/([^/]+)\/element\.tsx?$/;
  const id =
    chunk.facadeModuleId ??
    (chunk.isDynamicEntry ? chunk.moduleIds.find((module) => element.test(module)) : undefined);
  return element.exec(id ?? '')?.[1];
}

/** A widget's chunk is named after its folder (chunks/calculator-<hash>.js), not `element`. */
function chunkFileName(chunk) {
  return `chunks/${widgetOfChunk(chunk) ?? '[name]'}-[hash:10].js`;
}

/** Copies the demo pages (plain HTML, CSS and module scripts in widgets/demo/) beside the bundles. */
function copyDemo() {
  const demoDir = join(widgetsDir, 'demo');
  return {
    name: 'gh-copy-demo',
    async generateBundle() {
      for (const file of await readdir(demoDir)) {
        const source = await readFile(join(demoDir, file));
        this.emitFile({ type: 'asset', fileName: `demo/${file}`, source });
      }
    },
  };
}

/**
 * @param {{ renderer?: 'preact' | 'react', outDir?: string, demo?: boolean }} [options]
 * @returns {import('rollup').RollupOptions}
 */
export function widgetsBuild({ renderer = 'preact', outDir = defaultOutDir, demo = true } = {}) {
  return {
    input: { 'gh-widgets': join(widgetsDir, 'src', 'gh-widgets.ts') },
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkFileName,
      // Hex hashes, so that the server recognises a hashed name (one part of letters and digits)
      // and gives it a year-long immutable cache; base64 ones may contain '-' or '_'.
      hashCharacters: 'hex',
      manualChunks(id) {
        return runtimeModules.some((pattern) => pattern.test(id)) ? 'runtime' : undefined;
      },
    },
    plugins: [
      renderer === 'preact' && alias({ entries: preactAliases }),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      commonjs(),
      json(),
      cssAsString(),
      mapOutlines(widgetsDir),
      esbuild({
        target: 'es2020',
        jsx: 'automatic',
        minify: true,
        tsconfig: join(widgetsDir, 'tsconfig.json'),
      }),
      demo && copyDemo(),
      pruneStaleChunks(outDir),
    ].filter(Boolean),
    onwarn(warning, warn) {
      // Preact and others mark functions with /*#__PURE__*/ in places rollup cannot use.
      if (warning.code === 'INVALID_ANNOTATION') return;
      warn(warning);
    },
  };
}
