import type { LotFigure } from '../../inventory';

/**
 * Lots recomputed from the raw events alone, beside the stock's figures (./replay): each lot's
 * figures are the running sums of the lot deltas its stock's events carry (`data.lots`), never
 * the levels the events (`data.after.lots`) or the lots read model carry. Stocks that never held
 * a lot cost nothing here: their events carry neither.
 */

/** A lot's delta or level as a stock event carries it. */
export interface LotEntry {
  lot: string;
  current: number;
  committed: number;
}

export interface LotDifference {
  product_id: string;
  location_id: string;
  lot: string;
  /** Current and committed, as the events make them and as the read model has them. */
  replayed: [number, number];
  found: [number, number];
  /** Which figures of the read model: as of the replay's moment, or now. */
  where: 'as_of' | 'now';
}

export interface LotInconsistency {
  at: string;
  productId: string;
  locationId: string;
  lot: string;
}

interface LotState {
  productId: string;
  locationId: string;
  lot: string;
  current: number;
  committed: number;
  /** The figures as of the moment, and as of the read model's position (see `bound`). */
  asOfCurrent: number;
  asOfCommitted: number;
  boundCurrent: number;
  boundCommitted: number;
}

/**
 * Folds the lot deltas of one provider's stock events, in commit order (see StockReplay for
 * the clock). `bound()` marks the lots read model's position: events after it are still folded
 * and checked against the levels they carry, but the figures compared with the read model stop
 * there, since the read model has not seen them.
 */
export class LotReplay {
  /** Lots by stock (`location product`), then by code. */
  private readonly stocks = new Map<string, Map<string, LotState>>();
  /** Events whose carried lot levels disagree with the sums of the lot deltas before them. */
  readonly inconsistent: LotInconsistency[] = [];
  private beyond = false;

  constructor(private readonly asOf: string) {}

  /** The events from here on are past the lots read model's position. */
  bound(): void {
    this.beyond = true;
  }

  /**
   * One stock event: `deltas`, what it did to each lot (null: nothing); `levels`, every lot of
   * the stock after it (null: the stock has never held a lot); `shownAt`, the time it is shown
   * at (ISO).
   */
  add(
    productId: string,
    locationId: string,
    shownAt: string,
    deltas: readonly LotEntry[] | null,
    levels: readonly LotEntry[] | null,
  ): void {
    if (!deltas && !levels) return;
    const key = `${locationId} ${productId}`;
    let lots = this.stocks.get(key);
    if (!lots) {
      lots = new Map();
      this.stocks.set(key, lots);
    }
    const counts = !this.beyond;
    const asOf = counts && shownAt <= this.asOf;
    for (const delta of deltas ?? []) {
      let lot = lots.get(delta.lot);
      if (!lot) {
        lot = {
          productId,
          locationId,
          lot: delta.lot,
          current: 0,
          committed: 0,
          asOfCurrent: 0,
          asOfCommitted: 0,
          boundCurrent: 0,
          boundCommitted: 0,
        };
        lots.set(delta.lot, lot);
      }
      lot.current += delta.current;
      lot.committed += delta.committed;
      if (counts) {
        lot.boundCurrent = lot.current;
        lot.boundCommitted = lot.committed;
      }
      if (asOf) {
        lot.asOfCurrent = lot.current;
        lot.asOfCommitted = lot.committed;
      }
    }
    // Every lot of the stock must stand where the event says; a lot it leaves out stands at 0.
    const carried = new Map((levels ?? []).map((level) => [level.lot, level]));
    const wrong = (lot: string) =>
      this.inconsistent.push({ at: shownAt, productId, locationId, lot });
    for (const lot of lots.values()) {
      const level = carried.get(lot.lot);
      if ((level?.current ?? 0) !== lot.current || (level?.committed ?? 0) !== lot.committed)
        wrong(lot.lot);
    }
    for (const level of carried.values())
      if (!lots.has(level.lot) && (level.current !== 0 || level.committed !== 0)) wrong(level.lot);
  }

  /** The lots holding units as of the moment (`asOf`), or at the read model's position (`now`). */
  figures(when: 'as_of' | 'now'): LotFigure[] {
    const figures: LotFigure[] = [];
    for (const lots of this.stocks.values())
      for (const lot of lots.values()) {
        const current = when === 'as_of' ? lot.asOfCurrent : lot.boundCurrent;
        const committed = when === 'as_of' ? lot.asOfCommitted : lot.boundCommitted;
        if (current !== 0 || committed !== 0)
          figures.push({
            product_id: lot.productId,
            location_id: lot.locationId,
            lot: lot.lot,
            current_stock: current,
            committed_stock: committed,
          });
      }
    return figures;
  }
}

/** Lots whose figures differ between the replay and the read model (missing counts as zero). */
export function lotDifferences(
  replayed: readonly LotFigure[],
  found: readonly LotFigure[],
  where: LotDifference['where'],
): LotDifference[] {
  const key = (f: LotFigure) => `${f.location_id} ${f.product_id} ${f.lot}`;
  const unmatched = new Map(found.map((f) => [key(f), f]));
  const differences: LotDifference[] = [];
  const compare = (a: LotFigure | undefined, b: LotFigure | undefined) => {
    const mine: [number, number] = [a?.current_stock ?? 0, a?.committed_stock ?? 0];
    const theirs: [number, number] = [b?.current_stock ?? 0, b?.committed_stock ?? 0];
    if (mine[0] === theirs[0] && mine[1] === theirs[1]) return;
    const { product_id, location_id, lot } = (a ?? b)!;
    differences.push({ product_id, location_id, lot, replayed: mine, found: theirs, where });
  };
  for (const f of replayed) {
    compare(f, unmatched.get(key(f)));
    unmatched.delete(key(f));
  }
  for (const f of unmatched.values()) compare(undefined, f);
  return differences;
}
