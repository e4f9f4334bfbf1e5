// What the site's benches share: the headless Chromium their Lighthouse runs use, the Lighthouse
// version they report, the pages they measure, a median, and the pages a build wrote.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';

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

export const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

export const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;

/** One page of each content page type of issue 42 (built without Gatsby's runtime). */
export const CONTENT_PAGES = [
  '/au/',
  '/au/news/',
  '/au/news/installation-standards/',
  '/au/inspiration/trend-reports/',
  '/au/inspiration/trend-reports/balanced-brights/',
  '/au/about-us/',
];

/** The pages a bench measures: BENCH_PAGES (comma-separated paths) if set, else `defaults`. */
export const benchPages = (defaults) =>
  (process.env.BENCH_PAGES?.split(',') ?? defaults).map((path) => path.trim());

/** The middle of `values` (the mean of the two middle ones when their count is even). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The HTML pages under `folder` (each page is a folder's index.html). */
export function countPages(folder) {
  let pages = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(folder, entry.name));
    else if (entry.name === 'index.html') pages += 1;
  }
  return pages;
}
