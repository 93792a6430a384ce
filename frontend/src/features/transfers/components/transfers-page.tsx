import { Badge, Chip, Container, Group } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { formatOrderDate } from '../../../components/order-status';
import { PageHeader } from '../../../components/page-header';
import { useRefusal } from '../../../lib/session';
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
  { header: 'Number', render: (t) => <span style={{ whiteSpace: 'nowrap' }}>{t.number}</span> },
  { header: 'Created', render: (t) => formatOrderDate(t.created_at) },
  { header: 'From', render: (t) => t.from_location.name },
  { header: 'To', render: (t) => t.to_location.name },
  { header: 'Products', render: (t) => t.lines.length, numeric: true },
  { header: 'Units', render: units, numeric: true },
  { header: 'Status', render: (t) => <TransferStatusBadge status={t.status} /> },
];

/** /provider/:providerId/transfers: the provider's transfers, newest first, by status. */
export function TransfersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const [status, setStatus] = useState<TransferStatusName[]>([]);
  const [page, setPage] = useState(0);
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
        onChange={(value) => {
          setStatus(value as TransferStatusName[]);
          setPage(0);
        }}
      >
        <Group gap="xs" mb="md" aria-label="Status">
          {(Object.keys(TRANSFER_STATUS_LABELS) as TransferStatusName[]).map((value) => (
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
        onRowClick={(t) => navigate(`/provider/${providerId}/transfer/${t.id}`)}
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
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
