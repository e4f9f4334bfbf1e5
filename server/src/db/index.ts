import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { schemas } from './schema';

export type Db = Database.Database;

/**
 * How long a statement waits for another connection's write lock before SQLITE_BUSY. Generous,
 * because at start-up on a loaded machine a seeding or indexing primary can hold the lock for
 * seconds; in steady state writes are short and nobody waits near this long.
 */
export const BUSY_TIMEOUT_MS = 30_000;

export interface OpenOptions {
  /**
   * Apply every domain's schema (default true). GH_WORKERS workers pass false: the primary has
   * migrated and seeded the file before it forks them, so they only read and write rows.
   */
  migrate?: boolean;
}

/**
 * Opens (creating if needed) the SQLite file in WAL mode and applies every domain's schema.
 * synchronous=FULL: a sample order acknowledged with 201 is on disk, even across a power cut.
 * The busy timeout is set first, so that even switching to WAL waits for another process's lock
 * rather than failing with SQLITE_BUSY.
 */
export function openDatabase(path: string, { migrate: migrates = true }: OpenOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: BUSY_TIMEOUT_MS });
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  if (migrates) migrate(db);
  return db;
}

/**
 * Each domain schema is idempotent DDL (CREATE … IF NOT EXISTS), applied in one IMMEDIATE
 * transaction: it takes the write lock before reading the schema, so two processes migrating one
 * file at once queue on the busy timeout instead of one failing to upgrade its read to a write.
 */
function migrate(db: Db): void {
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    for (const schema of schemas) db.exec(schema.sql);
  }).immediate();
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    | { value: string }
    | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
