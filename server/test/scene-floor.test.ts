import {
  CAMERA_HEIGHT_METRES,
  FOCAL_PER_LONG_EDGE,
  floorCamera,
  floorRow,
  projectFloorPoint,
} from '../src/scene/camera';
import type { FloorEstimate } from '../src/scene/floor';
import { findSceneFloor } from '../src/scene/render';
import { type DrawnRoom, drawRoom, TEST_ROOMS, trueHorizon } from './fixtures/rooms';

/** The floor finder against rooms whose floor is known pixel for pixel. */

const LONG_EDGE = 400;

/** The drawn floor truth brought down to the finder's work size (pixels at least half floor). */
function truthAtWorkSize(room: DrawnRoom, floor: FloorEstimate): Uint8Array {
  const { width, height } = room.design;
  const truth = new Uint8Array(floor.width * floor.height);
  for (let y = 0; y < floor.height; y++) {
    for (let x = 0; x < floor.width; x++) {
      let sum = 0;
      let count = 0;
      const x0 = Math.floor((x * width) / floor.width);
      const x1 = Math.floor(((x + 1) * width) / floor.width);
      const y0 = Math.floor((y * height) / floor.height);
      const y1 = Math.floor(((y + 1) * height) / floor.height);
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          sum += room.floorTruth[yy * width + xx] as number;
          count++;
        }
      }
      truth[y * floor.width + x] = sum * 2 >= count ? 1 : 0;
    }
  }
  return truth;
}

function intersectionOverUnion(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return both / either;
}

describe('finding the floor of a room photo', () => {
  const found = new Map<string, { room: DrawnRoom; floor: FloorEstimate }>();

  beforeAll(async () => {
    for (const design of TEST_ROOMS) {
      const room = drawRoom({ ...design, orientation: 1 }, LONG_EDGE);
      const { width, height } = room.design;
      const focal = FOCAL_PER_LONG_EDGE * Math.max(width, height);
      const { floor } = await findSceneFloor(room.pixels, width, height, focal);
      if (!floor) throw new Error(`no floor found in ${design.name}`);
      found.set(design.name, { room, floor });
    }
  }, 180_000);

  it.each(TEST_ROOMS.map((room) => room.name))(
    'finds the floor of the %s room: at least 90% overlap with the true floor',
    (name) => {
      const { room, floor } = found.get(name) as { room: DrawnRoom; floor: FloorEstimate };
      expect(intersectionOverUnion(floor.mask, truthAtWorkSize(room, floor))).toBeGreaterThan(0.9);
    },
  );

  it('keeps a sofa standing on the floor out of the floor', () => {
    const { room, floor } = found.get('living') as { room: DrawnRoom; floor: FloorEstimate };
    // The front of the sofa's seat: middle of the image, just above where the floor meets it.
    const design = room.design;
    const photoToWork = floor.width / design.width;
    let sofaPixels = 0;
    let sofaCalledFloor = 0;
    for (let y = 0; y < design.height; y++) {
      for (let x = 0; x < design.width; x++) {
        const i = (y * design.width + x) * 3;
        const isSofaGrey =
          Math.abs((room.pixels[i] as number) - (room.pixels[i + 2] as number)) < 12 &&
          (room.pixels[i] as number) < 110 &&
          !room.floorTruth[y * design.width + x] &&
          y > design.height * 0.4;
        if (!isSofaGrey) continue;
        sofaPixels++;
        const wx = Math.min(floor.width - 1, Math.floor(x * photoToWork));
        const wy = Math.min(floor.height - 1, Math.floor(y * photoToWork));
        sofaCalledFloor += floor.mask[wy * floor.width + wx] as number;
      }
    }
    expect(sofaPixels).toBeGreaterThan(1000);
    expect(sofaCalledFloor / sofaPixels).toBeLessThan(0.05);
  });

  it('finds the horizon from the two side walls of a room seen square on', () => {
    const { room, floor } = found.get('living') as { room: DrawnRoom; floor: FloorEstimate };
    expect(floor.horizonFrom).toBe('side walls');
    const expected = trueHorizon(room) * (floor.height / room.design.height);
    expect(Math.abs(floor.horizon - expected)).toBeLessThan(floor.height * 0.06);
    // Looking straight down the room: its vanishing point is near the middle.
    expect(Math.abs(floor.vanishingX - floor.width / 2)).toBeLessThan(floor.width * 0.08);
  });

  it('puts the horizon above the floor in every room', () => {
    for (const { floor } of found.values()) {
      expect(floor.horizon).toBeLessThan(Math.min(...floor.boundary));
    }
  });
});

describe('the camera a room photo is assumed to be taken with', () => {
  const camera = floorCamera(700, 350, 1008, 200, 820);

  it('maps a floor pixel to the floor and back to the same pixel', () => {
    for (const [x, y] of [
      [100, 690],
      [700, 400],
      [1300, 520],
    ] as const) {
      const row = floorRow(camera, y);
      expect(row).toBeDefined();
      if (!row) continue;
      const floorX = ((x - camera.cx) / camera.focal) * row.t;
      const back = projectFloorPoint(camera, floorX, row.z);
      expect(back.x).toBeCloseTo(x, 6);
      expect(back.y).toBeCloseTo(y, 6);
    }
  });

  it('sees no floor at or above the horizon', () => {
    expect(floorRow(camera, 200)).toBeUndefined();
    expect(floorRow(camera, 120)).toBeUndefined();
  });

  it('puts a floor point twice as far away at half the distance below the horizon', () => {
    const level = floorCamera(700, 350, 1000, 350, 700);
    const near = projectFloorPoint(level, 0, 2);
    const far = projectFloorPoint(level, 0, 4);
    expect(near.y - 350).toBeCloseTo(2 * (far.y - 350), 6);
    expect(near.y - 350).toBeCloseTo((1000 * CAMERA_HEIGHT_METRES) / 2, 6);
  });

  it('turns the texture toward a vanishing point off the middle', () => {
    expect(camera.yaw).toBeGreaterThan(0);
    expect(floorCamera(700, 350, 1008, 200, 580).yaw).toBeLessThan(0);
    expect(floorCamera(700, 350, 1008, 200, 700).yaw).toBe(0);
  });
});
