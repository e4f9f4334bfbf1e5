import type { Database } from 'better-sqlite3';

/**
 * Adds a carpet product of a test's own to the reference data: sold in au on GHRES, samples
 * available, one grey colour per variant id. Orders for it then depend on nothing the demo seed
 * may change.
 */
export function insertTestProduct(
  db: Database,
  product: { code: string; name: string; variants: readonly string[] },
): void {
  const slug = product.name.toLowerCase().replace(/\s+/g, '-');
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO products (airtable_id, product_code, name, slug, website, regions, brands, type,
         product_type, sub_types, sample_available)
       VALUES (?, ?, ?, ?, 'GHRES', 'au', '["GHRES"]', 'CPT', 'Carpet', '["wool_cpt"]', 1)`,
    )
    .run(`rec${product.code}`, product.code, product.name, slug);
  const addVariant = db.prepare(
    `INSERT INTO variants (product_id, airtable_id, global_item_id, product_code, colour_id, name,
       slug, position, colour_hex, colour_family, pattern_cloudinary_public_id, cameo_image)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '#556677', 'gray', ?, ?)`,
  );
  product.variants.forEach((globalItemId, position) => {
    addVariant.run(
      lastInsertRowid,
      `rec${globalItemId}`,
      globalItemId,
      product.code,
      globalItemId.slice(-2),
      `Colour ${globalItemId}`,
      globalItemId.toLowerCase(),
      position,
      `patterns/${globalItemId}`,
      `cameos/${globalItemId}`,
    );
  });
}
