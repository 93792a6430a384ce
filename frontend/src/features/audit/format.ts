import type { TransactionType } from '../../api/orders';
import { TRANSACTION_TYPE_LABELS } from '../../components/order-status';
import type { LedgerEntry } from './api/stock-history-api';

/** Who made a change, as the ledger and an order's History carry it. */
export type Actor = LedgerEntry['actor'];

/** docs/product.md §3's label of an order or movement type (Order, Adjustment, In, Out). */
export function orderTypeLabel(type: string): string {
  return TRANSACTION_TYPE_LABELS[type as TransactionType] ?? type;
}

/** The detail page of an order (ORDER) or a movement (the others), as the Movements list opens. */
export function orderPath(providerId: string, orderType: string, orderId: string): string {
  return `/provider/${providerId}/${orderType === 'ORDER' ? 'order' : 'transaction'}/${orderId}`;
}

/** What kind of actor: User (a provider member) or Client (through the client portal). */
export function actorKind(actor: Actor): string | null {
  if (actor.type === 'user') return 'User';
  if (actor.type === 'client') return 'Client';
  return null;
}
