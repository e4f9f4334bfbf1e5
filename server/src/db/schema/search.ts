import type { DomainSchema } from '.';

/**
 * Site search (SPEC.md sections 2.8 and 7): a searchable thing (product, variant, highlight,
 * collection, product type) once for each site and region it belongs to, its reply item stored
 * ready-serialised in `search_items`, and an FTS5 full-text index over its words with prefix
 * indexes for the short prefixes people type. The index is contentless (it stores only where
 * each word occurs).
 *
 * Each (site-region, group) pair owns a range of ids (see search/indexer.ts), so its matches are
 * a rowid range of the index, read in id order and stopped after a page: the cost of a query
 * follows the page, not the thousands of variants a three-letter prefix can match.
 */
export const searchSchema: DomainSchema = {
  name: 'search',
  sql: `
CREATE TABLE IF NOT EXISTS search_items (
  id INTEGER PRIMARY KEY,
  grp TEXT NOT NULL,              -- products, variants, highlights, collections or types
  scopes TEXT NOT NULL,            -- the site-region it is indexed for, e.g. 'ghresau'
  item TEXT NOT NULL              -- the reply item, JSON
);

-- Every word of the index, to turn a typed prefix into the few words it can be (see
-- search/query.ts): FTS5 answers 'charc'* by merging whole word lists in memory, about ten times
-- the cost of looking up 'charcoal' itself.
CREATE TABLE IF NOT EXISTS search_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;

CREATE VIRTUAL TABLE IF NOT EXISTS search_words USING fts5(
  name, keywords,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
`,
};
