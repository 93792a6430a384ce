import { describe, expect, it } from '@jest/globals';
import type { Order } from '../../api/orders';
import { INBOX_PAGE_SIZE } from './api/inbox-path';
import { type InboxPage, placed, viewOf, waitingFrom } from './inbox-view';

/** An ORDER placed at minute `minute` (later minutes are newer), waiting for staff or not. */
function order(id: string, minute: number, waiting: boolean, change: Partial<Order> = {}): Order {
  return {
    id,
    number: `#${id}`,
    created_at: `2026-01-02T10:${String(minute).padStart(2, '0')}:00.000Z`,
    transaction_type: 'ORDER',
    cancelled: false,
    fulfilled: !waiting,
    status: waiting ? 'PENDING' : 'SHIPPED',
    needs_action: waiting,
    ...change,
  } as Order;
}

const ids = (page: InboxPage | undefined) => page?.orders.map((each) => each.id);

describe('the inbox views', () => {
  it('reads the view from the address: ?view=action, else all', () => {
    expect(viewOf(new URLSearchParams('view=action'))).toBe('action');
    expect(viewOf(new URLSearchParams(''))).toBe('all');
    expect(viewOf(new URLSearchParams('view=nonsense&billing=success'))).toBe('all');
  });

  describe('a pushed order on the first page of all orders', () => {
    // What waits first (newest first), then the rest.
    const page: InboxPage = {
      orders: [order('p2', 20, true), order('p1', 10, true), order('c2', 15, false)],
      total: 3,
    };

    it('puts a new order that waits at the top', () => {
      const next = placed(page, order('n', 30, true), 'all', true);
      expect(ids(next)).toEqual(['n', 'p2', 'p1', 'c2']);
      expect(next?.total).toBe(4);
    });

    it('moves one that no longer waits to the top of the rest, and one that waits again to the top', () => {
      const done = placed(page, order('p2', 20, false), 'all', true);
      expect(ids(done)).toEqual(['p1', 'p2', 'c2']);
      expect(done?.total).toBe(3);
      const returned = placed(page, order('c2', 15, true, { fulfilled: true }), 'all', true);
      expect(ids(returned)).toEqual(['c2', 'p2', 'p1']);
    });

    it('drops a cancelled one, and leaves movements and later pages to a new read', () => {
      const cancelled = placed(page, order('p1', 10, false, { cancelled: true }), 'all', true);
      expect(ids(cancelled)).toEqual(['p2', 'c2']);
      expect(cancelled?.total).toBe(2);
      const movement = order('m', 40, false, { transaction_type: 'IN' });
      expect(placed(page, movement, 'all', true)).toBe(page);
      expect(placed(page, order('n', 30, true), 'all', false)).toBeUndefined();
    });

    it('reads again what a partial page cannot place', () => {
      const partial: InboxPage = { orders: page.orders, total: 250 };
      // An older order that comes to wait may have been counted on a later page.
      expect(placed(partial, order('old', 1, true), 'all', true)).toBeUndefined();
      // A new one is not.
      expect(ids(placed(partial, order('n', 30, true), 'all', true))).toEqual([
        'n',
        'p2',
        'p1',
        'c2',
      ]);
      // The rest begins on a later page when every row of this one waits.
      const full: InboxPage = {
        orders: Array.from({ length: INBOX_PAGE_SIZE }, (_, i) =>
          order(`w${i}`, 59 - (i % 59), true),
        ),
        total: 150,
      };
      expect(placed(full, order('w0', 59, false), 'all', true)).toBeUndefined();
    });
  });

  describe('a pushed order on the first page of what needs action', () => {
    const page: InboxPage = { orders: [order('p2', 20, true), order('p1', 10, true)], total: 2 };

    it('lists what waits at the top and drops what no longer does', () => {
      expect(ids(placed(page, order('c', 30, true, { fulfilled: true }), 'action', true))).toEqual([
        'c',
        'p2',
        'p1',
      ]);
      const done = placed(page, order('p2', 20, false), 'action', true);
      expect(ids(done)).toEqual(['p1']);
      expect(done?.total).toBe(1);
      expect(placed(page, order('x', 5, false), 'action', true)).toBe(page);
    });

    it('reads again an order older than a partial page', () => {
      expect(
        placed({ ...page, total: 120 }, order('old', 1, true), 'action', true),
      ).toBeUndefined();
    });
  });

  it('counts what waits from a page of all orders, when the page can tell', () => {
    const mixed: InboxPage = {
      orders: [order('a', 3, true), order('b', 2, true), order('c', 1, false)],
      total: 500,
    };
    expect(waitingFrom(mixed, 0)).toBe(2);
    expect(waitingFrom(mixed, 2)).toBe(2 * INBOX_PAGE_SIZE + 2);
    expect(waitingFrom({ orders: [order('c', 1, false)], total: 300 }, 0)).toBe(0);
    expect(waitingFrom({ orders: [order('c', 1, false)], total: 300 }, 1)).toBeUndefined();
    // Every row waits: all of them when nothing follows, unknown when more do.
    expect(waitingFrom({ orders: mixed.orders.slice(0, 2), total: 2 }, 0)).toBe(2);
    expect(waitingFrom({ orders: mixed.orders.slice(0, 2), total: 300 }, 0)).toBeUndefined();
    expect(waitingFrom({ orders: [], total: 0 }, 0)).toBe(0);
  });
});
