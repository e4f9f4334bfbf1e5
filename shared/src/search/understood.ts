/**
 * What a query was understood as, in words a shopper reads (issue 40, items 5 and 6): a label
 * per constraint for its removable chip ('Grey', 'Carpet', 'Pet Friendly'), a description of
 * what was asked ('grey wool carpet'), the sentence that says what was relaxed when nothing
 * satisfied everything ('No grey wool carpet in Australia. Showing grey carpet and wool
 * carpet.'), and the product-list filters the understanding stands for.
 */
import { type FilterNames, filterLabel } from '../catalogue/listing';
import {
  PRODUCT_FILTER_KEYS,
  type ProductFilterKey,
  type ProductFilters,
} from '../catalogue/types';
import { type Region, regionSettings } from '../regions';
import { searchWords } from './reading';
import type { SearchFacet } from './vocabulary';

const capitalised = (phrase: string) =>
  phrase.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
  );

const isFilterKey = (facet: string): facet is ProductFilterKey =>
  (PRODUCT_FILTER_KEYS as readonly string[]).includes(facet);

/**
 * The label of an understood constraint: the catalogue's name of what it asks for ('lounge' is
 * 'Living Room', 'cheap' is 'Affordable', 'bathroom' is 'Waterproof'), or, where the values have
 * no one name (a colour family stands for many colours; 'vinyl' for two sub types), the words
 * read, capitalised ('Charcoal', 'Vinyl').
 */
export function understoodLabel(
  constraint: { facet: SearchFacet; values: readonly string[]; phrase: string },
  names: FilterNames = {},
): string {
  const { facet, values, phrase } = constraint;
  if (facet === 'colour' || values.length === 0) return capitalised(phrase);
  if (facet === 'collection') return values.join(', ');
  const labels = [
    ...new Set(
      values.map((value) =>
        facet === 'budget'
          ? filterLabel(facet, value).replace(/^\$+\s*/, '')
          : isFilterKey(facet)
            ? filterLabel(facet, value, names)
            : capitalised(value),
      ),
    ),
  ];
  return labels.length === 1 ? (labels[0] as string) : capitalised(phrase);
}

/** The order a description names things in: 'Floortex cheap grey pet friendly wool carpet'. */
const DESCRIPTION_ORDER: readonly (SearchFacet | 'text')[] = [
  'brand',
  'collection',
  'text',
  'budget',
  'colour',
  'feature',
  'rooms',
  'subType',
  'shape',
  'type',
];
/** Parts that name what the floor is; without one, a description ends in 'flooring'. */
const NOUNS: readonly (SearchFacet | 'text')[] = ['type', 'subType', 'shape', 'collection', 'text'];

/** A part of what was asked: an attribute's constraint or a word, as read. */
export interface AskedPart {
  facet: SearchFacet | 'text';
  phrase: string;
  position: number;
}

/** What was asked, in words: 'grey wool carpet', 'waterproof flooring'. */
export function describeAsked(parts: readonly AskedPart[]): string {
  const ordered = [...parts].sort(
    (a, b) =>
      DESCRIPTION_ORDER.indexOf(a.facet) - DESCRIPTION_ORDER.indexOf(b.facet) ||
      a.position - b.position,
  );
  const words = ordered.map((part) => part.phrase);
  if (!parts.some((part) => NOUNS.includes(part.facet))) words.push('flooring');
  return words.join(' ');
}

/** 'a', 'a and b', 'a, b and c'. */
const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The sentence that says what was relaxed: 'No grey wool carpet in Australia. Showing grey carpet
 * and wool carpet.'
 */
export function relaxationMessage(
  asked: readonly AskedPart[],
  showing: readonly (readonly AskedPart[])[],
  region: Region,
): string {
  return `No ${describeAsked(asked)} in ${regionSettings(region).label}. Showing ${listed(
    showing.map(describeAsked),
  )}.`;
}

/**
 * The product-list filters an understanding stands for, for 'See all in the product list': each
 * constraint on a product-list filter, with its values (a collection or a word of a name has no
 * such filter, and is left out).
 */
export function understoodFilters(
  understood: readonly { facet: string; values: readonly string[] }[],
): ProductFilters {
  const filters: ProductFilters = {};
  for (const { facet, values } of understood) {
    if (!isFilterKey(facet) || values.length === 0) continue;
    filters[facet] = [...new Set([...(filters[facet] ?? []), ...values])];
  }
  return filters;
}

/**
 * The query without the words an understood constraint was read from ('grey carpet' without
 * 'grey' is 'carpet'): what removing its chip searches for. Words are matched as search reads
 * them (case and accents aside); the rest of the query is kept as typed.
 */
export function withoutWords(query: string, words: string): string {
  const unwanted = searchWords(words, Infinity);
  const kept: string[] = [];
  for (const token of query.trim().split(/\s+/)) {
    const read = searchWords(token, Infinity);
    const at = read.length > 0 ? unwanted.indexOf(read[0] as string) : -1;
    if (read.length === 1 && at >= 0) {
      unwanted.splice(at, 1);
      continue;
    }
    kept.push(token);
  }
  return kept.join(' ');
}
