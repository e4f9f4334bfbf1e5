import { Client } from 'pg';
import { RetentionSweeper } from '../src/orders/retention';
import { addOrderableProduct, orderBody, placeOrder, RICHMOND_ADDRESS } from './order-fixtures';
import { STORAGE_KINDS, startTestServer, type TestServer } from './support';

/**
 * Personal data kept no longer than needed: an order's personal fields are erased once it has
 * been with fulfilment for the retention period, and at once when the person asks; what the
 * figures need stays, and the export says which orders were erased.
 */

const ADMIN = 'retention-admin-token';
const DAY = 24 * 60 * 60_000;

describe.each(STORAGE_KINDS)('retention of personal data on %s', (storage) => {
  let server: TestServer;
  let variant: string;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      storage,
      env: { GH_ADMIN_TOKEN: ADMIN, GH_POST_RATE_LIMIT: '1000' },
    });
    [variant = ''] = addOrderableProduct(server.db, 'RET100');
  });
  afterAll(() => server.close());

  const order = (email: string, name = 'Robin Keeper') =>
    placeOrder(
      server.url,
      orderBody('RET100', variant, {
        name,
        email,
        company: 'Keeper & Co',
        projectReference: 'Kitchen job 12',
        floorSize: 42,
        address: RICHMOND_ADDRESS,
      }),
    );

  /** Delivers the outbox rows of these orders as if the webhook had taken them at `at`. */
  async function deliveredAt(orderIds: string[], at: number) {
    const claimed = await server.storage.claimOutbox({
      now: Date.now(),
      leaseMs: 60_000,
      limit: 1000,
    });
    for (const entry of claimed) {
      if (orderIds.includes(entry.orderId)) await server.storage.markDelivered(entry.id, at);
      else await server.storage.markFailed(entry.id, 'not this test', Date.now());
    }
  }

  /** The outbox row of an order, as stored. */
  async function outboxRow(orderId: string): Promise<{ payload: string; status: string }> {
    const sql = 'SELECT payload, status FROM order_outbox WHERE order_id = ';
    if (!server.databaseUrl) {
      return server.db.prepare(`${sql}?`).get(orderId) as { payload: string; status: string };
    }
    const client = new Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(`${sql}$1`, [orderId])).rows[0];
    } finally {
      await client.end();
    }
  }

  const warnings: string[] = [];
  const sweeper = () => new RetentionSweeper(server.storage, 90, (line) => warnings.push(line));

  it('erases the personal fields of orders with fulfilment for more than 90 days, keeping the figures', async () => {
    const old = await order('old@example.com');
    const recent = await order('recent@example.com');
    const exported = await order('exported@example.com');
    const waiting = await order('waiting@example.com');
    await deliveredAt([old], Date.now() - 91 * DAY);
    await deliveredAt([recent], Date.now() - DAY);
    await server.storage.markExported([exported], Date.now() - 95 * DAY);

    expect((await sweeper().sweep()).sort()).toEqual([old, exported].sort());
    expect(warnings.at(-1)).toBe(
      '[retention] erased the personal data of 2 orders handed to fulfilment more than 90 days ago',
    );

    const erased = await server.storage.findOrder(old);
    expect(erased).toMatchObject({
      region: 'au',
      website: 'GHRES',
      samples: [expect.objectContaining({ globalItemId: variant })],
      values: {
        name: '',
        email: '',
        phone: '',
        floorSize: 42,
        address: { type: 'PLACE_ID', postcode: '3121', state: 'VIC', country: 'Australia' },
      },
      erased: { at: expect.stringMatching(/^\d{4}-/), reason: 'retention' },
    });
    expect(erased?.values.company).toBeUndefined();
    expect(erased?.values.projectReference).toBeUndefined();
    expect(JSON.stringify(erased)).not.toMatch(/Robin|Keeper|Smith Street|old@example/);
    // The delivered payload goes too: nothing personal is left in the outbox.
    expect((await outboxRow(old)).payload).not.toMatch(/Robin|Keeper|Smith Street|old@example/);

    for (const kept of [recent, waiting]) {
      expect((await server.storage.findOrder(kept))?.values.name).toBe('Robin Keeper');
    }
    // A second sweep has nothing more to do.
    expect(await sweeper().sweep()).toEqual([]);

    const csv = await (
      await fetch(`${server.url}/admin/orders.csv`, {
        headers: { Authorization: `Bearer ${ADMIN}` },
      })
    ).text();
    const rowOf = (id: string) =>
      csv.split('\r\n').find((line) => line.startsWith(`"${id}"`)) ?? '';
    expect(rowOf(old)).toMatch(/,"\d{4}-[^"]+","retention"$/);
    expect(rowOf(recent)).toMatch(/,,$/);
  });

  it('erases every order of one person at once on request, cancelling a delivery still waiting, and the audit log keeps no email', async () => {
    const first = await order('Jo.Request@example.com', 'Jo Request');
    const second = await order('jo.request@example.com', 'Jo Request');
    const other = await order('someone.else@example.com');
    const response = await fetch(`${server.url}/admin/orders/erase`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'JO.REQUEST@example.com' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { erased: number; orders: string[] };
    expect(body.erased).toBe(2);
    expect(body.orders.sort()).toEqual([first, second].sort());
    for (const id of [first, second]) {
      const erased = await server.storage.findOrder(id);
      expect(erased?.erased?.reason).toBe('request');
      expect(erased?.outboxStatus).toBe('dead');
      expect(JSON.stringify(erased)).not.toMatch(/Jo Request|jo\.request/i);
    }
    expect((await server.storage.findOrder(other))?.values.email).toBe('someone.else@example.com');

    const audit = await (
      await fetch(`${server.url}/admin/audit`, { headers: { Authorization: `Bearer ${ADMIN}` } })
    ).text();
    expect(audit).toContain('erase personal data on request');
    expect(audit).toContain(first);
    expect(audit).not.toMatch(/jo\.request/i);
  });

  it.each([{}, { email: 'not an email' }, { email: '' }])(
    'refuses an erasure request %j with a 400',
    async (body) => {
      const response = await fetch(`${server.url}/admin/orders/erase`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    },
  );
});
