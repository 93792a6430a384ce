/**
 * Returns of an order's shipped units (issue 36, part 6): the client asks to send some back
 * (quantity and reason per line), staff approve or refuse, and on receipt each line goes back
 * into stock at a location (into the lots it left in) or is written off with a reason. Like
 * shipments, a return's events are the order's own, so the order's revision bounds what can be
 * returned: never more than was shipped, however many requests race. Pure.
 */
import {
  ADJUST_REASONS,
  AdjustReason,
  LotTake,
  lotsLeft,
  MAX_NOTES_LENGTH,
  MAX_QUANTITY,
  normalizeNotes,
  StockDelta,
  StockRuleError,
  takeFirstExpiring,
} from '../../inventory/domain';
import type { ShippableOrder } from './shipment';

export const RETURN_REASONS = [
  'DAMAGED',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'NOT_NEEDED',
  'OTHER',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REFUSED', 'RECEIVED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export interface ReturnLine {
  productId: string;
  quantity: number;
  reason: ReturnReason;
}

export interface ReturnRequested {
  type: 'ReturnRequested';
  data: {
    orderId: string;
    providerId: string;
    /** 1 for the order's first return, 2 for its next, …: with the order, its id. */
    sequence: number;
    lines: ReturnLine[];
    note: string | null;
    by: 'CLIENT' | 'PROVIDER';
    at: string;
  };
}
export interface ReturnApproved {
  type: 'ReturnApproved';
  data: { orderId: string; providerId: string; sequence: number; at: string };
}
export interface ReturnRefused {
  type: 'ReturnRefused';
  data: { orderId: string; providerId: string; sequence: number; reason: string; at: string };
}
/** What came back of each line: restocked (into its lots) or written off, and why. */
export interface ReceivedLine {
  productId: string;
  restocked: number;
  writtenOff: number;
  writeOffReason?: AdjustReason;
  /** The lots the restocked units went back into (lot-tracked products). */
  lots?: LotTake[];
}
export interface ReturnReceived {
  type: 'ReturnReceived';
  data: {
    orderId: string;
    providerId: string;
    sequence: number;
    /** Where the restocked units went. */
    locationId: string;
    lines: ReceivedLine[];
    at: string;
  };
}
export type ReturnEvent = ReturnRequested | ReturnApproved | ReturnRefused | ReturnReceived;

export interface OrderReturn {
  sequence: number;
  status: ReturnStatus;
  lines: ReturnLine[];
  received?: ReceivedLine[];
}

/** What a return needs to know of its order (ordering's order state has it). */
export interface ReturnableOrder extends ShippableOrder {
  clientId: string | null;
  returns: readonly OrderReturn[];
}

export const MAX_REFUSAL_LENGTH = 500;

/** The order's returns with one event folded in. */
export function evolveReturns(returns: readonly OrderReturn[], event: ReturnEvent): OrderReturn[] {
  if (event.type === 'ReturnRequested')
    return [
      ...returns,
      { sequence: event.data.sequence, status: 'REQUESTED', lines: event.data.lines },
    ];
  return returns.map((r) => {
    if (r.sequence !== event.data.sequence) return r;
    switch (event.type) {
      case 'ReturnApproved':
        return { ...r, status: 'APPROVED' };
      case 'ReturnRefused':
        return { ...r, status: 'REFUSED' };
      default:
        return { ...r, status: 'RECEIVED', received: event.data.lines };
    }
  });
}

/** Units of each product that may still be asked back: shipped, less what returns hold. */
export function returnable(order: ReturnableOrder): Map<string, number> {
  const left = new Map(order.shipped.map((line) => [line.productId, line.quantity]));
  for (const r of order.returns) {
    if (r.status === 'REFUSED') continue;
    for (const line of r.lines)
      left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  }
  return left;
}

export class ReturnNotFoundError extends Error {
  readonly kind = 'not_found' as const;

  constructor() {
    super('No such return.');
  }
}

/** A return asked of an order's shipped units; refused for more than can still be returned. */
export function decideReturnRequest(
  order: ReturnableOrder,
  request: {
    lines: readonly { productId: string; quantity: number; reason: string }[];
    note?: string | null;
    by: 'CLIENT' | 'PROVIDER';
    at: string;
    names?: ReadonlyMap<string, string>;
  },
): ReturnRequested {
  if (order.orderType !== 'ORDER')
    throw new StockRuleError('Only orders are returned.', 'conflict');
  if (order.shipped.length === 0)
    throw new StockRuleError('Nothing of this order has been shipped yet.', 'conflict');
  const left = returnable(order);
  const seen = new Set<string>();
  const lines: ReturnLine[] = [];
  for (const asked of request.lines) {
    const name = request.names?.get(asked.productId) ?? 'This product';
    if (seen.has(asked.productId))
      throw new StockRuleError('Each product may appear only once in a return.');
    seen.add(asked.productId);
    if (!Number.isInteger(asked.quantity) || asked.quantity < 0 || asked.quantity > MAX_QUANTITY)
      throw new StockRuleError('Quantities must be whole numbers from 0 up.');
    if (!(RETURN_REASONS as readonly string[]).includes(asked.reason))
      throw new StockRuleError(`reason must be one of ${RETURN_REASONS.join(', ')}`);
    if (asked.quantity === 0) continue;
    const most = left.get(asked.productId);
    if (most === undefined) throw new StockRuleError(`${name} was not shipped in this order.`);
    if (asked.quantity > most)
      throw new StockRuleError(`At most ${most} of ${name} can be returned.`, 'conflict');
    lines.push({
      productId: asked.productId,
      quantity: asked.quantity,
      reason: asked.reason as ReturnReason,
    });
  }
  if (lines.length === 0) throw new StockRuleError('A return needs at least one unit.');
  const note = normalizeNotes(request.note);
  if (note !== null && note.length > MAX_NOTES_LENGTH)
    throw new StockRuleError(`note must be at most ${MAX_NOTES_LENGTH} characters`);
  return {
    type: 'ReturnRequested',
    data: {
      orderId: order.orderId,
      providerId: order.providerId,
      sequence: order.returns.length + 1,
      lines,
      note,
      by: request.by,
      at: request.at,
    },
  };
}

function returnOf(order: ReturnableOrder, sequence: number): OrderReturn {
  const found = order.returns.find((r) => r.sequence === sequence);
  if (!found) throw new ReturnNotFoundError();
  return found;
}

/** Staff answer a requested return: approved, or refused with a reason the client reads. */
export function decideReturnAnswer(
  order: ReturnableOrder,
  sequence: number,
  answer: { approve: true } | { approve: false; reason: string },
  at: string,
): (ReturnApproved | ReturnRefused)[] {
  const found = returnOf(order, sequence);
  const wanted = answer.approve ? 'APPROVED' : 'REFUSED';
  if (found.status === wanted) return [];
  if (found.status !== 'REQUESTED')
    throw new StockRuleError(`This return is ${found.status.toLowerCase()} already.`, 'conflict');
  const base = { orderId: order.orderId, providerId: order.providerId, sequence, at };
  if (answer.approve) return [{ type: 'ReturnApproved', data: base }];
  const reason = answer.reason.trim();
  if (reason === '') throw new StockRuleError('Say why the return is refused.');
  if (reason.length > MAX_REFUSAL_LENGTH)
    throw new StockRuleError(`reason must be at most ${MAX_REFUSAL_LENGTH} characters`);
  return [{ type: 'ReturnRefused', data: { ...base, reason } }];
}

/** The lots a product's shipped units left in and that returns have not taken back yet. */
function lotsStillOut(order: ReturnableOrder, productId: string): LotTake[] {
  const shipped = order.shipped.find((line) => line.productId === productId)?.lots ?? [];
  const back = order.returns.flatMap((r) =>
    (r.received ?? [])
      .filter((line) => line.productId === productId)
      .flatMap((line) => line.lots ?? []),
  );
  return lotsLeft(shipped, back);
}

/**
 * Receives an approved return: every unit of each line is accounted for, restocked at
 * `locationId` (back into the lots it left in, first expiry first) or written off with a
 * reason. Restocked units go into current stock; written-off ones never come back.
 */
export function decideReturnReceipt(
  order: ReturnableOrder,
  sequence: number,
  receipt: {
    locationId: string;
    lines: readonly {
      productId: string;
      restock: number;
      writeOff: number;
      writeOffReason?: string | null;
    }[];
    at: string;
  },
): { received: ReturnReceived; deltas: StockDelta[] } {
  const found = returnOf(order, sequence);
  if (found.status === 'RECEIVED')
    throw new StockRuleError('This return has been received already.', 'conflict');
  if (found.status !== 'APPROVED')
    throw new StockRuleError('Only an approved return is received.', 'conflict');
  const given = new Map(receipt.lines.map((line) => [line.productId, line]));
  const lines: ReceivedLine[] = found.lines.map((line) => {
    const got = given.get(line.productId) ?? {
      productId: line.productId,
      restock: line.quantity,
      writeOff: 0,
    };
    if (
      ![got.restock, got.writeOff].every((n) => Number.isInteger(n) && n >= 0) ||
      got.restock + got.writeOff !== line.quantity
    )
      throw new StockRuleError(
        `Each line's restocked and written-off units must add up to the ${line.quantity} returned.`,
      );
    const reason = got.writeOff > 0 ? (got.writeOffReason ?? 'DAMAGE') : undefined;
    if (reason !== undefined && !(ADJUST_REASONS as readonly string[]).includes(reason))
      throw new StockRuleError(`write_off_reason must be one of ${ADJUST_REASONS.join(', ')}`);
    const out = lotsStillOut(order, line.productId);
    const lots =
      got.restock > 0 && out.length > 0 ? takeFirstExpiring(out, got.restock) : undefined;
    return {
      productId: line.productId,
      restocked: got.restock,
      writtenOff: got.writeOff,
      ...(reason ? { writeOffReason: reason as AdjustReason } : {}),
      ...(lots ? { lots } : {}),
    };
  });
  for (const productId of given.keys())
    if (!found.lines.some((line) => line.productId === productId))
      throw new StockRuleError('A receipt names only the products of its return.');
  return {
    received: {
      type: 'ReturnReceived',
      data: {
        orderId: order.orderId,
        providerId: order.providerId,
        sequence,
        locationId: receipt.locationId,
        lines,
        at: receipt.at,
      },
    },
    deltas: lines
      .filter((line) => line.restocked > 0)
      .map((line) => ({
        productId: line.productId,
        current: line.restocked,
        committed: 0,
        ...(line.lots
          ? {
              lots: line.lots.map((lot) => ({
                lot: lot.lot,
                expiry: lot.expiry,
                current: lot.quantity,
                committed: 0,
              })),
            }
          : {}),
      })),
  };
}
