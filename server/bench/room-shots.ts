/**
 * Room shots for `npm run bench -w server`: how long one takes to make at 1,200 px, and what a
 * burst of 200 new ones does to the requests that matter most (sample orders and search) while
 * they are made. On a demo database and a media cache of its own, so every shot is made anew.
 *
 * 1. Each stock room is prepared once (its first shot), and each colour's pattern drawn (its
 *    close-up asked for first): what is left is the room shot itself, laid and encoded in the
 *    room-shot process, and sent. Then the same shot again, from the cache.
 * 2. Orders and searches together, four of each at a time: idle for ten seconds, then for as long
 *    as 200 new room shots asked for at once take to be made. Their p95 beside each other (and
 *    that of the burst's first 200 of each, while its requests arrive), and the server's peak
 *    memory.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { roomShotPublicId, STOCK_ROOMS } from '@gh/shared/catalogue';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { addOrderableProduct, orderBody } from '../test/order-fixtures';
import { printTable, startBenchServer } from './support';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return performance.now() - started;
}

/** `count` requests `concurrency` at a time; the time of each. */
async function run(
  count: number,
  concurrency: number,
  request: (index: number) => Promise<Response>,
) {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < count; index = next++)
        times.push(await timed(() => request(index)));
    }),
  );
  return times;
}

/** Requests `concurrency` at a time until `until` settles; the time of each. */
async function runUntil(
  until: Promise<unknown>,
  concurrency: number,
  request: (index: number) => Promise<Response>,
) {
  let over = false;
  void until.finally(() => {
    over = true;
  });
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!over) times.push(await timed(() => request(next++)));
    }),
  );
  return times;
}

/** The server's peak resident memory (Linux /proc), in MB. */
function peakMemoryMb(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** How long orders and searches are timed with no burst. */
const IDLE_SECONDS = 10;

export async function benchRoomShots(say: (message: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'gh-bench-room-shots-'));
  const databasePath = join(dir, 'reference.sqlite');
  const db = openDatabase(databasePath);
  await ensureSeeded(db, { products: 200, stores: 20 });
  const [orderable = ''] = addOrderableProduct(db, 'BENCHROOM');
  const colours = (
    db
      .prepare(
        `SELECT v.global_item_id AS id, m.kind FROM variants v
           JOIN media_assets m ON m.public_id = 'patterns/' || v.global_item_id ORDER BY v.id`,
      )
      .all() as { id: string; kind: string }[]
  ).filter((colour) => !colour.id.includes('BENCHROOM'));
  db.close();
  const { child, url } = await startBenchServer({
    GH_DB_PATH: databasePath,
    GH_MEDIA_CACHE: join(dir, 'media-cache'),
    GH_POST_RATE_LIMIT: '1000000',
  });
  const machine = () => `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
  const shotUrl = (room: string, id: string, width = 1200) =>
    `${url}/media/gh/image/upload/w_${width}/q_auto/f_auto/v1/${roomShotPublicId(room as never, id)}.jpg`;
  const accept = { headers: { Accept: 'image/avif,image/webp,*/*' } };
  try {
    say(`room shots: ${machine()}`);
    // Each room prepared once, with a colour not measured below.
    const spare = colours.slice(-STOCK_ROOMS.length);
    await Promise.all(
      STOCK_ROOMS.map((room, i) => fetch(shotUrl(room.id, spare[i]?.id ?? ''), accept)),
    );
    const kinds = ['carpet', 'timber', 'hybrid', 'laminate', 'vinyl'];
    const measured = kinds.flatMap((kind) => colours.filter((c) => c.kind === kind).slice(0, 3));
    // Each colour's pattern drawn: its close-up.
    await Promise.all(
      measured.map((colour) =>
        fetch(`${url}/media/gh/image/upload/w_200/v1/patterns/${colour.id}.jpg`),
      ),
    );
    const made: number[] = [];
    const again: number[] = [];
    for (const [index, colour] of measured.entries()) {
      const room = STOCK_ROOMS[index % STOCK_ROOMS.length]?.id ?? 'living-room';
      made.push(await timed(() => fetch(shotUrl(room, colour.id), accept)));
      again.push(await timed(() => fetch(shotUrl(room, colour.id), accept)));
    }

    const order = () =>
      fetch(`${url}/samples?region=au&website=GHRES`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(orderBody('BENCHROOM', orderable)),
      });
    const words = ['wool', 'oak', 'grey', 'loop', 'timber', 'hybrid', 'charcoal', 'beige'];
    const search = (index: number) =>
      fetch(`${url}/search-query?query=${words[index % words.length]}&region=au&website=GHRES`);
    // Idle and during the burst alike, orders and searches are asked for together, four of each
    // at a time, so the burst is the only difference between the two figures; idle for
    // IDLE_SECONDS, then for as long as the burst lasts, its start and its end included.
    const idleOver = new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const [idleOrders, idleSearches] = await Promise.all([
      runUntil(idleOver, 4, order),
      runUntil(idleOver, 4, search),
    ]);

    const fresh = colours.slice(measured.length + 10, measured.length + 10 + 200);
    const burstStarted = performance.now();
    const burst = run(fresh.length, fresh.length, (index) =>
      fetch(
        shotUrl(
          STOCK_ROOMS[index % STOCK_ROOMS.length]?.id ?? 'living-room',
          fresh[index]?.id ?? '',
          800,
        ),
        accept,
      ),
    );
    const [busyOrders, busySearches, burstShots] = await Promise.all([
      runUntil(burst, 4, order),
      runUntil(burst, 4, search),
      burst,
    ]);
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    say(`room shots: ${machine()}`);

    const ms = (value: number) => value.toFixed(0);
    printTable(
      ['room shot at 1200 px', 'count', 'p50 ms', 'p90 ms', 'max ms'],
      [
        [
          'made (room prepared, pattern drawn)',
          String(made.length),
          ms(percentile(made, 50)),
          ms(percentile(made, 90)),
          ms(Math.max(...made)),
        ],
        [
          'again, from the cache',
          String(again.length),
          ms(percentile(again, 50)),
          ms(percentile(again, 90)),
          ms(Math.max(...again)),
        ],
      ],
    );
    printTable(
      [
        'during a burst of 200 new shots',
        'idle n',
        'burst n',
        'idle p95 ms',
        'burst p95 ms',
        '× idle',
        "burst's first 200: p95 ms",
      ],
      [
        [
          'POST /samples',
          String(idleOrders.length),
          String(busyOrders.length),
          ms(percentile(idleOrders, 95)),
          ms(percentile(busyOrders, 95)),
          (percentile(busyOrders, 95) / percentile(idleOrders, 95)).toFixed(2),
          ms(percentile(busyOrders.slice(0, 200), 95)),
        ],
        [
          'GET /search-query',
          String(idleSearches.length),
          String(busySearches.length),
          ms(percentile(idleSearches, 95)),
          ms(percentile(busySearches, 95)),
          (percentile(busySearches, 95) / percentile(idleSearches, 95)).toFixed(2),
          ms(percentile(busySearches.slice(0, 200), 95)),
        ],
      ],
    );
    console.log(
      `\nThe burst: ${burstShots.length} room shots at 800 px, all made, in ${burstSeconds.toFixed(1)} s (slowest ${ms(Math.max(...burstShots))} ms: shots wait for the room-shot process); server peak memory ${peakMemoryMb(child.pid)?.toFixed(0) ?? '?'} MB.`,
    );
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
