/**
 * <gh-store-locator> and <gh-store-link> on the retailer demo page (/widgets/demo/), as built for
 * the CDN, against the reference backend's seeded stores: a search by the browser's location with
 * radius and filter changes, the header link counting around it, list and map in step, the
 * 'Skip map' link, a denied location, and an accessibility scan inside the shadow roots.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { expect, type Locator, type Page, test } from '../support/test';

const DEMO = '/widgets/demo/';
/** Sydney's CBD: the densest part of the seeded au store network. */
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };

const locator = (page: Page) => page.locator('#store-locator');
const storeLink = (page: Page) => page.locator('#store-link');
const stores = (scope: Locator) =>
  scope.getByRole('list', { name: 'Stores' }).locator(':scope > li');

/** The figure the status line gives, e.g. 37 in '37 stores within 20 km of Sydney.' */
async function storeCount(scope: Locator): Promise<number> {
  const text = (await scope.getByRole('status').textContent()) ?? '';
  const count = /^(\d+) stores? within/.exec(text)?.[1];
  if (!count) throw new Error(`no store count in '${text}'`);
  return Number(count);
}

async function searchFromMyLocation(page: Page) {
  const widget = locator(page);
  await widget.getByRole('button', { name: 'Use my location' }).click();
  await expect(widget.getByRole('status')).toHaveText(/^\d+ stores? within 20 km of \S/);
  return widget;
}

test.describe('with the location shared', () => {
  test.use({ geolocation: SYDNEY, permissions: ['geolocation'] });

  test.beforeEach(async ({ page }) => {
    await page.goto(DEMO);
    await expect(locator(page).getByRole('button', { name: 'Use my location' })).toBeVisible();
  });

  test('searches around the browser’s location, then by radius, brand and category', async ({
    page,
  }) => {
    const widget = await searchFromMyLocation(page);
    const within20 = await storeCount(widget);
    expect(within20).toBeGreaterThan(1);
    const distances = await stores(widget).locator('.distance').allTextContents();
    const km = distances.map((text) => Number.parseFloat(text));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((value) => value <= 20)).toBe(true);
    const first = stores(widget).first();
    await expect(first.getByRole('link', { name: /^Directions to / })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\//,
    );
    await expect(first.getByRole('link', { name: /^\(0\d\) / })).toHaveAttribute('href', /^tel:/);

    await widget.getByRole('combobox', { name: 'Radius' }).selectOption('5');
    await expect(widget.getByRole('status')).toHaveText(/within 5 km of/);
    expect(await storeCount(widget).catch(() => 0)).toBeLessThanOrEqual(within20);

    await widget.getByRole('combobox', { name: 'Radius' }).selectOption('75');
    await expect(widget.getByRole('status')).toHaveText(/within 75 km of/);
    const within75 = await storeCount(widget);
    expect(within75).toBeGreaterThanOrEqual(within20);

    const brandLookup = page.waitForRequest((request) =>
      request.url().includes('/api/locator/stores?'),
    );
    await widget.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Floortex' });
    expect(new URL((await brandLookup).url()).searchParams.get('brand')).toBe('FTX');
    await expect.poll(() => storeCount(widget).catch(() => 0)).toBeLessThan(within75);

    const categoryLookup = page.waitForRequest((request) =>
      request.url().includes('/api/locator/stores?'),
    );
    await widget
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'Hard Flooring' });
    const params = new URL((await categoryLookup).url()).searchParams;
    expect([params.get('brand'), params.get('category')]).toEqual(['FTX', 'HF']);
    await expect(widget.getByRole('status')).toHaveText(/within 75 km of|No stores within 75 km/);
  });

  test('the header link counts the stores around the locator’s search', async ({ page }) => {
    await expect(storeLink(page).getByRole('link')).toHaveText('Find your nearest stores');
    const widget = await searchFromMyLocation(page);
    const count = await storeCount(widget);
    const centre = /of (.+)\.$/.exec((await widget.getByRole('status').textContent()) ?? '')?.[1];
    await expect(storeLink(page).getByRole('link')).toHaveText(`${count} ${centre} nearby stores`);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(storeLink(page).getByRole('link')).toHaveText(`${count} stores nearby`);
  });

  test('keeps list and map in step, and reports the store picked', async ({ page }) => {
    const widget = await searchFromMyLocation(page);
    const second = stores(widget).nth(1);
    const name = (await second.getByRole('heading').textContent())?.replace(/^\d+/, '') ?? '';
    const picked = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener(
            'gh-store-select',
            (event) => resolve((event as CustomEvent<{ name: string }>).detail.name),
            { once: true },
          ),
        ),
    );
    await widget.locator('g.marker', { has: page.locator(`title:text-is("${name}")`) }).click();
    expect(await picked).toBe(name);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#store-event-log')).toContainText(name);

    await stores(widget)
      .first()
      .getByRole('button', { name: /^Show on map/ })
      .click();
    await expect(stores(widget).first()).toHaveAttribute('aria-current', 'true');
    await expect(widget.locator('g.marker.selected text')).toHaveText('1');
  });

  test('the ‘Skip map’ link takes keyboard users past the map to the list', async ({ page }) => {
    const widget = locator(page);
    await widget.getByRole('combobox', { name: 'Category' }).focus();
    await page.keyboard.press('Tab');
    const skip = widget.getByRole('link', { name: 'Skip map' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('heading', { name: 'Stores', level: 2 })).toBeFocused();
  });

  test('no serious or critical accessibility violations inside the store widgets', async ({
    page,
  }) => {
    const widget = await searchFromMyLocation(page);
    await stores(widget)
      .first()
      .getByRole('button', { name: /^Show on map/ })
      .click();
    const scan = new AxeBuilder({ page }).include('gh-store-locator').include('gh-store-link');
    expect(await seriousFindings(scan)).toEqual([]);
  });
});

test('says clearly when the visitor denies access to their location', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto(DEMO);
  const widget = locator(page);
  await widget.getByRole('button', { name: 'Use my location' }).click();
  await expect(widget.getByRole('alert')).toHaveText(/access to it was denied/);
  // No search has been made: the Stores column still says how to start one.
  await expect(
    widget.getByText(/^Search for your suburb or postcode to see stores near you/),
  ).toBeVisible();
});

test('falls back to the offline map when Google Maps cannot be reached', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  await page.goto(DEMO);
  await page.evaluate(() => {
    const element = document.createElement('gh-store-locator');
    element.id = 'keyed-locator';
    element.setAttribute('maps-key', 'demo-key');
    document.querySelector('#stores')?.append(element);
  });
  const keyed = page.locator('#keyed-locator');
  await expect(keyed.locator('.offline-map')).toBeVisible();
  await expect(keyed.getByRole('img', { name: 'Map of the region' })).toBeVisible();
});
