/**
 * The home page (issue 11, item 6): ways into the ranges from the primary navigation, and card
 * grids whose rows are all full, at phone and desktop widths.
 */
import { expect, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const TILES = {
  au: [
    ['Carpet', '/au/products?type=CPT'],
    ['Hard Flooring', '/au/products?type=HF'],
  ],
  nz: [
    ['Carpet', '/nz/products?type=CPT'],
    ['Hard Flooring', '/nz/products?type=HF'],
  ],
  na: [['Discover', '/na/products?type=CPT']],
} as const;

for (const [region, tiles] of Object.entries(TILES)) {
  test(`the ${region} home page leads into its ranges`, async ({ page }) => {
    await open(page, `/${region}/`);
    const links = page.getByRole('navigation', { name: 'Our ranges' }).getByRole('link');
    await expect(links).toHaveCount(tiles.length);
    for (const [index, [label, href]] of tiles.entries()) {
      await expect(links.nth(index)).toContainText(label);
      expect((await links.nth(index).getAttribute('href'))?.replace('/?', '?')).toBe(href);
    }
  });
}

for (const width of [375, 700, 1280]) {
  test(`at ${width} px every home grid fills its rows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/au/');
    const grids = page.locator('.card-grid__list');
    await expect(grids.first()).toBeVisible();
    const rows = await grids.evaluateAll((lists) =>
      lists.map((list) => {
        const perRow = new Map<number, number>();
        for (const item of list.children) {
          const top = Math.round((item as HTMLElement).getBoundingClientRect().top);
          perRow.set(top, (perRow.get(top) ?? 0) + 1);
        }
        return [...perRow.values()];
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const counts of rows) expect(new Set(counts).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
