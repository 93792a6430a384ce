/**
 * The documents that move stock at one location: an order (ORDER) or a stock movement (IN, OUT,
 * ADJUST). Each is placed on a stream of its own, `order-{id}`, with the event OrderPlaced, the
 * name the stored events keep. Ordering places orders and movements through the spec's
 * `POST /api/order` and owns what happens to an order afterwards; a count's approval places
 * ADJUST movements too, which is why the placement's shape is inventory's. Pure.
 */
import { AdjustmentTerms, decideAdjustment } from './adjustment';
import { isExpiryDate, LotRequest, LotTake, lotCode, MAX_EXPIRY, MIN_EXPIRY } from './lots';

export const ORDER_TYPES = ['ORDER', 'ADJUST', 'IN', 'OUT'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The most units one line may move (stock figures are kept as 32-bit integers). */
export const MAX_QUANTITY = 1_000_000_000;

/** The longest notes an order keeps: a delivery note, not a document. */
export const MAX_NOTES_LENGTH = 2000;
export interface OrderLine {
  productId: string;
  /** Units; for ADJUST a signed delta, otherwise positive. */
  quantity: number;
  /** Unit price frozen when the order was placed (ORDER type only). */
  price: number | null;
  /**
   * ORDER only: the tax rate in percent frozen when placed (0 for a tax-exempt client). Absent
   * on movements, and on orders placed before rates were kept: read as 0.
   */
  taxRate?: number;
  /** The lot the line receives into (IN) or chose to take from: lot-tracked products only. */
  lot?: LotRequest;
  /** Where its units went or came from, per lot, as decided when placed (see ./lots). */
  lots?: LotTake[];
  /**
   * IN only: what one unit cost, in the provider's currency (a purchase order's receipt: its
   * price, converted, with its share of landed costs). Absent where no cost was given.
   */
  unitCost?: number;
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
    /**
     * ORDER only: the provider's currency (ISO 4217) when placed, which the order's prices are
     * in. Absent on movements, and on orders placed before it was kept: read as the provider's
     * currency now.
     */
    currency?: string;
    /**
     * ORDER only: what the order's number is read with (`SO-` gives SO-1002), the provider's
     * order prefix when placed, kept so that the order keeps its number when the prefix changes.
     * Absent on movements (MV-), and on orders placed before it was kept: read as '#'.
     */
    numberPrefix?: string;
    /**
     * ORDER only: the client's buyer who placed it signed in to the portal (and the approver
     * who let it through, when it waited for one). Absent on every other order.
     */
    placedBy?: PlacedBy;
    /** IN only: the purchase order this movement receives against (modules/purchasing). */
    purchaseOrderId?: string;
  } & AdjustmentTerms;
}

/** A portal buyer as an order records them: as they were named when it was placed. */
export interface PlacedBy {
  name: string;
  email: string;
  approvedBy?: { name: string; email: string };
}
/** Notes as kept: trimmed; empty is null (docs/product.md §4). */
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
    /** ORDER only: the tax rate (percent) the line is placed at; see OrderLine. */
    taxRate?: number;
    /** IN only: the unit cost in the provider's currency; see OrderLine. */
    unitCost?: number;
  }[];
  /** IN only: the purchase order received against. */
  purchaseOrderId?: string;
  /** ORDER only: the provider's currency, frozen with the prices. */
  currency?: string;
  /** ORDER only: the provider's order prefix, frozen for the order's number. */
  numberPrefix?: string;
  /** ORDER only: the portal buyer who placed it (see OrderPlaced). */
  placedBy?: PlacedBy;
  /** The products of the lines that keep lots (catalog's `track_lots`). */
  lotTracked?: readonly string[];
  notes?: string | null;
  at: string;
  /**
   * ADJUST, or a purchase order's receipt: when the change applies (not after `at`); ADJUST
   * only: why (see ./adjustment).
   */
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
  if (!command.locationId) throw new StockRuleError('Please select a location.');
  if (command.orderType === 'ORDER' && !command.clientId)
    throw new StockRuleError('Please select a client.');
  const lines = command.lines.filter((line) => line.quantity !== 0);
  if (lines.length === 0)
    throw new StockRuleError('At least one product is requiered for an order.');
  const seen = new Set<string>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity))
      throw new StockRuleError('Quantities must be whole numbers.');
    if (Math.abs(line.quantity) > MAX_QUANTITY)
      throw new StockRuleError(
        `Quantities must be at most ${MAX_QUANTITY.toLocaleString('en-US')}.`,
      );
    if (command.orderType !== 'ADJUST' && line.quantity < 0)
      throw new StockRuleError(POSITIVE_MESSAGE[command.orderType]);
    if (seen.has(line.productId))
      throw new StockRuleError('Each product may appear only once in an order.');
    seen.add(line.productId);
    checkLineLot(command, line);
  }
  const terms = decideAdjustment({
    orderType: command.orderType,
    effectiveAt: command.effectiveAt,
    reason: command.reason,
    note: command.reasonNote,
    at: command.at,
    receipt: command.orderType === 'IN' && Boolean(command.purchaseOrderId),
  });
  const order = command.orderType === 'ORDER';
  return {
    type: 'OrderPlaced',
    data: {
      orderId: command.orderId,
      providerId: command.providerId,
      clientId: order ? command.clientId : null,
      locationId: command.locationId,
      orderType: command.orderType,
      lines: lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        price: order ? line.price : null,
        // Money is an order's: a movement records neither a rate nor a currency.
        ...(order && line.taxRate !== undefined ? { taxRate: line.taxRate } : {}),
        // A receipt's cost, in the provider's currency.
        ...(command.orderType === 'IN' && line.unitCost !== undefined
          ? { unitCost: unitCostOf(line.unitCost) }
          : {}),
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
      ...(order && command.currency !== undefined ? { currency: command.currency } : {}),
      ...(order && command.numberPrefix !== undefined
        ? { numberPrefix: command.numberPrefix }
        : {}),
      // Only when a buyer placed it: every other order's event stays as it was.
      ...(order && command.placedBy ? { placedBy: command.placedBy } : {}),
      ...(command.orderType === 'IN' && command.purchaseOrderId
        ? { purchaseOrderId: command.purchaseOrderId }
        : {}),
      ...terms,
    },
  };
}

/** The most a unit may cost, and its precision: a hundredth of a cent. */
export const MAX_UNIT_COST = 1_000_000_000;
export const UNIT_COST_DECIMALS = 4;

/** A unit cost as kept: a number from 0 to MAX_UNIT_COST, rounded to UNIT_COST_DECIMALS places. */
export function unitCostOf(cost: number): number {
  if (!Number.isFinite(cost) || cost < 0 || cost > MAX_UNIT_COST)
    throw new StockRuleError(
      `A unit cost must be a number from 0 to ${MAX_UNIT_COST.toLocaleString('en-US')}.`,
    );
  return roundCost(cost);
}

const COST_SCALE = 10 ** UNIT_COST_DECIMALS;

/**
 * Rounded to UNIT_COST_DECIMALS places, half up on the decimal digits as written (1.00005 is
 * 1.0001: shifting by exponent, not multiplying, which would read it as 1.0000499…).
 *
 * Multiplying differs from shifting by far less than a millionth of a unit of the last place:
 * away from a half it rounds the same way, and makes no strings (the value fold rounds a few
 * times per change, the audit replay millions of changes). Near a half, or for numbers too big
 * for that margin, the digits as written decide. Dividing the rounded integer by the scale gives
 * the double nearest to the decimal, as reading its text does.
 */
export function roundCost(value: number): number {
  const scaled = value * COST_SCALE;
  const fromHalf = Math.abs(Math.abs(scaled - Math.trunc(scaled)) - 0.5);
  if (fromHalf > 1e-9 + Math.abs(scaled) * 1e-14) return Math.round(scaled) / COST_SCALE || 0;
  return roundAsWritten(value);
}

function roundAsWritten(value: number): number {
  const shifted = Math.round(Number(`${value}e${UNIT_COST_DECIMALS}`));
  return Number(`${shifted}e-${UNIT_COST_DECIMALS}`) || 0;
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
      throw new StockRuleError('lot_code and expiry_date are only for products that track lots.');
    return;
  }
  const receipt =
    command.orderType === 'IN' || (command.orderType === 'ADJUST' && line.quantity > 0);
  if (command.orderType === 'IN' && !hasLot)
    throw new StockRuleError('lot_code is required for products that track lots.');
  if (hasExpiry && !receipt) throw new StockRuleError('expiry_date is only for units coming in.');
  if (hasExpiry && !hasLot)
    throw new StockRuleError('expiry_date needs the lot_code it belongs to.');
  if (hasExpiry && !isExpiryDate(line.expiry))
    throw new StockRuleError(`expiry_date must be a date from ${MIN_EXPIRY} to ${MAX_EXPIRY}`);
  if (hasLot) lotCode(line.lot!);
}

export function orderStreamId(orderId: string): string {
  return `order-${orderId}`;
}

/** A rule of a stock document broken (a count, a transfer, a reorder point): the request is refused. */
export class StockRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'forbidden' | 'conflict' | 'not_found' = 'invalid',
  ) {
    super(message);
  }
}
