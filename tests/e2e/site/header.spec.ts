/**
 * The header (SPEC.md sections 2.2, 2.3 and 4): the primary navigation per region, the mega menu
 * on hover, the mobile drawer with one accordion panel open at a time, and the regional controls.
 */
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

/** au and nz have the same primary navigation. */
const AU_AND_NZ_NAVIGATION = [
  ['Carpet', null],
  ['Hard Flooring', null],
  ['Inspiration', null],
  ['Sustainability', null],
  ['Support', null],
  ['Stores', '/find-stores'],
] as const;

/** The SPEC.md section 2.2 table: label, and the path of the items without a dropdown. */
const PRIMARY_NAVIGATION = {
  au: AU_AND_NZ_NAVIGATION,
  nz: AU_AND_NZ_NAVIGATION,
  na: [
    ['Discover', null],
    ['Shop', '/find-stores'],
    ['Plan & Install', '/news/installation-standards'],
    ['Cleaning & Care', null],
  ],
} as const;

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });
/** Below 768 px: the button that opens the drawer, and the navigation in it. */
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const headerSamples = (page: Page) => page.locator('.site-header [data-widget="gh-samples"]');
const withoutSlash = (href: string | null) => href?.replace(/\/(?=$|\?)/, '') ?? null;

for (const [region, items] of Object.entries(PRIMARY_NAVIGATION)) {
  test(`the primary navigation of ${region} matches the SPEC table`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, `/${region}/`);
    const entries = primaryNav(page).locator(':scope > ul > li > :is(a, button)');
    await expect(entries).toHaveCount(items.length);
    for (const [index, [label, path]] of items.entries()) {
      const entry = entries.nth(index);
      await expect(entry).toHaveText(label);
      if (path === null) {
        // An item with a dropdown has no link of its own.
        expect(await entry.evaluate((element) => element.tagName)).toBe('BUTTON');
        await expect(entry).toHaveAttribute('aria-expanded', 'false');
      } else {
        expect(withoutSlash(await entry.getAttribute('href'))).toBe(`/${region}${path}`);
      }
    }
  });
}

test('the mega menu opens only for the hovered item and closes on leave and on click', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/au/');
  const nav = primaryNav(page);
  const carpet = nav.getByRole('button', { name: 'Carpet', exact: true });
  const hard = nav.getByRole('button', { name: 'Hard Flooring' });

  await carpet.hover();
  const carpetPanel = page.locator('#mega-menu-carpet');
  await expect(carpetPanel).toBeVisible();
  await expect(carpet).toHaveAttribute('aria-expanded', 'true');
  for (const section of ['Shop by Colour', 'Shop by Fibre', 'Shop by Budget', 'Learn More']) {
    await expect(carpetPanel.getByText(section, { exact: true })).toBeVisible();
  }
  const light = carpetPanel.getByRole('link', { name: 'Light' });
  expect(withoutSlash(await light.getAttribute('href'))).toBe(
    '/au/products?type=CPT&colour=orange&colour=yellow',
  );

  await hard.hover();
  await expect(page.locator('#mega-menu-hardFlooring')).toBeVisible();
  await expect(carpetPanel).toBeHidden();

  // Hovering an item without a dropdown closes the open panel.
  await nav.getByRole('link', { name: 'Stores' }).hover();
  // Every panel is in the page (the build writes them), and none shows.
  await expect(page.locator('.mega-menu:visible')).toHaveCount(0);

  await carpet.hover();
  await expect(carpetPanel).toBeVisible();
  await page.mouse.move(640, 780);
  await expect(carpetPanel).toBeHidden();

  await carpet.hover();
  await carpetPanel.getByText('Shop by Budget', { exact: true }).click();
  await expect(carpetPanel).toBeHidden();
});

test('the inspiration panel shows two trend reports, and four design partners only in au', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  for (const [region, partners] of [
    ['au', 4],
    ['nz', 0],
  ] as const) {
    await open(page, `/${region}/`);
    await primaryNav(page).getByRole('button', { name: 'Inspiration' }).hover();
    const panel = page.locator('#mega-menu-inspiration');
    await expect(panel.locator('.trend-menu-card')).toHaveCount(2);
    await expect(panel.locator('.partner-menu-card')).toHaveCount(partners);
  }
});

test('below 768 px the menu is a left drawer with one accordion panel open at a time', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/au/');
  await expect(primaryNav(page)).toBeHidden();
  const drawer = mobileNav(page);
  await expect(drawer).toBeHidden();
  await menuButton(page).click();
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.x).toBe(0);

  const carpet = drawer.getByRole('button', { name: 'Carpet', exact: true });
  const hard = drawer.getByRole('button', { name: 'Hard Flooring' });
  await carpet.click();
  await expect(carpet).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#drawer-panel-carpet')).toBeVisible();
  await hard.click();
  await expect(hard).toHaveAttribute('aria-expanded', 'true');
  await expect(carpet).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#drawer-panel-carpet')).toBeHidden();

  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
});

test('the store link reads Find stores below 768 px and Find your nearest stores from 768 px', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/nz/');
  await expect(page.getByRole('link', { name: 'Find stores', exact: true })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('link', { name: 'Find your nearest stores' })).toBeVisible();
});

test('the one samples entry and the site toggle show in au and nz, not in na', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [region, shown] of [
    ['au', true],
    ['nz', true],
    ['na', false],
  ] as const) {
    await open(page, `/${region}/`);
    // One samples entry: the basket button (SPEC.md 2.10), where 2.2 put Request a Sample.
    await expect(headerSamples(page)).toHaveCount(shown ? 1 : 0);
    if (shown) {
      await expect(headerSamples(page).getByRole('button', { name: 'Free Samples' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Request a Sample' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Our sites' })).toHaveCount(shown ? 1 : 0);
    expect(
      withoutSlash(
        await page
          .getByRole('link', { name: 'Floor Calculator', exact: true })
          .getAttribute('href'),
      ),
    ).toBe(`/${region}/calculator`);
  }
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`at ${viewport.width} px the header stays in reach on a long page, with search and the samples count`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/au/products/');
    await expect(headerSamples(page).getByRole('button', { name: 'Free Samples' })).toBeVisible();
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const main = page.locator('.site-header__main');
    // At the top of the viewport (to the subpixel: the top bar's height is fractional).
    await expect.poll(async () => Math.round((await main.boundingBox())?.y ?? -100)).toBe(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
    await expect(
      headerSamples(page).getByRole('button', { name: 'Free Samples' }),
    ).toBeInViewport();
    if (viewport === DESKTOP) await expect(primaryNav(page)).toBeInViewport();
    else await expect(menuButton(page)).toBeInViewport();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });

  test(`at ${viewport.width} px the search icon moves focus into the search field`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, '/au/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const field = page.locator('#header-search').getByRole('combobox');
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: 'Close search' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(field).toBeFocused();
  });
}

for (const width of [1024, 1280]) {
  test(`at ${width} px the utility bar is one line in one type size`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/au/');
    const bar = page.locator('.site-header__top');
    await expect(page.getByRole('link', { name: 'Floor Calculator', exact: true })).toBeVisible();
    expect((await bar.boundingBox())?.height).toBeLessThan(48);
    const sizes = await bar.evaluate((element) => {
      const texts = [...element.querySelectorAll('a, button')].filter(
        (control) => control.textContent?.trim() && (control as HTMLElement).offsetWidth > 0,
      );
      return [...new Set(texts.map((control) => getComputedStyle(control).fontSize))];
    });
    expect(sizes).toEqual(['13px']);
    // The main bar fits too: navigation, search and samples, with no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('the drawer closes on Escape, gives focus back, and holds search, the region choice and samples', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/au/');
  const menu = menuButton(page);
  const drawer = mobileNav(page);
  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Request a Sample' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Region:/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('button', { name: /^Search/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('#header-search').getByRole('combobox')).toBeFocused();
});

test('the drawer is a modal dialog: 40 Tabs each way stay inside it, and a tap beside it closes it', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/au/');
  const menu = menuButton(page);
  await menu.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // An accordion open, so there is more to pass through.
  await dialog.getByRole('button', { name: 'Carpet' }).click();
  const inside = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('dialog#mobile-drawer')));
  for (const key of ['Tab', 'Shift+Tab']) {
    const outside: number[] = [];
    for (let press = 1; press <= 40; press++) {
      await page.keyboard.press(key);
      if (!(await inside())) outside.push(press);
    }
    expect(outside, `${key} presses that left the drawer`).toEqual([]);
  }
  // From the frame after it shows, the page behind does not scroll and is inert (neither
  // clicked, focused nor read out: the drawer is modal without showModal's top layer).
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.overflow))
    .toBe('hidden');
  const behind = ['.site-header__top', '.site-header__main', 'main', 'footer'];
  for (const selector of behind) await expect(page.locator(selector)).toHaveAttribute('inert', '');
  await expect(page.locator('dialog#mobile-drawer')).not.toHaveAttribute('inert');
  await page.mouse.click(360, 400);
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  for (const selector of behind) await expect(page.locator(selector)).not.toHaveAttribute('inert');
});

test('controls hide while search is open below 1000 px', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await open(page, '/au/');
  const storeLink = page.getByRole('link', { name: 'Find your nearest stores' });
  await expect(storeLink).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('#header-search')).toBeVisible();
  await expect(storeLink).toBeHidden();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(storeLink).toBeVisible();
});
