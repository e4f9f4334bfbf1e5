/**
 * Search answers the same in every deployment (issue 40, item 9): one process on its SQLite file,
 * and GH_WORKERS=2 worker processes with PostgreSQL (DATABASE_URL) on a copy of the same file,
 * each worker building its own search index. Every shopper query of the relevance set, and the
 * results page's views of a few, are asked of both; each is asked of the workers twice, on
 * connections of its own, so that both workers answer.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded } from '../seed';
import { openDatabase } from '../src/db';
import { judgedCatalogue, regionProducts } from './fixtures/relevance';
import { SHOPPER_QUERIES } from './fixtures/shopper-queries';
import { type ServerProcess, startServerProcess } from './server-process';
import { postgresSchemaForTests, type TestSchema } from './services';

const dir = mkdtempSync(join(tmpdir(), 'gh-search-workers-'));
let schema: TestSchema;
let single: ServerProcess;
let workers: ServerProcess;
let paths: string[];

beforeAll(async () => {
  schema = await postgresSchemaForTests('search_workers');
  const singleFile = join(dir, 'single.sqlite');
  const workersFile = join(dir, 'workers.sqlite');
  const db = openDatabase(singleFile);
  await ensureSeeded(db);
  const catalogue = judgedCatalogue(db);
  db.close();
  copyFileSync(singleFile, workersFile);
  paths = SHOPPER_QUERIES.map((entry) => {
    const query =
      typeof entry.query === 'string'
        ? entry.query
        : entry.query(regionProducts(catalogue, entry.region));
    return `/search-query?${new URLSearchParams({ query, region: entry.region, website: 'GHRES' })}`;
  });
  paths.push(
    '/search-query?query=grey&region=au&view=card&type=CPT&feature=stain-resistant&limit=24',
    '/search-query?query=carpet&region=na&view=card&sort=colours&offset=10&limit=24',
    '/search-query?query=waterproof%20carpet&region=nz&view=card',
  );
  [single, workers] = await Promise.all([
    startServerProcess({ GH_DB_PATH: singleFile }),
    startServerProcess({ GH_DB_PATH: workersFile, GH_WORKERS: '2', DATABASE_URL: schema.url }),
  ]);
  await workers.waitForOutput(/worker \d+ listening[\s\S]*worker \d+ listening/);
}, 240_000);

afterAll(async () => {
  for (const server of [single, workers]) {
    server?.signal('SIGKILL');
    await server?.exited();
  }
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET on a connection of its own (so that the workers take turns): its status and body. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('search with GH_WORKERS and PostgreSQL', () => {
  it('answers every shopper query as one process on SQLite does', async () => {
    const differing: string[] = [];
    for (const path of paths) {
      const alone = await get(`${single.url}${path}`);
      expect(alone.status).toBe(200);
      for (let turn = 0; turn < 2; turn++) {
        const shared = await get(`${workers.url}${path}`);
        if (shared.status !== 200 || shared.body !== alone.body) differing.push(path);
      }
    }
    expect(differing).toEqual([]);
    expect(paths.length).toBeGreaterThan(100);
  });
});
