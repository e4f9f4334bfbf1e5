/**
 * A page with only <gh-samples> (issue 14 item 7, light pages): the button and its count load
 * first, and the modal's code (its chunk, with the dialog, the colours and the order rules) is
 * fetched only when the visitor reaches for the button; then the modal works as ever.
 */

import { productColours } from '../support/samples';
import { expect, type Page, test } from '../support/test';

/** The product on the demo page's card, with colours in stock in au. */
const PRODUCT_CODE = 'GH1069';

/** Every widget chunk the page fetches, by file name. */
function watchChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('response', (response) => {
    const name = /\/widgets\/chunks\/([^/?]+)$/.exec(response.url())?.[1];
    if (name) chunks.push(name);
  });
  return chunks;
}

/**
 * A page of the server's origin (the widget calls the reference backend) with only the loader and
 * one <gh-samples>, loaded until its button shows and nothing more is on its way; answers the
 * widget and the widget chunks the page fetched, by file name.
 */
async function samplesAlone(page: Page, baseURL: string | undefined) {
  const chunks = watchChunks(page);
  await page.goto('/widgets/custom-elements.json');
  await page.setContent(
    `<script type="module" src="${baseURL}/widgets/gh-widgets.js"></script><main></main>`,
  );
  await page.waitForFunction(() => Boolean(Symbol.for('gh.widgets.origin') in globalThis));
  await page.evaluate((productCode) => {
    const element = document.createElement('gh-samples');
    element.setAttribute('product-code', productCode);
    element.setAttribute('region', 'au');
    document.querySelector('main')?.append(element);
  }, PRODUCT_CODE);
  const samples = page.locator('gh-samples');
  await expect(samples.getByRole('button', { name: 'Free Samples' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { chunks, samples };
}

/** The name of a colour of the product in stock in au, as the catalogue API gives it. */
async function colourInStock(page: Page): Promise<string> {
  const colours = await productColours(page, PRODUCT_CODE);
  const variant = colours.find((candidate) => candidate.sampleInStock);
  if (!variant) throw new Error(`${PRODUCT_CODE} has no colour in stock in au`);
  return variant.name;
}

const isModalChunk = (name: string) => /^(SamplesPanel|OrderForm|Dialog)-[0-9a-f]+\.js$/.test(name);

test('loads the button and its count without the modal’s code, which arrives when the button is pressed', async ({
  page,
  baseURL,
}) => {
  const { chunks, samples } = await samplesAlone(page, baseURL);
  const button = samples.getByRole('button', { name: 'Free Samples' });
  // The page is settled: the button's own chunk is in, and nothing else is on its way.
  expect(chunks.some((name) => /^samples-[0-9a-f]+\.js$/.test(name))).toBe(true);
  expect(chunks.filter(isModalChunk)).toEqual([]);
  await expect(samples.getByRole('dialog')).toHaveCount(0);

  await button.click();
  const modal = samples.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Select Colours' })).toBeVisible();
  expect(chunks.some((name) => /^SamplesPanel-[0-9a-f]+\.js$/.test(name))).toBe(true);
  // The order details are a chunk of their own again, fetched when they first show.
  expect(chunks.some((name) => /^OrderForm-[0-9a-f]+\.js$/.test(name))).toBe(false);

  const name = await colourInStock(page);
  await modal.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(samples.getByRole('button', { name: 'Samples 1' })).toBeAttached();
  await modal.getByRole('button', { name: 'Order Samples' }).click();
  await expect(modal.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(modal.getByLabel('First name', { exact: true })).toBeVisible();
  expect(chunks.some((name) => /^OrderForm-[0-9a-f]+\.js$/.test(name))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(samples.getByRole('button', { name: 'Samples 1' })).toBeFocused();
});

test('fetches the modal’s code ahead of the click when the visitor points at the button', async ({
  page,
  baseURL,
}) => {
  const { chunks, samples } = await samplesAlone(page, baseURL);
  expect(chunks.filter(isModalChunk)).toEqual([]);
  await samples.getByRole('button', { name: 'Free Samples' }).hover();
  await expect
    .poll(() => chunks.some((name) => /^SamplesPanel-[0-9a-f]+\.js$/.test(name)))
    .toBe(true);
  await expect(samples.getByRole('dialog')).toHaveCount(0);
});
