import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
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
  let storage: SharedStorage | undefined;
  const cleanUp = async () => {
    await storage?.close();
    await schema?.drop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  let app: Awaited<ReturnType<typeof buildApp>>;
  let address: string;
  try {
    if (options.seed !== false) {
      await ensureSeeded(db, typeof options.seed === 'object' ? options.seed : {});
    }
    storage = await openStorage(config, db);
    app = await buildApp({
      db,
      config,
      storage,
      outbox: options.outbox,
      logger: /^(?:1|true|on|yes)$/i.test(process.env.GH_LOG ?? ''),
    });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url: address,
    db,
    databasePath,
    storage,
    databaseUrl: schema?.url,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

/**
 * A test server for this file's tests: started (as startTestServer starts it) before them and
 * closed after them. Its properties can be read once it has started, in a test or a later hook.
 */
export function useTestServer(
  options?: Parameters<typeof startTestServer>[0],
  timeout?: number,
): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  }, timeout);
  afterAll(async () => {
    await running?.close();
  });
  const started = (): TestServer => {
    if (!running) throw new Error('the test server starts before the tests');
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get db() {
      return started().db;
    },
    get databasePath() {
      return started().databasePath;
    },
    get storage() {
      return started().storage;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    close: () => started().close(),
  };
}

/** A reply as it came over the wire: the bytes not decoded, and the same as text. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  body: string;
}

/**
 * A request over real HTTP with the path and headers sent exactly as written (fetch would
 * normalise '..' away, add Cache-Control to conditional requests, ask for compression and decode
 * it), and the reply's bytes as they came.
 */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          body: String(bytes),
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
