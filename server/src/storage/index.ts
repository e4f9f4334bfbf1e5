import { dirname, join } from 'node:path';
import type { Region } from '@gh/shared/regions';
import type { FormattedSample, OrderValues } from '@gh/shared/samples';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { RequestError } from '../errors';
import type { Outage } from '../outage';
import { PostgresStorage } from './postgres';
import { SqliteStorage } from './sqlite';

/**
 * The state several server processes must share (issue 13): sample orders with their
 * idempotency keys, the order outbox, and room scenes (their photos and cached renders). Two adapters: the embedded SQLite file (the default, in
 * the same file as the reference data) and PostgreSQL when DATABASE_URL is set. Reference data
 * (catalogue, content, stores, places, search) stays in each instance's SQLite file.
 */
export interface SharedStorage {
  readonly kind: 'sqlite' | 'postgres';

  /**
   * Stores the order, its samples and its outbox row in one transaction, durable before it
   * returns. With an idempotency key already used, answers that order (replayed) or refuses a
   * different request with 422. `check` (the stock check against the reference data) runs after
   * the idempotency look-up and before anything is written; whatever it throws is thrown.
   */
  placeOrder(order: NewOrder, check: () => void): Promise<PlacedOrder>;
  findOrder(id: string): Promise<SampleOrder | undefined>;
  /** Orders created at or after `since` (every order without it), oldest first. */
  listOrders(since?: Date): Promise<SampleOrder[]>;
  orderCount(): Promise<number>;

  /**
   * Claims up to `limit` pending outbox rows that are due and not leased, leasing each until
   * `now + leaseMs` and counting the attempt. A row whose lease runs out unacknowledged (its
   * dispatcher died) is claimed again.
   */
  claimOutbox(options: { now: number; leaseMs: number; limit: number }): Promise<OutboxEntry[]>;
  markDelivered(id: number, now: number): Promise<void>;
  /** A failed delivery: retried at `retryAt`, or dead-lettered when `retryAt` is null. */
  markFailed(id: number, error: string, retryAt: number | null): Promise<void>;
  outboxCounts(): Promise<OutboxCounts>;

  /** Stores an uploaded room scene: its record and its normalised photo (a JPEG). */
  createScene(scene: SceneRow, photo: Buffer): Promise<void>;
  findScene(id: string): Promise<SceneRow | undefined>;
  /** A corrected scene: `basedOn`'s photo with the visitor's floor outline (`scene.floor`). */
  createCorrectedScene(scene: SceneRow & { floor: string }, basedOn: string): Promise<void>;
  scenePhoto(id: string): Promise<Buffer | undefined>;
  sceneCount(): Promise<number>;
  /** A cached render of a scene under its cache key, if there is one. */
  sceneRender(sceneId: string, key: string): Promise<Buffer | undefined>;
  /** Caches a render (one key always renders the same picture, so a second save changes nothing). */
  saveSceneRender(sceneId: string, key: string, jpeg: Buffer): Promise<void>;

  /** The named admin tokens, revoked ones included (admin/tokens.ts keeps them cached). */
  listAdminTokens(): Promise<AdminTokenRow[]>;
  /** Adds a token; false when a token of that name exists and is not revoked. */
  addAdminToken(token: AdminTokenRow): Promise<boolean>;
  /** Revokes the token of that name; false when there is none that is not revoked already. */
  revokeAdminToken(name: string, at: number): Promise<boolean>;

  /** Records one privileged action (admin/audit.ts). */
  recordAudit(entry: AuditEntry): Promise<void>;
  /** The audit log, newest first: at most `limit` entries, at or after `since` when given. */
  listAudit(options: { since?: number; limit: number }): Promise<AuditEntry[]>;

  /**
   * Erases the personal fields of the orders chosen (orders/retention.ts): those delivered to
   * fulfilment (by the outbox, or exported as CSV) before `deliveredBefore`, or every order
   * placed with `email`. Keeps what the figures need (date, region, website, samples, sizes,
   * postcode, state, country); a pending delivery of an order erased on request is cancelled.
   * Answers the ids erased now (an order already erased is not erased again).
   */
  eraseOrders(selector: ErasureSelector, at: number): Promise<string[]>;
  /** Notes that these orders were handed to fulfilment as CSV at `at` (starts their retention). */
  markExported(orderIds: string[], at: number): Promise<void>;

  /** Resolves while the storage can be used; throws why it cannot (for /healthz and /readyz). */
  ping(): Promise<void>;

  /** The shared database's outages (PostgreSQL); the SQLite file in this process has none. */
  readonly outage?: Outage;

  close(): Promise<void>;
}

/** A room scene uploaded to the room-scene service. */
export interface SceneRow {
  id: string;
  /** ISO 8601, UTC. */
  created: string;
  width: number;
  height: number;
  cnf: string;
  /** As the browser sent it, for the logs only. */
  filename?: string;
  /** The visitor's floor outline of a corrected scene, as JSON [[x, y], …] (0 to 1). */
  floor?: string;
}

/** A sample order as stored and as exported. */
export interface SampleOrder {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  region: Region;
  website: string;
  values: OrderValues;
  samples: FormattedSample[];
  /** pending, delivered or dead (dead-lettered); undefined for orders older than the outbox. */
  outboxStatus?: OutboxStatus;
  /** When its personal fields were erased (ISO 8601), and why; absent while they are kept. */
  erased?: { at: string; reason: ErasureReason };
}

export type ErasureReason = 'retention' | 'request';

export type ErasureSelector =
  | { reason: 'retention'; deliveredBefore: number }
  | { reason: 'request'; email: string };

/** A named admin token as stored: the SHA-256 of the token, never the token itself. */
export interface AdminTokenRow {
  name: string;
  /** Hex SHA-256 of the token. */
  digest: string;
  scopes: string[];
  /** Epoch milliseconds. */
  createdAt: number;
  revokedAt?: number;
}

/** One privileged action: who (which token), what, when, from where, and how it ended. */
export interface AuditEntry {
  /** Epoch milliseconds. */
  at: number;
  token: string;
  scope: string;
  /** What was done, e.g. `publish`, `export orders`, `update node--article`. */
  action: string;
  /** What it was done to (a node id, a colour, an email's orders), when there is one. */
  target?: string;
  /** The client's address as the server trusts it (GH_TRUST_PROXY). */
  address: string;
  /** The HTTP status it was answered with. */
  status: number;
}

export interface NewOrder extends Omit<SampleOrder, 'outboxStatus' | 'erased'> {
  idempotencyKey?: string;
  /** Hash of what was asked, to tell a true retry from a reused key. */
  requestHash: string;
}

export interface PlacedOrder {
  orderId: string;
  /** True when this answers an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export type OutboxStatus = 'pending' | 'delivered' | 'dead';

export interface OutboxEntry {
  id: number;
  orderId: string;
  /** The JSON body delivered to the webhook, fixed when the order was placed. */
  payload: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

export interface OutboxCounts {
  pending: number;
  delivered: number;
  deadLetter: number;
  /** When the oldest order still waiting for delivery was placed (epoch ms), if any waits. */
  oldestPendingAt?: number;
}

/** The body the outbox delivers for an order: the order as stored, with its id as orderId. */
export function deliveryPayload(order: NewOrder): string {
  return JSON.stringify({
    orderId: order.id,
    createdAt: order.createdAt,
    region: order.region,
    website: order.website,
    values: order.values,
    samples: order.samples,
  });
}

/** What an earlier order with the same key means for this request. */
export function replayOf(
  earlier: { id: string; request_hash: string },
  requestHash: string,
): PlacedOrder {
  if (earlier.request_hash !== requestHash) {
    throw new RequestError(
      422,
      'This Idempotency-Key was already used for a different order; use a new key for a new order',
    );
  }
  return { orderId: earlier.id, replayed: true };
}

/**
 * PostgreSQL when DATABASE_URL is set (migrated before this returns, unless it may start down
 * and is unreachable), else the SQLite file.
 */
export async function openStorage(
  config: Pick<ServerConfig, 'databaseUrl' | 'databasePath'> &
    Partial<Pick<ServerConfig, 'databasePoolSize' | 'orderDeadlineMs'>>,
  db: Db,
  { mayStartDown = false } = {},
): Promise<SharedStorage> {
  if (config.databaseUrl) {
    return PostgresStorage.open(config.databaseUrl, {
      mayStartDown,
      ...(config.databasePoolSize && { poolSize: config.databasePoolSize }),
      ...(config.orderDeadlineMs && { orderDeadlineMs: config.orderDeadlineMs }),
    });
  }
  return new SqliteStorage(db, sceneFolder(config.databasePath));
}

/** Where the SQLite adapter keeps scene photos and renders: `scenes/` beside the database. */
export const sceneFolder = (databasePath: string) => join(dirname(databasePath), 'scenes');
