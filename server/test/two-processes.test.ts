import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { freshClientAddress, type PlainReply, postFrom } from './client-address';
import { numberedOrderBody, sendOrdersAcrossAKill } from './order-fixtures';
import { type ServerProcess, startServerProcess } from './server-process';
import { postgresSchemaForTests, redisUrlForTests, type TestSchema } from './services';
import { insertTestProduct } from './test-product';

/**
 * Two server processes, as on two machines: each serves its own copy of the reference SQLite
 * file, and both share one PostgreSQL (orders, idempotency keys, outbox) and one Redis (rate
 * limits). Every request comes from a loopback address of its own (127.a.b.c), so its rate-limit
 * count is its own in the shared Redis.
 */

const RATE_LIMIT = 600;
const dir = mkdtempSync(join(tmpdir(), 'gh-two-processes-'));
let schema: TestSchema;
let first: ServerProcess;
let second: ServerProcess;

const PRODUCT = {
  code: 'TWO100',
  name: 'Two Processes',
  variants: ['TWO-100-01', 'TWO-100-02', 'TWO-100-03'],
};

/** The reference data both instances ship: the demo seed and one product of this test's own. */
async function referenceDatabase(path: string): Promise<void> {
  const db = openDatabase(path);
  await ensureSeeded(db);
  insertTestProduct(db, PRODUCT);
  db.close();
}

beforeAll(async () => {
  const [testSchema, redisUrl] = await Promise.all([
    postgresSchemaForTests('two_processes'),
    redisUrlForTests(),
  ]);
  schema = testSchema;
  const firstFile = join(dir, 'first.sqlite');
  const secondFile = join(dir, 'second.sqlite');
  await referenceDatabase(firstFile);
  copyFileSync(firstFile, secondFile);
  const shared = {
    DATABASE_URL: schema.url,
    REDIS_URL: redisUrl,
    GH_POST_RATE_LIMIT: String(RATE_LIMIT),
  };
  [first, second] = await Promise.all([
    startServerProcess({ ...shared, GH_DB_PATH: firstFile }),
    startServerProcess({ ...shared, GH_DB_PATH: secondFile }),
  ]);
}, 240_000);

afterAll(async () => {
  for (const server of [first, second]) {
    server?.signal('SIGKILL');
    await server?.exited();
  }
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function sendOrder(client: string, url: string, key: string, index: number): Promise<PlainReply> {
  return postFrom(
    client,
    `${url}/samples?region=au&website=GHRES`,
    numberedOrderBody(PRODUCT, index),
    {
      'Idempotency-Key': key,
    },
  );
}

const orderIdOf = (reply: PlainReply) => (JSON.parse(reply.body) as { orderId: string }).orderId;

/** The stored orders whose idempotency key starts with `prefix`: key → the ids stored for it. */
async function storedOrders(prefix: string): Promise<Map<string, string[]>> {
  const client = new Client({ connectionString: schema.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; idempotency_key: string }>(
      'SELECT id, idempotency_key FROM sample_orders WHERE idempotency_key LIKE $1',
      [`${prefix}%`],
    );
    const byKey = new Map<string, string[]>();
    for (const row of rows) {
      byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
    }
    return byKey;
  } finally {
    await client.end();
  }
}

describe('two processes, one PostgreSQL, one Redis', () => {
  it('makes exactly 250 orders from 500 concurrent posts carrying 250 idempotency keys', async () => {
    const client = freshClientAddress();
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        sendOrder(client, i % 2 === 0 ? first.url : second.url, `pair-${i % 250}`, i % 250),
      ),
    );
    expect(replies.filter((reply) => reply.status !== 201)).toEqual([]);
    const answered = new Map<string, Set<string>>();
    replies.forEach((reply, i) => {
      const key = `pair-${i % 250}`;
      answered.set(key, (answered.get(key) ?? new Set()).add(orderIdOf(reply)));
    });
    const stored = await storedOrders('pair-');
    expect(stored.size).toBe(250);
    for (const [key, ids] of stored) {
      expect(ids).toHaveLength(1);
      expect([...(answered.get(key) ?? [])]).toEqual(ids);
    }
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(
      250,
    );
  });

  it('holds one rate limit across both processes, whatever X-Forwarded-For a client forges', async () => {
    const client = freshClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 20; i++) {
      const reply = await postFrom(
        client,
        `${i % 2 === 0 ? first.url : second.url}/samples?region=au&website=GHRES`,
        '{}',
        { 'X-Forwarded-For': `203.0.${Math.floor(i / 250)}.${i % 250}` },
      );
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(RATE_LIMIT)).toEqual(Array(20).fill(429));
  });

  it('keeps every acknowledged order exactly once when one process is SIGKILLed midway', async () => {
    const client = freshClientAddress();
    const TOTAL = 160;
    const { acknowledged, killed } = await sendOrdersAcrossAKill({
      total: TOTAL,
      clients: 16,
      killAfter: 50,
      send: async (index) => {
        const url = index % 2 === 0 ? first.url : second.url;
        const reply = await sendOrder(client, url, `kill-${index}`, index);
        return reply.status === 201 ? orderIdOf(reply) : undefined;
      },
      kill: () => first.signal('SIGKILL'),
    });
    await first.exited();
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeLessThan(TOTAL);

    const afterKill = await storedOrders('kill-');
    for (const [index, orderId] of acknowledged) {
      expect(afterKill.get(`kill-${index}`)).toEqual([orderId]);
    }
    for (const ids of afterKill.values()) expect(ids).toHaveLength(1);

    // The client retries everything on the survivor with the same keys: acknowledged orders
    // answer the same id, the others are created at most once.
    for (let index = 0; index < TOTAL; index++) {
      const reply = await sendOrder(client, second.url, `kill-${index}`, index);
      expect(reply.status).toBe(201);
      const known = acknowledged.get(index) ?? afterKill.get(`kill-${index}`)?.[0];
      if (known) expect(orderIdOf(reply)).toBe(known);
    }
    const final = await storedOrders('kill-');
    expect(final.size).toBe(TOTAL);
    for (const ids of final.values()) expect(ids).toHaveLength(1);
  });
});
