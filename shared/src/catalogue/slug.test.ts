import { nameSlug, productPath } from './slug';

describe('product and variant name slugs', () => {
  it('lower-cases words and joins them with single hyphens', () => {
    expect(nameSlug('  Natural   Twist Plus ')).toBe('natural-twist-plus');
  });

  it('transliterates accented letters', () => {
    expect(nameSlug('Crème Brûlée Grün Straße Ø')).toBe('creme-brulee-grun-strasse-o');
  });

  it("reads '&' as 'and'", () => {
    expect(nameSlug('Salt & Pepper')).toBe('salt-and-pepper');
  });

  it('drops apostrophes and separates words at other punctuation', () => {
    expect(nameSlug("Côte d'Azur")).toBe('cote-dazur');
    expect(nameSlug('Silk (Natural) 12/4, Loop!')).toBe('silk-natural-12-4-loop');
    expect(nameSlug('Tweed_Twist.2 — Grey')).toBe('tweed-twist-2-grey');
  });

  it('builds /products/{product-name-slug}?colour={variant-name-slug}', () => {
    expect(productPath('Côte Royale', "Baker's Grey")).toBe(
      '/products/cote-royale?colour=bakers-grey',
    );
    expect(productPath('Côte Royale')).toBe('/products/cote-royale');
  });
});
