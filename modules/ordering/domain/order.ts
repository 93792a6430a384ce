/**
 * Orders and stock movements (docs/product.md §3 and §4): one event-sourced aggregate per order.
 * Pure: `decide*` functions take the state and a command and return the events or throw an
 * OrderRuleError; `evolve` folds an event into the state.
 */
import {
  AdjustmentTerms,
  normalizeNotes,
  OrderLine,
  OrderPlaced,
  OrderType,
  StockRuleError,
} from '../../inventory/domain';

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
  | OrderFulfilled
  | OrderCancelled
  | OrderNotesChanged
  | AttachmentAdded
  | AttachmentRemoved;

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
  attachments: Attachment[];
  /** An ADJUST's effective time (when back-dated) and reason, as placed. */
  effectiveAt?: string;
  adjustment?: AdjustmentTerms['adjustment'];
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
    return { ...placed, fulfilled: false, cancelled: false, attachments: [] };
  }
  if (!state) throw new Error(`${event.type} before OrderPlaced`);
  switch (event.type) {
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

/** Fullfill: the provider confirms an order (or a movement, which moves no stock then). */
export function decideFulfil(order: OrderState, actor: Actor, at: string): OrderFulfilled[] {
  checkProviderMay(order, actor);
  if (order.cancelled) throw new OrderRuleError('This order is cancelled.', 'conflict');
  if (order.fulfilled) return [];
  return [{ type: 'OrderFulfilled', data: { orderId: order.orderId, at } }];
}

/**
 * Cancel: a pending order by its provider or its own client; a movement by the provider (its
 * stock is reversed, which the stock check may refuse). Fulfilled orders cannot be cancelled.
 */
export function decideCancel(order: OrderState, actor: Actor, at: string): OrderCancelled[] {
  if (order.cancelled) return [];
  if (actor.kind === 'client') {
    if (order.clientId !== actor.clientId || order.orderType !== 'ORDER')
      throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  } else checkProviderMay(order, actor);
  if (order.fulfilled)
    throw new OrderRuleError('A fulfilled order cannot be cancelled.', 'conflict');
  return [
    {
      type: 'OrderCancelled',
      data: { orderId: order.orderId, at, by: actor.kind === 'client' ? 'CLIENT' : 'PROVIDER' },
    },
  ];
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
