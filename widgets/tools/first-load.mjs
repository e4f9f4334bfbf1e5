#!/usr/bin/env node
// Prints, as JSON, what a page with one widget loads before any interaction in the CDN build
// (Preact, as shipped; rollup-options.mjs's firstLoadOf): by widget, the modules of its own chunk
// and of every chunk it loads; and the runtime chunk's modules. Paths are relative to the
// repository (node_modules/… for dependencies). tools/first-load.test.ts reads it.
import { relative } from 'node:path';
import { firstLoadOf, generateChunks, repoRoot, widgetOfChunk } from './rollup-options.mjs';

const chunks = await generateChunks('preact');
// A module's path as written in the repository, without the build's own query (`?in=…`).
const modulesOf = (chunk) =>
  Object.entries(chunk.modules)
    .filter(([, module]) => module.renderedLength > 0)
    .map(([id]) => relative(repoRoot, id.replace(/^\0/, '').split('?')[0]))
    .sort();

const firstLoad = {};
for (const chunk of chunks) {
  const widget = widgetOfChunk(chunk);
  if (!widget) continue;
  const modules = firstLoadOf(chunks, widget).flatMap(modulesOf);
  firstLoad[widget] = { own: modulesOf(chunk), modules: [...new Set(modules)].sort() };
}
const runtime = chunks.find((chunk) => chunk.name === 'runtime');
process.stdout.write(
  `${JSON.stringify({ firstLoad, runtime: runtime ? modulesOf(runtime) : [] })}\n`,
);
