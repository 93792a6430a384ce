import { Badge } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '../../../api/orders';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import { formatOrderDate, OrderStatusBadge, orderStatus } from '../../../components/order-status';
import { waits } from '../inbox-view';

const number: ListColumn<Order> = {
  header: 'Order id',
  render: (order) => <OrderNumber order={order} />,
};
const date: ListColumn<Order> = {
  header: 'Date',
  render: (order) => formatOrderDate(order.created_at),
};
const client: ListColumn<Order> = {
  header: 'Client',
  render: (order) => order.client?.name ?? '—',
};
const location: ListColumn<Order> = {
  header: 'Location',
  render: (order) => order.location?.name ?? '—',
};

const columns: ListColumn<Order>[] = [
  number,
  date,
  client,
  location,
  { header: 'Status', render: (order) => <OrderStatusBadge order={order} /> },
];

/** The mark's colour: the orange light badges write their text in (readable on both schemes). */
const MARK_COLOR = 'var(--mantine-color-orange-light-color)';

/**
 * What waits for staff: its row's left edge in the mark's colour (the inbox's rows that hold a
 * mark), for the list `data-marked` wraps. `:has` keeps it to the rows, with no prop per row.
 */
export const WAITING_ROWS_CSS = `[data-marked] tbody tr:has([data-needs-action]) > td:first-child{box-shadow:inset 3px 0 0 ${MARK_COLOR}}`;

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
  { header: 'Status', render: (order) => <MarkedStatus order={order} /> },
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

/**
 * The provider's order list (Inbox and Orders, docs/product.md §2.5): number, date, client,
 * location, status; a row opens the order (a movement, its transaction page).
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
  const navigate = useNavigate();
  return (
    <ListTable
      label="Orders"
      columns={marked ? markedColumns : columns}
      rows={data?.orders}
      rowKey={(order) => order.id}
      loading={loading}
      onRowClick={(order) =>
        navigate(
          `/provider/${providerId}/${order.transaction_type === 'ORDER' ? 'order' : 'transaction'}/${order.id}`,
        )
      }
      empty={empty}
      emptyIcon={emptyIcon}
      emptyAction={emptyAction}
      pagination={{ page, pageSize, total: data?.total ?? 0, onPageChange }}
      // A page is up to 100 orders; a screen shows about 15.
      firstRows={25}
    />
  );
}
