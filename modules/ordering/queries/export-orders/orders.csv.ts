/**
 * The orders export's columns: one line of the file per line item, the order's own columns
 * repeated (what a pivot needs), its number as the screens show it (#1001, MV-1001). OrdersReadModel.linesCsv writes the lines in this order: the
 * status as the screens show it (Cancelled, Complete, Pending; movements only Cancelled), and
 * the lots a lot-tracked line took or brought as "C-1:3;C-2:1" ('' for other lines). Then
 * the money (issue 36): the order's currency, and for an ORDER's line its tax rate (percent)
 * and total (quantity times unit price, exact, in the currency's decimals), as the answers and
 * screens give them ('' on movements).
 */
export const ORDERS_CSV_HEADER = [
  'order_id',
  'number',
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
  'currency',
  'tax_rate',
  'line_total',
] as const;
