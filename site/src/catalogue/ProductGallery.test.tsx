import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProductGallery } from './ProductGallery';
import type { ProductPageVariant } from './product-page';

// swiper ships ES modules only, which this Jest setup cannot load: a stand-in records what the
// gallery asks of it. The e2e tests (product-page.spec) swipe the real one.
const slid: number[] = [];
jest.mock('../components/ui/swiper-parts', () => ({
  A11y: {},
  Keyboard: {},
  Swiper: class {
    activeIndex = 0;
    slideTo(index: number) {
      slid.push(index);
    }
    update() {}
    destroy() {}
    on() {}
  },
}));

const variant = (name: string, id: string): ProductPageVariant => ({
  name,
  slug: name.toLowerCase(),
  colourId: '101',
  globalItemId: id,
  hex: '#8a6f5a',
  inStock: true,
  swatch: `swatches/${id}`,
  pattern: `patterns/${id}`,
  rooms: [
    { room: 'bedroom', image: `room-shots/bedroom/${id}` },
    { room: 'kids-room', image: `room-shots/kids-room/${id}` },
    { room: 'living-room', image: `room-shots/living-room/${id}` },
  ],
});

describe('<ProductGallery>', () => {
  it('shows the colour in its first room first, then close up, then its other rooms, each named', () => {
    render(
      <ProductGallery
        productName="Alpine Boucle"
        variant={variant('Driftwood', 'GHRES-1-01')}
        mainId="main"
      />,
    );
    const pictures = screen.getAllByRole('img').filter((image) => image.getAttribute('alt') !== '');
    expect(pictures.map((image) => image.getAttribute('alt'))).toEqual([
      'Alpine Boucle in Driftwood, laid in a bedroom',
      'Alpine Boucle in Driftwood, close up',
      'Alpine Boucle in Driftwood, laid in a kids’ room',
      'Alpine Boucle in Driftwood, laid in a living room',
    ]);
    // The first is the page's largest picture: loaded at once; the rest when they come into view.
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]?.getAttribute('src')).toContain('/room-shots/bedroom/GHRES-1-01.jpg');
    expect(pictures[1]?.getAttribute('src')).toContain('/patterns/GHRES-1-01.jpg');
  });

  it('has a thumbnail button for each picture, the one on show marked current', async () => {
    render(
      <ProductGallery
        productName="Alpine Boucle"
        variant={variant('Driftwood', 'GHRES-1-01')}
        mainId="main"
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show the bedroom',
      'Show the close-up',
      'Show the kids’ room',
      'Show the living room',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    await act(async () => {
      fireEvent.click(buttons[2] as HTMLElement);
    });
    expect(buttons[2]).toHaveAttribute('aria-current', 'true');
    expect(buttons[0]).not.toHaveAttribute('aria-current');
    // The slider is started on the first choice, and shows the picture chosen.
    expect(slid).toEqual([2]);
  });

  it('shows another colour’s pictures in the same places when the colour changes', () => {
    const { rerender } = render(
      <ProductGallery
        productName="Alpine Boucle"
        variant={variant('Driftwood', 'GHRES-1-01')}
        mainId="main"
      />,
    );
    rerender(
      <ProductGallery
        productName="Alpine Boucle"
        variant={variant('Charcoal', 'GHRES-1-02')}
        mainId="main"
      />,
    );
    const first = screen.getAllByRole('img')[0];
    expect(first).toHaveAttribute('alt', 'Alpine Boucle in Charcoal, laid in a bedroom');
    expect(first?.getAttribute('src')).toContain('GHRES-1-02');
  });
});
