#!/usr/bin/env node
// `node site/scripts/bench-speed.mjs` (run by `npm run bench -w site`): page speed on a phone for
// the page types of issue 10 and the content page types of issue 42. For each page and each
// visitor (a first visit; a returning visitor with a basket, a stored store-search location and
// the region alert dismissed, whose scripts may also come from the browser's cache), the median
// of 3 Lighthouse mobile runs
// (simulated throttling, headless Chromium) of performance, accessibility, LCP, TBT and CLS, after
// one unmeasured visit that renders and caches the page's images in the media service; and the
// JavaScript the page loads: its scripts' bytes on the wire and gzipped (level 9) whatever the
// server sent, so the figure does not depend on the server compressing.
//
// It measures the build already in site/public/, served by the reference server on a fresh
// database in a temporary folder, or, with BENCH_URL set, a server already running there.
//   BENCH_RUNS=<n>     Lighthouse runs per page (default 3)
//   BENCH_PAGES=<a,b>  only these paths
//   BENCH_VISITS=<a,b> only these visitors: first, returning (default both)
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  benchPages,
  CONTENT_PAGES,
  launchChrome,
  lighthouseVersion,
  median,
} from './bench-support.mjs';
import { startFreshReferenceServer } from './reference-server.mjs';

const say = (message) => console.log(`[site bench] ${message}`);

const PAGES = benchPages([
  ...CONTENT_PAGES,
  '/au/inspiration/',
  '/au/sustainability/',
  '/au/products/',
  '/au/products/alpine-boucle/',
  '/au/find-stores/',
]);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const VISITS = (process.env.BENCH_VISITS?.split(',') ?? ['first', 'returning']).map((visit) =>
  visit.trim(),
);
/** Issue 10's and issue 42's targets, printed beside the figures. */
const TARGETS =
  'performance ≥ 95, accessibility 100, LCP ≤ 2500 ms, TBT ≤ 200 ms, CLS ≤ 0.02, JS ≤ 100 KB gzip (find-stores ≤ 130); content pages: JS ≤ 10 KB gzip on a first visit and ≤ 30 KB for a returning visitor, performance 100, TBT ≤ 20 ms';

/**
 * What a returning visitor has stored (the shapes the widgets' persisted stores write): two
 * samples in the basket, the location of a store search, the region alert dismissed and the
 * region chosen. Runs in the page.
 */
function storeReturningVisitor() {
  const totals = {
    feet: 0,
    lineal: 0,
    metres: 0,
    subTotal: 0,
    subTotalFeet: 0,
    wastage: 10,
    yards: 0,
  };
  const root = {
    location: { center: { lat: -33.87, lng: 151.21 }, name: 'Sydney', radius: 10 },
    regionAlert: { dismissed: true },
    rows: { units: 'metric', rows: [], totals: { carpet: totals, hardFlooring: totals } },
  };
  window.localStorage.setItem('root', JSON.stringify({ state: root, version: 1 }));
  const variant = (colourId, name) => ({
    name,
    globalItemId: `GHRES-1001-${colourId}`,
    productCode: 'GHRES-1001',
    colourId,
    sampleInStock: true,
    sampleInStockNz: true,
  });
  const product = {
    productCode: 'GHRES-1001',
    name: 'Demo',
    brands: ['GH'],
    sampleAvailable: true,
  };
  window.localStorage.setItem(
    'root:samples:GHRES',
    JSON.stringify({
      state: {
        variantSamples: [variant('01', 'Oat'), variant('02', 'Slate')],
        productMap: { 'GHRES-1001': product },
      },
      version: 1,
    }),
  );
  window.localStorage.setItem('gh-region', 'au');
}

/**
 * Sets the server origin's storage in the benched browser: the returning visitor's, or empty for
 * a first visit. (Lighthouse's own storage reset leaves localStorage as it is.)
 */
async function prepareStorage(chromePort, origin, returning) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(returning ? storeReturningVisitor : () => window.localStorage.clear());
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const gzipCache = new Map();
/** A script's size gzipped at level 9, fetched again so the server's own encoding does not count. */
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/** The scripts a Lighthouse run saw loading: bytes on the wire and gzipped. */
async function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith('http'),
  );
  let wire = 0;
  let gzip = 0;
  let largest = 0;
  for (const script of scripts) {
    wire += script.transferSize ?? 0;
    const size = await gzipBytes(script.url);
    gzip += size;
    largest = Math.max(largest, size);
  }
  return { count: scripts.length, wire, gzip, largest };
}

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop() {} }
  : await startFreshReferenceServer('gh-speed-bench-');
const chrome = await launchChrome();
const rows = [];
try {
  const options = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  for (const path of PAGES) {
    const url = `${server.url}${path}`;
    for (const visit of VISITS) {
      // A first visit starts with empty storage and cache (Lighthouse clears the cache); a
      // returning visitor keeps what the storage holds and what the browser cached on the
      // unmeasured visit.
      const returning = visit === 'returning';
      const visitOptions = { ...options, disableStorageReset: returning };
      await prepareStorage(chrome.port, server.url, returning);
      await lighthouse(url, visitOptions);
      const runs = [];
      // A run Lighthouse could not finish (a protocol timeout on a busy machine) is run again.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt += 1) {
        const { lhr } = await lighthouse(url, visitOptions);
        if (lhr.runtimeError) say(`${path}: run again after ${lhr.runtimeError.code}`);
        else runs.push(lhr);
      }
      if (runs.length === 0) throw new Error(`${path}: no Lighthouse run finished`);
      const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const js = await scriptBytes(runs[0]);
      const kb = (bytes) => Number((bytes / 1024).toFixed(1));
      rows.push({
        page: path,
        visit,
        runs: runs.length,
        performance: median(runs.map((lhr) => score(lhr, 'performance'))),
        accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
        'LCP (ms)': Math.round(median(runs.map((lhr) => audit(lhr, 'largest-contentful-paint')))),
        'TBT (ms)': Math.round(median(runs.map((lhr) => audit(lhr, 'total-blocking-time')))),
        CLS: Number(median(runs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))).toFixed(3)),
        scripts: js.count,
        'JS gzip (KB)': kb(js.gzip),
        'largest script gzip (KB)': kb(js.largest),
        'JS on the wire (KB)': kb(js.wire),
      });
      say(`${path} (${visit}): ${JSON.stringify(rows[rows.length - 1])}`);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
say(
  `Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${RUNS} runs; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
say(`targets: ${TARGETS}`);
console.table(rows);
