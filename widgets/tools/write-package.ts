// Part of `npm run build:package -w widgets` (after rollup.package.config.mjs): writes the
// package's manifest, typings and element declarations into widgets/dist/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderPackageFiles } from './package-files';

const outDir = join(__dirname, '..', 'dist');
for (const [path, text] of Object.entries(renderPackageFiles())) {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), text);
}
console.log('[widgets] wrote dist/custom-elements.json, dist/types/ and the element declarations');
