// The offline map's outlines, made at build time: rollup loads widgets/src/store-locator/
// outlines.ts as the precomputed data (buildOutlines of outline-data.ts over world-atlas), so
// the bundle ships a few countries' simplified outlines and neither world-atlas nor
// topojson-client.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);

/** @param {string} widgetsDir */
export function mapOutlines(widgetsDir) {
  const dataModule = join(widgetsDir, 'src', 'store-locator', 'outlines.ts');
  const builder = join(widgetsDir, 'src', 'store-locator', 'outline-data.ts');
  return {
    name: 'gh-map-outlines',
    async load(id) {
      if (id !== dataModule) return null;
      const { buildOutlines } = await tsImport(pathToFileURL(builder).href, import.meta.url);
      const read = async (set) =>
        JSON.parse(await readFile(require.resolve(`world-atlas/countries-${set}.json`), 'utf8'));
      const outlines = buildOutlines(await read('50m'), await read('110m'));
      return `export const OUTLINES = ${JSON.stringify(outlines)};`;
    },
  };
}
