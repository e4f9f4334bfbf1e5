/**
 * <gh-calculator> on the retailer demo page (/widgets/demo/), as built for the CDN: a session in
 * metric and in imperial with the DESIGN.md section 7 examples, two calculators side by side,
 * the page's hostile CSS kept out, and an accessibility scan inside the shadow roots.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { screenPath } from '../support/screens';
import { expect, type Locator, type Page, test } from '../support/test';

const DEMO = '/widgets/demo/';

function calculator(page: Page, id: 'calculator-metric' | 'calculator-imperial'): Locator {
  return page.locator(`#${id}`);
}

/** The figure of one total; CSS locators pierce the open shadow root. */
function total(scope: Locator, name: string): Locator {
  return scope.locator(`[data-total="${name}"] dd`);
}

test.beforeEach(async ({ page }) => {
  await page.goto(DEMO);
  await expect(
    calculator(page, 'calculator-metric').getByLabel('Width', { exact: true }),
  ).toBeVisible();
});

test('a metric session: one carpet room 4 × 5 m at 10% wastage gives 20, 2, 22 and 6.01', async ({
  page,
}) => {
  const metric = calculator(page, 'calculator-metric');
  await metric.getByLabel('Width', { exact: true }).fill('4');
  await metric.getByLabel('Length', { exact: true }).fill('5');
  await expect(total(metric, 'sub-total')).toHaveText('20 SQM');
  await expect(metric.getByRole('status')).toHaveText('2 SQM');
  await expect(total(metric, 'metres')).toHaveText('22 SQM');
  await expect(total(metric, 'lineal')).toHaveText('6.01');
});

test('an imperial session: 12 ft 6 in × 10 ft at 10% wastage gives 125, 137.5 and 15.28', async ({
  page,
}) => {
  const metric = calculator(page, 'calculator-metric');
  await metric.getByRole('radio', { name: 'Imperial' }).check();
  await metric.getByLabel('Width (ft)').fill('12');
  await metric.getByLabel('Width (in)').fill('6');
  await metric.getByLabel('Length (ft)').fill('10');
  await expect(total(metric, 'sub-total')).toHaveText('125 SQR Feet');
  await expect(total(metric, 'feet')).toHaveText('137.5 SQR Feet');
  await expect(total(metric, 'yards')).toHaveText('15.28');
  await expect(total(metric, 'lineal')).toHaveCount(0);
});

test('the North America hard-flooring calculator has feet and inches, no flooring choice and no lineal total', async ({
  page,
}) => {
  const imperial = calculator(page, 'calculator-imperial');
  await expect(imperial.getByLabel('Length (in)')).toBeVisible();
  await expect(imperial.getByRole('combobox', { name: 'Flooring' })).toHaveCount(0);
  await imperial.getByLabel('Width (ft)').fill('10');
  await imperial.getByLabel('Length (ft)').fill('10');
  await expect(total(imperial, 'feet')).toHaveText('110 SQR Feet');
  await expect(total(imperial, 'lineal')).toHaveCount(0);
});

test('two calculators side by side keep their own rooms and totals', async ({ page }) => {
  const metric = calculator(page, 'calculator-metric');
  const imperial = calculator(page, 'calculator-imperial');
  await metric.getByLabel('Width', { exact: true }).fill('4');
  await metric.getByLabel('Length', { exact: true }).fill('5');
  await imperial.getByRole('button', { name: 'Add a room' }).click();
  await expect(imperial.getByLabel('Width (ft)')).toHaveCount(2);
  await expect(metric.getByLabel('Width', { exact: true })).toHaveCount(1);
  await expect(total(metric, 'metres')).toHaveText('22 SQM');
  await expect(total(imperial, 'sub-total')).toHaveText('0 SQR Feet');
});

test('the room name offers the presets on focus, takes a choice and closes on a click outside', async ({
  page,
}) => {
  const metric = calculator(page, 'calculator-metric');
  await metric.getByRole('combobox', { name: 'Room' }).click();
  await metric.getByRole('option', { name: 'Kitchen' }).click();
  await expect(metric.getByRole('combobox', { name: 'Room' })).toHaveValue('Kitchen');
  await expect(metric.getByRole('listbox')).toBeHidden();
  await metric.getByRole('combobox', { name: 'Room' }).click();
  await expect(metric.getByRole('listbox')).toBeVisible();
  await page.locator('.retailer-header').click();
  await expect(metric.getByRole('listbox')).toBeHidden();
});

test('the last gh-calculator-change always carries the totals on screen, however fast the typing', async ({
  page,
}) => {
  // Edits as fast as a browser takes them (input events with no wait between them), and the
  // screen and the last event read together in the next task, as a host page's own code would:
  // 40 rounds. The event used to come a frame after the screen (an effect after paint), so a
  // host that read it then had the state before.
  const rounds = await page.evaluate(async () => {
    const host = document.querySelector('#calculator-metric');
    const root = host?.shadowRoot;
    if (!host || !root) throw new Error('no calculator on the demo page');
    let last: { totals: { carpet: { subTotal: number } } } | undefined;
    host.addEventListener('gh-calculator-change', (event) => {
      last = (event as CustomEvent).detail;
    });
    const field = (label: string) => {
      const id = [...root.querySelectorAll('label')].find((item) => item.textContent === label);
      return root.getElementById(id?.htmlFor ?? '') as HTMLInputElement;
    };
    const [width, length] = [field('Width'), field('Length')];
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const type = (input: HTMLInputElement, text: string) => {
      setValue?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const seen: { expected: string; shown: string; sent: string }[] = [];
    for (let round = 0; round < 40; round += 1) {
      const [w, l] = [2 + (round % 7), 3 + ((round * 3) % 11)];
      type(width, String(w));
      type(length, String(l));
      await new Promise((resolve) => setTimeout(resolve, 0));
      seen.push({
        expected: `${w * l} SQM`,
        shown: root.querySelector('[data-total="sub-total"] dd')?.textContent ?? '',
        sent: last ? `${last.totals.carpet.subTotal} SQM` : 'no event',
      });
    }
    return seen;
  });
  for (const round of rounds) {
    expect(round.shown).toBe(round.expected);
    expect(round.sent).toBe(round.shown);
  }
});

test('Save fires gh-calculator-save to the host page with the state', async ({ page }) => {
  const metric = calculator(page, 'calculator-metric');
  await metric.getByLabel('Width', { exact: true }).fill('4');
  await metric.getByLabel('Length', { exact: true }).fill('5');
  // The demo's log shows the latest event alone: Save is pressed once the change for the last edit
  // has reached the page, or that change, arriving after the save, would replace the save's line.
  await expect(page.locator('#event-log')).toContainText(
    /gh-calculator-change from #calculator-metric[\s\S]*"subTotal": 20,/,
  );
  await metric.getByRole('button', { name: 'Save my rooms' }).click();
  await expect(page.locator('#event-log')).toContainText(
    'gh-calculator-save from #calculator-metric',
  );
  await expect(page.locator('#event-log')).toContainText('"metres": 22');
});

test('the description keeps its markup and loses its script', async ({ page }) => {
  const description = calculator(page, 'calculator-metric').locator('.description');
  await expect(description.locator('strong')).toHaveText('widest');
  await expect(description.locator('script')).toHaveCount(0);
});

test('the retailer page’s hostile CSS does not reach inside the shadow root', async ({ page }) => {
  const metric = calculator(page, 'calculator-metric');
  const width = metric.getByLabel('Width', { exact: true });
  const styles = await width.evaluate((input) => {
    const style = getComputedStyle(input);
    const label = getComputedStyle(input.closest('.field')?.querySelector('label') as Element);
    return {
      boxSizing: style.boxSizing,
      fontFamily: style.fontFamily,
      background: style.backgroundColor,
      labelDisplay: label.display,
      labelTransform: label.textTransform,
    };
  });
  expect(styles.boxSizing).toBe('border-box');
  expect(styles.fontFamily).not.toMatch(/comic|papyrus|fantasy/i);
  expect(styles.background).not.toBe('rgb(255, 105, 180)');
  expect(styles.labelDisplay).not.toBe('none');
  expect(styles.labelTransform).toBe('none');
  await expect(metric.getByRole('button', { name: 'Add a room' })).toBeVisible();
});

test('no serious or critical accessibility violations inside the widgets', async ({ page }) => {
  const metric = calculator(page, 'calculator-metric');
  await metric.getByRole('combobox', { name: 'Room' }).click();
  await expect(metric.getByRole('listbox')).toBeVisible();
  expect(await seriousFindings(new AxeBuilder({ page }).include('gh-calculator'))).toEqual([]);
});

test('the loader fetches a widget’s code only once its element appears, and caches hashed chunks for a year', async ({
  context,
  baseURL,
}) => {
  // A page of its own: the demo page opened before each test goes on loading its widgets' lazy
  // chunks (the offline map's outlines among them) and must not count here.
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/widgets/chunks/')) chunks.push(response.url());
  });
  const loader = await page.request.get('/widgets/gh-widgets.js');
  expect(loader.headers()['cache-control']).toContain('max-age=60');

  await page.goto('/widgets/custom-elements.json');
  await page.setContent(
    `<script type="module" src="${baseURL}/widgets/gh-widgets.js"></script><main></main>`,
  );
  await page.waitForFunction(() => Boolean(Symbol.for('gh.widgets.origin') in globalThis));
  expect(chunks).toEqual([]);

  await page.evaluate(() =>
    document.querySelector('main')?.append(document.createElement('gh-calculator')),
  );
  await expect(page.getByLabel('Width', { exact: true })).toBeVisible();
  expect(chunks.some((url) => /\/calculator-[0-9a-f]+\.js$/.test(url))).toBe(true);
  const runtime = chunks.find((url) => /\/runtime-[0-9a-f]+\.js$/.test(url));
  expect(runtime).toBeDefined();
  const cached = await page.request.get(runtime as string);
  expect(cached.headers()['cache-control']).toContain('immutable');
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, by keyboard alone, a room just added survives a second Enter, and a removed room comes back with Undo`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const metric = calculator(page, 'calculator-metric');
    await metric.getByLabel('Width', { exact: true }).fill('4');
    await metric.getByLabel('Length', { exact: true }).fill('5');
    await metric.getByRole('button', { name: 'Add a room' }).focus();
    await page.keyboard.press('Enter');
    // Focus is in the new room's first field, so a second Enter cannot remove anything.
    const names = metric.getByRole('combobox', { name: 'Room', exact: true });
    await expect(names).toHaveCount(2);
    await expect(names.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(names).toHaveCount(2);
    await expect(total(metric, 'sub-total')).toHaveText('20 SQM');

    // Removing the filled room offers Undo, which brings it back with its figures.
    await metric.getByRole('button', { name: 'Remove room 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(names).toHaveCount(1);
    await expect(total(metric, 'sub-total')).toHaveText('0 SQM');
    const undo = metric.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.screenshot({
      path: screenPath(`calculator-undo-${viewport.width}.png`),
    });
    await page.keyboard.press('Enter');
    await expect(names).toHaveCount(2);
    await expect(metric.getByLabel('Width', { exact: true }).first()).toHaveValue('4');
    await expect(total(metric, 'sub-total')).toHaveText('20 SQM');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });

  test(`at ${viewport.width} px a width over 199 says it was kept to 199`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const metric = calculator(page, 'calculator-metric');
    await metric.getByLabel('Width', { exact: true }).fill('250');
    await metric.getByLabel('Width', { exact: true }).press('Tab');
    await expect(metric.getByLabel('Width', { exact: true })).toHaveValue('199');
    await expect(metric.getByText('Largest width is 199 m')).toBeVisible();
  });
}
