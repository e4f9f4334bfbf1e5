import { PRODUCT_LIST_TYPES } from '../catalogue/types';
import { BUDGET_VALUES, COLOUR_FAMILIES, SUBTYPE_LABELS } from '../navigation/filters';
import { INSPIRATION_ROOMS } from '../navigation/menus';
import {
  catalogueVocabulary,
  isFamilyWord,
  phraseOf,
  SEARCH_VOCABULARY,
  UNTAGGED_USES,
} from './vocabulary';

const ROOM_SLUGS = INSPIRATION_ROOMS.map((room) => room.href.split('/').pop());
/** The values each attribute takes in the catalogue (features are checked against its data). */
const KNOWN: Record<string, readonly unknown[]> = {
  type: PRODUCT_LIST_TYPES,
  subType: Object.keys(SUBTYPE_LABELS),
  colour: COLOUR_FAMILIES,
  rooms: ROOM_SLUGS,
  budget: BUDGET_VALUES,
  shape: ['plank', 'tile', 'sheet', 'broadloom'],
};

describe('the shoppers’ vocabulary', () => {
  it('names only values the product-list filters take', () => {
    for (const { phrase, means } of SEARCH_VOCABULARY) {
      for (const [facet, values] of Object.entries(means)) {
        const known = KNOWN[facet];
        for (const value of values ?? []) {
          expect({
            phrase,
            facet,
            value,
            known: known ? known.includes(value) : /^[a-z-]+$/.test(value),
          }).toEqual({
            phrase,
            facet,
            value,
            known: true,
          });
        }
      }
    }
  });

  it('writes every phrase as a query reads it: lower case, single spaces, no punctuation', () => {
    for (const { phrase } of SEARCH_VOCABULARY) expect(phraseOf(phrase)).toBe(phrase);
  });

  it("holds the catalogue's own words: its sub types, colour families and shortcuts, budgets and rooms", () => {
    const meaning = (phrase: string) =>
      SEARCH_VOCABULARY.filter((row) => row.phrase === phrase).flatMap((row) =>
        Object.entries(row.means).flatMap(([facet, values]) =>
          (values ?? []).map((value) => `${facet}:${value}`),
        ),
      );
    expect(meaning('engineered timber')).toEqual(['subType:engineered_timber_hf']);
    expect(meaning('smartstrand')).toEqual(['subType:smartstrand', 'subType:smartstrand_silk']);
    expect(meaning('gray')).toEqual(['colour:gray']);
    expect(meaning('dark')).toEqual(['colour:black', 'colour:purple']);
    expect(meaning('mid range')).toEqual(['budget:mid-range']);
    expect(meaning('living room')).toEqual(['rooms:living-room']);
    expect(meaning('hard flooring')).toEqual(['type:HF']);
  });

  it('reads rooms the catalogue does not tag through the features they need', () => {
    for (const { means } of UNTAGGED_USES) expect(Object.keys(means)).toEqual(['feature']);
    expect(UNTAGGED_USES.find((row) => row.phrase === 'bathroom')?.means).toEqual({
      feature: ['waterproof'],
    });
  });

  it('knows family and shortcut words from the names of colours', () => {
    expect(['grey', 'gray', 'dark', 'natural', 'brown'].map(isFamilyWord)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['charcoal', 'cream'].map(isFamilyWord)).toEqual([false, false]);
  });
});

describe("the catalogue data's words", () => {
  const rows = catalogueVocabulary({
    features: [{ slug: 'pet-friendly', title: 'Pet Friendly' }],
    brands: [{ slug: 'gh-residential', name: 'GH Residential' }],
    collections: ['Timber Tones Collection', 'Heritage Collection', 'Signature Series'],
  });
  const phrases = rows.map((row) => row.phrase);

  it('reads a feature by its title and a brand by its name', () => {
    expect(rows).toEqual(
      expect.arrayContaining([
        { phrase: 'pet friendly', means: { feature: ['pet-friendly'] } },
        { phrase: 'gh residential', means: { brand: ['gh-residential'] } },
      ]),
    );
  });

  it('reads a collection by its name, and without Collection when two words or more remain', () => {
    expect(phrases).toEqual(
      expect.arrayContaining([
        'timber tones collection',
        'timber tones',
        'heritage collection',
        'signature series',
      ]),
    );
    expect(phrases).not.toContain('heritage');
    expect(phrases).not.toContain('signature');
  });
});
