/**
 * Reading a query (issue 40, items 2 and 3): its words, spelling corrected the way Algolia does
 * by default (one typo from 4 letters, two from 8; a 3-letter word that matches nothing against
 * the vocabulary alone), the last word completed as typing goes on, then read phrase by phrase,
 * longest first, into the vocabulary's constraints (vocabulary.ts) and the words left to find in
 * products' names, codes, colours, collections and brands. Plain functions over the vocabulary
 * and the catalogue's words (a SearchDictionary), so the server reads every query with them and
 * a test can read one without a server.
 */
import {
  FACET_JOIN,
  type Meaning,
  SEARCH_FACETS,
  type SearchFacet,
  type VocabularyRow,
} from './vocabulary';

/** Words beyond these are not read: no one types more, and each costs time. */
export const SEARCH_MAX_WORDS = 10;
/** The shortest word corrected with one typo, and with two (Algolia's defaults). */
export const ONE_TYPO_FROM = 4;
export const TWO_TYPOS_FROM = 8;
/** A word this short that matches nothing is corrected against the vocabulary only. */
export const SHORT_WORD = 3;
/** A word is completed as a prefix from this many letters (the last word from 2). */
const PREFIX_FROM = 3;

/**
 * The words of a text as search reads them: runs of letters and digits, lower case, accents
 * removed, a possessive joined to its word ("kid's room" and "kids' room" are 'kids room').
 */
export function searchWords(text: string, maxWords = SEARCH_MAX_WORDS): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/(\p{L})['’]s\b/gu, '$1s')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, maxWords);
}

/** A plural read as its singular: 'carpets' → 'carpet', 'hallways' → 'hallway', 'ladies' → 'lady'. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The optimal string alignment distance (Levenshtein with a swap of neighbouring letters as one
 * edit). Once every alignment costs at least `bound` it stops and answers `bound`.
 */
export function editDistance(a: string, b: string, bound = Infinity): number {
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      row.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest >= bound) return bound;
    before = previous;
    previous = row;
  }
  return previous[b.length] as number;
}

/**
 * A word without its vowels (y counts as one): 'vynil' and 'vinyl' are both 'vnl'. A vocabulary
 * word typed with its vowels mixed up is read by it, however many typos that is.
 */
export const consonants = (word: string) => word.replace(/[aeiouy]/g, '');
/** Vowels are looked past in words this long, with this many consonants left. */
const MIXED_VOWELS_FROM = 5;
const MIXED_VOWELS_CONSONANTS = 3;

/** Typos a word of this length may have (Algolia's defaults). */
export const typosAllowed = (word: string) =>
  word.length >= TWO_TYPOS_FROM ? 2 : word.length >= ONE_TYPO_FROM ? 1 : 0;

/** What a reader needs of the catalogue: its vocabulary and the words of its products. */
export interface DictionarySource {
  /** The vocabulary (vocabulary.ts) with the catalogue's own rows (catalogueVocabulary). */
  vocabulary: readonly VocabularyRow[];
  /** Each product's name, code, and the names of its colours, collection and brands. */
  products: Iterable<{ name: string; code: string; others: readonly string[] }>;
  /** Words of the guides and news: found there, but no constraint on products. */
  guideWords?: Iterable<string>;
}

/** The vocabulary and the catalogue's words, ready for reading queries (searchDictionary). */
export interface SearchDictionary {
  /** Each phrase and everything its rows mean. */
  readonly phrases: ReadonlyMap<string, Meaning>;
  /** Words of the phrases of more than one word. */
  readonly phraseWords: ReadonlySet<string>;
  readonly longestPhrase: number;
  /** Words of products' names, codes, colours, collections and brands. */
  readonly terms: ReadonlySet<string>;
  /** The same words and the one-word phrases, sorted, for completing a prefix. */
  readonly sortedTerms: readonly string[];
  readonly sortedPhrases: readonly string[];
  /** Words that stand side by side in a product's name: 'alpine timber'. */
  readonly namePairs: ReadonlySet<string>;
  /** Whole product names and codes, as read: the query that is one of them names it. */
  readonly names: ReadonlySet<string>;
  readonly guideWords: ReadonlySet<string>;
  /** Every word a typo may be corrected to, by length, for a quick look at the near lengths. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  /** Vocabulary words by their consonants, for a word typed with its vowels mixed up. */
  readonly byConsonants: ReadonlyMap<string, readonly string[]>;
}

export function searchDictionary({
  vocabulary,
  products,
  guideWords = [],
}: DictionarySource): SearchDictionary {
  const phrases = new Map<string, Meaning>();
  for (const { phrase, means } of vocabulary) {
    const meaning: Record<string, string[]> = { ...(phrases.get(phrase) as object) };
    for (const [facet, values] of Object.entries(means)) {
      meaning[facet] = [...new Set([...(meaning[facet] ?? []), ...(values as string[])])];
    }
    phrases.set(phrase, meaning);
  }
  const phraseWords = new Set<string>();
  let longestPhrase = 1;
  for (const phrase of phrases.keys()) {
    const words = phrase.split(' ');
    longestPhrase = Math.max(longestPhrase, words.length);
    if (words.length > 1) for (const word of words) phraseWords.add(word);
  }
  const terms = new Set<string>();
  const namePairs = new Set<string>();
  const names = new Set<string>();
  // Colour, collection and brand names repeat across thousands of products: each is read once.
  const read = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    let words = read.get(text);
    if (!words) {
      words = searchWords(text, Infinity);
      read.set(text, words);
    }
    return words;
  };
  for (const product of products) {
    const nameWords = searchWords(product.name, Infinity);
    names.add(nameWords.join(' '));
    names.add(product.code.toLowerCase());
    terms.add(product.code.toLowerCase());
    nameWords.forEach((word, index) => {
      terms.add(word);
      if (index > 0) namePairs.add(`${nameWords[index - 1]} ${word}`);
    });
    for (const other of product.others) for (const word of wordsOf(other)) terms.add(word);
  }
  const guides = new Set([...guideWords].flatMap((word) => searchWords(word, Infinity)));
  const single = [...phrases.keys()].filter((phrase) => !phrase.includes(' '));
  const correctable = new Set([...terms, ...single, ...phraseWords, ...guides]);
  const byLength = new Map<number, string[]>();
  for (const word of correctable) {
    if (/\d/.test(word)) continue;
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  }
  const byConsonants = new Map<string, string[]>();
  for (const word of [...single, ...phraseWords]) {
    const key = consonants(word);
    byConsonants.set(key, [...(byConsonants.get(key) ?? []), word]);
  }
  return {
    byConsonants,
    phrases,
    phraseWords,
    longestPhrase,
    terms,
    sortedTerms: [...terms].sort(),
    sortedPhrases: single.sort(),
    namePairs,
    names,
    guideWords: guides,
    byLength,
  };
}

/** A constraint read from the query: an attribute, the values that satisfy it, the words read. */
export interface ReadConstraint {
  facet: SearchFacet;
  values: readonly string[];
  /** The vocabulary's phrase, as read: 'pet friendly', 'grey', 'carpet'. */
  phrase: string;
  /** The words typed for it: 'pet frendly', 'carpets'. */
  typed: string;
  /** Where its first word stands in the query. */
  position: number;
}

/** A word to find in products' names, codes, colours, collections and brands. */
export interface ReadText {
  /** The word as read (corrected): 'charcoal'. */
  phrase: string;
  typed: string;
  position: number;
  /** The words it matches exactly: itself, or the nearest words to a typo. */
  terms: readonly string[];
  /** Also every word beginning with this (the word typed last, still being typed). */
  prefix?: string;
}

export interface Reading {
  constraints: ReadConstraint[];
  text: ReadText[];
  /** Words that meant nothing and were left out. */
  ignored: string[];
  /** Words read as others: spelling corrected, or completed. */
  corrected: { typed: string; read: string }[];
  /** Words only the guides and news know: they find guides, not products. */
  guideOnly: string[];
  /** Words read that carry no constraint: 'for', 'flooring'. */
  noConstraint: string[];
  /** Words of the query as read, without those carrying no constraint: what guides must hold. */
  words: string[];
  /** The query is a product's whole name or code, as read. */
  exactName: string | null;
}

type Word =
  | { kind: 'known'; typed: string; read: string }
  | { kind: 'prefix'; typed: string; read: string }
  | { kind: 'typo'; typed: string; read: string; terms: string[] }
  | { kind: 'unknown'; typed: string };

/** The single words a typo may be read as: those within its allowance, nearest first. */
function nearestWords(dictionary: SearchDictionary, word: string, onlyVocabulary: boolean) {
  const allowed = Math.max(typosAllowed(word), onlyVocabulary ? 1 : 0);
  if (allowed === 0 || /\d/.test(word)) return [];
  let best = allowed + 1;
  let nearest: string[] = [];
  for (let length = word.length - allowed; length <= word.length + allowed; length++) {
    for (const candidate of dictionary.byLength.get(length) ?? []) {
      const vocabulary = dictionary.phrases.has(candidate) || dictionary.phraseWords.has(candidate);
      if (onlyVocabulary && !vocabulary) continue;
      const distance = editDistance(word, candidate, best + 1);
      if (distance < best) {
        best = distance;
        nearest = [candidate];
      } else if (distance === best) nearest.push(candidate);
    }
  }
  return best <= allowed ? nearest : [];
}

const isKnown = (dictionary: SearchDictionary, word: string) =>
  dictionary.phrases.has(word) ||
  dictionary.phraseWords.has(word) ||
  dictionary.terms.has(word) ||
  dictionary.guideWords.has(word);

/** Words of a sorted list that begin with `prefix`, at most `most` of them. */
export function completions(sorted: readonly string[], prefix: string, most = 64): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < sorted.length && found.length < most; at++) {
    const word = sorted[at] as string;
    if (!word.startsWith(prefix)) break;
    found.push(word);
  }
  return found;
}

/** One typed word as the reader takes it: known, completed, corrected, or unknown. */
function readWord(dictionary: SearchDictionary, typed: string, last: boolean): Word {
  if (isKnown(dictionary, typed)) return { kind: 'known', typed, read: typed };
  const one = singular(typed);
  if (one !== typed && isKnown(dictionary, one)) return { kind: 'known', typed, read: one };
  // A one-word phrase it begins reads as that phrase ('laminat' → 'laminate'), the shortest;
  // else it is any word it begins, the last word from two letters, others from three.
  if (typed.length >= PREFIX_FROM) {
    const phrase = completions(dictionary.sortedPhrases, typed).sort(
      (a, b) => a.length - b.length,
    )[0];
    if (phrase) return { kind: 'prefix', typed, read: phrase };
  }
  if (
    typed.length >= (last ? 2 : PREFIX_FROM) &&
    completions(dictionary.sortedTerms, typed, 1).length > 0
  ) {
    return { kind: 'prefix', typed, read: typed };
  }
  const short = typed.length <= SHORT_WORD;
  const nearest = nearestWords(dictionary, typed, short);
  // A vocabulary word among the nearest is what was meant ('carpt' is carpet, not a name).
  const vocabulary = nearest.filter(
    (word) => dictionary.phrases.has(word) || dictionary.phraseWords.has(word),
  );
  if (vocabulary.length > 0) {
    const read = vocabulary.find((word) => word[0] === typed[0]) ?? (vocabulary[0] as string);
    return { kind: 'typo', typed, read, terms: [read] };
  }
  if (nearest.length > 0) {
    return { kind: 'typo', typed, read: nearest[0] as string, terms: nearest };
  }
  const skeleton = consonants(typed);
  if (typed.length >= MIXED_VOWELS_FROM && skeleton.length >= MIXED_VOWELS_CONSONANTS) {
    const read = dictionary.byConsonants
      .get(skeleton)
      ?.find((word) => word[0] === typed[0] && Math.abs(word.length - typed.length) <= 1);
    if (read) return { kind: 'typo', typed, read, terms: [read] };
  }
  return { kind: 'unknown', typed };
}

const readOf = (word: Word) => (word.kind === 'unknown' ? word.typed : word.read);

/**
 * Reads a query into constraints and words to find. Phrases are taken longest first; words side
 * by side in a product's name are read as that name, not as vocabulary ('alpine timber' is a
 * product, 'light timber' a colour and a floor); a query that is a whole product name or code is
 * read as text alone, so that product comes first. Constraints on one attribute join as the
 * attribute says (FACET_JOIN): the values of 'any' attributes pool into one constraint.
 */
export function readQuery(dictionary: SearchDictionary, query: string): Reading {
  const typedWords = searchWords(query);
  const words = typedWords.map((typed, index) =>
    readWord(dictionary, typed, index === typedWords.length - 1),
  );
  const reading: Reading = {
    constraints: [],
    text: [],
    ignored: [],
    corrected: [],
    guideOnly: [],
    noConstraint: [],
    words: [],
    exactName: null,
  };
  for (const word of words) {
    if (word.kind !== 'unknown' && word.read !== word.typed && word.read !== singular(word.typed)) {
      if (word.kind === 'typo' || dictionary.phrases.has(word.read)) {
        reading.corrected.push({ typed: word.typed, read: word.read });
      }
    }
  }
  const asRead = words.map(readOf).join(' ');
  if (dictionary.names.has(asRead) || dictionary.names.has(typedWords.join(' '))) {
    reading.exactName = dictionary.names.has(asRead) ? asRead : typedWords.join(' ');
  }

  const addText = (word: Word, position: number) => {
    if (word.kind === 'unknown') {
      reading.ignored.push(word.typed);
      return;
    }
    const read = word.read;
    const terms =
      word.kind === 'typo'
        ? word.terms.filter((term) => dictionary.terms.has(term))
        : dictionary.terms.has(read)
          ? [read]
          : [];
    const prefix = word.kind === 'prefix' && terms.length === 0 ? read : undefined;
    if (terms.length > 0 || prefix) {
      reading.words.push(read);
      reading.text.push({
        phrase: read,
        typed: word.typed,
        position,
        terms,
        ...(prefix ? { prefix } : {}),
      });
    } else if (dictionary.guideWords.has(read)) {
      reading.words.push(read);
      reading.guideOnly.push(read);
    } else {
      // A word of a phrase typed without the rest of it ('hard', 'list'), or one unknown.
      reading.ignored.push(word.typed);
    }
  };

  const pooled = new Map<SearchFacet, ReadConstraint>();
  let at = 0;
  while (at < words.length) {
    if (reading.exactName) {
      addText(words[at] as Word, at);
      at += 1;
      continue;
    }
    // The longest run of words standing together in some product's name.
    let nameRun = 1;
    while (
      at + nameRun < words.length &&
      dictionary.namePairs.has(
        `${readOf(words[at + nameRun - 1] as Word)} ${readOf(words[at + nameRun] as Word)}`,
      )
    ) {
      nameRun += 1;
    }
    let phraseLength = 0;
    let meaning: Meaning | undefined;
    for (let length = Math.min(dictionary.longestPhrase, words.length - at); length > 0; length--) {
      const read = words.slice(at, at + length).map(readOf);
      // A phrase typed in the plural reads as the vocabulary's singular ('hard floors').
      meaning =
        dictionary.phrases.get(read.join(' ')) ??
        dictionary.phrases.get(read.map(singular).join(' '));
      if (meaning) {
        phraseLength = length;
        break;
      }
    }
    if (nameRun > 1 && nameRun >= phraseLength) {
      for (let offset = 0; offset < nameRun; offset++)
        addText(words[at + offset] as Word, at + offset);
      at += nameRun;
      continue;
    }
    if (!meaning) {
      addText(words[at] as Word, at);
      at += 1;
      continue;
    }
    const span = words.slice(at, at + phraseLength);
    const phrase = span.map(readOf).join(' ');
    const typed = span.map((word) => word.typed).join(' ');
    const facets = SEARCH_FACETS.filter((facet) => meaning?.[facet] !== undefined);
    if (facets.length > 0) reading.words.push(phrase);
    else reading.noConstraint.push(phrase);
    for (const facet of facets) {
      const values = meaning[facet] as readonly string[];
      const existing = pooled.get(facet);
      if (existing && FACET_JOIN[facet] === 'any') {
        existing.values = [...new Set([...existing.values, ...values])];
        existing.phrase = `${existing.phrase} ${phrase}`;
        existing.typed = `${existing.typed} ${typed}`;
        continue;
      }
      const constraint: ReadConstraint = { facet, values, phrase, typed, position: at };
      if (!existing) pooled.set(facet, constraint);
      reading.constraints.push(constraint);
    }
    at += phraseLength;
  }
  return reading;
}
