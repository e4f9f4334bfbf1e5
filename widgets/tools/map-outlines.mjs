// The offline map's outlines, made at build time: rollup loads each outline set's module
// (widgets/src/store-locator/outlines-oceania.ts, outlines-americas.ts) as the precomputed data
// (buildOutlines of outline-data.ts over world-atlas), so the bundle ships a few countries'
// simplified outlines, each region's in its own chunk, and neither world-atlas nor topojson-client.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);

/** The outline set a module id is, e.g. 'oceania' for …/store-locator/outlines-oceania.ts. */
export const OUTLINES_MODULE = /[\\/]store-locator[\\/]outlines-(oceania|americas)\.ts$/;

/** @param {string} widgetsDir */
export function mapOutlines(widgetsDir) {
  const builder = join(widgetsDir, 'src', 'store-locator', 'outline-data.ts');
  return {
    name: 'gh-map-outlines',
    async load(id) {
      const set = OUTLINES_MODULE.exec(id)?.[1];
      if (!set || !id.startsWith(join(widgetsDir, 'src'))) return null;
      const { buildOutlines, OUTLINE_SETS } = await tsImport(
        pathToFileURL(builder).href,
        import.meta.url,
      );
      const file = require.resolve(`world-atlas/countries-${OUTLINE_SETS[set].atlas}.json`);
      const outlines = buildOutlines(JSON.parse(await readFile(file, 'utf8')), set);
      return `export const OUTLINES = ${JSON.stringify(outlines)};`;
    },
  };
}
