/**
 * The product page's actions and specifications (issue 11 item 5): Free Samples the primary
 * action and Room Visualiser a secondary one, and a specification table from the catalogue
 * fields, at phone and desktop widths.
 */
import { expect, test } from '../support/test';
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

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the first screen shows the name, the colour, the image and Free Samples; the gallery shows three different views`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/au/products/alpine-boucle/');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpine Boucle' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByText(/^Colour: /)).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.product-gallery__main img')).toBeInViewport();
    await expect(
      page
        .locator('.product-actions [data-widget="gh-samples"]')
        .getByRole('button', { name: 'Free Samples' }),
    ).toBeInViewport({ ratio: 1 });
    // Close-up, the sample as it arrives, and a room: three images of three different things.
    const sources = await page
      .locator('.product-gallery img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname.split('/').at(-2)),
      );
    expect(sources).toEqual(['patterns', 'swatches', 'cameos']);
  });
}
