/**
 * Stock recomputed from the raw events alone: each cell's figures are the running sums of its
 * events' deltas, never the levels the events or the read models carry. As of a moment, a cell
 * stands at its last event at or before it, ordered by time then global position, which is
 * how the ledger answers too.
 */

export interface StockEventFacts {
  providerId: string;
  productId: string;
  locationId: string;
  delta: { current: number; committed: number };
  after: { current: number; committed: number };
}

export interface Figure {
  product_id: string;
  location_id: string;
  current_stock: number;
  committed_stock: number;
}

export interface ReplayEvent {
  at: string;
  position: { commit: bigint; prepare: bigint };
  data: StockEventFacts;
}

interface CellState {
  current: number;
  committed: number;
  /** The figures as of the moment, and the (time, position) they were taken at. */
  asOf?: { at: string; commit: bigint; prepare: bigint; current: number; committed: number };
}

const later = (
  a: { at: string; commit: bigint; prepare: bigint },
  b: { at: string; commit: bigint; prepare: bigint },
) =>
  a.at > b.at ||
  (a.at === b.at && (a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare)));

/** Folds events (in global order) into figures as of `asOf` (ISO time); see the module note. */
export class StockReplay {
  private readonly cells = new Map<string, CellState & { productId: string; locationId: string }>();
  /** Events whose carried level disagrees with the sum of the deltas before it. */
  readonly inconsistent: { at: string; productId: string; locationId: string }[] = [];

  constructor(private readonly asOf: string) {}

  add(event: ReplayEvent): void {
    const { data } = event;
    const key = `${data.locationId}/${data.productId}`;
    const cell = this.cells.get(key) ?? {
      productId: data.productId,
      locationId: data.locationId,
      current: 0,
      committed: 0,
    };
    cell.current += data.delta.current;
    cell.committed += data.delta.committed;
    if (cell.current !== data.after.current || cell.committed !== data.after.committed)
      this.inconsistent.push({
        at: event.at,
        productId: data.productId,
        locationId: data.locationId,
      });
    const point = { at: event.at, commit: event.position.commit, prepare: event.position.prepare };
    // Both are toISOString() forms (UTC, milliseconds), which sort as text: no Date per event.
    if (event.at <= this.asOf && (!cell.asOf || later(point, cell.asOf)))
      cell.asOf = { ...point, current: cell.current, committed: cell.committed };
    this.cells.set(key, cell);
  }

  figures(): Figure[] {
    return [...this.cells.values()]
      .filter((cell) => cell.asOf)
      .map((cell) => ({
        product_id: cell.productId,
        location_id: cell.locationId,
        current_stock: cell.asOf!.current,
        committed_stock: cell.asOf!.committed,
      }));
  }
}

/** Cells whose figures differ between two answers (missing on one side counts as zero). */
export function differences(
  replayed: readonly Figure[],
  ledger: readonly Figure[],
): {
  product_id: string;
  location_id: string;
  replayed: [number, number];
  ledger: [number, number];
}[] {
  const key = (f: Figure) => `${f.location_id}/${f.product_id}`;
  const both = new Map<
    string,
    {
      product_id: string;
      location_id: string;
      replayed: [number, number];
      ledger: [number, number];
    }
  >();
  const cell = (f: Figure) =>
    both.get(key(f)) ??
    both
      .set(key(f), {
        product_id: f.product_id,
        location_id: f.location_id,
        replayed: [0, 0],
        ledger: [0, 0],
      })
      .get(key(f))!;
  for (const f of replayed) cell(f).replayed = [f.current_stock, f.committed_stock];
  for (const f of ledger) cell(f).ledger = [f.current_stock, f.committed_stock];
  return [...both.values()].filter(
    (d) => d.replayed[0] !== d.ledger[0] || d.replayed[1] !== d.ledger[1],
  );
}
