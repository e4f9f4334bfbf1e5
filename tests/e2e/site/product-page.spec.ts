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
  test(`at ${viewport.width} px the first screen shows the name, the colour, the colour laid in a room and Free Samples; the gallery holds its rooms and its close-up`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/au/products/alpine-boucle/');
    await expect(page.getByRole('heading', { level: 1, name: 'Alpine Boucle' })).toBeInViewport({
      ratio: 1,
    });
    const colour = (await page.getByText(/^Colour: /).textContent())?.replace('Colour: ', '');
    await expect(page.getByText(/^Colour: /)).toBeInViewport({ ratio: 1 });
    const first = page.locator('.product-gallery__slide img').first();
    await expect(first).toBeInViewport();
    await expect(first).toHaveAttribute(
      'alt',
      new RegExp(`^Alpine Boucle in ${colour}, laid in an? [a-z’ -]+$`),
    );
    expect(new URL((await first.getAttribute('src')) ?? '', page.url()).pathname).toMatch(
      /\/room-shots\/[a-z-]+\/GHRES-\d+-\d+\.jpg$/,
    );
    await expect(
      page
        .locator('.product-actions [data-widget="gh-samples"]')
        .getByRole('button', { name: 'Free Samples' }),
    ).toBeInViewport({ ratio: 1 });
    // The colour in its rooms and close up: a thumbnail for each, the first a room.
    const thumbs = page.getByRole('list', { name: 'Choose a picture' }).getByRole('button');
    const labels = await thumbs.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(labels[0]).toMatch(/^Show the (?!close-up)/);
    expect(labels[1]).toBe('Show the close-up');
    expect(labels.length).toBeGreaterThanOrEqual(3);
    // No empty box beside or under the pictures: the thumbnails sit right under the slider.
    const slider = await page.locator('.product-gallery__slider').boundingBox();
    const row = await page.locator('.product-gallery__thumbs').boundingBox();
    expect((row?.y ?? 0) - ((slider?.y ?? 0) + (slider?.height ?? 0))).toBeLessThan(24);
  });
}

test('the gallery swipes between the rooms and the close-up, a thumbnail chosen by keyboard shows its picture, and another colour changes every picture', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/au/products/alpine-boucle/');
  const slider = page.locator('.product-gallery__slider');
  // swiper is not loaded for a page only looked at; it takes over as the visitor reaches for it.
  await page.waitForLoadState('networkidle');
  await expect(slider).not.toHaveClass(/swiper-initialized/);
  await slider.hover();
  await expect(slider).toHaveClass(/swiper-initialized/);
  const current = page.locator('.product-gallery__thumb[aria-current="true"]');
  await expect(current).not.toHaveAttribute('aria-label', 'Show the close-up');

  // A swipe to the left shows the next picture: the close-up.
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(current).toHaveAttribute('aria-label', 'Show the close-up');
  await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('alt', /, close up$/);

  // The third thumbnail, reached by keyboard, shows the third picture: another room.
  const third = page.locator('.product-gallery__thumb').nth(2);
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-current', 'true');
  const thirdAlt = await page.locator('.swiper-slide-active img').getAttribute('alt');
  expect(thirdAlt).toMatch(/, laid in an? /);

  // Another colour: the same rooms, its own floor.
  const before = await page.locator('.product-gallery__slide img').first().getAttribute('src');
  const other = page.locator('.colour-picker__option:not([aria-current])').first();
  const otherName = await other.getAttribute('aria-label');
  await other.click();
  await expect(page.getByText(/^Colour: /)).toHaveText(`Colour: ${otherName}`);
  const first = page.locator('.product-gallery__slide img').first();
  await expect(first).not.toHaveAttribute('src', before ?? '');
  await expect(first).toHaveAttribute('alt', new RegExp(`^Alpine Boucle in ${otherName}, laid in`));
});
