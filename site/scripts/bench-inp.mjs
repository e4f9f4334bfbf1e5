#!/usr/bin/env node
// `node site/scripts/bench-inp.mjs`: how long a phone takes to answer the header's two taps on
// the content page types of issue 42: opening the menu drawer and opening the search box. For
// each page and each tap, a fresh visit in headless Chromium at a 375 px phone viewport with the
// CPU throttled 4x (CDP Emulation.setCPUThrottlingRate) loads the page, waits until it is idle,
// taps, and reads the interaction's duration (INP: from the input to the next paint) from a
// PerformanceObserver of `event` entries, with its three parts: the input delay, the handlers'
// processing and the wait for the paint. Each figure is the median of BENCH_RUNS visits. A tap is
// the touchscreen's at the button's centre (touch down and up at once), so a tap's pointer, touch
// and click events all count from the touch. Not Playwright's page.tap: before tapping, it adds
// listeners to the page to check what the tap hits, and they run inside the interaction (about
// 8 ms at 4x CPU, which figures taken that way counted as the page's). Beside INP, 'shown' is how
// long after the touch the frame that first shows what the tap opened was rendered: INP ends at
// the first paint, which on a page that opens the drawer a task later (the old Gatsby runtime's
// React effect did) shows only the pressed button.
//
// Each visit is a first visit (a fresh browser context). It measures the build already in
// var/site/current and dist/widgets (npm run build), served by the reference server on a fresh
// database in a temporary folder, or, with BENCH_URL set, a server already running there.
//   BENCH_RUNS=<n>     visits per page and tap (default 5)
//   BENCH_PAGES=<a,b>  only these paths
//   BENCH_CPU=<n>      CPU slowdown (default 4)
import { loadavg } from 'node:os';
// Playwright through @playwright/test, the repository's declared dependency (it is playwright-core's).
import { chromium } from '@playwright/test';
import { benchPages, CONTENT_PAGES, launchChrome, median } from './bench-support.mjs';
import { startFreshReferenceServer } from './reference-server.mjs';

const say = (message) => console.log(`[site bench:inp] ${message}`);

const PAGES = benchPages(CONTENT_PAGES);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = Math.max(1, Number(process.env.BENCH_CPU ?? 4));
/** The target: no worse than the old Gatsby runtime's figure. */
const TARGET_MS = 32;
/** The smallest duration Event Timing reports; a faster interaction leaves no entry. */
const EVENT_TIMING_THRESHOLD_MS = 16;

/** The taps measured: the header's buttons (components/header/Header.tsx) and what each opens. */
const TAPS = {
  menu: { button: '.site-header__drawer-toggle', opened: 'dialog.drawer[open]' },
  search: { button: '.search-toggle', opened: '.search-toggle[aria-expanded="true"]' },
};

/**
 * Runs in the page before its own scripts: gathers each interaction's events (the pointer, touch
 * and click events of one tap share an interactionId) as web-vitals' onINP attribution does: its
 * duration is its longest event's, split into the input delay (to the first handler), the
 * handlers' processing (to the last one's end) and the wait for the next paint.
 */
function observeInteractions(threshold) {
  const interactions = new Map();
  window.__ghInteractions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = interactions.get(entry.interactionId);
      interactions.set(entry.interactionId, {
        start: Math.min(seen?.start ?? entry.startTime, entry.startTime),
        end: Math.max(seen?.end ?? 0, entry.startTime + entry.duration),
        processingStart: Math.min(seen?.processingStart ?? Infinity, entry.processingStart),
        processingEnd: Math.max(seen?.processingEnd ?? 0, entry.processingEnd),
      });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** Resolves once the main thread has had an idle period after the page settled. */
function whenIdle() {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 }));
}

/** The interactions seen so far, once the frame after the tap has painted. */
function interactionsSeen() {
  const timed = ({ start, end, processingStart, processingEnd }) => ({
    start,
    ms: end - start,
    delay: processingStart - start,
    processing: processingEnd - processingStart,
    paint: end - processingEnd,
  });
  // Event Timing entries are queued after the next paint and delivered to the observer some
  // frames later (later on a busy machine): wait for one, frame by frame. A tap answered under
  // the threshold leaves none, so after two seconds of frames there is none to wait for.
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const seen = [...window.__ghInteractions.values()];
      if (seen.length > 0 || performance.now() - started > 2000) resolve(seen.map(timed));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Runs in the page just before the tap: notes when the frame that first shows `opened` has been
 * rendered (a frame callback, then a task after that frame's work), however many tasks and frames
 * the page takes to get there after the tap. INP ends at the first paint after the tap, which may
 * show only part of the answer (a page that opens the drawer a frame later is not timed to it);
 * this is when the visitor sees what the tap asked for.
 */
function watchShown(opened) {
  window.__ghShownAt = undefined;
  const rendered = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__ghShownAt = performance.now();
      }),
    );
  const observer = new MutationObserver(() => {
    if (!document.querySelector(opened)) return;
    observer.disconnect();
    rendered();
  });
  observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
}

/** When the frame showing what the tap opened was rendered (performance.now), frame by frame. */
function shownAt() {
  return new Promise((resolve) => {
    const check = () => {
      if (window.__ghShownAt !== undefined) resolve(window.__ghShownAt);
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** One fresh visit: load, idle, tap, and the tap's interaction (null when under the threshold). */
async function measureTap(browser, url, tap) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeInteractions, EVENT_TIMING_THRESHOLD_MS);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-site-ready="true"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(whenIdle);
    await page.evaluate(watchShown, TAPS[tap].opened);
    const box = await page.locator(TAPS[tap].button).boundingBox();
    if (!box) throw new Error(`${url}: ${TAPS[tap].button} is not shown`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector(TAPS[tap].opened, { state: 'attached', timeout: 30_000 });
    const interactions = await page.evaluate(interactionsSeen);
    const slowest = interactions.sort((a, b) => b.ms - a.ms)[0];
    if (!slowest) return null;
    return { ...slowest, shownAfter: (await page.evaluate(shownAt)) - slowest.start };
  } finally {
    await context.close();
  }
}

/** The middle run by duration; a run under the threshold sorts below every measured one. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a?.ms ?? 0) - (b?.ms ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A duration as printed: under the threshold, Event Timing says only that it was fast. */
const shown = (run) => (run ? String(Math.round(run.ms)) : `< ${EVENT_TIMING_THRESHOLD_MS}`);
const phases = (run) =>
  run ? [run.delay, run.processing, run.paint].map((ms) => Math.round(ms)).join(' / ') : '';

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop() {} }
  : await startFreshReferenceServer('gh-inp-bench-');
const chrome = await launchChrome();
const rows = [];
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  for (const path of PAGES) {
    const row = { page: path };
    for (const tap of Object.keys(TAPS)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measureTap(browser, `${server.url}${path}`, tap));
      }
      const middle = medianRun(runs);
      row[`${tap} INP (ms)`] = shown(middle);
      row[`${tap}: delay / processing / paint`] = phases(middle);
      const shownAfter = runs.filter(Boolean).map((run) => run.shownAfter);
      row[`${tap}: shown (ms)`] = shownAfter.length ? String(Math.round(median(shownAfter))) : '';
      say(
        `${path} ${tap}: ${runs.map(shown).join(', ')} ms; shown after ${shownAfter.map(Math.round).join(', ')} ms`,
      );
    }
    rows.push(row);
    say(`${path}: ${JSON.stringify(row)}`);
  }
  await browser.close();
} finally {
  await chrome.kill();
  server.stop();
}
say(
  `median of ${RUNS} fresh visits, 375 px phone, CPU ${CPU_SLOWDOWN}x slower; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
say(`target: opening the menu or the search box ≤ ${TARGET_MS} ms`);
console.table(rows);
