import { Container, Group } from '@mantine/core';
import { IconFilterOff, IconPackage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { type Product, productsPath, productsQueryKey } from '../../../api/products';
import { ActiveBadge } from '../../../components/active-badge';
import { CsvActions } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { ProductNameCell } from '../../../components/product-name-cell';
import { useDrawer } from '../../../components/use-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { PRODUCTS_PAGE_SIZE, useProductsPage } from '../api/products-api';
import { ProductDrawer } from './product-drawer';

function columnsWith(price: (value: Product['price']) => string): ListColumn<Product>[] {
  return [
    {
      header: 'Product',
      render: (product) => <ProductNameCell product={product} />,
      card: 'title',
    },
    { header: 'Price', render: (product) => price(product.price), numeric: true },
    {
      header: 'Availability',
      render: (product) => <ActiveBadge active={product.active} />,
      card: 'badge',
    },
    // What a search finds it by, on a phone's card (the product's page shows it too).
    { header: 'SKU', render: (product) => product.sku, cardOnly: true },
  ];
}

export function ProductsPage() {
  const providerId = useParams().providerId!;
  const price = useFormats(providerId).money;
  const columns = useMemo(() => columnsWith(price), [price]);
  const queryClient = useQueryClient();
  const list = useListParams();
  const search = list.q.trim();
  const { data, isPending } = useProductsPage(providerId, list.page, search);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Products"
        count={data?.total}
        addLabel="New product"
        onAdd={() => drawer.open(undefined)}
        addDisabledReason={refusal}
        actions={
          <CsvActions
            basePath={productsPath(providerId)}
            noun="products"
            importDisabledReason={refusal}
            onImported={() =>
              queryClient.invalidateQueries({ queryKey: productsQueryKey(providerId) })
            }
          />
        }
      />
      {search || data?.total !== 0 ? (
        <Group mb="md">
          <ListSearch
            value={list.q}
            onSearch={list.setQ}
            label="Search products"
            placeholder="Name, SKU or barcode"
          />
        </Group>
      ) : null}
      <ListTable
        label="Products"
        columns={columns}
        rows={data?.products}
        rowKey={(product) => product.id}
        loading={isPending}
        rowHref={(product) => `/provider/${providerId}/product/${product.id}`}
        empty={
          search
            ? `No products match “${search}”.`
            : 'Add your first product using the plus button in the top-right corner.'
        }
        emptyIcon={IconPackage}
        emptyAction={
          search ? (
            <NextStep label="Clear search" icon={IconFilterOff} onClick={() => list.setQ('')} />
          ) : refusal ? null : (
            <NextStep label="Add a product" onClick={() => drawer.open(undefined)} />
          )
        }
        pagination={{
          page: list.page,
          pageSize: PRODUCTS_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: list.setPage,
        }}
      />
      {drawer.state ? (
        <ProductDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
