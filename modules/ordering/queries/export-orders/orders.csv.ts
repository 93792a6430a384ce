import { CsvRow } from '../../../platform';
import { ExportedLine, OrderLinesPage } from '../../infrastructure/orders-read-model';

export const ORDERS_CSV_HEADER: CsvRow = [
  'order_id',
  'created_at',
  'type',
  'status',
  'client_id',
  'client',
  'client_email',
  'location_id',
  'location',
  'product_id',
  'product',
  'quantity',
  'price',
  'notes',
  'lots',
];

/** "C-1:3;C-2:1": the units of each lot a lot-tracked line took or brought ('' for others). */
function lotsCell(line: ExportedLine): string {
  return line.lots?.map((lot) => `${lot.lot}:${Math.abs(lot.quantity)}`).join(';') ?? '';
}

/** The status the screens show (spec: Cancelled, Complete, Pending); movements only Cancelled. */
function statusOf(line: ExportedLine): string {
  if (line.cancelled) return 'Cancelled';
  if (line.type !== 'ORDER') return '';
  return line.fulfilled ? 'Complete' : 'Pending';
}

/** One line of the file per line item, the order's own columns repeated: what a pivot needs. */
export function orderCsvRows({ lines, products, clients, locations }: OrderLinesPage): CsvRow[] {
  return lines.map((line) => {
    const client = line.client_id ? clients.get(line.client_id) : undefined;
    return [
      line.id,
      line.created_at.toISOString(),
      line.type,
      statusOf(line),
      line.client_id,
      client?.name,
      client?.email,
      line.location_id,
      locations.get(line.location_id),
      line.product_id,
      products.get(line.product_id),
      line.quantity,
      line.price,
      line.notes,
      lotsCell(line),
    ];
  });
}
