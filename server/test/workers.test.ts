import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * GH_WORKERS=N: N server processes on one port (node:cluster), a dead one replaced, all stopped
 * together on SIGTERM.
 */

const dir = mkdtempSync(join(tmpdir(), 'gh-workers-'));
const databasePath = join(dir, 'workers.sqlite');
let server: ServerProcess | undefined;

beforeAll(async () => {
  const db = openDatabase(databasePath);
  await ensureSeeded(db);
  db.close();
});

afterAll(async () => {
  server?.signal('SIGKILL');
  await server?.exited();
  rmSync(dir, { recursive: true, force: true });
});

const workerPids = (output: string) =>
  [...output.matchAll(/worker (\d+) listening/g)].map((match) => Number(match[1]));

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 90_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GH_WORKERS', () => {
  it('serves from 2 workers, replaces one that dies and stops them all on SIGTERM', async () => {
    const started = await startServerProcess({ GH_DB_PATH: databasePath, GH_WORKERS: '2' });
    server = started;
    await until(() => workerPids(started.output()).length === 2, 'two workers');
    const [first, second] = workerPids(started.output()) as [number, number];
    expect(first).not.toBe(second);

    const searches = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${started.url}/search-query?query=oak&region=au`)),
    );
    expect(searches.map((reply) => reply.status)).toEqual(Array(20).fill(200));

    process.kill(first, 'SIGKILL');
    await started.waitForOutput(
      new RegExp(`worker ${first} exited \\(signal SIGKILL\\); starting another`),
    );
    await until(() => workerPids(started.output()).length === 3, 'a replacement worker');
    const replacement = workerPids(started.output())[2] as number;
    expect([first, second]).not.toContain(replacement);
    expect((await fetch(`${started.url}/healthz`)).status).toBe(200);

    started.child.kill('SIGTERM');
    await started.exited();
    for (const pid of [second, replacement]) expect(() => process.kill(pid, 0)).toThrow();
    expect(started.child.exitCode).toBe(0);
  });

  it('delivers the outbox from one worker on SQLite, and from its replacement when it dies', async () => {
    const delivering = (output: string) =>
      [...output.matchAll(/\[worker (\d+)\] delivering the order outbox/g)].map((match) =>
        Number(match[1]),
      );
    const started = await startServerProcess({
      GH_DB_PATH: databasePath,
      GH_WORKERS: '3',
      // Nobody listens there: the orders wait, and only the role of each worker matters here.
      ORDER_WEBHOOK_URL: 'http://127.0.0.1:9/orders',
      ORDER_WEBHOOK_SECRET: 'workers-test',
    });
    server = started;
    await until(() => workerPids(started.output()).length === 3, 'three workers');
    await until(() => delivering(started.output()).length === 1, 'the outbox worker');
    const [dispatcher] = delivering(started.output()) as [number];
    expect(workerPids(started.output())).toContain(dispatcher);

    process.kill(dispatcher, 'SIGKILL');
    await until(() => workerPids(started.output()).length === 4, 'a replacement worker');
    await until(() => delivering(started.output()).length === 2, 'a new outbox worker');
    const replacement = workerPids(started.output())[3] as number;
    expect(delivering(started.output())).toEqual([dispatcher, replacement]);

    started.child.kill('SIGTERM');
    await started.exited();
  });

  it('stops without replacing anyone when Ctrl-C sends SIGINT to every process at once', async () => {
    const started = await startServerProcess({ GH_DB_PATH: databasePath, GH_WORKERS: '2' });
    server = started;
    await until(() => workerPids(started.output()).length === 2, 'two workers');
    started.signal('SIGINT');
    await started.exited();
    expect(started.child.exitCode).toBe(0);
    expect(started.output()).not.toContain('starting another');
  });
});
