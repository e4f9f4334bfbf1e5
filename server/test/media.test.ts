import sharp from 'sharp';
import { registerMediaAsset } from '../src/media/assets';
import { rawRequest, startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  registerMediaAsset(server.db, {
    publicId: 'swatches/GHRES-1001-03',
    kind: 'carpet',
    spec: { colour: '#8a7f72', width: 600, height: 600 },
  });
  registerMediaAsset(server.db, {
    publicId: 'patterns/GHRES-2001-01',
    kind: 'timber',
    spec: { colour: '#a0704a', width: 800, height: 600 },
  });
  registerMediaAsset(server.db, {
    publicId: 'editorial/living-room',
    kind: 'room',
    spec: { wall: '#e8e2d6', floor: '#9a6b43', accent: '#3b5b6b', width: 800, height: 500 },
  });
});
afterAll(async () => {
  await server.close();
});

const media = (path: string) => `${server.url}/media/gh/image/upload/${path}`;

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(media(path), { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function decoded(body: Buffer) {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
}

/** Sends a path exactly as written (fetch would resolve '..' before sending). */
const rawGet = (path: string) => rawRequest(server.url, path);

describe('GET /media/gh/image/upload/…', () => {
  it('serves a swatch crop at 150 × 150 WebP as the site asks for it', async () => {
    const { response, body } = await image(
      'c_fill,w_150,h_150,q_auto,f_webp/v1/swatches/GHRES-1001-03.jpg',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await decoded(body)).toEqual({ format: 'webp', width: 150, height: 150 });
  });

  it('draws the swatch in the variant colour', async () => {
    const { body } = await image('w_64/v1/swatches/GHRES-1001-03.png');
    const { channels } = await sharp(body).stats();
    const mean = channels.slice(0, 3).map((channel) => Math.round(channel.mean));
    // #8a7f72 is (138, 127, 114); the pile texture varies around it.
    expect(Math.abs((mean[0] ?? 0) - 138)).toBeLessThan(20);
    expect(Math.abs((mean[1] ?? 0) - 127)).toBeLessThan(20);
    expect(Math.abs((mean[2] ?? 0) - 114)).toBeLessThan(20);
  });

  it('renders the same image for the same public id every time (seeded, not random)', async () => {
    const first = await image('w_100,h_100,c_fill/v1/patterns/GHRES-2001-01.png');
    const again = await image('w_100,h_100,c_fill/v2/patterns/GHRES-2001-01.png');
    expect(Buffer.compare(first.body, again.body)).toBe(0);
  });

  it('takes the format from the extension when there is no f_', async () => {
    const { response, body } = await image('v1/patterns/GHRES-2001-01.jpg');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await decoded(body)).toEqual({ format: 'jpeg', width: 800, height: 600 });
  });

  it('serves AVIF and PNG on request', async () => {
    const avif = await image('f_avif,w_80/v1/swatches/GHRES-1001-03.jpg');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect((await decoded(avif.body)).format).toBe('heif');
    const png = await image('w_80/v1/swatches/GHRES-1001-03.png');
    expect(await decoded(png.body)).toEqual({ format: 'png', width: 80, height: 80 });
  });

  it('picks the format for f_auto by Accept and says it varies by Accept', async () => {
    const webp = await image('f_auto,w_50/v1/swatches/GHRES-1001-03.jpg', {
      Accept: 'image/webp,*/*',
    });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toMatch(/Accept/);
    const avif = await image('f_auto,w_50/v1/swatches/GHRES-1001-03.jpg', {
      Accept: 'image/avif,image/webp,*/*',
    });
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    const plain = await image('f_auto,w_50/v1/swatches/GHRES-1001-03.jpg', { Accept: '*/*' });
    expect(plain.response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('fits within the box with c_fit, keeping the aspect ratio', async () => {
    const { body } = await image('c_fit,w_200,h_200/v1/patterns/GHRES-2001-01.png');
    expect(await decoded(body)).toMatchObject({ width: 200, height: 150 });
  });

  it('scales to exactly the box with c_scale and to one edge when only w_ is given', async () => {
    const scaled = await image('c_scale,w_120,h_30/v1/patterns/GHRES-2001-01.png');
    expect(await decoded(scaled.body)).toMatchObject({ width: 120, height: 30 });
    const byWidth = await image('w_400/v1/patterns/GHRES-2001-01.png');
    expect(await decoded(byWidth.body)).toMatchObject({ width: 400, height: 300 });
  });

  it('fills the box with c_lfill, but never beyond the original’s size', async () => {
    const small = await image('c_lfill,w_200,h_200/v1/patterns/GHRES-2001-01.png');
    expect(await decoded(small.body)).toMatchObject({ width: 200, height: 200 });
    // The original is 800 × 600: a larger box keeps it at its own size rather than enlarging it.
    const large = await image('c_lfill,w_1600,h_1600/v1/patterns/GHRES-2001-01.png');
    const { width = 0, height = 0 } = await decoded(large.body);
    expect(width).toBeLessThanOrEqual(800);
    expect(height).toBeLessThanOrEqual(600);
  });

  it('pads to exactly the box with c_pad, the image fitted inside on white', async () => {
    const { body } = await image('c_pad,w_200,h_200/v1/patterns/GHRES-2001-01.png');
    expect(await decoded(body)).toMatchObject({ width: 200, height: 200 });
    // 800 × 600 fitted into 200 × 200 is 200 × 150: the top and bottom 25 rows are padding.
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    expect(pixel(100, 5)).toEqual([255, 255, 255]);
    expect(pixel(100, 100)).not.toEqual([255, 255, 255]);
  });

  it('refuses a crop mode or gravity outside the shared vocabulary with a 400 naming it', async () => {
    const crop = await image('c_stretch,w_10/v1/patterns/GHRES-2001-01.png');
    expect(crop.response.status).toBe(400);
    expect(JSON.parse(crop.body.toString()).error).toContain('c_stretch');
    const gravity = await image('c_fill,w_10,h_10,g_middle/v1/patterns/GHRES-2001-01.png');
    expect(gravity.response.status).toBe(400);
    expect(JSON.parse(gravity.body.toString()).error).toContain('g_middle');
  });

  it('cuts a window without scaling with c_crop', async () => {
    const { body } = await image('c_crop,w_100,h_40,g_north/v1/patterns/GHRES-2001-01.png');
    expect(await decoded(body)).toMatchObject({ width: 100, height: 40 });
  });

  it('applies chained segments in order', async () => {
    const { body } = await image(
      'c_fill,w_300,h_300/c_scale,w_100/q_60,f_jpg/v1/editorial/living-room.png',
    );
    expect(await decoded(body)).toEqual({ format: 'jpeg', width: 100, height: 100 });
  });

  it('serves an image without a version segment', async () => {
    const { response, body } = await image('w_32/swatches/GHRES-1001-03.png');
    expect(response.status).toBe(200);
    expect(await decoded(body)).toMatchObject({ width: 32 });
  });

  it('marks hits as cacheable for a year and immutable, with an ETag that revalidates', async () => {
    const { response } = await image('w_60/v1/swatches/GHRES-1001-03.jpg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await fetch(media('w_60/v1/swatches/GHRES-1001-03.jpg'), {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers 404 for a public id that was never declared', async () => {
    const { response, body } = await image('w_100/v1/swatches/NOPE-0000.jpg');
    expect(response.status).toBe(404);
    expect(JSON.parse(body.toString())).toEqual({
      error: "No image with public id 'swatches/NOPE-0000'",
    });
  });

  it('answers 404 for another cloud', async () => {
    const response = await fetch(
      `${server.url}/media/other/image/upload/v1/swatches/GHRES-1001-03.jpg`,
    );
    expect(response.status).toBe(404);
  });

  it.each([
    ['a width over 4000 px', 'w_4001/v1/swatches/GHRES-1001-03.jpg', 'between 1 and 4000'],
    ['a zero width', 'w_0/v1/swatches/GHRES-1001-03.jpg', 'between 1 and 4000'],
    ['a fractional width', 'w_0.5/v1/swatches/GHRES-1001-03.jpg', 'whole number'],
    ['a density that makes it too large', 'w_3000,dpr_2/v1/swatches/GHRES-1001-03.jpg', '4000'],
    ['an unknown crop mode', 'c_explode,w_10/v1/swatches/GHRES-1001-03.jpg', 'crop mode'],
    ['an unknown transformation', 'e_sepia/v1/swatches/GHRES-1001-03.jpg', "'e_sepia'"],
    ['a quality out of range', 'q_101/v1/swatches/GHRES-1001-03.jpg', 'q_'],
    ['an unknown format', 'f_tiff/v1/swatches/GHRES-1001-03.jpg', 'f_tiff'],
    ['an unknown extension', 'v1/swatches/GHRES-1001-03.exe', "'.exe'"],
    ['no extension', 'v1/swatches/GHRES-1001-03', 'extension'],
  ])('refuses %s with a 400 naming the problem', async (_, path, reason) => {
    const { response, body } = await image(path);
    expect(response.status).toBe(400);
    expect(JSON.parse(body.toString()).error).toContain(reason);
  });

  it.each([
    '/media/gh/image/upload/v1/../../../etc/passwd.jpg',
    '/media/gh/image/upload/v1/swatches/..%2F..%2Fetc%2Fpasswd.jpg',
    '/media/gh/image/upload/v1/%2e%2e/%2e%2e/package.json.png',
    '/media/gh/image/upload/v1/swatches%5C..%5Csecret.jpg',
  ])('refuses the path traversal %s with a 4xx and never serves a file', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.parse(body)).toEqual({ error: expect.any(String) });
  });
});
