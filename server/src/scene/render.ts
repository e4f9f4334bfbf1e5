import sharp from 'sharp';
import { FOCAL_PER_LONG_EDGE, floorCamera } from './camera';
import { type FloorEstimate, findFloor, type WorkImage } from './floor';
import { edgeColours, type FloorLaying, floorShading, layFloor, softMask } from './lay-floor';
import { type FloorPolygon, floorWithPolygon, rasterisePolygon } from './polygon';
import type { FloorTexture } from './texture';

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
  ...scene: Parameters<typeof renderScenePixels>
): Promise<SceneRender> {
  const { pixels, floor } = await renderScenePixels(...scene);
  const [, , , width, height] = scene;
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
    if (edges) bytes += edges.floorColour.byteLength + edges.otherColour.byteLength;
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
