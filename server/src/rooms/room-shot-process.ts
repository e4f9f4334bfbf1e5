/**
 * What the room-shot process does (room-shot-worker.mjs), kept as TypeScript: lays a colour's
 * pattern into a stock room at a width and encodes the shot twice, as the JPEG the media cache
 * keeps and as the rendition the visitor asked for. It keeps the prepared rooms and patterns it
 * has made for the next shots, within bounds.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { MediaAsset } from '../media/assets';
import { drawAsset } from '../media/textures';
import { encodeDrawing, transform } from '../media/transform';
import type { ImageFormat, ResizeStep } from '../media/transformations';
import { FloorTexture, type TileSize } from '../scene/texture';
import {
  layRoomFloor,
  type PreparedRoom,
  preparedRoomBytes,
  prepareRoom,
  readStockRoom,
} from './stock-room';

/** Memory the prepared rooms may hold (a room at 1200 px is about 12 MB). */
const PREPARED_ROOM_BYTES = 192 * 1024 * 1024;
/** Patterns kept mipmapped (about 17 MB each). */
const PATTERNS_KEPT = 8;
/** The quality of the JPEG a shot is kept as, from which its other renditions are made. */
const KEPT_QUALITY = 92;

// One image at a time, on one thread of libvips' (and one of libuv's pool: room-shots.ts).
sharp.concurrency(1);

const rooms = new LRUCache<string, Promise<PreparedRoom>>({
  maxSize: PREPARED_ROOM_BYTES,
  // Sized once known; a room being prepared counts as one at 1200 px.
  sizeCalculation: () => 12 * 1024 * 1024,
});
const patterns = new LRUCache<string, Promise<FloorTexture>>({ max: PATTERNS_KEPT });

export interface RoomShotJob {
  id: number;
  room: string;
  /** The stock rooms' folder (tests give their own). */
  dir?: string;
  width: number;
  /**
   * The colour's pattern: the floor one tile covers, and its image of that tile, or the asset to
   * draw it from when the media cache does not keep it yet.
   */
  pattern: { key: string; tile: TileSize } & ({ image: Uint8Array } | { asset: MediaAsset });
  /** The rendition asked for: the steps from the shot to it, its format and quality. */
  rendition: { steps: ResizeStep[]; format: ImageFormat; quality: number; avifEffort: number };
}

export interface RoomShot {
  /** The shot as the media cache keeps it. */
  kept: Uint8Array;
  rendition: Uint8Array;
  /** The pattern's original, when it was drawn for this shot, for the media cache to keep. */
  drawnPattern?: Uint8Array;
}

export async function makeRoomShot(job: RoomShotJob): Promise<RoomShot> {
  const roomKey = `${job.dir ?? ''}|${job.room}|${job.width}`;
  let prepared = rooms.get(roomKey);
  if (!prepared) {
    prepared = prepareRoom(readStockRoom(job.room, job.dir), job.width, job.dir);
    rooms.set(roomKey, prepared);
    prepared.then(
      (room) =>
        rooms.set(roomKey, prepared as Promise<PreparedRoom>, { size: preparedRoomBytes(room) }),
      () => rooms.delete(roomKey),
    );
  }
  const { pattern } = job;
  let drawnPattern: Buffer | undefined;
  let texture = patterns.get(pattern.key);
  if (!texture) {
    texture = (async () => {
      if ('image' in pattern)
        return FloorTexture.fromImage(Buffer.from(pattern.image), pattern.tile);
      drawnPattern = await encodeDrawing(drawAsset(pattern.asset));
      return FloorTexture.fromImage(drawnPattern, pattern.tile);
    })();
    patterns.set(pattern.key, texture);
    texture.catch(() => patterns.delete(pattern.key));
  }
  const room = await prepared;
  const pixels = {
    data: layRoomFloor(room, await texture),
    info: { width: room.width, height: room.height, channels: 3 as const },
  };
  const { steps, format, quality, avifEffort } = job.rendition;
  // One after the other: the process keeps to one core (room-shots.ts).
  const rendition = await transform(pixels, steps, format, quality, avifEffort);
  const kept = await sharp(pixels.data, { raw: pixels.info })
    .jpeg({ quality: KEPT_QUALITY })
    .toBuffer();
  return { kept, rendition, ...(drawnPattern && { drawnPattern }) };
}
