import {
  editDistance,
  type Reading,
  readQuery,
  SEARCH_MAX_WORDS,
  searchDictionary,
  searchWords,
  singular,
} from './reading';
import { catalogueVocabulary, SEARCH_VOCABULARY } from './vocabulary';

/** A catalogue of a few products, with the vocabulary and its own rows. */
const dictionary = searchDictionary({
  vocabulary: [
    ...SEARCH_VOCABULARY,
    ...catalogueVocabulary({
      features: [
        { slug: 'pet-friendly', title: 'Pet Friendly' },
        { slug: 'waterproof', title: 'Waterproof' },
        { slug: 'red-list-free', title: 'Red List Free' },
      ],
      brands: [{ slug: 'floortex', name: 'Floortex' }],
      collections: ['Timber Tones Collection', 'Heritage Collection'],
    }),
  ],
  products: [
    {
      name: 'Coastal Twist',
      code: 'GH1001',
      others: ['Charcoal', 'Pebble', 'Heritage Collection'],
    },
    { name: 'Alpine Timber', code: 'GH1002', others: ['Blonde Oak', 'Timber Tones Collection'] },
    { name: 'Hawthorn Oak', code: 'GH1003', others: ['Walnut', 'Floortex'] },
  ],
  guideWords: ['underlay', 'installation'],
});

const read = (query: string) => readQuery(dictionary, query);
/** Each constraint as 'facet:value|value', its values sorted. */
const constraints = (reading: Reading) =>
  reading.constraints.map(({ facet, values }) => `${facet}:${[...values].sort().join('|')}`);

describe('reading a query into the catalogue’s terms', () => {
  it('reads grey carpet as the gray colour family and carpet', () => {
    expect(constraints(read('grey carpet'))).toEqual(['colour:gray', 'type:CPT']);
  });

  it('reads grey and gray alike', () => {
    expect(constraints(read('gray carpet'))).toEqual(constraints(read('grey carpet')));
  });

  it('leaves out words that carry no constraint: for, the, my, flooring, floors, colours', () => {
    const reading = read('the carpet colours for my floors');
    expect(constraints(reading)).toEqual(['type:CPT']);
    expect(reading.text).toEqual([]);
    expect(reading.ignored).toEqual([]);
  });

  it('reads the longest phrase first: pet friendly, new zealand wool, luxury vinyl plank', () => {
    expect(constraints(read('pet friendly carpet'))).toEqual(['feature:pet-friendly', 'type:CPT']);
    expect(constraints(read('new zealand wool'))).toEqual(['subType:nz_wool_cpt_na|wool_cpt']);
    expect(constraints(read('luxury vinyl plank'))).toEqual(['subType:vinyl_plank_hf']);
  });

  it('reads a room the catalogue does not tag through the feature it needs: bathroom → waterproof', () => {
    expect(constraints(read('bathroom flooring'))).toEqual(['feature:waterproof']);
    expect(constraints(read('flooring for dogs'))).toEqual(['feature:pet-friendly']);
  });

  it('reads timber, wood and floorboards as engineered timber', () => {
    for (const query of ['timber', 'wood flooring', 'floorboards']) {
      expect(constraints(read(query))).toEqual(['subType:engineered_timber_hf']);
    }
  });

  it('reads a collection by its name without Collection, when two words or more remain', () => {
    expect(constraints(read('timber tones'))).toEqual(['collection:Timber Tones Collection']);
    expect(constraints(read('heritage collection'))).toEqual(['collection:Heritage Collection']);
    expect(read('heritage').constraints).toEqual([]);
    expect(read('heritage').text.map((word) => word.phrase)).toEqual(['heritage']);
  });

  it('reads plurals and possessives: carpets, kids’ room', () => {
    expect(constraints(read('carpets'))).toEqual(['type:CPT']);
    expect(constraints(read("kids' room carpet"))).toEqual(['rooms:bedroom', 'type:CPT']);
    expect(constraints(read("kid's room"))).toEqual(['rooms:bedroom']);
  });

  it('reads a phrase typed in the plural as the vocabulary’s singular: hard floors, living rooms', () => {
    expect(constraints(read('hard floors'))).toEqual(['type:HF']);
    expect(constraints(read('living rooms'))).toEqual(constraints(read('living room')));
  });

  it('pools values of one attribute, and adds features up', () => {
    expect(constraints(read('grey or charcoal carpet'))).toEqual(['colour:black|gray', 'type:CPT']);
    expect(constraints(read('pet friendly waterproof'))).toEqual([
      'feature:pet-friendly',
      'feature:waterproof',
    ]);
  });

  it('reads a shade of a colour as that colour: light grey is grey', () => {
    expect(constraints(read('light grey carpet'))).toEqual(['colour:gray', 'type:CPT']);
  });
});

describe('spelling, as Algolia’s defaults at least', () => {
  it('corrects one typo from 4 letters, in vocabulary words too: carpt, frendly', () => {
    expect(constraints(read('grey carpt'))).toEqual(['colour:gray', 'type:CPT']);
    expect(read('grey carpt').corrected).toEqual([{ typed: 'carpt', read: 'carpet' }]);
    expect(constraints(read('pet frendly carpet'))).toEqual(['feature:pet-friendly', 'type:CPT']);
  });

  it('corrects two typos from 8 letters: polyestre → polyester, hawthrone → hawthorn', () => {
    expect(constraints(read('polystre carpet'))).toEqual(['subType:polyester_cpt', 'type:CPT']);
    expect(read('hawthrone').text.map((word) => word.terms)).toEqual([['hawthorn']]);
  });

  it('does not correct a 4-letter word by two typos', () => {
    expect(read('wxxl').ignored).toEqual(['wxxl']);
  });

  it('corrects a 3-letter word that matches nothing against the vocabulary only: wol → wool', () => {
    expect(constraints(read('wol carpet'))).toEqual([
      'subType:nz_wool_cpt_na|wool_blend_na|wool_cpt|wool_cpt_na',
      'type:CPT',
    ]);
  });

  it('reads a vocabulary word typed with its vowels mixed up: vynil → vinyl', () => {
    expect(constraints(read('vynil'))).toEqual(['subType:vinyl_plank_hf|vinyl_sheet_hf']);
  });

  it('completes the word being typed: laminat → laminate, hawt → Hawthorn', () => {
    expect(constraints(read('laminat'))).toEqual(['subType:laminate_hf']);
    expect(read('hawt').text).toEqual([
      { phrase: 'hawt', typed: 'hawt', position: 0, terms: [], prefix: 'hawt' },
    ]);
  });

  it('measures a swap of neighbouring letters as one edit', () => {
    expect(editDistance('charcaol', 'charcoal')).toBe(1);
    expect(editDistance('vynil', 'vinyl')).toBe(2);
    expect(editDistance('kitten', 'sitting', 2)).toBe(2);
  });
});

describe('names, codes and words the catalogue does not know', () => {
  it('reads words standing together in a product name as that name: alpine timber', () => {
    const reading = read('alpine timber');
    expect(reading.constraints).toEqual([]);
    expect(reading.text.map((word) => word.phrase)).toEqual(['alpine', 'timber']);
  });

  it('reads a word of a name beside vocabulary as text: light oak', () => {
    const reading = read('light oak');
    expect(constraints(reading)).toEqual(['colour:orange|yellow']);
    expect(reading.text.map((word) => word.phrase)).toEqual(['oak']);
  });

  it('knows a whole product name or code, even misspelt', () => {
    expect(read('Coastal Twist').exactName).toBe('coastal twist');
    expect(read('coatsal twist').exactName).toBe('coastal twist');
    expect(read('GH1002').exactName).toBe('gh1002');
    expect(read('coastal').exactName).toBeNull();
  });

  it('leaves out words that mean nothing, and says so', () => {
    const reading = read('zzqq carpet');
    expect(constraints(reading)).toEqual(['type:CPT']);
    expect(reading.ignored).toEqual(['zzqq']);
  });

  it('keeps words only the guides know for the guides', () => {
    const reading = read('underlay');
    expect(reading.constraints).toEqual([]);
    expect(reading.text).toEqual([]);
    expect(reading.guideOnly).toEqual(['underlay']);
  });

  it('reads operators and punctuation as words or nothing: no syntax to break', () => {
    expect(constraints(read('"grey" AND -carpet* OR NEAR(wool) ^'))).toEqual([
      'colour:gray',
      'type:CPT',
      'subType:nz_wool_cpt_na|wool_blend_na|wool_cpt|wool_cpt_na',
    ]);
    expect(read('*^-()"').constraints).toEqual([]);
  });
});

describe('words of a text', () => {
  it(`reads at most ${SEARCH_MAX_WORDS} words, however long the text`, () => {
    expect(searchWords('grey '.repeat(2000))).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('drops accents, case, emoji and control characters', () => {
    expect(searchWords('Chárcoal 🐶 Carpet\u0000\u0007')).toEqual(['charcoal', 'carpet']);
  });

  it('reads plurals as their singular', () => {
    expect(['carpets', 'hallways', 'ladies', 'glass'].map(singular)).toEqual([
      'carpet',
      'hallway',
      'lady',
      'glass',
    ]);
  });
});
