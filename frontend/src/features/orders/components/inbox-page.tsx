import { Container } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { INBOX_PAGE_SIZE, useInboxPage } from '../api/orders-api';
import { OrdersTable } from './orders-table';

/**
 * Spec 2.7 Inbox: incoming orders (ORDER type, not cancelled), newest first, 100 per page; a row
 * opens the order. Live updates are not wired yet: see inboxQueryKey in the orders API, the one
 * place the live channel will write to.
 */
export function InboxPage() {
  const providerId = useParams().providerId!;
  const [page, setPage] = useState(0);
  const { data, isPending } = useInboxPage(providerId, page);

  return (
    <Container component="section" size="lg">
      <PageHeader title="Inbox" />
      <OrdersTable
        providerId={providerId}
        data={data}
        loading={isPending}
        page={page}
        pageSize={INBOX_PAGE_SIZE}
        onPageChange={setPage}
        empty="You have no pending orders."
      />
    </Container>
  );
}
