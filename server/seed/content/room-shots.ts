import {
  isStockRoom,
  nameSlug,
  roomShotAlt,
  roomShotPublicId,
  roomShotRooms,
  STOCK_ROOMS,
} from '@gh/shared/catalogue';
import type { Db } from '../../src/db';
import type { ContentEntry, ImageSource } from './build';

/**
 * A content image may show a room shot: a catalogue colour laid into a stock room by the media
 * service, as an editor picks it ("this product, this colour, in the living room") rather than by
 * its public id. In a data file it is an image with a `roomShot`:
 *
 *   { "image": "content/home/au/slide-1", "kind": "room", "spec": { … }, "alt": "…",
 *     "width": 1920, "height": 900,
 *     "roomShot": { "product": "Marlowe Velvet", "colour": "Driftwood", "room": "living-room" } }
 *
 * With that colour in the catalogue, the seeder reads it as the image
 * `room-shots/{room}/{globalItemId}`, with alt text naming the product, the colour and the room. A
 * database without that colour shown in that room (content seeded alone, another catalogue)
 * keeps the drawn picture; a room that is no stock room stops the seed with the reason.
 */
export type RoomShotReference = ImageSource & {
  roomShot: { product: string; colour: string; room: string };
};

export const isRoomShotReference = (value: unknown): value is RoomShotReference =>
  typeof value === 'object' && value !== null && 'roomShot' in value && 'image' in value;

interface ColourRow {
  productName: string;
  rooms: string;
  colourName: string;
  globalItemId: string;
}

/** Reads room-shot references against the residential catalogue in `db`. */
export function roomShotResolver(db: Db): (reference: RoomShotReference) => ImageSource {
  const rows = db
    .prepare(
      `SELECT p.name AS productName, p.rooms AS rooms, v.name AS colourName,
              v.global_item_id AS globalItemId
       FROM variants v JOIN products p ON p.id = v.product_id
       WHERE (',' || p.website || ',') LIKE '%,GHRES,%'`,
    )
    .all() as ColourRow[];
  return ({ roomShot, ...drawn }) => {
    const { product, colour, room } = roomShot;
    if (!isStockRoom(room)) {
      throw new Error(
        `Room shot of ${product} in ${room}: the stock rooms are ${STOCK_ROOMS.map((stock) => stock.id).join(', ')}`,
      );
    }
    // Names repeat in a large generated catalogue: the first of that name shown in the room.
    const row = rows.find(
      (candidate) =>
        nameSlug(candidate.productName) === nameSlug(product) &&
        nameSlug(candidate.colourName) === nameSlug(colour) &&
        roomShotRooms(JSON.parse(candidate.rooms) as string[]).includes(room),
    );
    if (!row) return drawn;
    return {
      image: roomShotPublicId(room, row.globalItemId),
      alt: roomShotAlt(row.productName, row.colourName, room),
      width: drawn.width,
      height: drawn.height,
    };
  };
}

/** The entries with every room-shot reference in their relationships read as its image. */
export function resolveRoomShots(
  entries: ContentEntry[],
  resolve: (reference: RoomShotReference) => ImageSource,
): ContentEntry[] {
  const inEntry = (entry: ContentEntry): ContentEntry => {
    if (!entry.relationships) return entry;
    const relationships: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(entry.relationships)) {
      relationships[field] = Array.isArray(value) ? value.map(inValue) : inValue(value);
    }
    return { ...entry, relationships } as ContentEntry;
  };
  const inValue = (value: unknown): unknown => {
    if (isRoomShotReference(value)) return resolve(value);
    if (typeof value === 'object' && value !== null && 'type' in value) {
      return inEntry(value as ContentEntry);
    }
    return value;
  };
  return entries.map(inEntry);
}
