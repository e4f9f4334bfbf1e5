/**
 * Search that leads somewhere (issue 1/6, item 1): choosing a result in the header's search box
 * opens its page, by mouse and by keyboard; Enter on the query opens the results page, whose
 * results open their pages too; a misspelt query still finds; nothing found offers a way on.
 * At 375 and 1280 px, with screenshots in test-results/screens/ to look at.
 */

import { screenPath } from '../support/screens';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];
// Beside Playwright's output folder, which each run empties.

/** Opens the au home page, then the header's search, and types into it; answers the field. */
async function searchFromHome(page: Page, text: string) {
  await open(page, '/au/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const field = page.locator('#header-search').getByRole('combobox');
  await expect(field).toBeFocused();
  await field.pressSequentially(text);
  return field;
}

const results = (page: Page) => page.locator('#header-search').getByRole('listbox');

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('clicking a product result opens its page', async ({ page }) => {
      await searchFromHome(page, 'wool');
      const products = results(page).getByRole('group', { name: 'Products' });
      const first = products.getByRole('option').first();
      const name = (await first.locator('.name').textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      await page.screenshot({ path: screenPath(`search-dropdown-${viewport.width}.png`) });
      await first.click();
      await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('ArrowDown then Enter opens the result pointed at, with the keyboard alone', async ({
      page,
    }) => {
      const field = await searchFromHome(page, 'oak');
      await expect(results(page).getByRole('option').first()).toBeVisible();
      await field.press('ArrowDown');
      const active = results(page).getByRole('option', { selected: true });
      const name = (await active.locator('.name').textContent())?.trim() ?? '';
      await field.press('Enter');
      await expect(page).toHaveURL(/\/au\/(products|collections|product-types|features)\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    });

    test('Enter on the query opens the results page, whose results open their pages', async ({
      page,
    }) => {
      const field = await searchFromHome(page, 'wool');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/au\/search\/\?q=wool$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for ‘wool’');
      await expect(
        page.getByRole('status').filter({ hasText: /results? for ‘wool’/ }),
      ).toBeVisible();
      const products = page.getByRole('region', { name: /^Products/ });
      await expect(products.getByRole('heading', { name: /^Products \(\d+\)$/ })).toBeVisible();
      await page.screenshot({
        path: screenPath(`search-page-${viewport.width}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const link = products.getByRole('link').first();
      const name = (await link.textContent())?.trim() ?? '';
      // By keyboard: the link is reached and followed with Enter.
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('a colour result opens its product with that colour chosen', async ({ page }) => {
      await open(page, '/au/search/?q=charcoal');
      const colours = page.getByRole('region', { name: /^Colours/ });
      const link = colours.getByRole('link').first();
      await expect(link).toHaveText('Charcoal');
      await link.click();
      await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\/\?colour=charcoal$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a misspelt query still finds, and nothing found offers ways on', async ({ page }) => {
      await open(page, '/au/search/?q=charcaol');
      await expect(
        page
          .getByRole('region', { name: /^Colours/ })
          .getByRole('link', { name: 'Charcoal' })
          .first(),
      ).toBeVisible();

      await open(page, '/au/search/?q=zzqqxx');
      await expect(page.getByRole('status')).toHaveText('No results for ‘zzqqxx’');
      await expect(page.getByRole('link', { name: 'All carpet' })).toBeVisible();
      await page.screenshot({ path: screenPath(`search-none-${viewport.width}.png`) });
      // The form searches again from here, with the keyboard.
      const field = page.getByRole('searchbox', { name: 'Search products, colours and guides' });
      await field.fill('berber');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/au\/search\/\?q=berber$/);
      await expect(page.getByRole('status')).toContainText('for ‘berber’');
    });
  });
}

test('the 404 page offers a search that leads to results', async ({ page }) => {
  await open(page, '/au/no-such-page/');
  const field = page.getByRole('searchbox', { name: 'Search for what you were looking for' });
  await field.fill('wool');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/au\/search\/\?q=wool$/);
  await expect(page.getByRole('region', { name: /^Products/ })).toBeVisible();
});
