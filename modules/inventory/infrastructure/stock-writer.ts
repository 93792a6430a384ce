import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Member } from '../../identity';
import {
  DuplicateEventIdError,
  EVENT_STORE,
  EventMetadata,
  EventStore,
  eventIdFor,
  maxPosition,
  NewEvent,
  occurredAt,
  Position,
  RecordedEvent,
  StreamAppend,
  WrongExpectedRevisionError,
} from '../../platform';
import { checkEffectiveSince } from '../domain/adjustment';
import { recordAllocation } from '../domain/lot-allocation';
import { OrderLine, orderStreamId } from '../domain/movement';
import { applyDelta, NO_STOCK, StockLevel, withLots } from '../domain/stock';
import { StockMove, stockChanged, stockStreamId } from '../domain/stock-stream';
import { StockHead, StockHeads } from './stock-heads';
import { IdempotencyKeyConflictError, StockChangedMeanwhileError } from './stock-write-errors';
import { StreamTurns } from './stream-turns';

/** Who issued a command, for the events' metadata (docs/product.md §11: auditors need it). */
export interface CommandContext {
  commandId: string;
  providerId: string;
  actorId: string;
  actorType: 'user' | 'client' | 'api_key';
  /** An API key's name, recorded with its id. */
  actorName?: string;
  correlationId?: string;
  at: string;
  /**
   * The command id is the caller's Idempotency-Key (scoped to who sent it), so the command may
   * have run already: placing first looks for the order it made. The fingerprint of the request
   * names the events, so only the same request under the key answers that order.
   */
  idempotency?: { key: string; fingerprint: string };
}

/** A new command issued now by `actorId` on the provider's data (not retried: a fresh id). */
export function commandNow(
  providerId: string,
  actorId: string,
  actorType: CommandContext['actorType'],
): CommandContext {
  return { commandId: randomUUID(), providerId, actorId, actorType, at: new Date().toISOString() };
}

/** Who a provider member's command is by: the person, or the API key that acted (by name too). */
export function memberActor(
  member: Member,
): Pick<CommandContext, 'actorId' | 'actorType' | 'actorName'> {
  return member.apiKey
    ? { actorId: member.apiKey.id, actorType: 'api_key', actorName: member.apiKey.name }
    : { actorId: member.userId, actorType: 'user' };
}

/** A new command issued now by a provider member (a person or an API key). */
export function commandByMember(providerId: string, member: Member): CommandContext {
  const { actorId, actorType, actorName } = memberActor(member);
  return { ...commandNow(providerId, actorId, actorType), ...(actorName ? { actorName } : {}) };
}

/**
 * A count kept on a stream of its own that a write must take one from, in the same atomic append
 * (the Free plan's orders of the month): `take` answers the event that takes one after the
 * stream's newest event, or null when none is left, and the write is then refused with `refusal`.
 */
export interface Quota {
  streamId: string;
  take(last: RecordedEvent | null): { type: string; data: unknown } | null;
  refusal(): Error;
}

/**
 * What a command decided on the order as it was read: the order's events at the revision read,
 * the stock they move, and the quota it takes one from, if any.
 */
export interface Decision {
  /** The order (or transfer) the stock changes name. */
  orderId: string;
  /** Its stream: the order's, unless named (a transfer's). */
  streamId?: string;
  expected: bigint | 'no_stream';
  events: { type: string; data: unknown }[];
  /** The stock it moves: at one location (an order), or several in turn (a transfer). */
  stock: StockMove | readonly StockMove[];
  quota?: Quota | null;
  /** New streams written with it (the ADJUST movements a count places), each from no stream. */
  alongside?: readonly { streamId: string; events: { type: string; data: unknown }[] }[];
  /** The stock heads the decision was made on, when it read them itself (a count's approval). */
  heads?: Map<string, StockHead | null>;
}

/** One stock change a decision asks: the move it belongs to, its delta and its stream. */
interface Change {
  move: StockMove;
  delta: StockMove['deltas'][number];
  streamId: string;
}

/** The decision's stock changes in the order asked, and the streams they touch, each once. */
function changesOf(decision: Decision): { changes: Change[]; streamIds: string[] } {
  const moves = Array.isArray(decision.stock)
    ? (decision.stock as readonly StockMove[])
    : [decision.stock as StockMove];
  const changes = moves.flatMap((move) =>
    move.deltas.map((delta) => ({
      move,
      delta,
      streamId: stockStreamId(move.locationId, delta.productId),
    })),
  );
  return { changes, streamIds: [...new Set(changes.map((change) => change.streamId))] };
}

function aggregateStream(decision: Pick<Decision, 'orderId' | 'streamId'>): string {
  return decision.streamId ?? orderStreamId(decision.orderId);
}

/** Nothing to append: what the command asks is already in the store (up to `position`). */
export interface Settled {
  settled: Position | null;
}

/** A decider's refusal on the stock or the plan, as one attempt meets it. */
class Refused {
  constructor(readonly reason: unknown) {}
}

/** How one attempt ended: appended, refused, or a stream was not where it was read. */
type Attempt = { written: Position } | Refused | 'moved';

/** How many times a command reads and decides again when a stream moved under it. */
const ATTEMPTS = 50;

/**
 * The one load-decide-append helper of every command that moves stock (an order's, a
 * transfer's, a count's): reads the aggregate and the stock streams a command touches, decides
 * with the pure domain, and appends the aggregate's events and the stock changes in one atomic
 * write at the revisions it read. A concurrent change makes the write fail and
 * the command decide again on what it left, so no interleaving can take stock below zero,
 * apply two outcomes to one order, or place more orders than the Free plan allows.
 */
@Injectable()
export class StockWriter {
  private readonly heads: StockHeads;
  private readonly turns = new StreamTurns();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {
    this.heads = new StockHeads(store);
  }

  private metadata(context: CommandContext): EventMetadata {
    return {
      providerId: context.providerId,
      actorId: context.actorId,
      actorType: context.actorType,
      ...(context.actorName ? { actorName: context.actorName } : {}),
      correlationId: context.correlationId ?? context.commandId,
      causationId: context.commandId,
      occurredAt: context.at,
    };
  }

  /** What the events' ids derive from: the command, and for a keyed one, its request too. */
  eventSource(context: CommandContext): string {
    return context.idempotency
      ? `${context.commandId}#${context.idempotency.fingerprint}`
      : context.commandId;
  }

  private toNew(context: CommandContext, events: { type: string; data: unknown }[]): NewEvent[] {
    const metadata = this.metadata(context);
    const source = this.eventSource(context);
    return events.map((event, index) => ({
      id: eventIdFor(source, index),
      type: event.type,
      data: event.data,
      metadata,
    }));
  }

  /**
   * The one load-decide-append loop. `decide` runs on what `load` read; the stock it moves is
   * checked against the stock streams and a quota (the Free plan's orders) against its stream; then all of it is appended atomically at
   * the revisions read. When any of those streams moved meanwhile, the command loads and
   * decides again. A refusal is final only when decided on stock read afresh (the heads this
   * process keeps may be behind another process's writes) and on an order that has not moved
   * since it was read: a cancel decided on a pending order that a fulfil has just settled is
   * decided again on the fulfilled order, and refused as such.
   */
  async execute<Loaded>(
    context: CommandContext,
    load: (attempt: number) => Promise<Loaded>,
    decide: (loaded: Loaded) => Decision | Settled,
    names: ReadonlyMap<string, string>,
  ): Promise<Position | null> {
    let fresh = false;
    for (let attempt = 1; ; attempt++) {
      const decision = decide(await load(attempt));
      if ('settled' in decision) return decision.settled;
      if (decision.events.length === 0) return null;
      const { changes, streamIds } = changesOf(decision);
      // The streams other commands of this process may write at once: the aggregate's, its
      // stock, and the quota's.
      const done = await this.turns.take([
        aggregateStream(decision),
        ...streamIds,
        ...(decision.quota ? [decision.quota.streamId] : []),
      ]);
      let outcome: Attempt;
      try {
        outcome = await this.appendOnce(context, decision, { changes, streamIds }, fresh, names);
      } finally {
        done();
      }
      if (outcome instanceof Refused) {
        if (attempt < ATTEMPTS && (!fresh || (await this.moved(decision)))) {
          fresh = true;
          continue;
        }
        throw outcome.reason;
      }
      if (outcome !== 'moved') return outcome.written;
      if (attempt >= ATTEMPTS) throw new StockChangedMeanwhileError();
      // Another process (or a command that was not this loop's) moved one of these streams:
      // decide again on what it left.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3 * attempt));
    }
  }

  /**
   * One attempt, in the command's turn on its streams: the heads (kept, or read afresh), the
   * appends at them, and the append. Refused (a decider's refusal, wrapped) or moved (a
   * stream was not at the revision read).
   */
  private async appendOnce(
    context: CommandContext,
    decision: Decision,
    { changes, streamIds }: { changes: Change[]; streamIds: string[] },
    fresh: boolean,
    names: ReadonlyMap<string, string>,
  ): Promise<Attempt> {
    const [heads, counted] = await Promise.all([
      decision.heads ?? this.heads.read(streamIds, fresh),
      decision.quota ? this.store.readLast(decision.quota.streamId) : null,
    ]);
    let appends: StreamAppend[];
    let levels: StockLevel[];
    try {
      ({ appends, levels } = this.appendsFor(
        context,
        decision,
        { changes, streamIds, heads, counted },
        names,
      ));
    } catch (reason) {
      return new Refused(reason);
    }
    try {
      const written = await this.store.appendAtomically(appends);
      streamIds.forEach((streamId, index) => {
        this.heads.remember(streamId, {
          revision: written[index + 1].nextExpectedRevision,
          level: levels[index],
        });
      });
      return { written: written.map((w) => w.position).reduce(maxPosition) };
    } catch (error) {
      if (error instanceof DuplicateEventIdError) throw new IdempotencyKeyConflictError();
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      this.heads.forget(streamIds);
      return 'moved';
    }
  }

  /**
   * The decision's appends: the aggregate's events, the quota's count (refused when none is
   * left) and a stock change per stock it moves
   * (refused when stock would go below zero), each at the revision read. `names` name products in an
   * "insufficient stock" refusal.
   */
  private appendsFor(
    context: CommandContext,
    decision: Decision,
    read: {
      changes: Change[];
      streamIds: string[];
      heads: Map<string, StockHead | null>;
      counted: RecordedEvent | null;
    },
    names: ReadonlyMap<string, string>,
  ): { appends: StreamAppend[]; levels: StockLevel[] } {
    const { changes, streamIds, heads, counted } = read;
    const { quota } = decision;
    const count = quota ? quota.take(counted) : null;
    if (quota && !count) throw quota.refusal();
    // A stream changed twice by one decision (a transfer's receipt and write-off) takes its
    // second change from the level its first left.
    const levels = new Map<string, StockLevel>(
      streamIds.map((streamId) => [streamId, heads.get(streamId)?.level ?? NO_STOCK]),
    );
    const stockEvents = changes.map(({ move, delta: asked, streamId }) => {
      const level = levels.get(streamId)!;
      const productName = names.get(asked.productId);
      // Lots are decided on the level read, like the figures: a chosen lot, or first expiry
      // first out (a correction takes expired units first; sales and shipments leave them).
      const delta = withLots(level, asked, {
        at: context.at,
        takeExpired: move.orderType === 'ADJUST',
        productName: productName ?? asked.productId,
      });
      const after = applyDelta(level, delta, productName);
      levels.set(streamId, after);
      return stockChanged(
        {
          providerId: context.providerId,
          locationId: move.locationId,
          orderId: move.orderId ?? decision.orderId,
          orderType: move.orderType,
          reason: move.reason,
          ...(move.effectiveAt ? { effectiveAt: move.effectiveAt } : {}),
          ...(move.adjustment ? { adjustment: move.adjustment } : {}),
        },
        delta,
        after,
      );
    });
    const alongside = decision.alongside ?? [];
    const events = this.toNew(context, [
      // A placement records where its lines' units went, so that fulfilling or cancelling
      // the order moves those very lots.
      ...recordAllocation(decision.events, stockEvents),
      ...stockEvents,
      ...(count ? [count] : []),
      ...recordAllocation(
        alongside.flatMap((stream) => stream.events),
        stockEvents,
      ),
    ]);
    const stockFrom = decision.events.length;
    // Each stream's changes in one pass: an approval moves thousands of streams.
    const stockNew = new Map<string, NewEvent[]>(streamIds.map((streamId) => [streamId, []]));
    changes.forEach((change, index) => {
      stockNew.get(change.streamId)!.push(events[stockFrom + index]);
    });
    let alongsideFrom = stockFrom + changes.length + (count ? 1 : 0);
    return {
      levels: streamIds.map((streamId) => levels.get(streamId)!),
      appends: [
        {
          streamId: aggregateStream(decision),
          events: events.slice(0, stockFrom),
          expectedRevision: decision.expected,
        },
        ...streamIds.map((streamId) => ({
          streamId,
          events: stockNew.get(streamId)!,
          expectedRevision: heads.get(streamId)?.revision ?? ('no_stream' as const),
        })),
        ...(quota && count
          ? [
              {
                streamId: quota.streamId,
                events: [events[stockFrom + changes.length]],
                expectedRevision: counted?.revision ?? ('no_stream' as const),
              },
            ]
          : []),
        ...alongside.map((stream) => {
          const from = alongsideFrom;
          alongsideFrom += stream.events.length;
          return {
            streamId: stream.streamId,
            events: events.slice(from, alongsideFrom),
            expectedRevision: 'no_stream' as const,
          };
        }),
      ],
    };
  }

  /** Whether the order's stream is no longer where the decision read it. */
  private async moved(decision: Decision): Promise<boolean> {
    const last = await this.store.readLast(aggregateStream(decision));
    return (last?.revision ?? 'no_stream') !== decision.expected;
  }

  /**
   * Decides on another aggregate whose commands move stock (a transfer, see TransferStreams):
   * `load` reads its stream for each attempt (given its number, from 1: the first may answer
   * what the caller has just read), `decide` gives its events and the stock they
   * move, and all of it is appended as an order's is, at the revisions read.
   */
  decideOn<State>(
    context: CommandContext,
    aggregate: { id: string; streamId: string },
    load: (attempt: number) => Promise<{ state: State; revision: bigint | 'no_stream' }>,
    decide: (state: State) => {
      events: { type: string; data: unknown }[];
      stock: readonly StockMove[];
      /** New streams written with it (a purchase order's receipt: its IN movement). */
      alongside?: Decision['alongside'];
    },
    names: ReadonlyMap<string, string> = new Map(),
  ): Promise<Position | null> {
    return this.execute(
      context,
      load,
      (loaded): Decision => ({
        orderId: aggregate.id,
        streamId: aggregate.streamId,
        expected: loaded.revision,
        ...decide(loaded.state),
      }),
      names,
    );
  }

  /**
   * Appends events that decide on nothing read (settings, last one wins), each to its own
   * stream, in one atomic write with the command's metadata; the position of the last.
   */
  async record(
    context: CommandContext,
    appends: readonly { streamId: string; event: { type: string; data: unknown } }[],
  ): Promise<Position | null> {
    if (appends.length === 0) return null;
    const events = this.toNew(
      context,
      appends.map((a) => a.event),
    );
    const results = await this.store.appendAtomically(
      appends.map((a, index) => ({
        streamId: a.streamId,
        events: [events[index]],
        expectedRevision: 'any' as const,
      })),
    );
    return results.map((r) => r.position).reduce(maxPosition);
  }

  /**
   * Decides on another aggregate whose decision depends on the stock's levels (a count's
   * approval adjusts each stock to what was counted): the levels are read afresh from the stock
   * streams on every attempt and the decision is appended at exactly the revisions it read, so
   * a movement meanwhile makes it decide again on the new levels.
   */
  decideOnStock<State>(
    context: CommandContext,
    aggregate: { id: string; streamId: string },
    stockStreamIds: readonly string[],
    load: () => Promise<{ state: State; revision: bigint | 'no_stream' }>,
    decide: (
      state: State,
      levels: ReadonlyMap<string, StockLevel | null>,
    ) => {
      events: { type: string; data: unknown }[];
      stock: readonly StockMove[];
      alongside?: Decision['alongside'];
    },
    names: ReadonlyMap<string, string> = new Map(),
  ): Promise<Position | null> {
    return this.execute(
      context,
      async () => {
        const [loaded, heads] = await Promise.all([load(), this.heads.read(stockStreamIds, true)]);
        return { loaded, heads };
      },
      ({ loaded, heads }): Decision => {
        const levels = new Map(
          [...heads].map(([streamId, head]) => [streamId, head?.level ?? null]),
        );
        return {
          orderId: aggregate.id,
          streamId: aggregate.streamId,
          expected: loaded.revision,
          heads,
          ...decide(loaded.state, levels),
        };
      },
      names,
    );
  }

  /** The levels of these stocks read afresh from their streams (null: no change recorded yet). */
  async levels(streamIds: readonly string[]): Promise<Map<string, StockLevel | null>> {
    const heads = await this.heads.read(streamIds, true);
    return new Map([...heads].map(([streamId, head]) => [streamId, head?.level ?? null]));
  }

  /**
   * A back-dated adjustment (or receipt) applies to stocks that were recorded by then: each line's stock
   * stream must have a first change at or before the effective time. The first change of a
   * stream never moves, so reading it once before deciding is enough.
   */
  async checkBackDating(
    placed: {
      locationId: string;
      lines: readonly Pick<OrderLine, 'productId'>[];
      effectiveAt?: string;
      orderType?: string;
    },
    names: ReadonlyMap<string, string>,
  ): Promise<void> {
    const firsts = await Promise.all(
      placed.lines.map((line) =>
        this.store.readStream(stockStreamId(placed.locationId, line.productId), { maxCount: 1 }),
      ),
    );
    placed.lines.forEach((line, index) => {
      const first = firsts[index][0];
      checkEffectiveSince(
        placed.effectiveAt!,
        first ? occurredAt(first) : null,
        names.get(line.productId) ?? line.productId,
        placed.orderType === 'IN' ? 'a receipt' : 'an adjustment',
      );
    });
  }
}
