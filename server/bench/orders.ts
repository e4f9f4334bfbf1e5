/**
 * POST /samples throughput and latency for `npm run bench -w server`, on each shared-storage
 * adapter: the SQLite file (the default) and PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL,
 * else the tests' throwaway server), in a fresh schema dropped afterwards. Every order carries
 * its own Idempotency-Key and commits with its outbox row, as in production; the rate limit is
 * lifted for the run. The reference data is one orderable product in a temporary SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db';
import { addOrderableProduct, orderBody } from '../test/order-fixtures';
import { postgresSchemaForTests, type TestSchema } from '../test/services';
import { autocannon, printTable, startBenchServer } from './support';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

async function postOrders(url: string, body: string, seconds: number, run: string) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/samples?region=au&website=GHRES',
        body,
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `bench-${run.replace(/\W+/g, '-')}-${next++}`,
          },
        }),
      },
    ],
  });
}

/** Runs the order bench on SQLite and on PostgreSQL and prints one table. */
export async function benchSampleOrders(say: (message: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'gh-bench-orders-'));
  const databasePath = join(dir, 'reference.sqlite');
  const db = openDatabase(databasePath);
  const [variant = ''] = addOrderableProduct(db, 'BENCH100');
  db.close();
  const body = JSON.stringify(orderBody('BENCH100', variant));

  let schema: TestSchema | undefined;
  const rows: string[][] = [];
  try {
    schema = await postgresSchemaForTests('bench', process.env.DATABASE_URL);
    const adapters: [string, NodeJS.ProcessEnv][] = [
      ['SQLite (default)', { GH_DB_PATH: databasePath, DATABASE_URL: '' }],
      ['PostgreSQL', { GH_DB_PATH: databasePath, DATABASE_URL: schema.url }],
    ];
    say(
      `POST /samples: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s warm-up, a new Idempotency-Key per order`,
    );
    for (const [name, env] of adapters) {
      say(`running POST /samples on ${name}…`);
      const { child, url } = await startBenchServer({ ...env, GH_POST_RATE_LIMIT: '1000000000' });
      try {
        await postOrders(url, body, WARMUP_SECONDS, `${name}-warm`);
        const result = await postOrders(url, body, DURATION_SECONDS, name);
        rows.push([
          name,
          result.requests.average.toFixed(0),
          result.latency.p50.toFixed(1),
          result.latency.p99.toFixed(1),
          String(result.non2xx + result.errors + result.timeouts),
        ]);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  } finally {
    await schema?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  const header = ['POST /samples on', 'orders/s', 'p50 ms', 'p99 ms', 'failed'];
  printTable(header, rows);
  say(`after: load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
}

if (require.main === module) {
  benchSampleOrders((message) => console.log(`[bench] ${message}`))
    .then(() => process.exit(0))
    .catch((error) => {
      console.error('[bench] failed:', error);
      process.exit(1);
    });
}
