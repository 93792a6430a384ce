/**
 * The Inventory grid's model: its modes, the figures of its cells, the targets typed in adjust
 * mode and the adjustments they send.
 */
import type { InventoryRow, LocationAdjustment } from './api/inventory-api';

/** view: the figures (live, or as of a moment); adjust: a target per cell, sent as ADJUST orders. */
export type InventoryMode = 'view' | 'adjust';

/** The location select's value for "every location". */
export const ALL = 'all';

/** A cell of the grid: a product at a location. */
export const cellKey = (productId: string, locationId: string) => `${productId}|${locationId}`;

/** Current and committed stock of one product at one location (0 when never recorded). */
export interface Figures {
  current: number;
  committed: number;
  /** Shipped to the location by a transfer and not received yet (not part of the total). */
  inTransit?: number;
}

export const NONE: Figures = { current: 0, committed: 0 };

/** The inventory rows as a lookup by product and location. */
export function figuresOf(rows: InventoryRow[] | undefined): Map<string, Figures> {
  const figures = new Map<string, Figures>();
  for (const row of rows ?? []) {
    figures.set(cellKey(row.product_id, row.location_id), {
      current: row.current_stock,
      committed: row.committed_stock,
      inTransit: row.in_transit_stock ?? 0,
    });
  }
  return figures;
}

/**
 * A target typed into a cell, with the current figure it was typed against: the edits of other
 * pages are sent too, and their figures are no longer loaded.
 */
export interface Edit {
  target: number | '';
  current: number;
}

/**
 * What adjust mode sends: per active location, each edited product with target minus current
 * (docs/product.md §4), unchanged cells left out. The current figure is the freshest one for the
 * products of the page shown, else the one the target was typed against.
 */
export function adjustmentsOf(
  edits: Record<string, Edit>,
  activeLocations: { id: string }[],
  shownProducts: ReadonlySet<string>,
  figure: (productId: string, locationId: string) => Figures,
): LocationAdjustment[] {
  const byLocation = new Map<string, LocationAdjustment>();
  for (const [key, edit] of Object.entries(edits)) {
    const [productId, locationId] = key.split('|');
    if (!activeLocations.some((location) => location.id === locationId)) continue;
    const target = edit.target === '' ? 0 : Math.max(0, Math.floor(edit.target));
    const current = shownProducts.has(productId)
      ? figure(productId, locationId).current
      : edit.current;
    const delta = target - current;
    if (delta === 0) continue;
    const entry = byLocation.get(locationId) ?? { locationId, products: [] };
    entry.products.push({ id: productId, quantity: delta });
    byLocation.set(locationId, entry);
  }
  return [...byLocation.values()];
}
