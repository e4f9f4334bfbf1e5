/**
 * Laying the texture (steps 3 to 5 of render.ts's renderScene): the floor mask softened at its
 * edge, the edge colours and the photo's shading kept, and the texture warped onto the floor in
 * perspective and blended, pixel by pixel. Pure functions over typed arrays; render.ts does the
 * image I/O.
 */
import { type FloorCamera, floorRow } from './camera';
import type { FloorEstimate } from './floor';
import { type FloorTexture, sampleBlend, TILE_TEXELS } from './texture';

/** The floor mask as coverage in [0, 1], softened by a 3 × 3 box so its edge feathers. */
export function softMask(floor: FloorEstimate): Float32Array {
  const { width, height, mask } = floor;
  const soft = new Float32Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          sum += mask[yy * width + xx] as number;
          count++;
        }
      }
      soft[y * width + x] = sum / count;
    }
  }
  return soft;
}

interface EdgeColours {
  floorColour: Float32Array;
  otherColour: Float32Array;
}

/**
 * Near the mask's edge, the typical colour of the floor and of what is not floor, per work pixel
 * (RGB means over a 5 × 5 window of each side), for the edge refinement in layFloor.
 */
export function edgeColours(work: Uint8Array, floor: FloorEstimate): EdgeColours {
  const { width, height, mask } = floor;
  const n = width * height;
  const floorColour = new Float32Array(n * 3);
  const otherColour = new Float32Array(n * 3);
  const floorWeight = new Float32Array(n);
  const otherWeight = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const side = mask[i] ? floorColour : otherColour;
    for (let c = 0; c < 3; c++) side[i * 3 + c] = work[i * 3 + c] as number;
    if (mask[i]) floorWeight[i] = 1;
    else otherWeight[i] = 1;
  }
  boxBlur(floorWeight, width, height, 2, 1, 1);
  boxBlur(otherWeight, width, height, 2, 1, 1);
  for (let c = 0; c < 3; c++) {
    boxBlur(floorColour, width, height, 2, 1, 3, c);
    boxBlur(otherColour, width, height, 2, 1, 3, c);
  }
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < 3; c++) {
      floorColour[i * 3 + c] =
        (floorColour[i * 3 + c] as number) / Math.max(1e-6, floorWeight[i] as number);
      otherColour[i * 3 + c] =
        (otherColour[i * 3 + c] as number) / Math.max(1e-6, otherWeight[i] as number);
    }
  }
  return { floorColour, otherColour };
}

/** Bilinear lookup in a one-channel image, at fractional pixel coordinates. */
function bilinear(data: ArrayLike<number>, width: number, height: number, x: number, y: number) {
  const fx = Math.min(width - 1, Math.max(0, x));
  const fy = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const tx = fx - x0;
  const ty = fy - y0;
  const a = data[y0 * width + x0] as number;
  const b = data[y0 * width + x1] as number;
  const c = data[y1 * width + x0] as number;
  const d = data[y1 * width + x1] as number;
  return (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
}

/**
 * A box blur of one channel of an interleaved image, in place, `passes` times (three passes come
 * close to a Gaussian of sigma ≈ radius). Edges repeat their last value.
 */
function boxBlur(
  data: Float32Array,
  width: number,
  height: number,
  radius: number,
  passes = 3,
  channels = 1,
  channel = 0,
) {
  const line = new Float32Array(Math.max(width, height));
  const size = 2 * radius + 1;
  const blurLine = (start: number, stride: number, length: number) => {
    for (let i = 0; i < length; i++) line[i] = data[start + i * stride] as number;
    let sum = 0;
    for (let i = -radius; i <= radius; i++)
      sum += line[Math.min(length - 1, Math.max(0, i))] as number;
    for (let i = 0; i < length; i++) {
      data[start + i * stride] = sum / size;
      sum +=
        (line[Math.min(length - 1, i + radius + 1)] as number) -
        (line[Math.max(0, i - radius)] as number);
    }
  };
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < height; y++) blurLine(y * width * channels + channel, channels, width);
    for (let x = 0; x < width; x++) blurLine(x * channels + channel, width * channels, height);
  }
}

/**
 * The photo's light over the floor relative to its typical value: luminance blurred within the
 * floor (blur(L × m) / blur(m)), divided by the median over the floor.
 */
export function floorShading(
  luminance: Buffer,
  width: number,
  height: number,
  alpha: Float32Array,
  floor: FloorEstimate,
): Float32Array {
  const weighted = new Float32Array(width * height);
  const weights = new Float32Array(width * height);
  const toWork = floor.width / width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const m = bilinear(
        alpha,
        floor.width,
        floor.height,
        (x + 0.5) * toWork - 0.5,
        (y + 0.5) * toWork - 0.5,
      );
      const inside = m > 0.5 ? 1 : 0;
      weighted[y * width + x] = (luminance[y * width + x] as number) * inside;
      weights[y * width + x] = inside;
    }
  }
  const radius = Math.max(1, Math.round(width / 140));
  boxBlur(weighted, width, height, radius);
  boxBlur(weights, width, height, radius);
  const shading = new Float32Array(width * height);
  // The median over the floor, from a histogram of the 8-bit luminance.
  const histogram = new Uint32Array(256);
  let counted = 0;
  for (let i = 0; i < shading.length; i++) {
    const w = weights[i] as number;
    shading[i] = w > 0.02 ? (weighted[i] as number) / w : 0;
    if (w > 0.5) {
      const level = Math.min(255, Math.round(shading[i] as number));
      histogram[level] = (histogram[level] as number) + 1;
      counted++;
    }
  }
  let typical = 128;
  for (let level = 0, below = 0; level < 256 && counted > 0; level++) {
    below += histogram[level] as number;
    if (below >= counted / 2) {
      typical = Math.max(8, level);
      break;
    }
  }
  for (let i = 0; i < shading.length; i++) {
    const value = shading[i] as number;
    shading[i] = value > 0 ? Math.min(1.8, Math.max(0.12, value / typical)) : 1;
  }
  return shading;
}

/**
 * Where each of `count` output pixels along one axis falls on a coarser grid of `gridSize`
 * samples (`scale` grid samples per pixel), as `bilinear` finds it: the two neighbours and the
 * weight of the second. Rows of the output share one set of columns, so lookups in the mask and
 * the shading need no per-pixel clamping and flooring.
 */
interface GridTaps {
  first: Int32Array;
  second: Int32Array;
  weight: Float64Array;
}

function gridTaps(count: number, scale: number, gridSize: number): GridTaps {
  const taps = {
    first: new Int32Array(count),
    second: new Int32Array(count),
    weight: new Float64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const at = Math.min(gridSize - 1, Math.max(0, (i + 0.5) * scale - 0.5));
    const first = Math.floor(at);
    taps.first[i] = first;
    taps.second[i] = Math.min(gridSize - 1, first + 1);
    taps.weight[i] = at - first;
  }
  return taps;
}

/**
 * `bilinear` at column x of row y of an output whose grid taps are `columns` and `rows`: the
 * same sum in the same order, so the same value.
 */
function bilinearAt(
  data: Float32Array,
  gridWidth: number,
  columns: GridTaps,
  rows: GridTaps,
  x: number,
  y: number,
) {
  const upper = (rows.first[y] as number) * gridWidth;
  const lower = (rows.second[y] as number) * gridWidth;
  const left = columns.first[x] as number;
  const right = columns.second[x] as number;
  const tx = columns.weight[x] as number;
  const ty = rows.weight[y] as number;
  const a = data[upper + left] as number;
  const b = data[upper + right] as number;
  const c = data[lower + left] as number;
  const d = data[lower + right] as number;
  return (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
}

/** The warp and the blend (steps 3 to 5 of renderScene), into `output` in place. */
export function layFloor(
  output: Buffer,
  coverage: Float32Array,
  width: number,
  height: number,
  texture: FloorTexture,
  { camera, alpha, edges, shading, origin = { x: 0, z: 0 }, light: renderedLight }: FloorLaying,
  /** The grid of `alpha` (the mask's size). */
  floor: MaskGrid,
  shadingWidth: number,
  shadingHeight: number,
) {
  const toWork = floor.width / width;
  const toShading = shadingWidth / width;
  const maskColumns = gridTaps(width, toWork, floor.width);
  const maskRows = gridTaps(height, toWork, floor.height);
  const shadingColumns = gridTaps(width, toShading, shadingWidth);
  const shadingRows = gridTaps(height, toShading, shadingHeight);
  const floorRows = rowsWithFloor(alpha, floor.width, floor.height);
  const sinYaw = Math.sin(camera.yaw);
  const cosYaw = Math.cos(camera.yaw);
  const perAlong = TILE_TEXELS / texture.tile.along;
  const perAcross = TILE_TEXELS / texture.tile.across;
  // A step on the floor (metres) in texels (u along the planks, v across them)…
  const texelStep = (dx: number, dz: number) => ({
    u: (dx * sinYaw + dz * cosYaw) * perAlong,
    v: (dx * cosYaw - dz * sinYaw) * perAcross,
  });
  // … and a floor point (X, Z) as texels from the pattern's origin.
  const texel = (x: number, z: number) => texelStep(x - origin.x, z - origin.z);
  const colour = new Float64Array(3);
  const curveLight = renderedLight && lightOnCurve(renderedLight);
  const furthest = floorRow(camera, height - 1);
  for (let y = 0; y < height; y++) {
    // Rows the mask does not reach (the walls, the ceiling) are left as they are.
    if (!floorRows[maskRows.first[y] as number] && !floorRows[maskRows.second[y] as number]) {
      continue;
    }
    const workY = (y + 0.5) * toWork - 0.5;
    // A row at or above the horizon that the mask still reaches (it should not) gets the
    // furthest floor's look rather than nothing.
    const row = floorRow(camera, y) ?? furthest;
    const next = floorRow(camera, y + 1) ?? row;
    if (!row || !next) continue;
    // u, v along this row: linear in x.
    const perPixel = row.t / camera.focal;
    const start = texel(-camera.cx * perPixel, row.z);
    const step = texelStep(perPixel, 0);
    // Footprint of one pixel: across the row (step) and down to the next row (depth).
    const centre = texel(0, row.z);
    const below = texel(0, next.z);
    const depthU = below.u - centre.u;
    const depthV = below.v - centre.v;
    const acrossLength = Math.hypot(step.u, step.v);
    const depthLength = Math.hypot(depthU, depthV);
    const major = Math.max(acrossLength, depthLength);
    const minor = Math.max(1e-6, Math.min(acrossLength, depthLength));
    const taps = Math.min(4, Math.max(1, Math.ceil(major / minor)));
    const lod = Math.log2(Math.max(minor, major / taps));
    const tapU = (depthLength >= acrossLength ? depthU : step.u) / taps;
    const tapV = (depthLength >= acrossLength ? depthV : step.v) / taps;
    // One level of detail for the whole row: its mip levels are found once.
    const blend = texture.blendAt(lod, 1 / taps);
    for (let x = 0; x < width; x++) {
      let a = bilinearAt(alpha, floor.width, maskColumns, maskRows, x, y);
      if (a <= 0.002) continue;
      const i = (y * width + x) * 3;
      if (a < 0.998 && edges) {
        const workX = (x + 0.5) * toWork - 0.5;
        a = refineEdge(output, i, edges, floor, workX, workY, a);
        if (a <= 0.002) continue;
      }
      coverage[y * width + x] = a;
      const u = start.u + step.u * x;
      const v = start.v + step.v * x;
      colour[0] = 0;
      colour[1] = 0;
      colour[2] = 0;
      for (let k = 0; k < taps; k++) {
        const offset = k - (taps - 1) / 2;
        sampleBlend(blend, u + tapU * offset, v + tapV * offset, colour);
      }
      if (curveLight) {
        // The room's own light, per channel, through the room's own camera curve: the curve's
        // step for colour × light is √colour × √light, each square root found beforehand.
        for (let c = 0; c < 3; c++) {
          const step =
            (SQRT_LINEAR[Math.round(colour[c] as number)] as number) *
            (curveLight[i + c] as number);
          const laid = CAMERA_CURVE[Math.min(CURVE_STEPS - 1, Math.floor(step))] as number;
          output[i + c] = Math.round((output[i + c] as number) * (1 - a) + laid * a);
        }
        continue;
      }
      const light = bilinearAt(shading, shadingWidth, shadingColumns, shadingRows, x, y);
      for (let c = 0; c < 3; c++) {
        const laid = Math.min(255, (colour[c] as number) * light);
        output[i + c] = Math.round((output[i + c] as number) * (1 - a) + laid * a);
      }
    }
  }
}

/** Per row of the mask's grid, whether any of it is floor (1) or none (0). */
function rowsWithFloor(alpha: Float32Array, width: number, height: number): Uint8Array {
  const rows = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((alpha[y * width + x] as number) > 0) {
        rows[y] = 1;
        break;
      }
    }
  }
  return rows;
}

/**
 * The coarse mask is a few output pixels wide at its edge; there the pixel's own colour decides.
 * It is projected onto the line between the nearby floor colour and the nearby other colour
 * (the closed-form step of alpha matting): a pixel like the floor gets 1, one like the sofa 0,
 * and a pixel on the photo's own anti-aliased edge something between. Where the two colours are
 * too alike to tell apart, the coarse value stays.
 */
function refineEdge(
  photo: Buffer,
  i: number,
  { floorColour, otherColour }: EdgeColours,
  floor: MaskGrid,
  workX: number,
  workY: number,
  coarse: number,
): number {
  const x = Math.min(floor.width - 1, Math.max(0, Math.round(workX)));
  const y = Math.min(floor.height - 1, Math.max(0, Math.round(workY)));
  const j = (y * floor.width + x) * 3;
  let along = 0;
  let length = 0;
  let offset = 0;
  for (let c = 0; c < 3; c++) {
    const other = otherColour[j + c] as number;
    const difference = (floorColour[j + c] as number) - other;
    const fromOther = (photo[i + c] as number) - other;
    along += fromOther * difference;
    length += difference * difference;
    offset += fromOther * fromOther;
  }
  if (length < 24 * 24) return coarse;
  // A pixel far off the line between the two colours (a seam, a shadow's core) is neither: keep
  // the coarse value there.
  if (offset - (along * along) / length > length / 2) return coarse;
  const matte = Math.min(1, Math.max(0, along / length));
  // Sharpened a little, and never far from the coarse mask: texture inside the floor should not
  // punch holes in it.
  const sharpened = (matte - 0.5) * 1.6 + 0.5;
  return Math.min(1, Math.max(0, coarse - 0.6, Math.min(coarse + 0.6, sharpened)));
}

/** The size of the grid a floor mask is given on. */
export type MaskGrid = Pick<FloorEstimate, 'width' | 'height'>;

export interface FloorLaying {
  camera: FloorCamera;
  alpha: Float32Array;
  /**
   * Near the mask's edge, the colours of the floor and of what is not floor, with which a
   * detected mask's edge is refined pixel by pixel. Absent where the mask is exact (a stock
   * room's, rendered with the room): it is used as it is.
   */
  edges?: EdgeColours;
  shading: Float32Array;
  /**
   * The floor point (metres, camera frame) where the pattern starts, so that its first row of
   * planks meets a wall rather than falling anywhere; the camera's foot when absent.
   */
  origin?: { x: number; z: number };
  /**
   * The light that falls on each output pixel of the floor, per colour channel, linear, as a
   * renderer knows it (a stock room's light pass): in place of `shading`, a floor's colour is
   * then lit by it and shown through CAMERA_CURVE, the room picture's own tone curve, so a sunlit
   * patch is as bright on the new floor as the room shows it, without clipping.
   */
  light?: Float32Array;
}

/** sRGB's decoding of an 8-bit value to linear light. */
const SRGB_TO_LINEAR = Float32Array.from({ length: 256 }, (_, value) => {
  const v = value / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

/** √ of SRGB_TO_LINEAR: an 8-bit value's share of a step on CAMERA_CURVE's square-root scale. */
const SQRT_LINEAR = SRGB_TO_LINEAR.map(Math.sqrt);

const curveLights = new WeakMap<Float32Array, Float32Array>();

/**
 * A light pass on CAMERA_CURVE's scale, √(light / CURVE_RANGE) × CURVE_STEPS per value, found
 * once per pass (a prepared room keeps its pass, so once per room and size).
 */
function lightOnCurve(light: Float32Array): Float32Array {
  let scaled = curveLights.get(light);
  if (!scaled) {
    scaled = light.map((value) => Math.sqrt(value / CURVE_RANGE) * CURVE_STEPS);
    curveLights.set(light, scaled);
  }
  return scaled;
}

/**
 * The stock rooms' tone curve (server/seed/rooms/lib/hdr.mjs): a filmic curve (Narkowicz's fit
 * of ACES) and sRGB's encoding, from linear light to an 8-bit value, tabulated over
 * CURVE_RANGE on a square-root scale so that shadows keep their steps.
 */
const CURVE_RANGE = 16;
const CURVE_STEPS = 4096;
const CAMERA_CURVE = Float32Array.from({ length: CURVE_STEPS }, (_, index) => {
  const v = ((index + 0.5) / CURVE_STEPS) ** 2 * CURVE_RANGE;
  const filmic = Math.min(1, Math.max(0, (v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14)));
  const encoded = filmic <= 0.0031308 ? 12.92 * filmic : 1.055 * filmic ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
});
