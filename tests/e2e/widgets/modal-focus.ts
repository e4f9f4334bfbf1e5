/**
 * What the specs of the widgets with a modal (samples, visualiser) check of it: the page's
 * scrolling locked while it is open, and Tab and Shift+Tab kept inside its dialog.
 */
import { expect, type Locator, type Page } from '../support/test';

/** The page's own overflow: 'hidden' while a widget's modal is open, '' once it is closed. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.style.overflow);

/**
 * Presses Tab past every enabled button of the open modal and 3 more, then Shift+Tab as many
 * times, expecting focus inside the dialog of the widget's shadow root after every press.
 */
export async function expectTabKeptInModal(page: Page, widget: Locator, modal: Locator) {
  const focusInModal = () =>
    widget.evaluate((host) => {
      const active = host.shadowRoot?.activeElement;
      return document.activeElement === host && Boolean(active?.closest('dialog'));
    });
  const presses = (await modal.locator('button:not([disabled])').count()) + 3;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInModal()).toBe(true);
    }
  }
}
