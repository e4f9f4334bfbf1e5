import type { FloorPolygon } from '../src/scene/polygon';
import { laySceneFloor, renderScenePixels } from '../src/scene/render';
import { SceneCache, type ScenePhoto } from '../src/scene/scene-cache';
import type { FloorTexture } from '../src/scene/texture';
import { normaliseScenePhoto } from '../src/scene/upload';
import { drawRoom, roomPhoto, testRoom } from './fixtures/rooms';
import { TEST_VARIANTS, textureFor } from './fixtures/screenshots';

/**
 * The in-memory cache of analysed scenes (scene-cache.ts): a render from it is the render made
 * from scratch, for the floor asked for and the scene asked for, and it stays within its budget.
 */

const WIDTH = 400;
const HEIGHT = 300;
/** The left half of the floor, as a visitor's correction would outline it. */
const LEFT_FLOOR: FloorPolygon = [
  [0, 1],
  [0, 0.7],
  [0.5, 0.7],
  [0.5, 1],
];

let photos: ScenePhoto[];
let carpet: FloorTexture;
let timber: FloorTexture;

beforeAll(async () => {
  photos = [];
  for (const name of ['living', 'den', 'bedroom']) {
    const { jpeg, width, height } = await normaliseScenePhoto(
      await roomPhoto(drawRoom(testRoom(name), 640)),
    );
    photos.push({ photo: jpeg, width, height });
  }
  [carpet, timber] = (await Promise.all(TEST_VARIANTS.map(textureFor))) as [
    FloorTexture,
    FloorTexture,
  ];
}, 60_000);

/** A photo loader that counts how often the cache had to read the photo. */
function loader(photo: ScenePhoto) {
  const load = Object.assign(
    async () => {
      load.calls++;
      return photo;
    },
    { calls: 0 },
  );
  return load;
}

type Loader = ReturnType<typeof loader>;

async function fromScratch(photo: ScenePhoto, texture: FloorTexture, floor?: FloorPolygon) {
  const { photo: bytes, width, height } = photo;
  return renderScenePixels(bytes, width, height, WIDTH, HEIGHT, texture, { floor });
}

const scene = (index: number) => photos[index] as ScenePhoto;

it('renders another colour of a kept scene exactly as a render from scratch', async () => {
  const cache = new SceneCache();
  const load = loader(scene(0));
  laySceneFloor(await cache.outlined('a', WIDTH, HEIGHT, undefined, load), carpet);
  const switched = laySceneFloor(await cache.outlined('a', WIDTH, HEIGHT, undefined, load), timber);
  expect(load.calls).toBe(1);
  const expected = await fromScratch(scene(0), timber);
  expect(switched.pixels.equals(expected.pixels)).toBe(true);
  expect(switched.coverage).toEqual(expected.coverage);
});

it('lays a corrected floor outline after the detected one, and the detected one after it', async () => {
  const cache = new SceneCache();
  const load = loader(scene(0));
  const detected = laySceneFloor(await cache.outlined('a', WIDTH, HEIGHT, undefined, load), carpet);
  const corrected = laySceneFloor(
    await cache.outlined('a', WIDTH, HEIGHT, LEFT_FLOOR, load),
    timber,
  );
  const again = laySceneFloor(await cache.outlined('a', WIDTH, HEIGHT, undefined, load), timber);
  // One photo read: the outline does not change the analysis under it.
  expect(load.calls).toBe(1);
  const expectedCorrected = await fromScratch(scene(0), timber, LEFT_FLOOR);
  expect(corrected.pixels.equals(expectedCorrected.pixels)).toBe(true);
  expect(again.pixels.equals((await fromScratch(scene(0), timber)).pixels)).toBe(true);
  // And the correction is really another floor: nothing laid on the right half's floor.
  const laidRight = (render: { coverage: Float32Array }) => {
    let sum = 0;
    for (let y = Math.round(HEIGHT * 0.8); y < HEIGHT; y++) {
      for (let x = Math.round(WIDTH * 0.6); x < WIDTH; x++)
        sum += render.coverage[y * WIDTH + x] as number;
    }
    return sum;
  };
  expect(laidRight(detected)).toBeGreaterThan(1000);
  expect(laidRight(corrected)).toBe(0);
});

it('never gives one scene the floor of another, nor one size the analysis of another', async () => {
  const cache = new SceneCache();
  const [loadA, loadB] = [loader(scene(0)), loader(scene(1))];
  const first = laySceneFloor(await cache.outlined('a', WIDTH, HEIGHT, undefined, loadA), carpet);
  const second = laySceneFloor(await cache.outlined('b', WIDTH, HEIGHT, undefined, loadB), carpet);
  expect([loadA.calls, loadB.calls]).toEqual([1, 1]);
  expect(first.pixels.equals((await fromScratch(scene(0), carpet)).pixels)).toBe(true);
  expect(second.pixels.equals((await fromScratch(scene(1), carpet)).pixels)).toBe(true);
  expect(first.pixels.equals(second.pixels)).toBe(false);

  const smaller = await cache.outlined('a', WIDTH / 2, HEIGHT / 2, undefined, loadA);
  expect(loadA.calls).toBe(2);
  expect(smaller.analysis.width).toBe(WIDTH / 2);
});

it('shares one analysis between concurrent requests for a scene', async () => {
  const cache = new SceneCache();
  const load = loader(scene(2));
  const [a, b] = await Promise.all([
    cache.outlined('c', WIDTH, HEIGHT, undefined, load),
    cache.outlined('c', WIDTH, HEIGHT, LEFT_FLOOR, load),
  ]);
  expect(load.calls).toBe(1);
  expect(a.analysis).toBe(b.analysis);
});

it('keeps nothing of a scene whose photo could not be read', async () => {
  const cache = new SceneCache();
  const missing = async (): Promise<ScenePhoto> => {
    throw new Error('no photo');
  };
  await expect(cache.outlined('gone', WIDTH, HEIGHT, undefined, missing)).rejects.toThrow(
    'no photo',
  );
  expect(cache.size.entries).toBe(0);
  const load = loader(scene(0));
  await cache.outlined('gone', WIDTH, HEIGHT, undefined, load);
  expect(load.calls).toBe(1);
});

it('stays within its byte budget, forgetting the least recently used scenes first', async () => {
  const probe = new SceneCache();
  await probe.outlined('probe', WIDTH, HEIGHT, undefined, loader(scene(0)));
  // One scene (its analysis and its outline) and a half.
  const budget = Math.round(probe.size.bytes * 1.5);
  const cache = new SceneCache(budget);
  const loads = [0, 1, 2].map((index) => loader(scene(index)));
  const [first, , latest] = loads as [Loader, Loader, Loader];
  for (const [index, load] of loads.entries()) {
    await cache.outlined(`scene-${index}`, WIDTH, HEIGHT, undefined, load);
    expect(cache.size.bytes).toBeLessThanOrEqual(budget);
  }
  // The latest is kept; the first was forgotten and is analysed again.
  await cache.outlined('scene-2', WIDTH, HEIGHT, undefined, latest);
  expect(latest.calls).toBe(1);
  await cache.outlined('scene-0', WIDTH, HEIGHT, undefined, first);
  expect(first.calls).toBe(2);
  expect(cache.size.bytes).toBeLessThanOrEqual(budget);
});
