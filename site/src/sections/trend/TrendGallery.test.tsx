import { render, screen } from '@testing-library/react';
import type { ProductCardData } from '../../catalogue/cards';
import { lookRooms, TrendGallery, type TrendGalleryData } from './TrendGallery';

const card = (name: string, colourName: string, room?: string): ProductCardData => ({
  productCode: name,
  name,
  href: `/au/products/${name.toLowerCase()}/?colour=${colourName.toLowerCase()}`,
  brand: 'GH',
  productType: 'Carpet',
  subType: null,
  collection: null,
  colourCount: 4,
  colourName,
  image: `swatches/${name}`,
  ...(room && { room }),
  dots: [],
  moreColours: 0,
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
          card('Alpine', 'Sage', 'room-shots/living-room/GHRES-1-02'),
          card('Coastal', 'Basalt', 'room-shots/kitchen/GHRES-2-01'),
          card('Marlowe', 'Plum', 'room-shots/study/GHRES-3-02'),
        ]}
      />,
    );
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Alpine in Sage, laid in a living room',
      'Coastal in Basalt, laid in a kitchen',
    ]);
    expect(pictures[0]?.getAttribute('src')).toContain('/room-shots/living-room/GHRES-1-02.jpg');
    expect(screen.getByRole('link', { name: 'Coastal in Basalt' }).getAttribute('href')).toBe(
      '/au/products/coastal/?colour=basalt',
    );
  });

  it('keeps the CMS pictures where no colour of the look has a room shot', () => {
    render(<TrendGallery paragraph={drawnGallery} looks={[card('Alpine', 'Sage')]} />);
    expect(screen.getAllByRole('img').map((picture) => picture.getAttribute('alt'))).toEqual([
      'A drawn room',
      'Another drawn room',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows each room once before any room twice', () => {
    const rooms = lookRooms(
      [
        card('A', 'One', 'room-shots/living-room/A-1'),
        card('B', 'Two', 'room-shots/living-room/B-1'),
        card('C', 'Three', 'room-shots/bedroom/C-1'),
      ],
      3,
    );
    expect(rooms.map((shot) => shot.card.name)).toEqual(['A', 'C', 'B']);
  });
});
