/**
 * The site's islands (src/islands/) as one small ES module, /islands/site.js, with the code they
 * need only on interaction (the region change, a search result's link) in chunks of its own.
 * Bundled with esbuild rather than Gatsby's webpack: a page without Gatsby's runtime must not need
 * webpack's runtime either. Built before Gatsby's own build, into its public folder; every page
 * loads it (gatsby-ssr.tsx). The widget suite's loader it fetches on need is the widget CDN's.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The build-time settings the islands read, as Gatsby's webpack inlines GATSBY_* variables. */
const SETTINGS = [
  'GATSBY_WIDGETS_BASE',
  'GATSBY_GEO_IP_URL',
  'GATSBY_CONTENT_URL',
  'GATSBY_MEDIA_BASE',
];

export async function buildIslands(site = process.cwd()): Promise<void> {
  const outdir = join(site, 'public', 'islands');
  // Each build's chunks alone: the chunk names change with their content.
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { site: join(site, 'src', 'islands', 'index.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    // Hashed, so the server caches the chunks for a year; site.js itself is revalidated.
    chunkNames: 'chunks/[name]-[hash]',
    // The workspaces' sources, as Gatsby's webpack reads them.
    conditions: ['@gh/source'],
    loader: { '.css': 'text' },
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(
        // One not set is undefined, as in webpack's build (a default then applies).
        SETTINGS.map((name) => [
          `process.env.${name}`,
          JSON.stringify(process.env[name]) ?? 'undefined',
        ]),
      ),
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

export async function onPreBootstrap(): Promise<void> {
  await buildIslands();
}
