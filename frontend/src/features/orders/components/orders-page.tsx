import { Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { ORDERS_PAGE_SIZE, type Order, useOrdersPage } from '../api/orders-api';
import { canPlaceOrders } from '../permissions';
import { formatOrderDate, OrderStatusBadge } from './order-status';

const columns: ListColumn<Order>[] = [
  { header: 'Order id', render: (order) => order.id },
  { header: 'Date', render: (order) => formatOrderDate(order.created_at) },
  { header: 'Client', render: (order) => order.client?.name ?? '—' },
  { header: 'Status', render: (order) => <OrderStatusBadge order={order} /> },
];

/**
 * Spec 2.7 Orders: the provider's orders, 50 per page, with a plus button to the new order page
 * (disabled without orders:create). A failed load leaves the list empty (spec 8).
 */
export function OrdersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const [page, setPage] = useState(0);
  const { data, isPending } = useOrdersPage(providerId, page);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Orders"
        addLabel="New order"
        onAdd={() => navigate(`/provider/${providerId}/order`)}
        addDisabled={!canPlaceOrders(session, providerId)}
      />
      <ListTable
        columns={columns}
        rows={data?.orders}
        rowKey={(order) => order.id}
        loading={isPending}
        onRowClick={(order) => navigate(`/provider/${providerId}/order/${order.id}`)}
        empty="Add your first order using the plus button in the top-right corner."
        pagination={{
          page,
          pageSize: ORDERS_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </Container>
  );
}
