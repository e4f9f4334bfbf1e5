import { createTable, SAMPLE_ORDER_ITEMS, SAMPLE_ORDERS } from '../../storage/order-table';
import type { DomainSchema } from '.';

/**
 * Sample orders (POST /samples): the order with its contact details and address, its samples, and
 * the Idempotency-Key it was placed with together with a hash of the request, so that a retry of
 * the same request answers the same order and a reused key with another body is refused.
 * The outbox holds one row per order, written in the order's transaction, until the dispatcher
 * has delivered it to ORDER_WEBHOOK_URL (times in epoch milliseconds). With DATABASE_URL set
 * these tables live in PostgreSQL instead (server/src/storage/postgres-migrations.ts). The order
 * and item tables are made from their declared columns (server/src/storage/order-table.ts).
 */
export const ordersSchema: DomainSchema = {
  name: 'orders',
  sql: `
    ${createTable(SAMPLE_ORDERS, 'sqlite')}
    ${createTable(SAMPLE_ORDER_ITEMS, 'sqlite')}
    CREATE INDEX IF NOT EXISTS sample_orders_created_at ON sample_orders (created_at);
    CREATE TABLE IF NOT EXISTS order_outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id TEXT NOT NULL UNIQUE REFERENCES sample_orders(id) ON DELETE CASCADE,
      payload TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      locked_until INTEGER,
      last_error TEXT,
      delivered_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS order_outbox_due ON order_outbox (status, next_attempt_at);
  `,
};
