/**
 * The retailer demo page (DESIGN.md section 4) is usable on a phone: at 375 px nothing scrolls
 * sideways; the two calculators stack, and each code box scrolls inside itself.
 */
import { expect, test } from '../support/test';

for (const width of [375, 1280]) {
  test(`the widget demo page fits ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/widgets/demo/');
    await expect(page.locator('gh-calculator').first()).toBeVisible();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      boxes: [...document.querySelectorAll('pre')].map((box) => box.getBoundingClientRect().right),
    }));
    expect(overflow.page).toBeLessThanOrEqual(width);
    for (const right of overflow.boxes) expect(right).toBeLessThanOrEqual(width);
  });
}

test('the two demo calculators stack at 375 px and stand side by side at 1280 px', async ({
  page,
}) => {
  const calculators = page.locator('.side-by-side gh-calculator');
  const tops = () =>
    calculators.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().top));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/widgets/demo/');
  await expect(calculators).toHaveCount(2);
  const [first, second] = await tops();
  expect(second).toBeGreaterThan(first as number);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => new Set(await tops()).size).toBe(1);
});
