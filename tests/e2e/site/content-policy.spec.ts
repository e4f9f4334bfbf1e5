/**
 * The strict content policy: no page runs a script inline unless the build listed its hash, and
 * the site's own inline scripts (Gatsby's page path and chunk map) do run under it. Every other
 * spec checks, through support/test.ts, that its pages saw no violation; this one checks that
 * such a violation is seen.
 */
import { expect, test } from '../support/test';

const scriptSources = (policy: string | undefined) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

for (const path of [
  '/au/',
  '/au/products/',
  '/nz/news/',
  '/na/find-stores/',
  '/au/search/?q=wool',
]) {
  test(`${path} runs its own inline scripts by hash, and nothing is inline by default`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    const sources = scriptSources(response?.headers()['content-security-policy']);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    // Gatsby's runtime started: its inline scripts ran (the page path and the chunk map).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath))
      .toBe(path.split('?')[0]);
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
