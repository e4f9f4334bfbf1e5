import sharp from 'sharp';
import { type FloorCamera, FOCAL_PER_LONG_EDGE, floorCamera, floorRow } from './camera';
import { type FloorEstimate, findFloor, type WorkImage } from './floor';
import { type FloorPolygon, floorWithPolygon, rasterisePolygon } from './polygon';
import { type FloorTexture, sampleBlend, TILE_TEXELS } from './texture';

/** Long side of the copy the floor is looked for in (see floor.ts). */
const WORK_LONG_EDGE = 320;
/** The shading (the photo's light and shadow) is taken at a quarter of the output size. */
const SHADING_DIVISOR = 4;
/** When the photo's shape differs from the render's, this share of the excess height is cut from the top. */
const CROP_FROM_TOP = 0.6;
export const RENDER_JPEG_QUALITY = 85;

export interface SceneRender {
  jpeg: Buffer;
  floor: FloorEstimate | undefined;
}

/**
 * Lays `texture` over the floor of a room photo and answers a JPEG of `width` × `height`.
 *
 * 1. The photo is scaled to cover the requested size and cropped (more from the ceiling than
 *    from the floor), so nothing is stretched.
 * 2. The floor, its horizon and its direction are found on a small copy (floor.ts).
 * 3. Each floor pixel is traced to the floor plane of the assumed camera (camera.ts), giving
 *    metres, then texels of the variant's tile (texture.ts): a homography, computed row by row
 *    (on one row the floor point is linear in x). Far rows shrink the pattern, so the texture is
 *    sampled from its mipmap with a few taps along the row's depth direction (anisotropic).
 * 4. Light and shadow: the photo's luminance over the floor, blurred within the floor only
 *    (normalised convolution, so a dark sofa does not bleed into it) to drop the old floor's own
 *    pattern, divided by its median, multiplies the new floor. Lit patches stay lit, shadows stay.
 * 5. The floor mask, softened over a few pixels, blends the new floor into the photo.
 *
 * Steps 1, 2 and 4 do not depend on the texture: analyseScene and outlineSceneFloor do them once,
 * and a caller that renders one scene in several colours keeps their result (scene-cache.ts);
 * laySceneFloor and encodeSceneRender do the rest.
 */
export async function renderScene(
  photo: Buffer,
  photoWidth: number,
  photoHeight: number,
  width: number,
  height: number,
  texture: FloorTexture,
  options: SceneRenderOptions = {},
): Promise<SceneRender> {
  const { pixels, floor } = await renderScenePixels(
    photo,
    photoWidth,
    photoHeight,
    width,
    height,
    texture,
    options,
  );
  return { jpeg: await encodeSceneRender(pixels, width, height), floor };
}

/** A render's pixels (RGB, width × height) as the JPEG the service answers. */
export function encodeSceneRender(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: RENDER_JPEG_QUALITY })
    .toBuffer();
}

export interface SceneRenderOptions {
  /** The visitor's floor outline (polygon.ts), in place of the detected one. */
  floor?: FloorPolygon;
}

export interface SceneRenderPixels {
  /** RGB, 3 bytes a pixel, width × height. */
  pixels: Buffer;
  floor: FloorEstimate | undefined;
  /** Per output pixel, how much of the new floor was laid there (0: the photo as it was). */
  coverage: Float32Array;
}

/** renderScene before the JPEG: the raw pixels, and how much each was changed. */
export async function renderScenePixels(
  photo: Buffer,
  photoWidth: number,
  photoHeight: number,
  width: number,
  height: number,
  texture: FloorTexture,
  options: SceneRenderOptions = {},
): Promise<SceneRenderPixels> {
  const analysis = await analyseScene(photo, photoWidth, photoHeight, width, height);
  return laySceneFloor(outlineSceneFloor(analysis, options.floor), texture);
}

/**
 * A scene photo at one render size, before any floor is laid (steps 1 and 2, and the luminance
 * of step 4): what depends on the photo and the size only.
 */
export interface SceneAnalysis {
  width: number;
  height: number;
  /** The photo scaled and cropped to width × height: RGB, 3 bytes a pixel. */
  pixels: Buffer;
  /** The small copy the floor was looked for in. */
  work: WorkImage;
  detected: FloorEstimate | undefined;
  /** The photo's luminance at shadingWidth × shadingHeight (a quarter of the output). */
  luminance: Buffer;
  shadingWidth: number;
  shadingHeight: number;
  /** The crop: the scaled photo's size and where the output's top left corner sits in it. */
  coverWidth: number;
  coverHeight: number;
  left: number;
  top: number;
  /** The camera's focal length and centre, in output pixels. */
  focal: number;
  cx: number;
  cy: number;
}

/** Steps 1 and 2 of renderScene, and the photo's luminance for step 4. */
export async function analyseScene(
  photo: Buffer,
  photoWidth: number,
  photoHeight: number,
  width: number,
  height: number,
): Promise<SceneAnalysis> {
  const scale = Math.max(width / photoWidth, height / photoHeight);
  const coverWidth = Math.max(width, Math.round(photoWidth * scale));
  const coverHeight = Math.max(height, Math.round(photoHeight * scale));
  const left = Math.round((coverWidth - width) / 2);
  const top = Math.round((coverHeight - height) * CROP_FROM_TOP);
  const pixels = await sharp(photo)
    .resize(coverWidth, coverHeight, { fit: 'fill' })
    .extract({ left, top, width, height })
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { raw: { width, height, channels: 3 as const } };

  const shadingWidth = Math.max(8, Math.ceil(width / SHADING_DIVISOR));
  const shadingHeight = Math.max(8, Math.ceil(height / SHADING_DIVISOR));
  // The camera's centre and focal length belong to the whole photo, not to the crop.
  const focal = FOCAL_PER_LONG_EDGE * Math.max(coverWidth, coverHeight);
  const cx = coverWidth / 2 - left;
  const cy = coverHeight / 2 - top;
  const [{ work, floor: detected }, luminance] = await Promise.all([
    findSceneFloor(pixels, width, height, focal, cy),
    sharp(pixels, raw)
      .resize(shadingWidth, shadingHeight, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer(),
  ]);
  return {
    width,
    height,
    pixels,
    work,
    detected,
    luminance,
    shadingWidth,
    shadingHeight,
    coverWidth,
    coverHeight,
    left,
    top,
    focal,
    cx,
    cy,
  };
}

/**
 * A scene ready to have any floor laid on it: the analysis with its floor outlined (the
 * detected one, or the visitor's polygon) and what steps 3 to 5 read of it.
 */
export interface OutlinedScene {
  analysis: SceneAnalysis;
  floor: FloorEstimate | undefined;
  /** Undefined when there is no floor to lay. */
  laying?: FloorLaying;
}

interface FloorLaying {
  camera: FloorCamera;
  alpha: Float32Array;
  edges: EdgeColours;
  shading: Float32Array;
}

/** The floor of an analysed scene, outlined by `polygon` (normalised photo coordinates) if given. */
export function outlineSceneFloor(analysis: SceneAnalysis, polygon?: FloorPolygon): OutlinedScene {
  const { width, work, detected, coverWidth, coverHeight, left, top, cx, cy, focal } = analysis;
  const toWork = work.width / width;
  let floor = detected;
  if (polygon) {
    // Normalised photo coordinates to work pixels of this crop.
    const points = polygon.map(
      ([x, y]) =>
        [(x * coverWidth - left) * toWork, (y * coverHeight - top) * toWork] as [number, number],
    );
    const inside = rasterisePolygon(points, work.width, work.height);
    floor = floorWithPolygon(detected, inside, work.width, work.height, cy * toWork);
  }
  if (!floor) return { analysis, floor };
  const camera = floorCamera(cx, cy, focal, floor.horizon / toWork, floor.vanishingX / toWork);
  const alpha = softMask(floor);
  const shading = floorShading(
    analysis.luminance,
    analysis.shadingWidth,
    analysis.shadingHeight,
    alpha,
    floor,
  );
  const edges = edgeColours(work.data, floor);
  return { analysis, floor, laying: { camera, alpha, edges, shading } };
}

/** About how much memory an outlined scene holds, in bytes (its analysis included). */
export function outlinedSceneBytes({ analysis, floor, laying }: OutlinedScene): number {
  let bytes = analysis.pixels.length + analysis.work.data.length + analysis.luminance.length + 1024;
  if (analysis.detected) bytes += floorBytes(analysis.detected);
  if (floor && floor !== analysis.detected) bytes += floorBytes(floor);
  if (laying) {
    const { alpha, edges, shading } = laying;
    bytes += alpha.byteLength + shading.byteLength;
    bytes += edges.floorColour.byteLength + edges.otherColour.byteLength;
  }
  return bytes;
}

const floorBytes = (floor: FloorEstimate) => floor.mask.byteLength + floor.boundary.byteLength;

/** Steps 3 to 5 of renderScene: `texture` laid on a copy of the outlined scene's photo. */
export function laySceneFloor(scene: OutlinedScene, texture: FloorTexture): SceneRenderPixels {
  const { width, height, pixels, shadingWidth, shadingHeight } = scene.analysis;
  const output = Buffer.from(pixels);
  const coverage = new Float32Array(width * height);
  const { floor, laying } = scene;
  if (floor && laying) {
    layFloor(output, coverage, width, height, texture, laying, floor, shadingWidth, shadingHeight);
  }
  return { pixels: output, floor, coverage };
}

/**
 * The floor of a photo given as RGB pixels (step 2 of renderScene): finds it on a copy about
 * WORK_LONG_EDGE px long, lightly blurred. `focal` and `centreRow` (the row of the camera's
 * axis, which is not the middle of a cropped photo) are in the photo's pixels.
 */
export async function findSceneFloor(
  pixels: Uint8Array,
  width: number,
  height: number,
  focal: number,
  centreRow = height / 2,
): Promise<{ work: WorkImage; floor: FloorEstimate | undefined }> {
  const workScale = Math.min(1, WORK_LONG_EDGE / Math.max(width, height));
  const workWidth = Math.max(16, Math.round(width * workScale));
  const workHeight = Math.max(16, Math.round(height * workScale));
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(workWidth, workHeight, { fit: 'fill' })
    .blur(0.8)
    .raw()
    .toBuffer();
  const work = {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: workWidth,
    height: workHeight,
  };
  const toWork = workWidth / width;
  return { work, floor: findFloor(work, focal * toWork, centreRow * toWork) };
}

/** The floor mask as coverage in [0, 1], softened by a 3 × 3 box so its edge feathers. */
function softMask(floor: FloorEstimate): Float32Array {
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
function edgeColours(work: Uint8Array, floor: FloorEstimate): EdgeColours {
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
function floorShading(
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
function layFloor(
  output: Buffer,
  coverage: Float32Array,
  width: number,
  height: number,
  texture: FloorTexture,
  { camera, alpha, edges, shading }: FloorLaying,
  floor: FloorEstimate,
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
  // Floor metres (X, Z) to texels (u along the planks, v across them).
  const texel = (x: number, z: number) => ({
    u: (x * sinYaw + z * cosYaw) * perAlong,
    v: (x * cosYaw - z * sinYaw) * perAcross,
  });
  const colour = new Float32Array(3);
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
    const origin = texel(-camera.cx * perPixel, row.z);
    const step = texel(perPixel, 0);
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
      if (a < 0.998) {
        const workX = (x + 0.5) * toWork - 0.5;
        a = refineEdge(output, i, edges, floor, workX, workY, a);
        if (a <= 0.002) continue;
      }
      coverage[y * width + x] = a;
      const u = origin.u + step.u * x;
      const v = origin.v + step.v * x;
      colour[0] = 0;
      colour[1] = 0;
      colour[2] = 0;
      for (let k = 0; k < taps; k++) {
        const offset = k - (taps - 1) / 2;
        sampleBlend(blend, u + tapU * offset, v + tapV * offset, colour);
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
  floor: FloorEstimate,
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
