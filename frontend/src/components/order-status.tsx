import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { Order, TransactionType } from '../api/orders';

/** docs/product.md §3: the labels of the transaction types. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  ORDER: 'Order',
  ADJUST: 'Adjustment',
  IN: 'In',
  OUT: 'Out',
};

/** The label of each status of an ORDER (docs/product.md §4, with shipments). */
export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  PENDING: 'Pending',
  PARTIALLY_SHIPPED: 'Partially shipped',
  SHIPPED: 'Complete',
  FULFILLED: 'Complete',
  CANCELLED: 'Cancelled',
};

/**
 * docs/product.md §4: cancelled gives Cancelled; an ORDER is then Complete when fulfilled (all of
 * it shipped), Partially shipped once some of it has shipped, else Pending. The order's `status`
 * says which; an answer without one (cached before it came) is read from its flags. A movement
 * (ADJUST, IN, OUT) has no order status, so its type label stands in.
 */
export function orderStatus(order: Order): string {
  if (order.cancelled || order.status === 'CANCELLED') return 'Cancelled';
  if (order.transaction_type !== 'ORDER') {
    return TRANSACTION_TYPE_LABELS[order.transaction_type] ?? order.transaction_type;
  }
  const label = order.status ? ORDER_STATUS_LABELS[order.status] : undefined;
  if (label) return label;
  return order.fulfilled ? 'Complete' : 'Pending';
}

/** The colour of a status's badge, by its label (gray for a movement's type). */
export const statusColor = (label: string): string => colors[label] ?? 'gray';

const colors: Record<string, string> = {
  Cancelled: 'red',
  Complete: 'teal',
  'Partially shipped': 'blue',
  Pending: 'yellow',
};

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
  const status = orderStatus(order);
  const color = statusColor(status);
  return (
    <div className={ROOT_CLASS} data-variant="light" style={badgeStyles[color]}>
      <span className={LABEL_CLASS}>{status}</span>
    </div>
  );
}
