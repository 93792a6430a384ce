import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STORE,
  EventStore,
  formatPosition,
  notFound,
  occurredAt,
  RecordedEvent,
} from '../../platform';
import { evolve, OrderEvent, OrderPlaced, OrderState } from '../domain/order';
import { orderStreamId } from '../domain/stock-stream';
import { OrderRow, OrdersQuery, OrderView } from './orders.query';
import type { OrderHistoryEntry } from './stock-history.types';
import { StockLedgerQuery } from './stock-ledger.query';

function detailOf(event: OrderEvent): Record<string, unknown> {
  switch (event.type) {
    case 'OrderPlaced':
      return { lines: event.data.lines.length, notes: event.data.notes };
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
  }
}

/**
 * An order's past, from its own stream rather than the read model: the events in order with
 * who and when, and the order as it stood at any moment (its events up to then, folded).
 */
@Injectable()
export class OrderHistoryQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly orders: OrdersQuery,
    private readonly ledger: StockLedgerQuery,
  ) {}

  /** The order's events, or 404 when it is not this provider's. */
  private async events(providerId: string, orderId: string): Promise<RecordedEvent[]> {
    const events = await this.store.readStream(orderStreamId(orderId));
    const placed = events[0]?.data as OrderPlaced['data'] | undefined;
    if (!placed || placed.providerId !== providerId) throw notFound('No such order.');
    return events;
  }

  async history(providerId: string, orderId: string): Promise<OrderHistoryEntry[]> {
    const events = await this.events(providerId, orderId);
    const names = await this.ledger.actorNames(
      providerId,
      events.map((e) => ({
        actor_id: e.metadata.actorId ?? null,
        actor_type: e.metadata.actorType ?? null,
      })),
    );
    return events.map((event) => {
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
  }

  /** The order as it stood at `asOf`; 404 when it had not been placed yet. */
  async asOf(providerId: string, orderId: string, asOf: Date): Promise<OrderView> {
    const events = (await this.events(providerId, orderId)).filter(
      (event) => new Date(occurredAt(event)) <= asOf,
    );
    if (events.length === 0) throw notFound('This order had not been placed yet at that time.');
    const state = events.reduce<OrderState | null>(
      (current, event) => evolve(current, { type: event.type, data: event.data } as OrderEvent),
      null,
    )!;
    const row: OrderRow = {
      id: state.orderId,
      provider_id: state.providerId,
      client_id: state.clientId,
      location_id: state.locationId,
      type: state.orderType,
      created_at: new Date((events[0].data as OrderPlaced['data']).placedAt),
      cancelled: state.cancelled,
      fulfilled: state.fulfilled,
      notes: state.notes,
      lines: state.lines,
      attachments: state.attachments,
    };
    return (await this.orders.views(providerId, [row]))[0];
  }
}
