/**
 * Content pages as HTML with islands (issue 42): the home page, news, trend reports, inspiration,
 * projects, design partners and the standard pages are built without Gatsby's runtime, and the
 * site's islands (site/src/islands/) give them their behaviour, as they do a product page's
 * (issue 44); the catalogue, search, calculator and find-stores pages keep the runtime. This guards the build (no content page may
 * refer to the runtime) and checks what the islands keep: the samples count from storage without
 * the widget, the data-layer events of a trend report's product list, the links prefetched on
 * hover, and a page with the runtime opening a content page.
 */
import { expect, type Page, test } from '../support/test';
import { open, REGIONS, regional, siteRoutes, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const DESKTOP = { width: 1280, height: 800 };

/** What only a page with Gatsby's runtime carries: its scripts, chunk map and page path. */
const RUNTIME_REFERENCE =
  /(?:webpack-runtime|framework|app|component---[\w-]+)-[0-9a-f]{8,}\.js|___chunkMapping|window\.pagePath|\/page-data\//;

/** Routes of SPEC.md section 2.1 that keep the runtime: the rooms and highlights list products. */
const keepsRuntime = (route: string) =>
  route.startsWith('/inspiration/rooms/') || route.startsWith('/grouped-highlights/');

const RUNTIME_PAGES = [
  '/au/products/',
  '/au/search/',
  '/au/calculator/',
  '/au/find-stores/',
  '/au/inspiration/rooms/bedroom/',
];

test('no content page refers to Gatsby’s runtime, and every page runs the islands', async ({
  request,
}) => {
  const routes = (await siteRoutes(request)).filter((route) => !keepsRuntime(route));
  const paths = [
    ...REGIONS.flatMap((region) => routes.map((route) => regional(region, route))),
    // Product pages, which are HTML with islands too (issue 44).
    '/au/products/alpine-boucle/',
    '/nz/products/alpine-boucle/',
    // The unprefixed pages that send a visitor to their region.
    '/',
    '/news/',
    '/support/',
  ];
  const referring: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    if (response.status() === 404) continue; // a route a region does not have
    expect(response.ok(), path).toBe(true);
    const html = await response.text();
    expect(html, path).toContain('<script type="module" src="/islands/site.js">');
    if (RUNTIME_REFERENCE.test(html)) referring.push(path);
  }
  expect(referring).toEqual([]);
  for (const path of RUNTIME_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(RUNTIME_REFERENCE);
    expect(html, path).toContain('<script type="module" src="/islands/site.js">');
  }
});

/** The scripts a page requested, by path. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a content page loads the islands alone before any interaction', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const scripts = scriptRequests(page);
  await open(page, '/au/news/installation-standards/');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !path.startsWith('/islands/'))).toEqual([]);
});

test('a returning visitor’s basket count shows in the header without the samples widget, which comes when reached for', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => {
    const variant = (colourId: string, name: string) => ({
      name,
      globalItemId: `GHRES-1001-${colourId}`,
      productCode: 'GHRES-1001',
      colourId,
      sampleInStock: true,
      sampleInStockNz: true,
    });
    const product = { productCode: 'GHRES-1001', name: 'Demo', brands: ['GH'] };
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
  });
  const scripts = scriptRequests(page);
  await open(page, '/au/support/');
  const samples = page.locator('.site-header [data-widget="gh-samples"]');
  await expect(samples.getByRole('button', { name: 'Samples 2' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.filter((path) => path.startsWith('/widgets/'))).toEqual([]);

  await samples.getByRole('button', { name: 'Samples 2' }).click();
  await expect(samples.getByRole('dialog')).toBeVisible();
  expect(scripts.filter((path) => path.startsWith('/widgets/')).length).toBeGreaterThan(0);
});

type Message = { event?: string; ecommerce?: Record<string, unknown> };
const events = async (page: Page, name: string) =>
  (
    await page.evaluate(() => (window as unknown as { dataLayer?: Message[] }).dataLayer ?? [])
  ).filter((message) => message.event === name);

test('a trend report’s product list sends view_item_list once in view and select_item on a choice, as the catalogue’s lists do', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/inspiration/trend-reports/balanced-brights/');
  const list = page.locator('#shop-the-look .product-grid');
  test.skip((await list.count()) === 0, 'this trend report has no shop-the-look list');
  // Below the fold: nothing is sent until it is scrolled into view.
  expect(await events(page, 'view_item_list')).toEqual([]);
  await list.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(1);

  // The items are the build's cards, in order, as the runtime list reports them (cardItem).
  const cards = await list
    .locator('[data-item]')
    .evaluateAll((items) =>
      items.map((item) => JSON.parse((item as HTMLElement).dataset.item ?? '')),
    );
  const [view] = await events(page, 'view_item_list');
  expect(view?.ecommerce).toMatchObject({
    item_list_id: 'trend_shop_the_look',
    item_list_name: 'Balanced Brights: shop the look',
    items: cards.map((card) => expect.objectContaining(card)),
  });

  // A choice: select_item with that one card (the page stays, to read the data layer).
  await page.evaluate(() =>
    document.addEventListener('click', (event) => event.preventDefault(), { once: true }),
  );
  await list.locator('.product-card__link').nth(1).click();
  const [select] = await events(page, 'select_item');
  expect(select?.ecommerce).toMatchObject({
    item_list_id: 'trend_shop_the_look',
    items: [expect.objectContaining({ ...cards[1], item_list_id: 'trend_shop_the_look' })],
  });
  expect(await events(page, 'view_item_list')).toHaveLength(1);
});

test('links between content pages are prefetched on hover by speculation rules, and open as full loads', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/news/');
  const rules = JSON.parse(
    (await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
  );
  expect(rules.prefetch?.[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
  const article = page.locator('main a[href^="/au/news/"]').first();
  const href = await article.getAttribute('href');
  await article.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // A full load: a new document, ready again through its own islands.
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => 'pagePath' in window)).toBe(false);
});

test('a page with the runtime opens a content page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/products/');
  await page
    .locator('.site-footer')
    .getByRole('link', { name: /news|guides/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/au\/news\//);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The header works there: the drawer's and the menu's island is in the page.
  await page.getByRole('button', { name: 'Carpet', exact: true }).hover();
  await expect(page.locator('#mega-menu-carpet')).toBeVisible();
});

test('a page with the runtime opens a product page whose colours, pictures and buttons work', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/products/');
  const card = page.locator('.product-grid .product-card__link').first();
  const name = (await card.locator('.product-card__name').textContent())?.trim() ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Opened by Gatsby's router, not loaded: the runtime is still in the page.
  expect(await page.evaluate(() => typeof (window as { ___navigate?: unknown }).___navigate)).toBe(
    'function',
  );
  // The colour changes in place (the page's island answers it, its code fetched as the router
  // opened the page), not by loading the page again.
  await page.waitForFunction(() => customElements.get('site-product') !== undefined);
  await page.evaluate(() => {
    (window as { keptPage?: boolean }).keptPage = true;
  });
  const other = page.locator('.colour-picker__option:not([aria-current])').first();
  const otherName = (await other.getAttribute('aria-label')) ?? '';
  await other.click();
  await expect(page.getByText(/^Colour: /)).toHaveText(`Colour: ${otherName}`);
  await expect(page).toHaveURL(/\?colour=/);
  expect(await page.evaluate(() => (window as { keptPage?: boolean }).keptPage)).toBe(true);
  await expect(page.locator('.product-gallery__slide img').first()).toHaveAttribute(
    'alt',
    new RegExp(`^${name} in ${otherName}`),
  );
  await page.locator('.product-gallery__thumb').nth(1).click();
  await expect(page.locator('.product-gallery__thumb').nth(1)).toHaveAttribute(
    'aria-current',
    'true',
  );
  const visualiser = page
    .locator('.product-actions [data-widget="gh-visualiser"]')
    .getByRole('button', { name: 'Room Visualiser' });
  await visualiser.click();
  await expect(page.getByRole('dialog', { name: 'Room Visualiser' })).toBeVisible();
});
