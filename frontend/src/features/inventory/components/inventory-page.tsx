import type { GridExtraColumn } from './inventory-grid';
import { InventoryScreen } from './inventory-screen';

/**
 * docs/product.md §2.7 Inventory, view mode (/provider/{id}/inventory); `extraColumn`: a last
 * column the route adds (the units on order).
 */
export function InventoryPage({ extraColumn }: { extraColumn?: GridExtraColumn } = {}) {
  return <InventoryScreen key="view" extraColumn={extraColumn} />;
}
