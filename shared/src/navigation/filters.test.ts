import {
  BUDGETS,
  CARPET_SUBTYPE_CODES,
  CARPET_SUBTYPES,
  COLOUR_FAMILIES,
  COLOUR_SHORTCUTS,
  HARD_FLOORING_SUBTYPE_CODES,
  HARD_FLOORING_SUBTYPES,
  isSubType,
  productListPath,
  SUBTYPE_LABELS,
  subTypeLabel,
} from '.';

describe('carpet colour shortcuts', () => {
  it('maps Light to orange+yellow, Grey to gray, Dark to black+purple and Natural to brown+green', () => {
    expect(COLOUR_SHORTCUTS.CPT).toEqual([
      { label: 'Light', colours: ['orange', 'yellow'] },
      { label: 'Grey', colours: ['gray'] },
      { label: 'Dark', colours: ['black', 'purple'] },
      { label: 'Natural', colours: ['brown', 'green'] },
    ]);
  });
});

describe('hard-flooring colour shortcuts', () => {
  it('maps Light to orange+yellow, Natural to brown+green, Grey to gray and Dark to purple+black', () => {
    expect(COLOUR_SHORTCUTS.HF).toEqual([
      { label: 'Light', colours: ['orange', 'yellow'] },
      { label: 'Natural', colours: ['brown', 'green'] },
      { label: 'Grey', colours: ['gray'] },
      { label: 'Dark', colours: ['purple', 'black'] },
    ]);
  });

  it('uses only the colour families the catalogue tags variants with', () => {
    const used = Object.values(COLOUR_SHORTCUTS).flatMap((shortcuts) =>
      shortcuts.flatMap((shortcut) => shortcut.colours),
    );
    expect(new Set(used)).toEqual(new Set(COLOUR_FAMILIES));
  });
});

describe('budgets', () => {
  it('offers affordable ($), mid-range ($$) and premium ($$$)', () => {
    expect(BUDGETS.map(({ value, symbol }) => [value, symbol])).toEqual([
      ['affordable', '$'],
      ['mid-range', '$$'],
      ['premium', '$$$'],
    ]);
  });
});

describe('carpet fibre subtypes per region', () => {
  it.each([
    {
      name: 'lists wool, triexta, duratuft and solution-dyed nylon in au',
      region: 'au',
      fibres: ['wool_cpt', 'triexta_cpt', 'duratuft_cpt', 'solution_dyed_nylon_cpt'],
    },
    {
      name: 'lists wool, triexta, polyester and solution-dyed nylon in nz',
      region: 'nz',
      fibres: ['wool_cpt', 'triexta_cpt', 'polyester_cpt', 'solution_dyed_nylon_cpt'],
    },
    {
      name: 'lists the six na fibres in na',
      region: 'na',
      fibres: [
        'wool_cpt_na',
        'wool_blend_na',
        'nz_wool_cpt_na',
        'smartstrand',
        'everlux_nylon_cpt',
        'smartstrand_silk',
      ],
    },
  ] as const)('$name', ({ region, fibres }) => {
    expect(CARPET_SUBTYPES[region]).toEqual(fibres);
  });
});

describe('hard-flooring subtypes per region', () => {
  const common = ['engineered_timber_hf', 'hybrid_hf', 'laminate_hf', 'vinyl_plank_hf'];

  it('lists timber, hybrid, laminate and vinyl plank in au', () => {
    expect(HARD_FLOORING_SUBTYPES.au).toEqual(common);
  });

  it('adds vinyl sheet in nz only', () => {
    expect(HARD_FLOORING_SUBTYPES.nz).toEqual([...common, 'vinyl_sheet_hf']);
    expect(HARD_FLOORING_SUBTYPES.au).not.toContain('vinyl_sheet_hf');
  });

  it('lists none for na', () => {
    expect(HARD_FLOORING_SUBTYPES.na).toEqual([]);
  });
});

describe('subtype labels', () => {
  it('gives every subtype code a human label', () => {
    for (const code of [...CARPET_SUBTYPE_CODES, ...HARD_FLOORING_SUBTYPE_CODES]) {
      expect(SUBTYPE_LABELS[code]).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
  });

  it('labels wool_cpt Wool and smartstrand_silk SmartStrand Silk', () => {
    expect(subTypeLabel('wool_cpt')).toBe('Wool');
    expect(subTypeLabel('smartstrand_silk')).toBe('SmartStrand Silk');
    expect(subTypeLabel('nz_wool_cpt_na')).toBe('New Zealand Wool');
    expect(subTypeLabel('vinyl_sheet_hf')).toBe('Vinyl Sheet');
  });

  it('reads an unknown subtype code as words without its type suffix', () => {
    expect(isSubType('cork_hf')).toBe(false);
    expect(subTypeLabel('cork_hf')).toBe('Cork');
    expect(subTypeLabel('loop_pile_cpt')).toBe('Loop Pile');
  });

  it('does not treat inherited object keys as subtype codes', () => {
    expect(isSubType('toString')).toBe(false);
  });
});

describe('product-list links', () => {
  it('links to the bare product list without filters', () => {
    expect(productListPath()).toBe('/products');
  });

  it('sets the type as CPT or HF', () => {
    expect(productListPath({ type: 'CPT' })).toBe('/products?type=CPT');
    expect(productListPath({ type: 'HF' })).toBe('/products?type=HF');
  });

  it('repeats the colour parameter once per colour', () => {
    expect(productListPath({ type: 'CPT', colour: ['black', 'purple'] })).toBe(
      '/products?type=CPT&colour=black&colour=purple',
    );
  });

  it('sets subType and budget', () => {
    expect(productListPath({ type: 'HF', subType: 'hybrid_hf' })).toBe(
      '/products?type=HF&subType=hybrid_hf',
    );
    expect(productListPath({ type: 'CPT', budget: 'mid-range' })).toBe(
      '/products?type=CPT&budget=mid-range',
    );
  });

  it('encodes values that need escaping', () => {
    expect(productListPath({ subType: 'a&b c' })).toBe('/products?subType=a%26b+c');
  });
});
