/**
 * What stock is worth (issue 35): a moving-average cost per product, and per lot where the
 * product keeps lots, across the provider's locations, folded over the stock changes in commit
 * order. Units the provider owns are the stock's current, committed and in-transit units
 * (committed units are still on its shelves until shipped). A receipt with a unit cost (a
 * purchase order's) moves the average; any other change in or out is valued at the average.
 * Units leaving for good by a shipment or an OUT are the cost of goods sold; units an order
 * takes out and brings back (a return, a transfer's units reaching their destination) come back
 * at the cost they left with, a return taking its cost of goods back.
 *
 * Each change's value is decided once, when it is folded, and never rewritten: a change with an
 * effective time before its recording (a back-dated receipt or correction) counts in every day's
 * value from that time on, at the value decided in commit order. Value as of a moment is
 * therefore a sum of the changes effective by then, read at once, with nothing reposted. Pure.
 */
import { roundCost } from './movement';
import type { StockChanged } from './stock-stream';

/**
 * A product's (or lot's) owned units and what they are worth together, in the provider's
 * currency. The worth is kept, not the average: units leaving take their share of it, the last
 * ones all of it, so the changes' values always add up to the worth (an average rounded at each
 * step would leave crumbs behind).
 */
export interface ValueHead {
  units: number;
  value: number;
  /** The average unit cost: of what is owned, or, when none is, the last there was (else 0). */
  average: number;
}

export const NO_VALUE: ValueHead = { units: 0, value: 0, average: 0 };

/** The lot of a value head or change: '' for units in no lot. */
export const NO_LOT = '';

/** What one stock change did to one head's value: the worth moved by `value`, `cogs` of it sold. */
export interface ValuePart {
  lot: string;
  /** Units owned gained (+) or lost (-). */
  units: number;
  /** The value those units carried in or out, to the cent's hundredth. */
  value: number;
  /** The cost of goods sold it records (+ for a sale, - for a return; 0 otherwise). */
  cogs: number;
  /** The head's average cost after it. */
  average: number;
}

export const STOCK_COST_CORRECTED = 'StockCostCorrected';

/**
 * A receipt's unit costs corrected after the fact (a supplier's invoice differs from the order,
 * freight billed late): appended to the receipt's movement stream. The difference on the units
 * received is added to the stock's worth from `effectiveAt` on, as far as those units are still
 * owned; the part of it on units already gone is cost of goods.
 */
export interface StockCostCorrected {
  type: typeof STOCK_COST_CORRECTED;
  data: {
    providerId: string;
    /** The receipt: the IN movement whose costs are corrected. */
    orderId: string;
    locationId: string;
    lines: {
      productId: string;
      lot?: string;
      quantity: number;
      unitCost: number;
      previousUnitCost: number;
    }[];
    /** When the corrected cost applies (ISO): the receipt's own time, or a later one. */
    effectiveAt: string;
    /** The purchase order behind the receipt, if any. */
    purchaseOrderId?: string;
    reason: string | null;
    at: string;
  };
}

/** Units owned a change adds or removes: current, committed and in transit together. */
export function ownedUnits(delta: StockChanged['data']['delta']): number {
  return delta.current + delta.committed + (delta.inTransit ?? 0);
}

/**
 * Whether a change can move value: it changes the units owned, or moves them between lots (a
 * count moving units from one lot to another). An order's placement (units from current to
 * committed, in the same lots) does not.
 */
export function movesValue(change: Pick<StockChanged['data'], 'delta' | 'lots'>): boolean {
  return (
    ownedUnits(change.delta) !== 0 ||
    (change.lots ?? []).some((lot) => lot.current + lot.committed !== 0)
  );
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

/** The change's owned units per lot: each lot's own, and the rest in no lot. */
export function unitsByLot(
  change: Pick<StockChanged['data'], 'delta' | 'lots'>,
): { lot: string; units: number }[] {
  const parts: { lot: string; units: number }[] = [];
  let inLots = 0;
  for (const lot of change.lots ?? []) {
    const units = lot.current + lot.committed;
    inLots += units;
    if (units !== 0) parts.push({ lot: lot.lot, units });
  }
  const rest = ownedUnits(change.delta) - inLots;
  if (rest !== 0) parts.push({ lot: NO_LOT, units: rest });
  return parts;
}

/** Units an order took out of a product, and what they were worth (a positive value). */
export interface OrderOut {
  units: number;
  value: number;
}

type ValuedChange = Pick<
  StockChanged['data'],
  'providerId' | 'productId' | 'orderId' | 'delta' | 'orderType' | 'reason' | 'unitCost' | 'lots'
>;

/**
 * The moving-average fold, one provider's or many's, over heads it is given (`seed`) or starts
 * from nothing. `stockChanged` and `costCorrected` value one event each, in commit order, and
 * leave the heads after it; `touched` names the heads changed since the fold began.
 */
export class ValueFold {
  /** Heads by `provider product`, then by lot. */
  private readonly heads = new Map<string, Map<string, ValueHead>>();
  /** The average of each product's last head to hold units: for units of a new lot. */
  private readonly lastAverage = new Map<string, number>();
  /** What each order took out of each product (`order product`): its units coming back. */
  private readonly outs = new Map<string, OrderOut>();
  /** The heads changed since the fold began, by `provider product lot`. */
  private readonly changed = new Map<
    string,
    { providerId: string; productId: string; lot: string }
  >();

  /** A head as stored, before folding. */
  seed(providerId: string, productId: string, lot: string, head: ValueHead): void {
    const key = `${providerId} ${productId}`;
    this.lots(key).set(lot, head);
    if (head.units > 0 || !this.lastAverage.has(key)) this.lastAverage.set(key, head.average);
  }

  /** What an order took out of a product before, as stored. */
  seedOut(orderId: string, productId: string, out: OrderOut): void {
    this.outs.set(`${orderId} ${productId}`, out);
  }

  head(providerId: string, productId: string, lot: string = NO_LOT): ValueHead {
    return this.heads.get(`${providerId} ${productId}`)?.get(lot) ?? NO_VALUE;
  }

  /** Every head changed by the fold: provider, product, lot and the head. */
  touched(): { providerId: string; productId: string; lot: string; head: ValueHead }[] {
    return [...this.changed.values()].map((head) => ({
      ...head,
      head: this.head(head.providerId, head.productId, head.lot),
    }));
  }

  /**
   * The value one stock change moves, per lot. Units out take their share of their head's worth,
   * the last units all that is left. Units in at a unit cost add what they cost; units in that
   * the same change took out of another lot (a transfer leaving its lot behind) carry what they
   * took; units the same order took out before (a return, a transfer arriving) come back at
   * that cost; any other units in come in at the head's average, else the product's last.
   */
  stockChanged(change: ValuedChange): ValuePart[] {
    const parts = unitsByLot(change);
    if (parts.length === 0) return [];
    const key = `${change.providerId} ${change.productId}`;
    const outKey = `${change.orderId} ${change.productId}`;
    const sale = isSale(change);
    const valued: ValuePart[] = [];
    let outUnits = 0;
    let outValue = 0;
    for (const part of parts) {
      if (part.units > 0) continue;
      const head = this.lots(key).get(part.lot) ?? NO_VALUE;
      const value =
        head.units + part.units <= 0
          ? -head.value
          : -money((head.value * -part.units) / head.units);
      outUnits -= part.units;
      outValue -= value;
      valued.push(this.apply(key, part.lot, part.units, value, sale ? -value : 0));
    }
    if (outUnits > 0) {
      const before = this.outs.get(outKey) ?? { units: 0, value: 0 };
      this.outs.set(outKey, {
        units: before.units + outUnits,
        value: money(before.value + outValue),
      });
    }
    const ins = parts.filter((part) => part.units > 0);
    let inUnits = ins.reduce((sum, part) => sum + part.units, 0);
    let moving = { units: outUnits, value: outValue };
    const back = outUnits === 0 ? this.outs.get(outKey) : undefined;
    for (const part of ins) {
      let value: number;
      let cogs = 0;
      if (change.unitCost !== undefined) value = money(part.units * change.unitCost);
      else if (moving.units > 0) {
        // What left this change's other lots, the last units in taking all that is left of it.
        value =
          part.units >= inUnits && inUnits === moving.units
            ? moving.value
            : money((moving.value * part.units) / moving.units);
        moving = { units: moving.units - part.units, value: money(moving.value - value) };
      } else if (back && back.units > 0) {
        const units = Math.min(part.units, back.units);
        const carried =
          units === back.units ? back.value : money((back.value * units) / back.units);
        value = money(carried + (part.units - units) * this.averageFor(key, part.lot));
        this.outs.set(outKey, { units: back.units - units, value: money(back.value - carried) });
        if (change.reason === 'returned') cogs = -carried;
      } else value = money(part.units * this.averageFor(key, part.lot));
      inUnits -= part.units;
      valued.push(this.apply(key, part.lot, part.units, value, cogs));
    }
    return valued;
  }

  /**
   * A receipt's line at a corrected unit cost: the difference on its units goes to the worth of
   * its head as far as the head still owns as many units, the rest to the cost of goods.
   */
  costCorrected(
    providerId: string,
    line: StockCostCorrected['data']['lines'][number],
  ): ValuePart | null {
    const key = `${providerId} ${line.productId}`;
    const lot = line.lot ?? NO_LOT;
    const difference = money((line.unitCost - line.previousUnitCost) * line.quantity);
    if (difference === 0 || line.quantity <= 0) return null;
    const head = this.lots(key).get(lot) ?? NO_VALUE;
    const owned = Math.max(0, Math.min(head.units, line.quantity));
    const value =
      owned === line.quantity ? difference : money((difference * owned) / line.quantity);
    return this.apply(key, lot, 0, value, money(difference - value));
  }

  private lots(key: string): Map<string, ValueHead> {
    let lots = this.heads.get(key);
    if (!lots) {
      lots = new Map();
      this.heads.set(key, lots);
    }
    return lots;
  }

  /** The head's average while it has one, else the product's last. */
  private averageFor(key: string, lot: string): number {
    const head = this.lots(key).get(lot);
    if (head && (head.units > 0 || head.average > 0)) return head.average;
    return this.lastAverage.get(key) ?? 0;
  }

  private apply(key: string, lot: string, units: number, value: number, cogs: number): ValuePart {
    const lots = this.lots(key);
    const head = lots.get(lot) ?? NO_VALUE;
    const after = { units: head.units + units, value: money(head.value + value) };
    const average = after.units > 0 ? money(after.value / after.units) : head.average;
    lots.set(lot, { ...after, average });
    if (after.units > 0) this.lastAverage.set(key, average);
    if (!this.changed.has(`${key} ${lot}`)) {
      const [providerId, productId] = key.split(' ');
      this.changed.set(`${key} ${lot}`, { providerId, productId, lot });
    }
    return { lot, units, value, cogs, average };
  }
}
