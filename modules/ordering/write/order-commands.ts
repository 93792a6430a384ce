import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppendResult,
  EVENT_STORE,
  EventMetadata,
  EventStore,
  eventIdFor,
  maxPosition,
  NewEvent,
  Position,
  RecordedEvent,
  StreamAppend,
  WrongExpectedRevisionError,
} from '../../platform';
import {
  Actor,
  decideCancel,
  decideFulfil,
  decideNotes,
  decidePlace,
  evolve,
  OrderEvent,
  OrderPlaced,
  OrderRuleError,
  OrderState,
  PlaceOrder,
} from '../domain/order';
import {
  applyDelta,
  cancellationDeltas,
  fulfilmentDeltas,
  placementDeltas,
  StockDelta,
} from '../domain/stock';
import {
  levelAfter,
  orderStreamId,
  StockChanged,
  stockChanged,
  stockStreamId,
} from '../domain/stock-stream';

/** Who issued a command, for the events' metadata (DESIGN.md: auditors need it). */
export interface CommandContext {
  commandId: string;
  providerId: string;
  actorId: string;
  actorType: 'user' | 'client';
  correlationId?: string;
  at: string;
}

/** A new command issued now by `actorId` on the provider's data (not retried: a fresh id). */
export function commandNow(
  providerId: string,
  actorId: string,
  actorType: CommandContext['actorType'],
): CommandContext {
  return { commandId: randomUUID(), providerId, actorId, actorType, at: new Date().toISOString() };
}

/** For events that move no stock (attachments): nothing to read or append beside them. */
const NO_STOCK_CHANGE = {
  locationId: '',
  orderType: 'ORDER',
  reason: 'placed',
  deltas: [],
} as const;

/** How many times a command re-reads and decides again when a stream moved under it. */
const ATTEMPTS = 50;

/**
 * Runs order commands against the event store: reads the stock streams a command touches,
 * decides with the pure domain, and appends the order's events and the stock changes in one
 * atomic write at the revisions it read. A concurrent change makes the write fail and the
 * command decide again on fresh stock, so no interleaving can take stock below zero.
 */
@Injectable()
export class OrderCommands {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private metadata(context: CommandContext): EventMetadata {
    return {
      providerId: context.providerId,
      actorId: context.actorId,
      actorType: context.actorType,
      correlationId: context.correlationId ?? context.commandId,
      causationId: context.commandId,
      occurredAt: context.at,
    };
  }

  private toNew(context: CommandContext, events: { type: string; data: unknown }[]): NewEvent[] {
    const metadata = this.metadata(context);
    return events.map((event, index) => ({
      id: eventIdFor(context.commandId, index),
      type: event.type,
      data: event.data,
      metadata,
    }));
  }

  /**
   * Appends the order stream's events with the stock changes they cause, retrying on
   * concurrent stock changes. `names` name products in an "insufficient stock" refusal.
   */
  async commit(
    context: CommandContext,
    order: { orderId: string; expected: bigint | 'no_stream'; events: OrderEvent[] },
    deltas: {
      locationId: string;
      orderType: OrderPlaced['data']['orderType'];
      reason: StockChanged['data']['reason'];
      deltas: readonly StockDelta[];
    },
    names: ReadonlyMap<string, string> = new Map(),
    readHeads?: ReadonlyMap<string, RecordedEvent | null>,
  ): Promise<AppendResult[]> {
    for (let attempt = 1; ; attempt++) {
      const stockAppends: StreamAppend[] = [];
      const changes: StockChanged[] = [];
      const heads =
        attempt === 1 && readHeads
          ? readHeads
          : await this.store.readLastOf(
              deltas.deltas.map((delta) => stockStreamId(deltas.locationId, delta.productId)),
            );
      for (const delta of deltas.deltas) {
        const streamId = stockStreamId(deltas.locationId, delta.productId);
        const last = heads.get(streamId) ?? null;
        const after = applyDelta(levelAfter(last), delta, names.get(delta.productId));
        const change = stockChanged(
          {
            providerId: context.providerId,
            locationId: deltas.locationId,
            orderId: order.orderId,
            orderType: deltas.orderType,
            reason: deltas.reason,
          },
          delta,
          after,
        );
        changes.push(change);
        stockAppends.push({
          streamId,
          events: [],
          expectedRevision: last ? last.revision : 'no_stream',
        });
      }
      const events = this.toNew(context, [...order.events, ...changes]);
      const orderEvents = events.slice(0, order.events.length);
      const stockEvents = events.slice(order.events.length);
      try {
        return await this.store.appendAtomically([
          {
            streamId: orderStreamId(order.orderId),
            events: orderEvents,
            expectedRevision: order.expected,
          },
          ...stockAppends.map((append, index) => ({ ...append, events: [stockEvents[index]] })),
        ]);
      } catch (error) {
        const stockMoved =
          error instanceof WrongExpectedRevisionError && error.streamId.startsWith('stock-');
        if (!stockMoved || attempt >= ATTEMPTS) throw error;
        // Another command changed one of these stocks: decide again on what it left.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3 * attempt));
      }
    }
  }

  /**
   * Places an order or movement whose lines, prices and location the caller has resolved. The
   * order id derives from the command id: the same command (an Idempotency-Key sent again)
   * places nothing twice and answers the same order.
   */
  async place(
    context: CommandContext,
    command: Omit<PlaceOrder, 'at' | 'orderId'>,
    names: ReadonlyMap<string, string>,
  ): Promise<{ orderId: string; position: Position }> {
    const orderId = eventIdFor(context.commandId, -1);
    const placed = decidePlace({ ...command, orderId, at: context.at });
    const deltas = placementDeltas(placed.data.orderType, placed.data.lines);
    // One read for the order stream (a command sent again finds its order there) and the
    // stock streams the order moves.
    const heads = await this.store.readLastOf([
      orderStreamId(orderId),
      ...deltas.map((delta) => stockStreamId(placed.data.locationId, delta.productId)),
    ]);
    const existing = heads.get(orderStreamId(orderId));
    if (existing) return { orderId, position: existing.position };
    const written = await this.commit(
      context,
      { orderId, expected: 'no_stream', events: [placed] },
      {
        locationId: placed.data.locationId,
        orderType: placed.data.orderType,
        reason: 'placed',
        deltas,
      },
      names,
      heads,
    );
    return { orderId, position: written.map((w) => w.position).reduce(maxPosition) };
  }

  /** The order's state from its stream, and the stream's revision; null when there is none. */
  async load(orderId: string): Promise<{ state: OrderState; revision: bigint } | null> {
    const events = await this.store.readStream(orderStreamId(orderId));
    if (events.length === 0) return null;
    const state = events.reduce<OrderState | null>(
      (current, event) => evolve(current, { type: event.type, data: event.data } as OrderEvent),
      null,
    );
    return { state: state!, revision: events[events.length - 1].revision };
  }

  /**
   * Fulfils, cancels or edits the notes of an order (spec section 4), with the stock it moves:
   * fulfilling releases committed units, cancelling reverses the placement (refused when that
   * would take stock below zero).
   */
  async update(
    context: CommandContext,
    order: { state: OrderState; revision: bigint },
    actor: Actor,
    change: { notes?: string | null; fulfilled?: boolean; cancelled?: boolean },
    names: ReadonlyMap<string, string> = new Map(),
  ): Promise<Position | null> {
    const { state } = order;
    if (change.fulfilled && change.cancelled)
      throw new OrderRuleError('An order cannot be fulfilled and cancelled at once.');
    const events: OrderEvent[] = [];
    let deltas: StockDelta[] = [];
    let reason: StockChanged['data']['reason'] = 'fulfilled';
    if (change.notes !== undefined) events.push(...decideNotes(state, actor, change.notes));
    if (change.fulfilled) {
      const fulfilled = decideFulfil(state, actor, context.at);
      if (fulfilled.length) deltas = fulfilmentDeltas(state);
      events.push(...fulfilled);
    }
    if (change.cancelled) {
      const cancelled = decideCancel(state, actor, context.at);
      if (cancelled.length) deltas = cancellationDeltas(state);
      reason = 'cancelled';
      events.push(...cancelled);
    }
    if (events.length === 0) return null;
    const written = await this.commit(
      context,
      { orderId: state.orderId, expected: order.revision, events },
      { locationId: state.locationId, orderType: state.orderType, reason, deltas },
      names,
    );
    return written.map((w) => w.position).reduce(maxPosition);
  }

  /** Appends order events that move no stock (attachments), at the order's revision. */
  async record(
    context: CommandContext,
    order: { state: OrderState; revision: bigint },
    events: OrderEvent[],
  ): Promise<Position | null> {
    if (events.length === 0) return null;
    const written = await this.commit(
      context,
      { orderId: order.state.orderId, expected: order.revision, events },
      NO_STOCK_CHANGE,
    );
    return written.map((w) => w.position).reduce(maxPosition);
  }
}
