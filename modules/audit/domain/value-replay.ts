/**
 * Stock value recomputed from the raw events alone, beside the stock's figures (./replay): the
 * events are valued by the same moving-average fold the value projection uses (ValueFold), in
 * commit order, and what it makes of them is compared with what the projection keeps: each
 * product's (lot's) head now, and the value and cost of goods effective by the replay's moment,
 * per product, lot and location and per location. Money is added up in ten-thousandths (what
 * the fold rounds to) as integers, so a million changes add up exactly.
 */
import {
  effectiveTime,
  movesValue,
  NO_LOT,
  type StockCostCorrected,
  ValueFold,
} from '../../inventory/domain';

/** What the fold reads of one stock change. */
export type ValueChange = Parameters<ValueFold['stockChanged']>[0];
/** One line of a cost correction. */
export type CorrectedLine = StockCostCorrected['data']['lines'][number];

/** A head as the projection keeps it: a product's (lot's) units, worth and average now. */
export interface StoredHead {
  product_id: string;
  lot: string;
  units: number;
  value: number;
  average: number;
}

/**
 * The value and cost of goods of the changes effective by a moment: per product, lot and
 * location (`product_id` and `lot` set), or per location as the read model answers it.
 */
export interface StoredValue {
  product_id?: string;
  lot?: string;
  location_id: string;
  value: number;
  cogs: number;
}

/** A location's day as the projection totals it: the value and cost of goods effective that day. */
export interface StoredDay {
  location_id: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  value: number;
  cogs: number;
}

export interface ValueDifference {
  /**
   * `now`: a head (every location); `as_of`: what is effective by the replay's moment; `day`: a
   * location's totals of one day (`day`).
   */
  where: 'now' | 'as_of' | 'day';
  day?: string;
  /** Null for a location's total. */
  product_id: string | null;
  /** The lot ('' for units in no lot); null for a location's total. */
  lot: string | null;
  /** Null for a head. */
  location_id: string | null;
  figure: 'units' | 'value' | 'average' | 'cogs';
  /** As the events make it and as the projection has it. */
  replayed: number;
  found: number;
}

/** Money in ten-thousandths, as a whole number. */
const tenThousandths = (money: number) => Math.round(money * 10_000);

interface Effective {
  productId: string;
  lot: string;
  locationId: string;
  value: number;
  cogs: number;
}

/**
 * Folds one provider's value events in commit order. `bound()` marks the value projection's
 * position: events after it are still folded (a later event's value rests on them) but the
 * figures compared stop there, since the projection has not seen them.
 */
export class ValueReplay {
  private readonly fold = new ValueFold();
  /**
   * Effective by the moment, by location, product and lot, in ten-thousandths. Maps of maps: a
   * joined key would be a new string to make and hash for every change.
   */
  private readonly effective = new Map<string, Map<string, Map<string, Effective>>>();
  /** Effective on each day, by location and UTC day, in ten-thousandths. */
  private readonly days = new Map<string, Map<string, { value: number; cogs: number }>>();
  /** The last change's day: changes come in time order, most of a day's one after another. */
  private day = '';
  private heads?: StoredHead[];
  private beyond = false;
  /** Events valued (changes of owned units and cost corrections) up to the bound. */
  checked = 0;

  constructor(
    private readonly providerId: string,
    private readonly asOf: string,
  ) {}

  /** The events from here on are past the value projection's position. */
  bound(): void {
    if (this.beyond) return;
    this.heads = this.currentHeads();
    this.beyond = true;
  }

  /**
   * A stock change, recorded at `recordedAt` (ISO), applying from its `effectiveAt` when that
   * is earlier. A change that moves no value (see movesValue) is skipped, as the projection
   * skips it.
   */
  stockChanged(change: ValueChange, locationId: string, recordedAt: string, effectiveAt: unknown) {
    if (!movesValue(change)) return;
    const parts = this.fold.stockChanged(change);
    if (this.beyond) return;
    this.checked++;
    const at = effectiveTime(recordedAt, effectiveAt as string | null);
    for (const part of parts)
      this.add(change.productId, part.lot, locationId, at, part.value, part.cogs);
  }

  /** A receipt's cost correction, line by line (see ValueFold.costCorrected). */
  costCorrected(
    lines: readonly CorrectedLine[],
    locationId: string,
    recordedAt: string,
    effectiveAt: unknown,
  ) {
    const at = effectiveTime(recordedAt, effectiveAt as string | null);
    if (!this.beyond) this.checked++;
    for (const line of lines) {
      const part = this.fold.costCorrected(this.providerId, line);
      if (part && !this.beyond)
        this.add(line.productId, part.lot, locationId, at, part.value, part.cogs);
    }
  }

  /**
   * What the events make of the value, against what the projection keeps: its heads, the
   * changes effective by the moment per product, lot and location, and the read model's value
   * and cost of goods per location as of the moment. Missing counts as zero.
   */
  differences(
    heads: readonly StoredHead[],
    byProduct: readonly StoredValue[],
    byLocation: readonly StoredValue[],
    days: readonly StoredDay[],
  ): ValueDifference[] {
    const found: ValueDifference[] = [];
    const compare = (
      where: ValueDifference['where'],
      ids: Pick<ValueDifference, 'product_id' | 'lot' | 'location_id'>,
      figures: Partial<Record<ValueDifference['figure'], [number, number]>>,
    ) => {
      for (const [figure, [replayed, stored]] of Object.entries(figures))
        if (tenThousandths(replayed) !== tenThousandths(stored))
          found.push({
            where,
            ...ids,
            figure: figure as ValueDifference['figure'],
            replayed,
            found: stored,
          });
    };
    const mine = new Map(
      (this.heads ?? this.currentHeads()).map((h) => [`${h.product_id} ${h.lot}`, h]),
    );
    const theirs = new Map(heads.map((h) => [`${h.product_id} ${h.lot}`, h]));
    for (const key of new Set([...mine.keys(), ...theirs.keys()])) {
      const a = mine.get(key);
      const b = theirs.get(key);
      const { product_id, lot } = (a ?? b)!;
      compare(
        'now',
        { product_id, lot, location_id: null },
        {
          units: [a?.units ?? 0, b?.units ?? 0],
          value: [a?.value ?? 0, b?.value ?? 0],
          average: [a?.average ?? 0, b?.average ?? 0],
        },
      );
    }
    const stored = new Map(byProduct.map((v) => [`${v.product_id} ${v.lot} ${v.location_id}`, v]));
    const locations = new Map<string, { value: number; cogs: number }>();
    for (const e of this.effectiveChanges()) {
      const key = `${e.productId} ${e.lot} ${e.locationId}`;
      const s = stored.get(key);
      stored.delete(key);
      compare(
        'as_of',
        { product_id: e.productId, lot: e.lot, location_id: e.locationId },
        { value: [e.value / 10_000, s?.value ?? 0], cogs: [e.cogs / 10_000, s?.cogs ?? 0] },
      );
      const total = locations.get(e.locationId) ?? { value: 0, cogs: 0 };
      locations.set(e.locationId, { value: total.value + e.value, cogs: total.cogs + e.cogs });
    }
    for (const s of stored.values())
      compare(
        'as_of',
        { product_id: s.product_id ?? null, lot: s.lot ?? NO_LOT, location_id: s.location_id },
        { value: [0, s.value], cogs: [0, s.cogs] },
      );
    const answered = new Map(byLocation.map((v) => [v.location_id, v]));
    for (const id of new Set([...locations.keys(), ...answered.keys()])) {
      const a = locations.get(id);
      const b = answered.get(id);
      compare(
        'as_of',
        { product_id: null, lot: null, location_id: id },
        {
          value: [(a?.value ?? 0) / 10_000, b?.value ?? 0],
          cogs: [(a?.cogs ?? 0) / 10_000, b?.cogs ?? 0],
        },
      );
    }
    const totalled = new Map(days.map((d) => [`${d.location_id} ${d.day}`, d]));
    const mineByDay = new Map<string, { value: number; cogs: number }>();
    for (const [location, byDay] of this.days)
      for (const [day, total] of byDay) mineByDay.set(`${location} ${day}`, total);
    for (const key of new Set([...mineByDay.keys(), ...totalled.keys()])) {
      const a = mineByDay.get(key);
      const b = totalled.get(key);
      const [location_id, day] = key.split(' ');
      const before = found.length;
      compare(
        'day',
        { product_id: null, lot: null, location_id },
        {
          value: [(a?.value ?? 0) / 10_000, b?.value ?? 0],
          cogs: [(a?.cogs ?? 0) / 10_000, b?.cogs ?? 0],
        },
      );
      for (const d of found.slice(before)) d.day = day;
    }
    return found;
  }

  private currentHeads(): StoredHead[] {
    return this.fold.touched().map(({ productId, lot, head }) => ({
      product_id: productId,
      lot,
      units: head.units,
      value: head.value,
      average: head.average,
    }));
  }

  private *effectiveChanges(): Generator<Effective> {
    for (const products of this.effective.values())
      for (const lots of products.values()) yield* lots.values();
  }

  private add(
    productId: string,
    lot: string,
    locationId: string,
    at: string,
    value: number,
    cogs: number,
  ) {
    if (this.day === '' || !at.startsWith(this.day)) this.day = at.slice(0, 10);
    const byDay = inner(this.days, locationId);
    const day = byDay.get(this.day);
    if (day) {
      day.value += tenThousandths(value);
      day.cogs += tenThousandths(cogs);
    } else byDay.set(this.day, { value: tenThousandths(value), cogs: tenThousandths(cogs) });
    if (at > this.asOf) return;
    const lots = inner(inner(this.effective, locationId), productId);
    const e = lots.get(lot);
    if (e) {
      e.value += tenThousandths(value);
      e.cogs += tenThousandths(cogs);
    } else
      lots.set(lot, {
        productId,
        lot,
        locationId,
        value: tenThousandths(value),
        cogs: tenThousandths(cogs),
      });
  }
}

/** The map under `key` in `outer`, made empty the first time. */
function inner<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let found = outer.get(key);
  if (!found) {
    found = new Map();
    outer.set(key, found);
  }
  return found;
}
