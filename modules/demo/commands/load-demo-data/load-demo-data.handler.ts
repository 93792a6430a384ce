import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { inventoryProjection } from '../../../inventory';
import { OrderStreams, ordersProjection } from '../../../ordering';
import { EVENT_STORE, EventStore, ProjectionWaiter } from '../../../platform';
import {
  DemoDataConflict,
  decideLoad,
  demoView,
  emptyRecords,
  LISTS_NOT_READY,
} from '../../domain/demo-data';
import { fillDemo } from '../../infrastructure/demo-content';
import { DemoStream } from '../../infrastructure/demo-stream';
import { ProviderContentsReadModel } from '../../infrastructure/provider-contents.read-model';
import { LoadDemoData } from './load-demo-data.command';

/** How long the answer waits for the lists to show the demo (it holds 90 days of orders). */
const CATCH_UP_MS = 30_000;

@CommandHandler(LoadDemoData)
export class LoadDemoDataHandler implements ICommandHandler<LoadDemoData> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly orders: OrderStreams,
    private readonly demo: DemoStream,
    private readonly contents: ProviderContentsReadModel,
    private readonly waiter: ProjectionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ providerId, userId }: LoadDemoData) {
    // The lists it reads are projections: on a first start their tables may not exist yet.
    const ready = await this.waiter.waitFor(
      await this.store.headPosition(),
      [ordersProjection.name, inventoryProjection.name],
      CATCH_UP_MS,
    );
    if (!ready) throw new DemoDataConflict(LISTS_NOT_READY);
    const now = new Date();
    const { state, revision } = await this.demo.read(providerId);
    const started = decideLoad(
      state,
      await this.contents.of(providerId),
      providerId,
      now.toISOString(),
    );
    const actor = { actorId: userId, commandId: randomUUID(), at: now.toISOString() };
    // The claim: of two loads at once, only one appends it; the other is refused here.
    const claimed = await this.demo.append(
      providerId,
      [started],
      revision,
      'Demo data is being loaded already.',
      actor,
    );
    const made = emptyRecords();
    let failure: unknown = null;
    try {
      await fillDemo(this.commandBus, this.orders, { providerId, userId, now }, made);
    } catch (error) {
      failure = error;
    }
    // Recorded even when the load failed half way, so that what it made is removable.
    const at = new Date().toISOString();
    const loaded = { type: 'DemoDataLoaded' as const, data: { providerId, at, ...made } };
    const written = await this.demo.append(
      providerId,
      [loaded],
      claimed.nextExpectedRevision,
      'Demo data changed while it was being loaded.',
      { ...actor, commandId: randomUUID(), at },
    );
    if (failure) throw failure;
    await this.waiter.waitFor(
      written.position,
      [ordersProjection.name, inventoryProjection.name],
      CATCH_UP_MS,
    );
    return { demo_data: demoView((await this.demo.read(providerId)).state) };
  }
}
