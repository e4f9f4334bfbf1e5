// The CDN build of the widget suite, shared by rollup.config.mjs and the bundle-size bench.
// Entry `gh-widgets.js` is the loader (a stable name, short-lived cache); every other file is a
// content-hashed chunk under chunks/ (long-lived cache): one runtime chunk that every widget
// shares (the renderer, r2wc, widgets/src/internal), one chunk per widget, imported by the loader
// the first time its element appears, and the chunks rollup splits out for code that several
// widgets share (the shared stores among them).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { transform } from 'esbuild';
import MagicString from 'magic-string';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { mapOutlines } from './map-outlines.mjs';
import { pinnedSnippet } from './snippet.mjs';

export const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(widgetsDir, '..');
export const defaultOutDir = join(repoRoot, 'dist', 'widgets');

/** DESIGN.md section 9: the aliases that make React code run on Preact. */
export const preactAliases = [
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
  // The element plumbing, but not the dialog (its events and its focus helpers), combobox, form
  // styles, media, page-store, root-store and theme code, which only some widgets use: rollup
  // shares those between the widgets that import them (the root store brings @gh/shared/state,
  // which a calculator page never needs; the form styles are the calculator's and the store
  // locator's, copied into each by formStylesInEachWidget). In the runtime, internal/media.ts
  // would bring the media URL builder (@cloudinary/url-gen, 11 KB gzip) to every page, where only
  // the samples modal and the room view load it, lazily; the theme's names are read at run time
  // by the visualiser's gallery room alone.
  /\/widgets\/src\/internal\/(?!Dialog|dialog-events|focus|combobox|form\/|media|page-store|root-store|theme)/,
  /\/shared\/src\/regions\//,
];

/** Each widget's styles.css becomes a minified string its element renders into its shadow root. */
export function cssAsString() {
  return {
    name: 'gh-css-as-string',
    load: (id) => (id.endsWith('.css') ? cssModule(id) : null),
  };
}

async function cssModule(file) {
  const source = await readFile(file, 'utf8');
  const { code } = await transform(source, { loader: 'css', minify: true });
  return `export default ${JSON.stringify(code.trim())};`;
}

const FORM_STYLES = /\/widgets\/src\/internal\/form\/styles\.css$/;

/**
 * The CDN build copies the form controls' styles (internal/form/styles.css, one declaration) into
 * each widget that renders them, the calculator and the store locator, rather than letting rollup
 * split them into a chunk the two share: a page with one of them then loads one file less, and
 * the calculator page 210 B less gzip, for the same styles. Each importer gets a module of its own
 * (the path with `?in=` and the importer), which the build compiles like any styles.css.
 */
function formStylesInEachWidget() {
  return {
    name: 'gh-form-styles-in-each-widget',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('/form/styles.css')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && FORM_STYLES.test(resolved.id) ? `${resolved.id}?in=${importer}` : null;
    },
    load(id) {
      const [file, importer] = id.split('?in=');
      return importer && FORM_STYLES.test(file) ? cssModule(file) : null;
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

const ELEMENT_MODULE = /\/src\/([^/]+)\/element\.tsx?$/;

/**
 * The widget whose element module a chunk is loaded for, if any: the chunk's facade, or, when
 * rollup gives the chunk no facade (a widget chunk that also exports code to its own lazy chunks,
 * as the samples button does to its modal), the element module among its dynamic entry's modules.
 * @param {{ facadeModuleId: string | null, isDynamicEntry: boolean, moduleIds: readonly string[] }} chunk
 */
export function widgetOfChunk(chunk) {
  const facade = ELEMENT_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
  if (facade || !chunk.isDynamicEntry) return facade;
  const elements = chunk.moduleIds.flatMap((id) => ELEMENT_MODULE.exec(id)?.[1] ?? []);
  return elements.length === 1 ? elements[0] : undefined;
}

/**
 * The CDN build's chunks, generated in memory (no hook writes: demo pages, pruning and the
 * versioned layout are left out), for the bench and tools/first-load.mjs.
 * @param {'preact' | 'react'} renderer
 */
export async function generateChunks(renderer) {
  const options = widgetsBuild({ renderer, demo: false, versioned: false });
  const bundle = await rollup({ ...options, onwarn: () => {} });
  try {
    const { output } = await bundle.generate(options.output);
    return output.filter((item) => item.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

/**
 * What a page with one widget loads before any interaction: the loader, the widget's chunk and
 * every chunk they import statically, each once.
 * @param {readonly import('rollup').OutputChunk[]} chunks
 * @param {string} widget
 */
export function firstLoadOf(chunks, widget) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const own = chunks.find((chunk) => widgetOfChunk(chunk) === widget);
  if (!entry || !own) throw new Error(`firstLoadOf: no loader or no chunk of ${widget}`);
  const loaded = new Set([entry, own]);
  // A Set's iteration reaches what is added during it: every static import, however deep.
  for (const chunk of loaded) {
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) loaded.add(imported);
    }
  }
  return [...loaded];
}

/** The package's version: the CDN's pinned folder (`0.1.0/`) and its major line (`v0/`). */
export function packageVersion() {
  return JSON.parse(readFileSync(join(widgetsDir, 'package.json'), 'utf8')).version;
}

/** The Subresource Integrity value of a file's bytes (`<script integrity="sha384-…">`). */
export const sriOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The versioned CDN layout, written beside the unversioned loader once the bundle is on disk:
 * - `{version}/gh-widgets.js` and `{version}/chunks/…`: the same loader and chunks under a path
 *   that never changes content (served with a year-long immutable cache), for pinned pages;
 * - `v{major}/gh-widgets.js`: the loader of the newest release of that major line (a short
 *   cache), importing its chunks from `../{version}/chunks/`;
 * - `integrity.json`: `{ "<path under /widgets/>": "sha384-…" }` for every loader and chunk, the
 *   values of the `integrity` attribute and of an import map's `integrity` table;
 * - `{version}/snippet.html`: the pinned snippet (tools/snippet.mjs) a retailer pastes whole, for
 *   the CDN address GH_WIDGETS_CDN_URL (this server's, http://localhost:8000/widgets, unset).
 * Older version folders are left in place, as a CDN keeps every release it published.
 */
function cdnLayout(outDir) {
  return {
    name: 'gh-cdn-layout',
    async writeBundle(_options, bundle) {
      const version = packageVersion();
      const major = `v${version.split('.')[0]}`;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName === 'gh-widgets.js');
      if (!entry) throw new Error('gh-cdn-layout: the build has no gh-widgets.js entry');
      const files = new Map();
      for (const chunk of chunks) {
        files.set(chunk.fileName, chunk.code);
        files.set(`${version}/${chunk.fileName}`, chunk.code);
      }
      // The major line's loader reaches the pinned chunks: each chunk name the entry imports,
      // rewritten as a whole quoted string, so nothing else in the code can match.
      let majorLoader = entry.code;
      for (const name of [...entry.imports, ...entry.dynamicImports]) {
        let found = false;
        for (const quote of ['"', "'", '`']) {
          const parts = majorLoader.split(`${quote}./${name}${quote}`);
          found ||= parts.length > 1;
          majorLoader = parts.join(`${quote}../${version}/${name}${quote}`);
        }
        if (!found) throw new Error(`gh-cdn-layout: no import of ./${name} in gh-widgets.js`);
      }
      files.set(`${major}/gh-widgets.js`, majorLoader);
      for (const [name, code] of files) {
        if (!name.startsWith(`${version}/`) && name !== `${major}/gh-widgets.js`) continue;
        await mkdir(dirname(join(outDir, name)), { recursive: true });
        await writeFile(join(outDir, name), code);
      }
      const pinnedChunks = join(outDir, version, 'chunks');
      for (const file of await readdir(pinnedChunks)) {
        if (!files.has(`${version}/chunks/${file}`))
          await rm(join(pinnedChunks, file), { force: true });
      }
      const integrity = Object.fromEntries(
        [...files]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, code]) => [name, sriOf(code)]),
      );
      await writeFile(join(outDir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
      const cdn = process.env.GH_WIDGETS_CDN_URL || 'http://localhost:8000/widgets';
      await writeFile(join(outDir, version, 'snippet.html'), pinnedSnippet(integrity, cdn));
    },
  };
}

/**
 * Resolving and compiling the widgets' sources (TypeScript, JSX, CSS as strings, the map
 * outlines): shared by the CDN build (minified) and the npm package's build (readable).
 * @param {{ minify?: boolean }} [options]
 */
export function compilePlugins({ minify = false } = {}) {
  return [
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    json(),
    cssAsString(),
    mapOutlines(widgetsDir),
    esbuild({
      target: 'es2020',
      jsx: 'automatic',
      minify,
      tsconfig: join(widgetsDir, 'tsconfig.json'),
    }),
  ];
}

/**
 * r2wc, zustand and react-hook-form take React as its default export (`import React from 'react'`) for one or two
 * members. On Preact that default is compat's object of every React API, which keeps all of
 * compat (portals, Children, memo, forwardRef…) in the runtime chunk. Read as a namespace instead,
 * rollup keeps only the members they use. Their code is otherwise untouched.
 */
function reactNamespaceImports() {
  const importer = /\/node_modules\/(@r2wc\/react-to-web-component|zustand|react-hook-form)\//;
  const defaultImport = /^import (\w+) from ["']react["'];?$/m;
  return {
    name: 'gh-react-namespace-imports',
    transform(code, id) {
      if (!importer.test(id) || !defaultImport.test(code)) return null;
      return { code: code.replace(defaultImport, 'import * as $1 from "react";'), map: null };
    },
  };
}

/** What the manifest and the typings read from a meta, which the element itself never does. */
const DOCUMENTATION_KEYS = new Set([
  'className',
  'description',
  'tsType',
  'default',
  'detailType',
  'parts',
  'cssProperties',
]);
const META_MODULE = /\/widgets\/src\/(?:[^/]+\/meta|internal\/element-meta)\.ts$/;

/**
 * The element metas (`<widget>/meta.ts`) are the one declaration of each element: defineWidget
 * reads their names, props and types at run time, and the manifest and the typings their prose.
 * The CDN build leaves the prose out (the properties in DOCUMENTATION_KEYS, wherever an object in
 * a meta module has them), so a page does not download the reference documentation.
 */
function stripMetaDocumentation() {
  return {
    name: 'gh-strip-meta-documentation',
    transform(code, id) {
      if (!META_MODULE.test(id)) return null;
      const output = new MagicString(code);
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'ObjectExpression') {
          const documentation = (property) =>
            property.type === 'Property' &&
            !property.computed &&
            DOCUMENTATION_KEYS.has(property.key?.name ?? property.key?.value);
          let kept;
          node.properties.forEach((property, index) => {
            if (!documentation(property)) {
              kept = property;
              return;
            }
            // With its comma: the one after it, or for the last, the one after the last kept.
            const next = node.properties[index + 1];
            if (next) output.remove(property.start, next.start);
            else output.remove(kept ? kept.end : property.start, property.end);
          });
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(this.parse(code));
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

const SHARED_SOURCE = /\/shared\/src\//;

/**
 * @gh/shared declares `"sideEffects": false`, but node-resolve gives that only to the modules it
 * resolves as the package's own imports (each `@gh/shared/<domain>` index), not to the modules
 * they import in turn. Every module of shared/src is taken at its word here, so a chunk does not
 * import another merely because one of its modules imports one of that chunk's for nothing it
 * uses (the store link and the search box no longer fetch the catalogue's product types).
 * Modules elsewhere keep rollup's default (node-resolve's answer for their package, else true).
 * @param {string} id
 */
function sharedSourceWithoutSideEffects(id) {
  return !SHARED_SOURCE.test(id);
}

/** A widget's chunk is named after its folder (chunks/calculator-<hash>.js), not `element`. */
function chunkFileName(chunk) {
  return `chunks/${widgetOfChunk(chunk) ?? '[name]'}-[hash:10].js`;
}

/**
 * Copies the demo pages (plain HTML, CSS and module scripts in widgets/demo/) beside the bundles,
 * with the pinned snippet's module (tools/snippet.mjs, as demo/snippet.js), which the demo page runs too.
 */
function copyDemo() {
  const demoDir = join(widgetsDir, 'demo');
  return {
    name: 'gh-copy-demo',
    async generateBundle() {
      for (const file of await readdir(demoDir)) {
        const source = await readFile(join(demoDir, file));
        this.emitFile({ type: 'asset', fileName: `demo/${file}`, source });
      }
      const snippet = await readFile(join(widgetsDir, 'tools', 'snippet.mjs'));
      this.emitFile({ type: 'asset', fileName: 'demo/snippet.js', source: snippet });
    },
  };
}

/**
 * @param {{ renderer?: 'preact' | 'react', outDir?: string, demo?: boolean, versioned?: boolean }} [options]
 * @returns {import('rollup').RollupOptions}
 */
export function widgetsBuild({
  renderer = 'preact',
  outDir = defaultOutDir,
  demo = true,
  versioned = true,
} = {}) {
  return {
    input: { 'gh-widgets': join(widgetsDir, 'src', 'gh-widgets.ts') },
    treeshake: { moduleSideEffects: sharedSourceWithoutSideEffects },
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
      renderer === 'preact' && reactNamespaceImports(),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }),
      formStylesInEachWidget(),
      ...compilePlugins({ minify: true }),
      stripMetaDocumentation(),
      demo && copyDemo(),
      pruneStaleChunks(outDir),
      versioned && cdnLayout(outDir),
    ].filter(Boolean),
    onwarn(warning, warn) {
      // Preact and others mark functions with /*#__PURE__*/ in places rollup cannot use.
      if (warning.code === 'INVALID_ANNOTATION') return;
      warn(warning);
    },
  };
}
