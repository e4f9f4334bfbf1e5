/**
 * Content pages as the CMS describes them: the trend report detail (palette bar, sections,
 * flatlays placed by their position fields, the PDF rule of SPEC.md section 5), the trend index
 * with its built-in cards (SPEC.md sections 3 and 8), the home slideshow and the image
 * placeholder (SPEC.md section 2.13).
 */

import { screenPath } from '../support/screens';
import { expect, test } from '../support/test';
import { BUILT_IN_TREND_SLUGS, open, stubMedia } from './content';

interface TrendDocument {
  data: { attributes: { field_slug: string; title: string } }[];
  included?: { type: string; attributes: Record<string, unknown> }[];
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a trend report's palette leads to its products: shop the look opens a product on that colour, by keyboard`, async ({
    page,
    request,
  }) => {
    const response = await request.get('/jsonapi/node/trend?page[limit]=1&sort=-created', {
      headers: { accept: 'application/vnd.api+json' },
    });
    const trend = ((await response.json()) as TrendDocument).data[0];
    if (!trend) throw new Error('the content service has no trend report');
    const named = (trend.attributes as { field_sample_builder_variants?: string[] })
      .field_sample_builder_variants;
    expect(named?.length ?? 0).toBeGreaterThan(0);

    await page.setViewportSize(viewport);
    await stubMedia(page);
    await open(page, `/au/inspiration/trend-reports/${trend.attributes.field_slug}/`);
    const shop = page.getByRole('region', { name: 'Shop the look' });
    const cards = shop.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    await page.screenshot({
      path: screenPath(`trend-shop-the-look-${viewport.width}.png`),
      fullPage: true,
    });

    // From the palette's names: the link to shop the look, then the first card, by keyboard.
    const jump = page.locator('.trend-swatches').getByRole('link', { name: 'Shop the look ↓' });
    await jump.focus();
    await page.keyboard.press('Enter');
    await expect(shop).toBeInViewport();
    const first = cards.first().getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/au\/products\/[a-z0-9-]+\/\?colour=[a-z0-9-]+$/);
    const colourName = (await cards.first().locator('.product-card__colour').textContent())?.trim();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('.product-info__colour')).toHaveText(`Colour: ${colourName}`);
  });
}

test('a trend report shows its palette, sections, positioned flatlays and its PDF', async ({
  page,
  request,
}) => {
  const response = await request.get(
    '/jsonapi/node/trend?page[limit]=1&sort=-created&include=field_palette,field_flatlays.field_slots,field_pdf',
    { headers: { accept: 'application/vnd.api+json' } },
  );
  const document = (await response.json()) as TrendDocument;
  const trend = document.data[0];
  if (!trend) throw new Error('the content service has no trend report');
  const included = document.included ?? [];
  const palette = included.filter((item) => item.type === 'paragraph--palette');
  const slot = included.find((item) => item.type === 'paragraph--flatlay_slot');
  const pdf = included.find((item) => item.type === 'paragraph--pdf');

  await stubMedia(page);
  await open(page, `/au/inspiration/trend-reports/${trend?.attributes.field_slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(trend?.attributes.title ?? '');
  const bar = page.locator('.trend-hero .palette-bar');
  await expect(bar).toHaveAttribute('role', 'img');
  await expect(bar.locator('.palette-bar__swatch')).toHaveCount(palette.length);
  await expect(page.locator('.trend-intro')).toBeVisible();
  await expect(page.locator('.trend-tile').first()).toBeVisible();
  await expect(page.locator('.trend-gallery img').first()).toBeAttached();

  const position = slot?.attributes.field_position as {
    top: number;
    left: number;
    width: number;
    zIndex: number;
  };
  const firstSlot = page.locator('.flatlay__slot').first();
  await expect(firstSlot).toHaveCSS('position', 'absolute');
  const style = (await firstSlot.getAttribute('style'))?.replace(/\s/g, '');
  expect(style).toContain(`top:${position.top}%`);
  expect(style).toContain(`left:${position.left}%`);
  expect(style).toContain(`width:${position.width}%`);
  expect(style).toContain(`z-index:${position.zIndex}`);

  const download = page.getByRole('link', { name: 'Download the PDF' });
  await expect(page.locator('.trend-pdf')).toContainText(String(pdf?.attributes.field_title));
  const file = await request.get((await download.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
});

test('the trend index keeps the built-in cards and warns when loading fails', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/jsonapi/node/trend**', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await open(page, '/nz/inspiration/trend-reports/');
  for (const slug of BUILT_IN_TREND_SLUGS) {
    await expect(
      page.locator(`#trend-cards-title ~ ul a[href="/nz/inspiration/trend-reports/${slug}/"]`),
    ).toBeVisible();
  }
  await expect
    .poll(() => warnings.some((text) => text.includes('Trend cards could not be loaded')))
    .toBe(true);
});

test('every built-in trend card links to a page', async ({ request }) => {
  for (const slug of BUILT_IN_TREND_SLUGS) {
    const response = await request.get(`/na/inspiration/trend-reports/${slug}/`);
    expect(response.status(), slug).toBe(200);
  }
});

test('the home slideshow runs on swiper with a bullet per slide once the visitor reaches for it', async ({
  page,
}) => {
  await stubMedia(page);
  await open(page, '/au/');
  const slideshow = page.locator('.slideshow .swiper');
  // A page only read loads no swiper: the first slide is in the built page.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(slideshow).not.toHaveClass(/swiper-initialized/);
  await slideshow.hover();
  await expect(slideshow).toHaveClass(/swiper-initialized/);
  const slides = await page
    .locator('.slideshow .swiper-slide:not(.swiper-slide-duplicate)')
    .count();
  await expect(page.locator('.swiper-pagination-bullet')).toHaveCount(slides);
  await expect(page.locator('.slideshow h1')).toBeVisible();
});

test('an image that fails to load keeps its placeholder', async ({ page }) => {
  await page.route('**/media/**', (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/au/news/');
  const image = page.locator('.card .media-image').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-status', 'failed');
  await expect(image).toHaveClass(/media-image--failed/);
});

test('an image that loads drops its placeholder', async ({ page }) => {
  await open(page, '/au/news/');
  const image = page.locator('.card .media-image').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-status', 'loaded', { timeout: 15_000 });
});

for (const [region, phone] of [
  ['au', '1800 160 401'],
  ['nz', '0800 160 401'],
  ['na', '1-800-555-0199'],
] as const) {
  test(`the ${region} support page gives the region's phone number beside its email`, async ({
    page,
  }) => {
    await open(page, `/${region}/support/`);
    const call = page.getByRole('link', { name: phone });
    await expect(call).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('link', { name: `support-${region}@gh.example` })).toBeVisible();
  });
}
