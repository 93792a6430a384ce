import { Box, Container, Image, SimpleGrid, Skeleton, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { type Product } from '../../../api/products';
import { CustomFieldValues } from '../../../components/custom-field-values';
import { DetailHeader } from '../../../components/detail-header';
import { DetailList } from '../../../components/detail-list';
import { formatPrice } from '../../../components/price-text';
import { RecentOrdersTable } from '../../../components/recent-orders-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { StockHistorySection } from '../../audit/components/stock-history-section';
import { CustomPricingTable } from '../../clients/components/custom-pricing-table';
import { ProductStockTable } from '../../inventory/components/product-stock-table';
import { useProduct, useSaveProduct } from '../api/products-api';
import { ProductDrawer } from './product-drawer';

export interface ProductDetailPageProps {
  /**
   * The Inventory block: stock by location (Location, Committed, Total; empty: This product has
   * no inventory recorded yet.). The inventory feature's table unless the route passes another.
   */
  inventory?: ReactNode;
  /**
   * The Recent Orders block (Order, Date, Client; empty: There are no recent orders with this
   * product). The shared recent orders table unless the route passes another.
   */
  recentOrders?: ReactNode;
}

export function ProductDetailPage({ inventory, recentOrders }: ProductDetailPageProps) {
  const { providerId, productId } = useParams() as { providerId: string; productId: string };
  const { data: product, isPending } = useProduct(providerId, productId);
  const drawer = useDrawer();

  return (
    <Container component="section" size="lg">
      <DetailHeader
        title={product?.name ?? (isPending ? undefined : 'Product')}
        editLabel="Edit product"
        onEdit={product ? () => drawer.open(undefined) : undefined}
      />
      {product ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title="Details">
            <DetailList
              items={[
                { label: 'Name', value: product.name },
                { label: 'Price', value: formatPrice(product.price) },
              ]}
            />
          </SectionCard>
          <SectionCard title="Additional Information">
            <CustomFieldValues
              providerId={providerId}
              entityType="PRODUCTS"
              metadata={product.metadata}
              emptyText="Not specified"
            />
          </SectionCard>
          {inventory ?? <ProductStockTable providerId={providerId} productId={productId} />}
          <CustomPricingTable
            providerId={providerId}
            filter={{ product_id: productId }}
            preset={{ productId, productName: product.name }}
          />
          {recentOrders ?? (
            <RecentOrdersTable
              providerId={providerId}
              filter={{ product_id: productId }}
              empty="There are no recent orders with this product"
              alertOnError
            />
          )}
          <ProductActions providerId={providerId} product={product} />
          <SectionCard title="Image">
            {product.photo ? (
              <Image src={product.photo} alt={product.name} mah={240} fit="contain" radius="sm" />
            ) : (
              <Text c="dimmed">Not specified</Text>
            )}
          </SectionCard>
          {/* Across both columns: the chart and the ledger's columns need the room. */}
          <Box style={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <StockHistorySection providerId={providerId} productId={productId} />
          </Box>
        </SimpleGrid>
      ) : isPending ? (
        <Skeleton height={160} />
      ) : null}
      {product && drawer.state ? (
        <ProductDrawer
          key={drawer.state.key}
          providerId={providerId}
          product={product}
          onClose={drawer.close}
        />
      ) : null}
    </Container>
  );
}

/** The Actions block: the Active toggle, saved at once. */
function ProductActions({ providerId, product }: { providerId: string; product: Product }) {
  const save = useSaveProduct(providerId);

  async function toggle(active: boolean) {
    try {
      await save.mutateAsync({ id: product.id, input: { active } });
      notifySuccess('The product has been updated.');
    } catch {
      notifyError('There was an error updating the product, please try again.');
    }
  }

  return (
    <SectionCard title="Actions">
      <Switch
        label="Active"
        checked={product.active}
        disabled={save.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
    </SectionCard>
  );
}
