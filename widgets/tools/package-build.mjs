// The npm package's build (`npm run build:package -w widgets`): compiled, minified JavaScript
// and declarations in widgets/dist/, three rollup builds:
// - the React components (`@gh/widgets`, `@gh/widgets/calculator`, …) and their page runtime
//   (`@gh/widgets/runtime`): dist/<widget>.js and dist/runtime.js, with
//   react and the package's dependencies left as imports, @gh/shared (a private workspace) and
//   what it uses compiled in;
// - their declarations, bundled likewise (dist/<widget>.d.ts, no @gh/shared import left);
// - the custom elements, self-contained on Preact as on the CDN: dist/elements/loader.js (defines
//   every element, importing its code the first time one appears) and dist/elements/<widget>.js
//   (defines that one element), with preact left as an import. A chunk of it that is byte for
//   byte a chunk of the components (the renderer-free ones: media, slug, the outlines…) is not
//   written twice: the elements import the components' copy.
// tools/write-package.ts then writes dist/custom-elements.json and dist/types/, and stages the
// published package in widgets/package/.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import alias from '@rollup/plugin-alias';
import { dts } from 'rollup-plugin-dts';
import { compilePlugins, preactAliases, widgetsDir } from './rollup-options.mjs';

/** Every widget, by folder: one package subpath and one element each. */
export const WIDGETS = [
  'calculator',
  'samples',
  'search',
  'store-link',
  'store-locator',
  'visualiser',
];

export const packageOutDir = join(widgetsDir, 'dist');

const src = (...parts) => join(widgetsDir, 'src', ...parts);

const manifest = JSON.parse(readFileSync(join(widgetsDir, 'package.json'), 'utf8'));

/** Whether `id` is one of `packages` or a subpath of one. */
const isOneOf = (packages) => (id) =>
  packages.some((name) => id === name || id.startsWith(`${name}/`));

/** The React build's imports left to the host: the package's dependencies and peers. */
const componentExternals = isOneOf([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]);

const onwarn = (warning, warn) => {
  // Preact and others mark functions with /*#__PURE__*/ in places rollup cannot use; the shared
  // packages' circular imports are theirs.
  if (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY') return;
  warn(warning);
};

const compile = () => compilePlugins({ minify: true });

/**
 * Leaves out of the elements build each chunk the components build (run before it) already wrote
 * with the same bytes, and points the elements' imports of it at that copy: `./chunks/x.js` from
 * an element module, `./x.js` from one of its chunks. Such a chunk only imports chunks that are
 * identical too (their names, content hashes, are in its bytes), so every import still resolves.
 */
function shareIdenticalChunks(componentsDir) {
  return {
    name: 'gh-share-identical-chunks',
    generateBundle(_options, bundle) {
      const shared = Object.values(bundle).filter((file) => {
        if (file.type !== 'chunk' || file.isEntry) return false;
        const twin = join(componentsDir, file.fileName);
        return existsSync(twin) && readFileSync(twin, 'utf8') === file.code;
      });
      for (const file of shared) delete bundle[file.fileName];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const inChunks = file.fileName.startsWith('chunks/');
        for (const { fileName } of shared) {
          const name = fileName.slice('chunks/'.length);
          const from = inChunks ? `./${name}` : `./chunks/${name}`;
          const to = inChunks ? `../../chunks/${name}` : `../chunks/${name}`;
          for (const quote of ['"', "'", '`']) {
            file.code = file.code.split(`${quote}${from}${quote}`).join(`${quote}${to}${quote}`);
          }
        }
      }
    },
  };
}

/** A widget's styles.css is a string in the declarations too (tools/css-string.d.ts). */
function cssDeclarations() {
  return {
    name: 'gh-css-declarations',
    resolveId(source) {
      return source.endsWith('.css') ? join(widgetsDir, 'tools', 'css-string.d.ts') : null;
    },
  };
}

/** Empties the output folder before the first build, so no file of an earlier build is packed. */
function clean(outDir) {
  return { name: 'gh-clean', buildStart: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** @returns {import('rollup').RollupOptions[]} */
export function packageBuilds({ outDir = packageOutDir } = {}) {
  const componentInputs = {
    index: src('index.ts'),
    runtime: src('runtime.ts'),
    ...Object.fromEntries(WIDGETS.map((widget) => [widget, src(widget, 'index.ts')])),
  };
  return [
    {
      input: componentInputs,
      external: componentExternals,
      output: {
        dir: outDir,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash:10].js',
        hashCharacters: 'hex',
      },
      plugins: [clean(outDir), ...compile()],
      onwarn,
    },
    {
      input: componentInputs,
      external: componentExternals,
      output: {
        dir: outDir,
        format: 'es',
        entryFileNames: '[name].d.ts',
        chunkFileNames: 'chunks/[name]-[hash:10].d.ts',
        hashCharacters: 'hex',
      },
      plugins: [
        cssDeclarations(),
        dts({
          respectExternal: true,
          tsconfig: join(widgetsDir, 'tsconfig.json'),
          compilerOptions: { types: [], noEmit: false },
        }),
      ],
      onwarn,
    },
    {
      input: {
        loader: src('gh-widgets.ts'),
        ...Object.fromEntries(WIDGETS.map((widget) => [widget, src(widget, 'element.ts')])),
      },
      // Preact is the package's own dependency; everything else, r2wc and the React libraries
      // among them (their `react` imports turned into preact/compat), is compiled in.
      external: isOneOf(['preact']),
      output: {
        dir: join(outDir, 'elements'),
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash:10].js',
        hashCharacters: 'hex',
      },
      plugins: [alias({ entries: preactAliases }), ...compile(), shareIdenticalChunks(outDir)],
      onwarn,
    },
  ];
}
