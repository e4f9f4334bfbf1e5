import {
  PRODUCT_TYPE_PAGE_SLUGS,
  PRODUCT_TYPE_SLUGS,
  productTypeCode,
  productTypeSlug,
} from './productTypes';

describe('product-type slug map (SPEC 2.4)', () => {
  it.each([
    ['duratuft_cpt', 'duratuft-carpet'],
    ['engineered_timber_hf', 'timber-flooring'],
    ['hybrid_hf', 'hybrid-flooring'],
    ['laminate_hf', 'laminate-flooring'],
    ['polyester_cpt', 'polyester-carpet'],
    ['polypropylene_cpt', 'polypropylene-carpet'],
    ['solution_dyed_nylon_cpt', 'solution-dyed-nylon-carpet'],
    ['triexta_cpt', 'triexta-carpet'],
    ['vinyl_plank_hf', 'vinyl-plank-flooring'],
    ['wool_cpt', 'wool-carpet'],
  ])('maps type code %s to the readable slug %s and back', (code, slug) => {
    expect(productTypeSlug(code)).toBe(slug);
    expect(productTypeCode(slug)).toBe(code);
  });

  it('maps every type code to one of the product-type pages', () => {
    for (const slug of Object.values(PRODUCT_TYPE_SLUGS)) {
      expect(PRODUCT_TYPE_PAGE_SLUGS).toContain(slug);
    }
  });

  it('lists the fourteen product-type pages', () => {
    expect(PRODUCT_TYPE_PAGE_SLUGS).toHaveLength(14);
    expect(PRODUCT_TYPE_PAGE_SLUGS).toContain('everlux-xtra-collection');
  });

  it('knows no slug for an unknown code and no code for an unknown slug', () => {
    expect(productTypeSlug('wool_cpt_na')).toBeUndefined();
    expect(productTypeSlug('toString')).toBeUndefined();
    expect(productTypeCode('shag-carpet')).toBeUndefined();
  });
});
