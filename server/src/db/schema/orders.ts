import type { DomainSchema } from '.';

/**
 * Sample orders (POST /samples): the order with its contact details and address, its samples, and
 * the Idempotency-Key it was placed with together with a hash of the request, so that a retry of
 * the same request answers the same order and a reused key with another body is refused.
 */
export const ordersSchema: DomainSchema = {
  name: 'orders',
  sql: `
    CREATE TABLE IF NOT EXISTS sample_orders (
      id TEXT PRIMARY KEY,
      created_at TEXT NOT NULL,
      region TEXT NOT NULL,
      website TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      company TEXT,
      project_size REAL,
      floor_size REAL,
      project_reference TEXT,
      address TEXT NOT NULL,
      idempotency_key TEXT UNIQUE,
      request_hash TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sample_order_items (
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
  `,
};
