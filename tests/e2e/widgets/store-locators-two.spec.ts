/**
 * Two <gh-store-locator> on one page (/widgets/demo/two-locators.html), as built for the CDN,
 * against the reference backend's gazetteer and seeded stores. By default each keeps its own
 * place, radius and results (A starts from its query, 'Parramatta', within 20 km; B waits, with
 * 10 km). With ?shared both carry `shared-location`: they search around the visitor's one
 * location, which the header's <gh-store-link> counts around too.
 */

import { screenPath } from '../support/screens';
import { expect, type Locator, type Page, test } from '../support/test';

const PAGE = '/widgets/demo/two-locators.html';

const locatorA = (page: Page) => page.locator('#locator-a');
const locatorB = (page: Page) => page.locator('#locator-b');
const storeLink = (page: Page) => page.locator('#store-link').getByRole('link');
const status = (widget: Locator) => widget.getByRole('status');
const radius = (widget: Locator) => widget.getByRole('combobox', { name: 'Radius' });
const address = (widget: Locator) =>
  widget.getByRole('combobox', { name: 'Address, suburb or postcode' });

/** Types a place into a locator's address box and takes the first suggestion, by keyboard. */
async function searchByKeyboard(widget: Locator, place: string) {
  await address(widget).fill(place);
  await expect(widget.getByRole('option').first()).toBeVisible();
  await address(widget).press('ArrowDown');
  await address(widget).press('Enter');
}

test.describe('each with its own place (the default)', () => {
  test('a search or a radius in one leaves the other as it was, and a reload restores both', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const a = locatorA(page);
    const b = locatorB(page);
    await expect(status(a)).toHaveText(/^\d+ stores? within 20 km of Parramatta\./);
    await expect(address(a)).toHaveValue(/^Parramatta/);
    await expect(radius(b)).toHaveValue('10');
    await expect(status(b)).toHaveText('');
    await expect(b.getByText(/^Search for your suburb or postcode/)).toBeVisible();

    await searchByKeyboard(b, 'Ryde');
    await expect(status(b)).toHaveText(/^\d+ stores? within 10 km of Ryde\./);
    await expect(status(a)).toHaveText(/^\d+ stores? within 20 km of Parramatta\./);
    await expect(radius(a)).toHaveValue('20');

    await radius(a).selectOption('30');
    await expect(status(a)).toHaveText(/^\d+ stores? within 30 km of Parramatta\./);
    await expect(status(b)).toHaveText(/^\d+ stores? within 10 km of Ryde\./);
    // Neither shares its location: the header link has nothing to count around.
    await expect(storeLink(page)).toHaveText('Find your nearest stores');

    await page.reload();
    await expect(status(locatorA(page))).toHaveText(/^\d+ stores? within 20 km of Parramatta\./);
    await expect(radius(locatorB(page))).toHaveValue('10');
    await expect(status(locatorB(page))).toHaveText('');
  });

  test('a store picked in one is not picked in the other', async ({ page }) => {
    await page.goto(PAGE);
    const a = locatorA(page);
    const b = locatorB(page);
    await expect(status(a)).toHaveText(/within 20 km of Parramatta/);
    await searchByKeyboard(b, 'Parramatta');
    await expect(status(b)).toHaveText(/within 10 km of Parramatta/);
    const first = (widget: Locator) =>
      widget.getByRole('list', { name: 'Stores' }).locator(':scope > li').first();
    await first(a)
      .getByRole('button', { name: /^Show on map/ })
      .click();
    await expect(first(a)).toHaveAttribute('aria-current', 'true');
    await expect(first(b)).not.toHaveAttribute('aria-current', 'true');
  });
});

test.describe('sharing the visitor’s location (shared-location)', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`both follow one search, and the header link counts around it, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${PAGE}?shared`);
      const a = locatorA(page);
      const b = locatorB(page);
      // A's query is the page's shared location: B shows it too, at the radius A searched with.
      await expect(status(a)).toHaveText(/^\d+ stores? within 20 km of Parramatta\./);
      await expect(status(b)).toHaveText(/^\d+ stores? within 20 km of Parramatta\./);

      await searchByKeyboard(b, 'Ryde');
      await expect(status(b)).toHaveText(/^\d+ stores? within 20 km of Ryde\./);
      await expect(status(a)).toHaveText(/^\d+ stores? within 20 km of Ryde\./);
      await radius(a).selectOption('10');
      await expect(radius(b)).toHaveValue('10');
      const count = /^(\d+) stores?/.exec((await status(b).textContent()) ?? '')?.[1];
      await expect(storeLink(page)).toHaveText(
        viewport.width < 768 ? `${count} stores nearby` : `${count} Ryde nearby stores`,
      );
      await b.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenPath(`two-locators-shared-${viewport.width}.png`) });
    });
  }
});
