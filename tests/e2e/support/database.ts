/**
 * The server's database as the e2e tests read it, to check what a visitor's action stored: the
 * file playwright.config.ts gave the server it started. Tests run against a server that is
 * already running (GH_E2E_BASE_URL) cannot see its database, and skip these checks.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/** What `read` finds in the test database, opened read-only; undefined against another server. */
export function readTestDatabase<T>(read: (db: Database.Database) => T): T | undefined {
  const file = process.env.GH_E2E_DB;
  if (process.env.GH_E2E_BASE_URL || !file || !existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
