import type { DomainSchema } from '.';

/**
 * Site search (SPEC.md sections 2.8 and 7): one item per searchable thing (product, variant,
 * highlight, collection, product type), stored ready-serialised in `search_items`, and an FTS5
 * full-text index over its words with prefix indexes for the short prefixes people type. The
 * index is contentless (it stores only where each word occurs).
 *
 * Each group owns a range of ids (see search/indexer.ts), so a group's matches are a rowid range
 * of the index, read in id order and stopped after a page: the cost of a query follows the page,
 * not the thousands of variants a three-letter prefix can match. `scopes` lists the site-region
 * pairs an item belongs to, e.g. ' ghresau ghresnz '.
 */
export const searchSchema: DomainSchema = {
  name: 'search',
  sql: `
CREATE TABLE IF NOT EXISTS search_items (
  id INTEGER PRIMARY KEY,
  grp TEXT NOT NULL,              -- products, variants, highlights, collections or types
  scopes TEXT NOT NULL,
  item TEXT NOT NULL              -- the reply item, JSON
);

CREATE VIRTUAL TABLE IF NOT EXISTS search_words USING fts5(
  name, keywords,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
`,
};
