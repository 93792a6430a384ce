import { Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { MomentText } from '../../../lib/use-formats';
import {
  type OrderEventType,
  type OrderHistoryEntry,
  useOrderHistory,
} from '../api/order-history-api';
import { ActorCell } from './actor-cell';

const LABELS: Record<OrderEventType, string> = {
  OrderPlaced: 'Placed',
  OrderShipped: 'Shipped',
  ReturnRequested: 'Return requested',
  ReturnApproved: 'Return approved',
  ReturnRefused: 'Return refused',
  ReturnReceived: 'Return received',
  OrderNotesChanged: 'Notes edited',
  AttachmentAdded: 'Attachment added',
  AttachmentRemoved: 'Attachment removed',
  OrderFulfilled: 'Fulfilled',
  OrderCancelled: 'Cancelled',
};

/** A count with its noun: "1 product", "2 products". */
function counted(count: unknown, noun: string): string | null {
  if (typeof count !== 'number') return null;
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * The return an event is about, as people read it (#1001-R2) when the order's number is known,
 * else by its sequence (return 2).
 */
function returnName(detail: Record<string, unknown>, orderNumber: string | undefined): string {
  const sequence = detail.return;
  if (typeof sequence !== 'number') return 'Return';
  return orderNumber ? `Return ${orderNumber}-R${sequence}` : `Return ${sequence}`;
}

/** What a return's event says beyond its label: which return, and what it holds or why. */
function returnDetail(entry: OrderHistoryEntry, orderNumber: string | undefined): string | null {
  const { detail } = entry;
  const parts: (string | null)[] = [returnName(detail, orderNumber)];
  if (entry.type === 'ReturnRequested') {
    parts.push(counted(detail.lines, 'product'));
    if (detail.by === 'CLIENT') parts.push('asked by the client');
    else if (detail.by === 'PROVIDER') parts.push('recorded by staff');
  } else if (entry.type === 'ReturnRefused') {
    parts.push(typeof detail.reason === 'string' ? detail.reason : null);
  } else if (entry.type === 'ReturnReceived') {
    if (typeof detail.restocked === 'number') parts.push(`${detail.restocked} restocked`);
    if (typeof detail.written_off === 'number' && detail.written_off > 0)
      parts.push(`${detail.written_off} written off`);
  }
  return parts.filter(Boolean).join(' · ');
}

/**
 * What an event changed, where that says more than its label: the file, the new notes, the
 * shipment, the return.
 */
function detailOf(entry: OrderHistoryEntry, orderNumber: string | undefined): string | null {
  const { detail } = entry;
  if (
    entry.type === 'ReturnRequested' ||
    entry.type === 'ReturnApproved' ||
    entry.type === 'ReturnRefused' ||
    entry.type === 'ReturnReceived'
  )
    return returnDetail(entry, orderNumber);
  if (entry.type === 'AttachmentAdded' && typeof detail.file_name === 'string')
    return detail.file_name;
  if (entry.type === 'OrderShipped')
    return [
      orderNumber && typeof detail.shipment === 'number'
        ? `Shipment ${orderNumber}-${detail.shipment}`
        : `Shipment ${detail.shipment}`,
      detail.carrier,
      detail.tracking_number,
    ]
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join(' · ');
  if (entry.type === 'OrderNotesChanged')
    return typeof detail.notes === 'string' && detail.notes ? detail.notes : 'Notes cleared';
  return null;
}

function columnsFor(orderNumber: string | undefined): ListColumn<OrderHistoryEntry>[] {
  return [
    {
      header: 'Event',
      render: (entry) => {
        const detail = detailOf(entry, orderNumber);
        return (
          <>
            <Text size="sm">{LABELS[entry.type] ?? entry.type}</Text>
            {detail ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {detail}
              </Text>
            ) : null}
          </>
        );
      },
    },
    { header: 'By', render: (entry) => <ActorCell actor={entry.actor} /> },
    { header: 'When', render: (entry) => <MomentText value={entry.at} /> },
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
  const { data, isPending } = useOrderHistory(providerId, order.id, versionOf(order));
  const columns = useMemo(() => columnsFor(order.number), [order.number]);
  return (
    <Box mt="md">
      <SectionCard title="History">
        <ListTable
          columns={columns}
          rows={data}
          rowKey={(entry) => entry.position}
          loading={isPending}
          empty="No events recorded for this order."
          skeletonRows={2}
        />
      </SectionCard>
    </Box>
  );
}
