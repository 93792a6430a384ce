import { Container, Group, Select } from '@mantine/core';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import type { TransactionType } from '../../../api/orders';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { TRANSACTION_TYPE_LABELS } from '../../../components/order-status';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useSession } from '../../../lib/session';
import { ORDERS_PAGE_SIZE, ordersExportPath, useOrdersPage } from '../api/orders-api';
import { canPlaceOrders, placeOrderRefusal } from '../permissions';
import { OrdersTable } from './orders-table';

/** The Type filter's value for every order and movement, as the address writes it. */
const ALL = 'all';

/** The list's type filter: orders by default; All shows the movements too (as Movements does). */
const TYPE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...(['ORDER', 'ADJUST', 'IN', 'OUT'] as const).map((type) => ({
    value: type,
    label: TRANSACTION_TYPE_LABELS[type],
  })),
];

/**
 * docs/product.md §2.7 Orders: the provider's orders (ORDER type, the spec leaving the default
 * open; a Type filter shows the movements too, or one type), 50 per page, with a plus button to
 * the new order page (disabled for a member who may not place orders). A search finds an order
 * by its number or its client's name; the search, the type and the page are kept in the address
 * (`?q=acme&type=all&page=2`). A failed load leaves the list empty (docs/product.md §8).
 */
export function OrdersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(['type']);
  const type = TYPE_OPTIONS.some((option) => option.value === list.filters.type)
    ? list.filters.type!
    : 'ORDER';
  const shown = type === ALL ? null : (type as TransactionType);
  const search = list.q.trim();
  const { data, isPending } = useOrdersPage(providerId, shown, list.page, search);
  const newOrder = `/provider/${providerId}/order`;
  const mayOrder = canPlaceOrders(session, providerId);
  // Orders (or everything) and none: the spec's text and its next step; another type, the
  // filter's way back.
  const ordersShown = shown === null || shown === 'ORDER';

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Orders"
        count={data?.total}
        addLabel="New order"
        onAdd={() => navigate(newOrder)}
        addDisabled={!mayOrder}
        addDisabledReason={placeOrderRefusal(session, providerId)}
        actions={
          <ExportCsvButton path={ordersExportPath(providerId, shown, search)} noun="orders" />
        }
      />
      <Group mb="md" align="flex-end" gap="sm">
        <ListSearch
          value={list.q}
          onSearch={list.setQ}
          label="Search orders"
          placeholder="Order number or client"
        />
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={type}
          // Orders, the default, leave the address plain.
          onChange={(value) => list.setFilter('type', value === 'ORDER' ? null : value)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <OrdersTable
        providerId={providerId}
        data={data}
        loading={isPending}
        page={list.page}
        pageSize={ORDERS_PAGE_SIZE}
        onPageChange={list.setPage}
        empty={
          search
            ? `No orders match “${search}”.`
            : ordersShown
              ? 'Add your first order using the plus button in the top-right corner.'
              : 'There are no orders matching your filter.'
        }
        emptyIcon={IconReceipt}
        emptyAction={
          search ? (
            <NextStep label="Clear search" icon={IconFilterOff} onClick={() => list.setQ('')} />
          ) : ordersShown ? (
            mayOrder ? (
              <NextStep label="Take an order" to={newOrder} />
            ) : null
          ) : (
            <NextStep
              label="Show orders"
              icon={IconFilterOff}
              onClick={() => list.setFilter('type', null)}
            />
          )
        }
      />
    </Container>
  );
}
