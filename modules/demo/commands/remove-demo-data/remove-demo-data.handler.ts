import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RemoveProducts } from '../../../catalog';
import { RemoveClients } from '../../../clients';
import {
  CommandContext,
  inventoryProjection,
  ORDERS_WITHDRAWN,
  OrdersWithdrawn,
  StockChanged,
  stockStreamId,
} from '../../../inventory';
import { RemoveLocations } from '../../../locations';
import { decideUpdate, OrderStreams, ordersProjection } from '../../../ordering';
import { EVENT_STORE, EventStore, eventIdFor, ProjectionWaiter } from '../../../platform';
import {
  checkNothingElseRecorded,
  DemoDataConflict,
  DemoRecords,
  decideRemoval,
  demoView,
  LISTS_NOT_READY,
} from '../../domain/demo-data';
import { DemoStream } from '../../infrastructure/demo-stream';
import { ProviderContentsReadModel } from '../../infrastructure/provider-contents.read-model';
import { RemoveDemoData } from './remove-demo-data.command';

const CATCH_UP_MS = 30_000;
const PROJECTIONS = [ordersProjection.name, inventoryProjection.name];

/** The adjustment that empties a demo location: one per location and load, whoever retries. */
const zeroingCommand = (loadId: string, locationId: string) =>
  `demo-removal:${loadId}:${locationId}`;

/**
 * Removing appends, never deletes an event: the demo's pending orders are cancelled and its
 * stock adjusted to zero through the real commands (so the stock ledger, its hash chain and the
 * signed checkpoints stay whole), then an `OrdersWithdrawn` event takes the demo's orders and
 * empty cells out of the lists, and the demo's products, clients and locations are deleted.
 * Refused, before and after the compensations, while any order or movement not the demo's
 * exists: it would refer to what is removed.
 */
@CommandHandler(RemoveDemoData)
export class RemoveDemoDataHandler implements ICommandHandler<RemoveDemoData> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly orders: OrderStreams,
    private readonly demo: DemoStream,
    private readonly contents: ProviderContentsReadModel,
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ providerId, userId }: RemoveDemoData) {
    const at = new Date().toISOString();
    const { state, revision } = await this.demo.read(providerId);
    const started = decideRemoval(state, providerId, at);
    if (!('records' in state)) throw new Error('unreachable: decideRemoval passed no records');
    const { records, loadId } = state;
    const ours = new Set([
      ...records.orderIds,
      ...records.locationIds.map((id) => eventIdFor(zeroingCommand(loadId, id), -1)),
    ]);
    await this.caughtUp();
    checkNothingElseRecorded(await this.orderIds(providerId), ours);
    const actor = { actorId: userId, commandId: randomUUID(), at };
    const claimed = await this.demo.append(
      providerId,
      [started],
      revision,
      'Demo data is being removed already.',
      actor,
    );

    await this.cancelPending(providerId, userId, ours);
    await this.emptyStock(providerId, userId, records, loadId);
    await this.caughtUp();
    checkNothingElseRecorded(await this.orderIds(providerId), ours);

    await this.commandBus.execute(new RemoveProducts(providerId, records.productIds));
    await this.commandBus.execute(new RemoveClients(providerId, records.clientIds));
    await this.commandBus.execute(new RemoveLocations(providerId, records.locationIds));
    const done = new Date().toISOString();
    const withdrawn: OrdersWithdrawn = {
      type: ORDERS_WITHDRAWN,
      data: {
        providerId,
        orderIds: [...ours],
        stocks: records.locationIds.flatMap((locationId) =>
          records.productIds.map((productId) => ({ locationId, productId })),
        ),
      },
    };
    const written = await this.demo.append(
      providerId,
      [withdrawn, { type: 'DemoDataRemoved', data: { providerId, at: done } }],
      claimed.nextExpectedRevision,
      'Demo data changed while it was being removed.',
      { ...actor, commandId: randomUUID(), at: done },
    );
    await this.waiter.waitFor(written.position, PROJECTIONS, CATCH_UP_MS);
    return { demo_data: demoView((await this.demo.read(providerId)).state) };
  }

  /** The lists have every event so far; refused (409) while they are still being built. */
  private async caughtUp(): Promise<void> {
    const ready = await this.waiter.waitFor(
      await this.store.headPosition(),
      PROJECTIONS,
      CATCH_UP_MS,
    );
    if (!ready) throw new DemoDataConflict(LISTS_NOT_READY);
  }

  private async orderIds(providerId: string): Promise<string[]> {
    return (await this.contents.orders(providerId)).map((order) => order.id);
  }

  private context(
    providerId: string,
    userId: string,
    commandId: string = randomUUID(),
  ): CommandContext {
    return {
      commandId,
      providerId,
      actorId: userId,
      actorType: 'user',
      at: new Date().toISOString(),
    };
  }

  /** The demo's orders still pending are cancelled: their promised stock comes back. */
  private async cancelPending(
    providerId: string,
    userId: string,
    ours: ReadonlySet<string>,
  ): Promise<void> {
    const pending = (await this.contents.orders(providerId, true)).filter(
      (order) => ours.has(order.id) && !order.fulfilled && !order.cancelled,
    );
    const names = new Map<string, string>();
    for (const order of pending) {
      const loaded = await this.orders.load(order.id);
      if (!loaded) continue;
      const by = this.context(providerId, userId);
      await this.orders.change(
        by,
        loaded,
        (current) => decideUpdate(current, { kind: 'provider' }, { cancelled: true }, by.at),
        names,
      );
    }
  }

  /** Each demo location's stock is adjusted to zero, read from the stock streams themselves. */
  private async emptyStock(
    providerId: string,
    userId: string,
    records: DemoRecords,
    loadId: string,
  ): Promise<void> {
    for (const locationId of records.locationIds) {
      const streams = records.productIds.map((productId) => stockStreamId(locationId, productId));
      const last = await this.store.readLastOf(streams);
      const lines = records.productIds
        .map((productId, index) => {
          const event = last.get(streams[index]);
          const current = event ? (event.data as StockChanged['data']).after.current : 0;
          return { productId, quantity: -current, price: null };
        })
        .filter((line) => line.quantity !== 0);
      if (lines.length === 0) continue;
      await this.orders.place(
        this.context(providerId, userId, zeroingCommand(loadId, locationId)),
        {
          providerId,
          clientId: null,
          locationId,
          orderType: 'ADJUST',
          lines,
          notes: 'Demo data removed',
          reason: 'OTHER',
          reasonNote: 'Demo data removed',
        },
        new Map(),
      );
    }
  }
}
