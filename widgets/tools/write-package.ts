// Part of `npm run build:package -w widgets` (after rollup.package.config.mjs): writes the
// package's manifest, typings and element declarations into widgets/dist/, then stages the
// published package in widgets/package/: its package.json (publishedManifest), README.md,
// LICENSE and a copy of dist/. `npm run tarball -w widgets` packs that folder.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type PackageManifest, publishedManifest, renderPackageFiles } from './package-files';

const widgetsDir = join(__dirname, '..');
const outDir = join(widgetsDir, 'dist');
for (const [path, text] of Object.entries(renderPackageFiles())) {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), text);
}
console.log('[widgets] wrote dist/custom-elements.json, dist/types/ and the element declarations');

const stage = join(widgetsDir, 'package');
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage);
const source = JSON.parse(
  readFileSync(join(widgetsDir, 'package.json'), 'utf8'),
) as PackageManifest;
writeFileSync(
  join(stage, 'package.json'),
  `${JSON.stringify(publishedManifest(source), null, 2)}\n`,
);
for (const file of ['README.md', 'LICENSE']) cpSync(join(widgetsDir, file), join(stage, file));
cpSync(outDir, join(stage, 'dist'), { recursive: true });
console.log(
  '[widgets] staged the published package in widgets/package/ (npm run tarball -w widgets)',
);
