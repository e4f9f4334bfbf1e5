import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { numberedOrderBody, sendOrdersAcrossAKill } from './order-fixtures';
import { type ServerProcess, startServerProcess } from './server-process';
import { insertTestProduct } from './test-product';

/**
 * DESIGN.md section 8: an acknowledged sample order survives a crash. The real server runs as a
 * child process on a real database file; orders stream in concurrently, each with its own
 * Idempotency-Key; the process is killed with SIGKILL mid-stream and restarted on the same file.
 */

const dir = mkdtempSync(join(tmpdir(), 'gh-durability-'));
const databasePath = join(dir, 'orders.sqlite');
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) {
    server.signal('SIGKILL');
    await server.exited();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    GH_DB_PATH: databasePath,
    GH_POST_RATE_LIMIT: '100000',
  });
  servers.push(server);
  return server;
}

const PRODUCT = {
  code: 'DUR100',
  name: 'Durability',
  variants: ['DUR-100-01', 'DUR-100-02', 'DUR-100-03'],
};

/** A product of our own, added once the first start has seeded (so no seeder clears it). */
function addDurabilityProduct(): void {
  const db = new Database(databasePath);
  db.pragma('busy_timeout = 5000');
  insertTestProduct(db, PRODUCT);
  db.close();
}

async function sendOrder(url: string, index: number): Promise<string | undefined> {
  const response = await fetch(`${url}/samples?region=au&website=GHRES`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `durability-${index}` },
    body: numberedOrderBody(PRODUCT, index),
  });
  if (response.status !== 201) throw new Error(`order ${index}: HTTP ${response.status}`);
  return ((await response.json()) as { orderId: string }).orderId;
}

function storedOrders(): Map<string, string[]> {
  const db = new Database(databasePath, { readonly: true });
  const rows = db.prepare('SELECT id, idempotency_key FROM sample_orders').all() as Array<{
    id: string;
    idempotency_key: string;
  }>;
  db.close();
  const byKey = new Map<string, string[]>();
  for (const row of rows)
    byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
  return byKey;
}

it('keeps every order acknowledged with 201 through a SIGKILL, and a retry never creates a second', async () => {
  const first = await startServer();
  addDurabilityProduct();

  const { acknowledged, sent, killed } = await sendOrdersAcrossAKill({
    total: 90,
    clients: 16,
    killAfter: 30,
    send: (index) => sendOrder(first.url, index),
    kill: () => first.signal('SIGKILL'),
  });
  await first.exited();
  expect(killed).toBe(true);
  expect(acknowledged.size).toBeLessThan(sent);

  const second = await startServer();
  const afterCrash = storedOrders();
  for (const [index, orderId] of acknowledged) {
    expect(afterCrash.get(`durability-${index}`)).toEqual([orderId]);
  }
  for (const ids of afterCrash.values()) expect(ids).toHaveLength(1);

  // The client retries every order it sent with the same key: acknowledged ones answer the same
  // order, unanswered ones are created at most once (or answered, if the crash hid their 201).
  const retried = new Map<number, string | undefined>();
  for (let index = 0; index < sent; index++) retried.set(index, await sendOrder(second.url, index));
  for (const [index, orderId] of acknowledged) expect(retried.get(index)).toBe(orderId);
  for (const [index, orderId] of retried) {
    const before = afterCrash.get(`durability-${index}`);
    if (before) expect(orderId).toBe(before[0]);
  }

  const final = storedOrders();
  expect(final.size).toBe(sent);
  for (let index = 0; index < sent; index++) {
    expect(final.get(`durability-${index}`)).toEqual([retried.get(index)]);
  }
  second.signal('SIGTERM');
  await second.exited();
}, 180_000);
