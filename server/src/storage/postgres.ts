import { Pool, type PoolClient } from 'pg';
import { StartupError } from '../errors';
import {
  type NewOrder,
  type OutboxCounts,
  type OutboxEntry,
  type OutboxStatus,
  type PlacedOrder,
  replayOf,
  type SampleOrder,
  type SceneRow,
  type SharedStorage,
} from '.';
import { insertInto, itemRows, orderRow, SAMPLE_ORDER_ITEMS, SAMPLE_ORDERS } from './order-table';
import { migrate } from './postgres-migrations';
import { inTransaction } from './postgres-transaction';
import {
  countsFrom,
  insertOutbox,
  markDelivered,
  markFailed,
  numbered,
  type OrderRow,
  ordersFromRows,
  type SceneQueryRow,
  type SqlStatement,
  selectOrders,
  withoutNulls,
} from './rows';

/**
 * Shared state on PostgreSQL (DATABASE_URL), through a node-postgres pool; scene photos and
 * renders as bytea, so that every instance serves every scene. An order, its samples
 * and its outbox row commit in one transaction (synchronous_commit: durable before the 201).
 * Idempotency holds under concurrency across processes: the key is UNIQUE and the insert is
 * ON CONFLICT DO NOTHING, so of concurrent requests with one key exactly one inserts; the others
 * wait for it to commit and then answer its order.
 */
export class PostgresStorage implements SharedStorage {
  readonly kind = 'postgres';

  private constructor(private readonly pool: Pool) {}

  static async open(url: string, { max = 10 } = {}): Promise<PostgresStorage> {
    const pool = new Pool({
      connectionString: url,
      max,
      // A PostgreSQL that is gone or unreachable fails a request in seconds, never hangs it.
      connectionTimeoutMillis: 5000,
      query_timeout: 30_000,
    });
    // An idle client's connection dropping (a server restart) must not crash the process.
    pool.on('error', () => undefined);
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw isConnectionError(error) ? new StartupError(unreachableAtStart(url, error)) : error;
    }
    return new PostgresStorage(pool);
  }

  /** Resolves while PostgreSQL answers; throws its connection error otherwise. */
  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async placeOrder(order: NewOrder, check: () => void): Promise<PlacedOrder> {
    const key = order.idempotencyKey;
    if (key) {
      const earlier = await this.findByKey(this.pool, key);
      if (earlier) return replayOf(earlier, order.requestHash);
    }
    check();
    return this.transaction(async (client) => {
      const inserted = await client.query(
        `${insertInto(SAMPLE_ORDERS, 'postgres')} ON CONFLICT (idempotency_key) DO NOTHING`,
        orderRow(order),
      );
      if (inserted.rowCount === 0 && key) {
        // A concurrent request with this key committed first: answer its order.
        const earlier = await this.findByKey(client, key);
        if (!earlier) throw new Error(`Idempotency-Key conflict without an order for '${key}'`);
        return replayOf(earlier, order.requestHash);
      }
      const items = itemRows(order);
      if (items.length > 0) {
        await client.query(insertInto(SAMPLE_ORDER_ITEMS, 'postgres', items.length), items.flat());
      }
      const outbox = insertOutbox(order);
      await client.query(numbered(outbox.sql), outbox.params);
      return { orderId: order.id, replayed: false };
    });
  }

  async findOrder(id: string): Promise<SampleOrder | undefined> {
    const { rows } = await this.pool.query<OrderRow>(numbered(selectOrders('WHERE o.id = ?')), [
      id,
    ]);
    return ordersFromRows(rows)[0];
  }

  async listOrders(since?: Date): Promise<SampleOrder[]> {
    const { rows } = since
      ? await this.pool.query<OrderRow>(numbered(selectOrders('WHERE o.created_at >= ?')), [since])
      : await this.pool.query<OrderRow>(selectOrders(''));
    return ordersFromRows(rows);
  }

  async orderCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM sample_orders',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async claimOutbox({ now, leaseMs, limit }: { now: number; leaseMs: number; limit: number }) {
    // SKIP LOCKED: dispatchers in other processes claim other rows instead of waiting; the lease
    // then keeps a claimed row theirs while they deliver it.
    const { rows } = await this.pool.query<{
      id: string;
      orderId: string;
      payload: string;
      attempts: number;
    }>(
      `UPDATE order_outbox o SET locked_until = $2, attempts = o.attempts + 1
         FROM (SELECT id FROM order_outbox
                WHERE status = 'pending' AND next_attempt_at <= $1
                  AND (locked_until IS NULL OR locked_until <= $1)
                ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED) due
        WHERE o.id = due.id
        RETURNING o.id, o.order_id AS "orderId", o.payload, o.attempts`,
      [now, now + leaseMs, limit],
    );
    return rows
      .map((row): OutboxEntry => ({ ...row, id: Number(row.id) }))
      .sort((a, b) => a.id - b.id);
  }

  async markDelivered(id: number, now: number): Promise<void> {
    await this.run(markDelivered(id, now));
  }

  async markFailed(id: number, error: string, retryAt: number | null): Promise<void> {
    await this.run(markFailed(id, error, retryAt));
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const { rows } = await this.pool.query<{ status: OutboxStatus; n: string }>(
      'SELECT status, count(*) AS n FROM order_outbox GROUP BY status',
    );
    return countsFrom(rows);
  }

  async createScene(scene: SceneRow, photo: Buffer): Promise<void> {
    await this.pool.query(
      `INSERT INTO scenes (id, created, width, height, cnf, filename, photo)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        scene.id,
        scene.created,
        scene.width,
        scene.height,
        scene.cnf,
        scene.filename ?? null,
        photo,
      ],
    );
  }

  async createCorrectedScene(scene: SceneRow & { floor: string }, basedOn: string) {
    await this.transaction(async (client) => {
      const copied = await client.query(
        `INSERT INTO scenes (id, created, width, height, cnf, filename, photo)
         SELECT $1, $2, $3, $4, $5, NULL, photo FROM scenes WHERE id = $6`,
        [scene.id, scene.created, scene.width, scene.height, scene.cnf, basedOn],
      );
      if (copied.rowCount !== 1) throw new Error(`No scene '${basedOn}' to correct`);
      await client.query(
        'INSERT INTO scene_floors (scene_id, based_on, floor) VALUES ($1, $2, $3)',
        [scene.id, basedOn, scene.floor],
      );
    });
  }

  async findScene(id: string): Promise<SceneRow | undefined> {
    const { rows } = await this.pool.query<Omit<SceneQueryRow, 'created'> & { created: Date }>(
      `SELECT s.id, s.created, s.width, s.height, s.cnf, s.filename, f.floor
         FROM scenes s LEFT JOIN scene_floors f ON f.scene_id = s.id WHERE s.id = $1`,
      [id],
    );
    const row = rows[0];
    return row && withoutNulls({ ...row, created: row.created.toISOString() });
  }

  async scenePhoto(id: string): Promise<Buffer | undefined> {
    const { rows } = await this.pool.query<{ photo: Buffer }>(
      'SELECT photo FROM scenes WHERE id = $1',
      [id],
    );
    return rows[0]?.photo;
  }

  async sceneCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM scenes');
    return Number(rows[0]?.n ?? 0);
  }

  async sceneRender(sceneId: string, key: string): Promise<Buffer | undefined> {
    const { rows } = await this.pool.query<{ jpeg: Buffer }>(
      'SELECT jpeg FROM scene_renders WHERE scene_id = $1 AND key = $2',
      [sceneId, key],
    );
    return rows[0]?.jpeg;
  }

  async saveSceneRender(sceneId: string, key: string, jpeg: Buffer): Promise<void> {
    await this.pool.query(
      `INSERT INTO scene_renders (scene_id, key, jpeg) VALUES ($1, $2, $3)
       ON CONFLICT (scene_id, key) DO NOTHING`,
      [sceneId, key, jpeg],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async findByKey(client: Pool | PoolClient, key: string) {
    const { rows } = await client.query<{ id: string; request_hash: string }>(
      'SELECT id, request_hash FROM sample_orders WHERE idempotency_key = $1',
      [key],
    );
    return rows[0];
  }

  private async run({ sql, params }: SqlStatement): Promise<void> {
    await this.pool.query(numbered(sql), params);
  }

  private transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}

/** SQLSTATE classes and codes that mean "PostgreSQL cannot be used right now", not a bad query. */
const UNAVAILABLE_SQLSTATES = /^(08|53|57P0[1-3]|3D000|28)/;
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * Whether an error from node-postgres means the database is down, unreachable or refusing
 * connections (a 503 for the request), as opposed to a fault in what was asked.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.test(code))
  ) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|connection is closed/i.test(
    error.message,
  );
}

/** The one line a start with an unusable DATABASE_URL prints: the variable, the host, what to check. */
function unreachableAtStart(url: string, error: unknown): string {
  let where = 'its host';
  let database = '';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || 5432}`;
    database = decodeURIComponent(parsed.pathname.slice(1));
  } catch {
    // readConfig checked the form; keep the generic words.
  }
  const code = (error as { code?: string }).code ?? '';
  if (code === '3D000') {
    return `DATABASE_URL: PostgreSQL at ${where} has no database "${database}"; create it (createdb ${database}) or name an existing one in the URL`;
  }
  if (code.startsWith('28')) {
    return `DATABASE_URL: PostgreSQL at ${where} refused the user or password in the URL (${(error as Error).message}); check them and pg_hba.conf`;
  }
  const reason = code || (error as Error).message;
  return `DATABASE_URL: cannot reach PostgreSQL at ${where} (${reason}); check that it runs, listens on that address and port, and accepts connections from this machine`;
}
