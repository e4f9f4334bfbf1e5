import type { DomainSchema } from '.';

/**
 * The address gazetteer behind GET /places: one row per locality (suburb, town or ZIP code area)
 * with its state, postcode and position (the store locator centres its search on it), and an FTS5 index over name, state and postcode for prefix search.
 * `key` is the stable natural key place ids are built from.
 */
export const placesSchema: DomainSchema = {
  name: 'places',
  sql: `
    CREATE TABLE IF NOT EXISTS places (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      country TEXT NOT NULL,
      name TEXT NOT NULL,
      state_code TEXT NOT NULL,
      state_name TEXT NOT NULL,
      postcode TEXT NOT NULL,
      weight REAL NOT NULL DEFAULT 1,
      lat REAL,
      lng REAL
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS places_fts USING fts5(
      name, state, postcode,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3 4'
    );
  `,
};
