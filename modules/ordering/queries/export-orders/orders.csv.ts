import { CsvRow } from '../../../platform';
import { OrderView } from '../../infrastructure/orders-read-model';

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
];

/** The status the screens show (spec: Cancelled, Complete, Pending); movements only Cancelled. */
function statusOf(order: OrderView): string {
  if (order.cancelled) return 'Cancelled';
  if (order.transaction_type !== 'ORDER') return '';
  return order.fulfilled ? 'Complete' : 'Pending';
}

/** One line of the file per line item, the order's own columns repeated: what a pivot needs. */
export function orderCsvRows(orders: OrderView[]): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const order of orders) {
    const status = statusOf(order);
    for (const line of order.line_items)
      rows.push([
        order.id,
        order.created_at,
        order.transaction_type,
        status,
        order.client?.id,
        order.client?.name,
        order.client?.email,
        order.location.id,
        order.location.name,
        line.product.id,
        line.product.name,
        line.quantity,
        line.price,
        order.notes,
      ]);
  }
  return rows;
}
