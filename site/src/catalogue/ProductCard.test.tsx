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
  image: { src: '/media/s.jpg', srcSet: '/media/s.jpg 300w', width: 300, height: 300 },
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
});
