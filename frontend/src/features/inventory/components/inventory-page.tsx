import { InventoryScreen } from './inventory-screen';

/** docs/product.md §2.7 Inventory, view mode (/provider/{id}/inventory). */
export function InventoryPage() {
  return <InventoryScreen key="view" />;
}
