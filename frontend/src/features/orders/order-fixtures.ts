/**
 * Orders as the orders feature's unit specs read them (not shipped with the app: only specs
 * import this module).
 */
import type { Order } from '../../api/orders';

/** One line of an order: the product's id and name, units ordered and units shipped so far. */
export type LineFixture = readonly [id: string, name: string, quantity: number, shipped: number];

/**
 * An ORDER `o1` (#1001) of the provider `p`, placed 2026-01-02 at the location `l`, partly
 * shipped, with a line `o1:<id>` at price 1 for each of `lines`; `change` overrides any field.
 */
export function partlyShippedOrder(
  lines: readonly LineFixture[],
  change: Partial<Order> = {},
): Order {
  return {
    id: 'o1',
    number: '#1001',
    created_at: '2026-01-02T10:00:00.000Z',
    transaction_type: 'ORDER',
    cancelled: false,
    fulfilled: false,
    status: 'PARTIALLY_SHIPPED',
    notes: null,
    provider: { id: 'p', name: 'P', email: null },
    client: null,
    location: { id: 'l', name: 'L' },
    line_items: lines.map(([id, name, quantity, shipped]) => ({
      id: `o1:${id}`,
      product: { id, name, photo: null },
      quantity,
      price: 1,
      shipped,
    })),
    attachments: [],
    ...change,
  } as unknown as Order;
}
