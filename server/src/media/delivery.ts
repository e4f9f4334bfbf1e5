import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { isStockRoom, parseRoomShotId, STOCK_ROOMS } from '@gh/shared/catalogue';
import sharp from 'sharp';
import type { Db } from '../db';
import { badRequest, notFound } from '../errors';
import { layRoomShot } from '../rooms/room-shots';
import { readStockRoom, STOCK_ROOMS_DIR, type StockRoomScene } from '../rooms/stock-room';
import { tileSizeFor } from '../scene/texture';
import { findMediaAsset, MAX_MEDIA_DIMENSION, type MediaAsset } from './assets';
import { drawOffThread } from './drawing';
import { FileCache } from './file-cache';
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

export interface MediaDeliveryOptions {
  /** Where originals and renditions are kept. */
  cacheDir: string;
  /** What they may hold on disk (file-cache.ts). */
  maxCacheBytes?: number;
  /** Told whether each delivered image came from the cache (hit) or was made (miss). */
  counted?: (result: 'hit' | 'miss') => void;
  /** Told how long each room shot took to make, from asking for it to its original encoded. */
  roomShotMade?: (seconds: number) => void;
  /** The stock rooms' folder (tests give their own). */
  roomsDir?: string;
}

export interface DeliveredImage {
  body: Buffer;
  format: ImageFormat;
  etag: string;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Renders and caches images by public id. Originals (lossless PNG) and renditions are cached as
 * files under `cacheDir` (file-cache.ts, within its size limit), named by a hash of what made
 * them (never by the public id, so no URL can name a path); concurrent first requests for one
 * image share one render. Room shots (`room-shots/{room}/{globalItemId}`) are made on first
 * request too: the colour's pattern laid into the stock room by the room-scene engine, on the
 * room-shot threads, at the size the rendition needs.
 */
export class MediaDelivery {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly files: FileCache;

  private readonly roomsDir: string;

  constructor(
    private readonly db: Db,
    private readonly options: MediaDeliveryOptions,
  ) {
    this.files = new FileCache(options.cacheDir, options.maxCacheBytes);
    this.roomsDir = options.roomsDir ?? STOCK_ROOMS_DIR;
  }

  async deliver(request: DeliveryRequest, accept: string | undefined): Promise<DeliveredImage> {
    const format = request.format === 'auto' ? negotiateFormat(accept) : request.format;
    const quality = request.quality === 'auto' ? AUTO_QUALITY[format] : request.quality;
    const source = this.sourceOf(request);
    const key = sha(`${source.key}|${JSON.stringify(source.steps)}|${format}|${quality}`);
    let made = false;
    const body = await this.cached(join('derived', `${key}.${format}`), async () => {
      made = true;
      return transform(await source.original(), source.steps, format, quality);
    });
    this.options.counted?.(made ? 'miss' : 'hit');
    return { body, format, etag: `"${key}"` };
  }

  /** Where an image's original comes from, what names it, and the steps from it to the rendition. */
  private sourceOf(request: DeliveryRequest): {
    key: string;
    steps: ResizeStep[];
    original: () => Promise<Buffer>;
  } {
    const shot = parseRoomShotId(request.publicId);
    if (shot) return this.roomShot(shot.room, shot.globalItemId, request.steps);
    const asset = findMediaAsset(this.db, request.publicId);
    if (!asset) throw notFound(`No image with public id '${request.publicId}'`);
    const key = sha(
      `${RENDERER_VERSION}|${asset.kind}|${JSON.stringify(asset.spec)}|${asset.publicId}`,
    );
    return {
      key,
      steps: request.steps,
      original: () => this.cached(join('originals', `${key}.png`), () => drawOriginal(asset)),
    };
  }

  /**
   * A colour laid into a stock room. The shot is made at the width its rendition needs (rounded
   * up to 100 px, so a page's few sizes share a few shots), never wider than the room's own
   * picture: a rendition asked larger than that is capped at it.
   */
  private roomShot(room: string, globalItemId: string, asked: ResizeStep[]) {
    if (!isStockRoom(room)) {
      throw notFound(
        `No stock room '${room}': the rooms are ${STOCK_ROOMS.map((r) => r.id).join(', ')}`,
      );
    }
    const pattern = findMediaAsset(this.db, `patterns/${globalItemId}`);
    if (!pattern) throw notFound(`No colour with globalItemId '${globalItemId}'`);
    const scene = this.stockRoom(room);
    const steps = capToSize(asked, scene.width, scene.height);
    const width = shotWidth(steps, scene.width, scene.height);
    const key = sha(
      `${ROOM_SHOT_VERSION}|${room}|${scene.stamp}|${pattern.kind}|${JSON.stringify(pattern.spec)}|${width}`,
    );
    return {
      key,
      steps,
      original: () =>
        this.cached(join('originals', `room-${key}.jpg`), async () => {
          const started = performance.now();
          const shot = await layRoomShot({
            room,
            width,
            dir: this.roomsDir,
            pattern: async () => ({
              key: pattern.publicId,
              image: (
                await this.deliver(
                  { publicId: pattern.publicId, steps: [], quality: 100, format: 'png' },
                  undefined,
                )
              ).body,
              tile: tileSizeFor(pattern),
            }),
          });
          const raw = { raw: { width: shot.width, height: shot.height, channels: 3 as const } };
          const jpeg = await sharp(Buffer.from(shot.pixels.buffer), raw)
            .jpeg({ quality: 92 })
            .toBuffer();
          this.options.roomShotMade?.((performance.now() - started) / 1000);
          return jpeg;
        }),
    };
  }

  private readonly rooms = new Map<string, StockRoomScene & { stamp: string }>();

  /** A stock room's scene file, read once, with a stamp that changes when the room is rendered anew. */
  private stockRoom(room: string) {
    let scene = this.rooms.get(room);
    if (!scene) {
      try {
        const read = readStockRoom(room, this.roomsDir);
        scene = { ...read, stamp: sha(JSON.stringify(read)) };
      } catch {
        throw notFound(`The stock room '${room}' has not been rendered`);
      }
      this.rooms.set(room, scene);
    }
    return scene;
  }

  private cached(relativePath: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.inFlight.get(relativePath);
    if (running) return running;
    const work = (async () => {
      const kept = await this.files.read(relativePath);
      if (kept) return kept;
      const body = await make();
      await this.files.write(relativePath, body);
      return body;
    })().finally(() => this.inFlight.delete(relativePath));
    this.inFlight.set(relativePath, work);
    return work;
  }
}

/** Bump when room shots are laid differently, so cached ones are made again. */
const ROOM_SHOT_VERSION = 1;

/** The steps with every size scaled down so that no rendition is larger than `width` × `height`. */
export function capToSize(steps: ResizeStep[], width: number, height: number): ResizeStep[] {
  return steps.map((step) => {
    const factor = Math.min(1, width / (step.width ?? width), height / (step.height ?? height));
    if (factor >= 1) return step;
    return {
      ...step,
      ...(step.width !== undefined && { width: Math.max(1, Math.floor(step.width * factor)) }),
      ...(step.height !== undefined && { height: Math.max(1, Math.floor(step.height * factor)) }),
    };
  });
}

/**
 * The width to make a room shot at for these steps: what the first step scales the room's
 * picture (`width` × `height`) to, rounded up to 100 px; the whole picture for c_crop or none.
 */
export function shotWidth(steps: ResizeStep[], width: number, height: number): number {
  const first = steps[0];
  if (!first || first.crop === 'crop') return width;
  const across = first.width !== undefined ? first.width / width : undefined;
  const down = first.height !== undefined ? first.height / height : undefined;
  const covering = ['fill', 'lfill', 'thumb'].includes(first.crop);
  const scale =
    across !== undefined && down !== undefined
      ? covering
        ? Math.max(across, down)
        : Math.min(across, down)
      : (across ?? down ?? 1);
  return Math.min(width, Math.max(100, Math.ceil((width * scale) / 100) * 100));
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
