import { Badge, Chip, Container, Group } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { valuesOf, valuesText } from '../../../components/list-params';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { DateText } from '../../../lib/use-formats';
import {
  TRANSFER_STATUS_LABELS,
  TRANSFERS_PAGE_SIZE,
  type TransferStatusName,
  type TransferView,
  useTransfers,
} from '../api/transfers-api';
import { TRANSFERS } from '../messages';

const STATUS_COLORS: Record<TransferStatusName, string> = {
  CREATED: 'gray',
  IN_TRANSIT: 'blue',
  PARTIALLY_RECEIVED: 'yellow',
  RECEIVED: 'green',
  CANCELLED: 'red',
};

export function TransferStatusBadge({ status }: { status: TransferStatusName }) {
  const { t } = useTranslation(TRANSFERS);
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(TRANSFER_STATUS_LABELS[status])}
    </Badge>
  );
}

const units = (transfer: TransferView) =>
  transfer.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The list's columns, headed in the language on screen. */
const columnsOf = (t: TFunction<'transfers'>): ListColumn<TransferView>[] => [
  {
    header: t('list.columns.number'),
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.number}</span>,
    card: 'title',
  },
  { header: t('list.columns.created'), render: (row) => <DateText value={row.created_at} /> },
  { header: t('list.columns.from'), render: (row) => row.from_location.name },
  { header: t('list.columns.to'), render: (row) => row.to_location.name },
  { header: t('list.columns.products'), render: (row) => row.lines.length, numeric: true },
  { header: t('list.columns.units'), render: units, numeric: true },
  {
    header: t('list.columns.status'),
    render: (row) => <TransferStatusBadge status={row.status} />,
    card: 'badge',
  },
];

const STATUSES = Object.keys(TRANSFER_STATUS_LABELS) as TransferStatusName[];

/**
 * /provider/:providerId/transfers: the provider's transfers, newest first, by status; the
 * statuses and the page are kept in the address (`?status=IN_TRANSIT,RECEIVED&page=2`).
 */
export function TransfersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { t } = useTranslation(TRANSFERS);
  const list = useListParams(['status']);
  const status = valuesOf(list.filters.status, STATUSES);
  const page = list.page;
  const { data, isPending } = useTransfers(providerId, status, page);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/transfers');
  const create = () => navigate(`/provider/${providerId}/transfer`);
  const filter = status.length > 0 ? `?status=${status.join(',')}` : '';

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.pagination.total}
        addLabel={t('list.add')}
        onAdd={create}
        addDisabledReason={refusal}
        actions={
          <ExportCsvButton
            path={`/provider/${providerId}/transfers/export.csv${filter}`}
            noun="transfers"
          />
        }
      />
      <Chip.Group
        multiple
        value={status}
        onChange={(value) =>
          list.setFilter('status', valuesText(valuesOf(value.join(','), STATUSES)))
        }
      >
        <Group gap="xs" mb="md" aria-label={t('list.statusFilter')}>
          {STATUSES.map((value) => (
            <Chip key={value} value={value} size="sm">
              {t(TRANSFER_STATUS_LABELS[value])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListTable
        label={t('list.title')}
        columns={columnsOf(t)}
        rows={data?.transfers}
        rowKey={(t) => t.id}
        loading={isPending}
        rowHref={(t) => `/provider/${providerId}/transfer/${t.id}`}
        empty={status.length > 0 ? t('list.emptyFiltered') : t('list.empty')}
        emptyIcon={IconTruckDelivery}
        emptyAction={
          refusal || status.length > 0 ? null : (
            <NextStep label={t('list.create')} onClick={create} />
          )
        }
        pagination={
          data
            ? {
                page,
                pageSize: TRANSFERS_PAGE_SIZE,
                total: data.pagination.total,
                onPageChange: list.setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
