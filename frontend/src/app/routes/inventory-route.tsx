import { useParams } from 'react-router';
import { InventoryPage } from '../../features/inventory/components/inventory-page';
import { useOnOrderOver } from '../../features/purchase-orders/components/on-order';

/**
 * /provider/:providerId/inventory: the Stock grid, with each product's units on order over the
 * locations shown (features/purchase-orders) as its last column.
 */
export function InventoryRoute() {
  const providerId = useParams().providerId!;
  const onOrder = useOnOrderOver(providerId);
  return (
    <InventoryPage
      extraColumn={{
        header: onOrder.header,
        valueOf: onOrder.unitsOf,
      }}
    />
  );
}
