import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, eventIdFor, Position } from '../../platform';
import { orderStreamId } from '../domain/movement';
import {
  CountEvent,
  CountNotFoundError,
  CountState,
  countFrom,
  countStreamId,
  decideApprove,
  decideCancelCount,
  decideEnter,
  decideStartCount,
  StartCount,
} from '../domain/stock-count';
import { stockStreamId } from '../domain/stock-stream';
import { CommandContext, StockWriter } from './stock-writer';

interface LoadedCount {
  state: CountState | null;
  revision: bigint | 'no_stream';
}

/**
 * Loads a count from its stream and decides with the pure domain. Entries and cancels append to
 * the count's stream alone at the revision read; an approval goes through StockWriter, which
 * reads the levels of the counted stocks afresh and appends the approval, its ADJUST movements
 * and every stock change in one atomic write at the revisions read.
 */
@Injectable()
export class CountStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: StockWriter,
  ) {}

  async load(countId: string): Promise<LoadedCount> {
    const events = await this.store.readStream(countStreamId(countId));
    if (events.length === 0) return { state: null, revision: 'no_stream' };
    const state = countFrom(events.map((e) => ({ type: e.type, data: e.data }) as CountEvent));
    return { state, revision: events[events.length - 1].revision };
  }

  /** The provider's count; CountNotFoundError for none or another provider's. */
  async loadOf(providerId: string, countId: string): Promise<LoadedCount & { state: CountState }> {
    const loaded = await this.load(countId);
    if (!loaded.state || loaded.state.providerId !== providerId) throw new CountNotFoundError();
    return loaded as LoadedCount & { state: CountState };
  }

  /**
   * Starts a count of these products at a location whose products the caller has chosen: their
   * levels are read from the stock streams now. Its id derives from the command.
   */
  async start(
    context: CommandContext,
    command: Omit<StartCount, 'countId' | 'providerId' | 'at' | 'products'> & {
      productIds: readonly string[];
    },
  ): Promise<{ countId: string; position: Position }> {
    const countId = eventIdFor(context.commandId, -1);
    const levels = await this.streams.levels(
      command.productIds.map((productId) => stockStreamId(command.locationId, productId)),
    );
    const started = decideStartCount({
      countId,
      providerId: context.providerId,
      locationId: command.locationId,
      products: command.productIds.map((productId) => ({
        productId,
        level: levels.get(stockStreamId(command.locationId, productId)) ?? null,
      })),
      filter: command.filter,
      notes: command.notes,
      at: context.at,
    });
    const position = await this.appendTo(context, countId, 'no_stream', [started]);
    return { countId, position: position! };
  }

  private async appendTo(
    context: CommandContext,
    countId: string,
    expected: bigint | 'no_stream',
    events: CountEvent[],
  ): Promise<Position | null> {
    return this.streams.decideOn(
      context,
      { id: countId, streamId: countStreamId(countId) },
      async () => ({ state: null, revision: expected }),
      () => ({ events, stock: [] }),
    );
  }

  /** Enters counted quantities, decided on the count as it is now; null when nothing changed. */
  async enter(
    context: CommandContext,
    countId: string,
    entries: readonly { productId: string; counted: number | null }[],
  ): Promise<Position | null> {
    return this.streams.decideOn(
      context,
      { id: countId, streamId: countStreamId(countId) },
      () => this.loadOf(context.providerId, countId),
      (state) => ({ events: decideEnter(state, entries, context.at), stock: [] }),
    );
  }

  async cancel(context: CommandContext, countId: string): Promise<Position | null> {
    return this.streams.decideOn(
      context,
      { id: countId, streamId: countStreamId(countId) },
      () => this.loadOf(context.providerId, countId),
      (state) => ({ events: decideCancelCount(state, context.at), stock: [] }),
    );
  }

  /**
   * Approves the count: its counted stocks are read afresh, the variances decided on them, and
   * the approval, its ADJUST movements and their stock changes appended at once; a movement of
   * one of those stocks meanwhile makes it decide again. `names` name products in a refusal.
   */
  async approve(
    context: CommandContext,
    countId: string,
    state: CountState,
    names: ReadonlyMap<string, string>,
  ): Promise<Position | null> {
    // Every line's stock, not only those counted now: an entry made meanwhile is decided on too.
    const streamOf = new Map(
      [...state.lines.keys()].map((productId) => [
        stockStreamId(state.locationId, productId),
        productId,
      ]),
    );
    const backDatedId = eventIdFor(countId, -2);
    const recordedId = eventIdFor(countId, -3);
    return this.streams.decideOnStock(
      context,
      { id: countId, streamId: countStreamId(countId) },
      [...streamOf.keys()],
      () => this.loadOf(context.providerId, countId),
      (current, levels) => {
        const byProduct = new Map(
          [...levels].map(([streamId, level]) => [streamOf.get(streamId)!, level]),
        );
        const decision = decideApprove(current, {
          at: context.at,
          backDatedId,
          recordedId,
          levels: byProduct,
          names,
        });
        return {
          events: decision.events,
          stock: decision.movements.map((movement) => movement.stock),
          alongside: decision.movements.map((movement) => ({
            streamId: orderStreamId(movement.placed.data.orderId),
            events: [movement.placed],
          })),
        };
      },
      names,
    );
  }
}
