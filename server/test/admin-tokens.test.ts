import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MAX_FAILURES } from '../src/admin/guard';
import { tokenDigest } from '../src/admin/tokens';
import { addOrderableProduct, orderBody, placeOrder } from './order-fixtures';
import { serverMain, tsx } from './server-process';
import { STORAGE_KINDS, startTestServer, type TestServer } from './support';
import { waitFor } from './webhook-receiver';

/**
 * Least privilege for the operator's tokens: named tokens with scopes, stored hashed, added and
 * revoked by a command while the server runs, every privileged action in the audit log, and
 * GH_ADMIN_TOKEN still one token with every scope.
 */

const ADMIN = 'everything-admin-token';
const cli = join(serverMain, '..', 'admin', 'cli.ts');

/** `npm run token -w server -- …` against the test server's storage; answers its output. */
async function token(server: TestServer, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(tsx, [cli, ...args], {
    env: {
      ...process.env,
      GH_DB_PATH: server.databasePath,
      DATABASE_URL: server.databaseUrl ?? '',
    },
  });
  return stdout;
}

/** The token a `token add` printed (its last line). */
const printedToken = (output: string) => output.trim().split('\n').at(-1) ?? '';

describe.each(STORAGE_KINDS)('named admin tokens on %s', (storage) => {
  let server: TestServer;
  let variant: string;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      storage,
      env: { GH_ADMIN_TOKEN: ADMIN, GH_POST_RATE_LIMIT: '1000' },
    });
    [variant = ''] = addOrderableProduct(server.db, 'TOK100');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, bearer?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(bearer && { Authorization: `Bearer ${bearer}` }),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('gives each token only its scopes, and records who did what, when and from where', async () => {
    const editor = printedToken(await token(server, 'add', 'editor', '--scopes', 'content'));
    const fulfilment = printedToken(await token(server, 'add', 'fulfilment', '--scopes', 'orders'));
    expect(editor).toMatch(/^gh_[A-Za-z0-9_-]{43}$/);
    await placeOrder(server.url, orderBody('TOK100', variant));

    // The editor fixes stock, and cannot read the customers' data or publish.
    expect(
      (await call('PATCH', `/admin/catalogue/variants/${variant}`, editor, { sampleInStock: true }))
        .status,
    ).toBe(200);
    const refused = await call('GET', '/admin/orders.csv', editor);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "The token 'editor' lacks the 'orders' scope this needs",
    );
    expect((await call('GET', '/admin/publish', editor)).status).toBe(403);
    expect((await call('GET', '/admin/audit', editor)).status).toBe(403);
    expect((await call('GET', '/metrics', editor)).status).toBe(403);

    // Fulfilment exports the orders and reads the audit log, and cannot edit.
    expect((await call('GET', '/admin/orders.csv', fulfilment)).status).toBe(200);
    expect(
      (
        await call('PATCH', `/admin/catalogue/variants/${variant}`, fulfilment, {
          sampleInStock: true,
        })
      ).status,
    ).toBe(403);
    const audit = await call('GET', '/admin/audit', fulfilment);
    expect(audit.status).toBe(200);
    const { entries } = (await audit.json()) as { entries: Record<string, unknown>[] };
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          token: 'editor',
          action: 'set sample stock',
          target: variant,
          address: '127.0.0.1',
          status: 200,
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
        expect.objectContaining({ token: 'editor', action: 'export orders', status: 403 }),
        expect.objectContaining({ token: 'fulfilment', action: 'export orders', status: 200 }),
        expect.objectContaining({ token: 'fulfilment', action: 'set sample stock', status: 403 }),
        expect.objectContaining({
          token: 'command line',
          action: 'add token',
          target: 'editor (content)',
        }),
      ]),
    );
    // Newest first.
    const times = entries.map((entry) => String(entry.at));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('stores a token as its SHA-256 only', async () => {
    const secret = printedToken(await token(server, 'add', 'hashed', '--scopes', 'metrics'));
    const rows = await server.storage.listAdminTokens();
    const row = rows.find((candidate) => candidate.name === 'hashed');
    expect(row?.digest).toBe(tokenDigest(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(await token(server, 'list')).toMatch(/hashed\s+metrics\s+created \S+\s+live/);
  });

  it('takes a new token on its first use, and stops accepting a revoked one within seconds, without a restart', async () => {
    const secret = printedToken(await token(server, 'add', 'leaving', '--scopes', 'publish'));
    expect((await call('GET', '/admin/publish', secret)).status).toBe(200);
    expect(await token(server, 'revoke', 'leaving')).toContain("Token 'leaving' revoked");
    await waitFor(
      'the token to be refused',
      async () => (await call('GET', '/admin/publish', secret)).status === 401,
    );
    expect(await token(server, 'list')).toMatch(/leaving\s+publish\s+created \S+\s+revoked /);
  });

  it('keeps GH_ADMIN_TOKEN working as one token with every scope', async () => {
    for (const [method, path] of [
      ['GET', '/admin/orders.csv'],
      ['GET', '/admin/outbox'],
      ['GET', '/admin/audit'],
      ['GET', '/admin/publish'],
      ['GET', '/metrics'],
    ] as const) {
      expect({ path, status: (await call(method, path, ADMIN)).status }).toEqual({
        path,
        status: 200,
      });
    }
  });
});

describe('wrong admin tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { GH_ADMIN_TOKEN: ADMIN } });
  });
  afterAll(() => server.close());

  it(`refuses an address for a while after ${MAX_FAILURES} wrong tokens, even with the right one`, async () => {
    const get = (bearer: string) =>
      fetch(`${server.url}/admin/outbox`, { headers: { Authorization: `Bearer ${bearer}` } });
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
      expect((await get(`guess-${attempt}`)).status).toBe(401);
    }
    const limited = await get(ADMIN);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /Too many requests with a wrong admin token/,
    );
  });
});

describe('the token command', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server.close());

  it.each([
    [['add', 'bad name!', '--scopes', 'content'], /Name the token/],
    [
      ['add', 'someone', '--scopes', 'everything'],
      /Give --scopes, a comma list of: content, publish, orders, metrics, audit/,
    ],
    [['add', 'someone'], /Give --scopes/],
    [['revoke', 'nobody'], /No live token is named 'nobody'/],
    [['frobnicate', 'x'], /Usage:/],
  ])('refuses %j with a reason', async (args, reason) => {
    await expect(token(server, ...args)).rejects.toMatchObject({
      stderr: expect.stringMatching(reason),
    });
  });

  it('refuses a second live token of one name', async () => {
    await token(server, 'add', 'twin', '--scopes', 'audit');
    await expect(token(server, 'add', 'twin', '--scopes', 'audit')).rejects.toMatchObject({
      stderr: expect.stringContaining("A live token is already named 'twin'"),
    });
  });
});
