import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useFormats } from '../../../lib/use-formats';
import type { LocationValue, StockValue } from '../api/stock-value-api';
import { STOCK_VALUE } from '../messages';
import { Figure } from './figure';

/** The total the stock is worth at the moment shown, and what each location holds of it. */
export function ValueSection({
  providerId,
  asOf,
  value,
  loading,
}: {
  providerId: string;
  /** The moment shown (ISO), undefined for now. */
  asOf: string | undefined;
  value: StockValue | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(STOCK_VALUE);
  const fmt = useFormats(providerId);
  const columns: ListColumn<LocationValue>[] = [
    { header: t('locations.location'), render: (row) => row.location_name, card: 'title' },
    { header: t('locations.value'), render: (row) => fmt.money(row.value), numeric: true },
  ];
  return (
    <SectionCard title={t('total.title')}>
      <Stack gap="md">
        <Figure
          amount={value ? fmt.money(value.total) : undefined}
          basis={asOf ? t('total.asOf', { moment: fmt.moment(asOf) }) : t('total.now')}
          testId="stock-value-total"
        />
        <ListTable
          label={t('locations.title')}
          columns={columns}
          rows={value?.locations}
          rowKey={(row) => row.location_id}
          loading={loading}
          skeletonRows={2}
          rowHref={(row) => `/provider/${providerId}/location/${row.location_id}`}
          empty={t('locations.none')}
        />
      </Stack>
    </SectionCard>
  );
}
