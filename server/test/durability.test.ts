import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { numberedOrderBody } from './order-fixtures';
import { freePort } from './server-process';
import { insertTestProduct } from './test-product';

/**
 * DESIGN.md section 8: an acknowledged sample order survives a crash. The real server runs as a
 * child process on a real database file; orders stream in concurrently, each with its own
 * Idempotency-Key; the process is killed with SIGKILL mid-stream and restarted on the same file.
 */

const repoRoot = join(__dirname, '..', '..');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const main = join(repoRoot, 'server', 'src', 'main.ts');

const dir = mkdtempSync(join(tmpdir(), 'gh-durability-'));
const databasePath = join(dir, 'orders.sqlite');
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    signalServer(child, 'SIGKILL');
    await exited(child);
  }
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(tsx, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GH_DB_PATH: databasePath,
      GH_POST_RATE_LIMIT: '100000',
      GH_LOG: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, and a crash must take both.
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start in time:\n${output}`);
}

/** Sends a signal to the server's whole process group (tsx and the server it runs). */
function signalServer(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves once every process of the server's group has exited. */
async function exited(child: ChildProcess): Promise<void> {
  if (!child.pid) return;
  for (;;) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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

  const TOTAL = 90;
  const CONCURRENCY = 16;
  const KILL_AFTER = 30;
  const acknowledged = new Map<number, string>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < TOTAL) {
      const index = next++;
      try {
        const orderId = await sendOrder(first.url, index);
        if (orderId) acknowledged.set(index, orderId);
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          signalServer(first.child, 'SIGKILL');
        }
      } catch {
        // Cut off by the crash: the client does not know whether this order was stored.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await exited(first.child);
  expect(killed).toBe(true);
  const sent = next;
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
  signalServer(second.child, 'SIGTERM');
  await exited(second.child);
}, 180_000);
