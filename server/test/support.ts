import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded, type SeedOptions } from '../seed';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db';
import type { DispatcherOptions } from '../src/outbox/dispatcher';
import { openStorage, type SharedStorage } from '../src/storage';
import { postgresSchemaForTests } from './services';

export type StorageKind = SharedStorage['kind'];

/** Every adapter of the shared storage, for suites that run against each. */
export const STORAGE_KINDS: readonly StorageKind[] = ['sqlite', 'postgres'];

export interface TestServer {
  /** Base URL on loopback, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Db;
  databasePath: string;
  /** The shared state the server writes orders to (its SQLite file, or a PostgreSQL schema). */
  storage: SharedStorage;
  /** DATABASE_URL of the server's own PostgreSQL schema; undefined on SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * A real server over real HTTP on a fresh SQLite file in a temporary folder, seeded with the demo
 * data unless `seed: false`. With `storage: 'postgres'`, orders and their outbox go to a fresh
 * schema of the test PostgreSQL (dropped on close). Close it in afterAll.
 */
export async function startTestServer(
  options: {
    seed?: boolean | Partial<SeedOptions>;
    env?: NodeJS.ProcessEnv;
    storage?: StorageKind;
    outbox?: Partial<DispatcherOptions>;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gh-server-test-'));
  const databasePath = join(dir, 'test.sqlite');
  const schema =
    options.storage === 'postgres' ? await postgresSchemaForTests('server') : undefined;
  const config = {
    ...readConfig({ ...options.env }),
    databasePath,
    port: 0,
    host: '127.0.0.1',
    databaseUrl: schema?.url,
  };
  const db = openDatabase(databasePath);
  if (options.seed !== false) {
    await ensureSeeded(db, typeof options.seed === 'object' ? options.seed : {});
  }
  const storage = await openStorage(config, db);
  const app = await buildApp({
    db,
    config,
    storage,
    outbox: options.outbox,
    logger: Boolean(process.env.GH_LOG),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    db,
    databasePath,
    storage,
    databaseUrl: schema?.url,
    async close() {
      await app.close();
      await storage.close();
      await schema?.drop();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
