/**
 * `npm run bench -w server`: latency and throughput of search, stores and products at 50
 * concurrent connections on loopback, at the scale-mode sizes (10,000 products, 50,000 stores),
 * beside a static file from the same server as the baseline. Seeds var/bench.sqlite first when
 * it is not seeded at that size, runs the server in a child process, prints a table and exits.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REGIONS, type Region } from '@gh/shared/regions';
import { ensureSeeded, seededSizes } from '../seed';
import {
  CARPET_STYLES,
  COLOURS,
  HARD_FLOORING_WORDS,
  HIGHLIGHTS,
  NAME_FIRST,
} from '../seed/catalogue-data';
import { openDatabase } from '../src/db';
import { seededRandom } from '../src/media/random';
import { benchFloorCorpus } from './floor-corpus';
import { benchSampleOrders } from './orders';
import { BROWSER_ACCEPT_ENCODING, benchFirstListPage, productCardPagePaths } from './product-list';
import { benchRoomShots } from './room-shots';
import { benchPhoneUploads, benchSceneRenders, sceneBenchVariants } from './scene';
import { benchSearch, shopperQueries } from './search';
import {
  type AutocannonRequest,
  type AutocannonResult,
  addMenuFilter,
  autocannon,
  pick,
  printTable,
  type Random,
  startBenchServer,
} from './support';
import { benchWorkers } from './workers';

const SIZES = { products: 10_000, stores: 50_000 };
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const databasePath = join(__dirname, '..', '..', 'var', 'bench.sqlite');

const say = (message: string) => console.log(`[bench] ${message}`);

/** Cycles through a list of paths, one per request. */
function cycling(paths: string[], headers?: Record<string, string>): AutocannonRequest[] {
  let next = 0;
  return [
    {
      ...(headers ? { headers } : {}),
      setupRequest: (request) => {
        const path = paths[next % paths.length] as string;
        next += 1;
        return { ...request, path };
      },
    },
  ];
}

/**
 * What people type: the relevance set's shopper queries, colour and name words whole or cut
 * short, codes, two-word queries.
 */
function searchPaths(random: Random, shoppers: readonly { query: string; region: Region }[]) {
  const words = [
    ...COLOURS.map((colour) => colour.name),
    ...NAME_FIRST,
    ...CARPET_STYLES.map((style) => style.word),
    ...HARD_FLOORING_WORDS,
    ...HIGHLIGHTS.map((highlight) => highlight.title),
    'wool carpet',
    'hybrid',
    'vinyl plank',
    'timber flooring',
  ];
  return Array.from({ length: 1000 }, () => {
    const roll = random();
    if (roll < 0.4) {
      const shopper = pick(random, shoppers);
      const params = new URLSearchParams({ ...shopper, website: 'GHRES' });
      return `/search-query?${params}`;
    }
    let query = pick(random, words).toLowerCase();
    if (roll < 0.6) query = query.slice(0, 3 + Math.floor(random() * 3));
    else if (roll < 0.7) query = `GH${1001 + Math.floor(random() * SIZES.products)}`;
    else if (roll < 0.85)
      query = `${pick(random, NAME_FIRST)} ${pick(random, COLOURS).name.slice(0, 4)}`;
    const params = new URLSearchParams({ query, website: 'GHRES', region: pick(random, REGIONS) });
    return `/search-query?${params}`;
  });
}

/** Around real stores (where people look), a few km off, sometimes with a brand or category. */
function storePaths(random: Random, centres: { region: Region; lat: number; lng: number }[]) {
  return Array.from({ length: 1000 }, () => {
    const centre = pick(random, centres);
    const params = new URLSearchParams({
      region: centre.region,
      website: 'GHRES',
      q: 'radius',
      lat: (centre.lat + (random() - 0.5) * 0.1).toFixed(5),
      lng: (centre.lng + (random() - 0.5) * 0.1).toFixed(5),
      radius: String(pick(random, [5, 10, 20, 30])),
    });
    const roll = random();
    if (roll < 0.2) params.set('brand', pick(random, ['GHRES', 'FTX']));
    else if (roll < 0.35) params.set('category', pick(random, ['CPT', 'HF']));
    return `/api/locator/stores?${params}`;
  });
}

/** The menu's links: a type, a colour shortcut, a subtype or a budget, one page of 24. */
function productPaths(random: Random): string[] {
  return Array.from({ length: 1000 }, () => {
    const region = pick(random, REGIONS);
    const type = region === 'na' || random() < 0.6 ? 'CPT' : 'HF';
    const params = new URLSearchParams({ website: 'GHRES', region, type, limit: '24' });
    addMenuFilter(params, random, region, type);
    params.set('offset', String(24 * Math.floor(random() * 3)));
    return `/api/catalogue/products?${params}`;
  });
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds the server process has used so far (Linux), or undefined elsewhere. Divided by
 * the requests served, it is each request's cost on the server, which, unlike latency at 50
 * connections, barely moves with whatever else the machine is running.
 */
function serverCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

async function measure(url: string, requests: AutocannonRequest[], pid: number | undefined) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
  const cpuBefore = serverCpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests,
  });
  const cpuAfter = serverCpuMs(pid);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : (cpuAfter - cpuBefore) / result.requests.total;
  return { ...result, cpuPerRequest };
}

async function main() {
  const db = openDatabase(databasePath);
  const started = Date.now();
  // The bench owns var/bench.sqlite: one seeded at other sizes is reset to the bench's.
  const seeded = seededSizes(db);
  const otherSizes =
    seeded !== undefined && (seeded.products !== SIZES.products || seeded.stores !== SIZES.stores);
  const ran = await ensureSeeded(db, { ...SIZES, log: say }, otherSizes);
  if (ran.length > 0)
    say(`seeded ${ran.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const random = seededRandom('bench');
  const centres = db.prepare('SELECT region, lat, lng FROM stores WHERE id % 100 = 0').all() as {
    region: Region;
    lat: number;
    lng: number;
  }[];
  const sceneVariants = sceneBenchVariants(db);
  const shoppers = shopperQueries(db);
  db.close();

  const { child, url } = await startBenchServer({ GH_DB_PATH: databasePath });
  try {
    const scenarios: [string, AutocannonRequest[]][] = [
      ['static /robots.txt (baseline)', [{ path: '/robots.txt' }]],
      ['GET /search-query', cycling(searchPaths(random, shoppers))],
      ['GET /api/locator/stores', cycling(storePaths(random, centres))],
      ['GET /api/catalogue/products', cycling(productPaths(random))],
      [
        'GET /api/catalogue/products card pages, compressed',
        cycling(productCardPagePaths(random), { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING }),
      ],
    ];
    say(
      `${SIZES.products} products, ${SIZES.stores} stores; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s warm-up`,
    );
    // Latency at 50 connections is mostly queueing, so it moves with whatever else the machine runs.
    const machine = () => `load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
    say(`before: ${machine()}`);
    const rows: string[][] = [];
    let baseline: (AutocannonResult & { cpuPerRequest: number | undefined }) | undefined;
    for (const [name, requests] of scenarios) {
      say(`running ${name}…`);
      const result = await measure(url, requests, child.pid);
      baseline ??= result;
      rows.push([
        name,
        result.latency.p50.toFixed(1),
        result.latency.p90.toFixed(1),
        result.latency.p99.toFixed(1),
        result.requests.average.toFixed(0),
        (result.latency.p99 / Math.max(baseline.latency.p99, 0.001)).toFixed(1),
        (baseline.requests.average / Math.max(result.requests.average, 0.001)).toFixed(1),
        result.cpuPerRequest === undefined ? '-' : result.cpuPerRequest.toFixed(2),
        result.cpuPerRequest === undefined || baseline.cpuPerRequest === undefined
          ? '-'
          : (result.cpuPerRequest / Math.max(baseline.cpuPerRequest, 0.001)).toFixed(1),
        String(result.non2xx + result.errors + result.timeouts),
      ]);
    }
    say(`after: ${machine()}`);
    printTable(
      [
        'endpoint',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'req/s',
        'p99 ×static',
        'req/s ÷',
        'server CPU ms/req',
        'CPU ×static',
        'failed',
      ],
      rows,
    );
    console.log(
      "\nreq/s ÷: the static file's requests per second over the endpoint's. server CPU ms/req: the server process's CPU time over the requests it served (Linux /proc), the figure least moved by other load on the machine.",
    );
    await benchFirstListPage(url, say);
    const sceneServerCpu = () => serverCpuMs(child.pid);
    await benchSceneRenders(url, sceneVariants, say, sceneServerCpu);
    if (sceneVariants[0]) await benchPhoneUploads(url, sceneVariants[0], say, sceneServerCpu);
  } finally {
    child.kill('SIGTERM');
  }
  const searches = searchPaths(seededRandom('bench-workers'), shoppers);
  await benchSearch(databasePath, say);
  await benchWorkers(databasePath, () => cycling(searches), DURATION_SECONDS, say);
  await benchSampleOrders(say);
  await benchFloorCorpus(say);
  await benchRoomShots(say);
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
