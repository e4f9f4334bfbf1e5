import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { freshClientAddress, type PlainReply, postFrom } from './client-address';
import { addOrderableProduct, orderBody } from './order-fixtures';
import { type ServerProcess, startServerProcess } from './server-process';
import type { OwnService } from './services';

/**
 * What the outage tests share (outages.test.ts, outage-drills.test.ts): a seeded reference
 * database with an orderable product, the server entry as a child process on it, a dependency of
 * the test's own, sample orders with idempotency keys from addresses of their own, and polling
 * for a state.
 */

export const ORDER_PRODUCT = 'OUT100';

export interface OutageBench {
  databasePath: string;
  /** The server entry on the reference database with `env` added, killed after the test. */
  startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess>;
  /** A Redis or PostgreSQL of the test's own (ownRedis, ownPostgres), removed after the test. */
  own<S extends OwnService>(start: () => Promise<S>): Promise<S>;
  /** One order of the product, from an address of its own, with `key` as its Idempotency-Key. */
  order(url: string, key?: string): Promise<Sent>;
  /** `count` orders (or one per key), `concurrency` at a time. */
  orders(
    url: string,
    count: number,
    options?: { keys?: string[]; concurrency?: number },
  ): Promise<Sent[]>;
}

/**
 * Registers the Jest hooks of an outage test file and answers its bench: the reference database
 * is seeded before all, and every server and dependency the test started is gone after each.
 */
export function outageBench(label: string): OutageBench {
  const dir = mkdtempSync(join(tmpdir(), `gh-${label}-`));
  const databasePath = join(dir, 'reference.sqlite');
  let variants: string[] = [];
  const running: { server?: ServerProcess; services: OwnService[] } = { services: [] };

  beforeAll(async () => {
    const db = openDatabase(databasePath);
    variants = addOrderableProduct(db, ORDER_PRODUCT);
    await ensureSeeded(db);
    db.close();
  }, 180_000);

  afterEach(async () => {
    running.server?.signal('SIGKILL');
    await running.server?.exited();
    running.server = undefined;
    for (const service of running.services.splice(0)) service.remove();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const order = async (url: string, key: string = randomUUID()): Promise<Sent> => {
    const body = orderBody(ORDER_PRODUCT, variants[0] ?? '', { name: `Outage ${key.slice(0, 8)}` });
    const started = performance.now();
    const reply = await postFrom(
      freshClientAddress(),
      `${url}/samples?region=au&website=GHRES`,
      JSON.stringify(body),
      { 'Idempotency-Key': key },
    );
    return { key, reply, ms: performance.now() - started };
  };

  return {
    databasePath,
    async startServer(env) {
      running.server = await startServerProcess({ GH_DB_PATH: databasePath, ...env });
      return running.server;
    },
    async own(start) {
      const service = await start();
      running.services.push(service);
      return service;
    },
    order,
    async orders(url, count, { keys, concurrency = 4 } = {}) {
      const sent: Sent[] = [];
      const queue = keys ? [...keys] : Array.from({ length: count }, () => randomUUID());
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
            sent.push(await order(url, key));
          }
        }),
      );
      return sent;
    },
  };
}

export interface Sent {
  key: string;
  reply: PlainReply;
  /** How long the request took, send to last byte. */
  ms: number;
}

export const orderIdOf = (sent: Sent) =>
  (JSON.parse(sent.reply.body) as { orderId?: string }).orderId;

/** Polls `probe` until it is true: the state, not a time, is what a test waits for. */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function health(url: string) {
  return (await (await fetch(`${url}/healthz`)).json()) as {
    ok: boolean;
    orders: string;
    database: { state: string };
    redis: { state: string };
  };
}

export const readyStatus = async (url: string) => (await fetch(`${url}/readyz`)).status;
