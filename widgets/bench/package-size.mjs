#!/usr/bin/env node
// Part of `npm run bench -w widgets`: the npm package's size, as `npm run tarball -w widgets` makes
// it (build:package stages widgets/package/, then `npm pack --dry-run` reports the tarball it
// would write), against its budget. Issue 26: 332,935 B packed, 1.56 MB unpacked, 106 files
// before the package was minified and its shared chunks shipped once.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { packed: 225 * 1024, unpacked: 800 * 1024 };

execFileSync('npm', ['run', 'build:package'], { cwd: widgetsDir, stdio: 'ignore' });
const report = execFileSync('npm', ['pack', './package', '--dry-run', '--json'], {
  cwd: widgetsDir,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
});
const [pack] = JSON.parse(report);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (bytes, budget) =>
  `${kb(bytes)} (budget ${kb(budget)}: ${bytes <= budget ? 'met' : 'MISSED'})`;
console.log('\n[bench:widgets] the npm package (npm run tarball -w widgets)');
console.log(`  ${pack.filename}: ${verdict(pack.size, BUDGET.packed)} packed`);
console.log(`  ${verdict(pack.unpackedSize, BUDGET.unpacked)} unpacked, ${pack.entryCount} files`);
