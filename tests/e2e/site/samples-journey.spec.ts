/**
 * A shopper's samples and visualiser journeys on the site, walked to their end at 375 and 1280 px
 * (issue 1/6, items 4, 5 and 7): by keyboard alone from a product page's colour to a confirmation
 * worth keeping, with focus on each new step's heading; Remove in the basket leaves focus on the
 * next sample; the header's Free Samples with nothing chosen leads to the products; and the room
 * visualiser moves focus on after the upload and into 'Adjust floor' and back.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings, WCAG_22_AA } from '../support/axe';
import { catalogueProduct } from '../support/catalogue';
import { landscapeRoomJpeg } from '../support/room-photo';
import { screenPath } from '../support/screens';
import { expect, type Locator, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

interface ApiProduct {
  name: string;
  slug: string;
  sampleAvailable: boolean;
  variants: { name: string; sampleInStock: boolean }[];
}

/** An au product with at least three colours whose samples are in stock. */
const productWithStock = (page: Page) =>
  catalogueProduct<ApiProduct>(
    page,
    'a product with three colours in stock',
    (item) =>
      item.sampleAvailable && item.variants.filter((variant) => variant.sampleInStock).length >= 3,
  );

/** What has focus, looking through open shadow roots: the widgets render in them. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.textContent?.trim() ?? ''}` : '';
  });

/** Presses Tab until `target` has focus, as a keyboard user would (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; ) {
    // null: the element gave way as it was checked (a widget's button drawn by the page, whose
    // focus passes to the widget's own as it comes): the same target is checked again.
    const focused = await target.evaluate((element) =>
      element.isConnected ? element.matches(':focus') : null,
    );
    if (focused) return;
    if (focused === false) {
      await page.keyboard.press('Tab');
      press += 1;
    }
  }
  throw new Error(`Tab never reached the target; focus is on ${await focused(page)}`);
}

const screens = (name: string) => screenPath(`samples-journey-${name}.png`);

test.beforeEach(async ({ page }) => stubMedia(page));

let photo: Buffer;
test.beforeAll(async () => {
  photo = await landscapeRoomJpeg();
});

for (const viewport of [
  { name: 'at 1280 px', width: 1280, height: 800 },
  { name: 'on a 375 px phone', width: 375, height: 740 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('by keyboard alone: the colour on show is chosen, each step takes focus, and the confirmation gives the reference, the samples and the address', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const product = await productWithStock(page);
      const colour = product.variants.filter((variant) => variant.sampleInStock)[2] as {
        name: string;
      };
      await open(page, `/au/products/${product.slug}/`);

      // The shopper picks the third colour in stock on the page, by keyboard.
      const option = page.locator('.colour-picker').getByRole('link', { name: colour.name });
      await tabTo(page, option, 80);
      await page.keyboard.press('Enter');
      await expect(page.locator('.product-info__colour')).toHaveText(`Colour: ${colour.name}`);

      const samples = page.locator('.product-actions [data-widget="gh-samples"]');
      const freeSamples = samples.getByRole('button', { name: 'Free Samples' });
      await tabTo(page, freeSamples);
      await page.keyboard.press('Enter');
      const modal = samples.getByRole('dialog');
      await expect(modal.getByRole('heading', { name: 'Select Colours' })).toBeVisible();
      // The colour on show, which the address names (?colour=), is chosen already.
      await expect(page).toHaveURL(/\?colour=/);
      await expect(
        modal.getByRole('button', { name: new RegExp(`^${colour.name}`) }),
      ).toHaveAttribute('aria-pressed', 'true');
      const basket = modal.getByRole('region', { name: 'Your samples' });
      await expect(basket.locator('.colour-label')).toHaveText([colour.name]);
      await expect(basket.getByText(product.name, { exact: true })).toBeVisible();

      await tabTo(page, modal.getByRole('button', { name: 'Order Samples' }));
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('heading', { name: 'Order Details' })).toBeFocused();
      // Order Details lists the samples with swatch, colour and product.
      const ordering = modal.getByRole('region', { name: 'Your samples' });
      await expect(ordering.locator('.swatch')).toHaveCount(1);
      await expect(ordering.getByText(product.name, { exact: true })).toBeVisible();

      const field = (label: string) => modal.getByLabel(label, { exact: true });
      for (const [label, value] of [
        ['First name', 'Ada'],
        ['Last name', 'Lovelace'],
        ['Mobile', '0412 345 678'],
        ['Email', `ada.journey${viewport.width}@example.com`],
      ] as const) {
        await tabTo(page, field(label));
        await page.keyboard.type(value);
      }
      await tabTo(page, field('Delivery address'));
      await page.keyboard.type('12 Campbell Parade Bondi');
      const suggestion = modal.getByRole('option', {
        name: '12 Campbell Pde, Bondi NSW 2026, Australia',
      });
      await expect(suggestion).toBeVisible();
      for (let press = 0; press < 8; press += 1) {
        if ((await suggestion.getAttribute('aria-selected')) === 'true') break;
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await expect(field('Postcode')).toHaveValue('2026');
      await page.screenshot({ path: screens(`${viewport.width}-details`) });

      const placed = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.endsWith('/samples'),
      );
      await tabTo(page, modal.getByRole('button', { name: 'Submit' }));
      await page.keyboard.press('Enter');
      const answer = await placed;
      expect(answer.status()).toBe(201);
      const { orderId } = (await answer.json()) as { orderId: string };

      // The success step takes focus at its heading and gives what the shopper will want later.
      await expect(modal.getByRole('heading', { name: 'Success' })).toBeFocused();
      await expect(
        modal.getByText('Your samples order has been submitted successfully!'),
      ).toBeVisible();
      await expect(modal.locator('.order-id')).toHaveText(orderId);
      const ordered = modal.getByRole('region', { name: 'Samples ordered' });
      await expect(ordered.getByText(colour.name, { exact: true })).toBeVisible();
      await expect(ordered.getByText(product.name, { exact: true })).toBeVisible();
      await expect(modal.getByRole('region', { name: 'Delivery address' })).toContainText(
        '12 Campbell Parade',
      );
      await expect(modal.getByRole('region', { name: 'Delivery address' })).toContainText(
        'Bondi NSW 2026',
      );
      await expect(modal.getByRole('region', { name: 'What happens next' })).toContainText(
        `ada.journey${viewport.width}@example.com`,
      );
      await page.screenshot({ path: screens(`${viewport.width}-confirmation`) });
      const scan = new AxeBuilder({ page })
        .include('.product-actions [data-widget="gh-samples"]')
        .withTags(WCAG_22_AA);
      expect(await seriousFindings(scan)).toEqual([]);

      await tabTo(page, modal.getByRole('button', { name: 'Done' }));
      await page.keyboard.press('Enter');
      await expect(modal).toBeHidden();
      await expect(freeSamples).toBeFocused();
    });

    test('Remove in the basket leaves focus on the next sample, then on the emptied list', async ({
      page,
    }) => {
      const product = await productWithStock(page);
      const [first, second] = product.variants.filter((variant) => variant.sampleInStock) as {
        name: string;
      }[];
      await open(page, `/au/products/${product.slug}/`);
      const samples = page.locator('.product-actions [data-widget="gh-samples"]');
      await samples.getByRole('button', { name: 'Free Samples' }).click();
      const modal = samples.getByRole('dialog');
      // The colour on show (the first) is chosen as the modal opens; the second is added.
      const colour = (name: string) =>
        modal.getByRole('button', { name: new RegExp(`^${name as string}`) });
      await expect(colour(first?.name as string)).toHaveAttribute('aria-pressed', 'true');
      await colour(second?.name as string).click();
      const basket = modal.getByRole('region', { name: 'Your samples' });
      await expect(basket.getByRole('listitem')).toHaveCount(2);

      await basket.getByRole('button', { name: `Remove ${first?.name}` }).focus();
      await page.keyboard.press('Enter');
      await expect(basket.getByRole('listitem')).toHaveCount(1);
      await expect(basket.getByRole('button', { name: `Remove ${second?.name}` })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(basket.getByRole('listitem')).toHaveCount(0);
      await expect(basket.getByRole('heading', { name: 'Your samples' })).toBeFocused();
      await expect(basket).toContainText('None chosen yet');
    });

    test('the header’s Free Samples with nothing chosen explains samples and leads to the products', async ({
      page,
    }) => {
      await open(page, '/au/');
      const header = page.locator('.site-header [data-widget="gh-samples"]');
      await header.getByRole('button', { name: 'Free Samples' }).click();
      const modal = header.getByRole('dialog');
      const browse = modal.getByRole('link', { name: 'Browse products' });
      await expect(browse).toBeVisible();
      await expect(
        modal.locator('.modal-footer').getByRole('button', { name: 'Close' }),
      ).toBeVisible();
      await page.screenshot({ path: screens(`${viewport.width}-empty-basket`) });
      await browse.click();
      await expect(page).toHaveURL(/\/au\/products\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the room visualiser moves focus on: to View Now after the upload, into Adjust floor and back', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const product = await productWithStock(page);
      await open(page, `/au/products/${product.slug}/`);
      const widget = page.locator('.product-actions [data-widget="gh-visualiser"]');
      const opener = widget.getByRole('button', { name: 'Room Visualiser' });
      await tabTo(page, opener, 80);
      await page.keyboard.press('Enter');
      // The press brings the visualiser's code, and the modal opens once it has come.
      const modal = widget.getByRole('dialog', { name: 'Room Visualiser' });
      await expect(modal).toBeVisible();
      const upload = modal.getByRole('button', { name: 'Upload Room Photo' });
      await tabTo(page, upload);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles({ name: 'lounge.jpg', mimeType: 'image/jpeg', buffer: photo });

      // The upload button gives way to the stored photo: focus goes on to View Now, and says so.
      const viewNow = modal.getByRole('button', { name: 'View Now' });
      await expect(viewNow).toBeFocused({ timeout: 20_000 });
      await expect(modal.locator('[aria-live="polite"]')).toContainText('lounge.jpg is uploaded');
      await page.keyboard.press('Enter');
      await expect(modal).toBeHidden();

      const room = page.locator('.gh-visualiser-room').getByRole('region', { name: 'Your room' });
      const adjust = room.getByRole('button', { name: 'Adjust floor' });
      await tabTo(page, adjust);
      await page.keyboard.press('Enter');
      await expect(room.getByRole('heading', { name: 'Adjust floor' })).toBeFocused();
      await page.screenshot({ path: screens(`${viewport.width}-adjust-floor`) });
      await tabTo(page, room.getByRole('button', { name: 'Cancel' }));
      await page.keyboard.press('Enter');
      await expect(adjust).toBeFocused();
      await expect(room.locator('[aria-live="polite"]').last()).toHaveText('Floor not changed.');
    });
  });
}
