import {
  canonicalProductListUrl,
  clearTypeDependentFilters,
  parseProductListQuery,
  productFilterParams,
  productSearchFilters,
  translateSegments,
} from './query';

describe('product-list query parsing', () => {
  it('reads a repeated colour as a list', () => {
    expect(parseProductListQuery('?type=CPT&colour=gray&colour=black')).toEqual({
      type: ['CPT'],
      colour: ['gray', 'black'],
    });
  });

  it('expands comma lists', () => {
    expect(parseProductListQuery('colour=orange,yellow&budget=affordable, premium')).toEqual({
      colour: ['orange', 'yellow'],
      budget: ['affordable', 'premium'],
    });
  });

  it('drops empty values and duplicates', () => {
    expect(parseProductListQuery('colour=gray,,gray&colour=&subType=wool_cpt')).toEqual({
      colour: ['gray'],
      subType: ['wool_cpt'],
    });
  });

  it('keeps only the types CPT and HF, upper-cased', () => {
    expect(parseProductListQuery('type=cpt,XX&type=HF')).toEqual({ type: ['CPT', 'HF'] });
  });

  it('reads room as rooms, and features as a list', () => {
    expect(
      parseProductListQuery('room=kitchen&rooms=entry&feature=waterproof,pet-friendly'),
    ).toEqual({ rooms: ['kitchen', 'entry'], feature: ['waterproof', 'pet-friendly'] });
  });

  it('ignores parameters that are not product filters', () => {
    expect(parseProductListQuery('utm_source=mail&rooms=bedroom')).toEqual({ rooms: ['bedroom'] });
  });

  it('reads an object query with list values', () => {
    expect(parseProductListQuery({ colour: ['brown', 'green,gray'], type: 'HF', x: '1' })).toEqual({
      type: ['HF'],
      colour: ['brown', 'green', 'gray'],
    });
  });

  it('writes filters back as repeated parameters', () => {
    expect(productFilterParams({ colour: ['orange', 'yellow'], type: ['CPT'] }).toString()).toBe(
      'type=CPT&colour=orange&colour=yellow',
    );
  });
});

describe('type-dependent filters', () => {
  it('clears subType, market, shape, thickness and rollSize when the type list is empty', () => {
    const filters = {
      type: [],
      subType: ['wool_cpt'],
      market: ['residential'],
      shape: ['plank'],
      thickness: ['7mm'],
      rollSize: ['3.66'],
      colour: ['gray'],
      segment: ['s1'],
    };
    expect(clearTypeDependentFilters(filters)).toEqual({
      type: [],
      colour: ['gray'],
      segment: ['s1'],
    });
    expect(clearTypeDependentFilters({ subType: ['wool_cpt'], budget: ['premium'] })).toEqual({
      budget: ['premium'],
    });
  });

  it('keeps them while a type is chosen', () => {
    const filters = { type: ['HF'], subType: ['hybrid_hf'], thickness: ['7mm'] };
    expect(clearTypeDependentFilters(filters)).toEqual(filters);
  });
});

describe('segment translation', () => {
  const segments = [
    { id: 'seg-1', name: 'Builder' },
    { id: 'seg-2', name: 'Premium Living' },
  ];

  it('translates segment ids to segment names before searching', () => {
    expect(translateSegments({ segment: ['seg-2', 'seg-1'] }, segments)).toEqual({
      segment: ['Premium Living', 'Builder'],
    });
  });

  it('passes on a value that is not a known segment id', () => {
    expect(translateSegments({ segment: ['Builder', 'seg-9'] }, segments)).toEqual({
      segment: ['Builder', 'seg-9'],
    });
  });

  it('applies the type rule and the segment translation together for a search', () => {
    expect(productSearchFilters({ subType: ['wool_cpt'], segment: ['seg-1'] }, segments)).toEqual({
      segment: ['Builder'],
    });
  });
});

describe('canonical URLs of filtered product lists (SPEC 2.5)', () => {
  it('is ?type=CPT or ?type=HF for a type only', () => {
    expect(canonicalProductListUrl('type=CPT')).toBe('/products?type=CPT');
    expect(canonicalProductListUrl('type=HF')).toBe('/products?type=HF');
  });

  it('is the bare /products path for both types and nothing else', () => {
    expect(canonicalProductListUrl('type=CPT&type=HF')).toBe('/products');
    expect(canonicalProductListUrl('type=CPT,HF')).toBe('/products');
    expect(canonicalProductListUrl('')).toBe('/products');
  });

  it('is the product-type page for a subType', () => {
    expect(canonicalProductListUrl('type=CPT&subType=wool_cpt&colour=gray')).toBe(
      '/product-types/wool-carpet',
    );
    expect(canonicalProductListUrl('type=HF&subType=engineered_timber_hf&budget=premium')).toBe(
      '/product-types/timber-flooring',
    );
  });

  it('falls through to the type for a subType without a product-type page', () => {
    expect(canonicalProductListUrl('type=CPT&subType=wool_blend_na')).toBe('/products?type=CPT');
  });

  it('is /inspiration/rooms/{value} for rooms or brand', () => {
    expect(canonicalProductListUrl('rooms=bedroom&type=CPT')).toBe('/inspiration/rooms/bedroom');
    expect(canonicalProductListUrl('brand=living-room,kitchen')).toBe(
      '/inspiration/rooms/living-room',
    );
  });

  it('is the feature page for a feature, which lists its products', () => {
    expect(canonicalProductListUrl('type=CPT&feature=pet-friendly&budget=premium')).toBe(
      '/features/pet-friendly',
    );
    expect(canonicalProductListUrl('rooms=kitchen&feature=waterproof')).toBe(
      '/inspiration/rooms/kitchen',
    );
  });

  it('keeps the type only for a colour', () => {
    expect(canonicalProductListUrl('type=CPT&colour=orange&colour=yellow')).toBe(
      '/products?type=CPT',
    );
    expect(canonicalProductListUrl('type=CPT&type=HF&colour=gray')).toBe('/products');
  });

  it('keeps the query for a budget', () => {
    expect(canonicalProductListUrl('type=HF&budget=mid-range&colour=brown')).toBe(
      '/products?type=HF&colour=brown&budget=mid-range',
    );
  });

  it('expands comma lists to repeated parameters', () => {
    expect(canonicalProductListUrl('budget=affordable,premium&colour=black,purple')).toBe(
      '/products?colour=black&colour=purple&budget=affordable&budget=premium',
    );
  });

  it('prefixes the locale', () => {
    expect(canonicalProductListUrl('type=CPT', { locale: 'nz' })).toBe('/nz/products?type=CPT');
    expect(canonicalProductListUrl('subType=hybrid_hf&type=HF', { locale: 'au' })).toBe(
      '/au/product-types/hybrid-flooring',
    );
  });

  it('removes a trailing slash', () => {
    expect(
      canonicalProductListUrl('type=CPT,HF', { locale: '/na/', origin: 'https://example.com/' }),
    ).toBe('https://example.com/na/products');
    expect(canonicalProductListUrl('rooms=study/', { locale: 'au' })).toBe(
      '/au/inspiration/rooms/study',
    );
  });

  it('leaves out parameters that are not product filters', () => {
    expect(canonicalProductListUrl('type=HF&utm_source=mail&gclid=1')).toBe('/products?type=HF');
  });
});
