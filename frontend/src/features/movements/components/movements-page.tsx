import { Alert, Button, Container, Group, Select, TextInput } from '@mantine/core';
import { IconArrowsExchange, IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { NEW_MOVEMENTS, type Order, type TransactionType } from '../../../api/orders';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import { OrderStatusBadge, transactionTypeLabel } from '../../../components/order-status';
import { PageHeader } from '../../../components/page-header';
import { ReasonCell } from '../../../components/reason-cell';
import { useListParams } from '../../../components/use-list-params';
import { permissionRefusal, useRefusal, useSession } from '../../../lib/session';
import { DateText } from '../../../lib/use-formats';
import {
  datesInOrder,
  MOVEMENTS_PAGE_SIZE,
  movementsExportPath,
  useMovementsPage,
} from '../api/movements-api';
import { MOVEMENTS } from '../messages';

/** The filters' value for every location or type, as the address writes it. */
const ALL = 'all';

/** Two filters a line on a phone (the group's gap between them). */
const HALF = 'calc(50% - var(--mantine-spacing-sm) / 2)';

/** A day as a date field and the address write it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** docs/product.md §2.7: Movement type All, Order, Adjustment, In, Out (All first). */
const TYPES = ['ORDER', 'ADJUST', 'IN', 'OUT'] as const;

/** Where a row leads: an ORDER's order page, any other's transaction page. */
function movementHref(providerId: string, order: Order): string {
  const screen = order.transaction_type === 'ORDER' ? 'order' : 'transaction';
  return `/provider/${providerId}/${screen}/${order.id}`;
}

/**
 * docs/product.md §2.7 Movements (/provider/{id}/transactions): orders and movements filtered by
 * location, type and date range, and found by number or client, 50 per page; the filters, the
 * search and the page are kept in the address (`?location=…&type=IN&from=…&to=…&q=…&page=2`).
 * An ORDER row links to the order page, any other to the transaction page. The plus button (new
 * movement) needs what the permission table gates recording one with.
 */
export function MovementsPage() {
  const { t } = useTranslation(MOVEMENTS);
  const providerId = useParams().providerId!;
  // Built in the language shown, and again when it changes.
  const typeOptions = useMemo(
    () => [
      { value: ALL, label: t('filters.allTypes') },
      ...TYPES.map((type) => ({ value: type, label: transactionTypeLabel(type) })),
    ],
    [t],
  );
  // docs/product.md §2.5: the provider view of movements shows the type and the location (and
  // issue 20, why).
  const columns = useMemo<ListColumn<Order>[]>(
    () => [
      {
        header: t('columns.orderId'),
        render: (order) => <OrderNumber order={order} />,
        card: 'title',
      },
      { header: t('columns.date'), render: (order) => <DateText value={order.created_at} /> },
      {
        header: t('columns.type'),
        render: (order) => transactionTypeLabel(order.transaction_type),
      },
      { header: t('columns.location'), render: (order) => order.location?.name ?? '—' },
      {
        header: t('columns.status'),
        render: (order) => <OrderStatusBadge order={order} />,
        card: 'badge',
      },
      // Issue 20: an adjustment says why it was made.
      {
        header: t('columns.reason'),
        render: (order) => <ReasonCell reason={order.reason} note={order.reason_note} />,
      },
    ],
    [t],
  );
  const navigate = useNavigate();
  const session = useSession();
  const moveRefusal = useRefusal(providerId, 'POST /api/order', NEW_MOVEMENTS);
  const canMove = !permissionRefusal(session, providerId, 'POST /api/order', NEW_MOVEMENTS);

  const locations = useLocations(providerId);
  const active = (locations.data ?? []).filter((location) => location.active);
  const list = useListParams(['location', 'type', 'from', 'to']);
  // docs/product.md §4: a single active location is selected in filters until the user picks
  // another (All included, which the address then says).
  const chosenLocation = list.filters.location;
  const locationValue = chosenLocation ?? (active.length === 1 ? active[0].id : ALL);
  const type = typeOptions.some((option) => option.value === list.filters.type)
    ? list.filters.type!
    : ALL;
  // A day the address does not write as one (an edited link) is no filter.
  const startDate = DAY.test(list.filters.from ?? '') ? list.filters.from! : '';
  const endDate = DAY.test(list.filters.to ?? '') ? list.filters.to! : '';
  const search = list.q.trim();

  const filter = {
    locationId: locationValue === ALL ? null : locationValue,
    type: type === ALL ? null : (type as TransactionType),
    startDate,
    endDate,
    search,
  };
  const datesValid = datesInOrder(filter);
  const { data, isPending } = useMovementsPage(providerId, filter, list.page);

  // Nothing matches: with a filter set, clearing it is the next step; with none, recording one.
  const filtered =
    (chosenLocation ?? ALL) !== ALL ||
    type !== ALL ||
    Boolean(startDate) ||
    Boolean(endDate) ||
    Boolean(search);
  const emptyAction = filtered ? (
    <NextStep
      label={t('table.clearFilters')}
      icon={IconFilterOff}
      onClick={() =>
        list.change({ q: '', filters: { location: null, type: null, from: null, to: null } })
      }
    />
  ) : canMove && !moveRefusal ? (
    <NextStep label={t('table.record')} to={`/provider/${providerId}/transaction`} />
  ) : null;

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('title')}
        count={datesValid ? data?.total : undefined}
        addLabel={t('add')}
        onAdd={() => navigate(`/provider/${providerId}/transaction`)}
        addDisabled={!canMove}
        addDisabledReason={moveRefusal}
        actions={
          <ExportCsvButton
            path={movementsExportPath(providerId, filter)}
            noun="movements"
            disabled={!datesValid}
          />
        }
      />
      {/* On a line of its own: the four filters and Clear fill the next one. */}
      <Group mb="sm">
        <ListSearch
          value={list.q}
          onSearch={list.setQ}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
      </Group>
      <Group align="flex-end" mb="md" gap="sm">
        <Select
          label={t('filters.location')}
          data={[
            { value: ALL, label: t('filters.allLocations') },
            ...(locations.data ?? []).map((location) => ({
              value: location.id,
              label: location.name,
            })),
          ]}
          value={locationValue}
          onChange={(value) => list.setFilter('location', value ?? ALL)}
          allowDeselect={false}
          w={{ base: HALF, sm: 200 }}
        />
        <Select
          label={t('filters.type')}
          data={typeOptions}
          value={type}
          onChange={(value) => list.setFilter('type', value === ALL ? null : value)}
          allowDeselect={false}
          w={{ base: HALF, sm: 180 }}
        />
        <TextInput
          type="date"
          label={t('filters.startDate')}
          value={startDate}
          onChange={(event) => list.setFilter('from', event.currentTarget.value || null)}
          w={{ base: HALF, sm: 170 }}
        />
        <TextInput
          type="date"
          label={t('filters.endDate')}
          value={endDate}
          onChange={(event) => list.setFilter('to', event.currentTarget.value || null)}
          w={{ base: HALF, sm: 170 }}
        />
        <Button
          variant="default"
          disabled={!startDate && !endDate}
          onClick={() => list.change({ filters: { from: null, to: null } })}
        >
          {t('filters.clear')}
        </Button>
      </Group>
      {datesValid ? (
        <ListTable
          label={t('table.label')}
          columns={columns}
          rows={data?.orders}
          rowKey={(order) => order.id}
          loading={isPending}
          rowHref={(order) => movementHref(providerId, order)}
          empty={t('table.empty')}
          emptyIcon={IconArrowsExchange}
          emptyAction={emptyAction}
          pagination={{
            page: list.page,
            pageSize: MOVEMENTS_PAGE_SIZE,
            total: data?.total ?? 0,
            onPageChange: list.setPage,
          }}
        />
      ) : (
        <Alert role="alert" color="red" variant="light">
          {t('filters.datesOutOfOrder')}
        </Alert>
      )}
    </Container>
  );
}
