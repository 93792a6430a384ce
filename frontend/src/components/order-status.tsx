import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { Order, TransactionType } from '../api/orders';
import { i18n } from '../i18n';

/** docs/product.md §3: each transaction type's label, `transactionType.<key>` in the catalog. */
const TRANSACTION_TYPE_KEYS = {
  ORDER: 'order',
  ADJUST: 'adjust',
  IN: 'in',
  OUT: 'out',
} as const satisfies Record<TransactionType, string>;

/** Where an ORDER stands (docs/product.md §4, with shipments): `orderStatus.<key>`. */
export type OrderStatusKey = 'pending' | 'partiallyShipped' | 'complete' | 'cancelled';

const ORDER_STATUS_KEYS: Record<Order['status'], OrderStatusKey> = {
  PENDING: 'pending',
  PARTIALLY_SHIPPED: 'partiallyShipped',
  SHIPPED: 'complete',
  FULFILLED: 'complete',
  CANCELLED: 'cancelled',
};

// The labels are looked up when asked for (during a render), never kept: a label kept at load
// would stay in the language of the first screen.

/** A transaction type's label (Order, Adjustment, In, Out); an unknown type as it is. */
export function transactionTypeLabel(type: string): string {
  const key = TRANSACTION_TYPE_KEYS[type as TransactionType];
  return key ? i18n.t(`transactionType.${key}`) : type;
}

/** An ORDER status's label (Pending, Partially shipped, Complete, Cancelled). */
export function orderStatusLabel(status: Order['status']): string {
  return i18n.t(`orderStatus.${ORDER_STATUS_KEYS[status]}`);
}

/**
 * docs/product.md §4: cancelled gives Cancelled; an ORDER is then Complete when fulfilled (all of
 * it shipped), Partially shipped once some of it has shipped, else Pending. The order's `status`
 * says which; an answer without one (cached before it came) is read from its flags. A movement
 * (ADJUST, IN, OUT) has no order status: null.
 */
export function orderStatusKey(order: Order): OrderStatusKey | null {
  if (order.cancelled || order.status === 'CANCELLED') return 'cancelled';
  if (order.transaction_type !== 'ORDER') return null;
  const key = order.status ? ORDER_STATUS_KEYS[order.status] : undefined;
  if (key) return key;
  return order.fulfilled ? 'complete' : 'pending';
}

/** The order's status as people read it (see orderStatusKey); a movement's type label stands in. */
export function orderStatus(order: Order): string {
  const key = orderStatusKey(order);
  return key ? i18n.t(`orderStatus.${key}`) : transactionTypeLabel(order.transaction_type);
}

const colors: Record<OrderStatusKey, string> = {
  cancelled: 'red',
  complete: 'teal',
  partiallyShipped: 'blue',
  pending: 'yellow',
};

/** The colour of an ORDER status's badge. */
export const statusColor = (status: Order['status']): string =>
  colors[ORDER_STATUS_KEYS[status]] ?? 'gray';

/** What Badge puts on its elements for the light variant of a theme colour, `color`. */
function badgeStyle(color: string): CSSProperties {
  return {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
}
const badgeStyles: Record<string, CSSProperties> = Object.fromEntries(
  [...Object.values(colors), 'gray'].map((color) => [color, badgeStyle(color)]),
);
const ROOT_CLASS = `${Badge.classes.root} mantine-Badge-root`;
const LABEL_CLASS = `${Badge.classes.label} mantine-Badge-label`;

/**
 * The order's status as a light badge: the markup Badge renders, written out, since a list shows
 * up to 100 of them and the component resolves its props, styles and colours for each one.
 */
export function OrderStatusBadge({ order }: { order: Order }) {
  const key = orderStatusKey(order);
  const status = orderStatus(order);
  const color = key ? colors[key] : 'gray';
  return (
    <div className={ROOT_CLASS} data-variant="light" style={badgeStyles[color]}>
      <span className={LABEL_CLASS}>{status}</span>
    </div>
  );
}
