import sharp from 'sharp';
import { renderScenePixels } from '../src/scene/render';
import { corpusTexture } from './fixtures/corpus';

/**
 * Perspective on every render (issue 12): a photo with no usable vanishing lines (a plain floor
 * meeting a plain back wall, no side walls) still gets a floor that recedes. The plank texture's
 * seams run away from the camera, so along a row they come closer together (more of them per
 * row) the nearer the row is to the horizon.
 */

const WIDTH = 640;
const HEIGHT = 480;
const WALL_FOOT = Math.round(HEIGHT * 0.55);

/** A room with no lines to find a vanishing point from: a wall, a white skirting, a plain floor. */
async function plainRoom(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const colour =
        y < WALL_FOOT - 6 ? [205, 200, 190] : y < WALL_FOOT ? [242, 242, 238] : [120, 92, 64];
      for (let c = 0; c < 3; c++) {
        pixels[(y * WIDTH + x) * 3 + c] = Math.round((colour[c] as number) + noise() * 6);
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Dark runs (plank seams) along one row of the render. */
function seamsInRow(pixels: Buffer, y: number): number {
  const light = (x: number) => {
    const i = (y * WIDTH + x) * 3;
    return (pixels[i] as number) + (pixels[i + 1] as number) + (pixels[i + 2] as number);
  };
  const values = Array.from({ length: WIDTH }, (_, x) => light(x));
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  let seams = 0;
  let inSeam = false;
  for (const value of values) {
    const dark = value < median * 0.88;
    if (dark && !inSeam) seams++;
    inSeam = dark;
  }
  return seams;
}

describe('perspective without vanishing lines', () => {
  let render: Buffer;
  let horizonFrom: string | undefined;

  beforeAll(async () => {
    const result = await renderScenePixels(
      await plainRoom(),
      WIDTH,
      HEIGHT,
      WIDTH,
      HEIGHT,
      await corpusTexture(),
    );
    render = result.pixels;
    horizonFrom = result.floor?.horizonFrom;
  }, 60_000);

  it('assumes a camera, having no lines to measure one from', () => {
    expect(horizonFrom).toBe('default');
  });

  it('lays more plank seams per row toward the horizon: the texture recedes', () => {
    // Three bands of the floor, far to near; the mean count of seams per row in each.
    const floorRows = HEIGHT - WALL_FOOT - 8;
    const band = Math.floor(floorRows / 3);
    const seamsPerRow = [0, 1, 2].map((k) => {
      let total = 0;
      for (let y = WALL_FOOT + 4 + k * band; y < WALL_FOOT + 4 + (k + 1) * band; y++) {
        total += seamsInRow(render, y);
      }
      return total / band;
    });
    const [far = 0, middle = 0, near = 0] = seamsPerRow;
    expect(near).toBeGreaterThan(2);
    expect(middle).toBeGreaterThan(near * 1.2);
    expect(far).toBeGreaterThan(middle * 1.2);
  });
});
