import type { DomainSchema } from '.';

/**
 * The catalogue (SPEC.md section 3): brands, segments, products and their colour variants.
 *
 * List-valued product fields the API filters on (regions, brands, rooms, sub types, colour
 * families) are also written to `product_facets`, one row per value, so that every filter of the
 * product list is an index lookup rather than a scan of JSON or comma lists. The JSON and comma
 * columns stay on `products` for reading a product back whole.
 */
export const catalogueSchema: DomainSchema = {
  name: 'catalogue',
  sql: `
CREATE TABLE IF NOT EXISTS brands (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  regions TEXT NOT NULL,            -- comma list of region codes, e.g. 'au,nz'
  website TEXT NOT NULL             -- comma list of the sites listing the brand, e.g. 'GHRES,GHC'
);

-- Product features (Red List Free, Pet Friendly…): the search's highlights group.
CREATE TABLE IF NOT EXISTS highlights (
  id INTEGER PRIMARY KEY,
  airtable_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  regions TEXT NOT NULL,
  website TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS segments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  airtable_id TEXT NOT NULL UNIQUE,
  product_code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  website TEXT NOT NULL,            -- comma list of the sites selling it, e.g. 'GHRES' or 'GHRES,GHC'
  regions TEXT NOT NULL,            -- comma list of region codes, e.g. 'au,nz'
  brands TEXT NOT NULL,             -- JSON array of brand codes, first is the main brand
  type TEXT NOT NULL,               -- 'CPT' or 'HF'
  product_type TEXT NOT NULL,       -- display name of the type, e.g. 'Carpet'
  sub_types TEXT NOT NULL,          -- JSON array of subType values; the first is productSubType
  market TEXT,
  shape TEXT,
  thickness TEXT,
  roll_size TEXT,
  segment_id TEXT REFERENCES segments(id),
  budget TEXT,                      -- 'affordable' | 'mid-range' | 'premium'
  rooms TEXT NOT NULL DEFAULT '[]', -- JSON array of room slugs
  yarn TEXT,
  collection_name TEXT,
  sample_available INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  description_ftx_au TEXT,
  description_ftx_nz TEXT,
  description_rbk TEXT,
  description_res_au TEXT
);
CREATE INDEX IF NOT EXISTS products_slug ON products (slug);

CREATE TABLE IF NOT EXISTS variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  airtable_id TEXT NOT NULL UNIQUE,
  global_item_id TEXT NOT NULL UNIQUE,
  product_code TEXT NOT NULL,
  colour_id TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  position INTEGER NOT NULL,
  colour_hex TEXT NOT NULL,         -- '#rrggbb', the colour the media service renders
  colour_family TEXT NOT NULL,      -- menu colour value: orange, yellow, gray, black, purple, brown, green
  pattern_cloudinary_public_id TEXT NOT NULL,
  cameo_image TEXT NOT NULL,
  sample_in_stock INTEGER NOT NULL DEFAULT 1,     -- au
  sample_in_stock_nz INTEGER NOT NULL DEFAULT 1   -- every other region
);
CREATE INDEX IF NOT EXISTS variants_product ON variants (product_id, position);
CREATE INDEX IF NOT EXISTS variants_product_code ON variants (product_code);

CREATE TABLE IF NOT EXISTS product_facets (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  facet TEXT NOT NULL,              -- a product filter name (region, website, type, subType, colour…)
  value TEXT NOT NULL,              -- lower case
  PRIMARY KEY (facet, value, product_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS product_facets_product ON product_facets (product_id);

-- The product list's filter index (catalogue/facet-index.ts) and the product JSON it keeps
-- (catalogue/queries.ts) are rebuilt when this count moves: any change to products, their
-- facets, their variants, the brand and segment names a product carries, or the features.
INSERT OR IGNORE INTO meta (key, value) VALUES ('catalogue:version', '0');
CREATE TRIGGER IF NOT EXISTS products_insert_version AFTER INSERT ON products BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS products_update_version AFTER UPDATE ON products BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS products_delete_version AFTER DELETE ON products BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS product_facets_insert_version AFTER INSERT ON product_facets BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS product_facets_update_version AFTER UPDATE ON product_facets BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS product_facets_delete_version AFTER DELETE ON product_facets BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS variants_insert_version AFTER INSERT ON variants BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS variants_update_version AFTER UPDATE ON variants BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS variants_delete_version AFTER DELETE ON variants BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS brands_insert_version AFTER INSERT ON brands BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS brands_update_version AFTER UPDATE ON brands BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS brands_delete_version AFTER DELETE ON brands BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS segments_insert_version AFTER INSERT ON segments BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS segments_update_version AFTER UPDATE ON segments BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS segments_delete_version AFTER DELETE ON segments BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS highlights_insert_version AFTER INSERT ON highlights BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS highlights_update_version AFTER UPDATE ON highlights BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
CREATE TRIGGER IF NOT EXISTS highlights_delete_version AFTER DELETE ON highlights BEGIN
  UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalogue:version';
END;
`,
};
