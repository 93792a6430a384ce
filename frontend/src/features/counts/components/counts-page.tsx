import { Badge, Chip, Container, Group } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useRefusal } from '../../../lib/session';
import {
  COUNT_STATUS_LABELS,
  COUNTS_PAGE_SIZE,
  type CountStatusName,
  type CountView,
  useCounts,
} from '../api/counts-api';

const STATUS_COLORS: Record<CountStatusName, string> = {
  OPEN: 'blue',
  APPROVED: 'green',
  CANCELLED: 'red',
};

export function CountStatusBadge({ status }: { status: CountStatusName }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {COUNT_STATUS_LABELS[status]}
    </Badge>
  );
}

const columns: ListColumn<CountView>[] = [
  { header: 'Started', render: (c) => new Date(c.started_at).toLocaleString() },
  { header: 'Location', render: (c) => c.location.name },
  { header: 'Products', render: (c) => c.filter ?? 'All' },
  { header: 'Counted', render: (c) => `${c.lines_counted} / ${c.lines_total}`, numeric: true },
  { header: 'Status', render: (c) => <CountStatusBadge status={c.status} /> },
];

/** /provider/:providerId/counts: the provider's stock counts, newest first, by status. */
export function CountsPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const [status, setStatus] = useState<CountStatusName[]>([]);
  const [page, setPage] = useState(0);
  const { data, isPending } = useCounts(providerId, status, page);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/counts');
  const create = () => navigate(`/provider/${providerId}/count`);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Stock counts"
        count={data?.pagination.total}
        addLabel="New count"
        onAdd={create}
        addDisabledReason={refusal}
      />
      <Chip.Group
        multiple
        value={status}
        onChange={(value) => {
          setStatus(value as CountStatusName[]);
          setPage(0);
        }}
      >
        <Group gap="xs" mb="md" aria-label="Status">
          {(Object.keys(COUNT_STATUS_LABELS) as CountStatusName[]).map((value) => (
            <Chip key={value} value={value} size="sm">
              {COUNT_STATUS_LABELS[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListTable
        label="Stock counts"
        columns={columns}
        rows={data?.counts}
        rowKey={(c) => c.id}
        loading={isPending}
        onRowClick={(c) => navigate(`/provider/${providerId}/count/${c.id}`)}
        empty={
          status.length > 0
            ? 'No counts with these statuses.'
            : 'Count what is on your shelves: start a count, enter what you find, approve the differences.'
        }
        emptyIcon={IconClipboardCheck}
        emptyAction={
          refusal || status.length > 0 ? null : <NextStep label="Start a count" onClick={create} />
        }
        pagination={
          data
            ? {
                page,
                pageSize: COUNTS_PAGE_SIZE,
                total: data.pagination.total,
                onPageChange: setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
