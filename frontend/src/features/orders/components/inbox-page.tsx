import { Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { INBOX_PAGE_SIZE, type Order, useInboxPage } from '../api/orders-api';
import { formatOrderDate, OrderStatusBadge } from './order-status';

const columns: ListColumn<Order>[] = [
  { header: 'Order id', render: (order) => order.id },
  { header: 'Date', render: (order) => formatOrderDate(order.created_at) },
  { header: 'Client', render: (order) => order.client?.name ?? '—' },
  { header: 'Status', render: (order) => <OrderStatusBadge order={order} /> },
];

/**
 * Spec 2.7 Inbox: incoming orders (ORDER type, not cancelled), newest first, 100 per page; a row
 * opens the order. Live updates are not wired yet: see inboxQueryKey in the orders API, the one
 * place the live channel will write to.
 */
export function InboxPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, isPending } = useInboxPage(providerId, page);

  return (
    <Container component="section" size="lg">
      <PageHeader title="Inbox" />
      <ListTable
        columns={columns}
        rows={data?.orders}
        rowKey={(order) => order.id}
        loading={isPending}
        onRowClick={(order) => navigate(`/provider/${providerId}/order/${order.id}`)}
        empty="You have no pending orders."
        pagination={{
          page,
          pageSize: INBOX_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </Container>
  );
}
