/**
 * The region alert and the region change (SPEC.md sections 2.7 and 4): the visitor's country is
 * detected on first load; Continue switches region (home page, location cleared, calculator
 * reset, basket emptied, alert dismissed) and Close only dismisses.
 */
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const geoIp = (page: Page, country: string) =>
  page.route('**/geo-ip', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: country }),
  );

/** Waits until the page's region check is over (html[data-region-checked]), offer or none. */
const regionChecked = (page: Page) =>
  page.locator('html[data-region-checked]').waitFor({ state: 'attached' });

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null'), key);

/** A visitor with a stored location, a two-room calculator and a sample in the basket. */
async function withHistory(page: Page) {
  await open(page, '/au/about-us/');
  await page.evaluate(() => {
    const room = (name: string, width: number, length: number) => ({
      flooring: 'carpet',
      room: name,
      width,
      length,
      widthFeet: 0,
      widthInches: 0,
      lengthFeet: 0,
      lengthInches: 0,
      total: width * length,
      squareFeet: 0,
    });
    const totals = {
      feet: 0,
      lineal: 0,
      metres: 0,
      subTotal: 0,
      subTotalFeet: 0,
      wastage: 10,
      yards: 0,
    };
    const state = {
      location: { center: { lat: -33.87, lng: 151.21 }, name: 'Sydney', radius: 10 },
      rows: {
        units: 'metric',
        rows: [room('Lounge', 4, 5), room('Bedroom', 3, 3)],
        totals: { carpet: totals, hardFlooring: totals },
      },
    };
    window.localStorage.setItem('root', JSON.stringify({ state, version: 1 }));
    const variant = {
      name: 'Oat',
      globalItemId: 'GHRES-1001-01',
      productCode: 'GHRES-1001',
      colourId: '01',
      sampleInStock: true,
      sampleInStockNz: true,
    };
    const product = {
      productCode: 'GHRES-1001',
      name: 'Demo',
      brands: ['GH'],
      sampleAvailable: true,
    };
    window.localStorage.setItem(
      'root:samples:GHRES',
      JSON.stringify({
        state: { variantSamples: [variant], productMap: { 'GHRES-1001': product } },
        version: 1,
      }),
    );
  });
}

test('a visitor from New Zealand on the au site is offered nz, and Continue switches', async ({
  page,
}) => {
  await geoIp(page, 'nz');
  await withHistory(page);
  await open(page, '/au/news/');
  const alert = page.getByRole('region', { name: 'Region' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('New Zealand');
  await alert.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/nz\/$/);
  await expect(page.getByRole('region', { name: 'Region' })).toHaveCount(0);
  const root = await stored(page, 'root');
  expect(root.state.regionAlert.dismissed).toBe(true);
  expect(root.state.location).toBeNull();
  expect(root.state.rows.rows).toHaveLength(1);
  const basket = await stored(page, 'root:samples:GHRES');
  expect(basket.state.variantSamples).toEqual([]);
});

test('Close dismisses the alert and keeps the region, also after a reload', async ({ page }) => {
  await geoIp(page, 'us');
  await open(page, '/au/about-us/');
  const alert = page.getByRole('region', { name: 'Region' });
  await expect(alert).toContainText('North America');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/au\/about-us\/$/);
  expect((await stored(page, 'root')).state.regionAlert.dismissed).toBe(true);
  // Dismissed: the country is not asked again (SPEC.md section 7: GET /geo-ip on first load,
  // unless dismissed).
  let askedAgain = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/geo-ip') askedAgain += 1;
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await regionChecked(page);
  expect(askedAgain).toBe(0);
  await expect(page.getByRole('region', { name: 'Region' })).toHaveCount(0);
});

test('no alert when the visitor is already on their region', async ({ page }) => {
  let asked = false;
  await page.route('**/geo-ip', (route) => {
    asked = true;
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'au' });
  });
  await open(page, '/au/');
  await regionChecked(page);
  expect(asked).toBe(true);
  await expect(page.getByRole('region', { name: 'Region' })).toHaveCount(0);
});

test('the region toggle switches to the chosen region home page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/au/support/');
  await page.getByRole('button', { name: /Region:/ }).click();
  await page.getByRole('link', { name: 'North America' }).click();
  await expect(page).toHaveURL(/\/na\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Discover' }),
  ).toBeVisible();
  expect((await stored(page, 'root')).state.regionAlert.dismissed).toBe(true);
});
