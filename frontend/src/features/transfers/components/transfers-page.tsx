import { Badge, Chip, Container, Group } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
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

const STATUS_COLORS: Record<TransferStatusName, string> = {
  CREATED: 'gray',
  IN_TRANSIT: 'blue',
  PARTIALLY_RECEIVED: 'yellow',
  RECEIVED: 'green',
  CANCELLED: 'red',
};

export function TransferStatusBadge({ status }: { status: TransferStatusName }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {TRANSFER_STATUS_LABELS[status]}
    </Badge>
  );
}

const units = (transfer: TransferView) =>
  transfer.lines.reduce((sum, line) => sum + line.quantity, 0);

const columns: ListColumn<TransferView>[] = [
  {
    header: 'Number',
    render: (t) => <span style={{ whiteSpace: 'nowrap' }}>{t.number}</span>,
    card: 'title',
  },
  { header: 'Created', render: (t) => <DateText value={t.created_at} /> },
  { header: 'From', render: (t) => t.from_location.name },
  { header: 'To', render: (t) => t.to_location.name },
  { header: 'Products', render: (t) => t.lines.length, numeric: true },
  { header: 'Units', render: units, numeric: true },
  { header: 'Status', render: (t) => <TransferStatusBadge status={t.status} />, card: 'badge' },
];

const STATUSES = Object.keys(TRANSFER_STATUS_LABELS) as TransferStatusName[];

/**
 * /provider/:providerId/transfers: the provider's transfers, newest first, by status; the
 * statuses and the page are kept in the address (`?status=IN_TRANSIT,RECEIVED&page=2`).
 */
export function TransfersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
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
        title="Transfers"
        count={data?.pagination.total}
        addLabel="New transfer"
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
        <Group gap="xs" mb="md" aria-label="Status">
          {STATUSES.map((value) => (
            <Chip key={value} value={value} size="sm">
              {TRANSFER_STATUS_LABELS[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListTable
        label="Transfers"
        columns={columns}
        rows={data?.transfers}
        rowKey={(t) => t.id}
        loading={isPending}
        rowHref={(t) => `/provider/${providerId}/transfer/${t.id}`}
        empty={
          status.length > 0
            ? 'No transfers with these statuses.'
            : 'Move stock between your locations with a transfer: create it, ship it, receive it.'
        }
        emptyIcon={IconTruckDelivery}
        emptyAction={
          refusal || status.length > 0 ? null : (
            <NextStep label="Create a transfer" onClick={create} />
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
