import {
  activeFilters,
  COLOUR_OPTIONS,
  colourDots,
  colourShortcuts,
  matchingColourway,
  PRODUCT_SORT_OPTIONS,
  parseProductSort,
  productListHeading,
  productListSearch,
  toggleColourShortcut,
  withoutFilter,
} from './listing';

describe('productListHeading', () => {
  it('names a carpet-only list Carpet and a hard-flooring-only list Hard flooring', () => {
    expect(productListHeading({ type: ['CPT'] })).toBe('Carpet');
    expect(productListHeading({ type: ['HF'] })).toBe('Hard flooring');
  });

  it('qualifies the type with its one sub type', () => {
    expect(productListHeading({ type: ['CPT'], subType: ['wool_cpt'] })).toBe('Wool carpet');
    expect(productListHeading({ type: ['HF'], subType: ['hybrid_hf'] })).toBe('Hybrid flooring');
    expect(productListHeading({ type: ['CPT'], subType: ['smartstrand'] })).toBe(
      'SmartStrand carpet',
    );
  });

  it('keeps the type alone with several sub types or one of the other type', () => {
    expect(productListHeading({ type: ['CPT'], subType: ['wool_cpt', 'triexta_cpt'] })).toBe(
      'Carpet',
    );
    expect(productListHeading({ type: ['CPT'], subType: ['hybrid_hf'] })).toBe('Carpet');
  });

  it('is Products with no type or both types', () => {
    expect(productListHeading({})).toBe('Products');
    expect(productListHeading({ type: ['CPT', 'HF'] })).toBe('Products');
    expect(productListHeading({ subType: ['wool_cpt'] })).toBe('Products');
  });

  it('is not renamed by colours, rooms, brands or budgets', () => {
    expect(
      productListHeading({
        type: ['CPT'],
        colour: ['gray'],
        rooms: ['bedroom'],
        budget: ['premium'],
      }),
    ).toBe('Carpet');
  });
});

describe('parseProductSort', () => {
  it('reads each order the catalogue API knows', () => {
    for (const { value } of PRODUCT_SORT_OPTIONS) {
      expect(parseProductSort(`type=CPT&sort=${encodeURIComponent(value)}`)).toBe(value);
    }
  });

  it('is featured when absent or unknown', () => {
    expect(parseProductSort('type=CPT')).toBe('featured');
    expect(parseProductSort('sort=price')).toBe('featured');
    expect(parseProductSort({ sort: ['-name'] })).toBe('-name');
  });
});

describe('productListSearch', () => {
  it('puts the filters first, then the order unless featured, then the pages from 2', () => {
    expect(productListSearch({ colour: ['gray'], type: ['CPT'] }, { sort: 'name', pages: 2 })).toBe(
      'type=CPT&colour=gray&sort=name&pages=2',
    );
    expect(productListSearch({ type: ['HF'] }, { sort: 'featured', pages: 1 })).toBe('type=HF');
    expect(productListSearch({})).toBe('');
  });
});

describe('colour controls (SPEC.md section 2.3)', () => {
  it('has one control per colour family, the gray family labelled Grey as its shortcut is', () => {
    expect(COLOUR_OPTIONS.map((option) => option.label)).toEqual([
      'Orange',
      'Yellow',
      'Grey',
      'Black',
      'Purple',
      'Brown',
      'Green',
    ]);
  });

  it('offers Light, Dark and Natural as shortcuts, in the carpet menu order', () => {
    expect(colourShortcuts({ type: ['CPT'] }).map((shortcut) => shortcut.label)).toEqual([
      'Light',
      'Dark',
      'Natural',
    ]);
    expect(colourShortcuts({ type: ['HF'] }).map((shortcut) => shortcut.label)).toEqual([
      'Light',
      'Natural',
      'Dark',
    ]);
  });

  it('shows a shortcut as selected when all its colours are', () => {
    const dark = (colour: string[]) =>
      colourShortcuts({ type: ['CPT'], colour }).find((shortcut) => shortcut.label === 'Dark');
    expect(dark(['black', 'purple'])?.selected).toBe(true);
    expect(dark(['black'])?.selected).toBe(false);
  });

  it('adds the colours of a shortcut, and removes them when chosen again', () => {
    const light = { colours: ['orange', 'yellow'] as const, selected: false };
    const on = toggleColourShortcut({ colour: ['gray'] }, light);
    expect(on.colour).toEqual(['gray', 'orange', 'yellow']);
    expect(toggleColourShortcut(on, { ...light, selected: true }).colour).toEqual(['gray']);
  });
});

describe('activeFilters', () => {
  it('lists each value with the label of its control, in filter order', () => {
    expect(
      activeFilters(
        {
          colour: ['gray', 'black'],
          type: ['CPT'],
          subType: ['wool_cpt'],
          rooms: ['living-room'],
          brand: ['floortex'],
          budget: ['premium'],
        },
        [{ name: 'Floortex', slug: 'floortex' }],
      ).map((chip) => chip.label),
    ).toEqual(['Carpet', 'Wool', 'Grey', 'Black', '$$$ Premium', 'Living Room', 'Floortex']);
  });

  it('names a feature by its title from the features given', () => {
    expect(
      activeFilters(
        { feature: ['pet-friendly', 'unknown-feature'] },
        [],
        [{ slug: 'pet-friendly', title: 'Pet Friendly' }],
      ).map((chip) => chip.label),
    ).toEqual(['Pet Friendly', 'unknown-feature']);
  });

  it('has no chip for a sub type without a type, as such a filter does not apply', () => {
    expect(activeFilters({ subType: ['wool_cpt'] })).toEqual([]);
  });
});

describe('withoutFilter', () => {
  it('removes one value and keeps the rest', () => {
    expect(withoutFilter({ type: ['CPT'], colour: ['gray', 'black'] }, 'colour', 'gray')).toEqual({
      type: ['CPT'],
      colour: ['black'],
    });
  });

  it('removing the last type also removes the sub type (SPEC.md section 4)', () => {
    expect(
      withoutFilter({ type: ['CPT'], subType: ['wool_cpt'], colour: ['gray'] }, 'type', 'CPT'),
    ).toEqual({
      colour: ['gray'],
    });
  });
});

describe('the colourway and dots of a card', () => {
  const variants = [
    { name: 'Ember', colour: 'orange' },
    { name: 'Slate', colour: 'gray' },
    { name: 'Ash', colour: 'gray' },
    { name: 'Moss', colour: 'green' },
    { name: 'Night', colour: 'black' },
    { name: 'Sand', colour: 'yellow' },
    { name: 'Plum', colour: 'purple' },
  ];

  it('shows the first colourway in a filtered family', () => {
    expect(matchingColourway(variants, ['gray'])?.name).toBe('Slate');
    expect(matchingColourway(variants, ['purple', 'black'])?.name).toBe('Night');
  });

  it('shows the first colourway without a colour filter or when none matches', () => {
    expect(matchingColourway(variants)?.name).toBe('Ember');
    expect(matchingColourway(variants, ['brown'])?.name).toBe('Ember');
  });

  it('draws up to five dots and counts the rest', () => {
    const { dots, more } = colourDots(variants);
    expect(dots.map((variant) => variant.name)).toEqual(['Ember', 'Slate', 'Ash', 'Moss', 'Night']);
    expect(more).toBe(2);
    expect(colourDots(variants.slice(0, 3)).more).toBe(0);
  });
});
