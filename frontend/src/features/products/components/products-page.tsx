import { Container } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type Product, productsPath, productsQueryKey } from '../../../api/products';
import { ActiveBadge } from '../../../components/active-badge';
import { CsvActions } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { usePriceFormat } from '../../../components/price-text';
import { ProductNameCell } from '../../../components/product-name-cell';
import { useDrawer } from '../../../components/use-drawer';
import { useRefusal } from '../../../lib/session';
import { PRODUCTS_PAGE_SIZE, useProductsPage } from '../api/products-api';
import { ProductDrawer } from './product-drawer';

function columnsWith(price: (value: Product['price']) => string): ListColumn<Product>[] {
  return [
    { header: 'Product', render: (product) => <ProductNameCell product={product} /> },
    { header: 'Price', render: (product) => price(product.price), numeric: true },
    { header: 'Availability', render: (product) => <ActiveBadge active={product.active} /> },
  ];
}

export function ProductsPage() {
  const providerId = useParams().providerId!;
  const price = usePriceFormat(providerId);
  const columns = useMemo(() => columnsWith(price), [price]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const { data, isPending } = useProductsPage(providerId, page);
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
      <ListTable
        label="Products"
        columns={columns}
        rows={data?.products}
        rowKey={(product) => product.id}
        loading={isPending}
        onRowClick={(product) => navigate(`/provider/${providerId}/product/${product.id}`)}
        empty="Add your first product using the plus button in the top-right corner."
        emptyIcon={IconPackage}
        emptyAction={
          refusal ? null : <NextStep label="Add a product" onClick={() => drawer.open(undefined)} />
        }
        pagination={{
          page,
          pageSize: PRODUCTS_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
      {drawer.state ? (
        <ProductDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
