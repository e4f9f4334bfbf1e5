/**
 * The catalogue pages (SPEC.md sections 2.1, 2.3, 2.4, 2.5, 3 and 4): the menu links land on
 * correctly filtered lists with the canonical link of section 2.5, the filters live in the URL,
 * the product page opens on the colour its query names, a visitor orders samples from a product
 * page and the order reaches the database, the store locator in each region, and an axe scan of
 * each catalogue page type.
 */
import AxeBuilder from '@axe-core/playwright';
import { readTestDatabase } from '../support/database';
import { fillContact, orderPlaced, pickAddress } from '../support/samples';
import { expect, type Page, test } from '../support/test';
import { open, REGIONS, stubMedia } from './content';
import { expectCardNames, results, settledCardNames } from './product-list';

test.beforeEach(async ({ page }) => stubMedia(page));

const DESKTOP = { width: 1280, height: 800 };

const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const filter = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true });

interface ApiProduct {
  name: string;
  slug: string;
  productCode: string;
  type: string;
  budget: string;
  sampleAvailable: boolean;
  variants: { name: string; slug: string; colour: string; sampleInStock: boolean }[];
}

async function catalogue(page: Page, query = ''): Promise<ApiProduct[]> {
  const response = await page.request.get(`/api/catalogue/products?region=au${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

/** Opens the au home page on a desktop and points at a navigation item, opening its menu. */
async function pointAtMenu(page: Page, item: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/');
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('button', { name: item })
    .hover();
}

/** Waits for the list to show the products the API has for `query`, in any order; returns them. */
async function expectCardsOf(page: Page, query: string): Promise<ApiProduct[]> {
  const expected = await catalogue(page, query);
  await expectCardNames(
    page,
    expected.map((product) => product.name),
    { anyOrder: true },
  );
  return expected;
}

test('the Carpet menu colour shortcut lands on the carpet list filtered by its colours, canonical to the type only', async ({
  page,
}) => {
  await pointAtMenu(page, 'Carpet');
  await page.locator('#mega-menu-carpet').getByRole('link', { name: 'Dark', exact: true }).click();

  await expect(page).toHaveURL(/\/au\/products\/?\?type=CPT&colour=black&colour=purple$/);
  await expect(filter(page, 'Type', 'Carpet')).toBeChecked();
  await expect(filter(page, 'Colour', 'Black')).toBeChecked();
  await expect(filter(page, 'Colour', 'Purple')).toBeChecked();
  await expect(canonical(page)).toHaveAttribute('href', /\/au\/products\?type=CPT$/);

  const expected = await expectCardsOf(page, '&type=CPT&colour=black&colour=purple');
  expect(expected.length).toBeGreaterThan(0);
});

test('the Hard Flooring menu budget link lands on the list filtered by budget, canonical keeping the query', async ({
  page,
}) => {
  await pointAtMenu(page, 'Hard Flooring');
  await page.locator('#mega-menu-hardFlooring a[href*="budget=premium"]').click();

  await expect(page).toHaveURL(/\/au\/products\/?\?type=HF&budget=premium$/);
  await expect(filter(page, 'Budget', '$$$ Premium')).toBeChecked();
  await expect(canonical(page)).toHaveAttribute('href', /\/au\/products\?type=HF&budget=premium$/);
  await expectCardsOf(page, '&type=HF&budget=premium');
});

test('filters change the URL, back restores them, and clearing the type clears the style', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/products/');
  await expect(canonical(page)).toHaveAttribute('href', /\/au\/products$/);
  const all = await settledCardNames(page);

  // click, not check: the box turns on once the URL has changed, not within the click.
  await filter(page, 'Type', 'Carpet').click();
  await expect(page).toHaveURL(/\?type=CPT$/);
  await filter(page, 'Style', 'Wool').click();
  await expect(page).toHaveURL(/\?type=CPT&subType=wool_cpt$/);
  await expect(canonical(page)).toHaveAttribute('href', /\/au\/product-types\/wool-carpet$/);
  await expectCardsOf(page, '&type=CPT&subType=wool_cpt');

  await page.goBack();
  await expect(page).toHaveURL(/\?type=CPT$/);
  await expect(filter(page, 'Style', 'Wool')).not.toBeChecked();
  await expect(filter(page, 'Type', 'Carpet')).toBeChecked();
  await page.goForward();
  await expect(filter(page, 'Style', 'Wool')).toBeChecked();

  // SPEC.md section 4: with no type left, the type-dependent filters go too.
  await filter(page, 'Type', 'Carpet').click();
  await expect(page).toHaveURL(/\/au\/products\/$/);
  await expectCardNames(page, all);
});

test('a filter combination nothing matches shows the empty state, and Clear all filters returns the list', async ({
  page,
}) => {
  await open(
    page,
    '/au/products/?type=HF&subType=vinyl_plank_hf&colour=purple&budget=premium&rooms=bedroom',
  );
  const expected = await catalogue(
    page,
    '&type=HF&subType=vinyl_plank_hf&colour=purple&budget=premium&rooms=bedroom',
  );
  // The demo catalogue is deterministic: this combination must stay empty for the test to mean anything.
  expect(expected, 'a product matches the combination meant to match nothing').toHaveLength(0);
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/au\/products\/$/);
  await expect(results(page).locator('.product-card')).not.toHaveCount(0);
});

test('a product page with ?colour= opens on that colour, and picking another colour updates the URL', async ({
  page,
}) => {
  const [product] = (await catalogue(page)).filter((item) => item.variants.length > 2);
  if (!product) throw new Error('the au catalogue needs a product with three colours');
  const third = product.variants[2] as ApiProduct['variants'][number];
  await open(page, `/au/products/${product.slug}/?colour=${third.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(`Colour: ${third.name}`)).toBeVisible();
  await expect(page.getByRole('link', { name: third.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(
    page.getByRole('img', { name: `${product.name} in ${third.name}` }).first(),
  ).toBeVisible();

  const first = product.variants[0] as ApiProduct['variants'][number];
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?colour=${first.slug}$`));
  await expect(page.getByText(`Colour: ${first.name}`)).toBeVisible();
  await expect(canonical(page)).toHaveAttribute(
    'href',
    new RegExp(`/au/products/${product.slug}/$`),
  );
  // The page's structured data: the product, and its breadcrumb trail beside it.
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type'?: string })
    .find((data) => data['@type'] === 'Product');
  expect(structured).toMatchObject({
    '@type': 'Product',
    name: product.name,
    sku: product.productCode,
  });
});

/** The last order with this email as the server stored it; undefined against another server. */
function storedOrder(email: string) {
  return readTestDatabase((db) => {
    const order = db
      .prepare('SELECT * FROM sample_orders WHERE email = ? ORDER BY rowid DESC')
      .get(email) as Record<string, unknown> | undefined;
    const items = order
      ? (db
          .prepare('SELECT * FROM sample_order_items WHERE order_id = ? ORDER BY position')
          .all(order.id) as Record<string, unknown>[])
      : [];
    return { order, items };
  });
}

test('a visitor goes from the home page to a product, orders samples, and the order reaches the database', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await pointAtMenu(page, 'Carpet');
  await page.locator('#mega-menu-carpet').getByRole('link', { name: 'View all carpet' }).click();
  await expect(page).toHaveURL(/\/au\/products\/?\?type=CPT$/);
  await settledCardNames(page);

  const carpets = await catalogue(page, '&type=CPT');
  const product = carpets.find(
    (item) =>
      item.sampleAvailable && item.variants.filter((variant) => variant.sampleInStock).length >= 2,
  );
  if (!product) throw new Error('the au carpets need a product with two colours in stock');
  await results(page)
    .getByRole('link', { name: new RegExp(`^${product.name}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/au/products/${product.slug}/$`));
  await expect(page.locator('html[data-site-ready]')).toBeAttached();

  const samples = page.locator('.product-actions [data-widget="gh-samples"]');
  const modal = samples.getByRole('dialog');
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  await expect(modal.getByRole('heading', { name: 'Select Colours' })).toBeVisible();
  // The colour on show (the first) is chosen as the modal opens when its sample is in stock; the
  // visitor adds colours in stock until two are chosen.
  const colour = (name: string) => modal.getByRole('button', { name: new RegExp(`^${name}`) });
  const onShow = product.variants[0];
  const chosen = onShow?.sampleInStock ? [onShow] : [];
  if (onShow?.sampleInStock) {
    await expect(colour(onShow.name)).toHaveAttribute('aria-pressed', 'true');
  }
  for (const variant of product.variants.filter((item) => item.sampleInStock)) {
    if (chosen.length === 2) break;
    if (chosen.includes(variant)) continue;
    await colour(variant.name).click();
    chosen.push(variant);
  }
  await expect(modal.getByText('2 of 3 samples chosen')).toBeVisible();
  await modal.getByRole('button', { name: 'Order Samples' }).click();
  const email = `site-order-${Date.now()}@example.com`;
  await fillContact(modal, email, { first: 'Grace', last: 'Hopper', mobile: '0412 345 678' });
  await pickAddress(
    modal,
    '12 Campbell Parade Bondi',
    '12 Campbell Pde, Bondi NSW 2026, Australia',
  );
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(orderPlaced(modal)).toBeVisible();

  const stored = storedOrder(email);
  if (stored) {
    expect(stored.order).toMatchObject({ region: 'au', website: 'GHRES', name: 'Grace Hopper' });
    expect(stored.items.map((item) => item.product_code)).toEqual([
      product.productCode,
      product.productCode,
    ]);
  }
});

for (const region of REGIONS) {
  test(`the find-stores page in ${region} shows the store locator`, async ({ page }) => {
    await open(page, `/${region}/find-stores/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find your nearest stores' }),
    ).toBeVisible();
    const locator = page.locator('[data-widget="gh-store-locator"]');
    await expect(locator.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(canonical(page)).toHaveAttribute('href', new RegExp(`/${region}/find-stores/$`));
  });
}

test('every product-type page of SPEC.md section 2.4 exists in au and lists its sub type', async ({
  page,
}) => {
  const wool = await catalogue(page, '&subType=wool_cpt');
  await open(page, '/au/product-types/wool-carpet/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wool' })).toBeVisible();
  expect((await page.locator('.product-card__name').allTextContents()).sort()).toEqual(
    wool.map((product) => product.name).sort(),
  );
  for (const slug of [
    'triexta-carpet',
    'timber-flooring',
    'vinyl-sheet-flooring',
    'everlux-xtra-collection',
  ]) {
    const response = await page.request.get(`/au/product-types/${slug}/`);
    expect(response.status(), slug).toBe(200);
  }
});

test('a room page lists the products for that room', async ({ page }) => {
  const forBedrooms = await catalogue(page, '&rooms=bedroom');
  await open(page, '/au/inspiration/rooms/bedroom/');
  const names = await page
    .getByRole('region', { name: 'Flooring for this room' })
    .locator('.product-card__name')
    .allTextContents();
  expect(names.length).toBe(Math.min(forBedrooms.length, 48));
  expect(forBedrooms.map((product) => product.name)).toEqual(expect.arrayContaining(names));
});

const PAGE_TYPES = [
  '/au/products/',
  '/au/products/?type=CPT&colour=gray',
  '/au/product-types/wool-carpet/',
  '/au/collections/',
  '/au/brands/floortex/',
  '/au/features/red-list-free/',
  '/au/inspiration/rooms/bedroom/',
  '/au/find-stores/',
  '/au/calculator/',
];

for (const path of PAGE_TYPES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await open(page, path);
    await expect(page.locator('.catalogue-page').first()).toBeVisible();
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('axe finds no violations on a product page', async ({ page }) => {
  const [product] = await catalogue(page);
  await open(page, `/au/products/${product?.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
