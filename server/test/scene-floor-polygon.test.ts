import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  renderSceneUrl,
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
import { startTestServer, type TestServer } from './support';

/**
 * The floor polygon contract (issue 12) over real HTTP: the visitor's floor outline, stored as a
 * corrected scene (POST scene_floor.php) or given on a render address (floor=…), and refused
 * with a 4xx and a reason when it is not a usable floor.
 */

const cnf = DEFAULT_SCENE_CUSTOMER_CONFIG;
const WIDTH = 480;
const HEIGHT = 360;

let server: TestServer;
let sceneApi: string;
let living: DrawnRoom;
let sceneId: string;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  sceneApi = `${server.url}/scene`;
  for (const variant of TEST_VARIANTS) registerMediaAsset(server.db, variant);
  living = drawRoom(testRoom('living'), WIDTH);
  const photo = await roomPhoto(living);
  sceneId = await uploadSceneImage({
    sceneApi,
    image: new Blob([photo], { type: 'image/jpeg' }),
    filename: 'living.jpg',
  });
}, 120_000);
afterAll(async () => {
  await server.close();
});

type Polygon = [number, number][];

const postFloor = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sceneApi}/scene_floor.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const getFloor = (pid: string) =>
  fetch(`${sceneApi}/scene_floor.php?${new URLSearchParams({ cnf, pid })}`);

async function renderPixels(address: string) {
  const response = await fetch(address);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect(info).toMatchObject({ width: WIDTH, height: HEIGHT });
  return data;
}

/** Mean absolute difference from the photo over a box of normalised coordinates. */
function changeIn(render: Buffer, box: { x0: number; y0: number; x1: number; y1: number }) {
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(box.y0 * HEIGHT); y < Math.floor(box.y1 * HEIGHT); y++) {
    for (let x = Math.floor(box.x0 * WIDTH); x < Math.floor(box.x1 * WIDTH); x++) {
      const i = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) {
        sum += Math.abs((render[i + c] as number) - (living.pixels[i + c] as number));
        count++;
      }
    }
  }
  return sum / count;
}

/** The floor's lower left, and the floor's lower right that it leaves out. */
const LEFT_FLOOR: Polygon = [
  [0, 0.75],
  [0.45, 0.75],
  [0.45, 1],
  [0, 1],
];
const INSIDE = { x0: 0.05, y0: 0.8, x1: 0.4, y1: 0.98 };
const OUTSIDE = { x0: 0.6, y0: 0.8, x1: 0.95, y1: 0.98 };

describe('GET /scene/scene_floor.php', () => {
  it('answers the detected floor outline of an uploaded scene, as a usable polygon', async () => {
    const response = await getFloor(sceneId);
    expect(response.status).toBe(200);
    const { floor, source } = (await response.json()) as { floor: Polygon; source: string };
    expect(source).toBe('detected');
    expect(floor.length).toBeGreaterThanOrEqual(3);
    expect(floor.length).toBeLessThanOrEqual(12);
    for (const [x, y] of floor) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
    }
    // The living room's floor reaches both bottom corners; its far edge is below the middle.
    expect(floor).toContainEqual([0, 1]);
    expect(floor).toContainEqual([1, 1]);
    expect(Math.min(...floor.map(([, y]) => y))).toBeGreaterThan(0.5);
    // The editor can send it back as it is.
    const stored = await postFloor({ cnf, pid: sceneId, floor });
    expect(stored.status).toBe(200);
  });

  it('answers 404 for a scene it does not have, and 400 for a pid that is no scene id', async () => {
    const missing = await getFloor('0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toMatch(/No scene/);
    const bad = await getFloor('../etc');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/not a scene id/);
  });
});

describe('POST /scene/scene_floor.php: a corrected scene', () => {
  let corrected: string;

  beforeAll(async () => {
    const response = await postFloor({ cnf, pid: sceneId, floor: LEFT_FLOOR });
    expect(response.status).toBe(200);
    corrected = ((await response.json()) as { unique: string }).unique;
  });

  it('is a scene of its own that keeps the visitor outline', async () => {
    expect(corrected).toMatch(/^[0-9a-f]{24}$/);
    expect(corrected).not.toBe(sceneId);
    const response = await getFloor(corrected);
    expect(await response.json()).toEqual({ floor: LEFT_FLOOR, source: 'visitor' });
    // The original scene is unchanged.
    expect(((await (await getFloor(sceneId)).json()) as { source: string }).source).toBe(
      'detected',
    );
  });

  it('lays the floor inside the outline only, in every colour', async () => {
    for (const variant of [CARPET, TIMBER]) {
      const render = await renderPixels(
        renderSceneUrl({ sceneApi, sceneId: corrected, variantId: variant, w: WIDTH, h: HEIGHT }),
      );
      // The timber variant is near the photo's own planks in colour: a smaller change.
      expect(changeIn(render, INSIDE)).toBeGreaterThan(10);
      // JPEG noise only outside.
      expect(changeIn(render, OUTSIDE)).toBeLessThan(4);
    }
  });

  it('leaves the original scene as detected: its renders cover the whole floor', async () => {
    const render = await renderPixels(
      renderSceneUrl({ sceneApi, sceneId, variantId: CARPET, w: WIDTH, h: HEIGHT }),
    );
    expect(changeIn(render, INSIDE)).toBeGreaterThan(20);
    expect(changeIn(render, OUTSIDE)).toBeGreaterThan(20);
  });

  it('lays the outline given on a render address the same way, without storing it', async () => {
    const floor = LEFT_FLOOR.flat().join(',');
    const address = `${renderSceneUrl({ sceneApi, sceneId, variantId: CARPET, w: WIDTH, h: HEIGHT })}&floor=${floor}`;
    const render = await renderPixels(address);
    expect(changeIn(render, INSIDE)).toBeGreaterThan(20);
    expect(changeIn(render, OUTSIDE)).toBeLessThan(4);
    expect(((await (await getFloor(sceneId)).json()) as { source: string }).source).toBe(
      'detected',
    );
  });

  it('keeps each outline to its renders when colours switch between them (the scene cache)', async () => {
    const floor = LEFT_FLOOR.flat().join(',');
    const address = (variant: string, outline?: string) =>
      `${renderSceneUrl({ sceneApi, sceneId, variantId: variant, w: WIDTH, h: HEIGHT })}${outline ? `&floor=${outline}` : ''}`;
    // The detected floor of this scene at this size is already kept in memory by now.
    const detected = await renderPixels(address(TIMBER));
    const outlined = await renderPixels(address(CARPET, floor));
    const detectedAgain = await renderPixels(address(CARPET));
    const correctedScene = await renderPixels(
      renderSceneUrl({ sceneApi, sceneId: corrected, variantId: TIMBER, w: WIDTH, h: HEIGHT }),
    );
    expect(changeIn(detected, OUTSIDE)).toBeGreaterThan(10);
    expect(changeIn(outlined, OUTSIDE)).toBeLessThan(4);
    expect(changeIn(detectedAgain, OUTSIDE)).toBeGreaterThan(20);
    expect(changeIn(correctedScene, OUTSIDE)).toBeLessThan(4);
  });
});

describe('an unusable floor outline is refused with a 4xx and a reason', () => {
  const many: Polygon = Array.from({ length: 65 }, (_, i) => {
    const angle = (i / 65) * Math.PI * 2;
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    return [round(0.5 + 0.4 * Math.cos(angle)), round(0.5 + 0.4 * Math.sin(angle))];
  });
  const cases: [string, unknown, RegExp][] = [
    [
      'a polygon that crosses itself (a bow tie)',
      [
        [0.1, 0.6],
        [0.9, 1],
        [0.9, 0.6],
        [0.1, 1],
      ],
      /crosses itself/,
    ],
    [
      'a point out of range',
      [
        [0, 0.6],
        [1.2, 0.6],
        [1, 1],
      ],
      /out of range/,
    ],
    [
      'a negative coordinate',
      [
        [0, 0.6],
        [0.5, -0.1],
        [1, 1],
      ],
      /out of range/,
    ],
    [
      'fewer than 3 points',
      [
        [0, 1],
        [1, 1],
      ],
      /at least 3 points/,
    ],
    ['too many points', many, /at most 64/],
    ['no points at all', [], /at least 3 points/],
    [
      'a point that is not a pair of numbers',
      [
        [0, 1],
        [1, 1],
        ['half', 0.5],
      ],
      /not a pair/,
    ],
    ['a text instead of a list', 'the whole floor', /pairs of numbers|list of/],
    [
      'corners on one line (no area)',
      [
        [0, 1],
        [0.5, 1],
        [1, 1],
      ],
      /crosses itself|no area/,
    ],
  ];

  it.each(cases)('refuses %s on POST scene_floor.php with a 400', async (_, floor, reason) => {
    const before = server.db.prepare('SELECT COUNT(*) AS n FROM scenes').get();
    const response = await postFloor({ cnf, pid: sceneId, floor });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    // Nothing stored.
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM scenes').get()).toEqual(before);
  });

  it.each(cases.filter(([, floor]) => Array.isArray(floor) && floor.length > 0))(
    'refuses %s on a render address with a 400',
    async (_, floor, reason) => {
      const text = (floor as unknown[][]).map((point) => point.join(',')).join(',');
      const response = await fetch(
        `${renderSceneUrl({ sceneApi, sceneId, variantId: CARPET })}&floor=${encodeURIComponent(text)}`,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(reason);
    },
  );

  it('refuses an odd count of numbers on a render address', async () => {
    const response = await fetch(
      `${renderSceneUrl({ sceneApi, sceneId, variantId: CARPET })}&floor=0,1,1,1,0.5`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/pairs of numbers/);
  });

  it('refuses a body that is too large with a 413', async () => {
    const floor = Array.from({ length: 3000 }, () => [0.123456789, 0.987654321]);
    const response = await postFloor({ cnf, pid: sceneId, floor });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });

  it('refuses a missing floor, an unknown scene and a wrong cnf', async () => {
    const missing = await postFloor({ cnf, pid: sceneId });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/floor/);
    const unknown = await postFloor({ cnf, pid: '0123456789abcdef01234567', floor: LEFT_FLOOR });
    expect(unknown.status).toBe(404);
    const wrongCnf = await postFloor({ cnf: 'someone-else', pid: sceneId, floor: LEFT_FLOOR });
    expect(wrongCnf.status).toBe(400);
    expect(((await wrongCnf.json()) as { error: string }).error).toMatch(/Unknown cnf/);
  });

  it('refuses a body that is not JSON with a 4xx', async () => {
    const response = await postFloor('{"cnf": ', {});
    expect(response.status).toBe(400);
    const text = await postFloor('floor=0,1', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: string }).error).toMatch(/body/);
  });
});
