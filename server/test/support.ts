import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded, type SeedOptions } from '../seed';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db';

export interface TestServer {
  /** Base URL on loopback, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Db;
  databasePath: string;
  close(): Promise<void>;
}

/**
 * A real server over real HTTP on a fresh SQLite file in a temporary folder, seeded with the demo
 * data unless `seed: false`. Close it in afterAll.
 */
export async function startTestServer(
  options: { seed?: boolean | Partial<SeedOptions>; env?: NodeJS.ProcessEnv } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gh-server-test-'));
  const databasePath = join(dir, 'test.sqlite');
  const config = { ...readConfig({ ...options.env }), databasePath, port: 0, host: '127.0.0.1' };
  const db = openDatabase(databasePath);
  if (options.seed !== false) {
    await ensureSeeded(db, typeof options.seed === 'object' ? options.seed : {});
  }
  const app = await buildApp({ db, config, logger: Boolean(process.env.GH_LOG) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    db,
    databasePath,
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
