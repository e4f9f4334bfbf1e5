import { Client } from 'pg';
import {
  health,
  ORDER_PRODUCT,
  orderIdOf,
  outageBench,
  readyStatus,
  type Sent,
  until,
} from './outage-support';
import type { ServerProcess } from './server-process';
import { type OwnPostgres, ownPostgres } from './services';

/**
 * PostgreSQL failing while work is in flight, as an operator's drill does it: killed (SIGQUIT to
 * its postmaster, as `pg_ctl stop -m immediate` sends) while orders are between BEGIN and
 * COMMIT, and frozen (SIGSTOP) with its sockets open. After each: the server alive and serving,
 * orders taken again soon after PostgreSQL returns, every acknowledged order stored once, every
 * refused one taken when the visitor retries with its key (one that did commit answered with its
 * first id), no request held past the order deadline, and the outage logged as events, not as a
 * stack per request.
 */

const { startServer, own, order, orders } = outageBench('outage-drills');

/** How soon after PostgreSQL is back orders must be taken again. */
const RECOVERY_MS = 10_000;
/** Slack over the order deadline for a request's whole round trip on a busy machine. */
const ROUND_TRIP_SLACK_MS = 4000;

/** Every order of a drill by its key: the replies it got, in order. */
class Ledger {
  private readonly byKey = new Map<string, Sent[]>();

  add(...sent: Sent[]) {
    for (const one of sent) this.byKey.set(one.key, [...(this.byKey.get(one.key) ?? []), one]);
  }

  /** Keys whose last reply was not 201. */
  unacknowledged(): string[] {
    return [...this.byKey].filter(([, sent]) => sent.at(-1)?.reply.status !== 201).map(([k]) => k);
  }

  all(): Sent[] {
    return [...this.byKey.values()].flat();
  }

  /** What was asked and what was answered, checked against what PostgreSQL holds. */
  async expectStoredOnce(databaseUrl: string) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; idempotency_key: string }>(
        `SELECT id, idempotency_key FROM sample_orders WHERE name LIKE 'Outage %'`,
      );
      const stored = new Map(rows.map((row) => [row.idempotency_key, row.id]));
      // Nothing duplicated: one row per key (the key is UNIQUE too) and no row without a key.
      expect(rows).toHaveLength(this.byKey.size);
      for (const [key, sent] of this.byKey) {
        // Nothing lost: every key was taken in the end, and every 201 it got named its one row.
        expect(stored.get(key)).toBeDefined();
        for (const one of sent.filter((s) => s.reply.status === 201)) {
          expect(orderIdOf(one)).toBe(stored.get(key));
        }
      }
      return rows.length;
    } finally {
      await client.end();
    }
  }
}

/** Every reply during an outage: 201 (committed before it), or 503 that says to retry; never a 500. */
function expectRefusedWell(sent: Sent[]) {
  for (const one of sent) {
    expect([201, 503]).toContain(one.reply.status);
    if (one.reply.status === 503) {
      expect(one.reply.headers['retry-after']).toBeDefined();
      expect(JSON.parse(one.reply.body).error).toMatch(/try again/i);
    }
  }
}

/** Sends orders until one is taken; answers how long that took. */
async function timeToFirstOrder(url: string, ledger: Ledger): Promise<number> {
  const started = Date.now();
  for (;;) {
    const sent = await order(url);
    ledger.add(sent);
    if (sent.reply.status === 201) return Date.now() - started;
    if (Date.now() - started > 60_000) throw new Error('no order was taken within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Retries every refused order with its key until each is taken (the visitor's retry). */
async function retryRefused(url: string, ledger: Ledger) {
  for (let attempt = 1; ledger.unacknowledged().length > 0; attempt++) {
    if (attempt > 20) throw new Error(`${ledger.unacknowledged().length} orders never taken`);
    ledger.add(...(await orders(url, 0, { keys: ledger.unacknowledged(), concurrency: 8 })));
  }
}

/** Lines of a stack trace and lines of the database's outage events in the server's output. */
function logFigures(output: string) {
  const lines = output.split('\n');
  return {
    stackTraces: lines.filter((line) => /^\s+at /.test(line)).length,
    // A JSON log line carries its stack in one "stack" field.
    jsonStacks: lines.filter((line) => line.includes('"stack":')).length,
    outageLines: lines.filter((line) => line.includes('[database]')).length,
    crashes: lines.filter((line) => /Emitted 'error' event|exited \(|failed to start/.test(line))
      .length,
  };
}

/** The pids of the workers that said they listen, in order. */
const listeningWorkers = (server: ServerProcess) =>
  [...server.output().matchAll(/worker (\d+) listening/g)].map((match) => Number(match[1]));

/** Sessions of PostgreSQL waiting for a lock: the orders held inside their transactions. */
async function ordersWaitingOnTheLock(monitor: Client): Promise<number> {
  const { rows } = await monitor.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO order_outbox%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

describe('PostgreSQL killed while orders are in their transactions', () => {
  it('ten kills in a row with 50 orders mid-transaction each: the server stays up and logs each outage as two events, every order taken once', async () => {
    const postgres = await own(ownPostgres);
    const inFlight = 50;
    // Two workers with a connection for every order (the kernel need not share the 50 evenly
    // between them), so that all 50 are inside a transaction at the kill; the deadline is raised
    // so that they wait on the test's lock long enough to gather.
    const deadlineMs = 16_000;
    const server = await startServer({
      DATABASE_URL: postgres.url,
      GH_WORKERS: '2',
      GH_DATABASE_POOL_SIZE: String(inFlight),
      GH_ORDER_DEADLINE_MS: String(deadlineMs),
      GH_POST_RATE_LIMIT: '100000',
      GH_LOG: '1',
    });
    await until('both workers to listen', async () => listeningWorkers(server).length === 2);
    const workersAtStart = listeningWorkers(server);
    const ledger = new Ledger();
    ledger.add(...(await orders(server.url, 10)));
    const rounds: string[] = [];

    for (let round = 1; round <= 10; round++) {
      // The test holds a lock every order's outbox insert needs: each waits between BEGIN and
      // COMMIT until PostgreSQL dies under it.
      const holder = new Client({ connectionString: postgres.url });
      const monitor = new Client({ connectionString: postgres.url });
      for (const client of [holder, monitor]) {
        client.on('error', () => undefined);
        await client.connect();
      }
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE order_outbox IN EXCLUSIVE MODE');
      const burst = orders(server.url, inFlight, { concurrency: inFlight });
      await until(
        `${inFlight} orders waiting inside their transactions`,
        async () => (await ordersWaitingOnTheLock(monitor)) === inFlight,
      );
      await postgres.stop();
      const killed = await burst;
      ledger.add(...killed);
      expectRefusedWell(killed);
      const refused = killed.filter((sent) => sent.reply.status === 503).length;
      // Nothing could commit past the lock: every one of them was refused.
      expect(refused).toBe(inFlight);
      expect((await health(server.url)).ok).toBe(true);
      const down = await orders(server.url, 4);
      ledger.add(...down);
      expectRefusedWell(down);

      await postgres.start();
      const recoveryMs = await timeToFirstOrder(server.url, ledger);
      expect(recoveryMs).toBeLessThan(RECOVERY_MS);
      await retryRefused(server.url, ledger);
      rounds.push(
        `kill ${round}: ${inFlight} in flight, ${refused} refused, taken again ${recoveryMs} ms after the restart`,
      );
    }

    const stored = await ledger.expectStoredOnce(postgres.url);
    const longest = Math.max(...ledger.all().map((sent) => sent.ms));
    expect(longest).toBeLessThan(deadlineMs + ROUND_TRIP_SLACK_MS);
    const log = logFigures(server.output());
    expect(log.crashes).toBe(0);
    expect(listeningWorkers(server)).toEqual(workersAtStart);
    expect(log.stackTraces + log.jsonStacks).toBe(0);
    // Each worker: one line when PostgreSQL goes and one when it is back, per kill.
    expect(log.outageLines).toBeGreaterThanOrEqual(10);
    expect(log.outageLines).toBeLessThanOrEqual(10 * 2 * 2);
    console.log(
      [
        ...rounds,
        `${ledger.all().length} requests for ${stored} orders: each stored once, none lost; longest request ${Math.round(longest)} ms; ${log.outageLines} [database] lines, ${log.stackTraces + log.jsonStacks} stack traces, 0 worker crashes (GH_LOG=1)`,
      ].join('\n'),
    );
  }, 600_000);
});

/** Orders started every `everyMs` until `stop` says so, each awaited in the background. */
async function steadyOrders(url: string, everyMs: number, stop: () => boolean): Promise<Sent[]> {
  const pending: Promise<Sent>[] = [];
  while (!stop()) {
    pending.push(order(url));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Promise.all(pending);
}

describe('PostgreSQL frozen for 30 s', () => {
  it.each<[string, NodeJS.ProcessEnv]>([
    ['one process', {}],
    ['two workers', { GH_WORKERS: '2' }],
  ])(
    'with %s: no order waits past the deadline, readiness fails within seconds, and orders are taken again when it thaws',
    async (_label, env) => {
      const postgres: OwnPostgres = await own(ownPostgres);
      const server = await startServer({
        DATABASE_URL: postgres.url,
        GH_POST_RATE_LIMIT: '100000',
        ...env,
      });
      const deadlineMs = 8000;
      const ledger = new Ledger();
      ledger.add(...(await orders(server.url, 10)));
      const outputBefore = server.output().length;

      postgres.freeze();
      const frozenAt = Date.now();
      const during = steadyOrders(server.url, 250, () => Date.now() - frozenAt > 30_000);
      let readinessFailedMs: number;
      let frozenSent: Sent[];
      try {
        await until('/readyz to fail', async () => (await readyStatus(server.url)) === 503);
        readinessFailedMs = Date.now() - frozenAt;
        // Reads that need no PostgreSQL go on being served.
        expect(
          (await fetch(`${server.url}/search-query?query=${ORDER_PRODUCT}&region=au`)).status,
        ).toBe(200);
        frozenSent = await during;
      } finally {
        postgres.thaw();
      }
      ledger.add(...frozenSent);
      expectRefusedWell(frozenSent);
      const refused = frozenSent.filter((sent) => sent.reply.status === 503).length;

      const recoveryMs = await timeToFirstOrder(server.url, ledger);
      expect(recoveryMs).toBeLessThan(RECOVERY_MS);
      await until('/readyz to pass', async () => (await readyStatus(server.url)) === 200);
      await retryRefused(server.url, ledger);
      const stored = await ledger.expectStoredOnce(postgres.url);

      expect(readinessFailedMs).toBeLessThan(deadlineMs);
      const longest = Math.max(...ledger.all().map((sent) => sent.ms));
      expect(longest).toBeLessThan(deadlineMs + ROUND_TRIP_SLACK_MS);
      const log = logFigures(server.output().slice(outputBefore));
      expect(log.crashes).toBe(0);
      expect(log.stackTraces + log.jsonStacks).toBe(0);
      const processes = env.GH_WORKERS ? 2 : 1;
      expect(log.outageLines).toBeLessThanOrEqual(2 * processes);
      console.log(
        `30 s freeze (${_label}): ${frozenSent.length} orders sent while frozen, ${refused} refused and retried with their keys; /readyz failed after ${readinessFailedMs} ms; orders taken again ${recoveryMs} ms after the thaw; ${stored} orders stored once each; longest request ${Math.round(longest)} ms (deadline ${deadlineMs} ms); ${log.outageLines} [database] lines, 0 stack traces`,
      );
    },
    300_000,
  );
});

describe('a worker replaced while PostgreSQL is down', () => {
  it('starts and serves (503 for orders, /readyz failing), and takes orders once PostgreSQL is back', async () => {
    const postgres = await own(ownPostgres);
    const server = await startServer({
      DATABASE_URL: postgres.url,
      GH_WORKERS: '2',
      GH_POST_RATE_LIMIT: '100000',
    });
    await until('both workers to listen', async () => listeningWorkers(server).length === 2);
    const ledger = new Ledger();
    ledger.add(...(await orders(server.url, 4)));

    await postgres.stop();
    await until('/readyz to fail', async () => (await readyStatus(server.url)) === 503);
    // Both workers die one after the other (a crash unrelated to PostgreSQL): their replacements
    // start with PostgreSQL down, which the first start of an instance would refuse.
    for (const pid of listeningWorkers(server)) {
      const before = listeningWorkers(server).length;
      process.kill(pid, 'SIGKILL');
      await until('a replacement to listen', async () => listeningWorkers(server).length > before);
    }
    expect(server.output()).not.toMatch(/stopping/);
    const down = await orders(server.url, 8);
    ledger.add(...down);
    expectRefusedWell(down);
    expect(down.every((sent) => sent.reply.status === 503)).toBe(true);
    expect(await health(server.url)).toMatchObject({ ok: true, database: { state: 'down' } });

    await postgres.start();
    const recoveryMs = await timeToFirstOrder(server.url, ledger);
    expect(recoveryMs).toBeLessThan(RECOVERY_MS);
    await retryRefused(server.url, ledger);
    // Both replacements take orders: enough orders that each worker answers some.
    ledger.add(...(await orders(server.url, 20)));
    expect(ledger.unacknowledged()).toEqual([]);
    await ledger.expectStoredOnce(postgres.url);
    expect(logFigures(server.output()).stackTraces).toBe(0);
  }, 300_000);
});
