/**
 * Page weight that can be checked without timing (issue 10): the find-stores page draws its
 * offline map from the pruned outlines the widget build ships, so no script it requests comes
 * near the whole world-atlas topology (230 KB gzip) it once bundled. Sizes are each script's
 * body gzipped here, whatever encoding the server chose. A product page's images are URLs made
 * by the build, so until the visitor opens something that builds media URLs (the room view, the
 * samples modal, search) it loads no media URL builder.
 */
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
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
  // The samples and visualiser widgets have loaded their code and drawn their buttons.
  const actions = page.locator('.product-actions');
  await expect(
    actions.locator('[data-widget="gh-samples"]').getByRole('button', { name: 'Free Samples' }),
  ).toBeVisible();
  await expect(
    actions
      .locator('[data-widget="gh-visualiser"]')
      .getByRole('button', { name: 'Room Visualiser' }),
  ).toBeVisible();

  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(
    loaded.filter(({ body }) => body.includes(MEDIA_URL_BUILDER)).map(({ url }) => url),
    'scripts holding the media URL builder',
  ).toEqual([]);
});
