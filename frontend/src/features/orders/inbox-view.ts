/**
 * The inbox's two views, as pure rules: which orders each lists and in what order, where a
 * pushed change goes in a cached page, and how many orders wait for staff.
 */
import { listedBefore, type Order } from '../../api/orders';
import { INBOX_PAGE_SIZE, type InboxView } from './api/inbox-path';
import type { InboxPage } from './api/inbox-query';

export type { InboxPage, InboxView };

/** The view an address asks for: `?view=action` is what waits for staff; anything else, all. */
export function viewOf(search: URLSearchParams): InboxView {
  return search.get('view') === 'action' ? 'action' : 'all';
}

/** Does the order wait for staff (pending, partly shipped, or a return to answer or receive)? */
export function waits(order: Order): boolean {
  return order.needs_action === true;
}

/**
 * docs/product.md §2.7: the inbox lists the provider's ORDERs that are not cancelled; the
 * action view, those that wait for staff.
 */
export function belongs(order: Order, view: InboxView): boolean {
  return order.transaction_type === 'ORDER' && !order.cancelled && (view === 'all' || waits(order));
}

/**
 * docs/product.md §4, Inbox live behaviour, on a view's first page (`first`): an order that
 * belongs is put at the top (inserted, or moved there when it was listed) — in the view of all
 * orders, at the top of its group, what waits for staff above the rest; one listed that no
 * longer belongs is removed; the total follows; the page keeps at most 100 rows.
 *
 * Undefined when the page cannot place it, so it is read again: a later page (every change
 * shifts them); an order this page does not list while later pages hold more (it may be
 * counted there: older than every row listed, or, in the view of all orders, any but a new
 * one, since an older order that comes to wait for staff leaves a later page for this one);
 * and one whose group starts on a later page.
 */
export function placed(
  page: InboxPage,
  order: Order,
  view: InboxView,
  first: boolean,
): InboxPage | undefined {
  if (!first) return undefined;
  const listed = page.orders.some((each) => each.id === order.id);
  const others = page.orders.filter((each) => each.id !== order.id);
  const partial = page.total > page.orders.length;
  if (!belongs(order, view))
    return listed ? { orders: others, total: Math.max(0, page.total - 1) } : page;
  if (!listed && partial) {
    const last = page.orders.at(-1);
    const placeable =
      view === 'all'
        ? page.orders.every((each) => listedBefore(order, each))
        : !last || !listedBefore(last, order);
    if (!placeable) return undefined;
  }
  let at = 0;
  if (view === 'all' && !waits(order)) {
    at = others.findIndex((each) => !waits(each));
    if (at === -1) {
      // Below every row that waits: on this page only if nothing follows it.
      if (partial) return undefined;
      at = others.length;
    }
  }
  return {
    orders: [...others.slice(0, at), order, ...others.slice(at)].slice(0, INBOX_PAGE_SIZE),
    total: listed ? page.total : page.total + 1,
  };
}

/**
 * How many orders wait for staff, read from one page (zero-based `index`) of the view of all
 * orders, which lists them first: the rows that wait, and every row of the pages before, once
 * this page also lists one that does not; all of them when every row waits and no page
 * follows. Undefined when the page cannot tell (every row waits and more follow, or none does
 * on a later page).
 */
export function waitingFrom(page: InboxPage, index: number): number | undefined {
  const before = index * INBOX_PAGE_SIZE;
  const waiting = page.orders.filter(waits).length;
  if (waiting < page.orders.length)
    return index === 0 || waiting > 0 ? before + waiting : undefined;
  return before + page.orders.length >= page.total ? page.total : undefined;
}
