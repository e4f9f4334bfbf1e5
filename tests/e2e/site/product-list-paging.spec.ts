/**
 * The product list a page of cards at a time (issue 10): a list asks the catalogue API for one
 * page of cards (`view=card`, 24), 'Show more' adds the next page and keeps the number of pages in
 * the URL, Back returns to as many cards as were shown, and the whole catalogue is never
 * downloaded. The demo catalogue fits on one page, so these tests run the real server on a
 * database seeded with a larger catalogue (server/seed/cli.ts, as the server bench does), serving
 * the same built site; the filtered lists come from its API.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/test/server-process';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';
import { expectCardNames, results } from './product-list';

const repoRoot = join(__dirname, '..', '..', '..');
const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const PAGE_SIZE = 24;
const FILTER = 'type=CPT';

test.describe.configure({ mode: 'serial' });

let folder = '';
let server: ChildProcess | null = null;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  folder = mkdtempSync(join(tmpdir(), 'gh-e2e-paging-'));
  const database = join(folder, 'catalogue.sqlite');
  execFileSync(
    process.execPath,
    [tsx, 'seed/cli.ts', '--products', '240', '--stores', '20', '--db', database],
    { cwd: join(repoRoot, 'server'), stdio: 'ignore' },
  );
  const port = await freePort();
  // The app over the seeded database as it is (the normal start would reseed it at demo size).
  server = spawn(process.execPath, [tsx, 'bench/serve.ts'], {
    cwd: join(repoRoot, 'server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', GH_DB_PATH: database },
    stdio: 'ignore',
  });
  origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error('the seeded server exited');
        return fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 180_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The names of the first `count` matching products, in the API's order. */
async function apiNames(count: number): Promise<{ names: string[]; total: number }> {
  const response = await fetch(
    `${origin}/api/catalogue/products?region=au&${FILTER}&limit=${count}&view=card`,
  );
  expect(response.ok).toBe(true);
  const products = (await response.json()) as { name: string }[];
  return {
    names: products.map((product) => product.name),
    total: Number(response.headers.get('x-total-count')),
  };
}

/** Every catalogue products request the page makes, as URLs. */
function productRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/catalogue/products')) seen.push(url);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await stubMedia(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a filtered list shows one page of cards, and Show more adds the next page and puts it in the URL', async ({
  page,
}) => {
  const { names, total } = await apiNames(PAGE_SIZE * 2);
  expect(total, 'the seeded catalogue must need more than two pages').toBeGreaterThan(
    PAGE_SIZE * 2,
  );
  const requests = productRequests(page);
  await open(page, `${origin}/au/products/?${FILTER}`);
  await expect(results(page).locator('.product-card')).toHaveCount(PAGE_SIZE);
  await expectCardNames(page, names.slice(0, PAGE_SIZE));
  await expect(page.getByText(`Showing ${PAGE_SIZE} of ${total} products`)).toBeVisible();

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?${FILTER}&pages=2$`));
  await expect(results(page).locator('.product-card')).toHaveCount(PAGE_SIZE * 2);
  await expectCardNames(page, names);
  await expect(page.getByText(`Showing ${PAGE_SIZE * 2} of ${total} products`)).toBeVisible();

  // One page of cards per request: never the whole catalogue, never whole products.
  expect(requests.length).toBeGreaterThan(0);
  for (const url of requests) {
    expect(url.searchParams.get('view'), url.href).toBe('card');
    expect(Number(url.searchParams.get('limit')), url.href).toBe(PAGE_SIZE);
  }
});

test('Back to a list after Show more restores the pages shown', async ({ page }) => {
  const { names } = await apiNames(PAGE_SIZE * 3);
  await open(page, `${origin}/au/products/?${FILTER}&pages=2`);
  await expect(results(page).locator('.product-card')).toHaveCount(PAGE_SIZE * 2);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?${FILTER}&pages=3$`));
  await expect(results(page).locator('.product-card')).toHaveCount(
    Math.min(names.length, PAGE_SIZE * 3),
  );

  // Leave the list within the site, then come back.
  await page.locator('.site-header__logo').click();
  await expect(page).toHaveURL(/\/au\/$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/au/products/\\?${FILTER}&pages=3$`));
  await expect(results(page).locator('.product-card')).toHaveCount(
    Math.min(names.length, PAGE_SIZE * 3),
  );
  await expectCardNames(page, names);
});

test('changing a filter starts again from the first page', async ({ page }) => {
  await open(page, `${origin}/au/products/?${FILTER}&pages=2`);
  await expect(results(page).locator('.product-card')).toHaveCount(PAGE_SIZE * 2);
  await page
    .getByRole('group', { name: 'Type' })
    .getByRole('checkbox', { name: 'Hard Flooring', exact: true })
    .click();
  await expect(page).toHaveURL(/\?type=CPT&type=HF$/);
  await expect(results(page).locator('.product-card')).toHaveCount(PAGE_SIZE);
});
