import { Pool, type PoolClient, type QueryResultRow } from 'pg';
import { StartupError, UnavailableError } from '../errors';
import { Outage, type Warn } from '../outage';
import {
  type NewOrder,
  type OutboxCounts,
  type OutboxEntry,
  type PlacedOrder,
  replayOf,
  type SampleOrder,
  type SceneRow,
  type SharedStorage,
} from '.';
import { OperatorStorage, OperatorTables } from './operator-tables';
import {
  insertInto,
  itemRows,
  orderRow,
  SAMPLE_ORDER_ITEMS,
  SAMPLE_ORDERS,
  type SqlValue,
} from './order-table';
import { isDatabaseUnavailable, timedQuery, unavailableReason } from './postgres-errors';
import { migrate } from './postgres-migrations';
import { inTransaction, type TransactionOptions } from './postgres-transaction';
import {
  countsFrom,
  insertOutbox,
  markDelivered,
  markFailed,
  numbered,
  type OrderRow,
  OUTBOX_COUNTS,
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
 *
 * PostgreSQL going away costs only the requests that need it: each fails with a 503 (the
 * connection errors here, classified in postgres-errors.ts, or the order's deadline), a broken
 * client is discarded rather than pooled, the outage is logged once when it starts and once when
 * it ends (outage.ts), and the pool connects again by itself when PostgreSQL is back.
 */
export class PostgresStorage extends OperatorStorage implements SharedStorage {
  readonly kind = 'postgres';
  /** PostgreSQL's outages as this process sees them; app.ts counts the requests refused in one. */
  readonly outage: Outage;
  /** Set while the migrations could not run (a start with PostgreSQL down): run before any use. */
  private migration: { pending: boolean; running?: Promise<void> } = { pending: false };
  private probe: NodeJS.Timeout | undefined;
  private closed = false;
  protected readonly operator: OperatorTables;

  private constructor(
    private readonly pool: Pool,
    where: string,
    private readonly options: PostgresOptions,
  ) {
    super();
    this.operator = new OperatorTables({
      all: async <R>(sql: string, params: SqlValue[] = []) =>
        (await this.query<R & QueryResultRow>(numbered(sql), params)).rows,
      batch: (statements) =>
        this.use(() =>
          this.transaction(async (client) => {
            const changed: number[] = [];
            for (const { sql, params } of statements) {
              changed.push((await client.query(numbered(sql), params)).rowCount ?? 0);
            }
            return changed;
          }),
        ),
    });
    this.outage = new Outage({
      name: 'database',
      what: `PostgreSQL at ${where} (DATABASE_URL)`,
      effect: 'sample orders are refused with 503 and Retry-After until it is back',
      warn: options.warn,
    });
  }

  /**
   * Opens the pool and runs the migrations. PostgreSQL unreachable at this point is a
   * StartupError (one line naming DATABASE_URL, the host and what to check), unless
   * `mayStartDown` is set (a replacement worker of an instance that has served): then the storage
   * opens anyway, refuses what needs PostgreSQL with 503, and migrates once it answers.
   */
  static async open(url: string, options: Partial<PostgresOptions> = {}): Promise<PostgresStorage> {
    const settings = { ...DEFAULT_POSTGRES_OPTIONS, ...options };
    const pool = new Pool({
      connectionString: url,
      max: settings.poolSize,
      // A PostgreSQL that is gone or unreachable fails a request in seconds, never hangs it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    // An idle client's connection dropping (a server restart) must not crash the process: the
    // pool drops the client and says so here.
    pool.on('error', () => undefined);
    const storage = new PostgresStorage(pool, hostOf(url), settings);
    try {
      await migrate(pool);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || !settings.mayStartDown) {
        await pool.end();
        throw isDatabaseUnavailable(error)
          ? new StartupError(unreachableAtStart(url, error))
          : error;
      }
      storage.migration = { pending: true };
      storage.wentDown(error);
    }
    return storage;
  }

  /** Resolves while PostgreSQL answers; throws its connection error otherwise. */
  async ping(): Promise<void> {
    await this.use(() => this.pool.query(timedQuery('SELECT 1', PING_TIMEOUT_MS)));
  }

  /**
   * Within the order deadline (`orderDeadlineMs`): the idempotency look-up, the stock check and
   * the inserts in one transaction whose statements and lock waits have limits of their own. A
   * deadline that passes answers 503 at once and closes the transaction's connection, which rolls
   * back whatever did not commit; an order that did commit is answered as a replay when the
   * visitor retries with its key.
   */
  async placeOrder(order: NewOrder, check: () => void): Promise<PlacedOrder> {
    return this.use(() =>
      withinDeadline(this.options.orderDeadlineMs, (signal) =>
        this.transaction(
          (client) => this.insertOrder(client, order, check),
          orderTransaction(this.options.orderDeadlineMs, signal),
        ),
      ),
    );
  }

  private async insertOrder(
    client: PoolClient,
    order: NewOrder,
    check: () => void,
  ): Promise<PlacedOrder> {
    const key = order.idempotencyKey;
    if (key) {
      const earlier = await this.findByKey(client, key);
      if (earlier) return replayOf(earlier, order.requestHash);
    }
    check();
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
  }

  async findOrder(id: string): Promise<SampleOrder | undefined> {
    const { rows } = await this.query<OrderRow>(numbered(selectOrders('WHERE o.id = ?')), [id]);
    return ordersFromRows(rows)[0];
  }

  async listOrders(since?: Date): Promise<SampleOrder[]> {
    const { rows } = since
      ? await this.query<OrderRow>(numbered(selectOrders('WHERE o.created_at >= ?')), [since])
      : await this.query<OrderRow>(selectOrders(''));
    return ordersFromRows(rows);
  }

  async orderCount(): Promise<number> {
    const { rows } = await this.query<{ n: string }>('SELECT count(*) AS n FROM sample_orders');
    return Number(rows[0]?.n ?? 0);
  }

  async claimOutbox({ now, leaseMs, limit }: { now: number; leaseMs: number; limit: number }) {
    // SKIP LOCKED: dispatchers in other processes claim other rows instead of waiting; the lease
    // then keeps a claimed row theirs while they deliver it.
    const { rows } = await this.query<{
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
    const { rows } = await this.query<Parameters<typeof countsFrom>[0][number]>(OUTBOX_COUNTS);
    return countsFrom(rows);
  }

  async createScene(scene: SceneRow, photo: Buffer): Promise<void> {
    await this.query(
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
    await this.use(() =>
      this.transaction(async (client) => {
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
      }),
    );
  }

  async findScene(id: string): Promise<SceneRow | undefined> {
    const { rows } = await this.query<Omit<SceneQueryRow, 'created'> & { created: Date }>(
      `SELECT s.id, s.created, s.width, s.height, s.cnf, s.filename, f.floor
         FROM scenes s LEFT JOIN scene_floors f ON f.scene_id = s.id WHERE s.id = $1`,
      [id],
    );
    const row = rows[0];
    return row && withoutNulls({ ...row, created: row.created.toISOString() });
  }

  async scenePhoto(id: string): Promise<Buffer | undefined> {
    const { rows } = await this.query<{ photo: Buffer }>('SELECT photo FROM scenes WHERE id = $1', [
      id,
    ]);
    return rows[0]?.photo;
  }

  async sceneCount(): Promise<number> {
    const { rows } = await this.query<{ n: string }>('SELECT count(*) AS n FROM scenes');
    return Number(rows[0]?.n ?? 0);
  }

  async sceneRender(sceneId: string, key: string): Promise<Buffer | undefined> {
    const { rows } = await this.query<{ jpeg: Buffer }>(
      'SELECT jpeg FROM scene_renders WHERE scene_id = $1 AND key = $2',
      [sceneId, key],
    );
    return rows[0]?.jpeg;
  }

  async saveSceneRender(sceneId: string, key: string, jpeg: Buffer): Promise<void> {
    await this.query(
      `INSERT INTO scene_renders (scene_id, key, jpeg) VALUES ($1, $2, $3)
       ON CONFLICT (scene_id, key) DO NOTHING`,
      [sceneId, key, jpeg],
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopProbe();
    await this.pool.end();
  }

  private async findByKey(client: PoolClient, key: string) {
    const { rows } = await client.query<{ id: string; request_hash: string }>(
      'SELECT id, request_hash FROM sample_orders WHERE idempotency_key = $1',
      [key],
    );
    return rows[0];
  }

  private async run({ sql, params }: SqlStatement): Promise<void> {
    await this.query(numbered(sql), params);
  }

  private query<R extends QueryResultRow>(text: string, values?: unknown[]) {
    return this.use(() => this.pool.query<R>(text, values));
  }

  private transaction<T>(
    work: (client: PoolClient) => Promise<T>,
    options?: TransactionOptions,
  ): Promise<T> {
    return inTransaction(this.pool, work, options);
  }

  /**
   * Every use of PostgreSQL goes through here: the migrations first if a start with PostgreSQL
   * down left them to run, then `work`. An error that means PostgreSQL is unavailable starts an
   * outage (one line, and a probe that notices the return without waiting for a request); the
   * first success after it ends the outage (one line).
   */
  private async use<T>(work: () => Promise<T>): Promise<T> {
    try {
      await this.migrated();
      const result = await work();
      if (this.outage.isDown) this.cameBack();
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error) || error instanceof UnavailableError) this.wentDown(error);
      throw error;
    }
  }

  /** Runs the migrations a start with PostgreSQL down could not, once it answers. */
  private async migrated(): Promise<void> {
    const { migration } = this;
    if (!migration.pending) return;
    migration.running ??= migrate(this.pool)
      .then(() => {
        migration.pending = false;
      })
      .finally(() => {
        migration.running = undefined;
      });
    await migration.running;
  }

  private wentDown(error: unknown) {
    this.outage.down(unavailableReason(error));
    if (this.probe || this.closed) return;
    let probing = false;
    this.probe = setInterval(() => {
      if (probing) return;
      probing = true;
      void this.ping()
        .catch(() => undefined)
        .finally(() => {
          probing = false;
        });
    }, PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  private cameBack() {
    this.outage.up();
    this.stopProbe();
  }

  private stopProbe() {
    clearInterval(this.probe);
    this.probe = undefined;
  }
}

export interface PostgresOptions {
  /** Most connections this process holds (GH_DATABASE_POOL_SIZE). */
  poolSize: number;
  /** The longest an order's database work may take before it is answered 503 (GH_ORDER_DEADLINE_MS). */
  orderDeadlineMs: number;
  /** Whether the storage may open with PostgreSQL unreachable (a replacement worker). */
  mayStartDown: boolean;
  /** Where the outage lines go; standard error by default. */
  warn?: Warn;
}

export const DEFAULT_POSTGRES_OPTIONS: PostgresOptions = {
  poolSize: 10,
  orderDeadlineMs: 8000,
  mayStartDown: false,
};

/** How long opening a connection may take (a frozen PostgreSQL accepts and never answers). */
const CONNECT_TIMEOUT_MS = 3000;
/** Any one query's limit on the client side, for what has no tighter deadline of its own. */
const QUERY_TIMEOUT_MS = 15_000;
/** How long a health probe waits for `SELECT 1`. */
const PING_TIMEOUT_MS = 2000;
/** How often a process that has seen PostgreSQL go checks whether it is back. */
const PROBE_INTERVAL_MS = 1000;

/**
 * An order transaction's own limits, sent with its BEGIN: no statement may run, and no lock be
 * waited for, longer than half the deadline, so that PostgreSQL gives up on its side too; and a
 * transaction whose client went quiet is ended by PostgreSQL rather than left holding its locks.
 */
function orderTransaction(deadlineMs: number, signal: AbortSignal): TransactionOptions {
  const half = Math.max(1, Math.floor(deadlineMs / 2));
  return {
    signal,
    settings: [
      `SET LOCAL statement_timeout = ${half}`,
      `SET LOCAL lock_timeout = ${half}`,
      `SET LOCAL idle_in_transaction_session_timeout = ${deadlineMs}`,
    ],
  };
}

/**
 * Runs `work` with a signal that aborts after `ms`, and answers at the deadline whatever `work`
 * is doing: an UnavailableError (503, Retry-After) that says the order may or may not have been
 * saved and that sending it again with its key counts once.
 */
async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  const expired = new UnavailableError(
    `The order database did not answer within ${Math.round(ms / 1000)} seconds. Please try again in a few seconds: an order sent again with the same Idempotency-Key counts once.`,
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(expired);
      reject(expired);
    }, ms);
  });
  const working = work(controller.signal);
  // Whatever it settles with after the deadline has been answered is not wanted.
  working.catch(() => undefined);
  try {
    return await Promise.race([working, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const hostOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    return 'its host';
  }
};

/** The one line a start with an unusable DATABASE_URL prints: the variable, the host, what to check. */
function unreachableAtStart(url: string, error: unknown): string {
  const where = hostOf(url);
  let database = '';
  try {
    database = decodeURIComponent(new URL(url).pathname.slice(1));
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
