import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderStatus } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS, type PurchaseOrdersKey } from '../messages';

/** Each status's name, as a message key. */
export const STATUS_LABELS: Record<PurchaseOrderStatus, PurchaseOrdersKey> = {
  DRAFT: 'status.draft',
  SENT: 'status.sent',
  PARTIALLY_RECEIVED: 'status.partiallyReceived',
  RECEIVED: 'status.received',
  CLOSED: 'status.closed',
  CANCELLED: 'status.cancelled',
};

/** Every status, in the order of an order's life (the list's filter offers them so). */
export const PURCHASE_ORDER_STATUSES = Object.keys(STATUS_LABELS) as PurchaseOrderStatus[];

const COLORS: Record<PurchaseOrderStatus, string> = {
  DRAFT: 'gray',
  SENT: 'blue',
  PARTIALLY_RECEIVED: 'yellow',
  RECEIVED: 'green',
  CLOSED: 'teal',
  CANCELLED: 'red',
};

export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  return (
    <Badge variant="light" color={COLORS[status]} style={{ flex: 'none' }}>
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}
