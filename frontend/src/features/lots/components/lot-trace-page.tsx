import { Alert, Badge, Container, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ExportCsvButton } from '../../../components/csv-actions';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { useFormats } from '../../../lib/use-formats';
import { type LotMovementRow, type LotTakerRow, useLotTrace } from '../api/lots-api';
import { useLiveLots } from '../hooks/use-live-lots';
import { sourcePath, typeLabel } from './lot-links';
import { LotSearch } from './lot-search';

const REASONS: Record<string, string> = {
  placed: 'Placed',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  shipped: 'Shipped',
  received: 'Received',
  written_off: 'Written off',
};

/**
 * /provider/:providerId/lots/:lotCode: where a lot went (a recall): every order, movement and
 * transfer that took units from it, with the client, and every change of the lot.
 */
export function LotTracePage() {
  const { providerId, lotCode } = useParams() as { providerId: string; lotCode: string };
  const { data, isPending, error } = useLotTrace(providerId, lotCode);
  // To the second: a recall reads what happened to the lot in the order it happened.
  const fmt = useFormats(providerId);
  // Live: what orders and movements do to the lots shows as it happens.
  useLiveLots(providerId);

  const takerColumns: ListColumn<LotTakerRow>[] = [
    { header: 'Date', render: (row) => fmt.moment(row.at) },
    {
      header: 'Order',
      render: (row) => (
        <Link to={sourcePath(providerId, row.order_type, row.order_id)}>
          {typeLabel(row.order_type)} {row.order_id.slice(0, 8)}
        </Link>
      ),
    },
    {
      header: 'Client',
      render: (row) =>
        row.client_name
          ? `${row.client_name}${row.client_email ? ` (${row.client_email})` : ''}`
          : '—',
    },
    { header: 'Product', render: (row) => row.product_name },
    { header: 'Location', render: (row) => row.location_name },
    { header: 'Units', render: (row) => row.quantity, numeric: true },
    {
      header: 'Status',
      render: (row) =>
        row.cancelled ? (
          <Badge color="red" variant="light">
            Cancelled
          </Badge>
        ) : row.fulfilled ? (
          <Badge color="green" variant="light">
            Fulfilled
          </Badge>
        ) : row.order_type === 'ORDER' ? (
          <Badge variant="light">Pending</Badge>
        ) : null,
    },
  ];
  const movementColumns: ListColumn<LotMovementRow>[] = [
    { header: 'Date', render: (row) => fmt.moment(row.at) },
    {
      header: 'Source',
      render: (row) => (
        <Link to={sourcePath(providerId, row.order_type, row.order_id)}>
          {typeLabel(row.order_type)}
        </Link>
      ),
    },
    { header: 'Event', render: (row) => REASONS[row.reason] ?? row.reason },
    { header: 'Product', render: (row) => row.product_name },
    { header: 'Location', render: (row) => row.location_name },
    { header: 'Available', render: (row) => fmt.signed(row.delta_current), numeric: true },
    { header: 'Committed', render: (row) => fmt.signed(row.delta_committed), numeric: true },
    {
      header: 'Lot after',
      render: (row) => row.current_stock + row.committed_stock,
      numeric: true,
    },
  ];
  return (
    <Container component="section" size="lg">
      <PageHeader title={`Lot ${lotCode}`} />
      <Stack gap="md">
        <LotSearch key={lotCode} providerId={providerId} initial={lotCode} />
        {error ? <Alert color="red">This lot could not be traced.</Alert> : null}
        {data?.truncated ? (
          <Alert color="yellow">Only the first 5,000 changes of this lot are shown.</Alert>
        ) : null}
        <SectionCard title="Orders and movements that took from it">
          <ListTable
            label="Orders and movements that took from it"
            columns={takerColumns}
            rows={data?.takers}
            rowKey={(row) => `${row.order_id}/${row.product_id}/${row.location_id}`}
            loading={isPending}
            empty="Nothing has taken units from this lot."
            emptyIcon={IconRoute}
          />
        </SectionCard>
        <SectionCard
          title="Every change of the lot"
          actions={
            data && data.movements.length > 0 ? (
              <ExportCsvButton
                path={`/provider/${providerId}/lots/movements.csv?lot_code=${encodeURIComponent(lotCode)}`}
                noun="lot-movements"
              />
            ) : null
          }
        >
          {data && data.movements.length > 0 ? (
            <Text size="sm" c="dimmed" mb="xs">
              {`Expiry: ${data.movements[0].expiry_date ? fmt.date(data.movements[0].expiry_date) : 'none'}`}
            </Text>
          ) : null}
          <ListTable
            label="Every change of the lot"
            columns={movementColumns}
            rows={data?.movements}
            rowKey={(row) =>
              `${row.at}/${row.order_id}/${row.product_id}/${row.location_id}/${row.reason}`
            }
            loading={isPending}
            empty="No lot with this code has been received."
          />
        </SectionCard>
      </Stack>
    </Container>
  );
}
