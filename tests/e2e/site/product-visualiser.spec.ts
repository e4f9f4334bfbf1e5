/**
 * The room visualiser on a product page (issue 12, "in view"): View Now shows the visitor's room
 * in place of the main gallery image and brings it into sight, on a wide screen and on a phone;
 * the page's own colour row switches its colour (the room view has no second row), and the Scene
 * ID is a small line, not a headline.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings, WCAG_22_AA } from '../support/axe';
import { catalogueProduct } from '../support/catalogue';
import { landscapeRoomJpeg } from '../support/room-photo';
import { expect, type Page, test } from '../support/test';
import { expectRenderLoaded, uploadRoomPhoto } from '../support/visualiser';
import { open, stubMedia } from './content';

interface ApiProduct {
  slug: string;
  name: string;
  variants: { name: string; globalItemId: string }[];
}

const productWithColours = (page: Page) =>
  catalogueProduct<ApiProduct>(
    page,
    'a product with two colours',
    (item) => item.variants.length >= 2,
  );

test.beforeEach(async ({ page }) => stubMedia(page));

let photo: Buffer;
test.beforeAll(async () => {
  photo = await landscapeRoomJpeg();
});

for (const viewport of [
  { name: 'at 1280 × 900', width: 1280, height: 900 },
  { name: 'on a 375 px phone', width: 375, height: 812 },
]) {
  test(`View Now shows the room in place of the main image, in sight, ${viewport.name}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const product = await productWithColours(page);
    await open(page, `/au/products/${product.slug}/`);
    const mainImage = page.locator('#product-gallery-main');
    await expect(mainImage).toBeVisible();

    const widget = page.locator('.product-actions [data-widget="gh-visualiser"]');
    await widget.scrollIntoViewIfNeeded();
    await widget.getByRole('button', { name: 'Room Visualiser' }).click();
    const modal = widget.getByRole('dialog', { name: 'Room Visualiser' });
    await uploadRoomPhoto(modal, 'lounge.jpg', photo);
    await modal.getByRole('button', { name: 'View Now' }).click();
    await expect(modal).toBeHidden();

    // In the gallery, where the main image was, and scrolled into sight.
    const room = page.locator('.product-gallery > .gh-visualiser-room');
    const view = room.getByRole('region', { name: 'Your room' });
    await expect(view).toBeVisible();
    await expect(mainImage).toBeHidden();
    await expect(view.locator('.stage')).toBeInViewport({ ratio: 0.5 });
    expect(await widget.getByRole('region', { name: 'Your room' }).count()).toBe(0);
    // Scrolled to below the sticky header, with the breadcrumb in sight rather than under it:
    // axe (WCAG 2.2 AA) finds nothing serious in room view.
    expect(await seriousFindings(new AxeBuilder({ page }).withTags(WCAG_22_AA))).toEqual([]);

    const render = view.locator('img.render');
    const first = product.variants[0];
    const second = product.variants[1];
    await expect(render).toHaveAttribute('src', new RegExp(`artnr=${first?.globalItemId}&`));
    await expectRenderLoaded(render);

    // Before/after and download are there; the colours are the page's own row.
    await expect(view.getByRole('slider', { name: 'Before / after' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Download Image' })).toBeEnabled();
    await expect(view.getByRole('group', { name: 'Colour' })).toHaveCount(0);
    await page
      .locator('.colour-picker')
      .getByRole('link', { name: second?.name ?? '' })
      .click();
    await expect(render).toHaveAttribute('src', new RegExp(`artnr=${second?.globalItemId}&`));

    // The Scene ID is a small line beside the heading, not a headline.
    const sceneNote = view.getByText(/^Scene ID:/);
    await expect(sceneNote).toBeVisible();
    const size = (selector: string) =>
      view.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size('.scene-note')).toBeLessThan(14);
    expect(await size('.scene-note')).toBeLessThan(await size('.room-title'));

    // Closing the room view puts the main image back.
    await view.getByRole('button', { name: 'Close Room View' }).click();
    await expect(mainImage).toBeVisible();
    await expect(room).toHaveCount(0);
  });
}
