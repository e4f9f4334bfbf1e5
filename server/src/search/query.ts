/**
 * Site search (SPEC.md sections 2.8 and 7; issue 40): a query read into the catalogue's own terms
 * (@gh/shared/search readQuery: the vocabulary's constraints, the words left to find), answered
 * from the search index (search-index.ts) of one site and region.
 *
 * Products that satisfy every constraint and word are the answer, ordered by the ranking
 * (SEARCH_RANKING). When none does, the least telling are dropped: the answer is the products
 * that satisfy the most, and the reply says what was relaxed ('No grey wool carpet in Australia.
 * Showing grey carpet and wool carpet.'), the relaxation that drops the last typed listed first,
 * as Algolia removes the last words first. The results page's filters (type, colour, fibre,
 * feature, room, budget) always hold, and are counted each under the others.
 */
import { type ProductFilters, parseProductListQuery } from '@gh/shared/catalogue';
import type { Region } from '@gh/shared/regions';
import {
  type AskedPart,
  ATTRIBUTES,
  completions,
  describeAsked,
  isFamilyWord,
  type ProductMatch,
  type Reading,
  rankKey,
  readQuery,
  relaxationMessage,
  SEARCH_FILTERS,
  type SearchFacet,
  type SearchFilter,
  type SearchReply,
  type SearchReplyItem,
  type SearchSort,
  singular,
  understoodLabel,
} from '@gh/shared/search';
import type { Db } from '../db';
import {
  facetKey,
  type IndexedEntry,
  type IndexedProduct,
  type IndexedVariant,
  type SearchIndex,
  scopeToken,
  searchIndex,
} from './search-index';

/** Most items one group of the reply holds unless asked for more: enough for a dropdown. */
export const SEARCH_GROUP_LIMIT = 10;

export interface SearchRequest {
  query: string;
  website: string;
  region: Region;
  /** Items a group holds (products: a page of them). */
  limit?: number;
  /** Products to skip: the results page's 'Load more'. */
  offset?: number;
  sort?: SearchSort;
  /** 'card': products carry what their card shows, and the reply counts each filter value. */
  view?: 'card';
  /** The results page's filters, each a list of alternatives. */
  filters?: ProductFilters;
}

const NOWHERE = ATTRIBUTES.indexOf('none');
const NAME = ATTRIBUTES.indexOf('name');

/**
 * One thing the query asks: a constraint of the vocabulary (an attribute and the values that
 * satisfy it) or a word to find (its exact terms, and a prefix for the word still being typed).
 */
interface Part {
  asked: AskedPart;
  facet?: SearchFacet;
  values?: readonly string[];
  terms: readonly string[];
  prefix?: string;
  /** A word found only as corrected or unfinished. */
  loose: boolean;
}

function partsOf(reading: Reading): Part[] {
  const parts: Part[] = reading.constraints.map((constraint) => ({
    asked: { facet: constraint.facet, phrase: constraint.phrase, position: constraint.position },
    facet: constraint.facet,
    values: constraint.values,
    terms: [],
    loose: false,
  }));
  for (const word of reading.text) {
    parts.push({
      asked: { facet: 'text', phrase: word.phrase, position: word.position },
      terms: word.terms,
      prefix: word.prefix,
      loose:
        word.prefix !== undefined ||
        (word.phrase !== word.typed && word.phrase !== singular(word.typed)),
    });
  }
  return parts;
}

/** The results page's filters of a request, in the facets' own values ('grey' is 'gray'). */
function requestFilters(filters: ProductFilters = {}): [SearchFilter, string[]][] {
  const parsed = parseProductListQuery(filters as Record<string, string[]>);
  return SEARCH_FILTERS.flatMap((key): [SearchFilter, string[]][] => {
    const values = parsed[key];
    if (!values?.length) return [];
    return [
      [key, key === 'colour' ? values.map((value) => value.replace(/^grey$/, 'gray')) : values],
    ];
  });
}

interface Candidate {
  product: IndexedProduct;
  /** Bit i set: part i is satisfied. */
  mask: number;
  satisfied: number;
  /** The filter it fails (it is counted under that filter only), or null when it fails none. */
  failed: SearchFilter | null;
  /** Best attribute over its words, words in its name, loose words. */
  attribute: number;
  nameWords: number;
  loose: number;
  /** A colour of it is named by a word of the query. */
  namesColour: boolean;
  /** Its rank key (SEARCH_RANKING), once the answer is known. */
  key: number;
}

/**
 * Arrays by product place that a query fills, kept with the index and reused by every query: a
 * query runs to its end before the next begins, and arrays made afresh for each (tens of
 * kilobytes outside the heap) made the collector sweep the whole index every few queries.
 */
interface Scratch {
  mask: Int32Array;
  named: Uint8Array;
  /** The i-th array of bytes, one byte per product. */
  bytes(at: number): Uint8Array;
}

const scratches = new WeakMap<SearchIndex, Scratch>();

function scratchOf(index: SearchIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const size = index.all.length;
    const bytes: Uint8Array[] = [];
    scratch = {
      mask: new Int32Array(size),
      named: new Uint8Array(size),
      bytes: (at) => {
        bytes[at] ??= new Uint8Array(size);
        return bytes[at];
      },
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** Set bits of a mask. */
const bitCount = (mask: number) => {
  let count = 0;
  for (let bits = mask; bits; bits &= bits - 1) count++;
  return count;
};

const NONE = new Int32Array(0);

/** Sets the byte of every place listed. */
function markAll(bytes: Uint8Array, places: Int32Array | undefined) {
  if (!places) return;
  for (let k = 0; k < places.length; k++) bytes[places[k] as number] = 1;
}

/** Words an unfinished word may become, at most: enough for any word but the first letters of codes. */
const MOST_COMPLETIONS = 200;
const NOT_FOUND = 255;

/**
 * Products of one site and region against the query's parts, read from the index's postings (the
 * products of each attribute value and word) into arrays by place, then walked once. Products
 * failing two filters or more are left out (a count drops only its own filter), and with parts to
 * satisfy, those satisfying none.
 */
function candidatesOf(
  index: SearchIndex,
  scope: string,
  parts: readonly Part[],
  filters: [SearchFilter, string[]][],
): Candidate[] {
  const scratch = scratchOf(index);
  const mask = scratch.mask.fill(0);
  const named = scratch.named.fill(0);
  const wordAttributes: Uint8Array[] = [];
  parts.forEach((part, at) => {
    const bit = 1 << at;
    if (part.facet !== undefined) {
      for (const value of part.values ?? []) {
        const postings = index.facetPostings.get(facetKey(part.facet, value)) ?? NONE;
        for (let k = 0; k < postings.length; k++) {
          const place = postings[k] as number;
          mask[place] = (mask[place] as number) | bit;
        }
      }
      // A colour word names the colours called by it: 'charcoal', the colour Charcoal.
      if (part.facet === 'colour' && !isFamilyWord(part.asked.phrase)) {
        for (const word of part.asked.phrase.split(' ')) {
          markAll(named, index.colourPostings.get(word));
        }
      }
      return;
    }
    const attributes = scratch.bytes(at).fill(NOT_FOUND);
    wordAttributes[at] = attributes;
    const terms = part.prefix
      ? [
          ...new Set([
            ...part.terms,
            ...completions(index.dictionary.sortedTerms, part.prefix, MOST_COMPLETIONS),
          ]),
        ]
      : part.terms;
    for (const term of terms) {
      const postings = index.wordPostings.get(term);
      if (postings) {
        const { places, attributes: found } = postings;
        for (let k = 0; k < places.length; k++) {
          const place = places[k] as number;
          mask[place] = (mask[place] as number) | bit;
          if ((found[k] as number) < (attributes[place] as number))
            attributes[place] = found[k] as number;
        }
      }
      markAll(named, index.colourPostings.get(term));
    }
  });
  const passes = filters.map(([facet, values], at) => {
    const marked = scratch.bytes(parts.length + at).fill(0);
    for (const value of values) {
      markAll(marked, index.facetPostings.get(facetKey(facet, value)));
    }
    return marked;
  });

  // Plain loops from here: this runs once per product of the site and region, and a closure
  // made per product cost megabytes of garbage a query.
  const candidates: Candidate[] = [];
  const places = index.scopes.get(scope) ?? new Int32Array(0);
  for (let at = 0; at < places.length; at++) {
    const place = places[at] as number;
    let failed: SearchFilter | null = null;
    let failures = 0;
    for (let filter = 0; filter < filters.length; filter++) {
      if ((passes[filter] as Uint8Array)[place]) continue;
      failed = (filters[filter] as [SearchFilter, string[]])[0];
      failures += 1;
    }
    if (failures > 1) continue;
    const bits = mask[place] as number;
    if (bits === 0 && parts.length > 0) continue;
    let attribute = NOWHERE;
    let nameWords = 0;
    let loose = 0;
    for (let part = 0; part < parts.length; part++) {
      const found = wordAttributes[part]?.[place];
      if (found === undefined || found === NOT_FOUND) continue;
      if (found < attribute) attribute = found;
      if (found === NAME) nameWords += 1;
      if ((parts[part] as Part).loose) loose += 1;
    }
    candidates.push({
      product: index.all[place] as IndexedProduct,
      mask: bits,
      satisfied: bitCount(bits),
      failed,
      attribute,
      nameWords,
      loose,
      namesColour: named[place] === 1,
      key: 0,
    });
  }
  return candidates;
}

/**
 * The products answering the query among those passing the filters: all of them when it asks
 * nothing (only words like 'flooring'), none when it asks nothing the catalogue knows ('zzqq',
 * 'underlay'), else those satisfying the most of what it asks (every part, unless relaxed).
 */
function answerLevel(candidates: readonly Candidate[], parts: readonly Part[], reading: Reading) {
  if (parts.length === 0) {
    const onlyGeneralWords =
      reading.noConstraint.length > 0 &&
      reading.ignored.length === 0 &&
      reading.guideOnly.length === 0;
    return onlyGeneralWords ? 0 : Infinity;
  }
  let most = 0;
  for (const candidate of candidates) most = Math.max(most, candidate.satisfied);
  return most === 0 ? Infinity : most;
}

/** The relaxations among the answer: the parts each keeps, the one dropping the last typed first. */
function relaxations(answer: readonly Candidate[], parts: readonly Part[]): number[] {
  const masks = [...new Set(answer.map((candidate) => candidate.mask))];
  const dropped = (mask: number) =>
    parts
      .map((part, index) => ((mask >> index) & 1 ? -1 : part.asked.position))
      .filter((position) => position >= 0)
      .sort((a, b) => b - a);
  return masks.sort((a, b) => {
    const [x, y] = [dropped(a), dropped(b)];
    for (let at = 0; at < Math.min(x.length, y.length); at++) {
      if (x[at] !== y[at]) return (y[at] as number) - (x[at] as number);
    }
    return x.length - y.length;
  });
}

/**
 * The colours a query names and asks for: the words that name a colour (a word to find, or a
 * colour word of the vocabulary: 'charcoal' names the colour Charcoal) and the families asked for.
 */
interface ColourNaming {
  terms: ReadonlySet<string>;
  prefixes: readonly string[];
  families: ReadonlySet<string>;
}

function colourNaming(parts: readonly Part[]): ColourNaming {
  const terms = new Set<string>();
  const prefixes: string[] = [];
  const families = new Set<string>();
  for (const part of parts) {
    if (part.facet === undefined) {
      for (const term of part.terms) terms.add(term);
      if (part.prefix !== undefined) prefixes.push(part.prefix);
    } else if (part.facet === 'colour') {
      if (!isFamilyWord(part.asked.phrase)) {
        for (const word of part.asked.phrase.split(' ')) terms.add(word);
      }
      for (const family of part.values ?? []) families.add(family);
    }
  }
  return { terms, prefixes, families };
}

const isNamed = (variant: IndexedVariant, naming: ColourNaming) =>
  variant.words.some(
    (word) => naming.terms.has(word) || naming.prefixes.some((prefix) => word.startsWith(prefix)),
  );

/** A product's colours the query names, then those of the families it asks for. */
function wantedColours(product: IndexedProduct, naming: ColourNaming): IndexedVariant[] {
  const named = product.variants.filter((variant) => isNamed(variant, naming));
  const ofFamily = product.variants.filter(
    (variant) => naming.families.has(variant.family) && !named.includes(variant),
  );
  return [...named, ...ofFamily];
}

/** A product as a result; its image is the first colour the query wants, if any. */
function productItem(
  product: IndexedProduct,
  naming: ColourNaming,
  card: boolean,
): SearchReplyItem {
  const colour = wantedColours(product, naming)[0];
  return {
    ...product.item,
    ...(colour
      ? {
          publicId: colour.item.publicId,
          matchedColour: {
            name: colour.name,
            slug: colour.slug,
            globalItemId: colour.item.globalItemId as string,
          },
        }
      : {}),
    ...(card ? { ...product.card, variants: product.variants.map((variant) => variant.card) } : {}),
  };
}

/** The colours the query named or asked for, among the answer's first products: one each, then more. */
function colourItems(
  ranked: readonly Candidate[],
  reading: Reading,
  naming: ColourNaming,
  limit: number,
) {
  const wanted = ranked.slice(0, limit * 4).map((candidate) => {
    const exact =
      reading.exactName !== null &&
      (candidate.product.readName === reading.exactName ||
        candidate.product.code === reading.exactName);
    return exact ? candidate.product.variants : wantedColours(candidate.product, naming);
  });
  const items: SearchReplyItem[] = [];
  for (let round = 0; items.length < limit; round++) {
    let more = false;
    for (const variants of wanted) {
      const variant = variants[round];
      if (!variant) continue;
      more = true;
      items.push(variant.item);
      if (items.length >= limit) break;
    }
    if (!more) break;
  }
  return items;
}

/** Whether every word read (the last perhaps unfinished) is among an entry's words. */
function holdsWords(entry: IndexedEntry, reading: Reading): boolean {
  const words = reading.words.flatMap((phrase) => phrase.split(' '));
  if (words.length === 0) return false;
  const prefix = reading.text.find((word) => word.prefix)?.prefix;
  return words.every(
    (word) =>
      entry.words.has(word) ||
      entry.words.has(singular(word)) ||
      (word === prefix && [...entry.words].some((candidate) => candidate.startsWith(word))),
  );
}

/** The entries of a scope the query names: by a constraint on their key, or by all its words. */
function entriesOf(
  entries: readonly IndexedEntry[],
  scope: string,
  limit: number,
  named: (entry: IndexedEntry) => boolean,
  reading: Reading,
): SearchReplyItem[] {
  return entries
    .filter((entry) => entry.scopes.has(scope) && (named(entry) || holdsWords(entry, reading)))
    .slice(0, limit)
    .map((entry) => entry.item);
}

const valuesOf = (reading: Reading, facet: string) =>
  new Set(
    reading.constraints
      .filter((constraint) => constraint.facet === facet)
      .flatMap((constraint) => constraint.values),
  );

/** Products per filter value among the answer, each filter counted as if it were not set. */
function facetCounts(
  index: SearchIndex,
  candidates: readonly Candidate[],
  answer: readonly Candidate[],
  filtered: ReadonlySet<SearchFilter>,
  parts: readonly Part[],
  reading: Reading,
): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  // Counted through the postings: each value's products, those of the answer marked.
  const marked = scratchOf(index).bytes(SEARCH_FILTERS.length + parts.length);
  const count = (facet: SearchFilter, products: readonly Candidate[]) => {
    marked.fill(0);
    for (const candidate of products) marked[candidate.product.position] = 1;
    const byValue: Record<string, number> = {};
    for (const value of index.facetValues.get(facet) ?? []) {
      const places = index.facetPostings.get(facetKey(facet, value)) ?? NONE;
      let found = 0;
      for (let k = 0; k < places.length; k++) found += marked[places[k] as number] as number;
      if (found > 0) byValue[value] = found;
    }
    counts[facet] = byValue;
  };
  for (const facet of SEARCH_FILTERS) {
    // A facet no filter is set on counts the answer itself.
    if (!filtered.has(facet)) {
      count(facet, answer);
      continue;
    }
    const pool = candidates.filter(
      (candidate) => candidate.failed === null || candidate.failed === facet,
    );
    const level = answerLevel(pool, parts, reading);
    count(
      facet,
      pool.filter((candidate) => level === 0 || candidate.satisfied === level),
    );
  }
  return counts;
}

/** The reply to a search (SearchReplySchema). */
export function searchReply(db: Db, request: SearchRequest): SearchReply {
  const {
    query,
    website,
    region,
    limit = SEARCH_GROUP_LIMIT,
    offset = 0,
    sort = 'relevance',
  } = request;
  const index = searchIndex(db);
  const reading = readQuery(index.dictionary, query);
  const scope = scopeToken(website, region);
  const parts = partsOf(reading);
  const filters = requestFilters(request.filters);
  const candidates = candidatesOf(index, scope, parts, filters);
  const passing = candidates.filter((candidate) => candidate.failed === null);
  const level = answerLevel(passing, parts, reading);
  const answer = passing.filter((candidate) => candidate.satisfied === level || level === 0);
  const relaxed = level !== 0 && level !== Infinity && level < parts.length;
  const order = relaxed ? relaxations(answer, parts) : [];

  const subTypePhrases = reading.constraints
    .filter((constraint) => constraint.facet === 'subType')
    .map((constraint) => constraint.phrase);
  const keyOf = (candidate: Candidate) => {
    const product = candidate.product;
    const match: ProductMatch = {
      satisfied: candidate.satisfied,
      relaxation: relaxed ? order.indexOf(candidate.mask) : 0,
      exact:
        reading.exactName !== null &&
        (product.readName === reading.exactName || product.code === reading.exactName),
      typos: candidate.loose,
      nameWords: candidate.nameWords,
      attribute: candidate.attribute,
      namedColour: candidate.namesColour,
      exactness: subTypePhrases.every((phrase) => product.subTypePhrases.includes(phrase)) ? 0 : 1,
      position: product.position,
    };
    return rankKey(match);
  };
  const ranked = [...answer];
  for (const candidate of ranked) candidate.key = keyOf(candidate);
  const byRank = (a: Candidate, b: Candidate) => a.key - b.key;
  const byName = (a: Candidate, b: Candidate) => a.product.position - b.product.position;
  ranked.sort(
    sort === 'name'
      ? byName
      : sort === '-name'
        ? (a, b) => byName(b, a)
        : sort === 'colours'
          ? (a, b) => b.product.variants.length - a.product.variants.length || byName(a, b)
          : byRank,
  );
  // The colours follow the ranking whatever the products' order.
  const byRelevance = sort === 'relevance' ? ranked : [...answer].sort(byRank);

  const card = request.view === 'card';
  const naming = colourNaming(parts);
  const features = valuesOf(reading, 'feature');
  const collections = valuesOf(reading, 'collection');
  const subTypes = valuesOf(reading, 'subType');
  const types = valuesOf(reading, 'type');
  const asked = parts.map((part) => part.asked);
  const showing = order.map((mask) => asked.filter((_, at) => (mask >> at) & 1));
  const reply: SearchReply = {
    products: ranked
      .slice(offset, offset + limit)
      .map((candidate) => productItem(candidate.product, naming, card)),
    variants: colourItems(byRelevance, reading, naming, limit),
    highlights: entriesOf(
      index.highlights,
      scope,
      limit,
      (entry) => features.has(entry.key),
      reading,
    ),
    collections: entriesOf(
      index.collections,
      scope,
      limit,
      (entry) => collections.has(entry.key),
      reading,
    ),
    types: entriesOf(
      index.types,
      scope,
      limit,
      (entry) =>
        subTypes.size > 0 ? subTypes.has(entry.key) : types.has(entry.item.type as string),
      reading,
    ),
    articles: entriesOf(index.articles, scope, limit, () => false, reading),
    total: ranked.length,
    understood: reading.constraints.map((constraint) => ({
      facet: constraint.facet,
      values: [...constraint.values],
      label: understoodLabel(constraint, index.names),
      words: constraint.typed,
    })),
    corrected: reading.corrected,
    ignored: reading.ignored,
    relaxed: relaxed
      ? {
          message: relaxationMessage(asked, showing, region),
          showing: showing.map(describeAsked),
        }
      : null,
  };
  if (card) {
    const filtered = new Set(filters.map(([facet]) => facet));
    reply.facets = facetCounts(index, candidates, answer, filtered, parts, reading);
  }
  return reply;
}

/** The reply as JSON. */
export const searchJson = (db: Db, request: SearchRequest) =>
  JSON.stringify(searchReply(db, request));
