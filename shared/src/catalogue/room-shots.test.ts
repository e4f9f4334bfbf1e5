import {
  parseRoomShotId,
  ROOM_SHOTS_PER_COLOUR,
  roomShotAlt,
  roomShotPublicId,
  roomShotRooms,
  STOCK_ROOMS,
} from './room-shots';

describe('the rooms a colour is shown in', () => {
  it('shows a carpet for bedrooms first in the bedroom, then the kids’ room, then its next room', () => {
    expect(roomShotRooms(['bedroom', 'living-room', 'dining-room', 'study', 'entry'])).toEqual([
      'bedroom',
      'kids-room',
      'living-room',
    ]);
  });

  it('shows a floor sold for kitchens, living and dining rooms in the open plan too', () => {
    expect(roomShotRooms(['kitchen', 'living-room', 'entry', 'dining-room'])).toEqual([
      'kitchen',
      'open-plan',
      'living-room',
    ]);
  });

  it('needs every room the open plan stands for', () => {
    expect(roomShotRooms(['kitchen', 'entry'])).toEqual(['kitchen', 'entry']);
  });

  it('never shows more than ROOM_SHOTS_PER_COLOUR, and a product with no rooms in the living room', () => {
    const all = STOCK_ROOMS.flatMap((room) => room.standsFor);
    expect(roomShotRooms(all)).toHaveLength(ROOM_SHOTS_PER_COLOUR);
    expect(roomShotRooms([])).toEqual(['living-room']);
  });
});

describe('room shot ids and alt text', () => {
  it('names the room and the colour, and reads them back', () => {
    const id = roomShotPublicId('kids-room', 'GHRES-GH1001-03');
    expect(id).toBe('room-shots/kids-room/GHRES-GH1001-03');
    expect(parseRoomShotId(id)).toEqual({ room: 'kids-room', globalItemId: 'GHRES-GH1001-03' });
    expect(parseRoomShotId('patterns/GHRES-GH1001-03')).toBeUndefined();
    expect(parseRoomShotId('room-shots/../x/y')).toBeUndefined();
  });

  it('says the product, the colour and the room', () => {
    expect(roomShotAlt('Alpine Boucle', 'Driftwood', 'kids-room')).toBe(
      'Alpine Boucle in Driftwood, laid in a kids’ room',
    );
    expect(roomShotAlt('Coastal Grain', 'Sand', 'open-plan')).toBe(
      'Coastal Grain in Sand, laid in an open-plan living room',
    );
  });
});
