import { transactionTypeLabel } from '../../components/order-status';
import { i18n } from '../../i18n';
import { MISSING } from '../../lib/format';
import type { LedgerEntry } from './api/stock-history-api';
import { AUDIT } from './messages';

/** Who made a change, as the ledger and an order's History carry it. */
export type Actor = LedgerEntry['actor'];

/** docs/product.md §3's label of an order or movement type (Order, Adjustment, In, Out). */
export function orderTypeLabel(type: string): string {
  return transactionTypeLabel(type);
}

/** The detail page of an order (ORDER) or a movement (the others), as the Movements list opens. */
export function orderPath(providerId: string, orderType: string, orderId: string): string {
  return `/provider/${providerId}/${orderType === 'ORDER' ? 'order' : 'transaction'}/${orderId}`;
}

/**
 * What kind of actor: User (a provider member) or Client (through the client portal), in the
 * language shown (called while a screen draws).
 */
export function actorKind(actor: Actor): string | null {
  if (actor.type === 'user') return i18n.t(`${AUDIT}:actor.user`);
  if (actor.type === 'client') return i18n.t(`${AUDIT}:actor.client`);
  return null;
}

/**
 * Who made a change, by name: the member's email, the client's name, the key's name; never an
 * id, which tells a reader nothing. A change made by the system, or by someone whose name is
 * gone, says so (in the language shown).
 */
export function actorName(actor: Actor): string {
  if (actor.name) return actor.name;
  if (actor.type === 'system') return i18n.t(`${AUDIT}:actor.system`);
  return actor.type ? i18n.t(`${AUDIT}:actor.unknown`) : MISSING;
}
