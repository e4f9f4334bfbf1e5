/**
 * Page weight that can be checked without timing (issue 10): the find-stores page draws its
 * offline map from the pruned outlines the widget build ships, so no script it requests comes
 * near the whole world-atlas topology (230 KB gzip) it once bundled. Sizes are each script's
 * body gzipped here, whatever encoding the server chose. A product page's images are URLs made
 * by the build, so until the visitor opens something that builds media URLs (the room view, the
 * samples modal, search) it loads no media URL builder. The find-stores page paints the locator's
 * first view with the page (its largest paint), from the built HTML, and the live locator takes
 * that copy's place without moving it.
 */
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '../support/test';
import { open, stubMedia } from './content';

const MAX_SCRIPT_GZIP_BYTES = 60 * 1024;

/** Collects every script the page receives; the answer gives them with their bodies once arrived. */
function receivedScripts(page: Page): () => Promise<{ url: string; body: Buffer }[]> {
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  return () => Promise.all(scripts);
}

test('the find-stores page requests no script larger than 60 KB gzip', async ({ page }) => {
  await stubMedia(page);
  const scripts = receivedScripts(page);
  await open(page, '/au/find-stores/');
  // The offline map is drawn once its outlines (a chunk of their own) have arrived.
  const locator = page.locator('[data-widget="gh-store-locator"]');
  await expect(locator.locator('.offline-map')).toBeVisible();
  await expect(locator.locator('.offline-map path.land')).toBeAttached();

  const measured = (await scripts()).map(({ url, body }) => ({
    url,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  expect(measured.length).toBeGreaterThan(0);
  const tooLarge = measured.filter((script) => script.gzip > MAX_SCRIPT_GZIP_BYTES);
  expect(tooLarge, 'scripts over 60 KB gzip').toEqual([]);
});

/** Only the media URL module (shared/src/media) names the media CDN; its chunk holds the builder. */
const MEDIA_URL_BUILDER = 'res.cloudinary.com';

test('a product page loads no media URL builder until the visitor opens something that needs one', async ({
  page,
}) => {
  await stubMedia(page);
  const scripts = receivedScripts(page);
  await open(page, '/au/products/alpine-boucle/');
  // The samples and visualiser buttons are drawn at once; the visualiser's code comes as focus
  // reaches its button, and focus moves on to the widget's own button.
  const actions = page.locator('.product-actions');
  await expect(
    actions.locator('[data-widget="gh-samples"]').getByRole('button', { name: 'Free Samples' }),
  ).toBeVisible();
  await actions
    .locator('[data-widget="gh-visualiser"]')
    .getByRole('button', { name: 'Room Visualiser' })
    .focus();
  await expect(
    actions.locator('gh-visualiser:not([hidden])').getByRole('button', { name: 'Room Visualiser' }),
  ).toBeFocused();

  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(
    loaded.filter(({ body }) => body.includes(MEDIA_URL_BUILDER)).map(({ url }) => url),
    'scripts holding the media URL builder',
  ).toEqual([]);
});

const PROMPT = 'Search for your suburb or postcode to see stores near you, or use your location.';

/** Where the prompt stands in the locator's box: the header above may change as it loads. */
async function promptOffset(page: Page) {
  const locator = page.locator('[data-widget="gh-store-locator"]');
  const [host, prompt] = await Promise.all([
    locator.boundingBox(),
    locator.getByText(PROMPT).boundingBox(),
  ]);
  if (!host || !prompt) throw new Error('the locator or its prompt has no box');
  return { x: prompt.x - host.x, y: prompt.y - host.y, width: prompt.width, height: prompt.height };
}

for (const width of [375, 1280]) {
  test(`at ${width} px the find-stores page carries the locator's first view, which the live locator replaces in place`, async ({
    browser,
    page,
  }) => {
    const viewport = { width, height: width < 768 ? 812 : 900 };
    // Before any script runs: the built page alone.
    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport });
    const built = await scriptless.newPage();
    await stubMedia(built);
    await built.goto('/au/find-stores/');
    const copy = built.locator('[data-widget="gh-store-locator"]');
    await expect(copy.getByText(PROMPT)).toBeVisible();
    await expect(copy.getByText('Address, suburb or postcode')).toBeVisible();
    await expect(copy.locator('select')).toHaveCount(3);
    // It cannot answer yet, so nothing in it takes focus or input.
    await expect(copy.locator('[inert]')).toHaveCount(1);
    const before = await promptOffset(built);
    await scriptless.close();

    await page.setViewportSize(viewport);
    await stubMedia(page);
    await open(page, '/au/find-stores/');
    const locator = page.locator('[data-widget="gh-store-locator"]');
    await expect(locator.locator('[inert]')).toHaveCount(0);
    await expect(locator.locator('section.locator')).toHaveCount(1);
    expect(await promptOffset(page)).toEqual(before);
    // The live locator answers.
    await locator.getByRole('combobox', { name: 'Address, suburb or postcode' }).fill('Bondi');
    await expect(locator.getByRole('option', { name: /^Bondi NSW 2026/ }).first()).toBeVisible();
  });
}
