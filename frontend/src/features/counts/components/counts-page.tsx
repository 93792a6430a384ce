import { Badge, Chip, Container, Group } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { NextStep } from '../../../components/empty-state';
import { valuesOf, valuesText } from '../../../components/list-params';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { DateTimeText } from '../../../lib/use-formats';
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
  { header: 'Started', render: (c) => <DateTimeText value={c.started_at} />, card: 'title' },
  { header: 'Location', render: (c) => c.location.name },
  { header: 'Products', render: (c) => c.filter ?? 'All' },
  { header: 'Counted', render: (c) => `${c.lines_counted} / ${c.lines_total}`, numeric: true },
  { header: 'Status', render: (c) => <CountStatusBadge status={c.status} />, card: 'badge' },
];

const STATUSES = Object.keys(COUNT_STATUS_LABELS) as CountStatusName[];

/**
 * /provider/:providerId/counts: the provider's stock counts, newest first, by status; the
 * statuses and the page are kept in the address (`?status=OPEN&page=2`).
 */
export function CountsPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const list = useListParams(['status']);
  const status = valuesOf(list.filters.status, STATUSES);
  const page = list.page;
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
        onChange={(value) =>
          list.setFilter('status', valuesText(valuesOf(value.join(','), STATUSES)))
        }
      >
        <Group gap="xs" mb="md" aria-label="Status">
          {STATUSES.map((value) => (
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
        rowHref={(c) => `/provider/${providerId}/count/${c.id}`}
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
                onPageChange: list.setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
