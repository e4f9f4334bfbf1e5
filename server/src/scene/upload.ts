import sharp from 'sharp';
import { RequestError } from '../errors';

/** Largest upload accepted, in bytes. The widget sends a ~1400 px JPEG, far below this. */
export const SCENE_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Largest photo accepted, in pixels: anything above is refused before it is decoded. */
export const SCENE_MAX_INPUT_PIXELS = 40_000_000;
/** Smallest edge worth looking for a floor in. */
export const SCENE_MIN_EDGE = 64;
/** Stored photos are scaled down to this long edge: renders are at most this size anyway. */
export const SCENE_MAX_EDGE = 2800;

export type SceneImageType = 'jpeg' | 'png' | 'webp';

/**
 * The image type by its first bytes (never by the declared Content-Type, which the browser takes
 * from the file name): JPEG's SOI marker, PNG's 8-byte signature, WebP's RIFF....WEBP header.
 */
export function sniffImageType(bytes: Uint8Array): SceneImageType | undefined {
  const starts = (offset: number, signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return undefined;
}

export interface NormalisedPhoto {
  /** The photo as stored: upright, without metadata (no GPS leaves the visitor's phone twice), JPEG. */
  jpeg: Buffer;
  width: number;
  height: number;
}

const unsupported = () =>
  new RequestError(415, 'vfile must be a JPEG, PNG or WebP image (checked by its content)');

/**
 * Checks an uploaded photo and turns it into the stored scene image. The pixel count is read from
 * the header and checked before anything is decoded, so a small file declaring huge dimensions (a
 * decompression bomb) is refused at once; sharp's own limitInputPixels backs that up. Decoding
 * fails on the first libvips warning, so a truncated or corrupt file is refused too.
 */
export async function normaliseScenePhoto(bytes: Buffer): Promise<NormalisedPhoto> {
  if (bytes.length === 0) throw new RequestError(400, 'vfile is empty');
  if (bytes.length > SCENE_MAX_UPLOAD_BYTES) throw sceneUploadTooLarge();
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();

  const options = { limitInputPixels: SCENE_MAX_INPUT_PIXELS, failOn: 'warning' } as const;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    // A PNG signature in front of something else is not a PNG.
    if (metadata.format !== type) throw unsupported();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(400, `vfile is not a readable ${type.toUpperCase()} image`);
  }
  if (width * height > SCENE_MAX_INPUT_PIXELS) {
    throw new RequestError(
      413,
      `The photo is ${width}×${height} (${((width * height) / 1e6).toFixed(1)} megapixels); at most ${SCENE_MAX_INPUT_PIXELS / 1e6} megapixels are accepted`,
    );
  }
  if (Math.min(width, height) < SCENE_MIN_EDGE) {
    throw new RequestError(
      400,
      `The photo is ${width}×${height}; it needs at least ${SCENE_MIN_EDGE} px on each side`,
    );
  }

  try {
    const { data, info } = await sharp(bytes, options)
      .rotate() // applies the EXIF orientation, then drops it with the rest of the metadata
      .resize(SCENE_MAX_EDGE, SCENE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // a transparent PNG is shown on white
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw new RequestError(
      400,
      'The photo is truncated or corrupt: its pixels could not be decoded',
    );
  }
}

export function sceneUploadTooLarge() {
  return new RequestError(
    413,
    `The photo is larger than ${SCENE_MAX_UPLOAD_BYTES / 1024 / 1024} MB; send a smaller one`,
  );
}
