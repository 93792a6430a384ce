import { Badge } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import { OrderStatusBadge, orderStatusKey } from '../../../components/order-status';
import { DateText, useRouteFormats } from '../../../lib/use-formats';
import { waits } from '../inbox-view';
import { ORDERS } from '../messages';

/** An order's total in its currency, as the provider writes amounts. */
function OrderTotal({ order }: { order: Order }) {
  const formats = useRouteFormats();
  return formats.money(order.totals?.total, order.currency);
}

/**
 * The list's columns, headed in the language shown: number, date, client, location, status (with
 * its mark in the inbox), and the total on a phone's card.
 */
function columnsOf(t: TFunction<'orders'>, marked: boolean): ListColumn<Order>[] {
  return [
    {
      header: t('table.columns.number'),
      render: (order) => <OrderNumber order={order} />,
      card: 'title',
    },
    { header: t('table.columns.date'), render: (order) => <DateText value={order.created_at} /> },
    { header: t('table.columns.client'), render: (order) => order.client?.name ?? '—' },
    {
      header: t('table.columns.location'),
      render: (order) => order.location?.name ?? '—',
      // A phone's card keeps what tells orders apart: number, status, client, date and total.
      card: 'hidden',
    },
    {
      header: t('table.columns.status'),
      render: (order) =>
        marked ? <MarkedStatus order={order} /> : <OrderStatusBadge order={order} />,
      card: 'badge',
    },
    {
      header: t('table.columns.total'),
      render: (order) => (order.totals ? <OrderTotal order={order} /> : null),
      // On a phone's card only: the table leaves amounts to the order's own screen.
      cardOnly: true,
    },
  ];
}

/** The mark's colour: the orange light badges write their text in (readable on both schemes). */
const MARK_COLOR = 'var(--mantine-color-orange-light-color)';

/**
 * What waits for staff: its row's (a phone's card's) left edge in the mark's colour (the inbox's
 * rows that hold a mark), for the list `data-marked` wraps. `:has` keeps it to the rows, with no
 * prop per row.
 */
export const WAITING_ROWS_CSS = `[data-marked] tbody tr:has([data-needs-action]) > td:first-child,[data-marked] [data-card]:has([data-needs-action]){box-shadow:inset 3px 0 0 ${MARK_COLOR}}`;

// Two badges (a status and Credit hold) go under each other where a phone's card has no room
// for both, rather than each cut short.
const STATUS_WITH_MARK: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: 8,
  whiteSpace: 'nowrap',
};
const DOT: CSSProperties = {
  display: 'inline-block',
  flex: 'none',
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: MARK_COLOR,
};

/** The dot that marks what waits for staff, as the inbox's view control shows it too. */
export function NeedsActionDot({ label }: { label?: string }) {
  return label ? (
    <span role="img" aria-label={label} title={label} style={DOT} data-needs-action />
  ) : (
    <span aria-hidden="true" style={DOT} />
  );
}

/**
 * The status with, for an order that waits for staff, its mark: the status already says what a
 * pending or partly shipped order waits for, so a dot named "Needs action" follows it; a
 * complete order waits for its return, which a badge says.
 */
function MarkedStatus({ order }: { order: Order }) {
  const { t } = useTranslation(ORDERS);
  // Held over the client's credit limit: first in the inbox, and said so.
  if (order.hold && !order.cancelled)
    return (
      <span style={STATUS_WITH_MARK}>
        <OrderStatusBadge order={order} />
        <Badge color="red" variant="light" data-needs-action>
          {t('table.creditHold')}
        </Badge>
      </span>
    );
  if (!waits(order)) return <OrderStatusBadge order={order} />;
  return (
    <span style={STATUS_WITH_MARK}>
      <OrderStatusBadge order={order} />
      {orderStatusKey(order) === 'complete' ? (
        <Badge color="orange" variant="light" data-needs-action>
          {t('table.returnToHandle')}
        </Badge>
      ) : (
        <NeedsActionDot label={t('table.needsAction')} />
      )}
    </span>
  );
}

export interface OrdersTableProps {
  providerId: string;
  /** One loaded page: its orders and the total across all pages. */
  data: { orders: Order[]; total: number } | undefined;
  loading: boolean;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shown instead of the table once loaded with no orders. */
  empty: ReactNode;
  /** The empty state's icon and next step. */
  emptyIcon?: Icon;
  emptyAction?: ReactNode;
  /**
   * The inbox: the orders that wait for staff are marked (a dot, or a badge for a return to
   * handle, and with WAITING_ROWS_CSS their row's left edge).
   */
  marked?: boolean;
}

/** Where an order's row leads: the order's page, or a movement's transaction page. */
export function orderHref(providerId: string, order: Order): string {
  const screen = order.transaction_type === 'ORDER' ? 'order' : 'transaction';
  return `/provider/${providerId}/${screen}/${order.id}`;
}

/**
 * The provider's order list (Inbox and Orders, docs/product.md §2.5): number, date, client,
 * location, status; a row is a link to the order (a movement, its transaction page).
 */
export function OrdersTable({
  providerId,
  data,
  loading,
  page,
  pageSize,
  onPageChange,
  empty,
  emptyIcon,
  emptyAction,
  marked,
}: OrdersTableProps) {
  const { t } = useTranslation(ORDERS);
  const columns = useMemo(() => columnsOf(t, Boolean(marked)), [t, marked]);
  return (
    <ListTable
      label={t('table.label')}
      columns={columns}
      rows={data?.orders}
      rowKey={(order) => order.id}
      loading={loading}
      rowHref={(order) => orderHref(providerId, order)}
      empty={empty}
      emptyIcon={emptyIcon}
      emptyAction={emptyAction}
      pagination={{ page, pageSize, total: data?.total ?? 0, onPageChange }}
      // A page is up to 100 orders; a screen shows about 15.
      firstRows={25}
    />
  );
}
