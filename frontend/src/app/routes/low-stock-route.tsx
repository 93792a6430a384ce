import { useParams } from 'react-router';
import { LowStockPage } from '../../features/low-stock/components/low-stock-page';
import { CreatePurchaseOrdersButton } from '../../features/purchase-orders/components/create-from-suggestions';
import { useOnOrderOf } from '../../features/purchase-orders/components/on-order';

/**
 * /provider/:providerId/low-stock: the low stocks, each with its units on order, and Create
 * purchase orders for what is to buy (features/purchase-orders).
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
    />
  );
}
