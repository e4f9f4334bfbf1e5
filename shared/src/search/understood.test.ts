import {
  describeAsked,
  relaxationMessage,
  understoodFilters,
  understoodLabel,
  withoutWords,
} from './understood';

const names = {
  features: [{ slug: 'waterproof', title: 'Waterproof' }],
  brands: [{ slug: 'floortex', name: 'Floortex' }],
};

describe('what a query was understood as', () => {
  it("labels a constraint with the catalogue's name of what it asks for", () => {
    const label = (
      facet: Parameters<typeof understoodLabel>[0]['facet'],
      values: string[],
      phrase: string,
    ) => understoodLabel({ facet, values, phrase }, names);
    expect(label('type', ['CPT'], 'carpet')).toBe('Carpet');
    expect(label('rooms', ['living-room'], 'lounge')).toBe('Living Room');
    expect(label('budget', ['affordable'], 'cheap')).toBe('Affordable');
    expect(label('feature', ['waterproof'], 'bathroom')).toBe('Waterproof');
    expect(label('brand', ['floortex'], 'floortex')).toBe('Floortex');
    expect(label('subType', ['engineered_timber_hf'], 'floorboards')).toBe('Engineered Timber');
  });

  it('labels a colour, and values with no one name, by the words read', () => {
    const label = (
      facet: Parameters<typeof understoodLabel>[0]['facet'],
      values: string[],
      phrase: string,
    ) => understoodLabel({ facet, values, phrase }, names);
    expect(label('colour', ['black'], 'charcoal')).toBe('Charcoal');
    expect(label('colour', ['gray'], 'grey')).toBe('Grey');
    expect(label('subType', ['vinyl_plank_hf', 'vinyl_sheet_hf'], 'vinyl')).toBe('Vinyl');
    expect(label('colour', [], 'navy blue')).toBe('Navy Blue');
  });

  it('says what was relaxed: No grey wool carpet in Australia. Showing grey carpet and wool carpet.', () => {
    const grey = { facet: 'colour', phrase: 'grey', position: 0 } as const;
    const wool = { facet: 'subType', phrase: 'wool', position: 1 } as const;
    const carpet = { facet: 'type', phrase: 'carpet', position: 2 } as const;
    expect(
      relaxationMessage(
        [grey, wool, carpet],
        [
          [grey, carpet],
          [wool, carpet],
        ],
        'au',
      ),
    ).toBe('No grey wool carpet in Australia. Showing grey carpet and wool carpet.');
  });

  it('describes what was asked in the order a shopper says it, ending in flooring without a noun', () => {
    expect(
      describeAsked([
        { facet: 'type', phrase: 'carpet', position: 0 },
        { facet: 'feature', phrase: 'pet friendly', position: 1 },
        { facet: 'budget', phrase: 'cheap', position: 2 },
      ]),
    ).toBe('cheap pet friendly carpet');
    expect(describeAsked([{ facet: 'feature', phrase: 'waterproof', position: 0 }])).toBe(
      'waterproof flooring',
    );
  });

  it('stands for the product-list filters it understood, leaving out a collection', () => {
    expect(
      understoodFilters([
        { facet: 'type', values: ['CPT'] },
        { facet: 'colour', values: ['gray'] },
        { facet: 'colour', values: ['black', 'gray'] },
        { facet: 'collection', values: ['Heritage Collection'] },
        { facet: 'colour', values: [] },
      ]),
    ).toEqual({ type: ['CPT'], colour: ['gray', 'black'] });
  });
});

describe('removing what was understood', () => {
  it('takes the words of one constraint out of the query, keeping the rest as typed', () => {
    expect(withoutWords('Grey wool carpet', 'grey')).toBe('wool carpet');
    expect(withoutWords('pet friendly carpet for the lounge', 'pet friendly')).toBe(
      'carpet for the lounge',
    );
    expect(withoutWords('grey carpt', 'carpt')).toBe('grey');
    expect(withoutWords('"grey" carpet', 'grey')).toBe('carpet');
    expect(withoutWords('grey carpet', 'wool')).toBe('grey carpet');
  });
});
