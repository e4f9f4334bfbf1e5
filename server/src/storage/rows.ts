/**
 * The row mapping both storage adapters share (SQLite and PostgreSQL answer the same columns):
 * the SELECT that reads orders with their samples and outbox status, the fold of its rows into
 * orders, a scene row without its NULLs, and the outbox counts.
 */
import type { Region } from '@gh/shared/regions';
import type { AddressDetails } from '@gh/shared/samples';
import type { OutboxCounts, OutboxStatus, SampleOrder, SceneRow } from '.';

/** An order row joined with one of its samples and its outbox status (both adapters read this). */
export interface OrderRow {
  id: string;
  created_at: string | Date;
  region: string;
  website: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  project_size: number | null;
  floor_size: number | null;
  project_reference: string | null;
  address: string;
  outbox_status: string | null;
  position: number | null;
  global_item_id: string | null;
  product_code: string | null;
  colour_id: string | null;
  item_name: string | null;
  product_name: string | null;
  pattern_public_id: string | null;
}

/** Folds joined rows (ordered by order, then position) into orders with their samples. */
export function ordersFromRows(rows: OrderRow[]): SampleOrder[] {
  const orders: SampleOrder[] = [];
  let current: SampleOrder | undefined;
  for (const row of rows) {
    if (current?.id !== row.id) {
      current = {
        id: row.id,
        createdAt:
          row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
        region: row.region as Region,
        website: row.website,
        values: {
          name: row.name,
          email: row.email,
          phone: row.phone,
          ...(row.company !== null && { company: row.company }),
          ...(row.project_size !== null && { projectSize: Number(row.project_size) }),
          ...(row.floor_size !== null && { floorSize: Number(row.floor_size) }),
          ...(row.project_reference !== null && { projectReference: row.project_reference }),
          address: JSON.parse(row.address) as AddressDetails,
        },
        samples: [],
        ...(row.outbox_status !== null && { outboxStatus: row.outbox_status as OutboxStatus }),
      };
      orders.push(current);
    }
    if (row.global_item_id !== null) {
      current.samples.push({
        globalItemId: row.global_item_id,
        productCode: row.product_code ?? '',
        colourId: row.colour_id ?? '',
        name: row.item_name ?? '',
        productName: row.product_name ?? '',
        patternCloudinaryPublicId: row.pattern_public_id ?? '',
      });
    }
  }
  return orders;
}

/** The SELECT both adapters use to read orders; `where` filters sample_orders (alias o). */
export const selectOrders = (where: string) => `
  SELECT o.id, o.created_at, o.region, o.website, o.name, o.email, o.phone, o.company,
         o.project_size, o.floor_size, o.project_reference, o.address, x.status AS outbox_status,
         i.position, i.global_item_id, i.product_code, i.colour_id, i.name AS item_name,
         i.product_name, i.pattern_public_id
    FROM sample_orders o
    LEFT JOIN sample_order_items i ON i.order_id = o.id
    LEFT JOIN order_outbox x ON x.order_id = o.id
   ${where}
   ORDER BY o.created_at, o.id, i.position`;

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

export function countsFrom(rows: { status: OutboxStatus; n: number | string }[]): OutboxCounts {
  const count = (status: OutboxStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { pending: count('pending'), delivered: count('delivered'), deadLetter: count('dead') };
}
