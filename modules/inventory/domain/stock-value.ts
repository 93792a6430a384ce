/**
 * What stock is worth (issue 35): a moving-average cost per product across the provider's
 * locations, folded over the stock changes in commit order. Units the provider owns are the
 * stock's current, committed and in-transit units (committed units are still on its shelves
 * until shipped). A receipt with a unit cost (a purchase order's) moves the average; any other
 * change in or out is valued at the average. Units leaving for good by a shipment or an OUT
 * are the cost of goods sold; a transfer only moves value between locations.
 *
 * Each change's value is decided once, when it is folded, and never rewritten: a change with an
 * effective time before its recording (a back-dated correction) counts in every day's value from
 * that time on, at the value decided in commit order. Value as of a moment is therefore a sum of
 * the changes effective by then, read at once, with nothing reposted. Pure.
 */
import { roundCost } from './movement';
import type { StockChanged } from './stock-stream';

/**
 * A product's owned units and what they are worth together, in the provider's currency. The
 * worth is kept, not the average: units leaving take their share of it, the last ones all of
 * it, so the changes' values always add up to the worth (an average rounded at each step would
 * leave crumbs behind).
 */
export interface ValueHead {
  units: number;
  value: number;
  /** The average unit cost: of what is owned, or, when none is, the last there was (else 0). */
  average: number;
}

export const NO_VALUE: ValueHead = { units: 0, value: 0, average: 0 };

/** What one stock change did to value: the product's worth moved by `value`, `cogs` of it sold. */
export interface ValueChange {
  /** Units owned gained (+) or lost (-). */
  units: number;
  /** The value those units carried in or out, to the cent's hundredth. */
  value: number;
  /** The cost of goods sold it records (shipments and OUT movements; 0 otherwise). */
  cogs: number;
  /** The product's head after it. */
  after: ValueHead;
}

/** Units owned a change adds or removes: current, committed and in transit together. */
export function ownedUnits(delta: StockChanged['data']['delta']): number {
  return delta.current + delta.committed + (delta.inTransit ?? 0);
}

/** Whether units leaving by this change are sold (cost of goods), not lost or moved. */
export function isSale(change: Pick<StockChanged['data'], 'orderType' | 'reason'>): boolean {
  return (
    (change.orderType === 'ORDER' && change.reason === 'fulfilled') ||
    (change.orderType === 'OUT' && change.reason === 'placed')
  );
}

/** Money to a hundredth of a cent, as unit costs are kept. */
const money = roundCost;

/**
 * The value one stock change moves, and the head after it. Units in at a unit cost add what
 * they cost; units in without one (an adjustment up, a cancelled OUT, a return) come in at the
 * average (the last one when none are owned); units out take their share of the worth, the
 * last units all that is left.
 */
export function valueStockChange(
  head: ValueHead,
  change: Pick<StockChanged['data'], 'delta' | 'orderType' | 'reason' | 'unitCost'>,
): ValueChange {
  const units = ownedUnits(change.delta);
  if (units === 0) return { units: 0, value: 0, cogs: 0, after: head };
  let value: number;
  if (units > 0) value = money(units * (change.unitCost ?? head.average));
  else if (head.units + units <= 0) value = -head.value;
  else value = -money((head.value * -units) / head.units);
  return {
    units,
    value,
    cogs: units < 0 && isSale(change) ? -value : 0,
    after: headAfter(head, units, value),
  };
}

function headAfter(head: ValueHead, units: number, value: number): ValueHead {
  const after = { units: head.units + units, value: money(head.value + value) };
  return { ...after, average: after.units > 0 ? money(after.value / after.units) : head.average };
}
