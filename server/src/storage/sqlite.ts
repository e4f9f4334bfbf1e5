import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db';
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
import {
  countsFrom,
  insertOutbox,
  markDelivered,
  markFailed,
  type OrderRow,
  OUTBOX_COUNTS,
  ordersFromRows,
  type SceneQueryRow,
  type SqlStatement,
  selectOrders,
  withoutNulls,
} from './rows';

/**
 * The embedded default: orders and their outbox in the server's SQLite file, each order in one
 * IMMEDIATE transaction (synchronous=FULL, so on disk before the 201); scene records in its
 * `scenes` table, their photos and renders as files in the scene folder. better-sqlite3 is
 * synchronous; the methods answer promises to share the interface with PostgreSQL.
 */
export class SqliteStorage extends OperatorStorage implements SharedStorage {
  readonly kind = 'sqlite';
  protected readonly operator: OperatorTables;

  constructor(
    private readonly db: Db,
    /** Scene photos as `{dir}/{id}.jpg`, renders under `{dir}/renders/{id}/`. */
    private readonly sceneDir: string,
  ) {
    super();
    this.operator = new OperatorTables({
      all: async <R>(sql: string, params: SqlValue[] = []) => db.prepare(sql).all(params) as R[],
      batch: async (statements) =>
        db
          .transaction(() =>
            statements.map(({ sql, params }) => db.prepare(sql).run(params).changes),
          )
          .immediate(),
    });
  }

  async placeOrder(order: NewOrder, check: () => void): Promise<PlacedOrder> {
    const { db } = this;
    const findByKey = db.prepare(
      'SELECT id, request_hash FROM sample_orders WHERE idempotency_key = ?',
    );
    const insertOrder = db.prepare(insertInto(SAMPLE_ORDERS, 'sqlite'));
    const insertItem = db.prepare(insertInto(SAMPLE_ORDER_ITEMS, 'sqlite'));
    const outbox = insertOutbox(order);
    const insertOutboxRow = db.prepare(outbox.sql);
    return db
      .transaction((): PlacedOrder => {
        if (order.idempotencyKey) {
          const earlier = findByKey.get(order.idempotencyKey) as
            | { id: string; request_hash: string }
            | undefined;
          if (earlier) return replayOf(earlier, order.requestHash);
        }
        check();
        insertOrder.run(orderRow(order));
        for (const item of itemRows(order)) insertItem.run(item);
        insertOutboxRow.run(outbox.params);
        return { orderId: order.id, replayed: false };
      })
      .immediate();
  }

  async findOrder(id: string): Promise<SampleOrder | undefined> {
    const rows = this.db.prepare(selectOrders('WHERE o.id = ?')).all(id) as OrderRow[];
    return ordersFromRows(rows)[0];
  }

  async listOrders(since?: Date): Promise<SampleOrder[]> {
    const rows = since
      ? this.db.prepare(selectOrders('WHERE o.created_at >= ?')).all(since.toISOString())
      : this.db.prepare(selectOrders('')).all();
    return ordersFromRows(rows as OrderRow[]);
  }

  async orderCount(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM sample_orders').get() as { n: number }).n;
  }

  async claimOutbox({ now, leaseMs, limit }: { now: number; leaseMs: number; limit: number }) {
    const due = this.db.prepare(
      `SELECT id, order_id AS orderId, payload, attempts + 1 AS attempts FROM order_outbox
        WHERE status = 'pending' AND next_attempt_at <= ?
          AND (locked_until IS NULL OR locked_until <= ?)
        ORDER BY id LIMIT ?`,
    );
    const lease = this.db.prepare(
      'UPDATE order_outbox SET locked_until = ?, attempts = attempts + 1 WHERE id = ?',
    );
    // IMMEDIATE: one claimer at a time, even with several processes on the file.
    return this.db
      .transaction(() => {
        const entries = due.all(now, now, limit) as OutboxEntry[];
        for (const entry of entries) lease.run(now + leaseMs, entry.id);
        return entries;
      })
      .immediate();
  }

  async markDelivered(id: number, now: number): Promise<void> {
    this.run(markDelivered(id, now));
  }

  async markFailed(id: number, error: string, retryAt: number | null): Promise<void> {
    this.run(markFailed(id, error, retryAt));
  }

  async outboxCounts(): Promise<OutboxCounts> {
    return countsFrom(this.db.prepare(OUTBOX_COUNTS).all() as Parameters<typeof countsFrom>[0]);
  }

  async createScene(scene: SceneRow, photo: Buffer): Promise<void> {
    await mkdir(this.sceneDir, { recursive: true });
    await writeAtomically(join(this.sceneDir, `${scene.id}.jpg`), photo);
    this.db
      .prepare(
        'INSERT INTO scenes (id, created, width, height, cnf, filename) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(scene.id, scene.created, scene.width, scene.height, scene.cnf, scene.filename ?? null);
  }

  async createCorrectedScene(scene: SceneRow & { floor: string }, basedOn: string) {
    const from = join(this.sceneDir, `${basedOn}.jpg`);
    const to = join(this.sceneDir, `${scene.id}.jpg`);
    // A hard link: the correction shares the original's photo.
    await link(from, to).catch(() => copyFile(from, to));
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO scenes (id, created, width, height, cnf, filename) VALUES (?, ?, ?, ?, ?, NULL)',
        )
        .run(scene.id, scene.created, scene.width, scene.height, scene.cnf);
      this.db
        .prepare('INSERT INTO scene_floors (scene_id, based_on, floor) VALUES (?, ?, ?)')
        .run(scene.id, basedOn, scene.floor);
    })();
  }

  async findScene(id: string): Promise<SceneRow | undefined> {
    const row = this.db
      .prepare(
        `SELECT s.id, s.created, s.width, s.height, s.cnf, s.filename, f.floor
           FROM scenes s LEFT JOIN scene_floors f ON f.scene_id = s.id WHERE s.id = ?`,
      )
      .get(id) as SceneQueryRow | undefined;
    return row && withoutNulls(row);
  }

  async scenePhoto(id: string): Promise<Buffer | undefined> {
    return readIfThere(join(this.sceneDir, `${id}.jpg`));
  }

  async sceneCount(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM scenes').get() as { n: number }).n;
  }

  async sceneRender(sceneId: string, key: string): Promise<Buffer | undefined> {
    return readIfThere(join(this.sceneDir, 'renders', sceneId, `${key}.jpg`));
  }

  async saveSceneRender(sceneId: string, key: string, jpeg: Buffer): Promise<void> {
    await mkdir(join(this.sceneDir, 'renders', sceneId), { recursive: true });
    await writeAtomically(join(this.sceneDir, 'renders', sceneId, `${key}.jpg`), jpeg);
  }

  private run({ sql, params }: SqlStatement): void {
    this.db.prepare(sql).run(params);
  }

  /** The file is in this process: it is there while the process is. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    // The SQLite handle belongs to the server (reference data lives in it too); it closes it.
  }
}

async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function writeAtomically(path: string, body: Buffer) {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}
