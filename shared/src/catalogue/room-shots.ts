/**
 * Room shots: a colour's product laid into the stock rooms that suit it, by the room-scene
 * engine, served by the media service by public id like any image (DESIGN: "Room shots"). The
 * stock rooms are rendered interiors kept with the server; each stands for the catalogue rooms
 * (a product's `rooms`) it shows a floor for. A kids' room is a bedroom; the open-plan room, with
 * its kitchen run, dining table and sofa, suits a floor sold for all three.
 */

export const STOCK_ROOMS = [
  { id: 'living-room', name: 'Living room', standsFor: ['living-room'] },
  { id: 'bedroom', name: 'Bedroom', standsFor: ['bedroom'] },
  { id: 'kitchen', name: 'Kitchen', standsFor: ['kitchen'] },
  { id: 'dining-room', name: 'Dining room', standsFor: ['dining-room'] },
  { id: 'entry', name: 'Entry hall', standsFor: ['entry'] },
  { id: 'study', name: 'Study', standsFor: ['study'] },
  { id: 'kids-room', name: 'Kids’ room', standsFor: ['bedroom'] },
  {
    id: 'open-plan',
    name: 'Open-plan living room',
    standsFor: ['living-room', 'kitchen', 'dining-room'],
  },
] as const satisfies readonly { id: string; name: string; standsFor: readonly string[] }[];

export type StockRoom = (typeof STOCK_ROOMS)[number];
export type StockRoomId = StockRoom['id'];

/** Room shots a colour shows: its cameo first, then the gallery's. */
export const ROOM_SHOTS_PER_COLOUR = 3;

const ROOM_SHOT_ID = /^room-shots\/([a-z-]+)\/([A-Za-z0-9_-]{1,100})$/;

export const isStockRoom = (id: string): id is StockRoomId =>
  STOCK_ROOMS.some((room) => room.id === id);

export const stockRoom = (id: StockRoomId): StockRoom =>
  STOCK_ROOMS.find((room) => room.id === id) as StockRoom;

/** The public id of a colour's shot in a room: `room-shots/{room}/{globalItemId}`. */
export const roomShotPublicId = (room: StockRoomId, globalItemId: string) =>
  `room-shots/${room}/${globalItemId}`;

/** The room and colour a room shot's public id names, if it is one. */
export function parseRoomShotId(
  publicId: string,
): { room: string; globalItemId: string } | undefined {
  const match = ROOM_SHOT_ID.exec(publicId);
  return match ? { room: match[1] as string, globalItemId: match[2] as string } : undefined;
}

/**
 * The stock rooms a product is shown in, best first, at most ROOM_SHOTS_PER_COLOUR: the rooms
 * that are the product's own, in the order the product lists them, with a stand-in after the
 * first where one suits (the kids' room for a bedroom floor, the open plan for a floor sold for
 * living, kitchen and dining), so a gallery shows more than one kind of room. A product with no
 * rooms is shown in the living room.
 */
export function roomShotRooms(productRooms: readonly string[]): StockRoomId[] {
  const suits = (room: StockRoom) =>
    room.standsFor.every((wanted) => productRooms.includes(wanted));
  const own = productRooms.flatMap((wanted) =>
    STOCK_ROOMS.filter((room) => room.id === wanted && suits(room)).map((room) => room.id),
  );
  const standIns = STOCK_ROOMS.filter(
    (room) => !own.includes(room.id) && suits(room) && room.id !== room.standsFor[0],
  ).map((room) => room.id);
  const chosen = [
    ...own.slice(0, 1),
    ...standIns.slice(0, 1),
    ...own.slice(1),
    ...standIns.slice(1),
  ];
  return (chosen.length > 0 ? chosen : ['living-room' as const]).slice(0, ROOM_SHOTS_PER_COLOUR);
}

/** What a room shot shows, for its alt text: the product, its colour and the room. */
export function roomShotAlt(productName: string, colourName: string, room: StockRoomId): string {
  const name = stockRoom(room).name.toLowerCase();
  return `${productName} in ${colourName}, laid in ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}
