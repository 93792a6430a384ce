import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '../../../api/orders';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import { formatOrderDate, OrderStatusBadge } from '../../../components/order-status';

const columns: ListColumn<Order>[] = [
  { header: 'Order id', render: (order) => <OrderNumber order={order} /> },
  { header: 'Date', render: (order) => formatOrderDate(order.created_at) },
  { header: 'Client', render: (order) => order.client?.name ?? '—' },
  { header: 'Location', render: (order) => order.location?.name ?? '—' },
  { header: 'Status', render: (order) => <OrderStatusBadge order={order} /> },
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
}

/**
 * The provider's order list (Inbox and Orders, docs/product.md §2.5): number, date, client,
 * location, status; a row opens the order.
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
}: OrdersTableProps) {
  const navigate = useNavigate();
  return (
    <ListTable
      label="Orders"
      columns={columns}
      rows={data?.orders}
      rowKey={(order) => order.id}
      loading={loading}
      onRowClick={(order) => navigate(`/provider/${providerId}/order/${order.id}`)}
      empty={empty}
      emptyIcon={emptyIcon}
      emptyAction={emptyAction}
      pagination={{ page, pageSize, total: data?.total ?? 0, onPageChange }}
      // A page is up to 100 orders; a screen shows about 15.
      firstRows={25}
    />
  );
}
