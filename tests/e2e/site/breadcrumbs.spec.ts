/**
 * Breadcrumbs on the catalogue pages (the shopping-journey issue, item 2): a visible trail at 375
 * and 1280 px whose links lead up the catalogue, the page itself marked current, and the same
 * trail as schema.org BreadcrumbList data in the page head.
 */
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

async function structuredTrail(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] })
    .find((data) => data['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []) as { position: number; name: string; item: string }[];
}

for (const width of [375, 1280]) {
  test(`a product page shows its trail through its range and type at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/au/products/alpine-boucle/');
    const crumbs = trail(page).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Products', 'Carpet', /.+/, 'Alpine Boucle']);
    await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
    await expect(trail(page)).toBeInViewport();
    const items = await structuredTrail(page);
    expect(items.map((item) => item.name)).toEqual(
      await crumbs.evaluateAll((elements) => elements.map((e) => e.textContent)),
    );
    expect(items.at(-1)?.item).toMatch(/\/au\/products\/alpine-boucle\/$/);

    await trail(page).getByRole('link', { name: 'Carpet' }).click();
    await expect(page).toHaveURL(/\/au\/products\/\?type=CPT$/);
  });
}

test('a product-type page sits under Products', async ({ page }) => {
  await open(page, '/nz/product-types/wool-carpet/');
  await expect(trail(page).getByRole('listitem')).toHaveText(['Home', 'Products', 'Wool']);
  expect((await structuredTrail(page)).map((item) => item.position)).toEqual([1, 2, 3]);
});

test('the product list sits under Home', async ({ page }) => {
  await open(page, '/au/products/');
  await expect(trail(page).getByRole('listitem')).toHaveText(['Home', 'Products']);
  await trail(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/au\/$/);
});

test('a collection sits under Collections', async ({ page }) => {
  await open(page, '/au/collections/');
  const first = page.locator('main a[href*="/au/collections/"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/au\/collections\/.+\/$/);
  const crumbs = trail(page).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'Collections', /.+/]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    (await crumbs.last().textContent()) ?? '',
  );
});
