#!/usr/bin/env node
// Prints, as JSON, the modules a page with one widget loads before any interaction in the CDN
// build (Preact, as shipped): the loader, the widget's chunk and every chunk it imports
// statically, by widget, with the modules of the widget's own chunk; and the runtime chunk's. Paths are relative to the repository
// (node_modules/… for dependencies). Built in memory; tools/first-load.test.ts reads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { rollup } from 'rollup';
import { repoRoot, widgetOfChunk, widgetsBuild } from './rollup-options.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'gh-widgets-first-load-'));
try {
  const options = widgetsBuild({ renderer: 'preact', outDir, demo: false, versioned: false });
  const bundle = await rollup({ ...options, onwarn: () => {} });
  const { output } = await bundle.generate(options.output);
  await bundle.close();
  const chunks = output.filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A module's path as written in the repository, without the build's own query (`?in=…`).
  const modulesOf = (chunk) =>
    Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => relative(repoRoot, id.replace(/^\0/, '').split('?')[0]));
  const firstLoad = {};
  for (const chunk of chunks) {
    const widget = widgetOfChunk(chunk);
    if (!widget) continue;
    const loaded = new Set([chunks.find((item) => item.isEntry), chunk]);
    const visit = (from) => {
      for (const name of from.imports) {
        const imported = byName.get(name);
        if (imported && !loaded.has(imported)) loaded.add(imported) && visit(imported);
      }
    };
    visit(chunk);
    firstLoad[widget] = {
      own: modulesOf(chunk).sort(),
      modules: [...new Set([...loaded].flatMap(modulesOf))].sort(),
    };
  }
  const runtime = chunks.find((chunk) => chunk.name === 'runtime');
  process.stdout.write(`${JSON.stringify({ firstLoad, runtime: modulesOf(runtime).sort() })}\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
