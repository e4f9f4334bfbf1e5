import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { addOrderableProduct, orderBody, RICHMOND_ADDRESS } from './order-fixtures';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * The request log as an operator reads it, from the server entry as `npm start` runs it: one
 * JSON line per request with its id, and nothing a visitor typed about themselves in any line.
 */

const dir = mkdtempSync(join(tmpdir(), 'gh-request-log-'));
const databasePath = join(dir, 'reference.sqlite');
let variants: string[] = [];
let server: ServerProcess;

/** Someone whose every detail is easy to find in a log, were it there. */
const PERSON = {
  name: 'Zebediah Quillfeather',
  email: 'zebediah.quillfeather@example.org',
  phone: '0499 876 543',
  street: '77 Marigold Crescent',
  company: 'Quillfeather Interiors',
  reference: 'QF-Secret-Reference',
};

beforeAll(async () => {
  const db = openDatabase(databasePath);
  variants = addOrderableProduct(db, 'LOG100');
  await ensureSeeded(db);
  db.close();
  // As `npm start` runs it: the log on by default (no GH_LOG at all).
  server = await startServerProcess({ GH_DB_PATH: databasePath, GH_LOG: undefined });
}, 180_000);

afterAll(async () => {
  server.signal('SIGKILL');
  await server.exited();
  rmSync(dir, { recursive: true, force: true });
});

/** The server's JSON lines so far. */
const jsonLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function lineFor(requestId: string) {
  let found: Record<string, unknown>[] = [];
  const deadline = Date.now() + 30_000;
  while (found.length === 0 && Date.now() < deadline) {
    found = jsonLines().filter((line) => line.requestId === requestId && line.msg === 'request');
    if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return found;
}

describe('the request log', () => {
  it('writes one line per request with its id, method, route, path, status and duration', async () => {
    const response = await fetch(`${server.url}/api/catalogue/products?region=au&type=CPT`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await lineFor(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId: id,
      method: 'GET',
      route: '/api/catalogue/products',
      path: '/api/catalogue/products',
      status: 200,
      durationMs: expect.any(Number),
    });
  });

  it("keeps the caller's X-Request-Id when it has a safe form, and makes one otherwise", async () => {
    const kept = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Request-Id': 'edge-7f3a.42:1' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.42:1');
    expect(await lineFor('edge-7f3a.42:1')).toHaveLength(1);
    const replaced = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Request-Id': 'x'.repeat(500) },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs an error with its request id', async () => {
    const response = await fetch(`${server.url}/samples?region=au&website=GHRES`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'bad-order-1' },
      body: '{"variants": [',
    });
    expect(response.status).toBe(400);
    expect(await lineFor('bad-order-1')).toEqual([
      expect.objectContaining({ status: 400, route: '/samples' }),
    ]);
  });

  it('never writes a name, email, phone, company, reference or street, whatever the request', async () => {
    const values = {
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      company: PERSON.company,
      projectReference: PERSON.reference,
      address: { ...RICHMOND_ADDRESS, street: PERSON.street },
    };
    const send = (body: unknown, query = 'region=au&website=GHRES') =>
      fetch(`${server.url}/samples?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': `order-${Math.random()}` },
        body: JSON.stringify(body),
      });
    const placed = await send(orderBody('LOG100', variants[0] ?? '', values));
    expect(placed.status).toBe(201);
    // Refused orders: invalid details, an unknown sample, a bad region.
    expect(
      (await send(orderBody('LOG100', variants[0] ?? '', { ...values, email: PERSON.name })))
        .status,
    ).toBe(400);
    expect((await send(orderBody('LOG100', 'GHRES-NOPE-01', values))).status).toBe(400);
    expect((await send(orderBody('LOG100', variants[0] ?? '', values), 'region=xx')).status).toBe(
      400,
    );
    // The address search, whose terms are streets.
    await fetch(
      `${server.url}/places?q=autocomplete&region=au&website=GHRES&term=${encodeURIComponent(PERSON.street)}`,
    );
    await fetch(`${server.url}/search-query?query=${encodeURIComponent(PERSON.email)}&region=au`);
    const last = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'last-one' } });
    expect(last.status).toBe(200);
    await lineFor('last-one');

    const output = server.output().toLowerCase();
    for (const detail of [
      PERSON.name,
      PERSON.email,
      PERSON.phone,
      PERSON.phone.replace(/ /g, ''),
      PERSON.street,
      encodeURIComponent(PERSON.street),
      PERSON.company,
      PERSON.reference,
      'quillfeather',
      'marigold',
    ]) {
      expect({ detail, found: output.includes(detail.toLowerCase()) }).toEqual({
        detail,
        found: false,
      });
    }
    // The requests were logged, all the same.
    expect(jsonLines().filter((line) => line.route === '/samples').length).toBeGreaterThanOrEqual(
      5,
    );
  });
});
