/**
 * What confirming an order's Cancel or Fullfill will do, in words for the confirm dialog under
 * the spec's question ("Cancel this order?"): the order named by its lines and total, and the
 * stock it moves where (docs/product.md §10: cancelling gives back what was not shipped, undoes a
 * movement; fulfilling ships what remains, and moves no stock for a movement).
 */
import type { Order } from '../api/orders';

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;
const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** "Order #1001: 2 lines, $12.00" (no total for a movement). */
export function orderSummary(order: Order, money: (amount: string, currency: string) => string) {
  const total = order.totals ? `, ${money(order.totals.total, order.currency)}` : '';
  return `${order.transaction_type === 'ORDER' ? 'Order' : 'Movement'} ${order.number}: ${lines(
    order.line_items.length,
  )}${total}`;
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
      if (back > 0) facts.push(`${units(back)} go back to available stock at ${at}.`);
      if (shipped > 0) facts.push(`The ${units(shipped)} already shipped stay shipped.`);
      break;
    }
    case 'IN':
      facts.push(`The ${units(unshipped(order))} it brought in come off the stock at ${at}.`);
      break;
    case 'OUT':
      facts.push(`The ${units(unshipped(order))} it took out go back into stock at ${at}.`);
      break;
    case 'ADJUST':
      facts.push(`Its ${lines(order.line_items.length)} of changes at ${at} are undone.`);
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
    facts.push('It is marked fulfilled; no stock moves.');
    return facts;
  }
  const left = unshipped(order);
  if (left > 0)
    facts.push(
      `The ${units(left)} still to ship are shipped from ${order.location.name} and leave its committed stock.`,
    );
  return facts;
}
