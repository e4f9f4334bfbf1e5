/**
 * What the room-shot thread does (room-shot-worker.mjs), kept as TypeScript: lays a pattern into
 * a stock room at a width, keeping the prepared rooms and patterns it has made for the next
 * shots, within bounds.
 */
import { LRUCache } from 'lru-cache';
import { FloorTexture, type TileSize } from '../scene/texture';
import {
  layRoomFloor,
  type PreparedRoom,
  preparedRoomBytes,
  prepareRoom,
  readStockRoom,
} from './stock-room';

/** Memory the prepared rooms of one thread may hold (a room at 1200 px is about 12 MB). */
const PREPARED_ROOM_BYTES = 192 * 1024 * 1024;
/** Patterns kept mipmapped (about 17 MB each). */
const PATTERNS_KEPT = 8;

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
}

export interface RoomShot {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  pixels: Uint8Array;
}

export async function layPattern(job: RoomShotJob): Promise<RoomShot> {
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
  // A copy of its own, so that its memory can be handed to the server's thread.
  const pixels = new Uint8Array(layRoomFloor(room, await texture));
  return { width: room.width, height: room.height, pixels };
}
