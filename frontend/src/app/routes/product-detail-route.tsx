import { useParams } from 'react-router';
import { StockHistorySection } from '../../features/audit/components/stock-history-section';
import { CustomPricingTable } from '../../features/clients/components/custom-pricing-table';
import { ProductStockTable } from '../../features/inventory/components/product-stock-table';
import { ProductLotsSection } from '../../features/lots/components/product-lots-section';
import { ReorderPointsSection } from '../../features/low-stock/components/reorder-points-section';
import { ProductDetailPage } from '../../features/products/components/product-detail-page';
import { ProductOnOrder } from '../../features/purchase-orders/components/on-order';
import { ProductSuppliersSection } from '../../features/purchasing/components/product-suppliers-section';
import { ProductStockValue } from '../../features/stock-value/components/product-stock-value';

/**
 * /provider/:providerId/product/:productId: Product detail with the blocks of other features, its
 * stock by location (what is on order, and its average cost and value now) and reorder points,
 * its custom prices, its suppliers and its stock history.
 */
export function ProductDetailRoute() {
  const { providerId, productId } = useParams() as { providerId: string; productId: string };
  return (
    <ProductDetailPage
      inventory={
        <>
          <ProductStockTable
            providerId={providerId}
            productId={productId}
            footer={
              <>
                <ProductOnOrder providerId={providerId} productId={productId} />
                <ProductStockValue providerId={providerId} productId={productId} />
              </>
            }
          />
          <ReorderPointsSection providerId={providerId} productId={productId} />
        </>
      }
      customPricing={(product) => (
        <CustomPricingTable
          providerId={providerId}
          filter={{ product_id: productId }}
          preset={{ productId, productName: product.name }}
        />
      )}
      stockHistory={<StockHistorySection providerId={providerId} productId={productId} />}
      lots={<ProductLotsSection providerId={providerId} productId={productId} />}
      suppliers={<ProductSuppliersSection providerId={providerId} productId={productId} />}
    />
  );
}
