import { Badge, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
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
import { useLiveLowStock } from './use-live-low-stock';

const columns: ListColumn<ReorderPointView>[] = [
  { header: 'Product', render: (row) => row.product_name, card: 'title' },
  { header: 'Location', render: (row) => row.location_name },
  { header: 'Available', render: (row) => row.current_stock, numeric: true },
  { header: 'Minimum', render: (row) => row.minimum, numeric: true },
  {
    header: 'In transit',
    render: (row) => row.in_transit_stock,
    numeric: true,
  },
  {
    header: 'Suggested order',
    numeric: true,
    render: (row) => (
      <Badge variant="light" color={row.suggested_quantity > 0 ? 'orange' : 'gray'}>
        {row.suggested_quantity}
      </Badge>
    ),
  },
  {
    header: 'Low since',
    render: (row) => (row.low_since ? <DateTimeText value={row.low_since} /> : ''),
  },
];

/**
 * /provider/:providerId/low-stock: every stock at or below its minimum, the longest low first,
 * with what to order; live. Reorder points come and go by CSV here and on each product's page.
 * A row links to its product; the page is kept in the address (`?page=2`).
 */
export function LowStockPage() {
  const providerId = useParams().providerId!;
  const queryClient = useQueryClient();
  const list = useListParams();
  const page = list.page;
  const { data, isPending } = useLowStock(providerId, page);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/reorder-points/import');
  useLiveLowStock(providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Low stock"
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
      <ListTable
        label="Low stock"
        columns={columns}
        rows={data?.low_stock}
        rowKey={(row) => `${row.product_id}/${row.location_id}`}
        loading={isPending}
        rowHref={(row) => `/provider/${providerId}/product/${row.product_id}`}
        empty="Nothing is low on stock. Set a minimum per location on a product's page, or import reorder points from CSV."
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
