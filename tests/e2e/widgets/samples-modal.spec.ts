/**
 * The samples modal's layout on a phone (375×667) and a laptop (1280×720), on the retailer demo
 * page (/widgets/demo/) against the reference backend (issue 11, item 4): each step's primary
 * action stays in view in the modal's footer while the step's body scrolls, and the address
 * suggestions open inside the dialog, above the footer, unclipped and clear of Submit.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { fillContact, orderPlaced, pickAddress, productColours } from '../support/samples';
import { expect, type Locator, type Page, test } from '../support/test';
import { DEMO_PRODUCT, demoSamples } from './demo-samples';

const SIZES = [
  { name: 'a phone', width: 375, height: 667 },
  { name: 'a laptop', width: 1280, height: 720 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The demo product's colours with a sample in stock in au, from the catalogue API. */
async function coloursInStock(page: Page): Promise<string[]> {
  const colours = await productColours(page, DEMO_PRODUCT);
  return colours.filter((variant) => variant.sampleInStock).map(({ name }) => name);
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** Whether `inner` lies wholly inside `outer` (half a pixel allowed for rounding). */
function contains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height} (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    let samples: Locator;
    let modal: Locator;
    /** The part of the step that scrolls, between the header and the footer. */
    let body: Locator;

    test.beforeEach(async ({ page }) => {
      ({ samples, modal } = await demoSamples(page));
      body = modal.locator('.modal-scroll');
    });

    const colour = (name: string) => modal.getByRole('button', { name: new RegExp(`^${name}`) });
    const field = (label: string) => modal.getByLabel(label, { exact: true });

    test('keeps Order Samples in view while the colours scroll under the title', async ({
      page,
    }) => {
      const names = (await coloursInStock(page)).slice(0, 3);
      await samples.getByRole('button', { name: 'Free Samples' }).click();
      const title = modal.getByRole('heading', { name: 'Select Colours' });
      const order = modal.getByRole('button', { name: 'Order Samples' });
      await expect(title).toBeInViewport({ ratio: 1 });
      await expect(order).toBeInViewport({ ratio: 1 });

      for (const name of names) await colour(name).click();
      await expect(modal.getByText(`${names.length} of 3 samples chosen`)).toBeInViewport();
      await expect(order).toBeEnabled();
      await expect(order).toBeInViewport({ ratio: 1 });

      // The colours and the chosen samples are more than the viewport holds: the body scrolls,
      // and at its end the title and Order Samples are where they were.
      const overflow = await body.evaluate(
        (element) => element.scrollHeight - element.clientHeight,
      );
      expect(overflow).toBeGreaterThan(0);
      const orderBefore = await boxOf(order);
      const pageScroll = await page.evaluate(() => window.scrollY);
      await body.hover();
      await page.mouse.wheel(0, 4000);
      await expect
        .poll(() =>
          body.evaluate(
            (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
          ),
        )
        .toBe(true);
      await expect(modal.getByRole('region', { name: 'Your samples' })).toBeInViewport();
      await expect(title).toBeInViewport({ ratio: 1 });
      await expect(order).toBeInViewport({ ratio: 1 });
      expect(await boxOf(order)).toEqual(orderBefore);
      expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    });

    /** Opens the modal, chooses the first colour in stock and goes on to Order Details. */
    async function toOrderDetails(page: Page) {
      const [name] = await coloursInStock(page);
      await samples.getByRole('button', { name: 'Free Samples' }).click();
      await colour(name as string).click();
      await modal.getByRole('button', { name: 'Order Samples' }).click();
      await expect(modal.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    }

    const suggestions = () => modal.getByRole('listbox', { name: 'Address suggestions' });

    test('opens the address suggestions whole inside the dialog, above its footer and clear of Submit', async ({
      page,
    }) => {
      await toOrderDetails(page);
      const submit = modal.getByRole('button', { name: 'Submit' });
      await field('Delivery address').pressSequentially('Bondi');
      const options = suggestions().getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(options.last()).toHaveText('Submit Custom Address');

      await expect(suggestions()).toBeInViewport({ ratio: 1 });
      await expect(field('Delivery address')).toBeInViewport({ ratio: 1 });
      await expect(submit).toBeInViewport({ ratio: 1 });
      const list = await boxOf(suggestions());
      expect(contains(await boxOf(modal), list)).toBe(true);
      expect(contains(await boxOf(body), list)).toBe(true);
      expect(overlaps(list, await boxOf(submit))).toBe(false);
      expect(overlaps(list, await boxOf(modal.locator('.modal-footer')))).toBe(false);

      // The arrow keys reach the last option, which is scrolled into view.
      const count = await options.count();
      for (let press = 0; press < count; press += 1) await page.keyboard.press('ArrowDown');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await expect(options.last()).toBeInViewport({ ratio: 1 });
    });

    test('keeps Submit in view through the order details, and Done after the order', async ({
      page,
    }) => {
      await toOrderDetails(page);
      const submit = modal.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeInViewport({ ratio: 1 });
      await fillContact(modal, 'ada.modal-layout@example.com');
      await pickAddress(
        modal,
        '12 Campbell Parade Bondi',
        '12 Campbell Pde, Bondi NSW 2026, Australia',
      );
      await expect(field('Postcode')).toHaveValue('2026');
      await expect(submit).toBeInViewport({ ratio: 1 });
      await submit.click();

      await expect(orderPlaced(modal)).toBeInViewport();
      await expect(modal.getByRole('button', { name: 'Done' })).toBeInViewport({ ratio: 1 });
    });

    // At 1280×720, samples.spec.ts scans the same state (its default viewport).
    if (size.width === 375) {
      test('has no serious accessibility problems with the footer and the suggestions open', async ({
        page,
      }) => {
        await toOrderDetails(page);
        await field('Delivery address').pressSequentially('Bondi');
        await expect(suggestions().getByRole('option').first()).toBeVisible();
        expect(await seriousFindings(new AxeBuilder({ page }).include('#product-samples'))).toEqual(
          [],
        );
      });
    }
  });
}
