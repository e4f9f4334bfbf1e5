#!/usr/bin/env node
// `node site/scripts/bench-speed.mjs` (run by `npm run bench -w site`): page speed on a phone for
// the six page types of issue 10. For each page, the median of 3 Lighthouse mobile runs
// (simulated throttling, headless Chromium) of performance, accessibility, LCP, TBT and CLS, after
// one unmeasured visit that renders and caches the page's images in the media service; and the
// JavaScript the page loads: its scripts' bytes on the wire and gzipped (level 9) whatever the
// server sent, so the figure does not depend on the server compressing.
//
// It measures the build already in site/public/, served by the reference server on a fresh
// database in a temporary folder, or, with BENCH_URL set, a server already running there.
//   BENCH_RUNS=<n>     Lighthouse runs per page (default 3)
//   BENCH_PAGES=<a,b>  only these paths
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchChrome, lighthouseVersion } from './bench-support.mjs';
import { startFreshReferenceServer } from './reference-server.mjs';

const say = (message) => console.log(`[site bench] ${message}`);

const PAGES = (
  process.env.BENCH_PAGES?.split(',') ?? [
    '/au/',
    '/au/products/',
    '/au/products/alpine-boucle/',
    '/au/inspiration/trend-reports/balanced-brights/',
    '/au/news/installation-standards/',
    '/au/find-stores/',
  ]
).map((path) => path.trim());
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Issue 10's targets, printed beside the figures. */
const TARGETS =
  'performance ≥ 95, accessibility 100, LCP ≤ 2500 ms, TBT ≤ 200 ms, CLS ≤ 0.02, JS ≤ 100 KB gzip (find-stores ≤ 130)';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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
    await lighthouse(url, options);
    const runs = [];
    // A run Lighthouse could not finish (a protocol timeout on a busy machine) is run again.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt += 1) {
      const { lhr } = await lighthouse(url, options);
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
    say(`${path}: ${JSON.stringify(rows[rows.length - 1])}`);
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
