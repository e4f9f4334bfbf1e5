import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db';
import { badRequest, notFound } from '../errors';
import { findMediaAsset, MAX_MEDIA_DIMENSION, type MediaAsset } from './assets';
import { drawOffThread } from './drawing';
import {
  type Crop,
  type DeliveryRequest,
  type Gravity,
  type ImageFormat,
  negotiateFormat,
  type ResizeStep,
} from './transformations';

/** Bump when the drawings change, so cached originals and renditions are redrawn. */
const RENDERER_VERSION = 1;

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** What q_auto means per format (AVIF's scale runs lower for the same look). */
const AUTO_QUALITY: Record<ImageFormat, number> = { jpg: 80, png: 100, webp: 80, avif: 55 };

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

export interface DeliveredImage {
  body: Buffer;
  format: ImageFormat;
  etag: string;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Renders and caches images by public id. Originals (lossless PNG) and renditions are cached as
 * files under `cacheDir`, named by a hash of what made them (never by the public id, so no URL
 * can name a path); concurrent first requests for one image share one render.
 */
export class MediaDelivery {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    private readonly cacheDir: string,
    /** Told whether each delivered image came from the cache (hit) or was made (miss). */
    private readonly counted?: (result: 'hit' | 'miss') => void,
  ) {}

  async deliver(request: DeliveryRequest, accept: string | undefined): Promise<DeliveredImage> {
    const asset = findMediaAsset(this.db, request.publicId);
    if (!asset) throw notFound(`No image with public id '${request.publicId}'`);
    const format = request.format === 'auto' ? negotiateFormat(accept) : request.format;
    const quality = request.quality === 'auto' ? AUTO_QUALITY[format] : request.quality;
    const assetKey = sha(
      `${RENDERER_VERSION}|${asset.kind}|${JSON.stringify(asset.spec)}|${asset.publicId}`,
    );
    const key = sha(`${assetKey}|${JSON.stringify(request.steps)}|${format}|${quality}`);
    let made = false;
    const body = await this.cached(join('derived', `${key}.${format}`), async () => {
      made = true;
      const original = await this.cached(join('originals', `${assetKey}.png`), () =>
        drawOriginal(asset),
      );
      return transform(original, request.steps, format, quality);
    });
    this.counted?.(made ? 'miss' : 'hit');
    return { body, format, etag: `"${key}"` };
  }

  private cached(relativePath: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const path = join(this.cacheDir, relativePath);
    const running = this.inFlight.get(path);
    if (running) return running;
    const work = (async () => {
      try {
        return await readFile(path);
      } catch {
        const body = await make();
        await mkdir(join(path, '..'), { recursive: true });
        const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, path);
        return body;
      }
    })().finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, work);
    return work;
  }
}

async function drawOriginal(asset: MediaAsset): Promise<Buffer> {
  const raw = await drawOffThread(asset);
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

async function transform(
  original: Buffer,
  steps: ResizeStep[],
  format: ImageFormat,
  quality: number,
): Promise<Buffer> {
  let current = original;
  for (const step of steps) current = await resize(current, step);
  const image = sharp(current);
  const { width = 0, height = 0 } = await image.metadata();
  if (width > MAX_MEDIA_DIMENSION || height > MAX_MEDIA_DIMENSION) {
    throw badRequest(`Images are at most ${MAX_MEDIA_DIMENSION} px on a side`);
  }
  switch (format) {
    case 'jpg':
      return image.jpeg({ quality }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      // Effort 2 keeps first renders quick; renditions are cached anyway.
      return image.avif({ quality, effort: 2 }).toBuffer();
  }
}

async function resize(input: Buffer, step: ResizeStep): Promise<Buffer> {
  const image = sharp(input);
  const { width: currentWidth = 1, height: currentHeight = 1 } = await image.metadata();
  const { width, height, crop, gravity } = step;
  if (crop === 'crop') {
    const cropWidth = Math.min(width ?? currentWidth, currentWidth);
    const cropHeight = Math.min(height ?? currentHeight, currentHeight);
    const { left, top } = cropOrigin(gravity, currentWidth, currentHeight, cropWidth, cropHeight);
    return image.extract({ left, top, width: cropWidth, height: cropHeight }).png().toBuffer();
  }
  return image.resize(width, height, resizeOptions(crop, step)).png().toBuffer();
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
