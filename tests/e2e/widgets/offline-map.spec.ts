/**
 * The store locator's offline map (no maps-key) on the retailer demo page, after a search for
 * Sydney: at the search's zoom it draws the place's geography from the reference backend's tiles
 * (GET /map/tiles/v1/…): land with its coast in view, the tiles cached for a year. At 375 and
 * 1280 px, with screenshots in test-results/screens/ to look at.
 */

import { screenPath } from '../support/screens';
import { expect, type Page, test } from '../support/test';

const DEMO = '/widgets/demo/';
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];
// Beside Playwright's output folder, which each run empties.

const locator = (page: Page) => page.locator('#store-locator');

/** What the map's coast paths draw inside the map's own 640 × 400 drawing. */
function coastInView(page: Page) {
  return locator(page)
    .locator('.offline-map svg')
    .evaluate((svg) => {
      const paths = [...svg.querySelectorAll<SVGPathElement>('path.map-coast')];
      const inView = paths.filter((path) => {
        const box = path.getBBox();
        return box.x < 640 && box.x + box.width > 0 && box.y < 400 && box.y + box.height > 0;
      });
      return {
        paths: paths.length,
        empty: paths.filter((path) => !path.getAttribute('d')).length,
        length: inView.reduce((sum, path) => sum + path.getTotalLength(), 0),
      };
    });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('after a search for Sydney the map shows its coast and land', async ({ page }) => {
      await page.goto(DEMO);
      const widget = locator(page);
      const tiles = page.waitForResponse((response) => response.url().includes('/map/tiles/v1/8/'));
      const field = widget.getByRole('combobox', { name: 'Address, suburb or postcode' });
      await field.pressSequentially('Sydney');
      await widget.getByRole('option', { name: /^Sydney NSW 2000/ }).click();
      await expect(widget.getByRole('status')).toHaveText(/^\d+ stores? within 20 km of Sydney/);

      const tile = await tiles;
      expect(tile.status()).toBe(200);
      expect(tile.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      const map = widget.locator('.offline-map');
      await map.scrollIntoViewIfNeeded();
      // The first tile on a fresh server waits for the geography to be read from its packages.
      await expect(map.locator('path.map-coast').first()).toBeAttached({ timeout: 30_000 });
      await expect(map.locator('path.map-land').first()).toHaveAttribute('d', /^M-?\d/);
      const coast = await coastInView(page);
      expect(coast.paths).toBeGreaterThan(0);
      expect(coast.empty).toBe(0);
      // Sydney's ocean coast and harbour run through the view: hundreds of pixels of coast.
      expect(coast.length).toBeGreaterThan(300);
      await expect(map.locator('g.marker').first()).toBeVisible();
      await map.screenshot({ path: screenPath(`offline-map-${viewport.width}.png`) });
    });
  });
}

test('before any search the map fetches only its region’s outlines; the detail code comes with a search', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const name = /\/chunks\/([a-z-]+)-[0-9a-f]+\.js$/i.exec(request.url())?.[1];
    if (name) chunks.push(name);
  });
  await page.goto(DEMO);
  await locator(page).scrollIntoViewIfNeeded();
  await expect(locator(page).locator('.offline-map path.land')).toBeAttached();
  expect(chunks).toContain('outlines-oceania');
  expect(chunks).not.toContain('outlines-americas');
  expect(chunks).not.toContain('outline-data');

  const widget = locator(page);
  await widget
    .getByRole('combobox', { name: 'Address, suburb or postcode' })
    .pressSequentially('Sydney');
  await widget.getByRole('option', { name: /^Sydney NSW 2000/ }).click();
  await expect(widget.getByRole('status')).toHaveText(/within 20 km of Sydney/);
  // The first tile on a fresh server waits for the geography to be read from its packages.
  await expect(widget.locator('.offline-map path.map-coast').first()).toBeAttached({
    timeout: 30_000,
  });
  expect(chunks).toContain('outline-data');
});
