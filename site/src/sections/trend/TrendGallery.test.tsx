import type { StockRoomId } from '@gh/shared/catalogue';
import { render, screen } from '@testing-library/react';
import { type LookInRooms, lookRooms, TrendGallery, type TrendGalleryData } from './TrendGallery';

const look = (name: string, colourName: string, rooms: StockRoomId[] = []): LookInRooms => ({
  name,
  colourName,
  href: `/au/products/${name.toLowerCase()}/?colour=${colourName.toLowerCase()}`,
  shots: rooms.map((room) => ({ room, publicId: `room-shots/${room}/${name}-${colourName}` })),
});

const drawnGallery = {
  __typename: 'paragraph__gallery',
  id: 'gallery-1',
  field_title: 'Balanced Brights at home',
  field_images: [{ alt: 'A drawn room' }, { alt: 'Another drawn room' }],
  relationships: {
    field_images: [
      { id: 'file-1', image: { src: '/media/drawn-1.jpg', srcSet: '', width: 720, height: 480 } },
      { id: 'file-2', image: { src: '/media/drawn-2.jpg', srcSet: '', width: 720, height: 480 } },
    ],
  },
} as unknown as TrendGalleryData;

describe('a trend report gallery', () => {
  it('shows the shop-the-look colours in their rooms, each named and linked, as many as the CMS gallery', () => {
    render(
      <TrendGallery
        paragraph={drawnGallery}
        looks={[
          look('Alpine', 'Sage', ['living-room', 'entry']),
          look('Coastal', 'Basalt', ['kitchen']),
          look('Marlowe', 'Plum', ['study']),
        ]}
      />,
    );
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Alpine in Sage, laid in a living room',
      'Coastal in Basalt, laid in a kitchen',
    ]);
    expect(pictures[0]?.getAttribute('src')).toContain('/room-shots/living-room/Alpine-Sage.jpg');
    expect(screen.getByRole('link', { name: 'Coastal in Basalt' }).getAttribute('href')).toBe(
      '/au/products/coastal/?colour=basalt',
    );
  });

  it('keeps the CMS pictures where no colour of the look has a room shot', () => {
    render(<TrendGallery paragraph={drawnGallery} looks={[look('Alpine', 'Sage')]} />);
    expect(screen.getAllByRole('img').map((picture) => picture.getAttribute('alt'))).toEqual([
      'A drawn room',
      'Another drawn room',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows as many kinds of room as the colours allow, each colour once', () => {
    const rooms = lookRooms(
      [
        look('A', 'One', ['living-room', 'entry']),
        look('B', 'Two', ['living-room', 'dining-room']),
        look('C', 'Three', ['living-room']),
        look('D', 'Four', ['bedroom']),
      ],
      3,
    );
    expect(rooms.map((shot) => `${shot.look.name} ${shot.room}`)).toEqual([
      'A living-room',
      'B dining-room',
      'D bedroom',
    ]);
  });
});
