import type { SampleOrder } from '../storage';
import { CSV_ORDER_COLUMNS } from '../storage/order-table';

export { formatAddress } from '../storage/order-table';

/** After the order's own columns (declared with the row, order-table.ts): its samples and outbox. */
const CSV_COLUMNS = [
  ...CSV_ORDER_COLUMNS,
  {
    header: 'samples',
    cell: (order: SampleOrder) =>
      order.samples
        .map((sample) => `${sample.globalItemId} ${sample.productName} ${sample.name}`)
        .join('; '),
  },
  { header: 'outbox_status', cell: (order: SampleOrder) => order.outboxStatus },
  // Orders whose personal fields were erased (after the retention period, or on request).
  { header: 'erased_at', cell: (order: SampleOrder) => order.erased?.at },
  { header: 'erased_because', cell: (order: SampleOrder) => order.erased?.reason },
];

export const ORDERS_CSV_COLUMNS = CSV_COLUMNS.map((column) => column.header);

/**
 * One CSV cell (RFC 4180). A text starting with =, +, -, @, a tab or a carriage return would be
 * run as a formula by a spreadsheet (CSV injection, OWASP): it is prefixed with an apostrophe,
 * which spreadsheets show as text. Every text cell is quoted, whatever it holds: a spreadsheet
 * that splits on ';' or a tab (the default in many locales) then keeps `Alex;=1+2` in one cell
 * instead of starting a new one at `=1+2`. Numbers and empty cells stay bare.
 */
export function csvCell(value: string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The orders as CSV with a header row, CRLF line ends, for the fulfilment team's spreadsheet. */
export function ordersCsv(orders: SampleOrder[]): string {
  const lines = [ORDERS_CSV_COLUMNS.join(',')];
  for (const order of orders) {
    lines.push(CSV_COLUMNS.map((column) => csvCell(column.cell(order))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
