import { Inject, Injectable } from '@nestjs/common';
import { ProductsService } from '../../catalog';
import type { Member } from '../../identity';
import {
  commandByMember,
  orderStreamId,
  placementDeltas,
  StockMove,
  StockWriter,
} from '../../inventory';
import { EVENT_STORE, EventStore, eventIdFor, ProjectionWaiter } from '../../platform';
import {
  DraftPurchaseOrder,
  decideDraft,
  decideReceive,
  evolvePurchaseOrder,
  PurchaseOrderEvent,
  PurchaseOrderNotFoundError,
  PurchaseOrderState,
  purchaseOrderStreamId,
  ReceiveCommand,
} from '../domain/purchase-order';
import { purchaseOrdersProjection } from '../projections/purchase-orders/purchase-orders.projection';

interface Loaded {
  state: PurchaseOrderState | null;
  revision: bigint | 'no_stream';
}

/** What a command decides on a purchase order: its events, and the stock a receipt moves. */
interface PurchaseDecision {
  events: PurchaseOrderEvent[];
  stock: readonly StockMove[];
  alongside?: { streamId: string; events: { type: string; data: unknown }[] }[];
}

/** The decision a receipt makes: its event, and its IN movement placed beside it. */
export function receiptDecision(
  state: PurchaseOrderState,
  command: ReceiveCommand,
): PurchaseDecision {
  const { received, placed } = decideReceive(state, command);
  return {
    events: [received],
    stock: [
      {
        orderId: placed.data.orderId,
        locationId: placed.data.locationId,
        orderType: 'IN',
        reason: 'placed',
        deltas: placementDeltas('IN', placed.data.lines),
        effectiveAt: placed.data.effectiveAt,
      },
    ],
    alongside: [{ streamId: orderStreamId(placed.data.orderId), events: [placed] }],
  };
}

/**
 * Loads a purchase order from its stream, decides with the pure domain and appends through
 * inventory's StockWriter: a receipt's event, its IN movement and the stock it brings in are one
 * atomic write, so a receipt is never recorded without its stock, nor stock without its receipt.
 * Each command answers once the purchase orders read model (and, for a receipt, the inventory
 * and the movements) shows it.
 */
@Injectable()
export class PurchaseOrderStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly writer: StockWriter,
    private readonly products: ProductsService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async load(purchaseOrderId: string): Promise<Loaded> {
    const events = await this.store.readStream(purchaseOrderStreamId(purchaseOrderId));
    if (events.length === 0) return { state: null, revision: 'no_stream' };
    const state = events.reduce<PurchaseOrderState | null>(
      (current, event) =>
        evolvePurchaseOrder(current, { type: event.type, data: event.data } as PurchaseOrderEvent),
      null,
    );
    return { state, revision: events[events.length - 1].revision };
  }

  /** The provider's purchase order; PurchaseOrderNotFoundError for none or another provider's. */
  async loadOf(providerId: string, purchaseOrderId: string) {
    const loaded = await this.load(purchaseOrderId);
    if (!loaded.state || loaded.state.providerId !== providerId)
      throw new PurchaseOrderNotFoundError();
    return { state: loaded.state, revision: loaded.revision };
  }

  /**
   * A receipt back-dated to `effectiveAt` applies to stocks recorded by then, as a back-dated
   * adjustment does (inventory's rule): each product's stock at the order's location.
   */
  async checkReceiptDate(
    providerId: string,
    purchaseOrderId: string,
    productIds: readonly string[],
    effectiveAt: string,
  ): Promise<void> {
    if (!(Date.parse(effectiveAt) < Date.now())) return;
    const { state } = await this.loadOf(providerId, purchaseOrderId);
    const products = await this.products.byIds(providerId, [...productIds]);
    await this.writer.checkBackDating(
      {
        locationId: state.locationId,
        lines: products.map((product) => ({ productId: product.id })),
        effectiveAt,
        orderType: 'IN',
      },
      new Map(products.map((product) => [product.id, product.name])),
    );
  }

  /** Drafts an order whose supplier, location and products the caller has checked. */
  async draft(
    member: Member,
    command: Omit<DraftPurchaseOrder, 'purchaseOrderId' | 'at'>,
  ): Promise<string> {
    const context = commandByMember(command.providerId, member);
    const purchaseOrderId = eventIdFor(context.commandId, -1);
    const drafted = decideDraft({ ...command, purchaseOrderId, at: context.at });
    const position = await this.writer.decideOn(
      context,
      { id: purchaseOrderId, streamId: purchaseOrderStreamId(purchaseOrderId) },
      async () => ({ state: null, revision: 'no_stream' as const }),
      () => ({ events: [drafted], stock: [] }),
    );
    await this.waiter.waitFor(position!, [purchaseOrdersProjection.name]);
    return purchaseOrderId;
  }

  /**
   * Decides on the order as it is on each attempt (the first on the caller's read, if any);
   * `receiptId` names the IN movement a receipt places (from the command, so a retry places
   * the same one). Products are named in a refusal.
   */
  async change(
    providerId: string,
    purchaseOrderId: string,
    member: Member,
    decide: (state: PurchaseOrderState, at: string, receiptId: string) => PurchaseDecision,
  ): Promise<void> {
    const read = await this.loadOf(providerId, purchaseOrderId);
    const context = commandByMember(providerId, member);
    const receiptId = eventIdFor(context.commandId, -2);
    const names = new Map(
      (
        await this.products.byIds(
          providerId,
          read.state.lines.map((line) => line.productId),
        )
      ).map((product) => [product.id, product.name]),
    );
    let moved = false;
    const position = await this.writer.decideOn(
      context,
      { id: purchaseOrderId, streamId: purchaseOrderStreamId(purchaseOrderId) },
      async (attempt) => (attempt === 1 ? read : this.load(purchaseOrderId)),
      (state) => {
        if (!state || state.providerId !== providerId) throw new PurchaseOrderNotFoundError();
        const decision = decide(state, context.at, receiptId);
        moved = decision.stock.length > 0;
        return decision;
      },
      names,
    );
    if (position)
      await this.waiter.waitFor(position, [
        purchaseOrdersProjection.name,
        ...(moved ? this.waiter.readersOf(['OrderPlaced', 'StockChanged']) : []),
      ]);
  }
}
