import type { Db } from '../db';

/** A colour's sample stock: au's, and every other region's. */
export interface SampleStock {
  sampleInStock: boolean;
  sampleInStockNz: boolean;
}

/**
 * Marks a colour's sample in or out of stock (PATCH /admin/catalogue/variants/{globalItemId}).
 * The catalogue's triggers record the change for the next site build. Returns the colour's stock
 * now, or null when no colour has that id.
 */
export function setSampleStock(
  db: Db,
  globalItemId: string,
  stock: Partial<SampleStock>,
): (SampleStock & { globalItemId: string; productCode: string }) | null {
  return db.transaction(() => {
    const columns = [
      ['sample_in_stock', stock.sampleInStock],
      ['sample_in_stock_nz', stock.sampleInStockNz],
    ].filter((column): column is [string, boolean] => column[1] !== undefined);
    if (columns.length > 0) {
      db.prepare(
        `UPDATE variants SET ${columns.map(([name]) => `${name} = ?`).join(', ')}
          WHERE global_item_id = ?`,
      ).run(...columns.map(([, value]) => Number(value)), globalItemId);
    }
    const row = db
      .prepare(
        `SELECT product_code, sample_in_stock, sample_in_stock_nz FROM variants
          WHERE global_item_id = ?`,
      )
      .get(globalItemId) as
      | { product_code: string; sample_in_stock: number; sample_in_stock_nz: number }
      | undefined;
    return row
      ? {
          globalItemId,
          productCode: row.product_code,
          sampleInStock: row.sample_in_stock === 1,
          sampleInStockNz: row.sample_in_stock_nz === 1,
        }
      : null;
  })();
}
