import { Container, Group, Select } from '@mantine/core';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TransactionType } from '../../../api/orders';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { transactionTypeLabel } from '../../../components/order-status';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useSession } from '../../../lib/session';
import { ORDERS_PAGE_SIZE, ordersExportPath, useOrdersPage } from '../api/orders-api';
import { ORDERS } from '../messages';
import { canPlaceOrders, placeOrderRefusal } from '../permissions';
import { OrdersTable } from './orders-table';

/** The Type filter's value for every order and movement, as the address writes it. */
const ALL = 'all';

/** The list's type filter: orders by default; All shows the movements too (as Movements does). */
const TYPES = [ALL, 'ORDER', 'ADJUST', 'IN', 'OUT'] as const;

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
  const { t } = useTranslation(ORDERS);
  // Labelled while rendering, in the language shown.
  const typeOptions = useMemo(
    () =>
      TYPES.map((value) => ({
        value,
        label: value === ALL ? t('list.allTypes') : transactionTypeLabel(value),
      })),
    [t],
  );
  const type = TYPES.some((value) => value === list.filters.type) ? list.filters.type! : 'ORDER';
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
        title={t('list.title')}
        count={data?.total}
        addLabel={t('list.newOrder')}
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
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <Select
          label={t('list.type')}
          data={typeOptions}
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
            ? t('list.empty.search', { search })
            : ordersShown
              ? t('list.empty.first')
              : t('list.empty.filter')
        }
        emptyIcon={IconReceipt}
        emptyAction={
          search ? (
            <NextStep
              label={t('list.clearSearch')}
              icon={IconFilterOff}
              onClick={() => list.setQ('')}
            />
          ) : ordersShown ? (
            mayOrder ? (
              <NextStep label={t('list.takeOrder')} to={newOrder} />
            ) : null
          ) : (
            <NextStep
              label={t('list.showOrders')}
              icon={IconFilterOff}
              onClick={() => list.setFilter('type', null)}
            />
          )
        }
      />
    </Container>
  );
}
