#!/usr/bin/env node
// `node site/scripts/bench-content.mjs` (run by `npm run bench -w site`): the content site's
// figures. A clean `gatsby build` (its time and the pages it wrote), then Lighthouse (mobile,
// headless Chromium) on the home page, a trend report and a news article served by the reference
// server: performance, accessibility, best practices, SEO, LCP, CLS and TBT.
// `--no-build` measures the site already in public/.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { countPages, launchChrome, lighthouseVersion } from './bench-support.mjs';
import { startFreshReferenceServer } from './reference-server.mjs';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(site, '..');
const say = (message) => console.log(`[site bench] ${message}`);
const PAGES = {
  home: '/au/',
  'trend report': '/au/inspiration/trend-reports/natural-tactiles/',
  'news article': '/au/news/installation-standards/',
};
function build() {
  spawnSync(process.execPath, [join(root, 'node_modules', 'gatsby', 'cli.js'), 'clean'], {
    cwd: site,
    stdio: 'ignore',
  });
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(site, 'scripts', 'build.mjs')], {
    cwd: site,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('gatsby build failed');
  return (Date.now() - started) / 1000;
}

const noBuild = process.argv.includes('--no-build');
const buildSeconds = noBuild ? null : build();
if (buildSeconds !== null) say(`content build: gatsby build in ${buildSeconds.toFixed(1)} s`);
say(
  `pages: ${countPages(join(site, 'public'))} HTML pages in public/ (regional and redirect pages)`,
);

const server = await startFreshReferenceServer('gh-site-bench-');
const chrome = await launchChrome();
try {
  const options = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const rows = [];
  for (const [name, path] of Object.entries(PAGES)) {
    // The first visit renders and caches the page's images in the media service, as a CDN would
    // already hold them; the second is measured.
    await lighthouse(`${server.url}${path}`, options);
    const { lhr } = await lighthouse(`${server.url}${path}`, options);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP (ms)': Math.round(audit('largest-contentful-paint')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'TBT (ms)': Math.round(audit('total-blocking-time')),
    });
  }
  say(`Lighthouse ${lighthouseVersion} (mobile, simulated throttling, headless Chromium):`);
  console.table(rows);
} finally {
  await chrome.kill();
  server.stop();
}
