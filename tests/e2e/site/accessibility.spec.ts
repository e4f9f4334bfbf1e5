/**
 * An axe scan of each page type of the content site (DESIGN.md section 8): no serious or critical
 * violations, at desktop width and, for the pages with the most layout, at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const PAGE_TYPES: Record<string, string> = {
  home: '/au/',
  'home (na)': '/na/',
  'standard page': '/au/about-us/',
  'support page': '/nz/support/',
  'sustainability page': '/au/sustainability/people/work-force/',
  'warranty page': '/au/warranty/',
  'legal page': '/na/privacy/',
  inspiration: '/au/inspiration/',
  'trend reports': '/au/inspiration/trend-reports/',
  'trend report': '/au/inspiration/trend-reports/natural-tactiles/',
  'built-in trend card page': '/nz/inspiration/trend-reports/wellness/',
  'design partners': '/au/inspiration/design-partners/',
  'design partner': '/au/inspiration/design-partners/mara-ellison/',
  projects: '/au/inspiration/projects/',
  project: '/au/inspiration/projects/coastal-apartment/',
  room: '/au/inspiration/rooms/kitchen/',
  news: '/au/news/',
  article: '/au/news/installation-standards/',
  'grouped highlights': '/au/grouped-highlights/cpt-styles/',
  '404': '/404/',
};

const seriousViolations = (page: Page) => seriousFindings(new AxeBuilder({ page }));

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`the ${type} page has no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path);
    await expect(page.locator('footer.site-footer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open mega menu and the open mobile drawer have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/au/');
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('button', { name: 'Inspiration' })
    .hover();
  await expect(page.locator('#mega-menu-inspiration')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'Carpet', exact: true })
    .click();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the search results page, with results and with none, has no serious or critical axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/au/search/?q=charcoal');
    // The results page lists products as the product list's cards, a matched colour on each.
    await expect(page.locator('.product-card__link').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, '/au/search/?q=zzqqxx');
    await expect(page.getByRole('status')).toHaveText('No results for ‘zzqqxx’');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the region alert has no serious or critical axe violations', async ({ page }) => {
  await page.route('**/geo-ip', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'nz' }),
  );
  await open(page, '/au/news/');
  await expect(page.getByRole('region', { name: 'Region' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
