/**
 * The calculator on a product page (issue 24): it offers the product's flooring only and plans
 * from what the catalogue gives for the product, a carpet's roll width or a hard floor's box
 * coverage; walked by keyboard at 375 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { screenPath } from '../support/screens';
import { expect, type Locator, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

/** A line of the cut plan or the totals; CSS locators pierce the widget's shadow root. */
const planFigure = (scope: Locator, name: string) => scope.locator(`[data-plan="${name}"] dd`);

/** Tabs from the section's heading into the calculator and types a room's width and length. */
async function enterRoomByKeyboard(page: Page, calculator: Locator, width: string, length: string) {
  await calculator.getByRole('combobox', { name: 'Room', exact: true }).focus();
  await page.keyboard.type('Lounge');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(calculator.getByLabel('Width', { exact: true })).toBeFocused();
  await page.keyboard.type(width);
  await page.keyboard.press('Tab');
  await expect(calculator.getByLabel('Length', { exact: true })).toBeFocused();
  await page.keyboard.type(length);
}

for (const width of [375, 1280]) {
  test(`at ${width} px a 4 m carpet's page plans the cut on its 4 m roll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/au/products/alpine-boucle/');
    const section = page.getByRole('region', { name: 'How much you need' });
    await section.scrollIntoViewIfNeeded();
    const calculator = section.getByRole('form', { name: 'Floor calculator' });
    // Carpet only: no flooring choice to make.
    await expect(calculator.getByRole('combobox', { name: 'Room', exact: true })).toBeVisible();
    await expect(calculator.getByLabel('Flooring', { exact: true })).toHaveCount(0);
    await enterRoomByKeyboard(page, calculator, '3.8', '5');
    // 3.8 m fits across one 4 m drop of 5.1 m; a 3.66 m roll would need 7.8 m.
    await expect(planFigure(calculator, 'roll-width')).toHaveText('4 m wide');
    await expect(planFigure(calculator, 'lineal')).toHaveText('5.1 m');
    await expect(planFigure(calculator, 'seams')).toHaveText('0');
    await expect(calculator.getByRole('radio', { name: '4 m' })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await section.screenshot({ path: screenPath(`product-calculator-carpet-${width}.png`) });
    expect(await seriousFindings(new AxeBuilder({ page }).include('.product-calculator'))).toEqual(
      [],
    );
  });

  test(`at ${width} px a hybrid floor's page counts the boxes from its box coverage`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/au/products/ironbark-hickory/');
    const section = page.getByRole('region', { name: 'How much you need' });
    await section.scrollIntoViewIfNeeded();
    const calculator = section.getByRole('form', { name: 'Floor calculator' });
    await enterRoomByKeyboard(page, calculator, '4', '5');
    // 20 m² with 10 % wastage in boxes of 2.2 m²: 10 boxes; no carpet, so no cut plan.
    await expect(planFigure(calculator, 'boxes')).toHaveText('10 (2.2 m² a box, wastage included)');
    await expect(planFigure(calculator, 'lineal')).toHaveCount(0);
    await section.screenshot({ path: screenPath(`product-calculator-hybrid-${width}.png`) });
  });
}
