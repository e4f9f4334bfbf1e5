import type { AddressDetails } from '@gh/shared/samples';
import type { SampleOrder } from '../storage';

export const ORDERS_CSV_COLUMNS = [
  'order_id',
  'created_at',
  'region',
  'website',
  'name',
  'email',
  'phone',
  'company',
  'project_size',
  'floor_size',
  'project_reference',
  'address',
  'samples',
  'outbox_status',
] as const;

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

export function formatAddress(address: AddressDetails): string {
  if (address.type === 'CUSTOM') return address.custom ?? '';
  return [address.street, address.suburb, address.city, address.state, address.postcode]
    .concat(address.country)
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(', ');
}

/** The orders as CSV with a header row, CRLF line ends, for the fulfilment team's spreadsheet. */
export function ordersCsv(orders: SampleOrder[]): string {
  const lines = [ORDERS_CSV_COLUMNS.join(',')];
  for (const order of orders) {
    const { values } = order;
    lines.push(
      [
        order.id,
        order.createdAt,
        order.region,
        order.website,
        values.name,
        values.email,
        values.phone,
        values.company,
        values.projectSize,
        values.floorSize,
        values.projectReference,
        formatAddress(values.address),
        order.samples
          .map((sample) => `${sample.globalItemId} ${sample.productName} ${sample.name}`)
          .join('; '),
        order.outboxStatus,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
