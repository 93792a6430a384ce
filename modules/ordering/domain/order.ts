/**
 * Orders and stock movements (docs/product.md §3 and §4): one event-sourced aggregate per order.
 * Pure: `decide*` functions take the state and a command and return the events or throw an
 * OrderRuleError; `evolve` folds an event into the state.
 */
import {
  addShipped,
  decideShipment,
  evolveReturns,
  OrderReturn,
  OrderShipped,
  ReturnEvent,
  remainingLines,
  ShipOrder,
  ShippedLine,
} from '../../fulfilment/domain';
import {
  AdjustmentTerms,
  cancellationDeltas,
  normalizeNotes,
  OrderLine,
  OrderPlaced,
  OrderType,
  StockDelta,
  StockRuleError,
} from '../../inventory/domain';
import { CreditHold, OrderHeld, OrderReleased } from './credit-hold';

export interface OrderFulfilled {
  type: 'OrderFulfilled';
  data: { orderId: string; at: string };
}
export interface OrderCancelled {
  type: 'OrderCancelled';
  data: { orderId: string; at: string; by: 'PROVIDER' | 'CLIENT' };
}
export interface OrderNotesChanged {
  type: 'OrderNotesChanged';
  data: { orderId: string; notes: string | null };
}
/** A file attached to an order (docs/product.md §3, Attachment). */
export interface Attachment {
  id: string;
  file_name: string;
  file_type: string;
  file_size: number;
  storage_path: string;
  uploaded_by: string;
  uploaded_by_role: 'PROVIDER' | 'CLIENT';
  created_at: string;
}
export interface AttachmentAdded {
  type: 'AttachmentAdded';
  data: { orderId: string; attachment: Attachment };
}
export interface AttachmentRemoved {
  type: 'AttachmentRemoved';
  data: { orderId: string; attachmentId: string };
}
export type OrderEvent =
  | OrderPlaced
  | OrderShipped
  | ReturnEvent
  | OrderFulfilled
  | OrderCancelled
  | OrderNotesChanged
  | AttachmentAdded
  | AttachmentRemoved
  | OrderHeld
  | OrderReleased;

export interface OrderState {
  orderId: string;
  providerId: string;
  clientId: string | null;
  locationId: string;
  orderType: OrderType;
  lines: OrderLine[];
  notes: string | null;
  fulfilled: boolean;
  cancelled: boolean;
  /** Units shipped so far, per product (see fulfilment), and how many shipments took them. */
  shipped: ShippedLine[];
  shipments: number;
  /** Returns asked of its shipped units, and where each stands. */
  returns: OrderReturn[];
  attachments: Attachment[];
  /** ORDER only: the currency its prices were placed in (absent on older orders). */
  currency?: string;
  /** An ADJUST's effective time (when back-dated) and reason, as placed. */
  effectiveAt?: string;
  adjustment?: AdjustmentTerms['adjustment'];
  /** Held for the provider's review (over the client's credit limit) until released. */
  hold?: CreditHold | null;
  /** IN only: the purchase order this movement is a receipt of (modules/purchasing). */
  purchaseOrderId?: string;
}

/** A rule of an order broken: the request is refused (a stock document's rule, see inventory). */
export class OrderRuleError extends StockRuleError {}

/** The order is not there, or not the asker's: both answer alike, so ids reveal nothing. */
export class OrderNotFoundError extends Error {
  readonly kind = 'not_found' as const;

  constructor(message = 'No such order.') {
    super(message);
  }
}

export function evolve(state: OrderState | null, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced') {
    const { placedAt: _, ...placed } = event.data;
    return {
      ...placed,
      fulfilled: false,
      cancelled: false,
      shipped: [],
      shipments: 0,
      returns: [],
      attachments: [],
    };
  }
  if (!state) throw new Error(`${event.type} before OrderPlaced`);
  switch (event.type) {
    case 'OrderShipped':
      return {
        ...state,
        shipped: addShipped(state.shipped, event.data.lines),
        shipments: state.shipments + 1,
      };
    case 'ReturnRequested':
    case 'ReturnApproved':
    case 'ReturnRefused':
    case 'ReturnReceived':
      return { ...state, returns: evolveReturns(state.returns, event) };
    case 'OrderFulfilled':
      return { ...state, fulfilled: true };
    case 'OrderCancelled':
      return { ...state, cancelled: true };
    case 'OrderNotesChanged':
      return { ...state, notes: event.data.notes };
    case 'AttachmentAdded':
      return { ...state, attachments: [...state.attachments, event.data.attachment] };
    case 'AttachmentRemoved':
      return {
        ...state,
        attachments: state.attachments.filter((a) => a.id !== event.data.attachmentId),
      };
    case 'OrderHeld': {
      const { orderId: _, at: __, ...hold } = event.data;
      return { ...state, hold };
    }
    case 'OrderReleased':
      return { ...state, hold: null };
  }
}

/** Who asks: a provider member (with what the permission table refuses them) or the order's client. */
export type Actor =
  | {
      kind: 'provider';
      /**
       * Why this member may not fulfil or cancel an order of this type (the permission table's
       * refusal, which the caller looks up); absent or undefined: they may.
       */
      refusal?: (orderType: OrderType) => string | undefined;
    }
  | { kind: 'client'; clientId: string };

function checkProviderMay(order: OrderState, actor: Actor): void {
  if (actor.kind !== 'provider')
    throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  const refusal = actor.refusal?.(order.orderType);
  if (refusal) throw new OrderRuleError(refusal, 'forbidden');
}

/** An order's or movement's events and the stock they move (see inventory's stock). */
export interface OrderDecision {
  events: OrderEvent[];
  deltas: StockDelta[];
}

/**
 * The order's status (docs/product.md §4, with shipments): a movement is PENDING until
 * fulfilled; an order is PARTIALLY_SHIPPED once some of it has shipped, SHIPPED once all of it
 * has (the screens' "Complete").
 */
export type OrderStatus = 'PENDING' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'FULFILLED' | 'CANCELLED';

export function statusOf(order: {
  orderType: OrderType;
  cancelled: boolean;
  fulfilled: boolean;
  shipments: number;
}): OrderStatus {
  if (order.cancelled) return 'CANCELLED';
  if (order.orderType !== 'ORDER') return order.fulfilled ? 'FULFILLED' : 'PENDING';
  if (order.fulfilled) return 'SHIPPED';
  return order.shipments > 0 ? 'PARTIALLY_SHIPPED' : 'PENDING';
}

/**
 * Whether an order waits for staff: not cancelled, and still to ship (pending or partly
 * shipped) or with a return to answer or to receive. Movements never wait.
 */
export function needsAction(order: {
  orderType: OrderType;
  cancelled: boolean;
  fulfilled: boolean;
  openReturns: number;
}): boolean {
  return (
    order.orderType === 'ORDER' && !order.cancelled && (!order.fulfilled || order.openReturns > 0)
  );
}

/** Returns that wait for staff: asked (to answer) or approved (to receive). */
export function openReturnsOf(order: Pick<OrderState, 'returns'>): number {
  return order.returns.filter((r) => r.status === 'REQUESTED' || r.status === 'APPROVED').length;
}

/**
 * Ships some of an order (see fulfilment's shipment), by a member who may fulfil it; the
 * shipment that leaves nothing to ship completes the order.
 */
export function decideShip(order: OrderState, actor: Actor, command: ShipOrder): OrderDecision {
  checkProviderMay(order, actor);
  refuseWhileHeld(order, 'shipped');
  const { shipped, completes, deltas } = decideShipment(order, command);
  const events: OrderEvent[] = [shipped];
  if (completes)
    events.push({ type: 'OrderFulfilled', data: { orderId: order.orderId, at: command.at } });
  return { events, deltas };
}

/**
 * Fullfill: the provider confirms an order, which ships everything that remains of it (one last
 * shipment), or a movement, which moves no stock then.
 */
export function decideFulfil(order: OrderState, actor: Actor, at: string): OrderDecision {
  checkProviderMay(order, actor);
  if (order.cancelled) throw new OrderRuleError('This order is cancelled.', 'conflict');
  if (order.fulfilled) return { events: [], deltas: [] };
  if (order.orderType === 'ORDER' && remainingLines(order).length > 0)
    return decideShip(order, actor, { at });
  return { events: [{ type: 'OrderFulfilled', data: { orderId: order.orderId, at } }], deltas: [] };
}

/**
 * Cancel: a pending order by its provider or its own client; a partly shipped order by its
 * provider, which releases what was not shipped; a movement by the provider (its stock is
 * reversed, which the stock check may refuse). Complete orders cannot be cancelled.
 */
export function decideCancel(order: OrderState, actor: Actor, at: string): OrderDecision {
  if (order.cancelled) return { events: [], deltas: [] };
  if (actor.kind === 'client') {
    if (order.clientId !== actor.clientId || order.orderType !== 'ORDER')
      throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  } else checkProviderMay(order, actor);
  if (order.fulfilled)
    throw new OrderRuleError('A fulfilled order cannot be cancelled.', 'conflict');
  // Its purchase order says the units came: undoing the stock alone would make the two disagree.
  if (order.purchaseOrderId)
    throw new OrderRuleError(
      "This movement is a purchase order's receipt and cannot be cancelled: correct the stock with an adjustment.",
      'conflict',
    );
  if (actor.kind === 'client' && order.shipments > 0)
    throw new OrderRuleError(
      'Part of this order has shipped: only the provider can cancel the rest.',
      'conflict',
    );
  // A partly shipped order gives back only what it still holds.
  const holds = order.shipments > 0 ? { ...order, lines: remainingLines(order) } : order;
  return {
    events: [
      {
        type: 'OrderCancelled',
        data: { orderId: order.orderId, at, by: actor.kind === 'client' ? 'CLIENT' : 'PROVIDER' },
      },
    ],
    deltas: cancellationDeltas(holds),
  };
}

/** Notes: the provider only; saving the same text changes nothing. */
export function decideNotes(order: OrderState, actor: Actor, notes: string | null | undefined) {
  if (actor.kind !== 'provider')
    throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  const next = normalizeNotes(notes);
  if (next === order.notes) return [];
  return [
    {
      type: 'OrderNotesChanged',
      data: { orderId: order.orderId, notes: next },
    } as OrderNotesChanged,
  ];
}

/** Attachments: the provider adds and removes them (docs/product.md §6); clients only download. */
export function decideAttach(
  order: OrderState,
  actor: Actor,
  attachment: Attachment,
): AttachmentAdded[] {
  if (actor.kind !== 'provider')
    throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  if (order.attachments.some((a) => a.id === attachment.id)) return [];
  if (order.attachments.some((a) => a.storage_path === attachment.storage_path))
    throw new OrderRuleError('This file is already attached to the order.', 'conflict');
  return [{ type: 'AttachmentAdded', data: { orderId: order.orderId, attachment } }];
}

export function decideDetach(
  order: OrderState,
  actor: Actor,
  attachmentId: string,
): AttachmentRemoved[] {
  if (actor.kind !== 'provider')
    throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  if (!order.attachments.some((a) => a.id === attachmentId))
    throw new OrderRuleError('No such attachment.', 'not_found');
  return [{ type: 'AttachmentRemoved', data: { orderId: order.orderId, attachmentId } }];
}

/** A held order is not shipped or invoiced: the provider releases it first. */
export function refuseWhileHeld(order: Pick<OrderState, 'hold' | 'cancelled'>, what: string) {
  if (order.hold && !order.cancelled)
    throw new OrderRuleError(
      `This order is on credit hold: release it before it is ${what}.`,
      'conflict',
    );
}

/** Release: a member who may fulfil the order lets a held order go on; only a held one. */
export function decideRelease(order: OrderState, actor: Actor, at: string): OrderReleased[] {
  checkProviderMay(order, actor);
  if (order.cancelled) throw new OrderRuleError('This order is cancelled.', 'conflict');
  if (!order.hold) throw new OrderRuleError('This order is not on hold.', 'conflict');
  return [{ type: 'OrderReleased', data: { orderId: order.orderId, at } }];
}
