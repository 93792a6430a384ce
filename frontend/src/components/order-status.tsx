import { Badge } from '@mantine/core';
import type { Order, TransactionType } from '../api/orders';

/** Spec 3: the labels of the transaction types. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  ORDER: 'Order',
  ADJUST: 'Adjustment',
  IN: 'In',
  OUT: 'Out',
};

/**
 * Spec 4: cancelled gives Cancelled; an ORDER is then Complete when fulfilled, else Pending. A
 * movement (ADJUST, IN, OUT) has no order status, so its type label stands in.
 */
export function orderStatus(order: Order): string {
  if (order.cancelled) return 'Cancelled';
  if (order.transaction_type !== 'ORDER') {
    return TRANSACTION_TYPE_LABELS[order.transaction_type] ?? order.transaction_type;
  }
  return order.fulfilled ? 'Complete' : 'Pending';
}

const colors: Record<string, string> = {
  Cancelled: 'red',
  Complete: 'teal',
  Pending: 'yellow',
};

export function OrderStatusBadge({ order }: { order: Order }) {
  const status = orderStatus(order);
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** An order's date in en-US (e.g. Nov 21, 2025); an unreadable one shows a dash. */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}
