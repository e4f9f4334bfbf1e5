/**
 * The sample-order row, declared once: each column of `sample_orders` and `sample_order_items`
 * with its SQL name, its type per dialect, its CSV header, and where its value lives in an
 * order. The INSERTs of both adapters, the SELECT that reads orders back (rows.ts), the CSV
 * export's columns (orders/export.ts) and the SQLite DDL (db/schema/orders.ts) derive from it.
 * PostgreSQL's tables come from its numbered migrations, which are history and keep their own
 * text; storage.test.ts checks that a migrated database has exactly the columns declared here.
 */
import type { FormattedSample, OrderValues } from '@gh/shared/samples';
import type { NewOrder, SampleOrder } from '.';

export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | null;

/** How a value is stored in its column and read back from it. */
interface Codec {
  write(value: unknown): SqlValue;
  read(value: unknown): unknown;
}

const text: Codec = {
  write: (value) => (value === undefined ? null : String(value)),
  read: String,
};
const number: Codec = {
  write: (value) => (value === undefined ? null : Number(value)),
  read: Number,
};
/** ISO 8601 text in SQLite; a TIMESTAMPTZ in PostgreSQL, which node-postgres reads as a Date. */
const timestamp: Codec = {
  write: text.write,
  read: (value) => (value instanceof Date ? value.toISOString() : String(value)),
};
const json: Codec = {
  write: (value) => JSON.stringify(value),
  read: (value) => JSON.parse(String(value)),
};

/** An order as both adapters store it and the export reads it. */
export type StoredOrder = Omit<SampleOrder, 'outboxStatus'> &
  Partial<Pick<NewOrder, 'idempotencyKey' | 'requestHash'>>;

/**
 * Where a column's value lives: one of the order's own fields, one of its form values, or how it
 * was placed (written, never read back).
 */
type OrderField =
  | { order: 'id' | 'createdAt' | 'region' | 'website' }
  | { values: keyof OrderValues }
  | { placed: 'idempotencyKey' | 'requestHash' };

interface Column {
  name: string;
  /** Its type in CREATE TABLE; per dialect where they differ. */
  type: string | Record<Dialect, string>;
  /** NOT NULL, PRIMARY KEY, UNIQUE, REFERENCES…; absent for a nullable column. */
  constraint?: string;
}

export interface OrderColumn extends Column {
  field: OrderField;
  /** `text` unless said. */
  codec?: Codec;
  /** Its header in the CSV export; a column without one is not exported. */
  csv?: string;
  /** Its CSV cell, when that is not the stored value. */
  csvCell?(order: SampleOrder): SqlValue;
}

export interface ItemColumn extends Column {
  /** The sample's field it holds; `orderId` and `position` say whose sample and where. */
  field: keyof FormattedSample | 'orderId' | 'position';
}

export interface Table<C extends Column> {
  name: string;
  columns: readonly C[];
  /** Table constraints after the columns. */
  constraints?: readonly string[];
}

export const SAMPLE_ORDERS: Table<OrderColumn> = {
  name: 'sample_orders',
  columns: [
    {
      name: 'id',
      type: 'TEXT',
      constraint: 'PRIMARY KEY',
      field: { order: 'id' },
      csv: 'order_id',
    },
    {
      name: 'created_at',
      type: { sqlite: 'TEXT', postgres: 'TIMESTAMPTZ' },
      constraint: 'NOT NULL',
      field: { order: 'createdAt' },
      codec: timestamp,
      csv: 'created_at',
    },
    {
      name: 'region',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: { order: 'region' },
      csv: 'region',
    },
    {
      name: 'website',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: { order: 'website' },
      csv: 'website',
    },
    { name: 'name', type: 'TEXT', constraint: 'NOT NULL', field: { values: 'name' }, csv: 'name' },
    {
      name: 'email',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: { values: 'email' },
      csv: 'email',
    },
    {
      name: 'phone',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: { values: 'phone' },
      csv: 'phone',
    },
    { name: 'company', type: 'TEXT', field: { values: 'company' }, csv: 'company' },
    {
      name: 'project_size',
      type: { sqlite: 'REAL', postgres: 'DOUBLE PRECISION' },
      field: { values: 'projectSize' },
      codec: number,
      csv: 'project_size',
    },
    {
      name: 'floor_size',
      type: { sqlite: 'REAL', postgres: 'DOUBLE PRECISION' },
      field: { values: 'floorSize' },
      codec: number,
      csv: 'floor_size',
    },
    {
      name: 'project_reference',
      type: 'TEXT',
      field: { values: 'projectReference' },
      csv: 'project_reference',
    },
    {
      name: 'address',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: { values: 'address' },
      codec: json,
      csv: 'address',
      csvCell: (order) => formatAddress(order.values.address),
    },
    {
      name: 'idempotency_key',
      type: 'TEXT',
      constraint: 'UNIQUE',
      field: { placed: 'idempotencyKey' },
    },
    {
      name: 'request_hash',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: { placed: 'requestHash' },
    },
  ],
};

export const SAMPLE_ORDER_ITEMS: Table<ItemColumn> = {
  name: 'sample_order_items',
  columns: [
    {
      name: 'order_id',
      type: 'TEXT',
      constraint: 'NOT NULL REFERENCES sample_orders(id) ON DELETE CASCADE',
      field: 'orderId',
    },
    { name: 'position', type: 'INTEGER', constraint: 'NOT NULL', field: 'position' },
    { name: 'global_item_id', type: 'TEXT', constraint: 'NOT NULL', field: 'globalItemId' },
    { name: 'product_code', type: 'TEXT', constraint: 'NOT NULL', field: 'productCode' },
    { name: 'colour_id', type: 'TEXT', constraint: 'NOT NULL', field: 'colourId' },
    { name: 'name', type: 'TEXT', constraint: 'NOT NULL', field: 'name' },
    { name: 'product_name', type: 'TEXT', constraint: 'NOT NULL', field: 'productName' },
    {
      name: 'pattern_public_id',
      type: 'TEXT',
      constraint: 'NOT NULL',
      field: 'patternCloudinaryPublicId',
    },
  ],
  constraints: ['PRIMARY KEY (order_id, position)'],
};

/** The address as the fulfilment team reads it: its parts once each, or the custom text. */
export function formatAddress(address: OrderValues['address']): string {
  if (address.type === 'CUSTOM') return address.custom ?? '';
  return [address.street, address.suburb, address.city, address.state, address.postcode]
    .concat(address.country)
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(', ');
}

export const columnType = (column: Column, dialect: Dialect) =>
  typeof column.type === 'string' ? column.type : column.type[dialect];

/** CREATE TABLE IF NOT EXISTS for a table as declared. */
export function createTable(table: Table<Column>, dialect: Dialect): string {
  const lines = table.columns
    .map((column) =>
      [column.name, columnType(column, dialect), column.constraint].filter(Boolean).join(' '),
    )
    .concat(table.constraints ?? []);
  return `CREATE TABLE IF NOT EXISTS ${table.name} (\n  ${lines.join(',\n  ')}\n);`;
}

/** INSERT of `rows` rows into every declared column: `?` for SQLite, `$1…` for PostgreSQL. */
export function insertInto(table: Table<Column>, dialect: Dialect, rows = 1): string {
  const width = table.columns.length;
  const placeholder = (index: number) => (dialect === 'sqlite' ? '?' : `$${index + 1}`);
  const tuples = Array.from(
    { length: rows },
    (_, row) =>
      `(${table.columns.map((_column, column) => placeholder(row * width + column)).join(', ')})`,
  );
  const names = table.columns.map((column) => column.name).join(', ');
  return `INSERT INTO ${table.name} (${names}) VALUES ${tuples.join(', ')}`;
}

function orderFieldValue(order: StoredOrder, field: OrderField): unknown {
  if ('order' in field) return order[field.order];
  if ('values' in field) return order.values[field.values];
  return order[field.placed];
}

/** The `sample_orders` row of an order, in column order. */
export function orderRow(order: StoredOrder): SqlValue[] {
  return SAMPLE_ORDERS.columns.map((column) =>
    (column.codec ?? text).write(orderFieldValue(order, column.field)),
  );
}

/** The `sample_order_items` rows of an order, one per sample, in column order. */
export function itemRows(order: StoredOrder): SqlValue[][] {
  return order.samples.map((sample, position) => {
    const source = { ...sample, orderId: order.id, position };
    return SAMPLE_ORDER_ITEMS.columns.map((column) => source[column.field]);
  });
}

/** The exported columns: their headers and their cells for an order. */
export const CSV_ORDER_COLUMNS = SAMPLE_ORDERS.columns.flatMap((column) =>
  column.csv === undefined
    ? []
    : [
        {
          header: column.csv,
          cell: (order: SampleOrder) =>
            column.csvCell?.(order) ??
            (column.codec ?? text).write(orderFieldValue(order, column.field)),
        },
      ],
);

/** The order read back from its row (columns named as declared): absent where NULL. */
export function orderFromRow(row: Record<string, unknown>): Omit<SampleOrder, 'samples'> {
  const order: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  for (const column of SAMPLE_ORDERS.columns) {
    const value = row[column.name];
    if ('placed' in column.field || value === null || value === undefined) continue;
    const read = (column.codec ?? text).read(value);
    if ('order' in column.field) order[column.field.order] = read;
    else values[column.field.values] = read;
  }
  // Every column an order must have is NOT NULL, so a stored row has each of them.
  return { ...order, values } as Omit<SampleOrder, 'samples'>;
}

/** A sample read back from its item row, whose columns are selected as `item_<name>`. */
export function sampleFromRow(row: Record<string, unknown>): FormattedSample {
  const sample: Record<string, string> = {};
  for (const column of SAMPLE_ORDER_ITEMS.columns) {
    if (column.field === 'orderId' || column.field === 'position') continue;
    sample[column.field] = String(row[`item_${column.name}`] ?? '');
  }
  return sample as unknown as FormattedSample;
}
