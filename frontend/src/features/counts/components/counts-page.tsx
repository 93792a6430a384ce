import { Badge, Chip, Container, Group } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
import { COUNTS } from '../messages';

const STATUS_COLORS: Record<CountStatusName, string> = {
  OPEN: 'blue',
  APPROVED: 'green',
  CANCELLED: 'red',
};

export function CountStatusBadge({ status }: { status: CountStatusName }) {
  const { t } = useTranslation(COUNTS);
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(COUNT_STATUS_LABELS[status])}
    </Badge>
  );
}

/** The list's columns, headed in the language on screen. */
const columnsOf = (t: TFunction<'counts'>): ListColumn<CountView>[] => [
  {
    header: t('list.columns.started'),
    render: (c) => <DateTimeText value={c.started_at} />,
    card: 'title',
  },
  { header: t('list.columns.location'), render: (c) => c.location.name },
  { header: t('list.columns.products'), render: (c) => c.filter ?? t('list.allProducts') },
  {
    header: t('list.columns.counted'),
    render: (c) =>
      t('list.counted', { counted: String(c.lines_counted), total: String(c.lines_total) }),
    numeric: true,
  },
  {
    header: t('list.columns.status'),
    render: (c) => <CountStatusBadge status={c.status} />,
    card: 'badge',
  },
];

const STATUSES = Object.keys(COUNT_STATUS_LABELS) as CountStatusName[];

/**
 * /provider/:providerId/counts: the provider's stock counts, newest first, by status; the
 * statuses and the page are kept in the address (`?status=OPEN&page=2`).
 */
export function CountsPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { t } = useTranslation(COUNTS);
  const list = useListParams(['status']);
  const status = valuesOf(list.filters.status, STATUSES);
  const page = list.page;
  const { data, isPending } = useCounts(providerId, status, page);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/counts');
  const create = () => navigate(`/provider/${providerId}/count`);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.pagination.total}
        addLabel={t('list.add')}
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
        <Group gap="xs" mb="md" aria-label={t('list.statusFilter')}>
          {STATUSES.map((value) => (
            <Chip key={value} value={value} size="sm">
              {t(COUNT_STATUS_LABELS[value])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <ListTable
        label={t('list.title')}
        columns={columnsOf(t)}
        rows={data?.counts}
        rowKey={(c) => c.id}
        loading={isPending}
        rowHref={(c) => `/provider/${providerId}/count/${c.id}`}
        empty={status.length > 0 ? t('list.emptyFiltered') : t('list.empty')}
        emptyIcon={IconClipboardCheck}
        emptyAction={
          refusal || status.length > 0 ? null : (
            <NextStep label={t('list.start')} onClick={create} />
          )
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
