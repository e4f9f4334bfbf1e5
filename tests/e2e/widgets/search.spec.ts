/**
 * <gh-search> on the retailer demo page against the reference backend's /search-query: grouped
 * results with 48 px images, the statuses, and choosing a result with the keyboard or the mouse
 * inside the shadow root.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { expect, type Locator, test } from '../support/test';

let search: Locator;

test.beforeEach(async ({ page }) => {
  await page.goto('/widgets/demo/');
  search = page.locator('#site-search');
  await expect(search.getByRole('combobox', { name: 'Search' })).toBeVisible();
});

test('says Keep typing... under 3 characters, then Searching..., then shows grouped results with 48 px images', async () => {
  const box = search.getByRole('combobox', { name: 'Search' });
  await box.fill('wa');
  await expect(search.getByRole('status')).toHaveText('Keep typing...');
  await box.fill('walnut');
  await expect(search.getByRole('status')).toHaveText('Searching...');
  const colours = search.getByRole('group', { name: 'Colours' });
  await expect(colours.getByRole('option').first()).toContainText('Walnut');
  const image = colours.getByRole('option').first().locator('img');
  // The media server renders an image on its first request, which can take a while under load.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.width, img.naturalWidth]), {
      timeout: 20_000,
    })
    .toEqual([48, 48]);
});

test('says No results when nothing matches', async () => {
  await search.getByRole('combobox', { name: 'Search' }).fill('qqqzzzxx');
  await expect(search.getByRole('status')).toHaveText('No results', { timeout: 5_000 });
  await expect(search.getByRole('listbox')).toBeHidden();
});

test('chooses a result with the keyboard and tells the host page', async ({ page }) => {
  const box = search.getByRole('combobox', { name: 'Search' });
  await box.fill('walnut');
  await expect(search.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  const first = search.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('.name').textContent()) ?? '';
  await box.press('Enter');
  await expect(page.locator('#event-log')).toContainText('gh-search-select from #site-search');
  await expect(page.locator('#event-log')).toContainText(`"name": "${name}"`);
  await expect(search.getByRole('listbox')).toBeHidden();
});

test('chooses a result with the mouse, and hides the results when focus leaves', async ({
  page,
}) => {
  const box = search.getByRole('combobox', { name: 'Search' });
  await box.fill('walnut');
  await expect(search.getByRole('option').first()).toBeVisible();
  await page.locator('.retailer-header').click();
  await expect(search.getByRole('listbox')).toBeHidden();
  await box.focus();
  await expect(search.getByRole('listbox')).toBeVisible();
  await search.getByRole('option').first().click();
  await expect(page.locator('#event-log')).toContainText('gh-search-select from #site-search');
});

test("says what it understood, and ends with 'See all N results', which tells the host page", async ({
  page,
}) => {
  const box = search.getByRole('combobox', { name: 'Search' });
  await box.fill('grey carpet');
  await expect(search.getByRole('status')).toHaveText(/^\d+ products: Grey, Carpet$/);
  const seeAll = search.getByRole('option', { name: /^See all \d+ results for ‘grey carpet’$/ });
  await seeAll.click();
  await expect(page.locator('#event-log')).toContainText('gh-search-submit from #site-search');
  await expect(page.locator('#event-log')).toContainText('"query": "grey carpet"');
  await expect(search.getByRole('listbox')).toBeHidden();
});

test('no serious or critical accessibility violations in the open search', async ({ page }) => {
  await search.getByRole('combobox', { name: 'Search' }).fill('walnut');
  await expect(search.getByRole('option').first()).toBeVisible();
  expect(await seriousFindings(new AxeBuilder({ page }).include('gh-search'))).toEqual([]);
});

test('stands on the host page: only the box has a surface of its own', async () => {
  await expect(search.locator('.search')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(search.getByRole('combobox', { name: 'Search' })).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
});
