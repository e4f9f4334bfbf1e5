/**
 * A change counter in `meta`: `key` starts at 0 and every INSERT, UPDATE and DELETE on any of
 * `tables` adds one, through a trigger per table and statement (`{table}_{statement}_version`).
 * What is built from those tables and kept (the store locator's index, the catalogue's product
 * JSON, the reply caches) compares the count to know when to rebuild.
 */
export function versionCounter(key: string, tables: readonly string[]): string {
  const increment = `UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = '${key}';`;
  const triggers = tables.flatMap((table) =>
    (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) => {
      const name = `${table}_${event.toLowerCase()}_version`;
      return `CREATE TRIGGER IF NOT EXISTS ${name} AFTER ${event} ON ${table} BEGIN\n  ${increment}\nEND;`;
    }),
  );
  return [`INSERT OR IGNORE INTO meta (key, value) VALUES ('${key}', '0');`, ...triggers].join(
    '\n',
  );
}
