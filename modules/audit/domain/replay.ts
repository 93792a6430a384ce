/**
 * Stock recomputed from the raw events alone: each cell's figures are the running sums of its
 * events' deltas, never the levels the events or the read models carry. As of a moment, a cell
 * stands at its last event at or before it, ordered by time then global position, which is
 * how the ledger answers too.
 */

export interface Figure {
  product_id: string;
  location_id: string;
  current_stock: number;
  committed_stock: number;
}

/** One stock event, as the replay needs it: when, where, its deltas and the level it carried. */
export interface ReplayEvent {
  at: string;
  productId: string;
  locationId: string;
  deltaCurrent: number;
  deltaCommitted: number;
  afterCurrent: number;
  afterCommitted: number;
}

interface CellState {
  productId: string;
  locationId: string;
  current: number;
  committed: number;
  /** The figures as of the moment, and the time of the event they were taken at ('' if none). */
  asOfAt: string;
  asOfCurrent: number;
  asOfCommitted: number;
}

/**
 * Folds events into figures as of `asOf` (ISO time); see the module note. Events must come in
 * global order: then a later event wins a tie on time, so comparing times is enough. The fold
 * allocates nothing per event but a cell the first time it sees one, since a replay runs
 * through millions of events.
 */
export class StockReplay {
  /** Cells by location, then product: two lookups instead of a composite key per event. */
  private readonly cells = new Map<string, Map<string, CellState>>();
  /** Events whose carried level disagrees with the sum of the deltas before it. */
  readonly inconsistent: { at: string; productId: string; locationId: string }[] = [];

  constructor(private readonly asOf: string) {}

  add(event: ReplayEvent): void {
    const { at } = event;
    let location = this.cells.get(event.locationId);
    if (!location) {
      location = new Map();
      this.cells.set(event.locationId, location);
    }
    let cell = location.get(event.productId);
    if (!cell) {
      cell = {
        productId: event.productId,
        locationId: event.locationId,
        current: 0,
        committed: 0,
        asOfAt: '',
        asOfCurrent: 0,
        asOfCommitted: 0,
      };
      location.set(event.productId, cell);
    }
    cell.current += event.deltaCurrent;
    cell.committed += event.deltaCommitted;
    if (cell.current !== event.afterCurrent || cell.committed !== event.afterCommitted)
      this.inconsistent.push({ at, productId: event.productId, locationId: event.locationId });
    // Both are toISOString() forms (UTC, milliseconds), which sort as text: no Date per event.
    if (at <= this.asOf && at >= cell.asOfAt) {
      cell.asOfAt = at;
      cell.asOfCurrent = cell.current;
      cell.asOfCommitted = cell.committed;
    }
  }

  figures(): Figure[] {
    const figures: Figure[] = [];
    for (const location of this.cells.values())
      for (const cell of location.values())
        if (cell.asOfAt)
          figures.push({
            product_id: cell.productId,
            location_id: cell.locationId,
            current_stock: cell.asOfCurrent,
            committed_stock: cell.asOfCommitted,
          });
    return figures;
  }
}

export interface Difference {
  product_id: string;
  location_id: string;
  replayed: [number, number];
  ledger: [number, number];
}

/** Cells whose figures differ between two answers (missing on one side counts as zero). */
export function differences(replayed: readonly Figure[], ledger: readonly Figure[]): Difference[] {
  // By location, then product: no composite key per cell (a replay compares 200,000 of them).
  const unmatched = new Map<string, Map<string, Figure>>();
  for (const f of ledger) {
    let location = unmatched.get(f.location_id);
    if (!location) {
      location = new Map();
      unmatched.set(f.location_id, location);
    }
    location.set(f.product_id, f);
  }
  const found: Difference[] = [];
  const compare = (a: Figure | undefined, b: Figure | undefined) => {
    const mine: [number, number] = [a?.current_stock ?? 0, a?.committed_stock ?? 0];
    const theirs: [number, number] = [b?.current_stock ?? 0, b?.committed_stock ?? 0];
    if (mine[0] !== theirs[0] || mine[1] !== theirs[1]) {
      const { product_id, location_id } = (a ?? b)!;
      found.push({ product_id, location_id, replayed: mine, ledger: theirs });
    }
  };
  for (const f of replayed) {
    const location = unmatched.get(f.location_id);
    compare(f, location?.get(f.product_id));
    location?.delete(f.product_id);
  }
  for (const location of unmatched.values())
    for (const f of location.values()) compare(undefined, f);
  return found;
}
