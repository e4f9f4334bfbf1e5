/**
 * The site on the widgets' page runtime (@gh/widgets/runtime): the header's calculator modal is
 * the widgets' one Dialog, so it keeps focus inside, locks the page's scrolling and gives focus
 * back to its link as the samples modal does (the filter drawer's own check is in
 * product-list-shopper.spec.ts); and the site's stores are the widgets' stores, so a sample added
 * in one tab reaches another tab's header, and the region switch empties the basket on the page
 * at once, with no synthetic storage event.
 */

import { catalogueProduct } from '../support/catalogue';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const DESKTOP = { width: 1280, height: 800 };

const focusInOpenDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
const pageOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);
const headerSamples = (page: Page) => page.locator('.site-header [data-widget="gh-samples"]');

test('the header’s calculator modal keeps focus inside, locks scrolling, closes on Escape and returns focus, by keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/');
  const link = page.locator('.header-utility').getByRole('link', { name: /calculator/i });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /calculator/i });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.locator('[data-widget="gh-calculator"]').getByLabel('Width').first(),
  ).toBeVisible();
  expect(await focusInOpenDialog(page)).toBe(true);
  expect(await pageOverflow(page)).toBe('hidden');

  // Round the modal and back: through the calculator's own controls, never out of the modal.
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInOpenDialog(page)).toBe(true);
  }
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInOpenDialog(page)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(await pageOverflow(page)).not.toBe('hidden');

  // By mouse: the Close button does the same.
  await link.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('a sample added in one tab shows in another tab’s header, and leaving the region empties it in both', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  const product = await catalogueProduct<{
    slug: string;
    sampleAvailable: boolean;
    variants: { name: string; slug: string; sampleInStock: boolean }[];
  }>(
    page,
    'a colour in stock',
    (item) => item.sampleAvailable && item.variants.some((variant) => variant.sampleInStock),
  );
  const colour = product.variants.find((variant) => variant.sampleInStock) as { slug: string };

  const other = await context.newPage();
  await other.setViewportSize(DESKTOP);
  await stubMedia(other);
  await open(other, '/au/products/');
  await expect(headerSamples(other).getByRole('button', { name: 'Free Samples' })).toBeVisible();

  // The first tab is the one the visitor uses now; the other stays open behind it.
  await page.bringToFront();
  await open(page, `/au/products/${product.slug}/?colour=${colour.slug}`);
  const samples = page.locator('.product-actions [data-widget="gh-samples"]');
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await expect(headerSamples(page).getByRole('button', { name: 'Samples 1' })).toBeVisible();
  await samples.getByRole('dialog').press('Escape');

  // The other tab hears the basket's storage event and its header follows.
  await expect(headerSamples(other).getByRole('button', { name: 'Samples 1' })).toBeVisible();

  // The region switch empties the basket through the page's one store: this page's header and
  // product button at once, and the other tab through storage.
  await page.getByRole('button', { name: /^Region:/ }).click();
  await page.getByRole('link', { name: /New Zealand/ }).click();
  await expect(page).toHaveURL(/\/nz\/$/);
  await expect(headerSamples(page).getByRole('button', { name: 'Free Samples' })).toBeVisible();
  await expect(headerSamples(other).getByRole('button', { name: 'Free Samples' })).toBeVisible();
  await other.close();
});
