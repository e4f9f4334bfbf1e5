/**
 * The operator's state, the same on both adapters: named admin tokens, the audit log, and the
 * retention of orders' personal data. Written once, as `?` statements over a small runner that
 * each adapter provides (SQLite runs a batch in one IMMEDIATE transaction, PostgreSQL in one
 * BEGIN … COMMIT). The tables are in db/schema/operator.ts (SQLite) and migration 4 (PostgreSQL).
 */
import type { OrderValues } from '@gh/shared/samples';
import type { AdminTokenRow, AuditEntry, ErasureReason, ErasureSelector } from '.';
import type { SqlValue } from './order-table';
import type { SqlStatement } from './rows';

/** What an adapter gives the operator tables: reads, and writes in one transaction. */
export interface SqlRunner {
  all<R>(sql: string, params?: SqlValue[]): Promise<R[]>;
  /** Runs the statements in one transaction; answers how many rows each changed. */
  batch(statements: SqlStatement[]): Promise<number[]>;
}

/**
 * The tables' SQLite DDL (db/schema/operator.ts). PostgreSQL's are migration 4, whose text is
 * history; storage.test.ts checks that both have the same columns.
 */
export const OPERATOR_TABLES_SQLITE = (() => {
  const autoId = 'INTEGER PRIMARY KEY AUTOINCREMENT';
  return `
    CREATE TABLE IF NOT EXISTS admin_tokens (
      id ${autoId},
      name TEXT NOT NULL,
      digest TEXT NOT NULL UNIQUE,
      scopes TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      revoked_at BIGINT
    );
    CREATE UNIQUE INDEX IF NOT EXISTS admin_tokens_live_name ON admin_tokens (name)
      WHERE revoked_at IS NULL;
    CREATE TABLE IF NOT EXISTS admin_audit (
      id ${autoId},
      at BIGINT NOT NULL,
      token TEXT NOT NULL,
      scope TEXT NOT NULL,
      action TEXT NOT NULL,
      target TEXT,
      address TEXT NOT NULL,
      status INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS admin_audit_at ON admin_audit (at);
    CREATE TABLE IF NOT EXISTS order_retention (
      order_id TEXT PRIMARY KEY REFERENCES sample_orders(id) ON DELETE CASCADE,
      exported_at BIGINT,
      erased_at BIGINT,
      erased_reason TEXT
    );
  `;
})();

/**
 * An order's values with the personal fields gone: no name, email, phone, company, project
 * reference or street; the sizes and the address's postcode, state and country stay, for the
 * figures. A custom address is free text, so none of it stays.
 */
export function erasedValues(values: OrderValues): OrderValues {
  const { address } = values;
  const kept = address.type === 'CUSTOM' ? {} : address;
  const { postcode, state, country } = kept as Partial<typeof address>;
  return {
    name: '',
    email: '',
    phone: '',
    ...(values.projectSize !== undefined && { projectSize: values.projectSize }),
    ...(values.floorSize !== undefined && { floorSize: values.floorSize }),
    address: {
      type: address.type,
      ...(postcode && { postcode }),
      ...(state && { state }),
      ...(country && { country }),
    },
  };
}

interface ErasureCandidate {
  id: string;
  address: string;
  payload: string | null;
}

const number = (value: unknown) =>
  value === null || value === undefined ? undefined : Number(value);

export class OperatorTables {
  constructor(private readonly sql: SqlRunner) {}

  async listAdminTokens(): Promise<AdminTokenRow[]> {
    const rows = await this.sql.all<{
      name: string;
      digest: string;
      scopes: string;
      created_at: unknown;
      revoked_at: unknown;
    }>('SELECT name, digest, scopes, created_at, revoked_at FROM admin_tokens ORDER BY id');
    return rows.map((row) => ({
      name: row.name,
      digest: row.digest,
      scopes: row.scopes.split(',').filter(Boolean),
      createdAt: Number(row.created_at),
      ...(number(row.revoked_at) !== undefined && { revokedAt: number(row.revoked_at) }),
    }));
  }

  async addAdminToken(token: AdminTokenRow): Promise<boolean> {
    const [added] = await this.sql.batch([
      {
        sql: `INSERT INTO admin_tokens (name, digest, scopes, created_at) VALUES (?, ?, ?, ?)
              ON CONFLICT DO NOTHING`,
        params: [token.name, token.digest, token.scopes.join(','), token.createdAt],
      },
    ]);
    return added === 1;
  }

  async revokeAdminToken(name: string, at: number): Promise<boolean> {
    const [revoked] = await this.sql.batch([
      {
        sql: 'UPDATE admin_tokens SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL',
        params: [at, name],
      },
    ]);
    return (revoked ?? 0) > 0;
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    await this.sql.batch([
      {
        sql: `INSERT INTO admin_audit (at, token, scope, action, target, address, status)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
        params: [
          entry.at,
          entry.token,
          entry.scope,
          entry.action,
          entry.target ?? null,
          entry.address,
          entry.status,
        ],
      },
    ]);
  }

  async listAudit({ since, limit }: { since?: number; limit: number }): Promise<AuditEntry[]> {
    const rows = await this.sql.all<Record<string, unknown>>(
      `SELECT at, token, scope, action, target, address, status FROM admin_audit
        WHERE at >= ? ORDER BY at DESC, id DESC LIMIT ?`,
      [since ?? 0, limit],
    );
    return rows.map((row) => ({
      at: Number(row.at),
      token: String(row.token),
      scope: String(row.scope),
      action: String(row.action),
      ...(row.target !== null && row.target !== undefined && { target: String(row.target) }),
      address: String(row.address),
      status: Number(row.status),
    }));
  }

  async eraseOrders(selector: ErasureSelector, at: number): Promise<string[]> {
    const candidates = await this.sql.all<ErasureCandidate>(
      `SELECT o.id, o.address, x.payload FROM sample_orders o
         LEFT JOIN order_outbox x ON x.order_id = o.id
         LEFT JOIN order_retention r ON r.order_id = o.id
        WHERE r.erased_at IS NULL AND ${
          selector.reason === 'retention'
            ? `((x.status = 'delivered' AND x.delivered_at < ?) OR r.exported_at < ?)`
            : 'lower(o.email) = lower(?)'
        }`,
      selector.reason === 'retention'
        ? [selector.deliveredBefore, selector.deliveredBefore]
        : [selector.email.trim()],
    );
    if (candidates.length === 0) return [];
    await this.sql.batch(
      candidates.flatMap((candidate) => erasure(candidate, selector.reason, at)),
    );
    return candidates.map((candidate) => candidate.id);
  }

  async markExported(orderIds: string[], at: number): Promise<void> {
    if (orderIds.length === 0) return;
    await this.sql.batch(
      orderIds.map((id) => ({
        sql: `INSERT INTO order_retention (order_id, exported_at) VALUES (?, ?)
              ON CONFLICT (order_id) DO UPDATE
              SET exported_at = COALESCE(order_retention.exported_at, excluded.exported_at)`,
        params: [id, at],
      })),
    );
  }
}

/** The statements that erase one order: its row, its outbox payload, its retention record. */
function erasure(candidate: ErasureCandidate, reason: ErasureReason, at: number): SqlStatement[] {
  const address = erasedValues({
    name: '',
    email: '',
    phone: '',
    address: JSON.parse(candidate.address),
  }).address;
  const statements: SqlStatement[] = [
    {
      sql: `UPDATE sample_orders SET name = '', email = '', phone = '', company = NULL,
              project_reference = NULL, address = ? WHERE id = ?`,
      params: [JSON.stringify(address), candidate.id],
    },
    {
      sql: `INSERT INTO order_retention (order_id, erased_at, erased_reason) VALUES (?, ?, ?)
            ON CONFLICT (order_id) DO UPDATE
            SET erased_at = excluded.erased_at, erased_reason = excluded.erased_reason`,
      params: [candidate.id, at, reason],
    },
  ];
  if (candidate.payload !== null) {
    const payload = JSON.parse(candidate.payload) as { values: OrderValues };
    statements.push({
      sql: 'UPDATE order_outbox SET payload = ? WHERE order_id = ?',
      params: [JSON.stringify({ ...payload, values: erasedValues(payload.values) }), candidate.id],
    });
  }
  if (reason === 'request') {
    // A delivery still waiting would send nothing fulfilment can use: it is cancelled.
    statements.push({
      sql: `UPDATE order_outbox SET status = 'dead', last_error = 'erased on request',
              locked_until = NULL WHERE order_id = ? AND status = 'pending'`,
      params: [candidate.id],
    });
  }
  return statements;
}

/**
 * The operator's part of both adapters' SharedStorage: each method is the adapter's
 * OperatorTables', over the runner the adapter gives it.
 */
export abstract class OperatorStorage {
  protected abstract readonly operator: OperatorTables;

  listAdminTokens() {
    return this.operator.listAdminTokens();
  }

  addAdminToken(token: AdminTokenRow) {
    return this.operator.addAdminToken(token);
  }

  revokeAdminToken(name: string, at: number) {
    return this.operator.revokeAdminToken(name, at);
  }

  recordAudit(entry: AuditEntry) {
    return this.operator.recordAudit(entry);
  }

  listAudit(options: { since?: number; limit: number }) {
    return this.operator.listAudit(options);
  }

  eraseOrders(selector: ErasureSelector, at: number) {
    return this.operator.eraseOrders(selector, at);
  }

  markExported(orderIds: string[], at: number) {
    return this.operator.markExported(orderIds, at);
  }
}
