import { Box, Text } from '@mantine/core';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { formatMoment } from '../../../lib/format';
import {
  type OrderEventType,
  type OrderHistoryEntry,
  useOrderHistory,
} from '../api/order-history-api';
import { ActorCell } from './actor-cell';

const LABELS: Record<OrderEventType, string> = {
  OrderPlaced: 'Placed',
  OrderShipped: 'Shipped',
  OrderNotesChanged: 'Notes edited',
  AttachmentAdded: 'Attachment added',
  AttachmentRemoved: 'Attachment removed',
  OrderFulfilled: 'Fulfilled',
  OrderCancelled: 'Cancelled',
};

/** What an event changed, where that says more than its label: the file, the new notes. */
function detailOf(entry: OrderHistoryEntry): string | null {
  const { detail } = entry;
  if (entry.type === 'AttachmentAdded' && typeof detail.file_name === 'string')
    return detail.file_name;
  if (entry.type === 'OrderShipped')
    return [`Shipment ${detail.shipment}`, detail.carrier, detail.tracking_number]
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join(' · ');
  if (entry.type === 'OrderNotesChanged')
    return typeof detail.notes === 'string' && detail.notes ? detail.notes : 'Notes cleared';
  return null;
}

const columns: ListColumn<OrderHistoryEntry>[] = [
  {
    header: 'Event',
    render: (entry) => {
      const detail = detailOf(entry);
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
  { header: 'When', render: (entry) => formatMoment(entry.at) },
];

/** What of an order its events change: a new one makes the History read again. */
export interface OrderHistorySubject {
  id: string;
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
