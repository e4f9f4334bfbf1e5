import type { DomainSchema } from '.';

/** A change that touches every product (a brand or segment name, a feature): fetch it all. */
export const EVERY_PRODUCT = '*';

/** The product code a change of `table` belongs to, as SQL over the trigger's NEW or OLD row. */
const CODE_OF: Record<string, (row: 'NEW' | 'OLD') => string> = {
  products: (row) => `${row}.product_code`,
  variants: (row) => `${row}.product_code`,
  product_facets: (row) => `(SELECT product_code FROM products WHERE id = ${row}.product_id)`,
  brands: () => `'${EVERY_PRODUCT}'`,
  segments: () => `'${EVERY_PRODUCT}'`,
  highlights: () => `'${EVERY_PRODUCT}'`,
};

/** One trigger per table and statement, each (re)recording the codes the row belongs to. */
const triggers = Object.entries(CODE_OF)
  .flatMap(([table, codeOf]) =>
    (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) => {
      const rows = event === 'INSERT' ? ['NEW'] : event === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
      const records = rows.map(
        (row) =>
          `INSERT OR REPLACE INTO catalogue_changes (code)
           SELECT code FROM (SELECT ${codeOf(row as 'NEW' | 'OLD')} AS code) WHERE code IS NOT NULL;`,
      );
      return `CREATE TRIGGER IF NOT EXISTS ${table}_${event.toLowerCase()}_changes
        AFTER ${event} ON ${table} BEGIN ${records.join(' ')} END;`;
    }),
  )
  .join('\n');

/**
 * The catalogue's change log, which lets a site build fetch only the products that changed since
 * the last one (GET /api/catalogue/changes, catalogue/changes.ts): one row per product code, its
 * `seq` moved forward by every insert, update or delete of the product, its variants or its
 * facets, so the log never holds more rows than the catalogue has products (and one `*` row, for
 * changes that touch every product). Triggers write it, whoever changes the catalogue: the admin
 * routes, the seeder, an import. `catalogue:epoch` names this database's log: a build that
 * remembers another epoch's sequence fetches everything.
 * Applied after the catalogue schema: the triggers are on its tables.
 */
export const catalogueChangesSchema: DomainSchema = {
  name: 'catalogue-changes',
  sql: `
    CREATE TABLE IF NOT EXISTS catalogue_changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE
    );
    INSERT OR IGNORE INTO meta (key, value) VALUES ('catalogue:epoch', lower(hex(randomblob(8))));
    ${triggers}
  `,
};
