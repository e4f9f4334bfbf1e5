/**
 * <gh-visualiser> on the retailer demo page (/widgets/demo/), as built for the CDN, against the
 * reference room-scene service: a phone photo (portrait, stored sideways with an EXIF orientation
 * tag) uploaded through to the rendered room, shown in place of the retailer's product image, its
 * colours and the before/after comparison; the scene kept across a reload; and bad uploads
 * refused, by the widget and by the server.
 */
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { seriousFindings } from '../support/axe';
import { roomPixels } from '../support/room-photo';
import { expect, type Locator, type Page, test } from '../support/test';
import { expectRenderLoaded, uploadRoomPhoto } from '../support/visualiser';
import { expectTabKeptInModal, pageOverflow } from './modal-focus';

const DEMO = '/widgets/demo/';
const SCENE_UPLOAD_ERROR = 'There was an error uploading the scene image, please try again later.';

/**
 * A plausible room photo drawn in code (support/room-photo.ts), 1200 wide and 1600 high as the
 * visitor sees it. Like a phone, it is stored as landscape pixels (turned a quarter anticlockwise)
 * tagged with EXIF orientation 6, "turn 90° clockwise to view".
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 1600;
  const pixels = roomPixels(width, height);
  const sideways = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(-90)
    .png()
    .toBuffer();
  return sharp(sideways).withMetadata({ orientation: 6 }).jpeg({ quality: 88 }).toBuffer();
}

/** A 1400 × 3000 PNG stored without compression: 16.8 MB, over the service's 15 MB limit. */
async function oversizedPng(): Promise<Buffer> {
  const width = 1400;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    const y = Math.floor(i / 4 / width);
    pixels[i] = 200;
    pixels[i + 1] = (y * 7) % 256;
    pixels[i + 2] = 120;
    pixels[i + 3] = 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

let photo: Buffer;
test.beforeAll(async () => {
  photo = await phonePhoto();
  const meta = await sharp(photo).metadata();
  // The fixture is what it claims: sideways pixels with orientation 6.
  expect([meta.width, meta.height, meta.orientation]).toEqual([1600, 1200, 6]);
});

/** Serious and critical accessibility findings inside the visualiser (axe pierces shadow roots). */
const seriousAxeFindings = (page: Page) =>
  seriousFindings(
    new AxeBuilder({ page }).include('#room-visualiser').include('.gh-visualiser-room'),
  );

function visualiser(page: Page): Locator {
  return page.locator('#room-visualiser');
}

/** The room view: in place of the retailer's product image (the gallery attribute). */
function roomView(page: Page): Locator {
  return page.locator('.gh-visualiser-room');
}

async function openModal(page: Page): Promise<Locator> {
  await visualiser(page).getByRole('button', { name: 'Room Visualiser' }).click();
  const modal = visualiser(page).getByRole('dialog', { name: 'Room Visualiser' });
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * Keeps the photo the widget sends as vfile, as the page's fetch sees it: Chromium does not hand
 * a request body holding a file to Playwright, so it is read in the page.
 */
async function keepSentPhotos(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    (window as unknown as { sentPhotos: Blob[] }).sentPhotos = sent;
    const pageFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('vfile') : null;
      if (file instanceof Blob) sent.push(file);
      return pageFetch(input, init);
    };
  });
}

async function sentPhoto(page: Page, index: number): Promise<Buffer> {
  const bytes = await page.evaluate(async (at) => {
    const blob = (window as unknown as { sentPhotos: Blob[] }).sentPhotos[at];
    return blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : [];
  }, index);
  return Buffer.from(bytes);
}

/** Mean RGB of a band of rows of an image, as fractions of its height. */
async function meanColour(image: Buffer, top: number, bottom: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const sums: [number, number, number] = [0, 0, 0];
  const from = Math.floor(info.height * top);
  const to = Math.floor(info.height * bottom);
  for (let y = from; y < to; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      sums[0] += data[i] ?? 0;
      sums[1] += data[i + 1] ?? 0;
      sums[2] += data[i + 2] ?? 0;
    }
  }
  const count = (to - from) * info.width;
  return { red: sums[0] / count, green: sums[1] / count, blue: sums[2] / count };
}

test.beforeEach(async ({ page }) => {
  await page.goto(DEMO);
  await expect(visualiser(page).getByRole('button', { name: 'Room Visualiser' })).toBeVisible();
});

test('the modal keeps focus inside, locks the page scroll, closes on Escape and gives focus back to its button', async ({
  page,
}) => {
  const opener = visualiser(page).getByRole('button', { name: 'Room Visualiser' });
  const modal = await openModal(page);
  expect(await pageOverflow(page)).toBe('hidden');
  await expectTabKeptInModal(page, visualiser(page), modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await pageOverflow(page)).toBe('');
});

test('a phone photo is uploaded upright at 1300 wide and the room is rendered in each colour, before and after', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await keepSentPhotos(page);
  await page.goto(DEMO);
  const modal = await openModal(page);
  await expect(modal.getByRole('button', { name: 'View Now' })).toBeDisabled();

  const uploaded = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/get_ki_unique.php'),
  );
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'my-lounge.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await uploaded;

  // Resized in the canvas as SPEC.md section 7 says, after turning it upright: 1200 × 1600
  // upright becomes 1300 × 1733 (were the tag ignored, 1600 × 1200 would become 1300 × 975).
  const sent = await sentPhoto(page, 0);
  const sentMeta = await sharp(sent).metadata();
  expect(sentMeta.format).toBe('jpeg');
  expect([sentMeta.width, sentMeta.height]).toEqual([1300, 1733]);
  expect(sentMeta.orientation ?? 1).toBe(1);
  // Upright: the brown floor is at the bottom, the pale wall at the top.
  const bottom = await meanColour(sent, 0.8, 1);
  const top = await meanColour(sent, 0, 0.1);
  expect(bottom.red - bottom.blue).toBeGreaterThan(50);
  expect(top.red - top.blue).toBeLessThan(40);

  await expect(modal.getByText('my-lounge.jpg', { exact: true })).toBeVisible();
  await expect(modal.getByText('Scene ID')).toBeVisible();
  const preview = modal.locator('img.scene-preview');
  await expect(preview).toHaveJSProperty('naturalWidth', 64);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(85);
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((m) => m.event),
  );
  expect(events).toEqual(['room_visualiser_upload', 'room_visualiser_success']);

  await modal.getByRole('button', { name: 'View Now' }).click();
  await expect(modal).toBeHidden();
  // In place of the retailer's product image, in sight, with focus on it.
  await expect(page.locator('#retailer-product-image')).toBeHidden();
  await expect(roomView(page).getByRole('region', { name: 'Your room' })).toBeInViewport();
  await expect(roomView(page).getByRole('region', { name: 'Your room' })).toBeFocused();
  const render = roomView(page).locator('img.render');
  await expect(render).toHaveAccessibleName('Your room with Alpine Boucle Charcoal', {
    timeout: 10_000,
  });
  await expectRenderLoaded(render);
  expect(await render.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1867);

  const slider = roomView(page).getByRole('slider', { name: 'Before / after' });
  await slider.fill('30');
  await expect(roomView(page).getByRole('img', { name: 'Your room as photographed' })).toHaveCSS(
    'clip-path',
    'inset(0px 70% 0px 0px)',
  );

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/get_ki_unique.php')) uploads.push(request.url());
  });
  await roomView(page).getByRole('radio', { name: 'Honey' }).check({ force: true });
  await expect(render).toHaveAccessibleName('Your room with Alpine Boucle Honey');
  expect(await render.getAttribute('src')).toContain('artnr=GHRES-1069-04');
  await expectRenderLoaded(render);
  expect(uploads).toEqual([]);

  const download = page.waitForEvent('download');
  await roomView(page).getByRole('button', { name: 'Download Image' }).click();
  expect((await download).suggestedFilename()).toBe('room-GHRES-1069-04.jpg');
});

test('the scene is still there after a reload, and clearing it leaves the room view; both pass axe', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let modal = await openModal(page);
  await uploadRoomPhoto(modal, 'hallway.jpg', photo);
  await page.reload();
  modal = await openModal(page);
  await expect(modal.getByText('hallway.jpg', { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await modal.getByRole('button', { name: 'View Now' }).click();
  await expect(roomView(page).getByRole('region', { name: 'Your room' })).toBeVisible();
  await expectRenderLoaded(roomView(page).locator('img.render'));
  expect(await seriousAxeFindings(page)).toEqual([]);
  modal = await openModal(page);
  await modal.getByRole('button', { name: 'Clear room photo' }).click();
  await expect(modal.getByRole('button', { name: 'Upload Room Photo' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Your room' })).toHaveCount(0);
  await expect(page.locator('#retailer-product-image')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gh-room-scene'))).toBeNull();
});

test('a file that is not an image is refused by the widget, and by the service with a 4xx', async ({
  page,
  request,
}) => {
  const modal = await openModal(page);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/get_ki_unique.php')) posted.push(r.url());
  });
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'floor-plan.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(modal.getByRole('alert')).toHaveText(SCENE_UPLOAD_ERROR);
  await expect(modal.getByRole('button', { name: 'Upload Room Photo' })).toBeEnabled();
  expect(posted).toEqual([]);

  const refused = await request.post('/scene/get_ki_unique.php', {
    multipart: {
      cnf: 'gh-residential',
      ki_mode_floor: '2',
      ki_mode_wall: '1',
      dbg: '0',
      vfile: { name: 'floor-plan.jpg', mimeType: 'image/jpeg', buffer: pdf },
    },
  });
  expect(refused.status()).toBe(415);
  expect(await refused.json()).toEqual({ error: expect.stringContaining('JPEG, PNG or WebP') });
});

test('an oversized photo is sent unchanged, refused by the service with a 413, and the widget says so', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const modal = await openModal(page);
  const reply = page.waitForResponse((response) => response.url().includes('/get_ki_unique.php'));
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: await oversizedPng(),
  });
  expect((await reply).status()).toBe(413);
  await expect(modal.getByRole('alert')).toHaveText(SCENE_UPLOAD_ERROR);
  await expect(modal.getByRole('button', { name: 'Upload Room Photo' })).toBeEnabled();
  await expect(modal.getByRole('button', { name: 'View Now' })).toBeDisabled();
});
