/**
 * Products carry their features (issue 40, item 1): each feature page lists its products as the
 * product list does, and the product list filters by feature, with counts, by mouse and by
 * keyboard, at 375 and 1280 px.
 */
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** How many products of a region the catalogue API lists for a query. */
async function listed(page: Page, region: string, query: string): Promise<number> {
  const response = await page.request.get(
    `/api/catalogue/products?website=GHRES&region=${region}&limit=1&${query}`,
  );
  return Number(response.headers()['x-total-count']);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('a feature page lists the products of the region that have it', async ({ page }) => {
      for (const [region, slug, title] of [
        ['au', 'pet-friendly', 'Pet Friendly'],
        ['nz', 'waterproof', 'Waterproof'],
        ['na', 'soft-underfoot', 'Soft Underfoot'],
      ] as const) {
        const total = await listed(page, region, `feature=${slug}`);
        expect(total).toBeGreaterThan(0);
        await open(page, `/${region}/features/${slug}/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('.product-list__count')).toHaveText(
          `${total} product${total === 1 ? '' : 's'}`,
        );
        await expect(page.locator('.product-card')).toHaveCount(Math.min(total, 24));
      }
    });

    test('the product list filters by feature, each offered with its count, by keyboard', async ({
      page,
    }) => {
      const total = await listed(page, 'au', 'feature=stain-resistant');
      const carpets = await listed(page, 'au', 'type=CPT&feature=stain-resistant');
      await open(page, '/au/products/?type=CPT');
      await expect(page.locator('.product-list__layout')).toHaveAttribute('data-ready', 'true');
      const wide = viewport.width >= 768;
      if (!wide) await page.getByRole('button', { name: /^Filters/ }).click();
      const form = wide
        ? page.getByRole('complementary', { name: 'Filters' })
        : page.getByRole('dialog', { name: 'Filters' });
      // Counted among the carpets, the list's type.
      const feature = form
        .getByRole('group', { name: 'Features' })
        .getByRole('checkbox', { name: `Stain Resistant (${carpets})` });
      await feature.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/\?type=CPT&feature=stain-resistant$/);
      if (!wide) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
      await expect(page.locator('.product-list__count')).toHaveText(`${carpets} products`);
      await expect(
        page.getByRole('button', { name: 'Remove filter: Stain Resistant' }),
      ).toBeVisible();
      // Without the type, the feature's own count: every stain-resistant product.
      await page.getByRole('button', { name: 'Remove filter: Carpet' }).click();
      await expect(page).toHaveURL(/\?feature=stain-resistant$/);
      await expect(page.locator('.product-list__count')).toHaveText(`${total} products`);
    });
  });
}
