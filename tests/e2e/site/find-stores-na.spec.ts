/**
 * The find-stores page in North America (/na/find-stores/) as a shopper uses it on a phone and
 * on a desktop: the locator asks for a city, ZIP or postal code, says in the Stores column what to
 * do before a search, and a search for Chicago made with the keyboard alone (type, ArrowDown,
 * Enter) lists the stores within 20 miles, nearest first. Screenshots of each width, before and
 * after the search, are kept in test-results/screens/ (outside Playwright's output folder, which
 * each run empties).
 */

import { screenPath } from '../support/screens';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

const PROMPT =
  'Search for your city, ZIP or postal code to see stores near you, or use your location.';

const locatorOf = (page: Page) => page.locator('[data-widget="gh-store-locator"]');

for (const width of [375, 1280]) {
  test(`at ${width} px a shopper finds the stores near Chicago by keyboard, in miles`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await stubMedia(page);
    await open(page, '/na/find-stores/');
    const locator = locatorOf(page);

    // Before a search: North American words, and the Stores column says what to do.
    const address = locator.getByRole('combobox', { name: 'Address, city, ZIP or postal code' });
    await expect(address).toBeVisible();
    await expect(locator.getByText(PROMPT)).toBeVisible();
    await expect(locator.getByRole('list', { name: 'Stores' })).toHaveCount(0);
    await page.screenshot({ path: screenPath(`na-locator-${width}-before-search.png`) });

    await address.focus();
    await page.keyboard.type('Chicago');
    const suggestion = locator.getByRole('option', { name: /^Chicago, IL \d{5}, United States$/ });
    await expect(suggestion.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(address).toHaveValue(/^Chicago, IL \d{5}, United States$/);

    const status = locator.getByRole('status');
    await expect(status).toHaveText(/^\d+ stores? within 20 mi of Chicago\./);
    const stores = locator.getByRole('list', { name: 'Stores' }).locator(':scope > li');
    await expect(stores.first()).toBeVisible();
    const count = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(stores).toHaveCount(Math.min(count, 20));
    await expect(locator.getByText(PROMPT)).toHaveCount(0);

    const miles = (await stores.locator('.distance').allTextContents()).map((text) => {
      expect(text).toMatch(/^\d+(\.\d)? mi away$/);
      return Number.parseFloat(text);
    });
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.every((distance) => distance <= 20)).toBe(true);
    await expect(stores.first().locator('address')).toContainText(/, IL \d{5}/);
    await expect(
      stores.first().getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }),
    ).toBeVisible();

    await page.screenshot({ path: screenPath(`na-locator-${width}.png`), fullPage: true });
  });
}

test('a shopper in Toronto finds Canadian stores, labelled Canada', async ({ page }) => {
  await stubMedia(page);
  await open(page, '/na/find-stores/');
  const locator = locatorOf(page);
  const address = locator.getByRole('combobox', { name: 'Address, city, ZIP or postal code' });
  await address.fill('Toronto');
  await expect(locator.getByRole('option').first()).toHaveText(
    /^Toronto, ON [A-Z]\d[A-Z], Canada$/,
  );
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(locator.getByRole('status')).toHaveText(/^\d+ stores? within 20 mi of Toronto\./);
  const first = locator.getByRole('list', { name: 'Stores' }).locator(':scope > li').first();
  await expect(first.locator('address')).toContainText(/, ON [A-Z]\d[A-Z] \d[A-Z]\d$/);
});
