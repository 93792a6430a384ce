import { Alert, Badge, Container, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ExportCsvButton } from '../../../components/csv-actions';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { useFormats } from '../../../lib/use-formats';
import { type LotMovementRow, type LotTakerRow, useLotTrace } from '../api/lots-api';
import { useLiveLots } from '../hooks/use-live-lots';
import { LOTS } from '../messages';
import { sourcePath, typeLabel } from './lot-links';
import { LotSearch } from './lot-search';

const REASONS = {
  placed: 'trace.changes.events.placed',
  fulfilled: 'trace.changes.events.fulfilled',
  cancelled: 'trace.changes.events.cancelled',
  shipped: 'trace.changes.events.shipped',
  received: 'trace.changes.events.received',
  written_off: 'trace.changes.events.writtenOff',
} as const;

/**
 * /provider/:providerId/lots/:lotCode: where a lot went (a recall): every order, movement and
 * transfer that took units from it, with the client, and every change of the lot.
 */
export function LotTracePage() {
  const { providerId, lotCode } = useParams() as { providerId: string; lotCode: string };
  const { t } = useTranslation(LOTS);
  const { data, isPending, error } = useLotTrace(providerId, lotCode);
  // To the second: a recall reads what happened to the lot in the order it happened.
  const fmt = useFormats(providerId);
  // Live: what orders and movements do to the lots shows as it happens.
  useLiveLots(providerId);

  const takerColumns: ListColumn<LotTakerRow>[] = [
    { header: t('trace.takers.columns.date'), render: (row) => fmt.moment(row.at) },
    {
      header: t('trace.takers.columns.order'),
      render: (row) => (
        <Link to={sourcePath(providerId, row.order_type, row.order_id)}>
          {t('trace.takers.source', {
            type: typeLabel(t, row.order_type),
            reference: row.order_id.slice(0, 8),
          })}
        </Link>
      ),
    },
    {
      header: t('trace.takers.columns.client'),
      render: (row) =>
        row.client_name
          ? row.client_email
            ? t('trace.takers.clientWithEmail', { name: row.client_name, email: row.client_email })
            : row.client_name
          : '—',
    },
    { header: t('trace.takers.columns.product'), render: (row) => row.product_name },
    { header: t('trace.takers.columns.location'), render: (row) => row.location_name },
    { header: t('trace.takers.columns.units'), render: (row) => row.quantity, numeric: true },
    {
      header: t('trace.takers.columns.status'),
      render: (row) =>
        row.cancelled ? (
          <Badge color="red" variant="light">
            {t('trace.takers.status.cancelled')}
          </Badge>
        ) : row.fulfilled ? (
          <Badge color="green" variant="light">
            {t('trace.takers.status.fulfilled')}
          </Badge>
        ) : row.order_type === 'ORDER' ? (
          <Badge variant="light">{t('trace.takers.status.pending')}</Badge>
        ) : null,
    },
  ];
  const movementColumns: ListColumn<LotMovementRow>[] = [
    { header: t('trace.changes.columns.date'), render: (row) => fmt.moment(row.at) },
    {
      header: t('trace.changes.columns.source'),
      render: (row) => (
        <Link to={sourcePath(providerId, row.order_type, row.order_id)}>
          {typeLabel(t, row.order_type)}
        </Link>
      ),
    },
    {
      header: t('trace.changes.columns.event'),
      render: (row) =>
        row.reason in REASONS ? t(REASONS[row.reason as keyof typeof REASONS]) : row.reason,
    },
    { header: t('trace.changes.columns.product'), render: (row) => row.product_name },
    { header: t('trace.changes.columns.location'), render: (row) => row.location_name },
    {
      header: t('trace.changes.columns.available'),
      render: (row) => fmt.signed(row.delta_current),
      numeric: true,
    },
    {
      header: t('trace.changes.columns.committed'),
      render: (row) => fmt.signed(row.delta_committed),
      numeric: true,
    },
    {
      header: t('trace.changes.columns.lotAfter'),
      render: (row) => row.current_stock + row.committed_stock,
      numeric: true,
    },
  ];
  return (
    <Container component="section" size="lg">
      <PageHeader title={t('trace.title', { code: lotCode })} />
      <Stack gap="md">
        <LotSearch key={lotCode} providerId={providerId} initial={lotCode} />
        {error ? <Alert color="red">{t('trace.failed')}</Alert> : null}
        {data?.truncated ? <Alert color="yellow">{t('trace.truncated')}</Alert> : null}
        <SectionCard title={t('trace.takers.title')}>
          <ListTable
            label={t('trace.takers.title')}
            columns={takerColumns}
            rows={data?.takers}
            rowKey={(row) => `${row.order_id}/${row.product_id}/${row.location_id}`}
            loading={isPending}
            empty={t('trace.takers.empty')}
            emptyIcon={IconRoute}
          />
        </SectionCard>
        <SectionCard
          title={t('trace.changes.title')}
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
              {data.movements[0].expiry_date
                ? t('trace.changes.expiry', { date: fmt.date(data.movements[0].expiry_date) })
                : t('trace.changes.noExpiry')}
            </Text>
          ) : null}
          <ListTable
            label={t('trace.changes.title')}
            columns={movementColumns}
            rows={data?.movements}
            rowKey={(row) =>
              `${row.at}/${row.order_id}/${row.product_id}/${row.location_id}/${row.reason}`
            }
            loading={isPending}
            empty={t('trace.changes.empty')}
          />
        </SectionCard>
      </Stack>
    </Container>
  );
}
