/**
 * <gh-calculator>'s cut plan on the retailer demo page (/widgets/demo/), as built for the CDN
 * (issue 24): two rooms give 'Carpet to order', the share link opened in a new page brings back
 * the same rows and figures, the new controls work by keyboard alone, and the print layout shows
 * the plan without the page's other content, at 375 and 1280 px; and Copy link pressed the moment
 * after a change copies the rooms on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { screenPath } from '../support/screens';
import { type BrowserContext, expect, type Locator, type Page, test } from '../support/test';

const DEMO = '/widgets/demo/';

const metricCalculator = (page: Page) => page.locator('#calculator-metric');

/** A line of the plan ('lineal', 'seams', 'waste'…); CSS locators pierce the shadow root. */
const planFigure = (scope: Locator, name: string) => scope.locator(`[data-plan="${name}"] dd`);
const total = (scope: Locator, name: string) => scope.locator(`[data-total="${name}"] dd`);

/** Room n's fields (1-based), by their exact labels. */
function roomFields(scope: Locator, number: number) {
  const nth = (locator: Locator) => locator.nth(number - 1);
  return {
    name: nth(scope.getByRole('combobox', { name: 'Room', exact: true })),
    width: nth(scope.getByLabel('Width', { exact: true })),
    length: nth(scope.getByLabel('Length', { exact: true })),
  };
}

/** A 3 × 4 m lounge, then a 0.6 × 3 m hall whose pile runs along its length. */
async function enterTwoRooms(scope: Locator) {
  const lounge = roomFields(scope, 1);
  await lounge.name.fill('Lounge');
  await lounge.width.fill('3');
  await lounge.length.fill('4');
  await scope.getByRole('button', { name: 'Add a room' }).click();
  const hall = roomFields(scope, 2);
  await hall.name.fill('Hall');
  await hall.width.fill('0.6');
  await hall.length.fill('3');
  await scope
    .getByRole('combobox', { name: 'Pile direction for room 2' })
    .selectOption('Along the length');
}

/** The demo page, the clipboard allowed, with the metric calculator's first room 4 × 5 m. */
async function demoWithBedroom(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(DEMO);
  const metric = metricCalculator(page);
  const bedroom = roomFields(metric, 1);
  await bedroom.width.fill('4');
  await bedroom.length.fill('5');
  return metric;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px two rooms give Carpet to order, and the share link opens the same rows and figures`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO}?from=newsletter#calculators`);
    const metric = metricCalculator(page);
    await enterTwoRooms(metric);
    // The hall is cut from the lounge's 0.66 m offcut: 4.1 m off the roll, not 4.1 + 3.1.
    await expect(planFigure(metric, 'lineal')).toHaveText('4.1 m');
    await expect(planFigure(metric, 'seams')).toHaveText('0');
    await expect(planFigure(metric, 'saved')).toHaveText('saves 3.1 m');
    await expect(metric.getByRole('figure')).toHaveCount(2);
    // Only the widget's own parameter is added; the page's own and its hash stay.
    await expect(page).toHaveURL(
      /\/widgets\/demo\/\?from=newsletter&gh-calc-calculator-metric=1~m~10_10~~c_Lounge_3_4_e~c_Hall_0\.6_3_l#calculators$/,
    );
    const figures = {
      subTotal: await total(metric, 'sub-total').textContent(),
      waste: await planFigure(metric, 'waste').textContent(),
    };
    await metric.screenshot({ path: screenPath(`calculator-plan-${viewport.width}.png`) });

    const shared = await context.newPage();
    await shared.setViewportSize(viewport);
    await shared.goto(page.url());
    const restored = metricCalculator(shared);
    await expect(restored.getByLabel('Width', { exact: true })).toHaveCount(2);
    await expect(roomFields(restored, 1).name).toHaveValue('Lounge');
    await expect(roomFields(restored, 1).width).toHaveValue('3');
    await expect(roomFields(restored, 2).name).toHaveValue('Hall');
    await expect(roomFields(restored, 2).width).toHaveValue('0.6');
    await expect(roomFields(restored, 2).length).toHaveValue('3');
    await expect(restored.getByRole('combobox', { name: 'Pile direction for room 2' })).toHaveValue(
      'length',
    );
    await expect(planFigure(restored, 'lineal')).toHaveText('4.1 m');
    await expect(total(restored, 'sub-total')).toHaveText(figures.subTotal ?? '');
    await expect(planFigure(restored, 'waste')).toHaveText(figures.waste ?? '');
    // The other calculator on the page keeps its own (empty) rooms.
    await expect(
      shared.locator('#calculator-imperial').getByLabel('Width (ft)', { exact: true }),
    ).toHaveValue('0');
    expect(shared.url()).toBe(page.url());
  });

  test(`at ${viewport.width} px the roll width, pile direction, Copy link and Print work by keyboard alone, and print shows the plan without the rest of the page`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const metric = await demoWithBedroom(page, context, baseURL);
    await expect(planFigure(metric, 'lineal')).toHaveText('8.2 m');

    // Roll width: arrow keys within the radio group.
    await metric.getByRole('radio', { name: '3.66 m' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(metric.getByRole('radio', { name: '4 m' })).toBeChecked();
    await expect(planFigure(metric, 'lineal')).toHaveText('5.1 m');
    await expect(planFigure(metric, 'seams')).toHaveText('0');

    // Pile direction: the next stop after the roll width.
    await page.keyboard.press('Tab');
    const pile = metric.getByRole('combobox', { name: 'Pile direction for room 1' });
    await expect(pile).toBeFocused();
    await pile.press('ArrowDown');
    await expect(pile).toHaveValue('length');
    await expect(planFigure(metric, 'lineal')).toHaveText('5.1 m');
    await pile.press('ArrowDown');
    await expect(pile).toHaveValue('width');
    await expect(planFigure(metric, 'lineal')).toHaveText('8.2 m');

    // Copy link, with Enter: the status says so, and the clipboard has the page's address.
    const copy = metric.getByRole('button', { name: 'Copy link' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(metric.getByText(/^Link copied\./)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(page).toHaveURL(copied);

    // Print, with Space: window.print() is called (counted here rather than opening a dialog).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await metric.getByRole('button', { name: 'Print' }).focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    expect(await seriousFindings(new AxeBuilder({ page }).include('#calculator-metric'))).toEqual(
      [],
    );

    await page.emulateMedia({ media: 'print' });
    await expect(metric.locator('svg.cut-diagram')).toBeVisible();
    await expect(metric.getByRole('listitem').first()).toBeVisible();
    await expect(total(metric, 'sub-total')).toBeVisible();
    await expect(planFigure(metric, 'lineal')).toBeVisible();
    for (const hidden of [
      metric.getByRole('button', { name: 'Add a room' }),
      metric.getByRole('button', { name: 'Print' }),
      metric.getByRole('button', { name: 'Copy link' }),
      metric.getByRole('button', { name: 'Save my rooms' }),
      metric.getByRole('group', { name: 'Roll width' }),
      page.locator('.retailer-header'),
      page.locator('#stores'),
    ]) {
      await expect(hidden).toBeHidden();
    }
    await page.screenshot({
      path: screenPath(`calculator-plan-print-${viewport.width}.png`),
      fullPage: true,
    });
    await page.emulateMedia({ media: 'screen' });
    await expect(metric.getByRole('button', { name: 'Print' })).toBeVisible();
  });
}

test('Copy link pressed straight after a change copies the rooms on screen, not the ones before', async ({
  page,
  context,
  baseURL,
}) => {
  const metric = await demoWithBedroom(page, context, baseURL);
  const pile = metric.getByRole('combobox', { name: 'Pile direction for room 1' });
  const copy = metric.getByRole('button', { name: 'Copy link' });
  // The link ends with the room's pile direction: _l along the length, _w across, _e either way.
  // While the address was written after the next frame, a press now and then copied the direction
  // before (7 presses in 120); sixty presses, each a new direction, caught that in 6 runs of 8.
  const directions = ['length', 'width', 'either'];
  for (let press = 0; press < 60; press += 1) {
    const direction = directions[press % directions.length] as string;
    await pile.selectOption(direction);
    await copy.press('Enter');
    // The one before named another direction, so only this press's link can match.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(new RegExp(`_${direction[0]}$`));
  }
});
