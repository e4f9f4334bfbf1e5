import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
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

  it('starts 4 workers together on a fresh database while the CPU is held busy', async () => {
    // A fresh file: the primary migrates and seeds it, then the workers open it at the same
    // moment. Before workers stopped migrating, one of them could die of SQLITE_BUSY here.
    const fresh = join(dir, 'fresh.sqlite');
    const busy: ChildProcess[] = [0, 1].map(() =>
      spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
    );
    try {
      const started = await startServerProcess({ GH_DB_PATH: fresh, GH_WORKERS: '4' });
      server = started;
      await until(() => workerPids(started.output()).length === 4, 'four workers');
      expect(started.output()).not.toMatch(/SQLITE_BUSY|failed to start/);
      const searches = await Promise.all(
        Array.from({ length: 16 }, () => fetch(`${started.url}/search-query?query=oak&region=au`)),
      );
      expect(searches.map((reply) => reply.status)).toEqual(Array(16).fill(200));
      started.child.kill('SIGTERM');
      await started.exited();
      expect(started.child.exitCode).toBe(0);
    } finally {
      for (const child of busy) child.kill('SIGKILL');
    }
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

describe('a worker killed under a stream of requests', () => {
  /** A GET on a connection of its own; answers its status, or the error that ended it. */
  function get(url: string, limitMs: number): Promise<string> {
    return new Promise((resolve) => {
      const outgoing = request(`${url}/search-query?query=oak&region=au`, { agent: false });
      const timer = setTimeout(() => {
        resolve('no answer');
        outgoing.destroy();
      }, limitMs);
      outgoing.on('response', (reply) => {
        reply.resume();
        reply.on('end', () => {
          clearTimeout(timer);
          resolve(String(reply.statusCode));
        });
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve(error.code ?? 'error');
      });
      outgoing.end();
    });
  }

  it('leaves no request waiting: each gets an answer or a connection error within seconds', async () => {
    const started = await startServerProcess({ GH_DB_PATH: databasePath, GH_WORKERS: '2' });
    server = started;
    await until(() => workerPids(started.output()).length === 2, 'two workers');
    const [victim] = workerPids(started.output()) as [number];
    const outcomes: string[] = [];
    let killed = false;
    // Four streams of requests; the worker dies once 40 have been answered.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 40; i++) {
          outcomes.push(await get(started.url, 15_000));
          if (!killed && outcomes.length >= 40) {
            killed = true;
            process.kill(victim, 'SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(outcomes).toHaveLength(160);
    expect(outcomes.filter((outcome) => outcome === 'no answer')).toEqual([]);
    // Answers are 200s; a request caught in the dying worker may be cut (ECONNRESET), not left.
    expect(outcomes.filter((outcome) => !['200', 'ECONNRESET', 'EPIPE'].includes(outcome))).toEqual(
      [],
    );
    expect(outcomes.filter((outcome) => outcome === '200').length).toBeGreaterThan(150);
    await started.waitForOutput(new RegExp(`worker ${victim} exited \\(signal SIGKILL\\)`));
    started.child.kill('SIGTERM');
    await started.exited();
  }, 180_000);
});
