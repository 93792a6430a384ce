import { Box, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { MomentText } from '../../../lib/use-formats';
import {
  type OrderEventType,
  type OrderHistoryEntry,
  useOrderHistory,
} from '../api/order-history-api';
import { AUDIT } from '../messages';
import { ActorCell } from './actor-cell';

type Audit = TFunction<'audit'>;

/** Each event's label: `order.events.<key>` in the catalog. */
const LABEL_KEYS = {
  OrderPlaced: 'orderPlaced',
  OrderShipped: 'orderShipped',
  ReturnRequested: 'returnRequested',
  ReturnApproved: 'returnApproved',
  ReturnRefused: 'returnRefused',
  ReturnReceived: 'returnReceived',
  OrderNotesChanged: 'orderNotesChanged',
  AttachmentAdded: 'attachmentAdded',
  AttachmentRemoved: 'attachmentRemoved',
  OrderFulfilled: 'orderFulfilled',
  OrderCancelled: 'orderCancelled',
  OrderHeld: 'orderHeld',
  OrderReleased: 'orderReleased',
} as const satisfies Record<OrderEventType, string>;

/** An event's label in the language shown; an unknown one as the server names it. */
function eventLabel(t: Audit, type: OrderEventType): string {
  const key = LABEL_KEYS[type];
  return key ? t(`order.events.${key}`) : type;
}

/**
 * The return an event is about, as people read it (#1001-R2) when the order's number is known,
 * else by its sequence (return 2).
 */
function returnName(
  t: Audit,
  detail: Record<string, unknown>,
  orderNumber: string | undefined,
): string {
  const sequence = detail.return;
  if (typeof sequence !== 'number') return t('order.return');
  return orderNumber
    ? t('order.returnNumbered', { number: orderNumber, sequence: String(sequence) })
    : t('order.returnSequence', { sequence: String(sequence) });
}

/** What a return's event says beyond its label: which return, and what it holds or why. */
function returnDetail(
  t: Audit,
  entry: OrderHistoryEntry,
  orderNumber: string | undefined,
): string | null {
  const { detail } = entry;
  const parts: (string | null)[] = [returnName(t, detail, orderNumber)];
  if (entry.type === 'ReturnRequested') {
    // How many products: "1 product", "2 products".
    if (typeof detail.lines === 'number') parts.push(t('order.products', { count: detail.lines }));
    if (detail.by === 'CLIENT') parts.push(t('order.askedByClient'));
    else if (detail.by === 'PROVIDER') parts.push(t('order.recordedByStaff'));
  } else if (entry.type === 'ReturnRefused') {
    parts.push(typeof detail.reason === 'string' ? detail.reason : null);
  } else if (entry.type === 'ReturnReceived') {
    if (typeof detail.restocked === 'number')
      parts.push(t('order.restocked', { quantity: String(detail.restocked) }));
    if (typeof detail.written_off === 'number' && detail.written_off > 0)
      parts.push(t('order.writtenOff', { quantity: String(detail.written_off) }));
  }
  return parts.filter(Boolean).join(' · ');
}

/**
 * What an event changed, where that says more than its label: the file, the new notes, the
 * shipment, the return.
 */
function detailOf(
  t: Audit,
  entry: OrderHistoryEntry,
  orderNumber: string | undefined,
): string | null {
  const { detail } = entry;
  if (
    entry.type === 'ReturnRequested' ||
    entry.type === 'ReturnApproved' ||
    entry.type === 'ReturnRefused' ||
    entry.type === 'ReturnReceived'
  )
    return returnDetail(t, entry, orderNumber);
  if (entry.type === 'AttachmentAdded' && typeof detail.file_name === 'string')
    return detail.file_name;
  if (entry.type === 'OrderShipped')
    return [
      orderNumber && typeof detail.shipment === 'number'
        ? t('order.shipmentNumbered', { number: orderNumber, shipment: String(detail.shipment) })
        : t('order.shipment', { shipment: String(detail.shipment) }),
      detail.carrier,
      detail.tracking_number,
    ]
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join(' · ');
  if (entry.type === 'OrderNotesChanged')
    return typeof detail.notes === 'string' && detail.notes
      ? detail.notes
      : t('order.notesCleared');
  return null;
}

function columnsFor(t: Audit, orderNumber: string | undefined): ListColumn<OrderHistoryEntry>[] {
  return [
    {
      header: t('order.columns.event'),
      render: (entry) => {
        const detail = detailOf(t, entry, orderNumber);
        return (
          <>
            <Text size="sm">{eventLabel(t, entry.type)}</Text>
            {detail ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {detail}
              </Text>
            ) : null}
          </>
        );
      },
    },
    { header: t('order.columns.by'), render: (entry) => <ActorCell actor={entry.actor} /> },
    { header: t('order.columns.when'), render: (entry) => <MomentText value={entry.at} /> },
  ];
}

/** What of an order its events change: a new one makes the History read again. */
export interface OrderHistorySubject {
  id: string;
  /** As people read it (#1001): names its returns (#1001-R1). */
  number?: string;
  cancelled: boolean;
  fulfilled: boolean;
  notes: string | null;
  attachments: { id: string }[];
}

function versionOf(order: OrderHistorySubject): string {
  return JSON.stringify([
    order.cancelled,
    order.fulfilled,
    order.notes,
    order.attachments.map((attachment) => attachment.id),
  ]);
}

/**
 * Order detail's History (provider view): the order's events oldest first, with who and when.
 * Read from the order's own events, so it follows every change the order shows.
 */
export function OrderHistory({
  providerId,
  order,
}: {
  providerId: string;
  order: OrderHistorySubject;
}) {
  const { t } = useTranslation(AUDIT);
  const { data, isPending } = useOrderHistory(providerId, order.id, versionOf(order));
  const columns = useMemo(() => columnsFor(t, order.number), [t, order.number]);
  return (
    <Box mt="md">
      <SectionCard title={t('order.title')}>
        <ListTable
          columns={columns}
          rows={data}
          rowKey={(entry) => entry.position}
          loading={isPending}
          empty={t('order.empty')}
          skeletonRows={2}
        />
      </SectionCard>
    </Box>
  );
}
