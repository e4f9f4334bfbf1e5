#!/usr/bin/env node
// `node site/scripts/bench-catalogue.mjs` (run by `npm run bench -w site`): the site's build time and page count at the demo size and at 10,000
// products, then Lighthouse (mobile) on /au/products/, a product page and /au/find-stores/ of the
// demo build. The scale build runs first, so that site/public/ is the demo build afterwards.
//
//   BENCH_SCALE=0           skip the 10,000-product build
//   BENCH_SCALE_DB=<file>   the scale database (default var/bench.sqlite, seeded when missing)
//   BENCH_LIGHTHOUSE=0      skip Lighthouse
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countPages } from './bench-support.mjs';
import { startReferenceServer } from './reference-server.mjs';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(site, '..');
const say = (message) => console.log(`[site bench] ${message}`);
const rows = [];

/**
 * The reference server over a database, serving the built site and every API. A scale database
 * is served as it is (server/bench/serve.ts): the normal start would seed it back to demo size.
 */
const startServer = (database, { asSeeded = false } = {}) =>
  startReferenceServer({
    ...(asSeeded ? { entry: join(root, 'server', 'bench', 'serve.ts') } : {}),
    env: { GH_DB_PATH: database },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeoutMs: 600_000,
  });

async function build(label, database, options) {
  const server = await startServer(database, options);
  try {
    const products = Number(
      (await fetch(`${server.url}/api/catalogue/products?limit=1`)).headers.get('x-total-count'),
    );
    say(`${label}: building against ${database} (${products} au products)`);
    const started = Date.now();
    const result = spawnSync(process.execPath, [join(site, 'scripts', 'build.mjs')], {
      cwd: site,
      env: { ...process.env, DRUPAL_URL: server.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`the ${label} build failed (${result.status})`);
    const seconds = (Date.now() - started) / 1000;
    const pages = countPages(join(site, 'public'));
    rows.push([`build ${label}`, `${seconds.toFixed(1)} s`, `${pages} pages`]);
    say(`${label}: ${pages} pages in ${seconds.toFixed(1)} s`);
  } finally {
    server.stop();
  }
}

async function lighthouse(url) {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Once to warm the media cache (images render on first request), then the measured run.
    const options = { port: chrome.port, output: 'json', logLevel: 'error' };
    await run(url, options);
    const { lhr } = await run(url, options);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    return { performance: score('performance'), accessibility: score('accessibility'), cls, lcp };
  } finally {
    chrome.kill();
  }
}

const scaleDb = process.env.BENCH_SCALE_DB ?? join(root, 'var', 'bench.sqlite');
if (process.env.BENCH_SCALE !== '0') {
  if (!existsSync(scaleDb)) {
    say(`seeding ${scaleDb} at 10,000 products`);
    const seeded = spawnSync(
      'npm',
      [
        'run',
        'seed',
        '-w',
        'server',
        '--',
        '--products',
        '10000',
        '--stores',
        '50000',
        '--db',
        scaleDb,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (seeded.status !== 0) throw new Error('seeding the scale database failed');
  }
  await build('10,000 products', scaleDb, { asSeeded: true });
}
const demoDb = process.env.GH_DB_PATH ?? join(root, 'var', 'gh.sqlite');
await build('demo catalogue', demoDb);

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const server = await startServer(demoDb);
  try {
    const products = await (
      await fetch(`${server.url}/api/catalogue/products?region=au&limit=1`)
    ).json();
    const paths = ['/au/products/', `/au/products/${products[0].slug}/`, '/au/find-stores/'];
    for (const path of paths) {
      const result = await lighthouse(`${server.url}${path}`);
      rows.push([
        `lighthouse mobile ${path}`,
        `performance ${result.performance}, accessibility ${result.accessibility}`,
        `CLS ${result.cls.toFixed(3)}, LCP ${Math.round(result.lcp)} ms`,
      ]);
    }
  } finally {
    server.stop();
  }
}

const load = (await import('node:os')).loadavg()[0].toFixed(1);
console.log(`\nsite bench (load average ${load} on this machine)`);
for (const row of rows) console.log(`  ${row.join('  |  ')}`);
