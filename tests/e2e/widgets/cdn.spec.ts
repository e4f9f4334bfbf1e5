/**
 * Pinned loading from the widget CDN (issue 14): a retailer's page on another origin loads a
 * released version (`/widgets/{version}/gh-widgets.js`) or its major line
 * (`/widgets/v{major}/gh-widgets.js`) as a module script with `crossorigin` and the `integrity`
 * hash of integrity.json, and the widget works; the chunks the loader imports are pinned by an
 * import map's `integrity` table; a file whose bytes differ from its hash is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page } from '../support/test';

/** `cdn`: the widget CDN's address, this server's /widgets. */
const test = base.extend<{ cdn: string }>({
  cdn: async ({ baseURL }, use) => {
    await use(`${baseURL}/widgets`);
  },
});

/**
 * The retailer's site: a server of the test's own on another port and host name (localhost, where
 * the CDN is 127.0.0.1), so another origin; both are on this machine, as Chromium lets a page
 * load loopback resources only from a loopback origin. Each test's page is at a path of its own.
 */
let retailer: Server;
let RETAILER = '';
const retailerPages = new Map<string, string>();

test.beforeAll(async () => {
  retailer = createServer((request, response) => {
    const page = retailerPages.get(request.url ?? '');
    response.writeHead(page === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
    });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => retailer.listen(0, '127.0.0.1', resolve));
  RETAILER = `http://localhost:${(retailer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => retailer.close(resolve));
});

type Integrity = Record<string, string>;

interface Release {
  version: string;
  major: string;
  integrity: Integrity;
}

async function release(page: Page): Promise<Release> {
  const response = await page.request.get('/widgets/integrity.json');
  expect(response.ok()).toBe(true);
  const integrity = (await response.json()) as Integrity;
  const versions = Object.keys(integrity)
    .map((file) => /^(\d+\.\d+\.\d+[^/]*)\/gh-widgets\.js$/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined);
  expect(versions).toHaveLength(1);
  const version = versions[0] as string;
  return { version, major: `v${version.split('.')[0]}`, integrity };
}

/**
 * The release's copy-paste snippet (`/widgets/{version}/snippet.html`, written by the build for
 * its CDN address): the import map with the hash of every chunk of the release, then the loader
 * with its own. Returned for this server's address, put in place of the build's.
 */
async function pinnedSnippet(page: Page, cdn: string, { version }: Release): Promise<string> {
  const response = await page.request.get(`/widgets/${version}/snippet.html`);
  expect(response.ok()).toBe(true);
  const snippet = await response.text();
  const built = new RegExp(`src="([^"]+)/${version.replace(/\./g, '\\.')}/gh-widgets\\.js"`).exec(
    snippet,
  )?.[1];
  if (!built) throw new Error(`snippet.html loads no ${version}/gh-widgets.js`);
  return snippet.split(`${built}/`).join(`${cdn}/`);
}

/** Opens the retailer's page with `head` in its head and one calculator in its body. */
async function openRetailerPage(page: Page, head: string): Promise<void> {
  const path = `/flooring/${test.info().testId}/`;
  retailerPages.set(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Carpet World</title>${head}</head><body><main><h1>Our calculator</h1><gh-calculator region="au"></gh-calculator></main></body></html>`,
  );
  await page.goto(`${RETAILER}${path}`);
}

/** The loader at `loader` (a path under the CDN) as a module script pinned by its hash. */
const pinnedLoader = (cdn: string, pinned: Release, loader: string) =>
  `<script type="module" src="${cdn}/${loader}" integrity="${pinned.integrity[loader]}" crossorigin="anonymous"></script>`;

/** Serves the file at `url` with bytes added to it, as a CDN (or someone on the way) might. */
async function serveAltered(page: Page, url: string | RegExp, addition: string): Promise<void> {
  await page.route(url, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}${addition}` });
  });
}

/** The calculator works: DESIGN.md section 7's 4 × 5 m room. */
async function expectWorkingCalculator(page: Page): Promise<void> {
  const calculator = page.locator('gh-calculator');
  await calculator.getByLabel('Width').fill('4');
  await calculator.getByLabel('Length').fill('5');
  await expect(calculator.locator('[data-total="metres"] dd')).toHaveText('22 SQM');
}

test('a retailer page on another origin with the release’s snippet.html pasted whole loads the pinned release and works', async ({
  page,
  cdn,
}) => {
  const pinned = await release(page);
  const widgetFiles: { url: string; allowOrigin: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${cdn}/`)) {
      widgetFiles.push({
        url: response.url(),
        allowOrigin: response.headers()['access-control-allow-origin'],
      });
    }
  });
  const loader = `${pinned.version}/gh-widgets.js`;
  const snippet = await pinnedSnippet(page, cdn, pinned);
  // The snippet is pasted whole: its import map names every chunk of the release, and only those.
  const map = JSON.parse(
    /<script type="importmap">([\s\S]*?)<\/script>/.exec(snippet)?.[1] ?? '{}',
  );
  const chunks = Object.keys(pinned.integrity).filter((file) =>
    file.startsWith(`${pinned.version}/chunks/`),
  );
  expect(Object.keys(map.integrity).sort()).toEqual(chunks.map((file) => `${cdn}/${file}`).sort());
  for (const file of chunks) expect(map.integrity[`${cdn}/${file}`]).toBe(pinned.integrity[file]);
  expect(snippet).toContain(
    `<script type="module" src="${cdn}/${loader}"\n  integrity="${pinned.integrity[loader]}" crossorigin="anonymous"></script>`,
  );
  expect(snippet.indexOf('<script type="importmap">')).toBeLessThan(
    snippet.indexOf('<script type="module" src='),
  );
  await openRetailerPage(page, snippet);
  await expectWorkingCalculator(page);
  expect(new URL(page.url()).origin).not.toBe(new URL(cdn).origin);

  // Every file came from the release's folder, each one listed with its hash, over CORS.
  const scripts = widgetFiles.filter(({ url }) => url.endsWith('.js'));
  expect(scripts.map(({ url }) => url)).toContain(`${cdn}/${loader}`);
  expect(scripts.some(({ url }) => /\/chunks\/calculator-[0-9a-f]+\.js$/.test(url))).toBe(true);
  for (const { url, allowOrigin } of scripts) {
    const file = url.slice(cdn.length + 1);
    expect(file.startsWith(`${pinned.version}/`)).toBe(true);
    expect(pinned.integrity[file]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(allowOrigin).toBe('*');
  }
});

test('the major line’s loader loads with its SRI hash from another origin and imports the release’s chunks', async ({
  page,
  cdn,
}) => {
  const pinned = await release(page);
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/chunks/')) chunks.push(response.url());
  });
  const loader = `${pinned.major}/gh-widgets.js`;
  await openRetailerPage(page, pinnedLoader(cdn, pinned, loader));
  await expectWorkingCalculator(page);
  expect(chunks.length).toBeGreaterThan(0);
  for (const url of chunks) expect(url.startsWith(`${cdn}/${pinned.version}/chunks/`)).toBe(true);
});

test('a loader whose bytes do not match its integrity hash is refused, and no widget is defined', async ({
  page,
  cdn,
}) => {
  const pinned = await release(page);
  const loader = `${pinned.version}/gh-widgets.js`;
  // The CDN (or someone between it and the visitor) serves altered code under the pinned name.
  await serveAltered(page, `${cdn}/${loader}`, "\ndocument.title = 'tampered';");
  const refused = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
  await openRetailerPage(page, pinnedLoader(cdn, pinned, loader));
  expect((await refused).type()).toBe('error');
  await expect(page).toHaveTitle('Carpet World');
  expect(await page.evaluate(() => customElements.get('gh-calculator') === undefined)).toBe(true);
  expect(await page.evaluate(() => Symbol.for('gh.widgets.origin') in globalThis)).toBe(false);
});

test('a chunk whose bytes do not match the import map’s hash is refused: the widget is not defined', async ({
  page,
  cdn,
}) => {
  const pinned = await release(page);
  await serveAltered(page, /\/chunks\/calculator-[0-9a-f]+\.js$/, '\n;');
  const failed = page.waitForEvent('console', (message) =>
    message.text().includes('[gh-widgets] could not load <gh-calculator>'),
  );
  await openRetailerPage(page, await pinnedSnippet(page, cdn, pinned));
  await failed;
  // The loader itself ran (its hash matched); the altered chunk never did.
  expect(await page.evaluate(() => Symbol.for('gh.widgets.origin') in globalThis)).toBe(true);
  expect(await page.evaluate(() => customElements.get('gh-calculator') === undefined)).toBe(true);
});

test('a release’s files are cached for a year, the major line’s loader briefly, all open to any origin', async ({
  page,
}) => {
  const pinned = await release(page);
  const chunk = Object.keys(pinned.integrity).find((file) =>
    file.startsWith(`${pinned.version}/chunks/runtime-`),
  );
  expect(chunk).toBeDefined();
  for (const file of [`${pinned.version}/gh-widgets.js`, chunk as string]) {
    const response = await page.request.get(`/widgets/${file}`, {
      headers: { Origin: RETAILER },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
  }
  const major = await page.request.get(`/widgets/${pinned.major}/gh-widgets.js`, {
    headers: { Origin: RETAILER },
  });
  expect(major.headers()['cache-control']).toMatch(/max-age=\d+/);
  expect(major.headers()['cache-control']).not.toContain('immutable');
  expect(major.headers()['access-control-allow-origin']).toBe('*');
});

test('the demo page prints the release’s snippet for its own address', async ({ page, cdn }) => {
  const expected = await pinnedSnippet(page, cdn, await release(page));
  await page.goto('/widgets/demo/#pinned');
  await expect(page.locator('#pinned-snippet')).toHaveText(expected.trimEnd());
});
