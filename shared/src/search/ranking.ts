/**
 * How search orders products (issue 40, item 4), as Meilisearch does: a short sequence of named
 * rules, each deciding only between products the rules before it found equal. Move a line to
 * change the order. The server measures each product against the query (a ProductMatch) and
 * sorts by rankKey, which packs the rules' keys into one number in this order.
 */

/** What the server found of one product against a query. */
export interface ProductMatch {
  /** How many of the query's constraints and words it satisfies. */
  satisfied: number;
  /**
   * When nothing satisfied them all: which relaxation it answers, 0 for the one that drops the
   * least telling (the last typed); 0 when nothing was relaxed.
   */
  relaxation: number;
  /** Its name or code is the whole query. */
  exact: boolean;
  /** Words it matched only as corrected spellings or unfinished prefixes. */
  typos: number;
  /** Words of the query found in its own name. */
  nameWords: number;
  /** The best attribute a word of the query was found in (ATTRIBUTES); none without words. */
  attribute: number;
  /** It has a colour the query names ('charcoal' finds the colour Charcoal, not only its family). */
  namedColour: boolean;
  /** 0 when its sub type is the very one a word names ('wool': Wool), 1 when it is another the word stands for (Wool Blend). */
  exactness: number;
  /** Its place in the catalogue's order (by name). */
  position: number;
}

/** Where a word of the query may be found in a product, most telling first. */
export const ATTRIBUTES = ['name', 'code', 'colour', 'collection', 'brand', 'none'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Words read beyond this count the same. */
const MOST_WORDS = 15;

export interface RankingRule {
  name: string;
  /** What it prefers, in words. */
  prefers: string;
  /** Lower comes first; a whole number below 2^bits. */
  key: (match: ProductMatch) => number;
  bits: number;
}

export const SEARCH_RANKING: readonly RankingRule[] = [
  {
    name: 'constraints',
    prefers: 'satisfying more of what the query asks',
    key: (match) => MOST_WORDS - Math.min(match.satisfied, MOST_WORDS),
    bits: 4,
  },
  {
    name: 'relaxation',
    prefers: 'what is left when the least telling constraint is dropped',
    key: (match) => Math.min(match.relaxation, 15),
    bits: 4,
  },
  {
    name: 'exact',
    prefers: 'the product whose whole name or code was typed',
    key: (match) => (match.exact ? 0 : 1),
    bits: 1,
  },
  {
    name: 'typo',
    prefers: 'fewer words matched only as corrected or unfinished',
    key: (match) => Math.min(match.typos, MOST_WORDS),
    bits: 4,
  },
  {
    name: 'words',
    prefers: 'more of the words in its own name',
    key: (match) => MOST_WORDS - Math.min(match.nameWords, MOST_WORDS),
    bits: 4,
  },
  {
    name: 'attribute',
    prefers: 'words found in the name, then the code, a colour, the collection, the brand',
    key: (match) => match.attribute,
    bits: 3,
  },
  {
    name: 'colour',
    prefers: 'having a colour the query names',
    key: (match) => (match.namedColour ? 0 : 1),
    bits: 1,
  },
  {
    name: 'exactness',
    prefers: 'the very sub type named over others the word stands for',
    key: (match) => Math.min(match.exactness, 3),
    bits: 2,
  },
  {
    name: 'order',
    prefers: "the catalogue's own order",
    key: (match) => match.position,
    bits: 24,
  },
];

/** One number per product whose order is the ranking's: smaller first. */
export function rankKey(match: ProductMatch, rules: readonly RankingRule[] = SEARCH_RANKING) {
  let key = 0;
  for (const rule of rules) {
    const span = 2 ** rule.bits;
    key = key * span + Math.max(0, Math.min(span - 1, Math.floor(rule.key(match))));
  }
  return key;
}
