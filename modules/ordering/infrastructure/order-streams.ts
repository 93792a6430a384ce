import { Inject, Injectable } from '@nestjs/common';
import {
  CommandContext,
  Decision,
  decidePlace,
  orderStreamId,
  PlaceOrder,
  placementDeltas,
  Quota,
  Settled,
  StockMove,
  StockWriter,
} from '../../inventory';
import { EVENT_STORE, EventStore, eventIdFor, Position, RecordedEvent } from '../../platform';
import { CreditHold } from '../domain/credit-hold';
import {
  countFreeOrder,
  FreeOrderCounted,
  freeOrdersStreamId,
  MonthlyAllowance,
} from '../domain/free-orders';
import { evolve, OrderEvent, OrderNotFoundError, OrderState } from '../domain/order';
import { IdempotencyKeyReusedError } from './order-write-errors';

/** The Free plan's orders left this month, and billing's refusal once they are used. */
export interface OrderAllowance extends MonthlyAllowance {
  refusal(): Error;
}

/** The order and its stream's revision, as read. */
export interface LoadedOrder {
  state: OrderState;
  revision: bigint;
}

/** For events that move no stock (attachments): nothing to read or append beside them. */
const NO_STOCK_CHANGE: StockMove = {
  locationId: '',
  orderType: 'ORDER',
  reason: 'placed',
  deltas: [],
};

/** The month's count of a Free provider's orders, which placing this order takes one from. */
function freePlanQuota(context: CommandContext, orderId: string, allowance: OrderAllowance): Quota {
  return {
    streamId: freeOrdersStreamId(context.providerId, allowance.month),
    take: (last) =>
      countFreeOrder((last?.data as FreeOrderCounted['data'] | undefined) ?? null, allowance, {
        providerId: context.providerId,
        orderId,
      }),
    refusal: () => allowance.refusal(),
  };
}

/**
 * Orders' commands on their streams: placing (with the Free plan's count and the
 * Idempotency-Key), loading, and changing an order, each decided with the pure domain and
 * written with its stock changes in one atomic append by inventory's StockWriter.
 */
@Injectable()
export class OrderStreams {
  constructor(
    private readonly writer: StockWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Places an order or movement whose lines, prices and location the caller has resolved. The
   * order id derives from the command id: the same command (an Idempotency-Key sent again with
   * the same request) places nothing twice and answers the same order. `allowance`: what the
   * Free plan still allows this month, for an order it limits.
   */
  async place(
    context: CommandContext,
    command: Omit<PlaceOrder, 'at' | 'orderId'>,
    names: ReadonlyMap<string, string>,
    allowance: OrderAllowance | null = null,
    hold: CreditHold | null = null,
  ): Promise<{ orderId: string; position: Position }> {
    const orderId = eventIdFor(context.commandId, -1);
    const placed = decidePlace({ ...command, orderId, at: context.at });
    if (placed.data.effectiveAt) await this.writer.checkBackDating(placed.data, names);
    const position = await this.writer.execute(
      context,
      async () =>
        context.idempotency
          ? this.store.readStream(orderStreamId(orderId))
          : ([] as RecordedEvent[]),
      (existing): Decision | Settled => {
        if (existing.length > 0) {
          // Placed by this very request, or under this key before requests named their events.
          const same = [this.writer.eventSource(context), context.commandId].some(
            (source) => existing[0].id === eventIdFor(source, 0),
          );
          if (!same) throw new IdempotencyKeyReusedError(context.idempotency?.key ?? '');
          return { settled: existing[existing.length - 1].position };
        }
        return {
          orderId,
          expected: 'no_stream',
          // A credit hold goes with the order it holds (see domain/credit-hold).
          events: hold
            ? [placed, { type: 'OrderHeld', data: { ...hold, orderId, at: context.at } }]
            : [placed],
          stock: {
            locationId: placed.data.locationId,
            orderType: placed.data.orderType,
            reason: 'placed',
            deltas: placementDeltas(placed.data.orderType, placed.data.lines),
            effectiveAt: placed.data.effectiveAt,
            adjustment: placed.data.adjustment,
          },
          quota: allowance && freePlanQuota(context, orderId, allowance),
        };
      },
      names,
    );
    return { orderId, position: position! };
  }

  /** The order's state from its stream, and the stream's revision; null when there is none. */
  async load(orderId: string): Promise<LoadedOrder | null> {
    const events = await this.store.readStream(orderStreamId(orderId));
    if (events.length === 0) return null;
    const state = events.reduce<OrderState | null>(
      (current, event) => evolve(current, { type: event.type, data: event.data } as OrderEvent),
      null,
    );
    return { state: state!, revision: events[events.length - 1].revision };
  }

  /** The order when `belongs` says it is the asker's; OrderNotFoundError for any other. */
  async loadWhere(orderId: string, belongs: (state: OrderState) => boolean): Promise<LoadedOrder> {
    const order = await this.load(orderId);
    if (!order || !belongs(order.state)) throw new OrderNotFoundError();
    return order;
  }

  /**
   * Decides on `order` as the caller read it, and on a retry on the order as it is then: the
   * caller's read answers who may act and which products it names. A decision without `stock`
   * moves none (attachments). `names` name products in an "insufficient stock" refusal.
   */
  change(
    context: CommandContext,
    order: LoadedOrder,
    decide: (state: OrderState) => { events: OrderEvent[]; stock?: StockMove },
    names: ReadonlyMap<string, string> = new Map(),
  ): Promise<Position | null> {
    return this.writer.execute(
      context,
      async (attempt) => (attempt === 1 ? order : await this.load(order.state.orderId)),
      (loaded): Decision => {
        const { events, stock } = decide(loaded!.state);
        return {
          orderId: order.state.orderId,
          expected: loaded!.revision,
          events,
          stock: stock ?? NO_STOCK_CHANGE,
        };
      },
      names,
    );
  }
}
