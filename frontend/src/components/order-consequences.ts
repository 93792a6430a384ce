/**
 * What confirming an order's Cancel or Fullfill will do, in words for the confirm dialog under
 * the spec's question ("Cancel this order?"): the order named by its lines and total, and the
 * stock it moves where (docs/product.md §10: cancelling gives back what was not shipped, undoes a
 * movement; fulfilling ships what remains, and moves no stock for a movement).
 */
import type { Order } from '../api/orders';
import { i18n } from '../i18n';

// Worded when the dialog opens, in the language on screen then.
const units = (count: number) => i18n.t('consequences.units', { count });
const lines = (count: number) => i18n.t('consequences.lines', { count });

/** "Order #1001: 2 lines, $12.00" (no total for a movement). */
export function orderSummary(order: Order, money: (amount: string, currency: string) => string) {
  const facts = { number: order.number, lines: lines(order.line_items.length) };
  const isOrder = order.transaction_type === 'ORDER';
  if (!order.totals)
    return isOrder
      ? i18n.t('consequences.orderSummary', facts)
      : i18n.t('consequences.movementSummary', facts);
  const total = money(order.totals.total, order.currency);
  return isOrder
    ? i18n.t('consequences.orderSummaryTotal', { ...facts, total })
    : i18n.t('consequences.movementSummaryTotal', { ...facts, total });
}

/** Units of an order not shipped yet (all of them for a movement, which ships nothing). */
function unshipped(order: Order): number {
  return order.line_items.reduce(
    (sum, item) => sum + Math.max(0, item.quantity - (item.shipped ?? 0)),
    0,
  );
}

/** The facts under "Cancel this order?". */
export function cancelFacts(
  order: Order,
  money: (amount: string, currency: string) => string,
): string[] {
  const at = order.location.name;
  const facts = [orderSummary(order, money)];
  switch (order.transaction_type) {
    case 'ORDER': {
      const back = unshipped(order);
      const shipped = order.line_items.reduce((sum, item) => sum + (item.shipped ?? 0), 0);
      if (back > 0)
        facts.push(i18n.t('consequences.backToStock', { units: units(back), location: at }));
      if (shipped > 0) facts.push(i18n.t('consequences.shippedStay', { units: units(shipped) }));
      break;
    }
    case 'IN':
      facts.push(
        i18n.t('consequences.inComesOff', { units: units(unshipped(order)), location: at }),
      );
      break;
    case 'OUT':
      facts.push(
        i18n.t('consequences.outGoesBack', { units: units(unshipped(order)), location: at }),
      );
      break;
    case 'ADJUST':
      facts.push(
        i18n.t('consequences.adjustUndone', {
          lines: lines(order.line_items.length),
          location: at,
        }),
      );
      break;
    default: {
      const unknown: never = order.transaction_type;
      return unknown;
    }
  }
  return facts;
}

/** The facts under "Mark this order as fulfilled?". */
export function fulfilFacts(
  order: Order,
  money: (amount: string, currency: string) => string,
): string[] {
  const facts = [orderSummary(order, money)];
  if (order.transaction_type !== 'ORDER') {
    facts.push(i18n.t('consequences.movementFulfilled'));
    return facts;
  }
  const left = unshipped(order);
  if (left > 0)
    facts.push(
      i18n.t('consequences.restShipped', { units: units(left), location: order.location.name }),
    );
  return facts;
}
