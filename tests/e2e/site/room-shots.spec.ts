/**
 * Room shots where the site shows rooms (issue: every colour in a room that looks real): the home
 * hero, a room page and a trend report's gallery each show a catalogue colour laid into a stock
 * room, say which, and take the shopper to that colour's page, by mouse and by keyboard, on a
 * phone and on a desktop.
 */
import { expect, type Locator, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

/** 'Marlowe Velvet in Driftwood' → its product page's path and query, as the site writes them. */
function colourPage(region: string, shown: string): RegExp {
  const [, product = '', colour = ''] = /^(.+) in (.+)$/.exec(shown) ?? [];
  const slug = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return new RegExp(`/${region}/products/${slug(product)}/\\?colour=${slug(colour)}$`);
}

/** Follows `link` by mouse or by keyboard, and checks the colour page it opens. */
async function follow(page: Page, link: Locator, how: 'mouse' | 'keyboard', region: string) {
  const shown = ((await link.textContent()) ?? '').replace(/^See /, '').trim();
  if (how === 'mouse') await link.click();
  else {
    await link.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(colourPage(region, shown));
  const [, product, colour] = /^(.+) in (.+)$/.exec(shown) ?? [];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product ?? '');
  await expect(page.getByText(`Colour: ${colour}`)).toBeVisible();
}

for (const [width, how] of [
  [375, 'keyboard'],
  [1280, 'mouse'],
] as const) {
  test.describe(`at ${width} px, by ${how}`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home hero shows a floor laid in a room and opens that colour', async ({ page }) => {
      await open(page, '/nz/');
      const slide = page.locator('.slideshow .swiper-slide:not(.swiper-slide-duplicate)').first();
      const picture = slide.locator('img').first();
      await expect(picture).toHaveAttribute('src', /\/room-shots\/living-room\/GHRES-[\d-]+\.jpg$/);
      const link = slide.getByRole('link', { name: /^See .+ in .+$/ });
      const shown = ((await link.textContent()) ?? '').replace(/^See /, '');
      await expect(picture).toHaveAttribute('alt', `${shown}, laid in a living room`);
      await follow(page, link, how, 'nz');
    });

    test('a room page shows one of its floors in the room, names it and opens it', async ({
      page,
    }) => {
      await open(page, '/au/inspiration/rooms/kitchen/');
      const hero = page.locator('.page-hero');
      const link = hero.locator('.page-hero__shown').getByRole('link');
      const shown = (await link.textContent()) ?? '';
      expect(shown).toMatch(/^.+ in .+$/);
      const picture = hero.locator('img');
      await expect(picture).toHaveAttribute('alt', `${shown}, laid in a kitchen`);
      await expect(picture).toHaveAttribute('src', /\/room-shots\/kitchen\/GHRES-[\d-]+\.jpg$/);
      await follow(page, link, how, 'au');
    });

    test("a trend report's gallery shows its colours in rooms, each named", async ({ page }) => {
      await open(page, '/au/inspiration/trend-reports/balanced-brights/');
      const rooms = page.locator('.trend-gallery__room');
      await rooms.first().scrollIntoViewIfNeeded();
      expect(await rooms.count()).toBeGreaterThanOrEqual(2);
      for (const room of await rooms.all()) {
        const shown = (await room.locator('figcaption').textContent()) ?? '';
        await expect(room.locator('img')).toHaveAttribute(
          'alt',
          new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, laid in an? `),
        );
        await expect(room.locator('img')).toHaveAttribute('src', /\/room-shots\//);
      }
      await follow(page, rooms.first().getByRole('link'), how, 'au');
    });
  });
}
