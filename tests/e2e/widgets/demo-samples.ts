/**
 * The samples widget on the retailer demo page (/widgets/demo/), as the specs of its order and
 * of its modal's layout load it.
 */
import { expect, type Locator, type Page } from '../support/test';

/** The product on the demo page's samples card (product-code="GH1069"). */
export const DEMO_PRODUCT = 'GH1069';

/** Loads the demo page until its samples button shows; answers the widget and its modal. */
export async function demoSamples(page: Page): Promise<{ samples: Locator; modal: Locator }> {
  await page.goto('/widgets/demo/');
  const samples = page.locator('#product-samples');
  const modal = samples.getByRole('dialog');
  await expect(samples.getByRole('button', { name: 'Free Samples' })).toBeVisible();
  return { samples, modal };
}
