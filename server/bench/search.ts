/**
 * Search that understands shoppers (issue 40), for `npm run bench -w server`: the relevance set
 * (test/fixtures/shopper-queries.ts) judged on the demo catalogue and at 10,000 products (the
 * share of queries that hold, the zero-result rate, precision and recall at 10), and the server
 * time of its query mix at 10,000 products: each query as the header's box asks it and as the
 * results page does (cards and counts), timed in the server's own code after the index is built
 * (its build is timed on its own), so other load on the machine moves the figures least.
 *
 * On its own: `npx tsx server/bench/search.ts [path/to/bench.sqlite]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Region } from '@gh/shared/regions';
import { ensureSeeded } from '../seed';
import { type Db, openDatabase } from '../src/db';
import { type SearchRequest, searchReply } from '../src/search/query';
import { searchIndex } from '../src/search/search-index';
import {
  judge,
  judgedCatalogue,
  regionProducts,
  relevanceFigures,
  relevanceReport,
} from '../test/fixtures/relevance';
import { SHOPPER_QUERIES } from '../test/fixtures/shopper-queries';

/** The relevance set's queries as typed in their regions. */
export function shopperQueries(db: Db): { query: string; region: Region }[] {
  const catalogue = judgedCatalogue(db);
  return SHOPPER_QUERIES.map((entry) => ({
    region: entry.region,
    query:
      typeof entry.query === 'string'
        ? entry.query
        : entry.query(regionProducts(catalogue, entry.region)),
  }));
}

/** The relevance set judged against a database's catalogue. */
function relevanceOf(db: Db) {
  const catalogue = judgedCatalogue(db);
  return SHOPPER_QUERIES.map((entry) =>
    judge(entry, catalogue, (query, region) =>
      searchReply(db, { query, region, website: 'GHRES' }).products.map(
        (item) => item.productCode as string,
      ),
    ),
  );
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

const ROUNDS = 5;

export async function benchSearch(databasePath: string, say: (message: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'gh-bench-search-'));
  try {
    const demo = openDatabase(join(dir, 'demo.sqlite'));
    await ensureSeeded(demo);
    const onDemo = relevanceOf(demo);
    demo.close();
    say('search relevance on the demo catalogue (the set npm test holds to 95% and 2%):');
    console.log(relevanceReport(onDemo));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const db = openDatabase(databasePath);
  try {
    const started = performance.now();
    const index = searchIndex(db);
    say(
      `search index of ${index.all.length} products built in ${(performance.now() - started).toFixed(0)} ms`,
    );
    const atScale = relevanceOf(db);
    say(`search relevance at ${index.all.length} products:`);
    console.log(relevanceReport(atScale));

    const requests: SearchRequest[] = shopperQueries(db).flatMap(({ query, region }) => [
      { query, region, website: 'GHRES' },
      { query, region, website: 'GHRES', view: 'card', limit: 24 },
    ]);
    for (const request of requests) searchReply(db, request);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const request of requests) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        JSON.stringify(searchReply(db, request));
        times.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      }
    }
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    const line = (what: string, samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return `${what}: p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))} (aim ≤ 20 ms), p99 ${ms(percentile(sorted, 0.99))} (aim ≤ 50 ms), max ${ms(sorted[sorted.length - 1] ?? 0)}`;
    };
    say(
      `search server time at ${index.all.length} products, ${requests.length} requests of the relevance set (each as the box and as the results page asks it) × ${ROUNDS}, in the server's code:`,
    );
    say(`  ${line('wall clock', times)}`);
    say(`  ${line('CPU (least moved by other load)', cpuTimes)}`);
    const figures = relevanceFigures(atScale);
    const sorted = [...times].sort((a, b) => a - b);
    return { figures, p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const path = process.argv[2] ?? join(__dirname, '..', '..', 'var', 'bench.sqlite');
  benchSearch(path, (message) => console.log(`[bench] ${message}`)).catch((error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  });
}
