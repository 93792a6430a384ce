/**
 * Orders and stock movements (spec sections 3 and 4): one event-sourced aggregate per order.
 * Pure: `decide*` functions take the state and a command and return the events or throw an
 * OrderRuleError; `evolve` folds an event into the state.
 */
import { AdjustmentTerms, decideAdjustment } from './adjustment';
import { isExpiryDate, LotRequest, LotTake, lotCode, MAX_EXPIRY, MIN_EXPIRY } from './lots';

export const ORDER_TYPES = ['ORDER', 'ADJUST', 'IN', 'OUT'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The most units one line may move (stock figures are kept as 32-bit integers). */
export const MAX_QUANTITY = 1_000_000_000;

/** The longest notes an order keeps: a delivery note, not a document. */
export const MAX_NOTES_LENGTH = 2000;

export const PERMISSION_FOR: Record<OrderType, 'orders:create' | 'inventory:update'> = {
  ORDER: 'orders:create',
  ADJUST: 'inventory:update',
  IN: 'inventory:update',
  OUT: 'inventory:update',
};

export interface OrderLine {
  productId: string;
  /** Units; for ADJUST a signed delta, otherwise positive. */
  quantity: number;
  /** Unit price frozen when the order was placed (ORDER type only). */
  price: number | null;
  /** The lot the line receives into (IN) or chose to take from: lot-tracked products only. */
  lot?: LotRequest;
  /** Where its units went or came from, per lot, as decided when placed (see ./lots). */
  lots?: LotTake[];
}

export interface OrderPlaced {
  type: 'OrderPlaced';
  data: {
    orderId: string;
    providerId: string;
    clientId: string | null;
    locationId: string;
    orderType: OrderType;
    lines: OrderLine[];
    notes: string | null;
    placedAt: string;
  } & AdjustmentTerms;
}
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
/** A file attached to an order (spec section 3, Attachment). */
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

export class OrderRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'forbidden' | 'conflict' | 'not_found' = 'invalid',
  ) {
    super(message);
  }
}

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

/** Notes as kept: trimmed; empty is null (spec section 4). */
export function normalizeNotes(notes: string | null | undefined): string | null {
  const trimmed = notes?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const POSITIVE_MESSAGE: Record<Exclude<OrderType, 'ADJUST'>, string> = {
  ORDER: 'Orders must have positive quantities.',
  IN: 'Ins must have positive quantities.',
  OUT: 'Outs must have positive quantities.',
};

export interface PlaceOrder {
  orderId: string;
  providerId: string;
  clientId: string | null;
  locationId: string | null;
  orderType: OrderType;
  lines: {
    productId: string;
    quantity: number;
    price: number | null;
    lot?: string | null;
    expiry?: string | null;
  }[];
  /** The products of the lines that keep lots (catalog's `track_lots`). */
  lotTracked?: readonly string[];
  notes?: string | null;
  at: string;
  /** ADJUST only: when the change applies (not after `at`), and why (see ./adjustment). */
  effectiveAt?: string | null;
  reason?: string | null;
  reasonNote?: string | null;
}

/**
 * Checks a new order or movement: a location, a client for orders, at least one line (lines of
 * quantity 0 are dropped), whole quantities, positive except for adjustments, one line per
 * product. Stock is checked separately, against the stock streams.
 */
export function decidePlace(command: PlaceOrder): OrderPlaced {
  if (!command.locationId) throw new OrderRuleError('Please select a location.');
  if (command.orderType === 'ORDER' && !command.clientId)
    throw new OrderRuleError('Please select a client.');
  const lines = command.lines.filter((line) => line.quantity !== 0);
  if (lines.length === 0)
    throw new OrderRuleError('At least one product is requiered for an order.');
  const seen = new Set<string>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity))
      throw new OrderRuleError('Quantities must be whole numbers.');
    if (Math.abs(line.quantity) > MAX_QUANTITY)
      throw new OrderRuleError(
        `Quantities must be at most ${MAX_QUANTITY.toLocaleString('en-US')}.`,
      );
    if (command.orderType !== 'ADJUST' && line.quantity < 0)
      throw new OrderRuleError(POSITIVE_MESSAGE[command.orderType]);
    if (seen.has(line.productId))
      throw new OrderRuleError('Each product may appear only once in an order.');
    seen.add(line.productId);
    checkLineLot(command, line);
  }
  const terms = decideAdjustment({
    orderType: command.orderType,
    effectiveAt: command.effectiveAt,
    reason: command.reason,
    note: command.reasonNote,
    at: command.at,
  });
  return {
    type: 'OrderPlaced',
    data: {
      orderId: command.orderId,
      providerId: command.providerId,
      clientId: command.orderType === 'ORDER' ? command.clientId : null,
      locationId: command.locationId,
      orderType: command.orderType,
      lines: lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        price: command.orderType === 'ORDER' ? line.price : null,
        ...(line.lot
          ? {
              lot: {
                lot: lotCode(line.lot),
                ...(line.expiry !== undefined && line.expiry !== null
                  ? { expiry: line.expiry }
                  : {}),
              },
            }
          : {}),
      })),
      notes: normalizeNotes(command.notes),
      placedAt: command.at,
      ...terms,
    },
  };
}

/**
 * A line's lot: a lot-tracked product's receipt (IN) names the lot it goes into; an order or a
 * movement may choose the lot it takes from (else first expiry, first out); an expiry date
 * belongs to a receipt. A product that keeps no lots takes no lot.
 */
function checkLineLot(command: PlaceOrder, line: PlaceOrder['lines'][number]): void {
  const tracked = command.lotTracked?.includes(line.productId) ?? false;
  const hasLot = line.lot !== undefined && line.lot !== null && line.lot.trim() !== '';
  const hasExpiry = line.expiry !== undefined && line.expiry !== null;
  if (!tracked) {
    if (hasLot || hasExpiry)
      throw new OrderRuleError('lot_code and expiry_date are only for products that track lots.');
    return;
  }
  const receipt =
    command.orderType === 'IN' || (command.orderType === 'ADJUST' && line.quantity > 0);
  if (command.orderType === 'IN' && !hasLot)
    throw new OrderRuleError('lot_code is required for products that track lots.');
  if (hasExpiry && !receipt) throw new OrderRuleError('expiry_date is only for units coming in.');
  if (hasExpiry && !hasLot)
    throw new OrderRuleError('expiry_date needs the lot_code it belongs to.');
  if (hasExpiry && !isExpiryDate(line.expiry))
    throw new OrderRuleError(`expiry_date must be a date from ${MIN_EXPIRY} to ${MAX_EXPIRY}`);
  if (hasLot) lotCode(line.lot!);
}

/** Who asks: a provider member (with the permissions they are denied) or the order's client. */
export type Actor =
  | { kind: 'provider'; permissionsDenied: readonly string[] }
  | { kind: 'client'; clientId: string };

function checkProviderMay(order: OrderState, actor: Actor): void {
  if (actor.kind !== 'provider')
    throw new OrderRuleError('Only the provider can do this.', 'forbidden');
  const permission = PERMISSION_FOR[order.orderType];
  if (actor.permissionsDenied.includes(permission))
    throw new OrderRuleError(
      permission === 'orders:create'
        ? "You don't have permission to place orders."
        : "You don't have permission to adjust inventory.",
      'forbidden',
    );
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

/** Attachments: the provider adds and removes them (spec section 6); clients only download. */
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
