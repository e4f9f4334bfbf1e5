/**
 * Making a rendition from an original: the delivery URL's resize steps applied in turn, the
 * pixels passed from one to the next, then encoded in the format and quality asked. Pure sharp,
 * with no database, so the room-shot process (rooms/room-shot-process.ts) makes its renditions
 * with it as the server does.
 */
import sharp from 'sharp';
import { badRequest } from '../errors';
import { MAX_MEDIA_DIMENSION } from './assets';
import type { RawImage as Drawing } from './textures';
import type { Crop, Gravity, ImageFormat, ResizeStep } from './transformations';

/** An image's pixels, decoded. */
export interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** AVIF's effort (0 to 9) unless a source says otherwise: 2 keeps first renders quick. */
export const AVIF_EFFORT = 2;

const SHARP_GRAVITY: Record<Exclude<Gravity, 'auto'>, string> = {
  center: 'centre',
  north: 'north',
  south: 'south',
  east: 'east',
  west: 'west',
  north_east: 'northeast',
  north_west: 'northwest',
  south_east: 'southeast',
  south_west: 'southwest',
};

/** c_pad fills the box around the image with white, as Cloudinary does without a b_. */
const PAD_BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };

/** A drawing (textures.ts) as the original the media cache keeps: a PNG. */
export async function encodeDrawing(raw: Drawing): Promise<Buffer> {
  let image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
  if (raw.blur) image = image.blur(raw.blur);
  if (raw.scaleTo) {
    // Enlarging needs the blurred pixels first: round-trip through a buffer.
    image = sharp(await image.png().toBuffer()).resize(raw.scaleTo.width, raw.scaleTo.height, {
      fit: 'fill',
    });
  }
  // Originals are an internal cache: fast compression beats small files here.
  return image.png({ compressionLevel: 1 }).toBuffer();
}

const open = (image: Buffer | Pixels) =>
  Buffer.isBuffer(image) ? sharp(image) : sharp(image.data, { raw: image.info });

async function decoded(image: sharp.Sharp): Promise<Pixels> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** The rendition of `original` (encoded, or its pixels): the steps applied, then encoded. */
export async function transform(
  original: Buffer | Pixels,
  steps: ResizeStep[],
  format: ImageFormat,
  quality: number,
  avifEffort = AVIF_EFFORT,
): Promise<Buffer> {
  let current = original;
  for (const step of steps) current = await resize(open(current), step);
  const { width, height } = Buffer.isBuffer(current)
    ? await sharp(current).metadata()
    : current.info;
  if ((width ?? 0) > MAX_MEDIA_DIMENSION || (height ?? 0) > MAX_MEDIA_DIMENSION) {
    throw badRequest(`Images are at most ${MAX_MEDIA_DIMENSION} px on a side`);
  }
  const image = open(current);
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      return image.avif({ quality, effort: avifEffort }).toBuffer();
  }
}

async function resize(image: sharp.Sharp, step: ResizeStep): Promise<Pixels> {
  const { width: currentWidth = 1, height: currentHeight = 1 } = await image.metadata();
  const { width, height, crop, gravity } = step;
  if (crop === 'crop') {
    const cropWidth = Math.min(width ?? currentWidth, currentWidth);
    const cropHeight = Math.min(height ?? currentHeight, currentHeight);
    const { left, top } = cropOrigin(gravity, currentWidth, currentHeight, cropWidth, cropHeight);
    return decoded(image.extract({ left, top, width: cropWidth, height: cropHeight }));
  }
  return decoded(image.resize(width, height, resizeOptions(crop, step)));
}

/** How sharp resizes for each crop mode that scales the image (c_crop cuts a window instead). */
function resizeOptions(
  crop: Exclude<Crop, 'crop'>,
  { width, height, gravity }: ResizeStep,
): sharp.ResizeOptions {
  const position = gravity === 'auto' ? sharp.strategy.attention : SHARP_GRAVITY[gravity];
  const both = width !== undefined && height !== undefined;
  switch (crop) {
    case 'fill':
    case 'thumb':
      return both ? { fit: 'cover', position } : {};
    // fill, but never larger than the original (Cloudinary's limit fill).
    case 'lfill':
      return { ...(both ? { fit: 'cover', position } : {}), withoutEnlargement: true };
    // fit inside the box, then pad it to the box's size with white, centred.
    case 'pad':
      return { fit: 'contain', background: PAD_BACKGROUND };
    case 'fit':
      return { fit: 'inside' };
    case 'limit':
      return { fit: 'inside', withoutEnlargement: true };
    case 'scale':
      return both ? { fit: 'fill' } : {};
  }
}

/** Where a c_crop window starts for a gravity ('auto' crops from the centre). */
function cropOrigin(
  gravity: Gravity,
  width: number,
  height: number,
  cropWidth: number,
  cropHeight: number,
) {
  const spareX = width - cropWidth;
  const spareY = height - cropHeight;
  const left = gravity.includes('west')
    ? 0
    : gravity.includes('east')
      ? spareX
      : Math.floor(spareX / 2);
  const top = gravity.includes('north')
    ? 0
    : gravity.includes('south')
      ? spareY
      : Math.floor(spareY / 2);
  return { left, top };
}
