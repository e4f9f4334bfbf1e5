import type { DomainSchema } from '.';
import { versionCounter } from './version-counter';

/**
 * Retail stores of the store locator (SPEC.md sections 2.9 and 7). The spatial index over them is
 * built in memory from this table (stores/locator.ts); `stores:version` in meta counts changes to
 * the table, so the index knows when to rebuild.
 */
export const storesSchema: DomainSchema = {
  name: 'stores',
  sql: `
CREATE TABLE IF NOT EXISTS stores (
  id INTEGER PRIMARY KEY,
  region TEXT NOT NULL,
  name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL,
  locality TEXT NOT NULL,
  state TEXT NOT NULL,
  postcode TEXT NOT NULL,
  country TEXT NOT NULL,          -- ISO code, e.g. 'AU'
  phone TEXT NOT NULL,
  website TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  brands TEXT NOT NULL,           -- comma list of brand codes, e.g. 'GHRES,FTX'
  categories TEXT NOT NULL        -- comma list: 'CPT', 'HF' or 'CPT,HF'
);

${versionCounter('stores:version', ['stores'])}
`,
};
