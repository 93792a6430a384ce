import { Badge } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { Order } from '../../../api/orders';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import { OrderStatusBadge, orderStatus } from '../../../components/order-status';
import { DateText, useRouteFormats } from '../../../lib/use-formats';
import { waits } from '../inbox-view';

const number: ListColumn<Order> = {
  header: 'Order id',
  render: (order) => <OrderNumber order={order} />,
  card: 'title',
};
const date: ListColumn<Order> = {
  header: 'Date',
  render: (order) => <DateText value={order.created_at} />,
};
const client: ListColumn<Order> = {
  header: 'Client',
  render: (order) => order.client?.name ?? '—',
};
const location: ListColumn<Order> = {
  header: 'Location',
  render: (order) => order.location?.name ?? '—',
  // A phone's card keeps what tells orders apart: number, status, client, date and total.
  card: 'hidden',
};

/** An order's total in its currency, as the provider writes amounts. */
function OrderTotal({ order }: { order: Order }) {
  const formats = useRouteFormats();
  return formats.money(order.totals?.total, order.currency);
}

/** On a phone's card only: the table leaves amounts to the order's own screen. */
const total: ListColumn<Order> = {
  header: 'Total',
  render: (order) => (order.totals ? <OrderTotal order={order} /> : null),
  cardOnly: true,
};

const columns: ListColumn<Order>[] = [
  number,
  date,
  client,
  location,
  { header: 'Status', render: (order) => <OrderStatusBadge order={order} />, card: 'badge' },
  total,
];

/** The mark's colour: the orange light badges write their text in (readable on both schemes). */
const MARK_COLOR = 'var(--mantine-color-orange-light-color)';

/**
 * What waits for staff: its row's (a phone's card's) left edge in the mark's colour (the inbox's
 * rows that hold a mark), for the list `data-marked` wraps. `:has` keeps it to the rows, with no
 * prop per row.
 */
export const WAITING_ROWS_CSS = `[data-marked] tbody tr:has([data-needs-action]) > td:first-child,[data-marked] [data-card]:has([data-needs-action]){box-shadow:inset 3px 0 0 ${MARK_COLOR}}`;

const STATUS_WITH_MARK: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  whiteSpace: 'nowrap',
};
const DOT: CSSProperties = {
  display: 'inline-block',
  flex: 'none',
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: MARK_COLOR,
};

/** The dot that marks what waits for staff, as the inbox's view control shows it too. */
export function NeedsActionDot({ label }: { label?: string }) {
  return label ? (
    <span role="img" aria-label={label} title={label} style={DOT} data-needs-action />
  ) : (
    <span aria-hidden="true" style={DOT} />
  );
}

/**
 * The status with, for an order that waits for staff, its mark: the status already says what a
 * pending or partly shipped order waits for, so a dot named "Needs action" follows it; a
 * complete order waits for its return, which a badge says.
 */
function MarkedStatus({ order }: { order: Order }) {
  if (!waits(order)) return <OrderStatusBadge order={order} />;
  return (
    <span style={STATUS_WITH_MARK}>
      <OrderStatusBadge order={order} />
      {orderStatus(order) === 'Complete' ? (
        <Badge color="orange" variant="light" data-needs-action>
          Return to handle
        </Badge>
      ) : (
        <NeedsActionDot label="Needs action" />
      )}
    </span>
  );
}

const markedColumns: ListColumn<Order>[] = [
  number,
  date,
  client,
  location,
  { header: 'Status', render: (order) => <MarkedStatus order={order} />, card: 'badge' },
  total,
];

export interface OrdersTableProps {
  providerId: string;
  /** One loaded page: its orders and the total across all pages. */
  data: { orders: Order[]; total: number } | undefined;
  loading: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shown instead of the table once loaded with no orders. */
  empty: ReactNode;
  /** The empty state's icon and next step. */
  emptyIcon?: Icon;
  emptyAction?: ReactNode;
  /**
   * The inbox: the orders that wait for staff are marked (a dot, or a badge for a return to
   * handle, and with WAITING_ROWS_CSS their row's left edge).
   */
  marked?: boolean;
}

/** Where an order's row leads: the order's page, or a movement's transaction page. */
export function orderHref(providerId: string, order: Order): string {
  const screen = order.transaction_type === 'ORDER' ? 'order' : 'transaction';
  return `/provider/${providerId}/${screen}/${order.id}`;
}

/**
 * The provider's order list (Inbox and Orders, docs/product.md §2.5): number, date, client,
 * location, status; a row is a link to the order (a movement, its transaction page).
 */
export function OrdersTable({
  providerId,
  data,
  loading,
  page,
  pageSize,
  onPageChange,
  empty,
  emptyIcon,
  emptyAction,
  marked,
}: OrdersTableProps) {
  return (
    <ListTable
      label="Orders"
      columns={marked ? markedColumns : columns}
      rows={data?.orders}
      rowKey={(order) => order.id}
      loading={loading}
      rowHref={(order) => orderHref(providerId, order)}
      empty={empty}
      emptyIcon={emptyIcon}
      emptyAction={emptyAction}
      pagination={{ page, pageSize, total: data?.total ?? 0, onPageChange }}
      // A page is up to 100 orders; a screen shows about 15.
      firstRows={25}
    />
  );
}
