// The npm package's build (`npm run build:package -w widgets`, run by `npm pack` through
// prepack): compiled JavaScript and declarations in widgets/dist/, three rollup builds:
// - the React components (`@gh/widgets`, `@gh/widgets/calculator`, …): dist/<widget>.js, with
//   react and the package's dependencies left as imports, @gh/shared (a private workspace) and
//   what it uses compiled in;
// - their declarations, bundled likewise (dist/<widget>.d.ts, no @gh/shared import left);
// - the custom elements, self-contained on Preact as on the CDN: dist/elements/loader.js (defines
//   every element, importing its code the first time one appears) and dist/elements/<widget>.js
//   (defines that one element), with preact left as an import.
// tools/write-package.ts then writes dist/custom-elements.json and dist/types/.
import { readFileSync, rmSync } from 'node:fs';
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

const compile = () => compilePlugins();

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
      plugins: [alias({ entries: preactAliases }), ...compile()],
      onwarn,
    },
  ];
}
