import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrderPlaced } from '../../../inventory';
import { EVENT_STORE, EventStore, occurredAt } from '../../../platform';
import {
  evolve,
  OrderEvent,
  OrderNotFoundError,
  OrderState,
  openReturnsOf,
} from '../../domain/order';
import { providerOrderEvents } from '../../infrastructure/order-events';
import { OrderRow, OrdersReadModel, OrderView } from '../../projections/orders/orders.read-model';
import { OrderById } from './order-by-id.query';

@QueryHandler(OrderById)
export class OrderByIdHandler implements IQueryHandler<OrderById> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly orders: OrdersReadModel,
  ) {}

  async execute({ providerId, orderId, asOf }: OrderById) {
    if (asOf) return { order: await this.asOf(providerId, orderId, asOf) };
    return { order: await this.orders.get(providerId, orderId) };
  }

  /** Folded from the order's own stream, the read model holding only the present. */
  private async asOf(providerId: string, orderId: string, asOf: Date): Promise<OrderView> {
    const events = (await providerOrderEvents(this.store, providerId, orderId)).filter(
      (event) => new Date(occurredAt(event)) <= asOf,
    );
    if (events.length === 0)
      throw new OrderNotFoundError('This order had not been placed yet at that time.');
    const state = events.reduce<OrderState | null>(
      (current, event) => evolve(current, { type: event.type, data: event.data } as OrderEvent),
      null,
    )!;
    // Its number is the read model's (handed out when placed); an order withdrawn from the lists
    // has none to show, and is no such order now as then.
    const number = await this.orders.numberOf(providerId, orderId);
    if (number === null) throw new OrderNotFoundError();
    const placed = events[0].data as OrderPlaced['data'];
    const row: OrderRow = {
      id: state.orderId,
      provider_id: state.providerId,
      client_id: state.clientId,
      location_id: state.locationId,
      type: state.orderType,
      created_at: new Date(placed.placedAt),
      cancelled: state.cancelled,
      fulfilled: state.fulfilled,
      notes: state.notes,
      lines: state.lines,
      attachments: state.attachments,
      adjustment: state.adjustment ?? null,
      number,
      // Its prefix is the one frozen when placed, as the read model keeps it.
      number_prefix: placed.numberPrefix ?? null,
      shipped: Object.fromEntries(state.shipped.map((line) => [line.productId, line.quantity])),
      shipments: state.shipments,
      open_returns: openReturnsOf(state),
      currency: placed.currency ?? null,
      hold: state.hold ?? null,
    };
    return (await this.orders.views(providerId, [row]))[0];
  }
}
