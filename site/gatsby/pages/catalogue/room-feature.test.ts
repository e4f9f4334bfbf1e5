import type { Product } from '@gh/shared/catalogue';
import { roomFeature } from './room-feature';

const product = (name: string, shots: [colour: string, rooms: string[]][]) =>
  ({
    name,
    variants: shots.map(([colour, rooms]) => ({
      name: colour,
      roomShots: rooms.map((room) => ({ room, publicId: `room-shots/${room}/${name}-${colour}` })),
    })),
  }) as unknown as Product;

describe("a room page's picture", () => {
  it('is the first of the listed products shown in the room, in its first colour shown there', () => {
    const products = [
      product('Alpine', [['Sage', ['living-room']]]),
      product('Coastal', [
        ['Basalt', ['kitchen']],
        ['Cocoa', ['study', 'bedroom']],
      ]),
      product('Marlowe', [['Plum', ['bedroom']]]),
    ];
    expect(roomFeature(products, 'bedroom')).toEqual({
      image: 'room-shots/bedroom/Coastal-Cocoa',
      room: 'bedroom',
      productName: 'Coastal',
      colourName: 'Cocoa',
    });
  });

  it('is none where no product is shown in the room: the page keeps its CMS picture', () => {
    expect(roomFeature([product('Alpine', [['Sage', ['living-room']]])], 'study')).toBeUndefined();
  });
});
