#!/usr/bin/env node
// `node site/scripts/bench-content.mjs` (run by `npm run bench -w site`): the content site's
// figures. A clean `gatsby build` (its time and the pages it wrote), then Lighthouse (mobile,
// headless Chromium) on the home page, a trend report and a news article served by the reference
// server: performance, accessibility, best practices, SEO, LCP, CLS and TBT.
// `--no-build` measures the site already in public/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(site, '..');
const say = (message) => console.log(`[site bench] ${message}`);
const PAGES = {
  home: '/au/',
  'trend report': '/au/inspiration/trend-reports/natural-tactiles/',
  'news article': '/au/news/installation-standards/',
};
const chromePath =
  process.env.CHROME_PATH ??
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function countPages(folder) {
  let pages = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(folder, entry.name));
    else if (entry.name === 'index.html') pages += 1;
  }
  return pages;
}

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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The reference server on a fresh database in a temporary folder, serving public/. */
async function startServer() {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'gh-site-bench-'));
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'src', 'main.ts')],
    {
      cwd: join(root, 'server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        GH_DB_PATH: join(folder, 'bench.sqlite'),
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the reference server exited');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('the reference server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop() {
      server.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;

const noBuild = process.argv.includes('--no-build');
const buildSeconds = noBuild ? null : build();
if (buildSeconds !== null) say(`content build: gatsby build in ${buildSeconds.toFixed(1)} s`);
say(
  `pages: ${countPages(join(site, 'public'))} HTML pages in public/ (regional and redirect pages)`,
);

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
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
