import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { returnsProjection } from '../fulfilment';
import {
  inventoryProjection,
  lastLevels,
  lowStockProjection,
  ReorderPointsReadModel,
  stockLotsProjection,
} from '../inventory';
import { invoicesProjection } from '../invoicing';
import { forClient, OrdersReadModel, OrderView, ordersProjection } from '../ordering';
import { Database, ProjectionRunner, RecordedEvent } from '../platform';
import { clientRoom, orderIdsOf, providerRoom } from './domain/rooms';
import { LiveGateway } from './live.gateway';
import { InventoryCell, LiveChange, StockLots } from './live-events';
import { LiveRelay } from './live-relay';

/**
 * What an order's page shows that the orders projection does not handle (an invoice, a credit
 * note, a return approved): once the projection that lists it committed such an event, the order
 * is pushed as after any change of its own, and the pages that show it read its sections again.
 * Only these events cost a read here; every other change of an order is pushed once, by `orders`.
 */
const ORDER_PAGE_EVENTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [invoicesProjection.name, new Set(['InvoiceIssued', 'CreditNoteIssued', 'PaymentRecorded'])],
  [returnsProjection.name, new Set(['ReturnApproved'])],
]);

/**
 * Pushes what the projections committed to the rooms that show it. It listens to this
 * process's projection runner, so it publishes only where a projection runs (one process of
 * many); the relay carries each publish to the sockets of every process. Pages are published
 * one after the other, in the order they were committed.
 */
@Injectable()
export class LivePublisher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LivePublisher.name);
  /** Pages committed while a publish runs, per projection, published together next. */
  private readonly pending = new Map<string, RecordedEvent[]>();
  private draining?: Promise<void>;
  private unsubscribe?: () => void;
  private readonly relay: LiveRelay<LiveChange<OrderView>[]>;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly gateway: LiveGateway,
    private readonly orders: OrdersReadModel,
    private readonly reorderPoints: ReorderPointsReadModel,
    db: Database,
  ) {
    this.relay = new LiveRelay(
      db,
      (rooms) => {
        const server = this.gateway.server;
        if (server) for (const [room, changes] of rooms) server.to(room).emit('changes', changes);
      },
      (error) => this.logger.warn(`Live channel: ${error.message}`),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
    this.unsubscribe = this.runner.onAdvanced((name, _position, events) => {
      if (events.length === 0) return;
      this.pending.set(name, [...(this.pending.get(name) ?? []), ...events]);
      this.draining ??= this.drain().finally(() => {
        this.draining = undefined;
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.draining;
    await this.relay.stop();
  }

  /**
   * Publishes until nothing is pending. Under load, the pages that arrive while one publish
   * reads its orders back are published together by the next: one read for all of them, and
   * one message per room, instead of a backlog that grows by a read per page.
   */
  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending];
      this.pending.clear();
      const rooms = new Map<string, LiveChange<OrderView>[]>();
      const add = (room: string, change: LiveChange<OrderView>) => {
        const changes = rooms.get(room) ?? [];
        changes.push(change);
        rooms.set(room, changes);
      };
      for (const [name, events] of batch)
        await this.collect(name, events, add).catch((error: Error) =>
          this.logger.warn(`Live publish failed: ${error.message}`),
        );
      this.relay.publish(rooms);
    }
  }

  /** The changes a projection's committed events make, room by room. */
  private async collect(
    projection: string,
    events: readonly RecordedEvent[],
    add: (room: string, change: LiveChange<OrderView>) => void,
  ): Promise<void> {
    if (!this.gateway.server) return;
    const orderPage = ORDER_PAGE_EVENTS.get(projection);
    if (projection === ordersProjection.name || orderPage) {
      const ids = orderIdsOf(events, orderPage);
      if (ids.length === 0) return;
      for (const order of await this.orders.byIds(ids)) {
        add(providerRoom(order.provider.id), ['order', { order }]);
        if (order.client && order.transaction_type === 'ORDER')
          add(clientRoom(order.client.id), ['client-order', { order: forClient(order) }]);
      }
    } else if (projection === inventoryProjection.name) {
      const byProvider = new Map<string, InventoryCell[]>();
      for (const level of lastLevels(events)) {
        const cells = byProvider.get(level.providerId) ?? [];
        cells.push({
          product_id: level.productId,
          location_id: level.locationId,
          current_stock: level.after.current,
          committed_stock: level.after.committed,
          total_stock: level.after.current + level.after.committed,
          in_transit_stock: level.after.inTransit ?? 0,
        });
        byProvider.set(level.providerId, cells);
      }
      for (const [providerId, cells] of byProvider)
        add(providerRoom(providerId), ['inventory', { provider_id: providerId, cells }]);
    } else if (projection === stockLotsProjection.name) {
      // The stocks that keep lots, each with the lots its last change of the page left.
      const byProvider = new Map<string, StockLots[]>();
      for (const level of lastLevels(events)) {
        const lots = level.after.lots;
        if (lots === undefined) continue;
        const stocks = byProvider.get(level.providerId) ?? [];
        stocks.push({
          product_id: level.productId,
          location_id: level.locationId,
          lots: lots.map((lot) => ({
            lot_code: lot.lot,
            expiry_date: lot.expiry,
            current_stock: lot.current,
            committed_stock: lot.committed,
          })),
        });
        byProvider.set(level.providerId, stocks);
      }
      for (const [providerId, stocks] of byProvider)
        add(providerRoom(providerId), ['lots', { provider_id: providerId, stocks }]);
    } else if (projection === lowStockProjection.name) {
      const crossings = await this.reorderPoints.crossingsOf(events.map((event) => event.id));
      if (crossings.size === 0) return;
      const counts = await this.reorderPoints.lowCounts([...crossings.keys()]);
      for (const [providerId, { raised, cleared }] of crossings)
        add(providerRoom(providerId), [
          'low-stock',
          { provider_id: providerId, count: counts.get(providerId) ?? 0, raised, cleared },
        ]);
    }
  }
}
