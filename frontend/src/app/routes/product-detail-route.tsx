import { useParams } from 'react-router';
import { StockHistorySection } from '../../features/audit/components/stock-history-section';
import { CustomPricingTable } from '../../features/clients/components/custom-pricing-table';
import { ProductStockTable } from '../../features/inventory/components/product-stock-table';
import { ProductDetailPage } from '../../features/products/components/product-detail-page';

/**
 * /provider/:providerId/product/:productId: Product detail with the blocks of other features, its
 * stock by location, its custom prices and its stock history.
 */
export function ProductDetailRoute() {
  const { providerId, productId } = useParams() as { providerId: string; productId: string };
  return (
    <ProductDetailPage
      inventory={<ProductStockTable providerId={providerId} productId={productId} />}
      customPricing={(product) => (
        <CustomPricingTable
          providerId={providerId}
          filter={{ product_id: productId }}
          preset={{ productId, productName: product.name }}
        />
      )}
      stockHistory={<StockHistorySection providerId={providerId} productId={productId} />}
    />
  );
}
