/**
 * The strict content policy: no page runs a script inline unless the build listed its hash, and
 * the site's own inline scripts do run under it: on a page with Gatsby's runtime its page path and
 * chunk map, on a content page (no runtime) its speculation rules. Every other spec checks,
 * through support/test.ts, that its pages saw no violation; this one checks that such a violation
 * is seen.
 */
import { expect, type Page, test } from '../support/test';

/** Opens `path` and checks its policy's script-src allows nothing inline or evaluated by default. */
async function openUnderStrictPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const sources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(sources).not.toContain("'unsafe-inline'");
  expect(sources).not.toContain("'unsafe-eval'");
  return sources;
}

for (const path of ['/au/products/', '/na/find-stores/', '/au/search/?q=wool']) {
  test(`${path} runs its own inline scripts by hash, and nothing is inline by default`, async ({
    page,
  }) => {
    await openUnderStrictPolicy(page, path);
    // Gatsby's runtime started: its inline scripts ran (the page path and the chunk map).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath))
      .toBe(path.split('?')[0]);
  });
}

for (const path of ['/au/', '/nz/news/']) {
  test(`${path}, a content page, runs no inline script but its speculation rules, allowed by hash`, async ({
    page,
  }) => {
    const sources = await openUnderStrictPolicy(page, path);
    // No runtime: Gatsby's inline scripts are not in the page, and its islands ran.
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => 'pagePath' in window)).toBe(false);
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const text = await rules.textContent();
    const hash = await page.evaluate(async (body) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body ?? ''));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    }, text);
    expect(sources).toContain(hash);
  });
}

test('a script injected inline is refused, and the suite hears of it', async ({
  page,
  policyViolations,
}) => {
  await page.goto('/au/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__injected = true;');
    image.src = '/no-such-image.png';
    document.body.append(image);
  });
  await expect
    .poll(() => policyViolations.map((violation) => violation.directive))
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBe(undefined);
  // Seen, and checked: this test's own violations are not the suite's failure.
  policyViolations.length = 0;
});
