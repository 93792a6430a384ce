import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { ApiError, apiGet } from '../../../lib/api-client';
import { type Order, ordersQueryKey } from '../../orders/api/orders-api';
import { formatOrderDate } from '../../orders/components/order-status';

const columns: ListColumn<Order>[] = [
  { header: 'Order', render: (order) => order.id },
  { header: 'Date', render: (order) => formatOrderDate(order.created_at) },
  { header: 'Client', render: (order) => order.client?.name ?? '—' },
];

export interface RecentOrdersTableProps {
  providerId: string;
  /** Whose orders: a product's (product_id) or a client's (client_id). */
  filter: { product_id: string } | { client_id: string };
  /** Spec 9: 5 per page on Client detail; the default 10 elsewhere. */
  pageSize?: number;
  empty: string;
  /**
   * Spec 8: loading the orders of a product failing shows a browser alert with the server error;
   * other failures leave the table empty.
   */
  alertOnError?: boolean;
}

/** The Recent Orders block of Product and Client detail: Order, Date, Client; a row opens it. */
export function RecentOrdersTable({
  providerId,
  filter,
  pageSize = 10,
  empty,
  alertOnError = false,
}: RecentOrdersTableProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [[by, id]] = Object.entries(filter);
  const { data, isPending, error, errorUpdatedAt } = useQuery({
    queryKey: [...ordersQueryKey(providerId), 'recent', by, id, pageSize, page],
    queryFn: async ({ signal }) => {
      const body = await apiGet<{ orders?: Order[]; pagination?: { total?: number } }>(
        `/provider/${providerId}/orders?type=ORDER&${by}=${id}&limit=${pageSize}&offset=${page * pageSize}`,
        { signal },
      );
      return { orders: body?.orders ?? [], total: body?.pagination?.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    retry: alertOnError ? false : 1,
  });

  useEffect(() => {
    if (!alertOnError || !error || !errorUpdatedAt) return;
    window.alert(error instanceof ApiError ? error.message : String(error));
  }, [alertOnError, error, errorUpdatedAt]);

  return (
    <SectionCard title="Recent Orders">
      <ListTable
        columns={columns}
        rows={error ? [] : data?.orders}
        rowKey={(order) => order.id}
        loading={isPending && !error}
        onRowClick={(order) => navigate(`/provider/${providerId}/order/${order.id}`)}
        empty={empty}
        pagination={{ page, pageSize, total: data?.total ?? 0, onPageChange: setPage }}
        skeletonRows={3}
      />
    </SectionCard>
  );
}
