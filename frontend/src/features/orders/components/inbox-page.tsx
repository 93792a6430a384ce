import { Container } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DemoDataNotice } from '../../../components/demo-data-notice';
import { NextStep } from '../../../components/empty-state';
import { GettingStarted } from '../../../components/getting-started';
import { PageHeader } from '../../../components/page-header';
import { useAfterPaint } from '../../../components/use-after-paint';
import { useSession } from '../../../lib/session';
import { INBOX_PAGE_SIZE, useInboxPage } from '../api/orders-api';
import { useLiveInbox } from '../hooks/use-live-inbox';
import { canPlaceOrders } from '../permissions';
import { OrdersTable } from './orders-table';

/**
 * docs/product.md §2.7 Inbox: incoming orders (ORDER type, not cancelled), newest first, 100 per
 * page; a row opens the order. Live (docs/product.md §4): changes are pushed into the page while it
 * is shown; while the channel is not live, the page is polled instead. Until a first order, the
 * getting-started steps sit above it.
 */
export function InboxPage() {
  const providerId = useParams().providerId!;
  const [page, setPage] = useState(0);
  const live = useLiveInbox(providerId);
  const { data, isPending } = useInboxPage(providerId, page, live !== 'live');
  const painted = useAfterPaint(!isPending);
  const session = useSession();
  const mayOrder = canPlaceOrders(session, providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader title="Inbox" count={data?.total} />
      {/* Read once the inbox's page is in and painted: a browser opens six connections to a
          server, and the guide's reads, sent first, would keep the inbox's own waiting behind
          them; sent as the page is shown, they would hold its first frame back. */}
      <DemoDataNotice providerId={providerId} after={painted} />
      <GettingStarted providerId={providerId} after={painted} />
      <OrdersTable
        providerId={providerId}
        data={data}
        loading={isPending}
        page={page}
        pageSize={INBOX_PAGE_SIZE}
        onPageChange={setPage}
        empty="You have no pending orders."
        emptyIcon={IconInbox}
        emptyAction={
          mayOrder ? <NextStep label="Take an order" to={`/provider/${providerId}/order`} /> : null
        }
      />
    </Container>
  );
}
