import type { OrderLine } from '../../../inventory';
import { Read, read } from '../../../platform';

/** An order of a client that still counts toward what it owes: not cancelled. */
export interface OpenOrderRow {
  id: string;
  lines: OrderLine[];
  currency: string | null;
}

/**
 * A client's orders not cancelled (by the orders_by_client index), with their frozen lines:
 * a client's balance counts what of each no invoice covers yet.
 */
export function clientOpenOrdersRead(providerId: string, clientId: string): Read<OpenOrderRow[]> {
  return read(
    'orders_open_of_client',
    `SELECT id, lines, currency FROM orders
      WHERE client_id = $2 AND provider_id = $1 AND type = 'ORDER' AND NOT cancelled`,
    [providerId, clientId],
    (rows: OpenOrderRow[]) => rows,
  );
}
