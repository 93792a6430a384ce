/**
 * Shipments of an order (issue 36, part 2): staff ship some of an order's quantities now and the
 * rest later. A shipment is an event of the order's own stream (`OrderShipped`), so the order's
 * revision serialises every Ship pressed at once: a shipment never takes more than was ordered.
 * Its units leave committed stock (they left current when the order was placed); the lots
 * they leave are the ones the order was given when placed, first expiry first. What is not
 * shipped stays committed: the backorder. Pure.
 */
import {
  fulfilmentDeltas,
  LotTake,
  lotsLeft,
  MAX_QUANTITY,
  OrderLine,
  OrderType,
  StockDelta,
  StockRuleError,
  takeFirstExpiring,
} from '../../inventory/domain';

/** The longest carrier name or tracking number kept. */
export const MAX_CARRIER_LENGTH = 100;
export const MAX_TRACKING_LENGTH = 100;

/** Units of one product shipped, and the lots they were. */
export interface ShippedLine {
  productId: string;
  quantity: number;
  lots?: LotTake[];
}

export interface OrderShipped {
  type: 'OrderShipped';
  data: {
    orderId: string;
    providerId: string;
    /** 1 for the order's first shipment, 2 for its second, …: with the order, its id. */
    sequence: number;
    /** When recorded. */
    at: string;
    /** The day the goods left (YYYY-MM-DD). */
    shippedOn: string;
    carrier: string | null;
    trackingNumber: string | null;
    lines: ShippedLine[];
  };
}

/** What a shipment needs to know of its order (ordering's order state has it). */
export interface ShippableOrder {
  orderId: string;
  providerId: string;
  orderType: OrderType;
  lines: readonly OrderLine[];
  /** Units shipped so far, per product, with their lots. */
  shipped: readonly ShippedLine[];
  shipments: number;
  fulfilled: boolean;
  cancelled: boolean;
}

export interface ShipOrder {
  at: string;
  /** YYYY-MM-DD; absent: the day `at` falls on (UTC). */
  shippedOn?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** Absent: everything that remains. */
  lines?: readonly { productId: string; quantity: number }[] | null;
  /** Product names, for refusals that name a product. */
  names?: ReadonlyMap<string, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each line's units not shipped yet (none once the order is complete or cancelled). */
export function remainingLines(order: ShippableOrder): OrderLine[] {
  if (order.orderType !== 'ORDER' || order.fulfilled || order.cancelled) return [];
  const shipped = new Map(order.shipped.map((line) => [line.productId, line]));
  return order.lines
    .map((line) => {
      const gone = shipped.get(line.productId);
      if (!gone) return line;
      const rest: OrderLine = { ...line, quantity: line.quantity - gone.quantity };
      if (line.lots) rest.lots = lotsLeft(line.lots, gone.lots ?? []);
      return rest;
    })
    .filter((line) => line.quantity > 0);
}

/** The units shipped so far with `lines` added. */
export function addShipped(shipped: readonly ShippedLine[], lines: readonly ShippedLine[]) {
  const byProduct = new Map(shipped.map((line) => [line.productId, line]));
  for (const line of lines) {
    const known = byProduct.get(line.productId);
    const lots = [...(known?.lots ?? []), ...(line.lots ?? [])];
    byProduct.set(line.productId, {
      productId: line.productId,
      quantity: (known?.quantity ?? 0) + line.quantity,
      ...(lots.length ? { lots } : {}),
    });
  }
  return [...byProduct.values()];
}

/** What a shipment does to stock: its units leave committed, from the lots they were. */
export function shipmentDeltas(lines: readonly ShippedLine[]): StockDelta[] {
  return fulfilmentDeltas({
    orderType: 'ORDER',
    lines: lines.map(asLine),
    fulfilled: false,
    cancelled: false,
  });
}

function asLine(line: ShippedLine): OrderLine {
  return {
    productId: line.productId,
    quantity: line.quantity,
    price: null,
    ...(line.lots ? { lots: line.lots } : {}),
  };
}

function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > max) throw new StockRuleError(`${field} must be at most ${max} characters.`);
  return text;
}

/** Which lines the request ships: the ones it names (checked), or everything that remains. */
function linesToShip(
  order: ShippableOrder,
  remaining: readonly OrderLine[],
  command: ShipOrder,
): ShippedLine[] {
  if (!command.lines) return remaining.map((line) => shippedOf(line));
  const left = new Map(remaining.map((line) => [line.productId, line]));
  const seen = new Set<string>();
  const lines: ShippedLine[] = [];
  for (const asked of command.lines) {
    if (seen.has(asked.productId))
      throw new StockRuleError('Each product may appear only once in a shipment.');
    seen.add(asked.productId);
    if (!Number.isInteger(asked.quantity) || asked.quantity < 0 || asked.quantity > MAX_QUANTITY)
      throw new StockRuleError('Quantities must be whole numbers from 0 up.');
    if (asked.quantity === 0) continue;
    const name = command.names?.get(asked.productId) ?? asked.productId;
    if (!order.lines.some((line) => line.productId === asked.productId))
      throw new StockRuleError(`${name} is not in this order.`);
    const line = left.get(asked.productId);
    if (!line || asked.quantity > line.quantity)
      throw new StockRuleError(
        `Only ${line?.quantity ?? 0} of ${name} ${line?.quantity === 1 ? 'remains' : 'remain'} to be shipped.`,
        'conflict',
      );
    lines.push(shippedOf(line, asked.quantity));
  }
  if (lines.length === 0) throw new StockRuleError('A shipment needs at least one unit.');
  return lines;
}

/** `quantity` units of a line (all of it by default), from its lots first expiry first. */
function shippedOf(line: OrderLine, quantity = line.quantity): ShippedLine {
  const lots = line.lots?.length ? takeFirstExpiring(line.lots, quantity) : undefined;
  return { productId: line.productId, quantity, ...(lots ? { lots } : {}) };
}

export interface ShipmentDecision {
  shipped: OrderShipped;
  /** True when nothing remains to ship after it: the order is complete. */
  completes: boolean;
  deltas: StockDelta[];
}

/**
 * Ships some or all of what remains of an order. Refused for a movement, a cancelled or complete
 * order, a product the order does not wait for, or more than remains of it.
 */
export function decideShipment(order: ShippableOrder, command: ShipOrder): ShipmentDecision {
  if (order.orderType !== 'ORDER')
    throw new StockRuleError('Only orders are shipped; a movement is fulfilled.', 'conflict');
  if (order.cancelled) throw new StockRuleError('This order is cancelled.', 'conflict');
  const remaining = remainingLines(order);
  if (remaining.length === 0)
    throw new StockRuleError('Everything in this order has been shipped.', 'conflict');
  const shippedOn = command.shippedOn ?? command.at.slice(0, 10);
  // A real calendar day: JavaScript reads 2026-02-30 as March 2nd, PostgreSQL refuses it.
  if (
    !DAY.test(shippedOn) ||
    new Date(Date.parse(shippedOn) || 0).toISOString().slice(0, 10) !== shippedOn
  )
    throw new StockRuleError('shipped_on must be a date (YYYY-MM-DD).');
  if (shippedOn > command.at.slice(0, 10))
    throw new StockRuleError('shipped_on cannot be in the future.');
  const lines = linesToShip(order, remaining, command);
  const left = remaining.reduce((sum, line) => sum + line.quantity, 0);
  const taken = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    shipped: {
      type: 'OrderShipped',
      data: {
        orderId: order.orderId,
        providerId: order.providerId,
        sequence: order.shipments + 1,
        at: command.at,
        shippedOn,
        carrier: optionalText(command.carrier, 'carrier', MAX_CARRIER_LENGTH),
        trackingNumber: optionalText(
          command.trackingNumber,
          'tracking_number',
          MAX_TRACKING_LENGTH,
        ),
        lines,
      },
    },
    completes: taken === left,
    deltas: shipmentDeltas(lines),
  };
}
