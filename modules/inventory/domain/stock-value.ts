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
    (change.lots?.some((lot) => lot.current + lot.committed !== 0) ?? false)
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

/** A product's heads, one per lot, and the average of its last head to hold units. */
interface ProductState {
  providerId: string;
  productId: string;
  lots: Map<string, HeadState>;
  /** For units of a new lot; undefined before any head held units. */
  lastAverage?: number;
}

/** A head as the fold keeps it: changed in place, so a million changes allocate no heads. */
interface HeadState extends ValueHead {
  product: ProductState;
  lot: string;
  touched: boolean;
}

/** What one part of a change does: its lot and its units. */
interface Part {
  lot: string;
  units: number;
}

/**
 * The moving-average fold, one provider's or many's, over heads it is given (`seed`) or starts
 * from nothing. `stockChanged` and `costCorrected` value one event each, in commit order, and
 * leave the heads after it; `touched` names the heads changed since the fold began. The audit
 * replays millions of changes through it: its common path (a change in no lot) allocates only
 * the part it answers.
 */
export class ValueFold {
  /**
   * Products by provider, then by id: maps of maps rather than one map by a joined key, which
   * would make (and hash) a new string for every change folded.
   */
  private readonly products = new Map<string, Map<string, ProductState>>();
  /** What each order took out of each product, by order then product: its units coming back. */
  private readonly outs = new Map<string, Map<string, OrderOut>>();
  /** The heads changed since the fold began, in the order first changed. */
  private readonly changed: HeadState[] = [];

  /** A head as stored, before folding. */
  seed(providerId: string, productId: string, lot: string, head: ValueHead): void {
    const product = this.product(providerId, productId);
    const state = this.state(product, lot);
    state.units = head.units;
    state.value = head.value;
    state.average = head.average;
    if (head.units > 0 || product.lastAverage === undefined) product.lastAverage = head.average;
  }

  /** What an order took out of a product before, as stored. */
  seedOut(orderId: string, productId: string, out: OrderOut): void {
    this.setOut(orderId, productId, out);
  }

  head(providerId: string, productId: string, lot: string = NO_LOT): ValueHead {
    const state = this.products.get(providerId)?.get(productId)?.lots.get(lot);
    return state ? { units: state.units, value: state.value, average: state.average } : NO_VALUE;
  }

  /** Every head changed by the fold: provider, product, lot and the head. */
  touched(): { providerId: string; productId: string; lot: string; head: ValueHead }[] {
    return this.changed.map(({ product, lot, units, value, average }) => ({
      providerId: product.providerId,
      productId: product.productId,
      lot,
      head: { units, value, average },
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
    if (!change.lots || change.lots.length === 0) {
      // The common path: one part, in no lot.
      const units = ownedUnits(change.delta);
      if (units === 0) return [];
      const head = this.state(this.product(change.providerId, change.productId), NO_LOT);
      if (units < 0) {
        const part = this.takeOut(head, units, isSale(change));
        this.recordOut(change, -units, -part.value);
        return [part];
      }
      return [this.bringIn(change, head, units, units, { units: 0, value: 0 })];
    }
    const product = this.product(change.providerId, change.productId);
    const parts = unitsByLot(change);
    if (parts.length === 0) return [];
    const sale = isSale(change);
    const valued: ValuePart[] = [];
    let outUnits = 0;
    let outValue = 0;
    let inUnits = 0;
    for (const part of parts) {
      if (part.units > 0) {
        inUnits += part.units;
        continue;
      }
      const taken = this.takeOut(this.state(product, part.lot), part.units, sale);
      outUnits -= part.units;
      outValue -= taken.value;
      valued.push(taken);
    }
    if (outUnits > 0) this.recordOut(change, outUnits, outValue);
    const moving = { units: outUnits, value: outValue };
    for (const part of parts as Part[]) {
      if (part.units <= 0) continue;
      const head = this.state(product, part.lot);
      valued.push(this.bringIn(change, head, part.units, inUnits, moving));
      inUnits -= part.units;
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
    const difference = money((line.unitCost - line.previousUnitCost) * line.quantity);
    if (difference === 0 || line.quantity <= 0) return null;
    const head = this.state(this.product(providerId, line.productId), line.lot ?? NO_LOT);
    const owned = Math.max(0, Math.min(head.units, line.quantity));
    const value =
      owned === line.quantity ? difference : money((difference * owned) / line.quantity);
    return this.apply(head, 0, value, money(difference - value));
  }

  /** Units out of a head: their share of its worth, the last units all that is left. */
  private takeOut(head: HeadState, units: number, sale: boolean): ValuePart {
    const value =
      head.units + units <= 0 ? -head.value : -money((head.value * -units) / head.units);
    return this.apply(head, units, value, sale ? -value : 0);
  }

  /** Units the change took out, which the same order may bring back (see stockChanged). */
  private recordOut(change: ValuedChange, units: number, value: number): void {
    const before = this.outs.get(change.orderId)?.get(change.productId);
    this.setOut(
      change.orderId,
      change.productId,
      before
        ? { units: before.units + units, value: money(before.value + value) }
        : { units, value },
    );
  }

  private setOut(orderId: string, productId: string, out: OrderOut): void {
    let products = this.outs.get(orderId);
    if (!products) {
      products = new Map();
      this.outs.set(orderId, products);
    }
    products.set(productId, out);
  }

  /**
   * Units into a head (see stockChanged): `remaining`, the change's units in from this part on;
   * `moving`, what its other parts took out and the parts in have not taken yet.
   */
  private bringIn(
    change: ValuedChange,
    head: HeadState,
    units: number,
    remaining: number,
    moving: { units: number; value: number },
  ): ValuePart {
    let value: number;
    let cogs = 0;
    if (change.unitCost !== undefined) value = money(units * change.unitCost);
    else if (moving.units > 0) {
      // What left this change's other lots, the last units in taking all that is left of it.
      value =
        units >= remaining && remaining === moving.units
          ? moving.value
          : money((moving.value * units) / moving.units);
      moving.units -= units;
      moving.value = money(moving.value - value);
    } else {
      const back = this.outs.get(change.orderId)?.get(change.productId);
      if (back && back.units > 0) {
        const carried = Math.min(units, back.units);
        const carriedValue =
          carried === back.units ? back.value : money((back.value * carried) / back.units);
        value = money(carriedValue + (units - carried) * this.averageFor(head));
        this.setOut(change.orderId, change.productId, {
          units: back.units - carried,
          value: money(back.value - carriedValue),
        });
        if (change.reason === 'returned') cogs = -carriedValue;
      } else value = money(units * this.averageFor(head));
    }
    return this.apply(head, units, value, cogs);
  }

  private product(providerId: string, productId: string): ProductState {
    let products = this.products.get(providerId);
    if (!products) {
      products = new Map();
      this.products.set(providerId, products);
    }
    let product = products.get(productId);
    if (!product) {
      product = { providerId, productId, lots: new Map() };
      products.set(productId, product);
    }
    return product;
  }

  private state(product: ProductState, lot: string): HeadState {
    let state = product.lots.get(lot);
    if (!state) {
      state = { product, lot, units: 0, value: 0, average: 0, touched: false };
      product.lots.set(lot, state);
    }
    return state;
  }

  /** The head's average while it has one, else the product's last. */
  private averageFor(head: HeadState): number {
    if (head.units > 0 || head.average > 0) return head.average;
    return head.product.lastAverage ?? 0;
  }

  private apply(head: HeadState, units: number, value: number, cogs: number): ValuePart {
    head.units += units;
    head.value = money(head.value + value);
    if (head.units > 0) {
      head.average = money(head.value / head.units);
      head.product.lastAverage = head.average;
    }
    if (!head.touched) {
      head.touched = true;
      this.changed.push(head);
    }
    return { lot: head.lot, units, value, cogs, average: head.average };
  }
}
