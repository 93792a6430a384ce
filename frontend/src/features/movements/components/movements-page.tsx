import { Alert, Button, Container, Group, Select, TextInput } from '@mantine/core';
import { IconArrowsExchange, IconFilterOff } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { NEW_MOVEMENTS, type Order, type TransactionType } from '../../../api/orders';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import {
  formatOrderDate,
  OrderStatusBadge,
  TRANSACTION_TYPE_LABELS,
} from '../../../components/order-status';
import { PageHeader } from '../../../components/page-header';
import { ReasonCell } from '../../../components/reason-cell';
import { permissionRefusal, useRefusal, useSession } from '../../../lib/session';
import {
  datesInOrder,
  MOVEMENTS_PAGE_SIZE,
  movementsExportPath,
  useMovementsPage,
} from '../api/movements-api';

const ALL = '__all__';

/** docs/product.md §2.7: Movement type All, Order, Adjustment, In, Out. */
const TYPE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...(['ORDER', 'ADJUST', 'IN', 'OUT'] as const).map((type) => ({
    value: type,
    label: TRANSACTION_TYPE_LABELS[type],
  })),
];

/**
 * docs/product.md §2.5: the provider view of movements shows the type and the location (and issue
 * 20, why).
 */
const columns: ListColumn<Order>[] = [
  { header: 'Order id', render: (order) => <OrderNumber order={order} /> },
  { header: 'Date', render: (order) => formatOrderDate(order.created_at) },
  {
    header: 'Type',
    render: (order) => TRANSACTION_TYPE_LABELS[order.transaction_type] ?? order.transaction_type,
  },
  { header: 'Location', render: (order) => order.location?.name ?? '—' },
  { header: 'Status', render: (order) => <OrderStatusBadge order={order} /> },
  // Issue 20: an adjustment says why it was made.
  {
    header: 'Reason',
    render: (order) => <ReasonCell reason={order.reason} note={order.reason_note} />,
  },
];

/** docs/product.md §5, movement filter. */
export const DATE_ORDER_MESSAGE = 'Ensure that the start date is before the end date.';

/**
 * docs/product.md §2.7 Movements (/provider/{id}/transactions): orders and movements filtered by
 * location, type and date range, 50 per page. An ORDER row opens the order page, any other the
 * transaction page. The plus button (new movement) needs what the permission table gates recording
 * one with.
 */
export function MovementsPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const moveRefusal = useRefusal(providerId, 'POST /api/order', NEW_MOVEMENTS);
  const canMove = !permissionRefusal(session, providerId, 'POST /api/order', NEW_MOVEMENTS);

  const locations = useLocations(providerId);
  const active = (locations.data ?? []).filter((location) => location.active);
  // docs/product.md §4: a single active location is selected in filters until the user picks
  // another.
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  const locationValue = chosenLocation ?? (active.length === 1 ? active[0].id : ALL);
  const [type, setType] = useState<string>(ALL);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [page, setPage] = useState(0);

  const filter = {
    locationId: locationValue === ALL ? null : locationValue,
    type: type === ALL ? null : (type as TransactionType),
    startDate,
    endDate,
  };
  const datesValid = datesInOrder(filter);
  const { data, isPending } = useMovementsPage(providerId, filter, page);

  // Nothing matches: with a filter set, clearing it is the next step; with none, recording one.
  const filtered =
    (chosenLocation ?? ALL) !== ALL || type !== ALL || Boolean(startDate) || Boolean(endDate);
  const emptyAction = filtered ? (
    <NextStep
      label="Clear filters"
      icon={IconFilterOff}
      onClick={() => {
        setChosenLocation(null);
        setType(ALL);
        setStartDate('');
        setEndDate('');
        setPage(0);
      }}
    />
  ) : canMove && !moveRefusal ? (
    <NextStep label="Record a movement" to={`/provider/${providerId}/transaction`} />
  ) : null;

  /** A new filter starts again from the first page. */
  function refilter<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setPage(0);
    };
  }

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Movements"
        count={datesValid ? data?.total : undefined}
        addLabel="New movement"
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
      <Group align="flex-end" mb="md" gap="sm">
        <Select
          label="Location"
          data={[
            { value: ALL, label: 'All locations' },
            ...(locations.data ?? []).map((location) => ({
              value: location.id,
              label: location.name,
            })),
          ]}
          value={locationValue}
          onChange={refilter((value: string | null) => setChosenLocation(value ?? ALL))}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Movement type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={refilter((value: string | null) => setType(value ?? ALL))}
          allowDeselect={false}
          w={180}
        />
        <TextInput
          type="date"
          label="Start date"
          value={startDate}
          onChange={refilter((event: ChangeEvent<HTMLInputElement>) =>
            setStartDate(event.currentTarget.value),
          )}
          w={170}
        />
        <TextInput
          type="date"
          label="End date"
          value={endDate}
          onChange={refilter((event: ChangeEvent<HTMLInputElement>) =>
            setEndDate(event.currentTarget.value),
          )}
          w={170}
        />
        <Button
          variant="default"
          disabled={!startDate && !endDate}
          onClick={() => {
            setStartDate('');
            setEndDate('');
            setPage(0);
          }}
        >
          Clear
        </Button>
      </Group>
      {datesValid ? (
        <ListTable
          label="Movements"
          columns={columns}
          rows={data?.orders}
          rowKey={(order) => order.id}
          loading={isPending}
          onRowClick={(order) =>
            navigate(
              `/provider/${providerId}/${order.transaction_type === 'ORDER' ? 'order' : 'transaction'}/${order.id}`,
            )
          }
          empty="There are no orders matching your filter."
          emptyIcon={IconArrowsExchange}
          emptyAction={emptyAction}
          pagination={{
            page,
            pageSize: MOVEMENTS_PAGE_SIZE,
            total: data?.total ?? 0,
            onPageChange: setPage,
          }}
        />
      ) : (
        <Alert role="alert" color="red" variant="light">
          {DATE_ORDER_MESSAGE}
        </Alert>
      )}
    </Container>
  );
}
