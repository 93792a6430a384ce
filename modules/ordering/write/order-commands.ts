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
  NO_STOCK,
  placementDeltas,
  StockDelta,
} from '../domain/stock';
import { orderStreamId, StockChanged, stockChanged, stockStreamId } from '../domain/stock-stream';
import { StockHeads } from './stock-heads';

/** Who issued a command, for the events' metadata (DESIGN.md: auditors need it). */
export interface CommandContext {
  commandId: string;
  providerId: string;
  actorId: string;
  actorType: 'user' | 'client';
  correlationId?: string;
  at: string;
  /**
   * The command id is the caller's (an Idempotency-Key), so the command may have run already:
   * placing first looks for the order it made. A fresh random id cannot have run before.
   */
  repeatable?: boolean;
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
  private readonly heads: StockHeads;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {
    this.heads = new StockHeads(store);
  }

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
  ): Promise<AppendResult[]> {
    const streamIds = deltas.deltas.map((delta) =>
      stockStreamId(deltas.locationId, delta.productId),
    );
    for (let attempt = 1; ; attempt++) {
      const heads = await this.heads.read(streamIds);
      const changes = deltas.deltas.map((delta, index) => {
        const head = heads.get(streamIds[index]) ?? null;
        const after = applyDelta(head ? head.level : NO_STOCK, delta, names.get(delta.productId));
        return stockChanged(
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
      });
      const events = this.toNew(context, [...order.events, ...changes]);
      const orderEvents = events.slice(0, order.events.length);
      const stockEvents = events.slice(order.events.length);
      try {
        const written = await this.store.appendAtomically([
          {
            streamId: orderStreamId(order.orderId),
            events: orderEvents,
            expectedRevision: order.expected,
          },
          ...streamIds.map((streamId, index) => ({
            streamId,
            events: [stockEvents[index]],
            expectedRevision: heads.get(streamId)?.revision ?? ('no_stream' as const),
          })),
        ]);
        streamIds.forEach((streamId, index) => {
          this.heads.remember(streamId, {
            revision: written[index + 1].nextExpectedRevision,
            level: changes[index].data.after,
          });
        });
        return written;
      } catch (error) {
        const stockMoved =
          error instanceof WrongExpectedRevisionError && error.streamId.startsWith('stock-');
        if (stockMoved) this.heads.forget(streamIds);
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
    if (context.repeatable) {
      const existing = await this.store.readLast(orderStreamId(orderId));
      if (existing) return { orderId, position: existing.position };
    }
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
