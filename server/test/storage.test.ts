import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { type Db, openDatabase } from '../src/db';
import { openStorage, type SharedStorage } from '../src/storage';
import { columnType, SAMPLE_ORDER_ITEMS, SAMPLE_ORDERS } from '../src/storage/order-table';
import { MIGRATIONS, migrate } from '../src/storage/postgres-migrations';
import { postgresSchemaForTests, type TestSchema } from './services';
import { STORAGE_KINDS } from './support';

/** The shared storage's own contract, below the HTTP routes: migrations and room scenes. */

describe('PostgreSQL migrations', () => {
  let schema: TestSchema;
  beforeEach(async () => {
    schema = await postgresSchemaForTests('migrations');
  });
  afterEach(() => schema.drop());

  const applied = async () => {
    const client = new Client({ connectionString: schema.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM gh_schema_migrations ORDER BY version',
      );
      return rows.map((row) => row.version);
    } finally {
      await client.end();
    }
  };

  it('applies every migration once, and nothing on the next start', async () => {
    const pool = new Pool({ connectionString: schema.url });
    try {
      expect(await migrate(pool)).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(await migrate(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
    expect(await applied()).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it('applies each migration exactly once when several processes start together', async () => {
    const pools = Array.from({ length: 4 }, () => new Pool({ connectionString: schema.url }));
    try {
      const results = await Promise.all(pools.map((pool) => migrate(pool)));
      expect(results.flat().sort()).toEqual(MIGRATIONS.map((migration) => migration.version));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(await applied()).toEqual(MIGRATIONS.map((migration) => migration.version));
  });
});

describe('the declared order row', () => {
  /** A column as the database reports it: name, type, and whether it may be NULL. */
  const declared = (
    table: typeof SAMPLE_ORDERS | typeof SAMPLE_ORDER_ITEMS,
    dialect: 'sqlite' | 'postgres',
  ) =>
    table.columns.map((column) => ({
      name: column.name,
      type: columnType(column, dialect).toLowerCase(),
      nullable: !/NOT NULL|PRIMARY KEY/.test(column.constraint ?? ''),
    }));
  const POSTGRES_TYPE_NAMES: Record<string, string> = {
    text: 'text',
    integer: 'integer',
    'double precision': 'double precision',
    'timestamp with time zone': 'timestamptz',
  };

  it('is what the PostgreSQL migrations have made', async () => {
    const schema = await postgresSchemaForTests('order-row');
    const pool = new Pool({ connectionString: schema.url });
    try {
      await migrate(pool);
      for (const table of [SAMPLE_ORDERS, SAMPLE_ORDER_ITEMS]) {
        const { rows } = await pool.query<{ name: string; type: string; nullable: string }>(
          `SELECT column_name AS name, data_type AS type, is_nullable AS nullable
             FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = $1
            ORDER BY ordinal_position`,
          [table.name],
        );
        expect(
          rows.map((row) => ({
            name: row.name,
            type: POSTGRES_TYPE_NAMES[row.type] ?? row.type,
            nullable: row.nullable === 'YES',
          })),
        ).toEqual(declared(table, 'postgres'));
      }
    } finally {
      await pool.end();
      await schema.drop();
    }
  });

  it('is what SQLite makes of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gh-order-row-'));
    const db = openDatabase(join(dir, 'orders.sqlite'));
    try {
      for (const table of [SAMPLE_ORDERS, SAMPLE_ORDER_ITEMS]) {
        const columns = db.prepare(`PRAGMA table_info(${table.name})`).all() as {
          name: string;
          type: string;
          notnull: number;
          pk: number;
        }[];
        expect(
          columns.map((column) => ({
            name: column.name,
            type: column.type.toLowerCase(),
            nullable: column.notnull === 0 && column.pk === 0,
          })),
        ).toEqual(declared(table, 'sqlite'));
      }
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(STORAGE_KINDS)('room scenes on %s', (kind) => {
  let dir: string;
  let db: Db;
  let schema: TestSchema | undefined;
  let storage: SharedStorage;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gh-storage-test-'));
    const databasePath = join(dir, 'test.sqlite');
    db = openDatabase(databasePath);
    schema = kind === 'postgres' ? await postgresSchemaForTests('scenes') : undefined;
    storage = await openStorage({ databasePath, databaseUrl: schema?.url }, db);
  });
  afterAll(async () => {
    await storage.close();
    await schema?.drop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newScene = () => ({
    id: randomBytes(12).toString('hex'),
    created: new Date().toISOString(),
    width: 1400,
    height: 1050,
    cnf: 'ghres',
  });

  it('stores a scene with its photo and finds both again', async () => {
    const scene = { ...newScene(), filename: 'lounge.jpg' };
    const photo = randomBytes(50_000);
    await storage.createScene(scene, photo);
    expect(await storage.findScene(scene.id)).toEqual(scene);
    expect((await storage.scenePhoto(scene.id))?.equals(photo)).toBe(true);
  });

  it('keeps a scene without a file name without one', async () => {
    const scene = newScene();
    await storage.createScene(scene, randomBytes(10));
    expect(await storage.findScene(scene.id)).toEqual(scene);
  });

  it('answers nothing for a scene it does not have', async () => {
    expect(await storage.findScene('0123456789abcdef01234567')).toBeUndefined();
    expect(await storage.scenePhoto('0123456789abcdef01234567')).toBeUndefined();
  });

  it("stores a corrected scene with the original's photo and the visitor's floor outline", async () => {
    const original = newScene();
    const photo = randomBytes(5_000);
    await storage.createScene(original, photo);
    const floor = JSON.stringify([
      [0.1, 0.6],
      [0.9, 0.6],
      [1, 1],
      [0, 1],
    ]);
    const corrected = { ...newScene(), floor };
    await storage.createCorrectedScene(corrected, original.id);
    expect(await storage.findScene(corrected.id)).toEqual(corrected);
    expect((await storage.scenePhoto(corrected.id))?.equals(photo)).toBe(true);
    expect(await storage.findScene(original.id)).toEqual(original);
  });

  it('caches renders by scene and key', async () => {
    const scene = newScene();
    await storage.createScene(scene, randomBytes(10));
    expect(await storage.sceneRender(scene.id, 'k1')).toBeUndefined();
    const first = randomBytes(2_000);
    await storage.saveSceneRender(scene.id, 'k1', first);
    await storage.saveSceneRender(scene.id, 'k2', randomBytes(100));
    expect((await storage.sceneRender(scene.id, 'k1'))?.equals(first)).toBe(true);
    expect((await storage.sceneRender(scene.id, 'k2'))?.length).toBe(100);
  });
});
