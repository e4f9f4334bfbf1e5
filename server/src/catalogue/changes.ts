import type { CatalogueChanges } from '@gh/shared/catalogue';
import { type Db, getMeta } from '../db';
import { EVERY_PRODUCT } from '../db/schema/catalogue-changes';
import { productCodesInListOrder } from './queries';

/**
 * What changed in the catalogue since a build last read it (GET /api/catalogue/changes), read
 * from the change log the catalogue's triggers keep (db/schema/catalogue-changes.ts): no `since`,
 * another epoch, a place the log never reached or a change that touches every product (a brand
 * renamed) answer `changed: null`, fetch everything.
 */
export function catalogueChanges(
  db: Db,
  read: { since?: number; epoch?: string },
): CatalogueChanges {
  // One read transaction: the sequence and the codes it covers agree.
  return db.transaction(() => {
    const epoch = getMeta(db, 'catalogue:epoch') ?? '';
    const { seq } = db
      .prepare('SELECT coalesce(max(seq), 0) AS seq FROM catalogue_changes')
      .get() as {
      seq: number;
    };
    if (read.since === undefined || read.epoch !== epoch || read.since > seq) {
      return { epoch, seq, changed: null };
    }
    const changed = (
      db
        .prepare('SELECT code FROM catalogue_changes WHERE seq > ? ORDER BY seq')
        .all(read.since) as {
        code: string;
      }[]
    ).map((row) => row.code);
    if (changed.includes(EVERY_PRODUCT)) return { epoch, seq, changed: null };
    return changed.length === 0
      ? { epoch, seq, changed }
      : { epoch, seq, changed, order: productCodesInListOrder(db) };
  })();
}
