import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { addOrderableProduct, orderBody, placeOrder } from './order-fixtures';
import { freePort, startServerProcess } from './server-process';
import { startTestServer, type TestServer } from './support';
import { waitFor } from './webhook-receiver';

/**
 * GET /metrics as a Prometheus scraper reads it: the families an operator watches, with the
 * values the server's work gave them, for one process and for a cluster of workers, behind the
 * `metrics` scope or on a port of their own; and valid by `promtool check metrics` where
 * Prometheus's promtool is installed (Debian's `prometheus` package).
 */

const ADMIN = 'metrics-admin-token';

/** Each sample of the text: its name, labels and value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The sum of a family's samples whose labels include `labels`. */
const total = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text)
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);

const has = (text: string, name: string) => samples(text).some((sample) => sample.name === name);

function promtool(): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/bin']) {
    if (dir && existsSync(join(dir, 'promtool'))) return join(dir, 'promtool');
  }
  return undefined;
}

describe('GET /metrics in one process', () => {
  let server: TestServer;
  let variant: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: { GH_ADMIN_TOKEN: ADMIN, GH_POST_RATE_LIMIT: '1000' },
    });
    [variant = ''] = addOrderableProduct(server.db, 'MET100');
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${ADMIN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('is not public: without a token it answers 401', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  });

  it('counts requests, orders, caches and the outbox as the server did them', async () => {
    await placeOrder(server.url, orderBody('MET100', variant));
    const invalid = await fetch(`${server.url}/samples?region=au&website=GHRES`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody('MET100', variant, { email: 'not an email' })),
    });
    expect(invalid.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${server.url}/api/catalogue/products?region=au`)).status).toBe(200);
    }
    const products = (await (
      await fetch(`${server.url}/api/catalogue/products?region=au`)
    ).json()) as { variants?: { patternCloudinaryPublicId?: string }[] }[];
    const image = products[0]?.variants?.[0]?.patternCloudinaryPublicId;
    expect(image).toBeDefined();
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${server.url}/media/gh/image/upload/w_64/v1/${image}.png`)).status).toBe(
        200,
      );
    }

    const text = await scrape();
    expect(
      total(text, 'http_requests_total', {
        route: '/api/catalogue/products',
        method: 'GET',
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      total(text, 'http_request_duration_seconds_count', { route: '/api/catalogue/products' }),
    ).toBe(3);
    expect(total(text, 'gh_orders_accepted_total', { region: 'au' })).toBe(1);
    expect(total(text, 'gh_orders_refused_total', { reason: 'invalid' })).toBe(1);
    expect(total(text, 'gh_outbox_pending_orders')).toBe(1);
    expect(total(text, 'gh_outbox_oldest_pending_seconds')).toBeGreaterThan(0);
    expect(total(text, 'gh_outbox_dead_letters')).toBe(0);
    expect(
      total(text, 'gh_reply_cache_requests_total', { cache: 'catalogue', result: 'hit' }),
    ).toBe(2);
    expect(
      total(text, 'gh_reply_cache_requests_total', { cache: 'catalogue', result: 'miss' }),
    ).toBe(1);
    expect(total(text, 'gh_media_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(total(text, 'gh_media_cache_requests_total', { result: 'hit' })).toBe(1);
    for (const family of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'gh_server_processes',
    ]) {
      expect({ family, present: has(text, family) }).toEqual({ family, present: true });
    }
    // Route patterns, never URLs: no query string, no public id, in any label.
    expect(text).not.toContain('region=au');
    expect(text).not.toContain(String(image));
  });

  it('passes promtool check metrics where Prometheus is installed', async () => {
    const text = await scrape();
    const binary = promtool();
    if (binary) {
      const checked = spawnSync(binary, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect({
        status: checked.status,
        problems: `${checked.stdout}${checked.stderr}`.trim(),
      }).toEqual({
        status: 0,
        problems: '',
      });
    }
    // Every family has its HELP and TYPE, and counters end in _total.
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      expect(text).toContain(`# HELP ${name} `);
      if (type === 'counter') expect(name).toMatch(/_total$/);
    }
  });
});

describe('GET /metrics with two workers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gh-metrics-cluster-'));
  const databasePath = join(dir, 'reference.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports the whole cluster, on the main port with a token and on GH_METRICS_PORT without one', async () => {
    const db = openDatabase(databasePath);
    await ensureSeeded(db, { products: 20, stores: 20 });
    db.close();
    const metricsPort = await freePort();
    const server = await startServerProcess({
      GH_DB_PATH: databasePath,
      GH_WORKERS: '2',
      GH_ADMIN_TOKEN: ADMIN,
      GH_METRICS_PORT: String(metricsPort),
    });
    try {
      await server.waitForOutput(/worker \d+ listening[\s\S]*worker \d+ listening/);
      const sent = 40;
      await Promise.all(
        Array.from({ length: sent }, () => fetch(`${server.url}/geo-ip?country=nz`)),
      );
      const own = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      // Requests end (their counters move) just after their replies: wait for all of them.
      await waitFor(
        'every request to be counted',
        async () => total(await own(), 'http_requests_total', { route: '/geo-ip' }) === sent,
      );
      const scraped = await (
        await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${ADMIN}` } })
      ).text();
      for (const text of [scraped, await own()]) {
        expect(total(text, 'gh_server_processes')).toBe(2);
        expect(total(text, 'http_requests_total', { route: '/geo-ip' })).toBe(sent);
      }
      expect((await fetch(`http://127.0.0.1:${metricsPort}/anything-else`)).status).toBe(404);
    } finally {
      server.signal('SIGKILL');
      await server.exited();
    }
  }, 180_000);
});
