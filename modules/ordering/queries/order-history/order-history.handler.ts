import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OrderHistoryEntryResponse as OrderHistoryEntry } from '../../../inventory';
import { StockLedgerReadModel } from '../../../inventory';
import { EVENT_STORE, EventStore, formatPosition, occurredAt } from '../../../platform';
import { OrderEvent } from '../../domain/order';
import { providerOrderEvents } from '../../infrastructure/order-events';
import { OrderHistory } from './order-history.query';

function detailOf(event: OrderEvent): Record<string, unknown> {
  switch (event.type) {
    case 'OrderPlaced':
      return { lines: event.data.lines.length, notes: event.data.notes };
    case 'OrderShipped':
      return {
        shipment: event.data.sequence,
        lines: event.data.lines.length,
        carrier: event.data.carrier,
        tracking_number: event.data.trackingNumber,
      };
    case 'ReturnRequested':
      return { return: event.data.sequence, lines: event.data.lines.length, by: event.data.by };
    case 'ReturnApproved':
      return { return: event.data.sequence };
    case 'ReturnRefused':
      return { return: event.data.sequence, reason: event.data.reason };
    case 'ReturnReceived':
      return {
        return: event.data.sequence,
        restocked: event.data.lines.reduce((sum, line) => sum + line.restocked, 0),
        written_off: event.data.lines.reduce((sum, line) => sum + line.writtenOff, 0),
      };
    case 'OrderNotesChanged':
      return { notes: event.data.notes };
    case 'OrderCancelled':
      return { by: event.data.by };
    case 'AttachmentAdded':
      return { file_name: event.data.attachment.file_name };
    case 'AttachmentRemoved':
      return { attachment_id: event.data.attachmentId };
    case 'OrderFulfilled':
      return {};
    case 'OrderHeld':
      return {
        reason: event.data.reason,
        balance: event.data.balance,
        limit: event.data.limit,
        total: event.data.total,
      };
    case 'OrderReleased':
      return {};
  }
}

/** Read from the order's own stream, not the read model: every event, with who and when. */
@QueryHandler(OrderHistory)
export class OrderHistoryHandler implements IQueryHandler<OrderHistory> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly ledger: StockLedgerReadModel,
  ) {}

  async execute({ providerId, orderId }: OrderHistory) {
    const events = await providerOrderEvents(this.store, providerId, orderId);
    const names = await this.ledger.actorNames(
      providerId,
      events.map((e) => ({
        actor_id: e.metadata.actorId ?? null,
        actor_type: e.metadata.actorType ?? null,
      })),
    );
    const history = events.map((event): OrderHistoryEntry => {
      const actorId = event.metadata.actorId ?? null;
      return {
        type: event.type as OrderEvent['type'] satisfies OrderHistoryEntry['type'],
        at: occurredAt(event),
        position: formatPosition(event.position),
        actor: {
          id: actorId,
          type: event.metadata.actorType ?? null,
          name: actorId ? (names.get(actorId) ?? null) : null,
        },
        detail: detailOf({ type: event.type, data: event.data } as OrderEvent),
      };
    });
    return { history };
  }
}
