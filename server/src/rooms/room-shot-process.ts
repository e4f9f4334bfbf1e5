/**
 * What the room-shot process does (room-shot-worker.mjs), kept as TypeScript: lays a colour's
 * pattern into a stock room at a width and encodes the shot twice, as the JPEG the media cache
 * keeps and as the rendition the visitor asked for. It keeps the prepared rooms and patterns it
 * has made for the next shots, within bounds.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { transform } from '../media/transform';
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
  /** The colour's pattern: an image of one tile, and the floor it covers. */
  pattern: { key: string; image: Uint8Array; tile: TileSize };
  /** The rendition asked for: the steps from the shot to it, its format and quality. */
  rendition: { steps: ResizeStep[]; format: ImageFormat; quality: number; avifEffort: number };
}

export interface RoomShot {
  /** The shot as the media cache keeps it. */
  kept: Uint8Array;
  rendition: Uint8Array;
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
  let texture = patterns.get(job.pattern.key);
  if (!texture) {
    texture = FloorTexture.fromImage(Buffer.from(job.pattern.image), job.pattern.tile);
    patterns.set(job.pattern.key, texture);
    texture.catch(() => patterns.delete(job.pattern.key));
  }
  const room = await prepared;
  const pixels = {
    data: layRoomFloor(room, await texture),
    info: { width: room.width, height: room.height, channels: 3 as const },
  };
  const { steps, format, quality, avifEffort } = job.rendition;
  const [kept, rendition] = await Promise.all([
    sharp(pixels.data, { raw: pixels.info }).jpeg({ quality: KEPT_QUALITY }).toBuffer(),
    transform(pixels, steps, format, quality, avifEffort),
  ]);
  return { kept, rendition };
}
