/**
 * Every route of the content site answers under every region prefix with the header and the
 * footer (SPEC.md section 2.1, DESIGN.md section 6), and an unprefixed path sends the visitor to
 * their region.
 */
import { expect, test } from '../support/test';
import { open, REGIONS, regional, siteRoutes, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

test('every route answers 200 with the header and footer in au, nz and na', async ({ request }) => {
  test.setTimeout(120_000);
  const routes = await siteRoutes(request);
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  for (const region of REGIONS) {
    for (const route of routes) {
      const path = regional(region, route);
      const response = await request.get(path, { maxRedirects: 0 });
      const html = response.ok() ? await response.text() : '';
      if (response.status() !== 200) failures.push(`${path}: HTTP ${response.status()}`);
      else if (!html.includes('class="site-header') || !html.includes('class="site-footer')) {
        failures.push(`${path}: no header or footer`);
      } else if (!/<link[^>]*rel="canonical"[^>]*href="https?:/.test(html)) {
        failures.push(`${path}: no canonical link`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('a page is marked up in its own region: links, canonical and title', async ({ page }) => {
  await open(page, '/nz/news/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nz\/news\/$/);
  await expect(page).toHaveTitle(/News/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /News/);
  const articleLinks = page.locator('main a[href*="/news/"]');
  await expect(articleLinks.first()).toBeVisible();
  for (const href of await articleLinks.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )) {
    expect(href).toMatch(/^\/nz\/news\//);
  }
});

test('in-site links written for au in the CMS point at the current region', async ({ page }) => {
  await open(page, '/na/');
  const slideLinks = page.locator('.slide a');
  await expect(slideLinks.first()).toBeAttached();
  for (const href of await slideLinks.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )) {
    expect(href).not.toMatch(/^\/(au|nz)\//);
  }
});

test('an unprefixed path goes to the stored region', async ({ page }) => {
  await open(page, '/nz/about-us/');
  await page.goto('/support/');
  await expect(page).toHaveURL(/\/nz\/support\/$/);
});

test('an unprefixed path goes to the geo-ip region when none is stored', async ({ page }) => {
  await page.route('**/geo-ip', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'us' }),
  );
  await page.goto('/news/?from=mail');
  await expect(page).toHaveURL(/\/na\/news\/\?from=mail$/);
});

test('an unprefixed path goes to au when the region is unknown', async ({ page }) => {
  await page.route('**/geo-ip', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/au\/$/);
});

test('a mistyped address shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/au/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can’t find that page/);
});

test('the 404 page offers a way back in', async ({ page }) => {
  await open(page, '/404/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can’t find that page/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    '/au/',
  );
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeVisible();
});
