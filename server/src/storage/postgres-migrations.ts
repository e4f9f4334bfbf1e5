import type { Pool } from 'pg';
import { timedQuery } from './postgres-errors';
import { inTransaction } from './postgres-transaction';

/**
 * The PostgreSQL schema, as numbered migrations. Each runs once, in order, in one transaction
 * with its record in gh_schema_migrations; every process runs `migrate` at start, and an
 * advisory lock makes processes starting together apply each migration exactly once. Never edit
 * a released migration: add the next number.
 *
 * The migrations are history: they ran on databases as written, so their SQL stays as it is and
 * is not derived from anything. What is current, the sample-order row (order-table.ts), is
 * declared once; the adapters' INSERTs and SELECT derive from it, and storage.test.ts checks that
 * these migrations make exactly the declared columns. A change to the row is a new migration
 * (ALTER TABLE …) together with the change to its declaration.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'sample orders and the order outbox',
    sql: `
      CREATE TABLE sample_orders (
        id TEXT PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        region TEXT NOT NULL,
        website TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        company TEXT,
        project_size DOUBLE PRECISION,
        floor_size DOUBLE PRECISION,
        project_reference TEXT,
        address TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        request_hash TEXT NOT NULL
      );
      CREATE INDEX sample_orders_created_at ON sample_orders (created_at);
      CREATE TABLE sample_order_items (
        order_id TEXT NOT NULL REFERENCES sample_orders(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        global_item_id TEXT NOT NULL,
        product_code TEXT NOT NULL,
        colour_id TEXT NOT NULL,
        name TEXT NOT NULL,
        product_name TEXT NOT NULL,
        pattern_public_id TEXT NOT NULL,
        PRIMARY KEY (order_id, position)
      );
      CREATE TABLE order_outbox (
        id BIGSERIAL PRIMARY KEY,
        order_id TEXT NOT NULL UNIQUE REFERENCES sample_orders(id) ON DELETE CASCADE,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_until BIGINT,
        last_error TEXT,
        delivered_at BIGINT
      );
      CREATE INDEX order_outbox_due ON order_outbox (next_attempt_at) WHERE status = 'pending';
    `,
  },
  {
    version: 2,
    name: 'room scenes with their photos and cached renders',
    sql: `
      CREATE TABLE scenes (
        id TEXT PRIMARY KEY,
        created TIMESTAMPTZ NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        cnf TEXT NOT NULL,
        filename TEXT,
        photo BYTEA NOT NULL
      );
      CREATE TABLE scene_renders (
        scene_id TEXT NOT NULL REFERENCES scenes(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        jpeg BYTEA NOT NULL,
        created TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (scene_id, key)
      );
    `,
  },
  {
    version: 3,
    name: "the visitor's floor outline of corrected scenes",
    sql: `
      CREATE TABLE scene_floors (
        scene_id TEXT PRIMARY KEY REFERENCES scenes(id) ON DELETE CASCADE,
        based_on TEXT NOT NULL,
        floor TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'named admin tokens, the audit log and the retention of personal data',
    sql: `
      CREATE TABLE admin_tokens (
        id BIGSERIAL PRIMARY KEY,
        name TEXT NOT NULL,
        digest TEXT NOT NULL UNIQUE,
        scopes TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE UNIQUE INDEX admin_tokens_live_name ON admin_tokens (name) WHERE revoked_at IS NULL;
      CREATE TABLE admin_audit (
        id BIGSERIAL PRIMARY KEY,
        at BIGINT NOT NULL,
        token TEXT NOT NULL,
        scope TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT,
        address TEXT NOT NULL,
        status INTEGER NOT NULL
      );
      CREATE INDEX admin_audit_at ON admin_audit (at);
      CREATE TABLE order_retention (
        order_id TEXT PRIMARY KEY REFERENCES sample_orders(id) ON DELETE CASCADE,
        exported_at BIGINT,
        erased_at BIGINT,
        erased_reason TEXT
      );
    `,
  },
];

const MIGRATION_TIMEOUT_MS = 30 * 60_000;

/** Any constant: the advisory lock every starting process takes while it migrates. */
const MIGRATION_LOCK = 130_013;

/** Applies the migrations this database has not had yet; returns the versions applied. */
export async function migrate(pool: Pool): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS gh_schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM gh_schema_migrations',
    );
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      // A migration may rewrite a large table: longer than the pool's limit for one query.
      await client.query(timedQuery(migration.sql, MIGRATION_TIMEOUT_MS));
      await client.query('INSERT INTO gh_schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
