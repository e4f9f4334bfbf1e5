import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { isStockRoom, parseRoomShotId, STOCK_ROOMS } from '@gh/shared/catalogue';
import type { Db } from '../db';
import { notFound } from '../errors';
import { makeRoomShot } from '../rooms/room-shots';
import { readStockRoom, STOCK_ROOMS_DIR, type StockRoomScene } from '../rooms/stock-room';
import { tileSizeFor } from '../scene/texture';
import { findMediaAsset, type MediaAsset } from './assets';
import { drawOffThread } from './drawing';
import { FileCache } from './file-cache';
import { encodeDrawing, transform } from './transform';
import {
  type DeliveryRequest,
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

/** What a rendition is made from: what names its original, the steps, and how it is made. */
interface ImageSource {
  /** A hash of what makes the original. */
  key: string;
  steps: ResizeStep[];
  render(format: ImageFormat, quality: number): Promise<Buffer>;
}

/**
 * AVIF's effort for room shots' renditions. Each colour in each room at each width is made on
 * its first request, and at 1,200 px the usual effort (2) takes about half a second of a core
 * where 0 takes a fifth of it, for about a third more bytes (still fewer than WebP's).
 */
const ROOM_SHOT_AVIF_EFFORT = 0;

/** A Buffer over a received Uint8Array's bytes, not a copy. */
const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Renders and caches images by public id. Originals (lossless PNG) and renditions are cached as
 * files under `cacheDir` (file-cache.ts, within its size limit), named by a hash of what made
 * them (never by the public id, so no URL can name a path); concurrent first requests for one
 * image share one render. Room shots (`room-shots/{room}/{globalItemId}`) are made on first
 * request too: the colour's pattern laid into the stock room by the room-scene engine, on the
 * room-shot process, at the size the rendition needs (rooms/room-shots.ts).
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
    const body = await this.cached(join('derived', `${key}.${format}`), () => {
      made = true;
      return source.render(format, quality);
    });
    this.options.counted?.(made ? 'miss' : 'hit');
    return { body, format, etag: `"${key}"` };
  }

  /** Where an image's original comes from, what names it, and the steps from it to the rendition. */
  private sourceOf(request: DeliveryRequest): ImageSource {
    const shot = parseRoomShotId(request.publicId);
    if (shot) return this.roomShot(shot.room, shot.globalItemId, request.steps);
    const asset = findMediaAsset(this.db, request.publicId);
    if (!asset) throw notFound(`No image with public id '${request.publicId}'`);
    return this.assetSource(asset, request.steps);
  }

  /** A declared image's original, drawn once and kept as a lossless PNG. */
  private assetSource(asset: MediaAsset, steps: ResizeStep[]) {
    const key = sha(
      `${RENDERER_VERSION}|${asset.kind}|${JSON.stringify(asset.spec)}|${asset.publicId}`,
    );
    const path = join('originals', `${key}.png`);
    const original = () => this.cached(path, () => drawOriginal(asset));
    return {
      key,
      steps,
      path,
      original,
      render: async (format: ImageFormat, quality: number) =>
        transform(await original(), steps, format, quality),
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
    const path = join('originals', `room-${key}.jpg`);
    const patternSource = this.assetSource(pattern, []);
    const render = async (format: ImageFormat, quality: number) => {
      const kept = await (this.shotsMaking.get(path) ?? this.files.read(path));
      if (kept) return transform(kept, steps, format, quality, ROOM_SHOT_AVIF_EFFORT);
      // Not made yet: made now, with this rendition, in the room-shot process; kept meanwhile
      // (as a JPEG) for the renditions asked for later.
      const started = performance.now();
      const shot = makeRoomShot({
        room,
        width,
        dir: this.roomsDir,
        rendition: { steps, format, quality, avifEffort: ROOM_SHOT_AVIF_EFFORT },
        // The pattern's original as kept (lossless); if it is not kept yet, the room-shot process
        // draws it, so that all the work of a new colour's first shot gives way to the server's.
        pattern: async () => {
          const image = await (this.inFlight.get(patternSource.path) ??
            this.files.read(patternSource.path));
          const tile = tileSizeFor(pattern);
          return image
            ? { key: pattern.publicId, tile, image }
            : { key: pattern.publicId, tile, asset: pattern };
        },
      });
      const keeping = shot.then((made) => bufferOf(made.kept));
      this.shotsMaking.set(path, keeping);
      keeping
        .then((jpeg) => this.files.write(path, jpeg))
        .catch(() => undefined)
        .finally(() => this.shotsMaking.delete(path));
      const made = await shot;
      this.options.roomShotMade?.((performance.now() - started) / 1000);
      if (made.drawnPattern) {
        await this.files
          .write(patternSource.path, bufferOf(made.drawnPattern))
          .catch(() => undefined);
      }
      return bufferOf(made.rendition);
    };
    return { key, steps, render };
  }

  /** Room shots being made, by the path they will be kept at: their kept JPEG, when made. */
  private readonly shotsMaking = new Map<string, Promise<Buffer>>();

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
  return encodeDrawing(await drawOffThread(asset));
}
