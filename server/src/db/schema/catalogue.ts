import type { DomainSchema } from '.';
import { versionCounter } from './version-counter';

/**
 * The catalogue (SPEC.md section 3): brands, segments, products and their colour variants.
 *
 * List-valued product fields the API filters on (regions, brands, rooms, sub types, colour
 * families) are also written to `product_facets`, one row per value, so that every filter of the
 * product list is an index lookup rather than a scan of JSON or comma lists. The JSON and comma
 * columns stay on `products` for reading a product back whole. A product's features (the slugs
 * of the highlights it has: pet-friendly, waterproof…) live in `product_facets` alone, as
 * `feature` rows: an editor gives a product a feature or takes it away by adding or deleting one.
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
  facet TEXT NOT NULL,              -- a product filter name (region, website, type, subType, colour, feature…)
  value TEXT NOT NULL,              -- lower case
  PRIMARY KEY (facet, value, product_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS product_facets_product ON product_facets (product_id);

-- The product list's filter index (catalogue/facet-index.ts) and the product JSON it keeps
-- (catalogue/queries.ts) are rebuilt when this count moves: any change to products, their
-- facets, their variants, the brand and segment names a product carries, or the features.
${versionCounter('catalogue:version', [
  'products',
  'product_facets',
  'variants',
  'brands',
  'segments',
  'highlights',
])}
`,
};

/** A row of `products` as `SELECT *` reads it: list-valued columns as their comma or JSON text. */
export interface ProductRow {
  id: number;
  airtable_id: string;
  product_code: string;
  name: string;
  slug: string;
  website: string;
  regions: string;
  brands: string;
  type: string;
  product_type: string;
  sub_types: string;
  market: string | null;
  shape: string | null;
  thickness: string | null;
  roll_size: string | null;
  segment_id: string | null;
  budget: string | null;
  rooms: string;
  yarn: string | null;
  collection_name: string | null;
  sample_available: number;
  description: string;
  description_ftx_au: string | null;
  description_ftx_nz: string | null;
  description_rbk: string | null;
  description_res_au: string | null;
}

/** A row of `variants` as `SELECT *` reads it; the stock flags are 0 or 1. */
export interface VariantRow {
  id: number;
  product_id: number;
  airtable_id: string;
  global_item_id: string;
  product_code: string;
  colour_id: string;
  name: string;
  slug: string;
  position: number;
  colour_hex: string;
  colour_family: string;
  pattern_cloudinary_public_id: string;
  cameo_image: string;
  sample_in_stock: number;
  sample_in_stock_nz: number;
}
