import { fireEvent, render, screen } from '@testing-library/react';
import type { ProductCardData } from './cards';
import { ProductCard } from './ProductCard';

const card: ProductCardData = {
  productCode: 'C1',
  name: 'Alpine Boucle',
  href: '/au/products/alpine-boucle',
  brand: 'Heritage',
  productType: 'CPT',
  subType: 'wool',
  collection: null,
  colourCount: 8,
  colourName: 'Storm',
  image: 'swatches/C1-03',
  dots: [
    { name: 'Storm', hex: '#6b7078' },
    { name: 'Sand', hex: '#d8c7a8' },
    { name: 'Moss', hex: '#6d7a4e' },
    { name: 'Ink', hex: '#23283a' },
    { name: 'Chalk', hex: '#eeeae2' },
  ],
  moreColours: 3,
};

describe('<ProductCard>', () => {
  it('links to the product and names it, the colourway shown, the brand and the colour count', () => {
    render(<ProductCard card={card} sizes="25vw" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/au/products/alpine-boucle');
    expect(link).toHaveTextContent('Alpine Boucle');
    expect(link).toHaveTextContent('Storm');
    expect(link).toHaveTextContent('Heritage · 8 colours');
  });

  it('shows the swatch, held as its public id, at the card size with its srcset', () => {
    const { container } = render(<ProductCard card={card} sizes="25vw" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute(
      'src',
      '/media/gh/image/upload/c_fill,h_320,w_320/q_auto/f_auto/v1/swatches/C1-03.jpg',
    );
    expect(image?.getAttribute('srcset')).toContain(
      'c_fill,h_640,w_640/q_auto/f_auto/v1/swatches/C1-03.jpg 640w',
    );
    expect(image).toHaveAttribute('width', '320');
  });

  it('shows a swatch held as its URLs (an id the URL builder encodes) as they are', () => {
    const encoded = {
      src: '/media/a%20b.jpg',
      srcSet: '/media/a%20b.jpg 320w',
      width: 320,
      height: 320,
    };
    const { container } = render(<ProductCard card={{ ...card, image: encoded }} sizes="25vw" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/a%20b.jpg');
  });

  it('draws up to five colour dots and how many more, hidden from screen readers', () => {
    const { container } = render(<ProductCard card={card} sizes="25vw" />);
    const dots = container.querySelector('.product-card__dots');
    expect(dots).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.product-card__dot')).toHaveLength(5);
    expect(container.querySelector('.product-card__more')).toHaveTextContent('+3');
  });

  it('says "1 colour" for a single colourway and draws no "+N"', () => {
    const single = { ...card, colourCount: 1, dots: card.dots.slice(0, 1), moreColours: 0 };
    const { container } = render(<ProductCard card={single} sizes="25vw" />);
    expect(screen.getByRole('link')).toHaveTextContent('Heritage · 1 colour');
    expect(container.querySelector('.product-card__more')).toBeNull();
  });

  it('reports the visitor following it', () => {
    const onSelect = jest.fn();
    render(<ProductCard card={card} sizes="25vw" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('fetches the colour laid in a room only once the card is pointed at or focused', () => {
    const withRoom = { ...card, room: 'room-shots/bedroom/C1-03' };
    const { container } = render(<ProductCard card={withRoom} sizes="25vw" />);
    const roomImages = () =>
      [...container.querySelectorAll('img')].filter((image) => image.src.includes('room-shots'));
    expect(roomImages()).toEqual([]);
    fireEvent.focus(screen.getByRole('link'));
    expect(roomImages()).toHaveLength(1);
    expect(roomImages()[0]?.getAttribute('src')).toContain('c_fill,h_320,w_320');
  });

  it('has no second picture for a card without a room', () => {
    const { container } = render(<ProductCard card={card} sizes="25vw" />);
    fireEvent.pointerEnter(screen.getByRole('link'));
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
