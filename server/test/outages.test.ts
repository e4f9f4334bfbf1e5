import Database from 'better-sqlite3';
import { Client } from 'pg';
import { freshClientAddress, postFrom } from './client-address';
import { health, orderIdOf, outageBench, until } from './outage-support';
import { startServerProcess } from './server-process';
import { ownPostgres, ownRedis } from './services';

/**
 * A dependency failing under a running server (issue 27), over real processes: the server entry
 * as a child process, with a Redis and a PostgreSQL of this test's own that it stops and starts
 * while orders keep coming. What must hold: no 5xx but a 503 that says to retry, every
 * acknowledged order stored exactly once, and a bounded, readable log. The drills of
 * outage-drills.test.ts fail PostgreSQL while orders are in their transactions.
 */

const { databasePath, startServer, own, orders } = outageBench('outages');

describe('Redis stopped and started under a running server', () => {
  it('keeps taking orders, limits per process while Redis is down, logs one line, and shares again when it is back', async () => {
    const redis = await own(ownRedis);
    const server = await startServer({ REDIS_URL: redis.url, GH_POST_RATE_LIMIT: '3' });
    expect((await health(server.url)).redis.state).toBe('up');

    const before = await orders(server.url, 20);
    const outputAtStop = server.output().length;
    await redis.stop();
    const during = await orders(server.url, 40);
    await until('/healthz to say Redis is down', async () => {
      return (await health(server.url)).redis.state === 'down';
    });
    // Still limited while Redis is down: per process, the 4th post from one client is refused.
    const client = freshClientAddress();
    const limited: number[] = [];
    for (let i = 0; i < 4; i++) {
      limited.push((await postFrom(client, `${server.url}/samples?region=au`, '{}')).status);
    }
    expect(limited).toEqual([400, 400, 400, 429]);
    // The line says so (read from the process's output once it has arrived).
    await server.waitForOutput(/\[rate-limit\] Redis at .* is unreachable/);

    await redis.start();
    await until('/healthz to say Redis is up again', async () => {
      return (await health(server.url)).redis.state === 'up';
    });
    const after = await orders(server.url, 20);
    // Replays of orders acknowledged before, during and after: the same order each time.
    const replayed = await orders(server.url, 0, {
      keys: [before, during, after].map((s) => s[0]?.key ?? ''),
    });

    const all = [...before, ...during, ...after];
    expect(all.map((sent) => sent.reply.status)).toEqual(Array(80).fill(201));
    expect(replayed.map((sent) => sent.reply.status)).toEqual([201, 201, 201]);
    expect(replayed.map(orderIdOf).sort()).toEqual(
      [before[0], during[0], after[0]].map((sent) => sent && orderIdOf(sent)).sort(),
    );
    const ids = all.map(orderIdOf);
    expect(new Set(ids).size).toBe(80);
    const stored = new Database(databasePath, { readonly: true });
    try {
      const rows = stored
        .prepare("SELECT id FROM sample_orders WHERE name LIKE 'Outage %'")
        .all() as { id: string }[];
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    } finally {
      stored.close();
    }

    // One line when it fell back, none per request or per reconnection attempt.
    await server.waitForOutput(/is back: the POST rate limit is shared again/);
    const output = server.output();
    const backAt = output.lastIndexOf('\n', output.indexOf('is back: the POST rate limit'));
    const logWhileDown = output.slice(outputAtStop, backAt);
    const fallbackLines = logWhileDown.split('\n').filter((line) => line.includes('[rate-limit]'));
    expect(fallbackLines.length).toBeGreaterThanOrEqual(1);
    expect(fallbackLines.length).toBeLessThanOrEqual(2);
    expect(fallbackLines[0]).toContain('REDIS_URL');
    expect(server.output()).toContain('is back: the POST rate limit is shared again');
    expect(server.output()).not.toContain('Unhandled error event');
    console.log(
      `Redis outage: ${all.length} orders sent, ${all.length} acknowledged, 0 refused, 0 lost, 0 duplicated; ${fallbackLines.length} rate-limit line(s) while Redis was down`,
    );
  }, 240_000);
});

describe('PostgreSQL stopped and started under a running server', () => {
  it('refuses orders with 503 and Retry-After while it is down, keeps serving reads, and takes them again without a restart, each once', async () => {
    const postgres = await own(ownPostgres);
    const server = await startServer({ DATABASE_URL: postgres.url, GH_POST_RATE_LIMIT: '1000' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const before = await orders(server.url, 20);
    await postgres.stop();
    await until(
      '/readyz to fail',
      async () => (await fetch(`${server.url}/readyz`)).status === 503,
    );
    const during = await orders(server.url, 20);
    const healthDown = await health(server.url);
    const read = await fetch(`${server.url}/search-query?query=oak&region=au`);

    await postgres.start();
    await until(
      '/readyz to pass',
      async () => (await fetch(`${server.url}/readyz`)).status === 200,
    );
    // The visitors whose orders were refused try again, with the same keys.
    const retried = await orders(server.url, 0, { keys: during.map((sent) => sent.key) });
    const after = await orders(server.url, 20);

    expect(before.map((sent) => sent.reply.status)).toEqual(Array(20).fill(201));
    expect(after.map((sent) => sent.reply.status)).toEqual(Array(20).fill(201));
    expect(retried.map((sent) => sent.reply.status)).toEqual(Array(20).fill(201));
    // While it was down: 503 with Retry-After and a reason, or (an order that committed just
    // before the stop) 201; never a 500.
    const refused = during.filter((sent) => sent.reply.status === 503);
    expect(during.every((sent) => [201, 503].includes(sent.reply.status))).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const sent of refused) {
      expect(sent.reply.headers['retry-after']).toBe('5');
      expect(JSON.parse(sent.reply.body).error).toMatch(/nothing was saved.*try again/i);
    }
    expect(healthDown).toMatchObject({ ok: true, orders: 'refused', database: { state: 'down' } });
    expect(read.status).toBe(200);

    const acknowledged = new Map<string, string>();
    for (const sent of [...before, ...during, ...retried, ...after]) {
      const id = orderIdOf(sent);
      if (sent.reply.status !== 201 || !id) continue;
      const earlier = acknowledged.get(sent.key);
      if (earlier) expect(id).toBe(earlier);
      acknowledged.set(sent.key, id);
    }
    expect(acknowledged.size).toBe(60);
    const client = new Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; idempotency_key: string }>(
        'SELECT id, idempotency_key FROM sample_orders',
      );
      expect(rows).toHaveLength(60);
      expect(new Set(rows.map((row) => row.idempotency_key)).size).toBe(60);
      expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged.values()].sort());
    } finally {
      await client.end();
    }
    console.log(
      `PostgreSQL outage: ${before.length + during.length + after.length} orders sent, ${refused.length} refused with 503 and retried with their keys, ${acknowledged.size} acknowledged, 0 lost, 0 duplicated, 0 answered 500`,
    );
  }, 240_000);
});

describe('a dependency unreachable at start', () => {
  const closedPort = async () => {
    const { freePort } = await import('./server-process');
    return freePort();
  };

  it.each([
    [
      'DATABASE_URL',
      (port: number) => `postgres://postgres@127.0.0.1:${port}/test`,
      /^\[server\] DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:\d+ \(ECONNREFUSED\); check that it runs/,
    ],
    [
      'REDIS_URL',
      (port: number) => `redis://127.0.0.1:${port}`,
      /^\[server\] REDIS_URL: no Redis answers at 127\.0\.0\.1:\d+ within 5 s \(ECONNREFUSED\); check that redis-server runs there/,
    ],
  ])(
    'stops with one line naming %s, the host and what to check',
    async (variable, url, line) => {
      const port = await closedPort();
      const started = startServerProcess({ GH_DB_PATH: databasePath, [variable]: url(port) });
      await expect(started).rejects.toThrow('server exited early');
      const output = await started.catch((error: Error) => error.message);
      const lines = String(output)
        .split('\n')
        .filter((text) => text.includes(variable));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      expect(String(output)).not.toMatch(/\n\s+at /);
    },
    60_000,
  );
});
