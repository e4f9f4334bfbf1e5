import { type ProductMatch, type RankingRule, rankKey, SEARCH_RANKING } from './ranking';

const match = (overrides: Partial<ProductMatch> = {}): ProductMatch => ({
  satisfied: 2,
  relaxation: 0,
  exact: false,
  typos: 0,
  nameWords: 0,
  attribute: 5,
  namedColour: false,
  exactness: 0,
  position: 10,
  ...overrides,
});

const first = (a: ProductMatch, b: ProductMatch, rules?: readonly RankingRule[]) =>
  rankKey(a, rules) < rankKey(b, rules) ? 'a' : 'b';

describe('the ranking, a named sequence of rules', () => {
  it('is, in order: constraints, relaxation, exact, typo, words, attribute, colour, exactness, order', () => {
    expect(SEARCH_RANKING.map((rule) => rule.name)).toEqual([
      'constraints',
      'relaxation',
      'exact',
      'typo',
      'words',
      'attribute',
      'colour',
      'exactness',
      'order',
    ]);
  });

  it('puts a product satisfying more of the query first, whatever the rules after', () => {
    expect(first(match({ satisfied: 3, position: 900 }), match({ exact: true, position: 1 }))).toBe(
      'a',
    );
  });

  it('puts the product whose whole name was typed first among equals', () => {
    expect(first(match({ position: 50, exact: true }), match({ nameWords: 3 }))).toBe('a');
  });

  it("puts words found in a product's name before words found in its colours", () => {
    expect(first(match({ attribute: 0, position: 9 }), match({ attribute: 2, position: 1 }))).toBe(
      'a',
    );
  });

  it('puts the very sub type named before others the word stands for: Wool before Wool Blend', () => {
    expect(first(match({ exactness: 0, position: 9 }), match({ exactness: 1, position: 1 }))).toBe(
      'a',
    );
  });

  it("falls back on the catalogue's order", () => {
    expect(first(match({ position: 1 }), match({ position: 2 }))).toBe('a');
  });

  it('follows the order of its rules: moving a line changes the ranking', () => {
    const exactFirst = [...SEARCH_RANKING].sort((a, b) =>
      a.name === 'exact' ? -1 : b.name === 'exact' ? 1 : 0,
    );
    const named = match({ exact: true });
    const fuller = match({ satisfied: 3 });
    expect(first(named, fuller)).toBe('b');
    expect(first(named, fuller, exactFirst)).toBe('a');
  });
});
