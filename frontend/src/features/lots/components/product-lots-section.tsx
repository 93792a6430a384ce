import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../../components/csv-actions';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { DEFAULT_EXPIRING_DAYS, type LotRow, type UnlottedRow, useLots } from '../api/lots-api';
import { useLiveLots } from '../hooks/use-live-lots';
import { LOTS } from '../messages';
import { ExpiringDaysInput } from './expiring-days-input';
import { ExpiryCell, isSoon } from './expiry-badge';

/** A lot row, or the units in no lot at a location. */
type Row = (LotRow & { kind: 'lot' }) | (UnlottedRow & { kind: 'none' });

/**
 * Product detail's Lots block: the product's stock per lot and location, expired and expiring
 * lots highlighted (within N days, the viewer's choice), and the units in no lot, so that the
 * rows add up to the Inventory block's figures.
 */
export function ProductLotsSection({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { t } = useTranslation(LOTS);
  const [days, setDays] = useState(DEFAULT_EXPIRING_DAYS);
  const { data, isPending } = useLots(providerId, { productId });
  // Live: what orders and movements do to the lots shows as it happens.
  useLiveLots(providerId);
  const rows: Row[] = [
    ...(data?.lots ?? []).map((lot) => ({ ...lot, kind: 'lot' as const })),
    ...(data?.unlotted ?? []).map((none) => ({ ...none, kind: 'none' as const })),
  ];
  const columns: ListColumn<Row>[] = [
    {
      header: t('columns.lot'),
      render: (row) =>
        row.kind === 'lot' ? (
          <Link to={`/provider/${providerId}/lots/${encodeURIComponent(row.lot_code)}`}>
            {row.lot_code}
          </Link>
        ) : (
          <Text size="sm" c="dimmed">
            {t('product.noLot')}
          </Text>
        ),
    },
    { header: t('columns.location'), render: (row) => row.location_name },
    {
      header: t('columns.expiry'),
      render: (row) =>
        row.kind === 'lot' ? (
          <ExpiryCell
            expiry={row.expiry_date}
            expired={row.expired}
            daysToExpiry={row.days_to_expiry}
            withinDays={days}
          />
        ) : null,
    },
    { header: t('columns.available'), render: (row) => row.current_stock, numeric: true },
    { header: t('columns.committed'), render: (row) => row.committed_stock, numeric: true },
    { header: t('columns.total'), render: (row) => row.total_stock, numeric: true },
  ];
  const soon = (data?.lots ?? []).filter((lot) => isSoon(lot, days));
  return (
    <SectionCard
      title={t('product.title')}
      actions={
        <ExportCsvButton
          path={`/provider/${providerId}/lots/movements.csv?product_id=${productId}`}
          noun="lot-movements"
          label={t('product.export')}
        />
      }
    >
      <Group justify="space-between" align="flex-end" mb="sm">
        <ExpiringDaysInput value={days} onChange={setDays} />
        <Text size="sm" c={soon.length > 0 ? 'orange' : 'dimmed'}>
          {soon.length === 0 ? t('product.nothingSoon') : t('product.soon', { count: soon.length })}
        </Text>
      </Group>
      <ListTable
        label={t('product.title')}
        columns={columns}
        rows={data ? rows : undefined}
        rowKey={(row) =>
          row.kind === 'lot' ? `${row.location_id}/${row.lot_code}` : `${row.location_id}/none`
        }
        loading={isPending}
        empty={t('product.empty')}
        skeletonRows={2}
      />
    </SectionCard>
  );
}
