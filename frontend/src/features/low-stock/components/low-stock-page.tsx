import { Badge, Container, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CsvActions } from '../../../components/csv-actions';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { DateTimeText } from '../../../lib/use-formats';
import {
  LOW_STOCK_PAGE_SIZE,
  lowStockQueryKey,
  type ReorderPointView,
  useLowStock,
} from '../api/low-stock-api';
import { LOW_STOCK } from '../messages';
import { useLiveLowStock } from './use-live-low-stock';

/** The list's columns, headed in the language on screen, with those another feature adds. */
const columnsOf = (
  t: TFunction<'low-stock'>,
  more: readonly ListColumn<ReorderPointView>[],
  suggestedOf: (row: ReorderPointView) => number | undefined,
): ListColumn<ReorderPointView>[] => [
  { header: t('list.columns.product'), render: (row) => row.product_name, card: 'title' },
  { header: t('list.columns.location'), render: (row) => row.location_name },
  { header: t('list.columns.available'), render: (row) => row.current_stock, numeric: true },
  { header: t('list.columns.minimum'), render: (row) => row.minimum, numeric: true },
  {
    header: t('list.columns.inTransit'),
    render: (row) => row.in_transit_stock,
    numeric: true,
  },
  ...more,
  {
    header: t('list.columns.suggested'),
    numeric: true,
    render: (row) => {
      const units = suggestedOf(row);
      // Blank while what it depends on loads, as the figures another feature adds are.
      return units === undefined ? (
        ''
      ) : (
        <Badge variant="light" color={units > 0 ? 'orange' : 'gray'}>
          {units}
        </Badge>
      );
    },
  },
  {
    header: t('list.columns.lowSince'),
    render: (row) => (row.low_since ? <DateTimeText value={row.low_since} /> : ''),
  },
];

/**
 * /provider/:providerId/low-stock: every stock at or below its minimum, the longest low first,
 * with what to order; live. Reorder points come and go by CSV here and on each product's page.
 * A row links to its product; the page is kept in the address (`?page=2`).
 */
export function LowStockPage({
  actions,
  moreColumns = [],
  suggestedOf = (row) => row.suggested_quantity,
}: {
  /** Further buttons, above the list (another feature's, composed by the route). */
  actions?: ReactNode;
  /** Further figures of each stock, after In transit (another feature's). */
  moreColumns?: readonly ListColumn<ReorderPointView>[];
  /**
   * The units to suggest for a stock (undefined: not known yet); the server's suggestion unless
   * the route knows more, such as what is already on order.
   */
  suggestedOf?: (row: ReorderPointView) => number | undefined;
} = {}) {
  const providerId = useParams().providerId!;
  const queryClient = useQueryClient();
  const { t } = useTranslation(LOW_STOCK);
  const list = useListParams();
  const page = list.page;
  const { data, isPending } = useLowStock(providerId, page);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/reorder-points/import');
  useLiveLowStock(providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.pagination.total}
        actions={
          <CsvActions
            basePath={`/provider/${providerId}/reorder-points`}
            noun="reorder points"
            onImported={() =>
              void queryClient.invalidateQueries({ queryKey: lowStockQueryKey(providerId) })
            }
            importDisabledReason={refusal}
          />
        }
      />
      {actions ? (
        <Group gap="xs" mb="md">
          {actions}
        </Group>
      ) : null}
      <ListTable
        label={t('list.title')}
        columns={columnsOf(t, moreColumns, suggestedOf)}
        rows={data?.low_stock}
        rowKey={(row) => `${row.product_id}/${row.location_id}`}
        loading={isPending}
        rowHref={(row) => `/provider/${providerId}/product/${row.product_id}`}
        empty={t('list.empty')}
        emptyIcon={IconAlertTriangle}
        pagination={
          data
            ? {
                page,
                pageSize: LOW_STOCK_PAGE_SIZE,
                total: data.pagination.total,
                onPageChange: list.setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
