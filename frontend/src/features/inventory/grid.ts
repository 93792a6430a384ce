/**
 * The Inventory grid's model: its modes, the figures of its cells, the targets typed in adjust
 * mode and the adjustments they send.
 */
import { i18n } from '../../i18n';
import type { InventoryRow, LocationAdjustment } from './api/inventory-api';
import { INVENTORY } from './messages';

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

/** A typed target as a whole number of units: blank is 0, never below 0. */
export function targetOf(edit: Edit): number {
  return edit.target === '' ? 0 : Math.max(0, Math.floor(edit.target));
}

/**
 * A difference as the screens write it: "+5", "−3" (a true minus sign, as in print), "0".
 */
export function signed(difference: number): string {
  if (difference > 0) return `+${difference}`;
  if (difference < 0) return `\u2212${-difference}`;
  return '0';
}

/** One changed cell: where, what it holds now, what it will hold, and the difference. */
export interface CellChange {
  productId: string;
  productName: string;
  locationId: string;
  locationName: string;
  current: number;
  target: number;
  difference: number;
}

/**
 * The cells adjust mode would change, by product name then by the order of `locations` (the
 * active ones; an edit of a location since deactivated is left out). `current` answers the
 * freshest figure known of a cell (the page's, or a product's own read), else undefined: the
 * figure the target was typed against is used then. A target equal to the current figure is
 * no change.
 */
export function changesOf(
  edits: Record<string, Edit>,
  locations: readonly { id: string; name: string }[],
  productName: (productId: string) => string,
  current: (productId: string, locationId: string) => number | undefined,
): CellChange[] {
  const order = new Map(locations.map((location, index) => [location.id, index]));
  const changes: CellChange[] = [];
  for (const [key, edit] of Object.entries(edits)) {
    const [productId, locationId] = key.split('|');
    const at = order.get(locationId);
    if (at === undefined) continue;
    const now = current(productId, locationId) ?? edit.current;
    const target = targetOf(edit);
    if (target === now) continue;
    changes.push({
      productId,
      productName: productName(productId),
      locationId,
      locationName: locations[at].name,
      current: now,
      target,
      difference: target - now,
    });
  }
  return changes.sort(
    (a, b) =>
      a.productName.localeCompare(b.productName, undefined, { sensitivity: 'base' }) ||
      a.productId.localeCompare(b.productId) ||
      (order.get(a.locationId) ?? 0) - (order.get(b.locationId) ?? 0),
  );
}

/** What the changes come to: how many cells, products and locations, and the net units. */
export interface ChangeSummary {
  cells: number;
  products: number;
  locations: number;
  /** Units added less units removed, over every change. */
  net: number;
}

export function summaryOf(changes: readonly CellChange[]): ChangeSummary {
  return {
    cells: changes.length,
    products: new Set(changes.map((change) => change.productId)).size,
    locations: new Set(changes.map((change) => change.locationId)).size,
    net: changes.reduce((sum, change) => sum + change.difference, 0),
  };
}

/**
 * Where the changes fall and what they come to: "2 products at 2 locations, net +4 units"
 * (a net of one unit either way is singular).
 */
export function reachText(summary: ChangeSummary): string {
  return i18n.t('summary.reach', {
    ns: INVENTORY,
    count: summary.net,
    products: i18n.t('count.products', { ns: INVENTORY, count: summary.products }),
    locations: i18n.t('count.locations', { ns: INVENTORY, count: summary.locations }),
    net: signed(summary.net),
  });
}

/**
 * The summary in words: "3 changes to 2 products at 2 locations, net +4 units"; "No changes
 * yet" for none. Like reachText, it reads the catalog when called (during a render), so it
 * speaks the language shown then.
 */
export function summaryText(summary: ChangeSummary): string {
  if (summary.cells === 0) return i18n.t('summary.none', { ns: INVENTORY });
  return i18n.t('summary.text', {
    ns: INVENTORY,
    changes: i18n.t('count.changes', { ns: INVENTORY, count: summary.cells }),
    reach: reachText(summary),
  });
}

/**
 * What adjust mode sends: per location, each changed product with target minus current
 * (docs/product.md §4), in the order of the changes.
 */
export function adjustmentsOf(changes: readonly CellChange[]): LocationAdjustment[] {
  const byLocation = new Map<string, LocationAdjustment>();
  for (const change of changes) {
    const entry = byLocation.get(change.locationId) ?? {
      locationId: change.locationId,
      products: [],
    };
    entry.products.push({ id: change.productId, quantity: change.difference });
    byLocation.set(change.locationId, entry);
  }
  return [...byLocation.values()];
}
