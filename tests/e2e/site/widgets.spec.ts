/**
 * The widgets in the site (SPEC.md sections 2.2, 2.9, 2.10, 2.11, 4 and 5): one samples basket
 * across the site that the region switch empties, the analytics list and item events in the
 * data layer, the header's store link, and the calculator as a modal on desktop and a page on
 * mobile.
 */

import { catalogueProduct } from '../support/catalogue';
import { expect, type Locator, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

interface ApiProduct {
  name: string;
  slug: string;
  productCode: string;
  sampleAvailable: boolean;
  variants: { name: string; slug: string; sampleInStock: boolean }[];
}

const productWithStock = (page: Page) =>
  catalogueProduct<ApiProduct>(
    page,
    'a product with a colour in stock',
    (item) => item.sampleAvailable && item.variants.some((variant) => variant.sampleInStock),
  );

const headerSamples = (page: Page) => page.locator('.site-header [data-widget="gh-samples"]');

type Message = { event?: string; ecommerce?: Record<string, unknown> };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Message[] }).dataLayer ?? []);
const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((message) => message.event === name);

test('a sample added on a product page shows in the header basket, and the region switch empties it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const product = await productWithStock(page);
  const inStock = product.variants.find((variant) => variant.sampleInStock);
  await open(page, `/au/products/${product.slug}/?colour=${inStock?.slug}`);
  const samples = page.locator('.product-actions [data-widget="gh-samples"]');
  await samples.getByRole('button', { name: 'Free Samples' }).click();
  // The colour on show is chosen as the modal opens.
  await expect(
    samples.getByRole('dialog').getByRole('button', { name: new RegExp(`^${inStock?.name}`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(headerSamples(page).getByRole('button', { name: 'Samples 1' })).toBeVisible();
  await samples.getByRole('dialog').press('Escape');

  // The basket is one across the site: another page shows it too.
  await open(page, '/au/products/');
  await expect(headerSamples(page).getByRole('button', { name: 'Samples 1' })).toBeVisible();

  await page.getByRole('button', { name: /^Region:/ }).click();
  await page.getByRole('link', { name: /New Zealand/ }).click();
  await expect(page).toHaveURL(/\/nz\/$/);
  await expect(headerSamples(page).getByRole('button', { name: 'Free Samples' })).toBeVisible();
  await page.reload();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await expect(headerSamples(page).getByRole('button', { name: 'Free Samples' })).toBeVisible();
});

test('the product list sends view_item_list once when visible, select_item on a choice, and the product page view_item', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/products/');
  await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(1);
  const [list] = await events(page, 'view_item_list');
  const firstName = await page
    .locator('.product-list__results .product-card__name')
    .first()
    .textContent();
  expect(list?.ecommerce).toMatchObject({
    item_list_id: 'products',
    item_list_name: 'Products',
    items: expect.arrayContaining([expect.objectContaining({ item_name: firstName, index: 0 })]),
  });
  // Settled and sent: scrolling and waiting do not send it again.
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await events(page, 'view_item_list')).toHaveLength(1);

  await page.locator('.product-list__results .product-card__link').first().click();
  await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\/$/);
  const [select] = await events(page, 'select_item');
  expect(select?.ecommerce).toMatchObject({
    item_list_id: 'products',
    items: [expect.objectContaining({ item_name: firstName, index: 0 })],
  });
  await expect.poll(async () => (await events(page, 'view_item')).length).toBe(1);
  const [view] = await events(page, 'view_item');
  expect(view?.ecommerce).toMatchObject({
    items: [expect.objectContaining({ item_name: firstName })],
  });
});

/**
 * Resolves once an IntersectionObserver made now has had its first report on the element. The
 * page's own observers of it, made before, have had theirs by then: one task reports to all
 * observers in the order they were made.
 */
async function observedOnce(element: Locator) {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(target);
      }),
  );
}

test('a list below the fold sends view_item_list only once it is scrolled into view', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const product = await productWithStock(page);
  await open(page, `/au/products/${product.slug}/`);
  await observedOnce(page.locator('.product-related'));
  const related = async () =>
    (await events(page, 'view_item_list')).filter((message) =>
      String(message.ecommerce?.item_list_id).startsWith('related-'),
    );
  expect(await related()).toHaveLength(0);
  await page.getByRole('heading', { name: 'You may also like' }).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await related()).length).toBe(1);
});

test('the calculator link opens a modal on desktop and the calculator page on mobile', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/');
  await page
    .locator('.header-utility')
    .getByRole('link', { name: /calculator/i })
    .click();
  const dialog = page.getByRole('dialog', { name: /calculator/i });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.locator('[data-widget="gh-calculator"]').getByText('Total m2').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/au\/$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize(MOBILE);
  await open(page, '/au/calculator/');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor calculator' })).toBeVisible();
  await expect(
    page.locator('[data-widget="gh-calculator"]').getByText('Total m2').first(),
  ).toBeVisible();
});

test('the calculator page prints the rooms and their cut plan without the site around it', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/au/calculator/');
  const calculator = page.locator('[data-widget="gh-calculator"]');
  await calculator.getByLabel('Width', { exact: true }).fill('4.2');
  await calculator.getByLabel('Length', { exact: true }).fill('5');
  // Two drops of 4.3 m across the 5 m side: issue 24's worked example.
  await expect(calculator.locator('[data-plan="lineal"] dd')).toHaveText('8.6 m');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Floor calculator' })).toBeVisible();
  await expect(calculator.getByRole('figure')).toBeVisible();
});

test('with no location stored the header store link is the plain link to the find-stores page', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/nz/');
  const link = page
    .locator('.header-utility')
    .getByRole('link', { name: 'Find your nearest stores' });
  await expect(link).toHaveAttribute('href', /^\/nz\/find-stores\/?$/);
  await expect(page.locator('.header-utility [data-widget="gh-store-link"]')).toHaveCount(0);
});

test('with a location stored the header store link is the store-link widget with the nearby stores', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => {
    const location = { center: { lat: -36.8485, lng: 174.7633 }, name: 'Auckland', radius: 25 };
    window.localStorage.setItem('root', JSON.stringify({ state: { location }, version: 1 }));
  });
  await open(page, '/nz/');
  const link = page.locator('.header-utility [data-widget="gh-store-link"]').getByRole('link');
  await expect(link).toHaveText(/^\d+ Auckland nearby stores$/);
  await expect(link).toHaveAttribute('href', /^\/nz\/find-stores\/?$/);
});

/** The computed values of an element's styles, by property name. */
const stylesOf = (locator: Locator, properties: readonly string[]) =>
  locator.evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);

/** What makes text look like its neighbours: its font, colour and background. */
const TEXT_LOOK = ['font-family', 'font-size', 'font-weight', 'color', 'background-color'];

test("the header store link keeps the header's font, weight, colour and background when the widget takes the plain link's place", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // The find-stores page loads the store-link widget once idle, with or without a location.
  await open(page, '/au/');
  const utility = page.locator('.header-utility');
  const before = await stylesOf(
    utility.getByRole('link', { name: 'Find your nearest stores' }),
    TEXT_LOOK,
  );
  await utility.getByRole('link', { name: 'Find your nearest stores' }).click();
  await expect(page).toHaveURL(/\/au\/find-stores\/$/);
  const link = utility.locator('[data-widget="gh-store-link"]').getByRole('link');
  await expect(link).toHaveText('Find your nearest stores');
  expect(await stylesOf(link, TEXT_LOOK)).toEqual(before);
});

test('on a first visit the header fetches no widget code until the visitor reaches for the basket', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request
        .response()
        .then((response) => response?.text() ?? '')
        .catch(() => ''),
    );
  });
  await open(page, '/au/support/');
  // The header's check of the stored basket and location runs when the page is first idle, so
  // it has run once a callback asked for after the page was ready has.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const code = await Promise.all(scripts);
  // The samples widget's button and the store link's lookup text are in their modules only.
  expect(code.filter((text) => text.includes('samples-button'))).toEqual([]);
  expect(code.filter((text) => text.includes('Finding nearby stores'))).toEqual([]);

  // The basket button is there all the same, and a press opens the samples modal.
  await headerSamples(page).getByRole('button', { name: 'Free Samples' }).click();
  await expect(headerSamples(page).getByRole('dialog')).toBeVisible();
});

/** What a visitor sees of a button: its box and the look its styles give it. */
const buttonLook = async (button: Locator) => {
  const box = await button.boundingBox();
  return {
    box: box && [box.x, box.y, box.width, box.height].map(Math.round),
    ...(await stylesOf(button, [
      ...TEXT_LOOK,
      'line-height',
      'padding',
      'border',
      'border-radius',
    ])),
  };
};

test('the Free Samples button looks the same before and after the widget takes its place, and keeps the focus', async ({
  page,
}) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await open(page, '/au/support/');
    const placeholder = headerSamples(page).locator('.samples-placeholder');
    // The placeholder copies the widget's button styles (widgets.css): this holds them together.
    const before = await buttonLook(placeholder);
    await placeholder.focus();
    // The widget's own button (in its shadow root) has the focus once its code is in.
    const button = headerSamples(page).locator('button.samples-button');
    await expect(button).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await buttonLook(button)).toEqual(before);
  }
  await headerSamples(page).locator('button.samples-button').focus();
  await page.keyboard.press('Enter');
  await expect(headerSamples(page).getByRole('dialog')).toBeVisible();
});
