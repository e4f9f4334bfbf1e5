#!/usr/bin/env node
// `npm run bench -w site`: the catalogue pages' figures (bench-catalogue.mjs: build time and page
// count at the demo size and at scale, Lighthouse on catalogue pages; it leaves the demo build in
// public/), then the content pages' figures on that build (bench-content.mjs: page count and
// Lighthouse on the home page, a trend report and a news article), then page speed on a phone for
// the six page types of issue 10 on the same build (bench-speed.mjs: median of 3 Lighthouse mobile
// runs and the JavaScript each page loads), then edit-to-live time (bench-publish.mjs: a news
// title changed through JSON:API, the build hook, the page polled) at the demo size and, unless
// BENCH_SCALE=0, on the 10,000-product database bench-catalogue.mjs seeded.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts = dirname(fileURLToPath(import.meta.url));
for (const [script, ...args] of [
  ['bench-catalogue.mjs'],
  ['bench-content.mjs', '--no-build'],
  ['bench-speed.mjs'],
  ['bench-publish.mjs'],
  ...(process.env.BENCH_SCALE === '0' ? [] : [['bench-publish.mjs', '--scale']]),
]) {
  const result = spawnSync(process.execPath, [join(scripts, script), ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
