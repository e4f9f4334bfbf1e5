/**
 * The product list as a shopper uses it (issue 11, item 1), at 375 and 1280 px: below 768 px the
 * grid comes first and the filters open in a modal drawer; active filters show as removable chips
 * with 'Clear all'; the order is a sort control kept in the URL; the heading and title follow the
 * filters; one swatch control per colour with SPEC.md section 2.3's shortcuts; a card shows the
 * colourway matching the colour filter; nothing shifts while it loads; no sideways scroll; axe
 * finds nothing. Product-type pages are the same list with their type fixed (item 5).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';
import { expectCardNames, results, settledCardNames } from './product-list';

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

interface ApiCard {
  name: string;
  slug: string;
  variants: { name: string; slug: string; colour: string; globalItemId: string }[];
}

async function apiCards(page: Page, query: string): Promise<{ cards: ApiCard[]; total: number }> {
  const response = await page.request.get(
    `/api/catalogue/products?region=au&${query}&limit=24&view=card`,
  );
  expect(response.ok()).toBe(true);
  return {
    cards: (await response.json()) as ApiCard[],
    total: Number(response.headers()['x-total-count']),
  };
}

/** The summary of the content page at a path, read from the JSON:API the site is built from. */
async function contentSummary(page: Page, path: string): Promise<string> {
  let next: string | undefined = '/jsonapi/node/page?fields[node--page]=path,field_summary';
  while (next) {
    const response = await page.request.get(next, {
      headers: { accept: 'application/vnd.api+json' },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      data: { attributes: { path?: { alias?: string }; field_summary?: string } }[];
      links?: { next?: { href: string } };
    };
    const found = body.data.find((node) => node.attributes.path?.alias === path);
    if (found?.attributes.field_summary) return found.attributes.field_summary;
    next = body.links?.next?.href;
  }
  throw new Error(`no content page with a summary at ${path}`);
}

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

async function axeClean(page: Page) {
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => stubMedia(page));

test.describe('at 375 px', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(PHONE));

  test('the grid comes first, and the Filters button opens a drawer that keeps focus, closes on Escape and returns focus', async ({
    page,
  }) => {
    await open(page, '/au/products/');
    await expect(results(page).locator('.product-card').first()).toBeInViewport();
    await expect(page.getByRole('group', { name: 'Type' })).toBeHidden();
    await expect(filtersButton(page)).toHaveText('Filters');
    await noSidewaysScroll(page);

    await filtersButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused();
    // The page behind does not scroll while the drawer is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    // Tab and Shift+Tab go round inside the drawer.
    const controls = await drawer(page)
      .locator('button:not([disabled]), input, select, a[href]')
      .count();
    for (let step = 0; step < controls + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
      ).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
    ).toBe(true);
    await noSidewaysScroll(page);
    await axeClean(page);

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  test('choosing filters in the drawer counts them on the button, and Show N products shows the live total', async ({
    page,
  }) => {
    const { total } = await apiCards(page, 'type=CPT&colour=gray');
    await open(page, '/au/products/');
    await filtersButton(page).click();
    // click, not check: the box turns on once the URL has changed, not within the click.
    await drawer(page).getByRole('checkbox', { name: 'Carpet', exact: true }).click();
    await expect(page).toHaveURL(/\?type=CPT$/);
    await drawer(page).getByRole('checkbox', { name: 'Grey', exact: true }).click();
    await expect(page).toHaveURL(/\?type=CPT&colour=gray$/);
    await expect(drawer(page).getByRole('checkbox', { name: 'Grey', exact: true })).toBeChecked();
    const show = drawer(page).getByRole('button', { name: `Show ${total} products` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(drawer(page)).toBeHidden();
    await expect(filtersButton(page)).toHaveText('Filters (2)');
    await expect(filtersButton(page)).toBeFocused();
    await expect(results(page).locator('.product-card')).toHaveCount(total);

    // Clear all in the drawer empties every filter.
    await filtersButton(page).click();
    await drawer(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/au\/products\/$/);
    await expect(
      drawer(page).getByRole('checkbox', { name: 'Carpet', exact: true }),
    ).not.toBeChecked();
  });

  test('the filtered list has chips, no sideways scroll and nothing serious for axe', async ({
    page,
  }) => {
    await open(page, '/au/products/?type=CPT&colour=black&colour=purple');
    await expect(page.getByRole('button', { name: 'Remove filter: Black' })).toBeVisible();
    await expect(filtersButton(page)).toHaveText('Filters (3)');
    await settledCardNames(page);
    await noSidewaysScroll(page);
    await axeClean(page);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('each chip removes its filter, and Clear all removes them all', async ({ page }) => {
      await open(page, '/au/products/?type=CPT&subType=wool_cpt&colour=gray&colour=black');
      const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
      await expect(chips).toHaveText(['Carpet', 'Wool', 'Grey', 'Black']);
      // With four chips, Clear all is still whole on screen (on a phone the chips scroll under it).
      await expect(page.getByRole('button', { name: 'Clear all', exact: true })).toBeInViewport({
        ratio: 1,
      });

      await page.getByRole('button', { name: 'Remove filter: Grey' }).click();
      await expect(page).toHaveURL(/\?type=CPT&subType=wool_cpt&colour=black$/);
      await expect(chips).toHaveText(['Carpet', 'Wool', 'Black']);
      const expected = await apiCards(page, 'type=CPT&subType=wool_cpt&colour=black');
      await expectCardNames(
        page,
        expected.cards.map((card) => card.name),
        { anyOrder: true },
      );

      // Removing the type removes the style that belongs to it (SPEC.md section 4).
      await page.getByRole('button', { name: 'Remove filter: Carpet' }).click();
      await expect(page).toHaveURL(/\?colour=black$/);
      await expect(chips).toHaveText(['Black']);

      await page.getByRole('button', { name: 'Clear all', exact: true }).click();
      await expect(page).toHaveURL(/\/au\/products\/$/);
      await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    });

    test('the sort is kept in the URL, asked of the API, and Back and Forward restore it', async ({
      page,
    }) => {
      // Five navigations, each fetching a page of cards.
      test.slow();
      const byName = await apiCards(page, 'type=CPT&sort=-name');
      await open(page, '/au/products/?type=CPT');
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort).toHaveValue('featured');
      await sort.selectOption({ label: 'Name Z–A' });
      await expect(page).toHaveURL(/\?type=CPT&sort=-name$/);
      await expectCardNames(
        page,
        byName.cards.map((card) => card.name),
      );

      await sort.selectOption({ label: 'Most colours' });
      await expect(page).toHaveURL(/\?type=CPT&sort=colours$/);
      const byColours = await apiCards(page, 'type=CPT&sort=colours');
      await expectCardNames(
        page,
        byColours.cards.map((card) => card.name),
      );

      await page.goBack();
      await expect(page).toHaveURL(/\?type=CPT&sort=-name$/);
      await expect(sort).toHaveValue('-name');
      await expectCardNames(
        page,
        byName.cards.map((card) => card.name),
      );
      await page.goBack();
      await expect(page).toHaveURL(/\?type=CPT$/);
      await expect(sort).toHaveValue('featured');
      await page.goForward();
      await expect(sort).toHaveValue('-name');
    });

    test('the heading and the document title follow the filters', async ({ page }) => {
      // Four whole page loads, each waiting for the page to run.
      test.slow();
      const cases: [string, string][] = [
        ['', 'Products'],
        ['?type=CPT', 'Carpet'],
        ['?type=CPT&subType=wool_cpt', 'Wool carpet'],
        ['?type=HF&colour=gray', 'Hard flooring'],
      ];
      for (const [query, heading] of cases) {
        await open(page, `/au/products/${query}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (heading !== 'Products') await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
      }
    });

    test('a card under a colour filter shows, names and links to its colourway in that colour, with at most five dots', async ({
      page,
    }) => {
      const { cards } = await apiCards(page, 'type=CPT&colour=gray');
      expect(cards.length).toBeGreaterThan(0);
      // The demo catalogue must have products whose first colour is not grey, or this shows nothing.
      expect(cards.some((card) => card.variants[0]?.colour !== 'gray')).toBe(true);
      await open(page, '/au/products/?type=CPT&colour=gray');
      await settledCardNames(page);
      for (const card of cards) {
        const grey = card.variants.find((variant) => variant.colour === 'gray');
        if (!grey) throw new Error(`${card.name} has no grey colour`);
        const shown = results(page)
          .locator('.product-card')
          .filter({
            has: page.locator('.product-card__name', { hasText: new RegExp(`^${card.name}$`) }),
          });
        await expect(shown.locator('.product-card__colour')).toHaveText(grey.name);
        await expect(shown.locator('img')).toHaveAttribute(
          'src',
          new RegExp(`swatches/${grey.globalItemId}`),
        );
        const first = card.variants[0] === grey;
        await expect(shown.getByRole('link')).toHaveAttribute(
          'href',
          first
            ? new RegExp(`/products/${card.slug}/$`)
            : new RegExp(`/products/${card.slug}/\\?colour=${grey.slug}$`),
        );
        await expect(shown.locator('.product-card__dot')).toHaveCount(
          Math.min(5, card.variants.length),
        );
        if (card.variants.length > 5) {
          await expect(shown.locator('.product-card__more')).toHaveText(
            `+${card.variants.length - 5}`,
          );
        }
      }
    });

    test('one swatch control per colour: Grey is the gray family, and the shortcuts select their colours', async ({
      page,
    }) => {
      await open(page, '/au/products/?type=CPT');
      if (viewport.width < 768) await filtersButton(page).click();
      const colour = page.getByRole('group', { name: 'Colour' });
      await expect(colour.getByRole('checkbox')).toHaveCount(7);
      await expect(colour.getByRole('checkbox', { name: 'Gray' })).toHaveCount(0);
      await expect(colour.getByRole('button', { name: 'Grey' })).toHaveCount(0);
      await colour.getByRole('checkbox', { name: 'Grey', exact: true }).click();
      await expect(page).toHaveURL(/\?type=CPT&colour=gray$/);

      const dark = colour.getByRole('button', { name: 'Dark' });
      await expect(dark).toHaveAttribute('aria-pressed', 'false');
      await dark.click();
      await expect(page).toHaveURL(/\?type=CPT&colour=gray&colour=black&colour=purple$/);
      await expect(dark).toHaveAttribute('aria-pressed', 'true');
      await expect(colour.getByRole('checkbox', { name: 'Black', exact: true })).toBeChecked();
      await expect(colour.getByRole('checkbox', { name: 'Purple', exact: true })).toBeChecked();
      await dark.click();
      await expect(page).toHaveURL(/\?type=CPT&colour=gray$/);
    });

    test('nothing shifts while the filters and the results load', async ({ page }) => {
      // Shifts of the page's content (the header above it is measured by its own tests).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          })[]) {
            const inContent = entry.sources.some((source) => {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              return element?.closest('main') != null;
            });
            if (!entry.hadRecentInput && inContent) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await open(page, '/au/products/?type=CPT&colour=black&colour=purple');
      await settledCardNames(page);
      await expect(results(page).locator('.product-card').first()).toBeVisible();
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            // Two frames after the list settled, so its last paint is counted.
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
                ),
              ),
            ),
          ),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
    });

    test('a product-type page is the filterable list of its type under its intro', async ({
      page,
    }) => {
      const all = await apiCards(page, 'type=CPT&subType=wool_cpt');
      const grey = await apiCards(page, 'type=CPT&subType=wool_cpt&colour=gray');
      await open(page, '/au/product-types/wool-carpet/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wool carpet');
      await expect(page.locator('.catalogue-page__intro')).toHaveText(
        await contentSummary(page, '/product-types/wool-carpet'),
      );
      await expectCardNames(
        page,
        all.cards.map((card) => card.name),
        { anyOrder: true },
      );
      if (viewport.width < 768) await filtersButton(page).click();
      // The page fixes its type and style: they are not offered again.
      await expect(page.getByRole('group', { name: 'Type' })).toHaveCount(0);
      await page
        .getByRole('group', { name: 'Colour' })
        .getByRole('checkbox', { name: 'Grey', exact: true })
        .click();
      await expect(page).toHaveURL(/\/au\/product-types\/wool-carpet\/\?colour=gray$/);
      if (viewport.width < 768) await drawer(page).getByRole('button', { name: /^Show/ }).click();
      await expect(page.getByRole('button', { name: 'Remove filter: Grey' })).toBeVisible();
      await expectCardNames(
        page,
        grey.cards.map((card) => card.name),
        { anyOrder: true },
      );
      await noSidewaysScroll(page);
      await axeClean(page);
    });
  });
}
