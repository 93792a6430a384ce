import { Container, SegmentedControl } from '@mantine/core';
import { IconInbox, IconList } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DemoDataNotice } from '../../../components/demo-data-notice';
import { NextStep } from '../../../components/empty-state';
import { GettingStarted } from '../../../components/getting-started';
import { PageHeader } from '../../../components/page-header';
import { useAfterPaint } from '../../../components/use-after-paint';
import { useListParams } from '../../../components/use-list-params';
import { useSession } from '../../../lib/session';
import { useRouteFormats } from '../../../lib/use-formats';
import { INBOX_PAGE_SIZE, useInboxPage } from '../api/orders-api';
import { useLiveInbox } from '../hooks/use-live-inbox';
import { viewOf, waitingFrom } from '../inbox-view';
import { ORDERS } from '../messages';
import { canPlaceOrders } from '../permissions';
import { NeedsActionDot, OrdersTable, WAITING_ROWS_CSS } from './orders-table';

const WITH_DOT: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6 };

/**
 * docs/product.md §2.7 Inbox: incoming orders (ORDER type, not cancelled), 100 per page; a row
 * links to the order. What waits for staff (pending, partly shipped, a return to answer or
 * receive) comes first, newest first, then the rest, and is marked; "Needs action (N)" shows
 * those alone. The view and the page are kept in the address (`?view=action&page=2`) so a link
 * opens them and Back returns to them; another view starts at its first page. Live (docs/product.md
 * §4): changes are pushed into the page while it is shown; while the channel is not live, the
 * page is polled instead. Until a first order, the getting-started steps sit above it.
 */
export function InboxPage() {
  const providerId = useParams().providerId!;
  const list = useListParams(['view']);
  const view = viewOf(list.params);
  const page = list.page;
  const live = useLiveInbox(providerId);
  const poll = live !== 'live';
  const { data, isPending, isPlaceholderData } = useInboxPage(providerId, view, page, poll);
  const painted = useAfterPaint(!isPending);
  const session = useSession();
  const mayOrder = canPlaceOrders(session, providerId);
  const { t } = useTranslation(ORDERS);
  const fmt = useRouteFormats();

  // How many wait: the action view's total; in the view of all orders, read from its page
  // (they come first) and, only when the page cannot tell (a full page of them), from the
  // action view's first page, read once this one is shown.
  const fromPage =
    view === 'all' && data && !isPlaceholderData ? waitingFrom(data, page) : undefined;
  const askAction = view === 'all' && painted && data !== undefined && fromPage === undefined;
  const actionFirst = useInboxPage(providerId, 'action', 0, poll && askAction, askAction);
  const waiting =
    view === 'action'
      ? isPlaceholderData
        ? undefined
        : data?.total
      : (fromPage ?? (askAction ? actionFirst.data?.total : undefined));

  // Another view starts at its first page.
  function show(next: string) {
    list.setFilter('view', next === 'action' ? 'action' : null);
  }

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('inbox.title')} count={isPlaceholderData ? undefined : data?.total} />
      {/* Read once the inbox's page is in and painted: a browser opens six connections to a
          server, and the guide's reads, sent first, would keep the inbox's own waiting behind
          them; sent as the page is shown, they would hold its first frame back. */}
      <DemoDataNotice providerId={providerId} after={painted} />
      <GettingStarted providerId={providerId} after={painted} />
      <SegmentedControl
        aria-label={t('inbox.viewLabel')}
        value={view}
        onChange={show}
        mb="md"
        w={{ base: '100%', xs: 'auto' }}
        data={[
          { value: 'all', label: t('inbox.views.all') },
          {
            value: 'action',
            label: (
              <span style={WITH_DOT}>
                <NeedsActionDot />
                {waiting === undefined
                  ? t('inbox.views.action')
                  : t('inbox.views.actionCount', { waiting: fmt.number(waiting) })}
              </span>
            ),
          },
        ]}
      />
      <style>{WAITING_ROWS_CSS}</style>
      <div data-marked>
        <OrdersTable
          providerId={providerId}
          data={data}
          loading={isPending}
          page={page}
          pageSize={INBOX_PAGE_SIZE}
          onPageChange={list.setPage}
          marked
          {...(view === 'all'
            ? {
                empty: t('inbox.empty.all'),
                emptyIcon: IconInbox,
                emptyAction: mayOrder ? (
                  <NextStep label={t('inbox.takeOrder')} to={`/provider/${providerId}/order`} />
                ) : null,
              }
            : {
                empty: t('inbox.empty.action'),
                emptyIcon: IconInbox,
                emptyAction: (
                  <NextStep
                    label={t('inbox.showAll')}
                    icon={IconList}
                    onClick={() => show('all')}
                  />
                ),
              })}
        />
      </div>
    </Container>
  );
}
