import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Order, type RecentOrdersFilter, useRecentOrders } from '../api/orders';
import { ApiError } from '../lib/api-client';
import { DateText } from '../lib/use-formats';
import { type ListColumn, ListTable } from './list-table';
import { OrderNumber } from './order-number';
import { SectionCard } from './section-card';

export interface RecentOrdersTableProps {
  providerId: string;
  /** Whose orders: a product's (product_id) or a client's (client_id). */
  filter: RecentOrdersFilter;
  /** docs/product.md §9: 5 per page on Client detail; the default 10 elsewhere. */
  pageSize?: number;
  empty: string;
  /**
   * docs/product.md §8: loading the orders of a product failing shows a browser alert with the
   * server error; other failures leave the table empty.
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
  const { t } = useTranslation();
  const columns = useMemo<ListColumn<Order>[]>(
    () => [
      { header: t('recentOrders.columns.order'), render: (order) => <OrderNumber order={order} /> },
      {
        header: t('recentOrders.columns.date'),
        render: (order) => <DateText value={order.created_at} />,
      },
      { header: t('recentOrders.columns.client'), render: (order) => order.client?.name ?? '—' },
    ],
    [t],
  );
  const [page, setPage] = useState(0);
  const { data, isPending, error, errorUpdatedAt } = useRecentOrders(
    providerId,
    filter,
    pageSize,
    page,
    alertOnError ? false : 1,
  );

  useEffect(() => {
    if (!alertOnError || !error || !errorUpdatedAt) return;
    window.alert(error instanceof ApiError ? error.message : String(error));
  }, [alertOnError, error, errorUpdatedAt]);

  return (
    <SectionCard title={t('recentOrders.title')}>
      <ListTable
        columns={columns}
        rows={error ? [] : data?.orders}
        rowKey={(order) => order.id}
        loading={isPending && !error}
        rowHref={(order) => `/provider/${providerId}/order/${order.id}`}
        empty={empty}
        pagination={{ page, pageSize, total: data?.total ?? 0, onPageChange: setPage }}
        skeletonRows={3}
      />
    </SectionCard>
  );
}
