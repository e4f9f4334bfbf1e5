/**
 * The product page's actions and specifications (issue 11 item 5): Free Samples the primary
 * action and Room Visualiser a secondary one, and a specification table from the catalogue
 * fields, at phone and desktop widths.
 */
import { expect, test } from '@playwright/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

for (const width of [375, 1280]) {
  test(`at ${width} px the product page leads with Free Samples and lists its specifications`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/au/products/alpine-boucle/');
    const specs = page.getByRole('region', { name: 'Specifications' });
    const rows = specs.getByRole('row');
    await expect(rows.getByRole('rowheader')).toHaveText([
      'Type',
      'Sub type',
      'Yarn',
      'Brands',
      'Collection',
      'Product code',
      /^Colours \(\d+\)$/,
    ]);
    await expect(rows.filter({ hasText: 'Product code' }).getByRole('cell')).toHaveText('GH1069');
    await expect(specs.getByRole('link', { name: 'Heritage Collection' })).toHaveAttribute(
      'href',
      /\/au\/collections\/heritage-collection\/?$/,
    );

    const samples = page
      .locator('.product-actions [data-widget="gh-samples"]')
      .getByRole('button', { name: 'Free Samples' });
    const visualiser = page
      .locator('.product-actions [data-widget="gh-visualiser"]')
      .getByRole('button', { name: 'Room Visualiser' });
    await expect(samples).toBeVisible();
    await expect(visualiser).toBeVisible();
    const fill = (element: Element) => getComputedStyle(element).backgroundColor;
    // The primary action is filled; the secondary one is an outline on the page's paper.
    expect(await visualiser.evaluate(fill)).toBe('rgb(255, 255, 255)');
    expect(await samples.evaluate(fill)).not.toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
