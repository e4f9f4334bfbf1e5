/**
 * Search that understands shoppers (issue 40): the header's box shows what a query was understood
 * as and ends with 'See all N results'; the results page is a place to shop (cards with their
 * colour and Free Samples, removable chips, filters with counts, sort, 'Show more', the product
 * list's link, guides in a section of their own, relaxation said). By mouse and by keyboard, at
 * 375 and 1280 px, with screenshots in test-results/screens/ to look at, and axe on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { screenPath } from '../support/screens';
import { expect, type Locator, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Opens the au home page, then the header's search, and types into it; answers the field. */
async function searchFromHome(page: Page, text: string) {
  await open(page, '/au/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const field = page.locator('#header-search').getByRole('combobox');
  await expect(field).toBeFocused();
  await field.pressSequentially(text);
  return field;
}

const dropdown = (page: Page) => page.locator('#header-search').getByRole('listbox');

/** The results page's cards, once its answer has arrived. */
async function resultCards(page: Page): Promise<Locator> {
  await expect(page.getByRole('status').filter({ hasText: / for ‘/ })).toBeVisible();
  return page.getByRole('region', { name: 'Products' }).locator('.product-card');
}

/** The product codes the API answers a query with, in order (the page must show the same). */
async function apiProducts(page: Page, query: string, extra = '') {
  const response = await page.request.get(
    `/search-query?region=au&website=GHRES&view=card&limit=48&query=${encodeURIComponent(query)}${extra}`,
  );
  return (await response.json()) as {
    total: number;
    products: {
      name: string;
      type: string;
      productCode: string;
      matchedColour?: { slug: string };
    }[];
    facets: Record<string, Record<string, number>>;
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('the box shows what grey carpet was understood as, products first; a click opens one', async ({
      page,
    }) => {
      await searchFromHome(page, 'grey carpet');
      const status = page.locator('#header-search').getByRole('status');
      await expect(status).toHaveText(/^\d+ products: Grey, Carpet$/);
      const products = dropdown(page).getByRole('group', { name: 'Products' });
      const first = products.getByRole('option').first();
      await expect(first.locator('img')).toHaveAttribute('width', '48');
      await expect(dropdown(page).getByRole('option').last()).toHaveText(
        /^See all \d+ results for ‘grey carpet’$/,
      );
      await page.screenshot({
        path: screenPath(`search-dropdown-grey-carpet-${viewport.width}.png`),
      });
      const name = (await first.locator('.name').textContent())?.trim() ?? '';
      await first.click();
      await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\/\?colour=[a-z-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test("by keyboard alone: 'See all N results' opens the results page, which says what was corrected", async ({
      page,
    }) => {
      const field = await searchFromHome(page, 'vynil');
      const seeAll = dropdown(page).getByRole('option', {
        name: /^See all \d+ results for ‘vynil’$/,
      });
      await expect(seeAll).toBeVisible();
      await expect(async () => {
        await field.press('ArrowDown');
        await expect(seeAll).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
      }).toPass();
      await field.press('Enter');
      await expect(page).toHaveURL(/\/au\/search\/\?q=vynil$/);
      const cards = await resultCards(page);
      await expect(page.getByRole('status')).toHaveText(/^\d+ products? for ‘vynil’$/);
      await expect(page.getByText('Searched for ‘vinyl’ (you typed ‘vynil’).')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove filter: Vinyl' })).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      await page.screenshot({
        path: screenPath(`search-page-vynil-${viewport.width}.png`),
        fullPage: true,
      });
      // The first card's link, reached and followed with the keyboard.
      const link = cards.first().getByRole('link');
      const name = (await link.locator('.product-card__name').textContent())?.trim() ?? '';
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('grey carpet: cards of grey carpets in grey, chips to remove, filters with counts', async ({
      page,
    }) => {
      const answer = await apiProducts(page, 'grey carpet');
      await open(page, '/au/search/?q=grey+carpet');
      const cards = await resultCards(page);
      await expect(page.getByRole('status')).toHaveText(
        `${answer.total} products for ‘grey carpet’`,
      );
      await expect(cards).toHaveCount(Math.min(answer.total, 24));
      await expect(cards.locator('.product-card__name')).toHaveText(
        answer.products.slice(0, 24).map((product) => product.name),
      );
      // A card shows the grey colour that matched, and opens the product on it.
      const first = answer.products[0];
      await expect(cards.first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`\\?colour=${first?.matchedColour?.slug}$`),
      );
      await expect(cards.first().locator('.product-card__collection')).not.toBeEmpty();
      await page.screenshot({
        path: screenPath(`search-page-grey-carpet-${viewport.width}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // A feature filter narrows the cards to its count, from the sidebar or the drawer.
      const [slug, count] = Object.entries(answer.facets.feature ?? {})[0] as [string, number];
      const wide = viewport.width >= 768;
      if (!wide) await page.getByRole('button', { name: 'Filters' }).click();
      const form = wide
        ? page.getByRole('complementary', { name: 'Filters' })
        : page.getByRole('dialog', { name: 'Filters' });
      const feature = form.getByRole('group', { name: 'Features' }).getByRole('checkbox', {
        name: new RegExp(`\\(${count}\\)$`),
      });
      await feature.first().check();
      await expect(page).toHaveURL(new RegExp(`feature=${slug}`));
      if (!wide) await page.getByRole('button', { name: /^Show \d+ products?$/ }).click();
      await expect(page.getByRole('status')).toHaveText(`${count} products for ‘grey carpet’`);

      // Removing the Grey chip, with the keyboard, searches for carpet with the filter kept.
      const grey = page.getByRole('button', { name: 'Remove filter: Grey' });
      await grey.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?q=carpet&feature=${slug}$`));
      await expect(page.getByRole('status')).toHaveText(/^\d+ products for ‘carpet’$/);

      // 'See all in the product list' carries what was understood and chosen.
      await page.getByRole('link', { name: 'See all in the product list' }).click();
      await expect(page).toHaveURL(new RegExp(`/au/products/\\?type=CPT&feature=${slug}$`));
    });

    test("sorts, shows more, and relaxes what nothing satisfies: 'waterproof carpet'", async ({
      page,
    }) => {
      await open(page, '/au/search/?q=flooring');
      const cards = await resultCards(page);
      await expect(cards).toHaveCount(24);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });
      await expect(page).toHaveURL(/sort=name/);
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(page).toHaveURL(/pages=2/);
      const total = Number(
        (await page.getByRole('status').textContent())?.match(/^(\d+) products/)?.[1],
      );
      await expect(cards).toHaveCount(total);
      const names = await cards.locator('.product-card__name').allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      await open(page, '/au/search/?q=waterproof+carpet');
      await resultCards(page);
      await expect(
        page.getByText(
          'No waterproof carpet in Australia. Showing waterproof flooring and carpet.',
        ),
      ).toBeVisible();
      // Either-or is not a product list: no link to one.
      await expect(page.getByRole('link', { name: 'See all in the product list' })).toHaveCount(0);
      await page.screenshot({ path: screenPath(`search-page-relaxed-${viewport.width}.png`) });
    });

    test('a colour result shows its swatch and opens its product with that colour chosen', async ({
      page,
    }) => {
      await open(page, '/au/search/?q=charcoal');
      const cards = await resultCards(page);
      const first = cards.first();
      await expect(first.locator('.product-card__colour')).toHaveText('Charcoal');
      await first.getByRole('link').click();
      await expect(page).toHaveURL(/\/au\/products\/[a-z0-9-]+\/\?colour=charcoal$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('guides and features have a section of their own; nothing found offers ways on', async ({
      page,
    }) => {
      await open(page, '/au/search/?q=carpet+care');
      await resultCards(page);
      const guides = page.getByRole('region', { name: /^Guides, news and features/ });
      await guides.getByRole('link', { name: /Carpet care/ }).click();
      await expect(page).toHaveURL(/\/au\/news\/carpet-care\/$/);

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

    test('a Free Samples button on a result opens the samples of that product, its colour chosen', async ({
      page,
    }) => {
      await open(page, '/au/search/?q=pet+friendly');
      const cards = await resultCards(page);
      const name = (await cards.first().locator('.product-card__name').textContent()) ?? '';
      await cards.first().getByRole('button', { name: 'Free Samples' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(name);
      // The colour on show is chosen as the modal opens, as on the product page.
      const samples = cards.first().getByRole('button', { name: /^Samples/ });
      await expect(samples).toHaveText(/1/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(samples).toBeFocused();
    });

    test('no serious or critical accessibility findings on the results page and the open box', async ({
      page,
    }) => {
      await open(page, '/au/search/?q=grey+wool+carpet');
      await resultCards(page);
      expect(await seriousFindings(new AxeBuilder({ page }))).toEqual([]);
      await searchFromHome(page, 'pet friendly');
      await expect(dropdown(page).getByRole('option').first()).toBeVisible();
      expect(await seriousFindings(new AxeBuilder({ page }).include('#header-search'))).toEqual([]);
    });
  });
}

test('the 404 page offers a search that leads to results', async ({ page }) => {
  await open(page, '/au/no-such-page/');
  const field = page.getByRole('searchbox', { name: 'Search for what you were looking for' });
  await field.fill('wool');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/au\/search\/\?q=wool$/);
  await expect(page.getByRole('region', { name: 'Products' })).toBeVisible();
});
