import { useParams } from 'react-router';
import { LowStockPage } from '../../features/low-stock/components/low-stock-page';
import { stillToBuy } from '../../features/low-stock/still-to-buy';
import { CreatePurchaseOrdersButton } from '../../features/purchase-orders/components/create-from-suggestions';
import { useOnOrderOf } from '../../features/purchase-orders/components/on-order';

/**
 * /provider/:providerId/low-stock: the low stocks, each with its units on order and a suggestion
 * of what is still to buy once those come, and Create purchase orders for it
 * (features/purchase-orders).
 */
export function LowStockRoute() {
  const providerId = useParams().providerId!;
  const onOrder = useOnOrderOf(providerId);
  return (
    <LowStockPage
      actions={<CreatePurchaseOrdersButton providerId={providerId} />}
      moreColumns={[
        { header: onOrder.header, render: (row) => onOrder.unitsOf(row) ?? '', numeric: true },
      ]}
      suggestedOf={(row) => stillToBuy(row.suggested_quantity, onOrder.unitsOf(row))}
    />
  );
}
