import type { Db } from '../db';
import type { DocumentBuilder } from './document';
import type { ContentStore } from './store';
import type { ResourceObject } from './types';

/**
 * The content change log (written by triggers, server/src/db/schema/content-changes.ts) read as
 * Drupal's Gatsby module serves it at /gatsby-fastbuilds/sync/{timestamp} for gatsby-source-drupal
 * with `fastBuilds: true`. The plugin sends the `timestamp` of its previous sync (Unix seconds),
 * then: on `status: -1` stores the new `timestamp` and fetches everything; otherwise creates every
 * entity that is not a delete, applies each entity in order (a delete removes its node by `type`
 * and `id`), and stores the new `timestamp`.
 */

/** Drupal's Gatsby module keeps its log for a week by default; older rows are pruned on writes. */
export const CHANGE_LOG_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export type SyncEntity =
  | { action: 'insert' | 'update'; id: string; type: string; data: ResourceObject }
  | { action: 'delete'; id: string; type: string; attributes?: { langcode: string } };

export type SyncReply =
  | { status: 1; timestamp: number; entities: SyncEntity[] }
  | { status: -1; timestamp: number };

interface ChangeRow {
  id: string;
  type: string;
  action: 'insert' | 'update' | 'delete';
  langcode: string | null;
}

export class ContentChangeLog {
  constructor(private readonly db: Db) {}

  /** Epoch milliseconds from which every change is in the log. */
  horizon(): number {
    const row = this.db.prepare('SELECT since FROM jsonapi_changes_horizon WHERE one = 1').get() as
      | { since: number }
      | undefined;
    return row?.since ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Drops the rows older than the retention and moves the horizon to the cut, so that a sync
   * from before it is told to fetch everything rather than miss what was dropped.
   */
  prune(now: number, retention = CHANGE_LOG_RETENTION_MS): void {
    const cut = now - retention;
    this.db.transaction(() => {
      const dropped = this.db.prepare('DELETE FROM jsonapi_changes WHERE at < ?').run(cut).changes;
      if (dropped > 0) {
        this.db
          .prepare('UPDATE jsonapi_changes_horizon SET since = max(since, ?) WHERE one = 1')
          .run(cut);
      }
    })();
  }

  /**
   * What changed at or after `since` (epoch milliseconds), one entry per resource in the order
   * of its last change, reduced to where it stands now: a resource that exists is an `insert`
   * when it was created in the window and an `update` otherwise, with its whole current resource
   * object; one that no longer exists is a `delete` with its type and id.
   */
  sync(since: number, store: ContentStore, builder: DocumentBuilder): SyncEntity[] {
    const rows = this.db
      .prepare(
        `SELECT c.id, c.type, c.action, c.langcode FROM jsonapi_changes c
         JOIN (SELECT id, max(seq) AS last FROM jsonapi_changes WHERE at >= ? GROUP BY id) l
           ON c.seq = l.last
         ORDER BY c.seq`,
      )
      .all(since) as ChangeRow[];
    const current = store.findMany(rows.map((row) => row.id));
    const created = this.createdTimes(rows.map((row) => row.id));
    const noFields = new Map<string, Set<string>>();
    return rows.map((row): SyncEntity => {
      const resource = current.get(row.id);
      if (!resource) {
        return {
          action: 'delete',
          id: row.id,
          type: row.type,
          ...(row.langcode ? { attributes: { langcode: row.langcode } } : {}),
        };
      }
      return {
        action: (created.get(row.id) ?? 0) >= since ? 'insert' : 'update',
        id: resource.id,
        type: resource.type,
        data: builder.resource(resource, noFields),
      };
    });
  }

  private createdTimes(ids: string[]): Map<string, number> {
    const times = new Map<string, number>();
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      const rows = this.db
        .prepare(
          `SELECT id, created FROM jsonapi_resources WHERE id IN (${chunk.map(() => '?').join(',')})`,
        )
        .all(...chunk) as { id: string; created: string }[];
      for (const row of rows) times.set(row.id, Date.parse(row.created));
    }
    return times;
  }
}

/**
 * The reply to GET /gatsby-fastbuilds/sync/{timestamp}. `timestamp` is read from the clock before
 * the log, so a change made while this reply is written is in the next sync (asked from this
 * timestamp, inclusive); one made within the same second before it may come twice, which the
 * plugin applies harmlessly.
 */
export function syncReply(
  log: ContentChangeLog,
  sinceSeconds: number,
  store: ContentStore,
  builder: DocumentBuilder,
  now = Date.now(),
): SyncReply {
  const timestamp = Math.floor(now / 1000);
  const since = sinceSeconds * 1000;
  if (since < log.horizon()) return { status: -1, timestamp };
  return { status: 1, timestamp, entities: log.sync(since, store, builder) };
}
