/**
 * The product list's cards as the tests read them. The list says it is loading with aria-busy on
 * its results, but a test that has just seen the URL change may look before the page has read
 * the new URL, while the last URL's cards still stand there not busy. So a test that knows which
 * cards it expects waits for them (`expectCardNames`); one that only needs the list settled waits
 * for the page to have read its URL and finished loading (`settledCardNames`).
 */
import { expect, type Page } from '../support/test';

export const results = (page: Page) => page.locator('.product-list__results');
const names = (page: Page) => results(page).locator('.product-card__name');

/** Waits until the list has read the page's URL and shown its cards, then reads their names. */
export async function settledCardNames(page: Page): Promise<string[]> {
  await expect(page.locator('.product-list__layout')).toHaveAttribute('data-ready', 'true');
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  return names(page).allTextContents();
}

/**
 * Waits until the list shows exactly these cards, in this order or, with `anyOrder`, in any
 * order, and is no longer loading.
 */
export async function expectCardNames(
  page: Page,
  expected: readonly string[],
  { anyOrder = false } = {},
): Promise<void> {
  if (anyOrder) {
    const sorted = [...expected].sort();
    await expect.poll(async () => (await names(page).allTextContents()).sort()).toEqual(sorted);
  } else {
    await expect(names(page)).toHaveText([...expected]);
  }
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}
