import { Button, Container, Group, Switch, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AsOfPicker } from '../../../components/as-of-picker';
import { ExportCsvButton } from '../../../components/csv-actions';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useAsOf } from '../../../components/use-as-of';
import { DEFAULT_EXPIRING_DAYS, LOTS_PAGE_SIZE, type LotRow, useLots } from '../api/lots-api';
import { useLiveLots } from '../hooks/use-live-lots';
import { ExpiringDaysInput } from './expiring-days-input';
import { ExpiryCell } from './expiry-badge';
import { LotSearch } from './lot-search';

/**
 * /provider/:providerId/lots: every lot holding units, earliest expiry first, optionally only
 * those expired or expiring within N days; a lot code opens where it went (the recall).
 * Read-only: lots are made by inbound movements and emptied by orders and outbound ones.
 */
export function LotsPage() {
  const providerId = useParams().providerId!;
  const [days, setDays] = useState(DEFAULT_EXPIRING_DAYS);
  const [onlyExpiring, setOnlyExpiring] = useState(false);
  const [page, setPage] = useState(0);
  // The grid's "By lot" opens one product's lots.
  const [search, setSearch] = useSearchParams();
  const productId = search.get('product_id') ?? undefined;
  // The lots as they stood at a moment, as known at another (?as_of=&known_at=, as the Stock
  // grid: the same figures, lot by lot).
  const { asOf, setAsOf, knownAt, setKnownAt } = useAsOf();
  // Live: what orders and movements do to the lots shows as it happens.
  useLiveLots(providerId);
  const { data, isPending } = useLots(
    providerId,
    { productId, asOf, knownAt, ...(onlyExpiring ? { expiringWithinDays: days } : {}) },
    page,
  );
  const columns: ListColumn<LotRow>[] = [
    {
      header: 'Lot',
      render: (lot) => (
        <Link to={`/provider/${providerId}/lots/${encodeURIComponent(lot.lot_code)}`}>
          {lot.lot_code}
        </Link>
      ),
    },
    {
      header: 'Product',
      render: (lot) => (
        <Link to={`/provider/${providerId}/product/${lot.product_id}`}>{lot.product_name}</Link>
      ),
    },
    { header: 'Location', render: (lot) => lot.location_name },
    {
      header: 'Expiry',
      render: (lot) => (
        <ExpiryCell
          expiry={lot.expiry_date}
          expired={lot.expired}
          daysToExpiry={lot.days_to_expiry}
          withinDays={days}
        />
      ),
    },
    { header: 'Available', render: (lot) => lot.current_stock, numeric: true },
    { header: 'Committed', render: (lot) => lot.committed_stock, numeric: true },
    { header: 'Total', render: (lot) => lot.total_stock, numeric: true },
  ];
  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Lots"
        count={data?.pagination.total}
        actions={<ExportCsvButton path={`/provider/${providerId}/lots/export.csv`} noun="lots" />}
      />
      <AsOfPicker
        value={asOf}
        onChange={(moment) => {
          setAsOf(moment);
          setPage(0);
        }}
        knownAt={knownAt}
        onKnownAtChange={(moment) => {
          setKnownAt(moment);
          setPage(0);
        }}
      />
      <Group align="flex-end" justify="space-between" mb="md" gap="md">
        <LotSearch providerId={providerId} />
        <Group align="flex-end" gap="md">
          <ExpiringDaysInput
            value={days}
            onChange={(next) => {
              setDays(next);
              setPage(0);
            }}
          />
          <Switch
            label="Only expired or expiring"
            checked={onlyExpiring}
            onChange={(event) => {
              setOnlyExpiring(event.currentTarget.checked);
              setPage(0);
            }}
            mb={8}
          />
        </Group>
      </Group>
      {productId ? (
        <Group gap="xs" mb="sm">
          <Text size="sm">
            {`Lots of ${data?.lots[0]?.product_name ?? 'one product'}`}
            {data?.unlotted?.length
              ? `; in no lot: ${data.unlotted
                  .map((none) => `${none.total_stock} at ${none.location_name}`)
                  .join(', ')}`
              : ''}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setSearch((current) => {
                const next = new URLSearchParams(current);
                next.delete('product_id');
                return next;
              });
              setPage(0);
            }}
          >
            Show all lots
          </Button>
        </Group>
      ) : null}
      <ListTable
        label="Lots"
        columns={columns}
        rows={data?.lots}
        rowKey={(lot) => `${lot.product_id}/${lot.location_id}/${lot.lot_code}`}
        loading={isPending}
        empty={
          onlyExpiring
            ? `No lot expired or expiring within ${days} days.`
            : 'No lot holds stock yet. Turn on Track lots on a product; its inbound movements then name a lot and an expiry date.'
        }
        emptyIcon={IconBarcode}
        pagination={
          data
            ? {
                page,
                pageSize: LOTS_PAGE_SIZE,
                total: data.pagination.total,
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
