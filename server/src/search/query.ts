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
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db';
import { groupIdRange, SEARCH_GROUPS, type SearchGroupName, scopeToken } from './indexer';

/** Most items one group of the reply holds: enough for a results dropdown. */
export const SEARCH_GROUP_LIMIT = 10;
/** Words beyond these are ignored: no one types more, and each adds to the match's cost. */
export const SEARCH_MAX_WORDS = 8;

/**
 * The words of a query as the index's tokenizer sees them (letters and digits, lower case, accents
 * removed). Each is safe to quote in an FTS5 expression.
 */
export function searchWords(query: string): string[] {
  return (
    query
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, SEARCH_MAX_WORDS);
}

type Hit = { id: number; item: string };
type PageStatement = Statement<[string, number, number, string, number], Hit>;

const statements = new WeakMap<Db, PageStatement>();

function pageStatement(db: Db): PageStatement {
  let found = statements.get(db);
  if (!found) {
    found = db.prepare(
      `SELECT i.id, i.item FROM search_words w JOIN search_items i ON i.id = w.rowid
       WHERE search_words MATCH ? AND w.rowid BETWEEN ? AND ? AND instr(i.scopes, ?) > 0
       LIMIT ?`,
    );
    statements.set(db, found);
  }
  return found;
}

/**
 * The grouped results as a JSON string: {"products": [...], "variants": [...], "highlights":
 * [...], "collections": [...], "types": [...]}, every group empty when no word is searchable.
 */
export function searchJson(db: Db, query: string, website: string, region: string): string {
  const words = searchWords(query);
  const groups: string[] = [];
  for (const group of SEARCH_GROUPS) {
    const items = words.length === 0 ? [] : searchGroup(db, group, words, website, region);
    groups.push(`"${group}":[${items.join(',')}]`);
  }
  return `{${groups.join(',')}}`;
}

function searchGroup(
  db: Db,
  group: SearchGroupName,
  words: string[],
  website: string,
  region: string,
): string[] {
  const terms = words.map((word) => `"${word}"*`).join(' AND ');
  const [first, last] = groupIdRange(group);
  const scope = ` ${scopeToken(website, region)} `;
  const statement = pageStatement(db);
  const byName = statement.all(`name : (${terms})`, first, last, scope, SEARCH_GROUP_LIMIT);
  if (byName.length === SEARCH_GROUP_LIMIT) return byName.map((hit) => hit.item);
  const seen = new Set(byName.map((hit) => hit.id));
  const byAnyWord = statement
    .all(`{name keywords} : (${terms})`, first, last, scope, SEARCH_GROUP_LIMIT + seen.size)
    .filter((hit) => !seen.has(hit.id));
  return [...byName, ...byAnyWord].slice(0, SEARCH_GROUP_LIMIT).map((hit) => hit.item);
}
