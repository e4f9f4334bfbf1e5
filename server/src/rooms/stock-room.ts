/**
 * The stock rooms (server/seed/rooms/): rendered interiors whose scene is known, so a product's
 * floor is laid into them with no detection at all. Each room is four files beside its scene:
 * the picture (`<id>.jpg`), the same room with a plain light-grey floor that holds only its light
 * and shadow (`<id>.shading.jpg`), the mask of the floor the camera sees (`<id>.mask.png`, 255
 * where floor shows, 0 where a wall, skirting or anything standing on the floor hides it), and
 * what the scene knows (`<id>.json`): the camera (height, focal length, pitch), the room's size
 * and where its walls run, all exact for the render. docs/rooms.md says how they are made.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FloorCamera } from '../scene/camera';
import { type FloorLaying, layFloor } from '../scene/lay-floor';
import type { FloorTexture } from '../scene/texture';

export const STOCK_ROOMS_DIR = join(__dirname, '..', '..', 'seed', 'rooms');

/** What `<id>.json` says of a room (the fields the floor needs; docs/rooms.md lists them all). */
export interface StockRoomScene {
  id: string;
  name: string;
  width: number;
  height: number;
  camera: {
    heightMetres: number;
    focalPx: number;
    pitchRadians: number;
    cx: number;
    cy: number;
  };
  floor: {
    /** The direction of the room's length on the floor, from the camera's forward direction. */
    yawRadians: number;
    roomWidthMetres: number;
    roomLengthMetres: number;
    /** The room's near left corner on the floor, metres in the camera's floor frame. */
    originMetres: [number, number];
  };
  passes: {
    beauty: string;
    shading: string;
    mask: string;
    shadingAlbedo: number;
    /**
     * The light that falls on the floor, per channel, linear and exposed as the picture is
     * (render.mjs), log-encoded in 8 bits: light = 2 ^ ((value - offset) / stepsPerStop). When
     * present it stands in for the shading pass: it holds the sunlit patches' full brightness,
     * which the shading picture's tone curve has squeezed.
     */
    light?: string;
    lightEncoding?: { offset: number; stepsPerStop: number };
  };
}

/** Reads a room's scene file; throws naming what is missing. */
export function readStockRoom(id: string, dir = STOCK_ROOMS_DIR): StockRoomScene {
  const scene = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as StockRoomScene;
  const numbers = [
    scene.width,
    scene.height,
    scene.camera?.heightMetres,
    scene.camera?.focalPx,
    scene.camera?.pitchRadians,
    scene.camera?.cx,
    scene.camera?.cy,
    scene.floor?.yawRadians,
    scene.floor?.originMetres?.[0],
    scene.floor?.originMetres?.[1],
    scene.passes?.shadingAlbedo,
  ];
  if (
    scene.id !== id ||
    numbers.some((value) => typeof value !== 'number' || !Number.isFinite(value))
  ) {
    throw new Error(`The stock room '${id}' has an incomplete scene file (${id}.json)`);
  }
  return scene;
}

/** A room at one size, ready for any floor: its picture, and the laying of its floor. */
export interface PreparedRoom {
  width: number;
  height: number;
  /** The picture: RGB, 3 bytes a pixel. */
  pixels: Buffer;
  laying: FloorLaying;
}

/** sRGB's encoding of a linear value, 0 to 1. */
const encodeSrgb = (linear: number) =>
  linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;

/** The light a floor pixel gets relative to its neighbours' kept no more than this bright. */
const MAX_LIGHT = 2.5;

/**
 * The room at `width` pixels wide (its height in its own proportion), its passes scaled to it:
 * the floor's coverage from the mask, and its light from the shading pass. The shading pass is
 * the room with a floor of one known grey (`shadingAlbedo`, linear), so a floor pixel of it,
 * divided by that grey as the picture encodes it, is the light that falls there: window light,
 * the soft shadow of a sofa, the contact shadow under a leg. A new floor's colour times that light
 * is how the room would show it. (sRGB is near enough a power law for the ratio of two encoded
 * values to stand for the ratio of their light.)
 */
export async function prepareRoom(
  scene: StockRoomScene,
  width: number,
  dir = STOCK_ROOMS_DIR,
): Promise<PreparedRoom> {
  const scale = width / scene.width;
  const height = Math.round(scene.height * scale);
  const resize = (file: string) => sharp(join(dir, file)).resize(width, height, { fit: 'fill' });
  const [pixels, mask, shading] = await Promise.all([
    resize(scene.passes.beauty).removeAlpha().raw().toBuffer(),
    resize(scene.passes.mask).greyscale().raw().toBuffer(),
    resize(scene.passes.shading).greyscale().raw().toBuffer(),
  ]);
  const alpha = new Float32Array(width * height);
  const light = new Float32Array(width * height);
  const grey = 255 * encodeSrgb(scene.passes.shadingAlbedo);
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = (mask[i] as number) / 255;
    light[i] = Math.min(MAX_LIGHT, (shading[i] as number) / grey);
  }
  const camera: FloorCamera = {
    cx: scene.camera.cx * scale,
    cy: scene.camera.cy * scale,
    focal: scene.camera.focalPx * scale,
    pitch: scene.camera.pitchRadians,
    yaw: scene.floor.yawRadians,
    height: scene.camera.heightMetres,
  };
  const [x, z] = scene.floor.originMetres;
  const rendered = await renderedLight(scene, width, height, dir);
  return {
    width,
    height,
    pixels,
    laying: {
      camera,
      alpha,
      shading: light,
      origin: { x, z },
      ...(rendered && { light: rendered }),
    },
  };
}

/** The room's light pass at this size, linear per channel, if it has one. */
async function renderedLight(
  scene: StockRoomScene,
  width: number,
  height: number,
  dir: string,
): Promise<Float32Array | undefined> {
  const { light, lightEncoding } = scene.passes;
  if (!light || !lightEncoding) return undefined;
  const encoded = await sharp(join(dir, light))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const levels = Float32Array.from(
    { length: 256 },
    (_, value) => 2 ** ((value - lightEncoding.offset) / lightEncoding.stepsPerStop),
  );
  const linear = new Float32Array(encoded.length);
  for (let i = 0; i < encoded.length; i++) linear[i] = levels[encoded[i] as number] as number;
  return linear;
}

/** About how much memory a prepared room holds. */
export const preparedRoomBytes = (room: PreparedRoom) =>
  room.pixels.length +
  room.laying.alpha.byteLength +
  room.laying.shading.byteLength +
  (room.laying.light?.byteLength ?? 0);

/** The room with `texture` laid on its floor: RGB pixels of its size. */
export function layRoomFloor(room: PreparedRoom, texture: FloorTexture): Buffer {
  const { width, height } = room;
  const output = Buffer.from(room.pixels);
  const coverage = new Float32Array(width * height);
  layFloor(output, coverage, width, height, texture, room.laying, { width, height }, width, height);
  return output;
}
