import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { OutboxDispatcher, retryDelay, signBody } from '../src/outbox/dispatcher';
import { addOrderableProduct, orderBody, placeOrder } from './order-fixtures';
import { STORAGE_KINDS, startTestServer, type TestServer } from './support';
import { WebhookReceiver, waitFor } from './webhook-receiver';

/**
 * The order outbox (issue 13): every acknowledged order reaches the fulfilment webhook, signed,
 * exactly once after the receiver de-duplicates, whatever the receiver or the dispatcher do.
 * Retry delays are shortened so that nothing waits for real backoff.
 */

const SECRET = 'outbox-test-secret';
const ADMIN = 'outbox-admin-token';
const FAST = { retryBaseMs: 20, retryCapMs: 200, pollMs: 20, leaseMs: 60_000 };

describe('outbox timing and signing', () => {
  it('doubles the retry delay with each attempt up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('signs the body with HMAC-SHA256 as sha256=<hex>', () => {
    // RFC 4231 test case 2.
    expect(signBody('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('outbox configuration', () => {
  it('refuses to start with ORDER_WEBHOOK_URL but no ORDER_WEBHOOK_SECRET, naming it', async () => {
    await expect(
      startTestServer({ seed: false, env: { ORDER_WEBHOOK_URL: 'http://127.0.0.1:9/orders' } }),
    ).rejects.toThrow('ORDER_WEBHOOK_SECRET');
  });
});

describe.each(STORAGE_KINDS)('order outbox on %s', (storage) => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  async function serverWith(receiver: WebhookReceiver | undefined, env: NodeJS.ProcessEnv = {}) {
    const server = await startTestServer({
      seed: false,
      storage,
      outbox: FAST,
      env: {
        GH_POST_RATE_LIMIT: '1000',
        GH_ADMIN_TOKEN: ADMIN,
        ORDER_WEBHOOK_SECRET: SECRET,
        ...(receiver && { ORDER_WEBHOOK_URL: receiver.url }),
        ...env,
      },
    });
    open.push(server);
    return server;
  }

  async function placeOrders(server: TestServer, count: number) {
    const code = 'OBX100';
    const [variant = ''] = addOrderableProduct(server.db, code);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        await placeOrder(server.url, orderBody(code, variant, { name: `Customer ${i}` }), `k${i}`),
      );
    }
    return ids;
  }

  const admin = (server: TestServer, path: string) =>
    fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${ADMIN}` } });

  it('delivers every order once per id, signed, through a receiver that fails the first two deliveries', async () => {
    const receiver = await WebhookReceiver.start(SECRET, (n) => (n <= 2 ? 500 : 200));
    open.push(receiver);
    const server = await serverWith(receiver);
    const ids = await placeOrders(server, 5);

    await waitFor('every order delivered', async () => {
      return (await server.storage.outboxCounts()).delivered === ids.length;
    });
    expect([...receiver.orders.keys()].sort()).toEqual([...ids].sort());
    expect(receiver.requests.slice(0, 2).every((request) => request.validSignature)).toBe(true);
    expect(receiver.requests.length).toBeGreaterThanOrEqual(ids.length + 2);
    for (const [orderId, delivery] of receiver.orders) {
      expect(delivery.validSignature).toBe(true);
      expect(delivery.body).toMatchObject({
        orderId,
        region: 'au',
        website: 'GHRES',
        values: { email: 'alex@example.com' },
        samples: [{ globalItemId: 'GHRES-OBX100-01' }],
      });
    }
    // The two refused deliveries were tried again: some order arrived on a later attempt.
    expect(Math.max(...receiver.requests.map((request) => request.attempt))).toBeGreaterThan(1);
    expect(await (await admin(server, '/admin/outbox')).json()).toEqual({
      pending: 0,
      delivered: ids.length,
      deadLetter: 0,
      webhookConfigured: true,
    });
  });

  it('leaves the orders pending, counted and exportable while the receiver stays down', async () => {
    const receiver = await WebhookReceiver.start(SECRET, () => 503);
    open.push(receiver);
    const server = await serverWith(receiver);
    const ids = await placeOrders(server, 3);

    await waitFor('each order tried at least twice', () =>
      ids.every((id) => receiver.requests.filter((r) => r.orderId === id).length >= 2),
    );
    expect(receiver.orders.size).toBe(0);
    const counts = (await (await admin(server, '/admin/outbox')).json()) as Record<string, number>;
    expect(counts).toMatchObject({ pending: 3, delivered: 0, deadLetter: 0 });
    const csv = await (await admin(server, '/admin/orders.csv')).text();
    // The outbox status, then the erasure columns (empty: nothing is erased).
    for (const id of ids) expect(csv).toMatch(new RegExp(`^"${id}",.*,"pending",,\r?$`, 'm'));
  });

  it('keeps orders pending and exportable without ORDER_WEBHOOK_URL, delivering nothing', async () => {
    const server = await serverWith(undefined);
    const ids = await placeOrders(server, 2);
    const counts = await (await admin(server, '/admin/outbox')).json();
    expect(counts).toEqual({ pending: 2, delivered: 0, deadLetter: 0, webhookConfigured: false });
    const csv = await (await admin(server, '/admin/orders.csv')).text();
    expect(csv.trim().split('\r\n')).toHaveLength(1 + ids.length);
  });

  it('moves an order to the dead letter after GH_OUTBOX_MAX_ATTEMPTS failed deliveries', async () => {
    const receiver = await WebhookReceiver.start(SECRET, () => 500);
    open.push(receiver);
    const server = await serverWith(receiver, { GH_OUTBOX_MAX_ATTEMPTS: '3' });
    const [id] = await placeOrders(server, 1);

    await waitFor('the order dead-lettered', async () => {
      return (await server.storage.outboxCounts()).deadLetter === 1;
    });
    expect(receiver.requests.map((request) => [request.orderId, request.attempt])).toEqual([
      [id, 1],
      [id, 2],
      [id, 3],
    ]);
    const counts = await (await admin(server, '/admin/outbox')).json();
    expect(counts).toMatchObject({ pending: 0, delivered: 0, deadLetter: 1 });
    expect(await (await admin(server, '/admin/orders.csv')).text()).toMatch(/,"dead",,\r\n$/);
  });

  it('loses nothing when the dispatcher process is killed mid-delivery', async () => {
    // The receiver holds every delivery unanswered until the dispatcher is dead.
    let down = true;
    const receiver = await WebhookReceiver.start(SECRET, () => (down ? 'hold' : 200));
    open.push(receiver);
    const server = await serverWith(undefined);
    const ids = await placeOrders(server, 3);

    const child = startDispatcherProcess(server, receiver.url, 1_000);
    open.push({ close: async () => void child.kill('SIGKILL') });
    await waitFor('the dispatcher process to send all three', () => receiver.heldCount === 3);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect((await server.storage.outboxCounts()).pending).toBe(3);

    down = false;
    const dispatcher = new OutboxDispatcher(server.storage, {
      url: receiver.url,
      secret: SECRET,
      maxAttempts: 10,
      ...FAST,
    });
    dispatcher.start();
    open.push({ close: () => dispatcher.stop() });
    await waitFor('every order delivered after the lease ran out', async () => {
      return (await server.storage.outboxCounts()).delivered === 3;
    });
    expect([...receiver.orders.keys()].sort()).toEqual([...ids].sort());
    expect([...receiver.orders.values()].every((delivery) => delivery.attempt === 2)).toBe(true);
    expect([...receiver.orders.values()].every((delivery) => delivery.validSignature)).toBe(true);
  });
});

const repoRoot = join(__dirname, '..', '..');

function startDispatcherProcess(server: TestServer, url: string, leaseMs: number): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'fixtures', 'dispatcher-process.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        GH_DB_PATH: server.databasePath,
        DATABASE_URL: server.databaseUrl ?? '',
        ORDER_WEBHOOK_URL: url,
        ORDER_WEBHOOK_SECRET: SECRET,
        OUTBOX_LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return child;
}
