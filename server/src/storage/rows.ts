/**
 * The SQL and row mapping both storage adapters share (SQLite and PostgreSQL answer the same
 * columns): the SELECT that reads orders with their samples and outbox status, the fold of its
 * rows into orders (both from the declared columns, order-table.ts), the outbox writes, a scene
 * row without its NULLs, and the outbox counts. Statements are written with `?` placeholders;
 * the PostgreSQL adapter numbers them.
 */
import {
  deliveryPayload,
  type ErasureReason,
  type NewOrder,
  type OutboxCounts,
  type OutboxStatus,
  type SampleOrder,
  type SceneRow,
} from '.';
import {
  orderFromRow,
  SAMPLE_ORDER_ITEMS,
  SAMPLE_ORDERS,
  type SqlValue,
  sampleFromRow,
} from './order-table';

/**
 * An order row joined with one of its samples (its columns as `item_<name>`) and its outbox
 * status.
 */
export type OrderRow = Record<string, unknown>;

/** Folds joined rows (ordered by order, then position) into orders with their samples. */
export function ordersFromRows(rows: OrderRow[]): SampleOrder[] {
  const orders: SampleOrder[] = [];
  let current: SampleOrder | undefined;
  for (const row of rows) {
    if (current === undefined || current.id !== row.id) {
      current = {
        ...orderFromRow(row),
        samples: [],
        ...(row.outbox_status !== null && { outboxStatus: row.outbox_status as OutboxStatus }),
        ...(row.erased_at !== null &&
          row.erased_at !== undefined && {
            erased: {
              at: new Date(Number(row.erased_at)).toISOString(),
              reason: row.erased_reason as ErasureReason,
            },
          }),
      };
      orders.push(current);
    }
    if (row.item_position !== null) current.samples.push(sampleFromRow(row));
  }
  return orders;
}

const orderColumns = SAMPLE_ORDERS.columns
  .filter((column) => !('placed' in column.field))
  .map((column) => `o.${column.name}`);
const itemColumns = SAMPLE_ORDER_ITEMS.columns.map(
  (column) => `i.${column.name} AS item_${column.name}`,
);

/** The SELECT both adapters use to read orders; `where` filters sample_orders (alias o). */
export const selectOrders = (where: string) => `
  SELECT ${[
    ...orderColumns,
    'x.status AS outbox_status',
    'r.erased_at',
    'r.erased_reason',
    ...itemColumns,
  ].join(', ')}
    FROM sample_orders o
    LEFT JOIN sample_order_items i ON i.order_id = o.id
    LEFT JOIN order_outbox x ON x.order_id = o.id
    LEFT JOIN order_retention r ON r.order_id = o.id
   ${where}
   ORDER BY o.created_at, o.id, i.position`;

/** `?` placeholders as PostgreSQL's `$1`, `$2`…, in order. */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** A statement with its parameters. */
export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

/** The outbox row an order is placed with, in its transaction: its payload fixed, due at once. */
export const insertOutbox = (order: NewOrder): SqlStatement => ({
  sql: 'INSERT INTO order_outbox (order_id, payload, next_attempt_at) VALUES (?, ?, ?)',
  params: [order.id, deliveryPayload(order), Date.parse(order.createdAt)],
});

/** A delivered outbox row: done, its lease and last error cleared. */
export const markDelivered = (id: number, now: number): SqlStatement => ({
  sql: `UPDATE order_outbox SET status = 'delivered', delivered_at = ?, locked_until = NULL,
          last_error = NULL WHERE id = ?`,
  params: [now, id],
});

/**
 * A failed delivery of a pending row: due again at `retryAt`, or dead-lettered when that is
 * null; its lease released and the error kept (its first 500 characters).
 */
export const markFailed = (id: number, error: string, retryAt: number | null): SqlStatement => ({
  sql: `UPDATE order_outbox SET status = ?, next_attempt_at = coalesce(?, next_attempt_at),
          locked_until = NULL, last_error = ? WHERE id = ? AND status = 'pending'`,
  params: [retryAt === null ? 'dead' : 'pending', retryAt, error.slice(0, 500), id],
});

export type SceneQueryRow = Omit<SceneRow, 'filename' | 'floor'> & {
  filename: string | null;
  floor: string | null;
};

export function withoutNulls(row: SceneQueryRow): SceneRow {
  const { filename, floor, ...scene } = row;
  return {
    ...scene,
    ...(filename !== null && { filename }),
    ...(floor !== null && { floor }),
  };
}

export function countsFrom(
  rows: { status: OutboxStatus; n: number | string; oldest: Date | string | null }[],
): OutboxCounts {
  const count = (status: OutboxStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  // A TIMESTAMPTZ from PostgreSQL, ISO 8601 text from SQLite.
  const oldest = rows.find((row) => row.status === 'pending')?.oldest;
  return {
    pending: count('pending'),
    delivered: count('delivered'),
    deadLetter: count('dead'),
    ...(oldest && { oldestPendingAt: new Date(oldest).getTime() }),
  };
}

/**
 * The outbox counts by status, and when the oldest order still waiting for delivery was placed
 * (outbox ids grow with the orders).
 */
export const OUTBOX_COUNTS = `
  SELECT x.status, count(*) AS n,
         CASE WHEN x.status = 'pending' THEN
           (SELECT o.created_at FROM order_outbox f JOIN sample_orders o ON o.id = f.order_id
             WHERE f.status = 'pending' ORDER BY f.id LIMIT 1)
         END AS oldest
    FROM order_outbox x GROUP BY x.status`;
