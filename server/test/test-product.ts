import type { Database } from 'better-sqlite3';

/** A colour of a test product: its global item id, in stock in au and elsewhere unless said. */
export type TestVariant =
  | string
  | { globalItemId: string; inStockAu?: boolean; inStockNz?: boolean };

export interface TestProduct {
  code: string;
  variants: readonly TestVariant[];
  /** `Product {code}` unless given. */
  name?: string;
  /** The name in kebab case unless given. */
  slug?: string;
  /** Comma-separated; `au` unless given. */
  regions?: string;
  /** True unless given. */
  sampleAvailable?: boolean;
  colourHex?: string;
}

/**
 * Adds a carpet product of a test's own to the reference data: sold on GHRES, samples available,
 * one grey colour per variant id. Orders for it then depend on nothing the demo seed may change.
 */
export function insertTestProduct(db: Database, product: TestProduct): void {
  const name = product.name ?? `Product ${product.code}`;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO products (airtable_id, product_code, name, slug, website, regions, brands, type,
         product_type, sub_types, sample_available)
       VALUES (?, ?, ?, ?, 'GHRES', ?, '["GHRES"]', 'CPT', 'Carpet', '["wool_cpt"]', ?)`,
    )
    .run(
      `rec${product.code}`,
      product.code,
      name,
      product.slug ?? name.toLowerCase().replace(/\s+/g, '-'),
      product.regions ?? 'au',
      product.sampleAvailable === false ? 0 : 1,
    );
  const addVariant = db.prepare(
    `INSERT INTO variants (product_id, airtable_id, global_item_id, product_code, colour_id, name,
       slug, position, colour_hex, colour_family, pattern_cloudinary_public_id, cameo_image,
       sample_in_stock, sample_in_stock_nz)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'gray', ?, ?, ?, ?)`,
  );
  product.variants.forEach((variant, position) => {
    const { globalItemId, inStockAu, inStockNz } =
      typeof variant === 'string' ? { globalItemId: variant } : variant;
    addVariant.run(
      lastInsertRowid,
      `rec${globalItemId}`,
      globalItemId,
      product.code,
      globalItemId.slice(-2),
      `Colour ${globalItemId}`,
      globalItemId.toLowerCase(),
      position,
      product.colourHex ?? '#556677',
      `patterns/${globalItemId}`,
      `cameos/${globalItemId}`,
      inStockAu === false ? 0 : 1,
      inStockNz === false ? 0 : 1,
    );
  });
}
