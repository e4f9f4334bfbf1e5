/**
 * Search requests per second with GH_WORKERS=1 and GH_WORKERS=2 on the same database, from one
 * run, as a ratio: what a second process on the one port buys on this machine.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { type AutocannonRequest, autocannon, freePort } from './support';

const main = join(__dirname, '..', 'src', 'main.ts');

async function searchRate(
  workers: number,
  databasePath: string,
  requests: () => AutocannonRequest[],
  seconds: number,
): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GH_DB_PATH: databasePath,
      GH_WORKERS: String(workers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    let ready = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      ready += (chunk.toString().match(/worker \d+ listening|serving on/g) ?? []).length;
    });
    const wanted = workers === 1 ? 1 : workers;
    while (ready < wanted) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await autocannon({ url, connections: 50, duration: 2, requests: requests() });
    const result = await autocannon({
      url,
      connections: 50,
      duration: seconds,
      requests: requests(),
    });
    return result.requests.average;
  } finally {
    child.kill('SIGTERM');
    await stopped;
  }
}

export async function benchWorkers(
  databasePath: string,
  requests: () => AutocannonRequest[],
  seconds: number,
  say: (message: string) => void,
): Promise<void> {
  say('running GET /search-query with GH_WORKERS=1, then GH_WORKERS=2…');
  const one = await searchRate(1, databasePath, requests, seconds);
  const two = await searchRate(2, databasePath, requests, seconds);
  console.log(
    `\nsearch req/s: GH_WORKERS=1 ${one.toFixed(0)}, GH_WORKERS=2 ${two.toFixed(0)}, ratio ${(two / Math.max(one, 0.001)).toFixed(2)}`,
  );
}
