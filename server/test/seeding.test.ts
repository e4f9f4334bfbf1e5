import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSeeded } from '../seed';
import { type Db, getMeta, openDatabase, setMeta } from '../src/db';
import { collectOutput, startServerProcess, tsx } from './server-process';

/**
 * Seeding never destroys: a start seeds only a new, empty database and re-seeds a domain only
 * when its seeder's version changed, at the size recorded for it; `--reset` is the one way to
 * replace data.
 */

const dir = mkdtempSync(join(tmpdir(), 'gh-seeding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: Db, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

function runSeedCli(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [join(__dirname, '..', 'seed', 'cli.ts'), ...args], {
      env: { ...process.env, INIT_CWD: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output: output() }));
  });
}

describe('seeding', () => {
  it('keeps a 1,000-product database at 1,000 products through a server start', async () => {
    const path = join(dir, 'large.sqlite');
    const db = openDatabase(path);
    await ensureSeeded(db, { products: 1000, stores: 40 });
    expect(count(db, 'products')).toBe(1000);
    db.close();

    const server = await startServerProcess({ GH_DB_PATH: path });
    try {
      const products = await fetch(`${server.url}/api/catalogue/products?region=au&website=GHRES`);
      expect(products.status).toBe(200);
      expect(server.output()).not.toMatch(/\[server\] seed/);
    } finally {
      server.signal('SIGTERM');
      await server.exited();
    }
    const after = openDatabase(path);
    expect(count(after, 'products')).toBe(1000);
    expect(count(after, 'stores')).toBe(40);
    after.close();
  });

  it('seeds a new, empty database at the sizes given, and records them', async () => {
    const db = openDatabase(':memory:');
    expect(await ensureSeeded(db, { products: 80, stores: 25 })).toEqual([
      'catalogue',
      'stores',
      'content',
      'places',
    ]);
    expect(count(db, 'products')).toBe(80);
    expect(count(db, 'stores')).toBe(25);
    expect(getMeta(db, 'seed:stores')).toMatch(/^\d+:80:25$/);
    expect(await ensureSeeded(db)).toEqual([]);
    expect(count(db, 'products')).toBe(80);
    db.close();
  });

  it("re-seeds only a domain whose seeder's version changed, at the size recorded for it", async () => {
    const db = openDatabase(':memory:');
    await ensureSeeded(db, { products: 80, stores: 25 });
    const [version] = (getMeta(db, 'seed:stores') ?? '').split(':');
    db.prepare('DELETE FROM stores WHERE id % 2 = 0').run();
    const left = count(db, 'stores');
    setMeta(db, 'seed:stores', `${Number(version) - 1}:80:25`);
    // The defaults (72 products, 320 stores) are not what this database was seeded at.
    expect(await ensureSeeded(db)).toEqual(['stores']);
    expect(left).toBeLessThan(25);
    expect(count(db, 'stores')).toBe(25);
    expect(count(db, 'products')).toBe(80);
    expect(getMeta(db, 'seed:stores')).toBe(`${version}:80:25`);
    db.close();
  });

  it('leaves a domain that holds data it was not seeded with as it is', async () => {
    const db = openDatabase(':memory:');
    await ensureSeeded(db, { products: 80, stores: 25 });
    db.prepare(`DELETE FROM meta WHERE key = 'seed:catalogue'`).run();
    const said: string[] = [];
    expect(await ensureSeeded(db, { log: (message) => said.push(message) })).toEqual([]);
    expect(count(db, 'products')).toBe(80);
    expect(said.join('\n')).toContain('catalogue holds data it was not seeded with');
    db.close();
  });

  it('replaces the data only with npm run seed -- --reset', async () => {
    const path = join(dir, 'reset.sqlite');
    const db = openDatabase(path);
    await ensureSeeded(db, { products: 80, stores: 25 });
    db.close();

    const kept = await runSeedCli(['--db', 'reset.sqlite', '--products', '100', '--stores', '30']);
    expect(kept).toMatchObject({ code: 0 });
    expect(kept.output).toContain('is already seeded: nothing changed (--reset replaces its data)');
    const unchanged = openDatabase(path);
    expect([count(unchanged, 'products'), count(unchanged, 'stores')]).toEqual([80, 25]);
    unchanged.close();

    const reset = await runSeedCli(['--db', 'reset.sqlite', '--stores', '30', '--reset']);
    expect(reset).toMatchObject({ code: 0 });
    const replaced = openDatabase(path);
    expect([count(replaced, 'products'), count(replaced, 'stores')]).toEqual([72, 30]);
    replaced.close();
  });
});
