/**
 * POST /samples throughput and latency for `npm run bench -w server`, on each shared-storage
 * adapter: the SQLite file (the default) and PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL,
 * else the tests' throwaway server), in a fresh schema dropped afterwards. Every order carries
 * its own Idempotency-Key and commits with its outbox row, as in production; the rate limit is
 * lifted for the run. The reference data is one orderable product in a temporary SQLite file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db';
import { addOrderableProduct, orderBody } from '../test/order-fixtures';
import { postgresSchemaForTests, type TestSchema } from '../test/services';

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = require('autocannon') as Autocannon;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'serve.ts')], {
    env: { ...process.env, ...env, PORT: String(port), GH_POST_RATE_LIMIT: '1000000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

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
        setupRequest: (request: Record<string, unknown>) => ({
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
      const { child, url } = await startServer(env);
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
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
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
