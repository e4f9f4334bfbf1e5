import type { DomainSchema } from '.';

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

INSERT OR IGNORE INTO meta (key, value) VALUES ('stores:version', '0');
CREATE TRIGGER IF NOT EXISTS stores_insert_version AFTER INSERT ON stores BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'stores:version';
END;
CREATE TRIGGER IF NOT EXISTS stores_update_version AFTER UPDATE ON stores BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'stores:version';
END;
CREATE TRIGGER IF NOT EXISTS stores_delete_version AFTER DELETE ON stores BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'stores:version';
END;
`,
};
