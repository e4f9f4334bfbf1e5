import { csvCell, formatAddress, ordersCsv } from '../src/orders/export';
import { addOrderableProduct, orderBody, placeOrder, RICHMOND_ADDRESS } from './order-fixtures';
import { STORAGE_KINDS, startTestServer, type TestServer } from './support';
import { waitFor } from './webhook-receiver';

/** The fulfilment team's admin routes (issue 13): GET /admin/orders.csv and /admin/outbox. */

const TOKEN = 'correct-horse-battery-staple';

describe('admin routes with no token configured at all', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it.each(['/admin/orders.csv', '/admin/outbox', '/admin/audit'])(
    '%s lets nobody in (401), whatever token is sent',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(401);
    },
  );
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+61 412 345 678', `"'+61 412 345 678"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['Smith, Jones', '"Smith, Jones"'],
    ['Alex;=1+2', '"Alex;=1+2"'],
    ['Alex\t=1+2', '"Alex\t=1+2"'],
    ['plain', '"plain"'],
    ['', ''],
  ])('escapes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps a name with a separator of another locale in one quoted cell', () => {
    // A spreadsheet splitting on ';' sees one quoted cell, not a cell starting at =1+2.
    const cell = csvCell('Alex;=1+2');
    const fields = cell.match(/"(?:[^"]|"")*"|[^;]+/g);
    expect(fields).toEqual(['"Alex;=1+2"']);
  });

  it('writes an address chosen from the suggestions on one line, custom ones as typed', () => {
    expect(formatAddress(RICHMOND_ADDRESS)).toBe('12 Smith Street, Richmond, VIC, 3121, Australia');
    expect(formatAddress({ type: 'CUSTOM', custom: 'Lot 4, Old Coach Rd' })).toBe(
      'Lot 4, Old Coach Rd',
    );
  });

  it('gives a header row alone when there are no orders', () => {
    expect(ordersCsv([])).toBe(
      'order_id,created_at,region,website,name,email,phone,company,project_size,floor_size,project_reference,address,samples,outbox_status,erased_at,erased_because\r\n',
    );
  });
});

describe.each(STORAGE_KINDS)('admin routes with GH_ADMIN_TOKEN on %s', (storage) => {
  let server: TestServer;
  let variant: string;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      storage,
      env: { GH_ADMIN_TOKEN: TOKEN, GH_POST_RATE_LIMIT: '1000' },
    });
    [variant = ''] = addOrderableProduct(server.db, 'ADM100');
  });
  afterAll(() => server.close());

  const get = (path: string, authorization?: string) =>
    fetch(`${server.url}${path}`, {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer not-the-token'],
    ['the token with one character more', `Bearer ${TOKEN}x`],
    ['the token under another scheme', `Basic ${TOKEN}`],
  ])('answers 401 with a reason to %s', async (_, authorization) => {
    for (const path of ['/admin/orders.csv', '/admin/outbox']) {
      const response = await get(path, authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringContaining('Bearer') });
    }
  });

  it('exports the orders as CSV, formula-looking cells escaped', async () => {
    const id = await placeOrder(
      server.url,
      orderBody('ADM100', variant, {
        name: '=HYPERLINK("http://evil.example","click")',
        company: '@SUM(1+1)',
        projectReference: '-2+3',
        phone: '+61 412 345 678',
      }),
    );
    const response = await get('/admin/orders.csv', `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'order_id,created_at,region,website,name,email,phone,company,project_size,floor_size,project_reference,address,samples,outbox_status,erased_at,erased_because',
    );
    const createdAt = (await server.storage.findOrder(id))?.createdAt;
    expect(lines).toContain(
      [
        `"${id}"`,
        `"${createdAt}"`,
        '"au"',
        '"GHRES"',
        `"'=HYPERLINK(""http://evil.example"",""click"")"`,
        '"alex@example.com"',
        `"'+61 412 345 678"`,
        `"'@SUM(1+1)"`,
        '',
        '',
        `"'-2+3"`,
        '"12 Smith Street, Richmond VIC 3121"',
        '"GHRES-ADM100-01 Product ADM100 Colour GHRES-ADM100-01"',
        '"pending"',
        '',
        '',
      ].join(','),
    );
    // No cell of the file starts with a formula character.
    const cells = lines.flatMap((line) => line.split(','));
    expect(cells.filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);
  });

  it('exports only the orders created at or after `since`', async () => {
    const first = await placeOrder(server.url, orderBody('ADM100', variant, { name: 'First' }));
    const firstAt = (await server.storage.findOrder(first))?.createdAt ?? '';
    // The second order must carry a later millisecond than the first.
    await waitFor('the clock to pass the first order', () => new Date().toISOString() > firstAt);
    const second = await placeOrder(server.url, orderBody('ADM100', variant, { name: 'Second' }));
    const since = (await server.storage.findOrder(second))?.createdAt ?? '';
    const csv = await (
      await get(`/admin/orders.csv?since=${encodeURIComponent(since)}`, `Bearer ${TOKEN}`)
    ).text();
    expect(csv).toContain(`"${second}",`);
    expect(csv).not.toContain(`"${first}",`);
    const future = await (
      await get('/admin/orders.csv?since=2999-01-01', `Bearer ${TOKEN}`)
    ).text();
    expect(future.trimEnd().split('\r\n')).toHaveLength(1);
    const day = await (
      await get(`/admin/orders.csv?since=${since.slice(0, 10)}`, `Bearer ${TOKEN}`)
    ).text();
    expect(day).toContain(`"${first}",`);
  });

  it.each([
    'yesterday',
    '2026-13-01',
    '2026-11-23T25:00:00Z',
    '2026-11-23T10:00:00',
    '1700000000',
    '',
  ])('refuses since=%j with a 400 that says the expected form', async (since) => {
    const response = await get(
      `/admin/orders.csv?since=${encodeURIComponent(since)}`,
      `Bearer ${TOKEN}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('ISO 8601') });
  });

  it('counts the outbox', async () => {
    const response = await get('/admin/outbox', `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      pending: await server.storage.orderCount(),
      delivered: 0,
      deadLetter: 0,
      webhookConfigured: false,
    });
  });
});
