import { deflateSync } from 'node:zlib';
import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  renderSceneUrl,
  SCENE_UPLOAD_MODES,
  uploadSceneImage,
} from '@gh/shared/visualiser';
import sharp from 'sharp';
import { registerMediaAsset } from '../src/media/assets';
import { type DrawnRoom, drawRoom, roomPhoto, testRoom } from './fixtures/rooms';
import {
  TEST_CARPET_ID as CARPET,
  TEST_VARIANTS,
  TEST_TIMBER_ID as TIMBER,
} from './fixtures/screenshots';
import { STORAGE_KINDS, startTestServer, type TestServer } from './support';

/**
 * The room-scene service over real HTTP (SPEC.md section 7, DESIGN.md section 4), called the way
 * the visualiser widget calls it: the shared upload client and render URL builder.
 */

function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; type: string; name: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('vfile', new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}

const validFields = { cnf: DEFAULT_SCENE_CUSTOMER_CONFIG, ...SCENE_UPLOAD_MODES };

/** The scene contract, against each adapter of the shared storage (SQLite and PostgreSQL). */
describe.each(STORAGE_KINDS)('the room-scene service on %s', (storage) => {
  let server: TestServer;
  let sceneApi: string;
  let living: DrawnRoom;
  let livingPhoto: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false, storage });
    sceneApi = `${server.url}/scene`;
    for (const variant of TEST_VARIANTS) registerMediaAsset(server.db, variant);
    living = drawRoom(testRoom('living'), 480);
    livingPhoto = await roomPhoto(living);
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  const upload = (body: FormData) =>
    fetch(`${sceneApi}/get_ki_unique.php`, { method: 'POST', body });

  async function uploaded(photo: Buffer, type = 'image/jpeg'): Promise<string> {
    return uploadSceneImage({ sceneApi, image: new Blob([photo], { type }), filename: 'room.jpg' });
  }

  async function decoded(response: Response) {
    const bytes = Buffer.from(await response.arrayBuffer());
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    return { bytes, data, info, format: (await sharp(bytes).metadata()).format };
  }

  describe('POST /scene/get_ki_unique.php', () => {
    it('stores an uploaded room photo and answers its scene id as unique', async () => {
      const unique = await uploaded(livingPhoto);
      expect(unique).toMatch(/^[0-9a-f]{24}$/);
      const scene = await server.storage.findScene(unique);
      expect(scene).toMatchObject({ width: 480, height: 360, cnf: DEFAULT_SCENE_CUSTOMER_CONFIG });
      const photo = await server.storage.scenePhoto(unique);
      expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 480 });
    });

    it('gives every upload its own scene id', async () => {
      const first = await uploaded(livingPhoto);
      const second = await uploaded(livingPhoto);
      expect(first).not.toBe(second);
    });

    it('stores a phone photo upright, applying its EXIF orientation', async () => {
      const kitchen = drawRoom(testRoom('kitchen'), 320);
      const photo = await roomPhoto(kitchen);
      // As stored by the phone: turned a quarter, with orientation 6.
      const metadata = await sharp(photo).metadata();
      expect(metadata).toMatchObject({ width: 320, height: 240, orientation: 6 });
      const unique = await uploaded(photo);
      const scene = await server.storage.findScene(unique);
      expect(scene).toMatchObject({ width: 240, height: 320 });
    });

    it('accepts PNG and WebP photos, telling the type by the bytes, not the declared type', async () => {
      const raw = { raw: { width: 480, height: 360, channels: 3 as const } };
      const png = await sharp(living.pixels, raw).png().toBuffer();
      const webp = await sharp(living.pixels, raw).webp().toBuffer();
      expect(await uploaded(png, 'image/png')).toMatch(/^[0-9a-f]{24}$/);
      expect(await uploaded(webp, 'application/octet-stream')).toMatch(/^[0-9a-f]{24}$/);
    });
  });

  describe('bad uploads are refused with a 4xx and a reason, never a 5xx', () => {
    const jpeg = (bytes: Buffer, name = 'room.jpg') => ({ bytes, type: 'image/jpeg', name });

    /** A PNG whose header declares `width` × `height` but whose data is a few rows of zeros. */
    function pngDeclaring(width: number, height: number): Buffer {
      const chunk = (type: string, data: Buffer) => {
        const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(body));
        return Buffer.concat([length, body, crc]);
      };
      const header = Buffer.alloc(13);
      header.writeUInt32BE(width, 0);
      header.writeUInt32BE(height, 4);
      header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 * 4))),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    }

    const cases: [string, () => Promise<FormData>, number, RegExp][] = [
      [
        'non-image bytes sent as image/jpeg',
        async () => form(validFields, jpeg(Buffer.from('MZ\x90\x00 this is not a photo at all'))),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'a text file',
        async () =>
          form(validFields, {
            bytes: Buffer.from('my room is 4 by 5 metres\n'),
            type: 'text/plain',
            name: 'room.txt',
          }),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'a file over 15 MB',
        async () => {
          const bytes = Buffer.alloc(15 * 1024 * 1024 + 1);
          bytes.set([0xff, 0xd8, 0xff, 0xe0]);
          return form(validFields, jpeg(bytes));
        },
        413,
        /15 MB/,
      ],
      [
        'a decompression bomb: a small PNG declaring 100000 × 100000 pixels',
        async () =>
          form(validFields, {
            bytes: pngDeclaring(100_000, 100_000),
            type: 'image/png',
            name: 'x.png',
          }),
        413,
        /megapixels/,
      ],
      [
        'a truncated JPEG',
        async () =>
          form(validFields, jpeg(livingPhoto.subarray(0, Math.floor(livingPhoto.length / 2)))),
        400,
        /truncated or corrupt/,
      ],
      ['no photo', async () => form(validFields), 400, /Missing field vfile/],
      [
        'no cnf',
        async () => form({ ...SCENE_UPLOAD_MODES }, jpeg(livingPhoto)),
        400,
        /Missing field cnf/,
      ],
      [
        'a wrong cnf',
        async () => form({ ...validFields, cnf: 'someone-else' }, jpeg(livingPhoto)),
        400,
        /cnf must be/,
      ],
      [
        'an unknown floor mode',
        async () => form({ ...validFields, ki_mode_floor: '9' }, jpeg(livingPhoto)),
        400,
        /ki_mode_floor must be 2/,
      ],
      [
        'a photo too small to find a floor in',
        async () =>
          form(validFields, jpeg(await sharp(livingPhoto).resize(40, 30).jpeg().toBuffer())),
        400,
        /at least 64 px/,
      ],
      [
        'two photos',
        async () => {
          const body = form(validFields, jpeg(livingPhoto));
          body.append('vfile', new Blob([livingPhoto], { type: 'image/jpeg' }), 'again.jpg');
          return body;
        },
        413,
        /one photo/,
      ],
    ];

    it.each(cases)('refuses %s', async (_, body, status, message) => {
      const response = await upload(await body());
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    });

    it('refuses a body that is not multipart with 415', async () => {
      const response = await fetch(`${sceneApi}/get_ki_unique.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ vfile: 'room.jpg' }),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/multipart/);
    });

    it('stores nothing for a refused upload', async () => {
      const before = await server.storage.sceneCount();
      await upload(form(validFields, jpeg(Buffer.from('not an image'))));
      expect(await server.storage.sceneCount()).toBe(before);
    });
  });

  describe('GET /scene/render_img_scene.php', () => {
    let sceneId: string;
    let carpet: Awaited<ReturnType<typeof decoded>>;

    beforeAll(async () => {
      sceneId = await uploaded(livingPhoto);
      const response = await fetch(renderSceneUrl({ sceneApi, sceneId, variantId: CARPET }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      carpet = await decoded(response);
    }, 120_000);

    it('answers a JPEG of 1400 × 700 by default', () => {
      expect(carpet.format).toBe('jpeg');
      expect(carpet.info).toMatchObject({ width: 1400, height: 700 });
    });

    it('answers the size asked for', async () => {
      const response = await fetch(
        renderSceneUrl({ sceneApi, sceneId, variantId: CARPET, w: 480, h: 360 }),
      );
      const { info } = await decoded(response);
      expect(info).toMatchObject({ width: 480, height: 360 });
    });

    describe('at the photo’s own shape', () => {
      // 480 × 360 asks for the photo's shape, so pixels line up with the drawn room's.
      let photo: Buffer;
      let floorPixels: number[];
      let wallPixels: number[];
      let carpetRender: Buffer;
      let timberRender: Buffer;

      beforeAll(async () => {
        photo = (await sharp(livingPhoto).raw().toBuffer()) as Buffer;
        const render = async (variantId: string) => {
          const url = renderSceneUrl({ sceneApi, sceneId, variantId, w: 480, h: 360 });
          return (await decoded(await fetch(url))).data as Buffer;
        };
        [carpetRender, timberRender] = await Promise.all([render(CARPET), render(TIMBER)]);
        // Pixels well inside the floor, and well inside everything else (3 px from any edge).
        const { width, height } = living.design;
        const truth = living.floorTruth;
        const inside = (x: number, y: number, value: number) => {
          for (let dy = -3; dy <= 3; dy++) {
            for (let dx = -3; dx <= 3; dx++) {
              const xx = Math.min(width - 1, Math.max(0, x + dx));
              const yy = Math.min(height - 1, Math.max(0, y + dy));
              if (truth[yy * width + xx] !== value) return false;
            }
          }
          return true;
        };
        floorPixels = [];
        wallPixels = [];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            if (inside(x, y, 1)) floorPixels.push(y * width + x);
            else if (inside(x, y, 0)) wallPixels.push(y * width + x);
          }
        }
      }, 120_000);

      const meanDifference = (a: Buffer, b: Buffer, pixels: number[]) => {
        let sum = 0;
        for (const i of pixels) {
          for (let c = 0; c < 3; c++)
            sum += Math.abs((a[i * 3 + c] as number) - (b[i * 3 + c] as number));
        }
        return sum / (pixels.length * 3);
      };
      const meanColour = (image: Buffer, pixels: number[]) =>
        [0, 1, 2].map(
          (c) => pixels.reduce((sum, i) => sum + (image[i * 3 + c] as number), 0) / pixels.length,
        );

      it('lays the new floor over the floor of the photo', () => {
        expect(meanDifference(carpetRender, photo, floorPixels)).toBeGreaterThan(25);
      });

      it('leaves the walls, the window and the furniture as they were', () => {
        expect(meanDifference(carpetRender, photo, wallPixels)).toBeLessThan(4);
      });

      it("lays each variant's own pattern, in its own colour", () => {
        // The carpet is '#7d7467', the timber '#9b6b43': the timber floor is redder.
        const [carpetRed = 0, , carpetBlue = 0] = meanColour(carpetRender, floorPixels);
        const [timberRed = 0, , timberBlue = 0] = meanColour(timberRender, floorPixels);
        expect(timberRed - timberBlue).toBeGreaterThan(carpetRed - carpetBlue + 20);
        expect(meanDifference(carpetRender, timberRender, floorPixels)).toBeGreaterThan(20);
      });

      it("keeps the photo's light and shadow on the new floor", () => {
        // Rank the floor's pixels by the photo's light there: the darkest fifth (in the sofa's and
        // table's shadow, far from the window) stays darker than the brightest fifth.
        const light = (image: Buffer, i: number) =>
          (image[i * 3] as number) + (image[i * 3 + 1] as number) + (image[i * 3 + 2] as number);
        const ranked = [...floorPixels].sort((a, b) => light(photo, a) - light(photo, b));
        const fifth = Math.floor(ranked.length / 5);
        const mean = (pixels: number[]) =>
          pixels.reduce((sum, i) => sum + light(carpetRender, i), 0) / pixels.length;
        expect(mean(ranked.slice(0, fifth))).toBeLessThan(0.8 * mean(ranked.slice(-fifth)));
      });
    });

    it('answers the same picture again from its cache', async () => {
      // The pixel checks above block this process (client and server) for seconds: let the
      // expired keep-alive timers close the idle connection first, or the request may be sent
      // on a socket the server is closing (ECONNRESET).
      await new Promise((resolve) => setTimeout(resolve, 0));
      const again = await fetch(renderSceneUrl({ sceneApi, sceneId, variantId: CARPET }));
      expect(Buffer.from(await again.arrayBuffer()).equals(carpet.bytes)).toBe(true);
    });

    it('answers 404 for a scene it does not have', async () => {
      const response = await fetch(
        renderSceneUrl({ sceneApi, sceneId: '0123456789abcdef01234567', variantId: CARPET }),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toMatch(/No scene/);
    });

    it('answers 404 for a variant without a floor pattern', async () => {
      const response = await fetch(
        renderSceneUrl({ sceneApi, sceneId, variantId: 'GHRES-0000-00' }),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toMatch(/No floor pattern/);
    });

    const query = (params: Record<string, string>) =>
      `${sceneApi}/render_img_scene.php?${new URLSearchParams(params)}`;
    const valid = () => ({ cnf: DEFAULT_SCENE_CUSTOMER_CONFIG, pid: sceneId, artnr: CARPET });

    it.each([
      ['a wrong cnf', { cnf: 'someone-else' }, /Unknown cnf/],
      ['a pid that is not a scene id', { pid: '../../etc/passwd' }, /not a scene id/],
      ['an artnr that is a path', { artnr: '../swatches/X' }, /not a variant id/],
      ['a width over 2800', { w: '5000' }, /querystring\/w must be <= 2800/],
      ['a width that is not a number', { w: 'wide' }, /querystring\/w must be integer/],
      ['a size over 2800 × 1400 pixels', { w: '2800', h: '2800' }, /at most/],
      ['a surface other than the floor', { onam: 'wall' }, /querystring\/onam/],
    ])('refuses %s with a 400 and a reason', async (_, change, message) => {
      const response = await fetch(query({ ...valid(), ...change }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    });

    it('refuses a render without a pid or an artnr', async () => {
      for (const missing of ['pid', 'artnr', 'cnf']) {
        const params: Record<string, string> = valid();
        delete params[missing];
        const response = await fetch(query(params));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(missing);
      }
    });
  });
});

describe('the upload rate limit', () => {
  it('refuses uploads beyond the per-minute limit of one client with 429', async () => {
    const limited = await startTestServer({ seed: false, env: { GH_POST_RATE_LIMIT: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const body = form(validFields, {
          bytes: Buffer.from('x'),
          type: 'image/jpeg',
          name: 'x.jpg',
        });
        statuses.push(
          (await fetch(`${limited.url}/scene/get_ki_unique.php`, { method: 'POST', body })).status,
        );
      }
      expect(statuses).toEqual([415, 415, 429]);
    } finally {
      await limited.close();
    }
  });
});

/** CRC-32 of PNG chunks (zlib.crc32 is newer than Node 20.0). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
