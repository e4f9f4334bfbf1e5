/**
 * Site search over the FTS5 index: every word of the query matched as a prefix ('char twi' finds
 * "Charcoal" of "Coastal Twist"), within one site and region, a page per group. Items whose name
 * matches come first, then those matching on other words (product code, collection, brand, fibre,
 * the product of a variant); within each, the index's order (products and their variants by
 * product name). The reply is assembled from the stored, ready-serialised items.
 *
 * Ranking by bm25 was measured and dropped: it scores every match before the first row comes
 * back, and a three-letter prefix matches thousands of variants at the benchmark's 10,000
 * products (20–40 ms a query against well under 1 ms for reading a page in id order).
 */

import { SEARCH_GROUPS, type SearchGroup } from '@gh/shared/search';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';
import { scopeToken, searchIdRange } from './indexer';
import { searchWords } from './words';

/** Most items one group of the reply holds: enough for a results dropdown. */
export const SEARCH_GROUP_LIMIT = 10;
type Hit = { id: number; grp: SearchGroup; item: string };
type PageStatement = Statement<[string, bigint, bigint, number], Hit>;

const statements = new WeakMap<Db, PageStatement>();

function pageStatement(db: Db): PageStatement {
  let found = statements.get(db);
  if (!found) {
    found = db.prepare(
      `SELECT i.id, i.grp, i.item FROM search_words w JOIN search_items i ON i.id = w.rowid
       WHERE search_words MATCH ? AND w.rowid BETWEEN ? AND ?
       LIMIT ?`,
    );
    statements.set(db, found);
  }
  return found;
}

/**
 * Products and variants are searched a group at a time, each read stopping after a page. The
 * small groups (a few dozen highlights, collections and types, consecutive in id order) are read
 * together, whole, and split afterwards: two statements for the three instead of up to six.
 */
const LARGE_GROUPS: readonly SearchGroup[] = ['products', 'variants'];
const SMALL_GROUPS: readonly SearchGroup[] = ['highlights', 'collections', 'types'];
/** More than the small groups will ever hold together in one site and region. */
const SMALL_GROUPS_SCAN = 1000;

/** Prefixes this short are answered by the index's own prefix indexes (prefix = '2 3'). */
const INDEXED_PREFIX_LENGTH = 3;
/** A prefix matching more words than this is left to FTS5 as a prefix query. */
const MAX_EXPANSION = 32;

const termStatements = new WeakMap<Db, Statement<[string, string, number], { term: string }>>();

/**
 * One typed word as an FTS5 expression, matching every indexed word it begins: 'charc' becomes
 * ("charcoal"). Looking the few whole words up is about ten times cheaper than FTS5's own
 * 'charc'*, which merges the word lists of every match in memory before reading a page.
 */
function wordQuery(db: Db, word: string): string {
  // A word corrected for spelling is a set of whole indexed words: 'a|b' → ("a" OR "b").
  if (word.includes('|'))
    return `(${word
      .split('|')
      .map((term) => `"${term}"`)
      .join(' OR ')})`;
  if (word.length <= INDEXED_PREFIX_LENGTH) return `"${word}"*`;
  let statement = termStatements.get(db);
  if (!statement) {
    statement = db.prepare('SELECT term FROM search_terms WHERE term >= ? AND term < ? LIMIT ?');
    termStatements.set(db, statement);
  }
  const terms = statement.all(word, `${word}\uffff`, MAX_EXPANSION + 1).map((row) => row.term);
  if (terms.length === 0 || terms.length > MAX_EXPANSION) return `"${word}"*`;
  return `(${terms.map((term) => `"${term}"`).join(' OR ')})`;
}

/**
 * The grouped results as a JSON string: {"products": [...], "variants": [...], "highlights":
 * [...], "collections": [...], "types": [...]}, every group empty when no word is searchable.
 */
export function searchJson(
  db: Db,
  query: string,
  website: string,
  region: string,
  limit = SEARCH_GROUP_LIMIT,
): string {
  const typed = searchWords(query);
  let results = new Map<SearchGroup, string[]>();
  const scope = scopeToken(website, region);
  const run = (words: string[]) => {
    results = new Map();
    const search = { db, words, scope, limit };
    for (const group of LARGE_GROUPS) searchGroups(search, [group], limit, results);
    searchGroups(search, SMALL_GROUPS, SMALL_GROUPS_SCAN, results);
  };
  if (typed.length > 0) {
    run(typed);
    // Nothing found: a word may be misspelt ('charcaol', 'berbr'). Each word that begins no
    // indexed word is replaced by the nearest indexed words, and the search runs once more.
    if (results.size === 0) {
      const corrected = typed.map((word) => correctedWord(db, word));
      if (corrected.some((word, index) => word !== typed[index])) run(corrected);
    }
  }
  const groups = SEARCH_GROUPS.map(
    (group) => `"${group}":[${(results.get(group) ?? []).join(',')}]`,
  );
  return `{${groups.join(',')}}`;
}

/**
 * Searches consecutive groups: items whose name matches first, then those matching on any word,
 * up to SEARCH_GROUP_LIMIT a group, reading at most `scan` index rows per pass.
 */
function searchGroups(
  { db, words, scope, limit }: { db: Db; words: string[]; scope: string; limit: number },
  groups: readonly SearchGroup[],
  scan: number,
  results: Map<SearchGroup, string[]>,
): void {
  const terms = words.map((word) => wordQuery(db, word)).join(' AND ');
  const range = searchIdRange(
    scope,
    groups[0] as SearchGroup,
    groups[groups.length - 1] as SearchGroup,
  );
  if (!range) return;
  // As BigInts: better-sqlite3 binds a JS number as a REAL, and FTS5 then reads the whole match
  // list instead of seeking to the range (8 ms against 0.03 ms at 10,000 products).
  const [first, last] = range.map(BigInt) as [bigint, bigint];
  const statement = pageStatement(db);
  const seen = new Set<number>();
  const full = () => groups.every((group) => (results.get(group)?.length ?? 0) >= limit);
  const take = (hits: Hit[]) => {
    for (const hit of hits) {
      const list = results.get(hit.grp) ?? [];
      if (seen.has(hit.id) || list.length >= limit) continue;
      seen.add(hit.id);
      list.push(hit.item);
      results.set(hit.grp, list);
    }
  };
  take(statement.all(`name : (${terms})`, first, last, scan));
  if (full()) return;
  take(statement.all(`{name keywords} : (${terms})`, first, last, scan + seen.size));
}

/** Words shorter than this are not corrected: too many words are one letter away from them. */
const CORRECTED_MIN_LENGTH = 4;

const nearStatements = new WeakMap<Db, Statement<[string, string], { term: string }>>();

/**
 * A typed word as it is, when some indexed word begins with it; otherwise the indexed words
 * nearest to it in spelling (one edit for words of 4 to 7 letters, two from 8; a swap of two
 * neighbouring letters is one edit), joined with '|', or the word itself when none is near. The
 * candidates share the word's first letter, which keeps the scan to a slice of the terms.
 */
export function correctedWord(db: Db, word: string): string {
  if (word.length < CORRECTED_MIN_LENGTH || /\d/.test(word)) return word;
  let statement = nearStatements.get(db);
  if (!statement) {
    statement = db.prepare('SELECT term FROM search_terms WHERE term >= ? AND term < ?');
    nearStatements.set(db, statement);
  }
  const first = word[0] as string;
  const terms = statement.all(first, `${first}\uffff`).map((row) => row.term);
  if (terms.some((term) => term.startsWith(word))) return word;
  const allowed = word.length >= 8 ? 2 : 1;
  let best = allowed + 1;
  let nearest: string[] = [];
  for (const term of terms) {
    if (Math.abs(term.length - word.length) > allowed) continue;
    const distance = editDistance(word, term, allowed + 1);
    if (distance > allowed) continue;
    if (distance < best) {
      best = distance;
      nearest = [term];
    } else if (distance === best) nearest.push(term);
  }
  return nearest.length > 0 && best <= allowed ? nearest.slice(0, MAX_EXPANSION).join('|') : word;
}

/**
 * The optimal string alignment distance (Levenshtein with swaps of neighbouring letters). Once
 * every alignment costs at least `bound` it stops and answers `bound`, meaning 'bound or more'.
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
