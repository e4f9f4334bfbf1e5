/**
 * <gh-samples> on the retailer demo page (/widgets/demo/), as built for the CDN, against the
 * reference backend: a whole sample order from the colours to the order stored in the database,
 * the validation messages as fields change, the address suggestions and the custom address, the
 * refused (400) and network-failure paths, the colour query, the kept basket, and the modal's
 * focus handling, with an accessibility scan inside the shadow root.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { readTestDatabase } from '../support/database';
import {
  type CatalogueVariant,
  fillContact,
  orderPlaced,
  pickAddress,
  productColours,
} from '../support/samples';
import { expect, type Locator, type Page, test } from '../support/test';
import { DEMO_PRODUCT, demoSamples } from './demo-samples';
import { expectTabKeptInModal, pageOverflow } from './modal-focus';

const DEMO = '/widgets/demo/';

/** The demo product's colours as the catalogue API gives them in au: who is in stock and not. */
async function demoColours(page: Page) {
  const colours = await productColours(page, DEMO_PRODUCT);
  const inStock = colours.filter((variant) => variant.sampleInStock);
  const outOfStock = colours.filter((variant) => !variant.sampleInStock);
  if (inStock.length < 4 || outOfStock.length < 1) {
    throw new Error(`${DEMO_PRODUCT} needs 4 colours in stock and 1 out of stock in au`);
  }
  return { inStock, outOfStock };
}

/** The order as the server stored it; undefined when the tests run against another server. */
function storedOrder(orderId: string) {
  return readTestDatabase((db) => {
    const order = db.prepare('SELECT * FROM sample_orders WHERE id = ?').get(orderId) as
      | Record<string, unknown>
      | undefined;
    const items = db
      .prepare('SELECT * FROM sample_order_items WHERE order_id = ? ORDER BY position')
      .all(orderId) as Record<string, unknown>[];
    return { order, items };
  });
}

/** How many orders the server stored with this email; undefined against another server. */
function ordersByEmail(email: string): number | undefined {
  return readTestDatabase((db) => {
    const row = db
      .prepare('SELECT COUNT(*) AS count FROM sample_orders WHERE email = ?')
      .get(email) as { count: number };
    return row.count;
  });
}

let samples: Locator;
let modal: Locator;

test.beforeEach(async ({ page }) => {
  ({ samples, modal } = await demoSamples(page));
});

const colour = (name: string) => modal.getByRole('button', { name: new RegExp(`^${name}`) });
const field = (label: string) => modal.getByLabel(label, { exact: true });

/**
 * Opens the modal and chooses the demo product's colour in stock at `index` (the first unless
 * said), then goes on to Order Details.
 */
async function toOrderDetails(page: Page, index = 0) {
  const { inStock } = await demoColours(page);
  await samples.getByRole('button', { name: /Samples/ }).click();
  await colour((inStock[index] as CatalogueVariant).name).click();
  await modal.getByRole('button', { name: 'Order Samples' }).click();
  await expect(modal.getByRole('heading', { name: 'Order Details' })).toBeVisible();
}

/** Records the widget's order events on the page. */
async function listenForOrders(page: Page) {
  await page.evaluate(() => {
    const page = window as unknown as { ghOrders: unknown[] };
    page.ghOrders = [];
    document.addEventListener('gh-samples-order', (event) => {
      page.ghOrders.push((event as CustomEvent).detail);
    });
  });
}

const lastOrder = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { ghOrders: { orderId: string }[] }).ghOrders.at(-1)?.orderId,
  );

test('a whole sample order: colours, details with a suggested address, success, and the order in the database', async ({
  page,
}) => {
  const { inStock, outOfStock } = await demoColours(page);
  const [first, second] = inStock as [CatalogueVariant, CatalogueVariant];
  await listenForOrders(page);

  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await expect(modal.getByRole('heading', { name: 'Select Colours' })).toBeVisible();
  await expect(colour((outOfStock[0] as CatalogueVariant).name)).toBeDisabled();
  await expect(colour((outOfStock[0] as CatalogueVariant).name)).toContainText('Out of stock');
  await expect(modal.getByText('Delivery takes 5 to 10 business days.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Order Samples' })).toBeDisabled();
  // The media server renders a swatch on its first request, which can take a while under load.
  const swatch = colour(first.name).locator('img');
  await expect
    .poll(() => swatch.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBe(150);

  await colour(first.name).click();
  await colour(second.name).click();
  await expect(samples.getByRole('button', { name: 'Samples 2' })).toBeAttached();
  await modal.getByRole('button', { name: 'Order Samples' }).click();
  await expect(modal.getByRole('heading', { name: 'Order Details' })).toBeVisible();

  await fillContact(modal, 'ada.whole-order@example.com');
  await field('Project reference (optional)').fill('Beach house');
  await pickAddress(
    modal,
    '12 Campbell Parade Bondi',
    '12 Campbell Pde, Bondi NSW 2026, Australia',
  );
  await expect(field('Postcode')).toHaveValue('2026');
  await expect(field('State')).toHaveValue('NSW');
  await expect(field('Street')).toHaveValue('12 Campbell Parade');
  await modal.getByRole('button', { name: 'Submit' }).click();

  await expect(orderPlaced(modal)).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(samples.getByRole('button', { name: 'Free Samples' })).toBeAttached();
  const purchase = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string; ecommerce?: unknown }[] }).dataLayer.find(
      (message) => message.event === 'purchase',
    ),
  );
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: expect.stringMatching(/^sample_order__\d+__\d+$/),
    items: [{ item_id: first.globalItemId }, { item_id: second.globalItemId }],
  });

  const orderId = await lastOrder(page);
  expect(orderId).toBeTruthy();
  const stored = storedOrder(orderId as string);
  if (stored) {
    expect(stored.order).toMatchObject({
      region: 'au',
      website: 'GHRES',
      name: 'Ada Lovelace',
      email: 'ada.whole-order@example.com',
      phone: '0412 345 678',
      project_reference: 'Beach house',
    });
    expect(JSON.parse(String(stored.order?.address))).toMatchObject({
      type: 'PLACE_ID',
      postcode: '2026',
      state: 'NSW',
    });
    expect(stored.items.map((item) => item.global_item_id)).toEqual([
      first.globalItemId,
      second.globalItemId,
    ]);
  }

  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(samples.getByRole('button', { name: 'Free Samples' })).toBeFocused();
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await expect(modal.getByRole('heading', { name: 'Select Colours' })).toBeVisible();
});

test('shows the SPEC.md section 5 messages as the fields change', async ({ page }) => {
  await toOrderDetails(page);
  for (const [label, message] of [
    ['First name', 'Please provide your first name'],
    ['Last name', 'Please provide your last name'],
    ['Mobile', 'Please provide your phone number'],
  ] as const) {
    await field(label).fill('x');
    await field(label).fill('');
    await expect(modal.getByText(message)).toBeVisible();
  }
  await field('Mobile').fill('12345');
  await expect(modal.getByText('Please provide a valid phone number')).toBeVisible();
  await field('Mobile').fill('0412 345 678');
  await expect(modal.getByText('Please provide a valid phone number')).toBeHidden();
  await field('Email').fill('ada@');
  await expect(modal.getByText('Please provide a valid email')).toBeVisible();
  await field('Delivery address').pressSequentially('12 ');
  await expect(modal.getByText('Keep typing...')).toBeVisible();
  await expect(modal.getByText('Please select address from suggestion bar')).toBeVisible();
  await field('Delivery address').fill('');
  await expect(modal.getByText('Delivery address is required')).toBeVisible();
});

test('takes a custom address, and says Error, failed to send samples when the server refuses the order', async ({
  page,
}) => {
  await listenForOrders(page);
  await toOrderDetails(page);
  await fillContact(modal, 'ada.custom@example.com');
  await field('Delivery address').pressSequentially('Lot 7 Lighthouse Road, Kettering');
  await expect(modal.getByRole('option').first()).toBeVisible();
  await expect(modal.getByRole('option').last()).toHaveText('Submit Custom Address');
  await modal.getByRole('option', { name: 'Submit Custom Address' }).click();
  await expect(field('Custom address')).toHaveValue('Lot 7 Lighthouse Road, Kettering');

  // The order reaches the real server without its contact name, which it refuses with a 400.
  await page.route('**/samples?*', async (route) => {
    const body = route.request().postDataJSON() as { values: Record<string, unknown> };
    delete body.values.name;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Error, failed to send samples');
  await expect(samples.getByRole('button', { name: 'Samples 1' })).toBeAttached();

  await page.unroute('**/samples?*');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(orderPlaced(modal)).toBeVisible();
  const stored = storedOrder((await lastOrder(page)) as string);
  if (stored) {
    expect(JSON.parse(String(stored.order?.address))).toEqual({
      type: 'CUSTOM',
      custom: 'Lot 7 Lighthouse Road, Kettering',
    });
  }
});

test('says Error posting, no response when the network fails, and a retry places the order once', async ({
  page,
}) => {
  await toOrderDetails(page, 1);
  await fillContact(modal, 'ada.offline@example.com');
  await pickAddress(modal, 'Bondi Beach', 'Bondi Beach NSW 2026, Australia');
  await expect(field('Postcode')).toHaveValue('2026');
  // A whole suburb has no street: the form asks for one, in the Street field.
  await expect(field('Street')).toBeFocused();
  await page.keyboard.type('12 Campbell Parade');

  await page.route('**/samples?*', (route) => route.abort('internetdisconnected'));
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Error posting, no response');

  await page.unroute('**/samples?*');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(orderPlaced(modal)).toBeVisible();
  const count = ordersByEmail('ada.offline@example.com');
  if (count !== undefined) expect(count).toBe(1);
});

test('waits for a slow address lookup when Submit follows the pick at once, then places the order once', async ({
  page,
}) => {
  await toOrderDetails(page);
  await fillContact(modal, 'ada.slow-lookup@example.com');
  // The chosen suggestion's details reply arrives two seconds late, and not before Submit has
  // been pressed and shows that it waits: the click always lands while the lookup is in flight.
  let release = () => {};
  const submitSeen = new Promise<void>((resolve) => {
    release = resolve;
  });
  const twoSeconds = () => new Promise((resolve) => setTimeout(resolve, 2_000));
  await page.route('**/places?q=details*', async (route) => {
    await Promise.all([submitSeen, twoSeconds()]);
    await route.continue();
  });
  await pickAddress(
    modal,
    '12 Campbell Parade Bondi',
    '12 Campbell Pde, Bondi NSW 2026, Australia',
  );
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('button', { name: 'Looking up address…' })).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  release();

  await expect(orderPlaced(modal)).toBeVisible();
  const count = ordersByEmail('ada.slow-lookup@example.com');
  if (count !== undefined) expect(count).toBe(1);
});

test('an empty Submit shows each field’s message and no form-level error', async ({ page }) => {
  await toOrderDetails(page);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Please provide your first name')).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveCount(0);
});

test('a suburb chosen without a street is not sent: Street is required and takes focus, then the order goes', async ({
  page,
}) => {
  await toOrderDetails(page);
  await fillContact(modal, 'ada.no-street@example.com');
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/samples?')) posted += 1;
  });
  await pickAddress(modal, 'Sydney', 'Sydney NSW 2000, Australia');
  await expect(field('Postcode')).toHaveValue('2000');
  await expect(field('Street')).toBeFocused();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Please provide your street address')).toBeVisible();
  await expect(field('Street')).toBeFocused();
  expect(posted).toBe(0);
  await field('Street').fill('1 George Street');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(orderPlaced(modal)).toBeVisible();
  expect(posted).toBe(1);
});

test('adds the colour of the colour query parameter, and keeps the basket across a reload', async ({
  page,
}) => {
  const { inStock } = await demoColours(page);
  const wanted = inStock[2] as CatalogueVariant;
  const slug = wanted.name.toLowerCase().replace(/\s+/g, '-');
  await page.goto(`${DEMO}?colour=${slug}`);
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await expect(colour(wanted.name)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(samples.getByRole('button', { name: 'Samples 1' })).toBeVisible();
});

test('keeps focus inside the open modal, locks the page scroll, closes on Escape and gives focus back to the button', async ({
  page,
}) => {
  const { inStock } = await demoColours(page);
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await expect(colour((inStock[0] as CatalogueVariant).name)).toBeVisible();
  expect(await pageOverflow(page)).toBe('hidden');
  await expectTabKeptInModal(page, samples, modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(samples.getByRole('button', { name: 'Free Samples' })).toBeFocused();
  expect(await pageOverflow(page)).toBe('');
});

test('has no serious accessibility problems in the colours and the order details', async ({
  page,
}) => {
  // Two axe scans of a large shadow tree, 20 s each on two busy cores (CI ci-o ran out of the
  // default minute).
  test.slow();
  const { inStock } = await demoColours(page);
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await colour((inStock[0] as CatalogueVariant).name).click();
  const serious = () => seriousFindings(new AxeBuilder({ page }).include('#product-samples'));
  expect(await serious()).toEqual([]);
  await modal.getByRole('button', { name: 'Order Samples' }).click();
  await field('Delivery address').pressSequentially('Bondi');
  await expect(modal.getByRole('option').first()).toBeVisible();
  expect(await serious()).toEqual([]);
});
