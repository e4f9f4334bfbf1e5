import { squareImageUrl } from '@gh/shared/media';
import {
  type CardSource,
  colourCard,
  productCard,
  squareImage,
  squareImageRef,
  squareUrl,
} from './cards';
import { plainSquareUrl, squareRendition } from './square-image';

/** The widths a srcset offers, smallest first. */
const widths = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => Number(candidate.replace(/^.* (\d+)w$/, '$1')));

describe('square renditions of a product image', () => {
  it('offer half to twice the slot size, with steps between one and two', () => {
    expect(widths(squareImage('patterns/GHRES-1069-01', 560).srcSet)).toEqual([
      280, 560, 700, 840, 1120,
    ]);
  });

  it('let a phone at 1.75 device pixels take a rendition less than 1.25 times what it needs', () => {
    // A 380 px wide product image on a 412 px phone needs 665 px; a card 180 px wide needs 315.
    const slots: [size: number, needed: number][] = [
      [560, 380 * 1.75],
      [320, 180 * 1.75],
    ];
    for (const [size, needed] of slots) {
      const chosen = widths(squareImage('swatches/GHRES-1069-01', size).srcSet).find(
        (width) => width >= needed,
      );
      expect(chosen).toBeDefined();
      expect(chosen as number).toBeLessThan(needed * 1.25);
    }
  });

  it('name each rendition by its width in the media service URL', () => {
    const { src, srcSet } = squareImage('swatches/GHRES-1069-01', 320);
    expect(src).toContain('c_fill,h_320,w_320');
    expect(srcSet).toContain('c_fill,h_400,w_400/q_auto/f_auto/v1/swatches/GHRES-1069-01.jpg 400w');
  });

  it('have the URL the media URL builder makes, for plain ids and for ids it must encode', () => {
    const ids = [
      'swatches/GHRES-1069-01',
      'patterns/ghres_1069',
      'cameos/GH1001-03',
      'rooms/a b+c%d(é)',
      'odd//double',
      '/leading',
      'dollar$&',
    ];
    for (const id of ids) {
      for (const width of [48, 96, 560]) {
        expect(squareUrl(id, width)).toBe(squareImageUrl(id, width, '/media'));
      }
    }
  });
});

describe('square images in a page context', () => {
  it('write a plain id’s URL as the media URL builder does, on any media base', () => {
    const bases = ['/media', 'https://cdn.example.com/media', 'http://localhost:8000/media'];
    for (const base of bases) {
      for (const id of ['swatches/GHRES-1069-01', 'patterns/ghres_1069', 'x']) {
        for (const width of [48, 320, 1120]) {
          expect(plainSquareUrl(id, width, base)).toBe(squareImageUrl(id, width, base));
        }
      }
    }
  });

  it('hold a plain id as it is, and the page makes the same renditions the build would', () => {
    expect(squareImageRef('patterns/GHRES-1069-01', 560)).toBe('patterns/GHRES-1069-01');
    expect(squareRendition('patterns/GHRES-1069-01', 560)).toEqual(
      squareImage('patterns/GHRES-1069-01', 560),
    );
  });

  it('hold an id the URL builder encodes as its URLs, which the page shows as they are', () => {
    const held = squareImageRef('rooms/a b', 320);
    expect(held).toEqual(squareImage('rooms/a b', 320));
    expect(squareRendition(held, 320).src).toBe(squareImageUrl('rooms/a b', 320, '/media'));
  });
});

describe('a product card on one of its colours (a trend report’s shop the look)', () => {
  const product: CardSource = {
    productCode: 'GH1069',
    name: 'Alpine Boucle',
    brands: ['GH Residential'],
    productType: 'Carpet',
    productSubType: 'wool_cpt',
    collectionName: 'Heritage Collection',
    variants: [
      { name: 'Ivory', globalItemId: 'GH1069-01', colour: 'white', hex: '#f4efe4' },
      { name: 'Sea Salt', globalItemId: 'GH1069-02', colour: 'grey', hex: '#c9c6bd' },
    ],
  };

  it('shows that colour and opens the product on it, the first colour too', () => {
    const card = colourCard(product, 'au', 'GH1069-02');
    expect(card?.colourName).toBe('Sea Salt');
    expect(card?.href).toBe('/au/products/alpine-boucle/?colour=sea-salt');
    expect(card?.image).toBe('swatches/GH1069-02');
    expect(colourCard(product, 'nz', 'GH1069-01')?.href).toBe(
      '/nz/products/alpine-boucle/?colour=ivory',
    );
  });

  it('is none for a colour the product does not have', () => {
    expect(colourCard(product, 'au', 'GH2000-01')).toBeNull();
  });

  it('leaves the plain product card as it was: the first colour links to the product', () => {
    expect(productCard(product, 'au').href).toBe('/au/products/alpine-boucle/');
  });
});
