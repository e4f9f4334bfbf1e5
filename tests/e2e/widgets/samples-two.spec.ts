/**
 * Two <gh-samples> on one page (/widgets/demo/two-samples.html), one per product card: they
 * share one basket and the region's maximum, each opens its own modal, an order from either
 * holds the samples of both products and empties both buttons, and another tab follows along.
 */

import { readTestDatabase } from '../support/database';
import { fillContact, orderPlaced, pickAddress, productColours } from '../support/samples';
import { expect, type Locator, type Page, test } from '../support/test';

const PAGE = '/widgets/demo/two-samples.html';
/** The products on the page's two cards. */
const CARPET = 'GH1069';
const HARD_FLOORING = 'GH1013';

/** A product's colours with a sample in stock in the region, from the catalogue API. */
async function coloursInStock(page: Page, productCode: string, region: 'au' | 'nz') {
  const colours = await productColours(page, productCode, region);
  return colours.filter((variant) =>
    region === 'au' ? variant.sampleInStock : variant.sampleInStockNz,
  );
}

/** The colours in stock in the region of both cards' products: carpets and boards. */
async function cardColours(page: Page, region: 'au' | 'nz') {
  const carpets = await coloursInStock(page, CARPET, region);
  const boards = await coloursInStock(page, HARD_FLOORING, region);
  return { carpets, boards };
}

/** The colours of an order as the server stored them; undefined against another server. */
function storedItems(orderId: string): string[] | undefined {
  return readTestDatabase((db) => {
    const rows = db
      .prepare('SELECT global_item_id FROM sample_order_items WHERE order_id = ? ORDER BY position')
      .all(orderId) as { global_item_id: string }[];
    return rows.map((row) => row.global_item_id);
  });
}

let carpet: Locator;
let hardFlooring: Locator;

async function load(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  carpet = page.locator('#samples-carpet');
  hardFlooring = page.locator('#samples-hard-flooring');
  await expect(carpet.getByRole('button', { name: 'Free Samples' })).toBeVisible();
  await expect(hardFlooring.getByRole('button', { name: 'Free Samples' })).toBeVisible();
}

const colour = (element: Locator, name: string) =>
  element.getByRole('dialog').getByRole('button', { name: new RegExp(`^${name}`) });

/** Opens an element's modal, chooses these colours, and closes it again with Escape. */
async function choose(page: Page, element: Locator, names: string[]) {
  await element.getByRole('button', { name: /Samples/ }).click();
  for (const name of names) await colour(element, name).click();
  await page.keyboard.press('Escape');
  await expect(element.getByRole('dialog')).toBeHidden();
}

test('two buttons share one basket, each with its own modal, and au allows 3 samples across both', async ({
  page,
}) => {
  await load(page);
  const { carpets, boards } = await cardColours(page, 'au');
  await choose(page, carpet, [carpets[0]?.name ?? '', carpets[1]?.name ?? '']);
  await expect(hardFlooring.getByRole('button', { name: 'Samples 2' })).toBeVisible();

  await hardFlooring.getByRole('button', { name: 'Samples 2' }).click();
  await expect(carpet.getByRole('dialog')).toBeHidden();
  const modal = hardFlooring.getByRole('dialog');
  await colour(hardFlooring, boards[0]?.name ?? '').click();
  await expect(
    modal.getByText('You can order up to 3 free samples at a time.', { exact: false }),
  ).toBeVisible();
  await expect(modal.getByText('3 of 3 samples chosen')).toBeVisible();
  await expect(colour(hardFlooring, boards[1]?.name ?? '')).toBeDisabled();
  const basket = modal.getByRole('region', { name: 'Your samples' });
  await expect(basket.getByRole('listitem')).toHaveCount(3);
  await expect(basket).toContainText(carpets[0]?.name ?? '');
  await expect(carpet.getByRole('button', { name: 'Samples 3' })).toBeAttached();

  await basket.getByRole('button', { name: `Remove ${carpets[0]?.name}` }).click();
  await expect(colour(hardFlooring, boards[1]?.name ?? '')).toBeEnabled();
  await expect(carpet.getByRole('button', { name: 'Samples 2' })).toBeAttached();
});

test('nz allows 5 samples across both buttons', async ({ page }) => {
  await load(page, '?region=nz');
  const { carpets, boards } = await cardColours(page, 'nz');
  await choose(
    page,
    carpet,
    carpets.slice(0, 3).map((variant) => variant.name),
  );
  await hardFlooring.getByRole('button', { name: 'Samples 3' }).click();
  const modal = hardFlooring.getByRole('dialog');
  await colour(hardFlooring, boards[0]?.name ?? '').click();
  await expect(modal.getByText('4 of 5 samples chosen')).toBeVisible();
  await expect(modal.getByText(/You can order up to/)).toHaveCount(0);
  await colour(hardFlooring, boards[1]?.name ?? '').click();
  await expect(modal.getByText('5 of 5 samples chosen')).toBeVisible();
  await expect(modal.getByText(/You can order up to 5 free samples/)).toBeVisible();
  await expect(colour(hardFlooring, boards[2]?.name ?? '')).toBeDisabled();
});

test('an order from either button holds both products’ samples and empties both buttons', async ({
  page,
}) => {
  await load(page);
  const { carpets, boards } = await cardColours(page, 'au');
  const orders: string[] = [];
  await page.exposeFunction('recordOrder', (orderId: string) => orders.push(orderId));
  await page.evaluate(() => {
    document.addEventListener('gh-samples-order', (event) => {
      (window as unknown as { recordOrder(id: string): void }).recordOrder(
        (event as CustomEvent<{ orderId: string }>).detail.orderId,
      );
    });
  });
  await choose(page, carpet, [carpets[2]?.name ?? '']);
  await hardFlooring.getByRole('button', { name: 'Samples 1' }).click();
  const modal = hardFlooring.getByRole('dialog');
  await colour(hardFlooring, boards[2]?.name ?? '').click();
  await modal.getByRole('button', { name: 'Order Samples' }).click();
  await fillContact(modal, 'grace.two@example.com', {
    first: 'Grace',
    last: 'Hopper',
    mobile: '+61 412 345 678',
  });
  await pickAddress(modal, 'Bondi Junction', 'Bondi Junction NSW 2022, Australia');
  await expect(modal.getByLabel('Postcode', { exact: true })).toHaveValue('2022');
  // A whole suburb: the street is asked for.
  await modal.getByLabel('Street', { exact: true }).fill('500 Oxford Street');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(orderPlaced(modal)).toBeVisible();
  await expect(carpet.getByRole('button', { name: 'Free Samples' })).toBeAttached();
  await expect(hardFlooring.getByRole('button', { name: 'Free Samples' })).toBeAttached();
  await expect.poll(() => orders.length).toBe(1);
  const items = storedItems(orders[0] as string);
  if (items) expect(items).toEqual([carpets[2]?.globalItemId, boards[2]?.globalItemId]);
});

test('another tab shows the same basket', async ({ page, context }) => {
  await load(page);
  const carpets = await coloursInStock(page, CARPET, 'au');
  const other = await context.newPage();
  await other.goto(PAGE);
  const otherButton = other.locator('#samples-hard-flooring').getByRole('button', {
    name: 'Free Samples',
  });
  await expect(otherButton).toBeVisible();
  await choose(page, carpet, [carpets[0]?.name ?? '']);
  await expect(
    other.locator('#samples-hard-flooring').getByRole('button', { name: 'Samples 1' }),
  ).toBeVisible();
});
