import { Container, Group, Select } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { DateText, useRouteFormats } from '../../../lib/use-formats';
import {
  PURCHASE_ORDERS_PAGE_SIZE,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  usePurchaseOrders,
  useSuppliers,
} from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import {
  PURCHASE_ORDER_STATUSES,
  PurchaseOrderStatusBadge,
  STATUS_LABELS,
} from './purchase-order-status';

/** The order's total in its currency (the supplier's), as the provider writes amounts. */
export function OrderMoney({ amount, currency }: { amount: number; currency: string }) {
  return useRouteFormats().money(amount, currency);
}

const columnsOf = (t: TFunction<'purchase-orders'>): ListColumn<PurchaseOrder>[] => [
  {
    header: t('list.columns.number'),
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.number}</span>,
    card: 'title',
  },
  { header: t('list.columns.supplier'), render: (row) => row.supplier.name },
  { header: t('list.columns.location'), render: (row) => row.location.name },
  {
    header: t('list.columns.status'),
    render: (row) => <PurchaseOrderStatusBadge status={row.status} />,
    card: 'badge',
  },
  {
    header: t('list.columns.expectedOn'),
    render: (row) => (row.expected_on ? <DateText value={row.expected_on} /> : null),
  },
  {
    header: t('list.columns.total'),
    render: (row) => <OrderMoney amount={row.total} currency={row.currency} />,
    numeric: true,
  },
  { header: t('list.columns.created'), render: (row) => <DateText value={row.created_at} /> },
];

/** A filter's width: side by side on a desk, each across a phone. */
const FILTER = { flex: '1 1 180px', maxWidth: 280 };

const isStatus = (value: string | null): value is PurchaseOrderStatus =>
  PURCHASE_ORDER_STATUSES.includes(value as PurchaseOrderStatus);

/**
 * /provider/:providerId/purchase-orders: the provider's purchase orders, newest first, by status
 * and supplier; both and the page are kept in the address (`?status=SENT&supplier=…&page=2`).
 */
export function PurchaseOrdersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { t } = useTranslation(PURCHASE_ORDERS);
  const list = useListParams(['status', 'supplier']);
  const status = isStatus(list.filters.status) ? list.filters.status : null;
  const supplierId = list.filters.supplier;
  const { data, isPending } = usePurchaseOrders(providerId, { status, supplierId }, list.page);
  const { data: suppliers } = useSuppliers(providerId);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/purchase-orders');
  const create = () => navigate(`/provider/${providerId}/purchase-order`);
  const filtered = Boolean(status || supplierId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.total}
        addLabel={t('list.add')}
        onAdd={create}
        addDisabledReason={refusal}
      />
      <Group gap="sm" mb="md" wrap="wrap" align="flex-start">
        <Select
          label={t('list.statusFilter')}
          placeholder={t('list.anyStatus')}
          clearable
          data={PURCHASE_ORDER_STATUSES.map((value) => ({
            value,
            label: t(STATUS_LABELS[value]),
          }))}
          value={status}
          onChange={(value) => list.setFilter('status', value)}
          style={FILTER}
        />
        <Select
          label={t('list.supplierFilter')}
          placeholder={t('list.anySupplier')}
          clearable
          searchable
          data={(suppliers ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
          value={supplierId}
          onChange={(value) => list.setFilter('supplier', value)}
          style={FILTER}
        />
      </Group>
      <ListTable
        label={t('list.title')}
        columns={columnsOf(t)}
        rows={data?.purchase_orders}
        rowKey={(row) => row.id}
        loading={isPending}
        rowHref={(row) => `/provider/${providerId}/purchase-order/${row.id}`}
        empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
        emptyIcon={IconFileInvoice}
        emptyAction={
          refusal || filtered ? null : <NextStep label={t('list.create')} onClick={create} />
        }
        pagination={
          data
            ? {
                page: list.page,
                pageSize: PURCHASE_ORDERS_PAGE_SIZE,
                total: data.total,
                onPageChange: list.setPage,
              }
            : undefined
        }
      />
    </Container>
  );
}
