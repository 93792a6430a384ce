import { Container, Group } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Product, productsPath, productsQueryKey } from '../../../api/products';
import { ActiveBadge } from '../../../components/active-badge';
import { CsvActions } from '../../../components/csv-actions';
import { ListSearch } from '../../../components/list-search';
import type { ListColumn } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { ProductNameCell } from '../../../components/product-name-cell';
import { emptyListTexts, SearchListTable } from '../../../components/search-list-table';
import { useDrawer } from '../../../components/use-drawer';
import { useListParams } from '../../../components/use-list-params';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { PRODUCTS_PAGE_SIZE, useProductsPage } from '../api/products-api';
import { PRODUCTS } from '../messages';
import { ProductDrawer } from './product-drawer';

function columnsWith(
  price: (value: Product['price']) => string,
  t: TFunction<'products'>,
): ListColumn<Product>[] {
  return [
    {
      header: t('list.columns.product'),
      render: (product) => <ProductNameCell product={product} />,
      card: 'title',
    },
    { header: t('list.columns.price'), render: (product) => price(product.price), numeric: true },
    {
      header: t('list.columns.availability'),
      render: (product) => <ActiveBadge active={product.active} />,
      card: 'badge',
    },
    // What a search finds it by, on a phone's card (the product's page shows it too).
    { header: t('list.columns.sku'), render: (product) => product.sku, cardOnly: true },
  ];
}

export function ProductsPage() {
  const { t } = useTranslation(PRODUCTS);
  const providerId = useParams().providerId!;
  const price = useFormats(providerId).money;
  const columns = useMemo(() => columnsWith(price, t), [price, t]);
  const queryClient = useQueryClient();
  const list = useListParams();
  const search = list.q.trim();
  const { data, isPending } = useProductsPage(providerId, list.page, search);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('list.title')}
        count={data?.total}
        addLabel={t('list.add')}
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
            label={t('list.search.label')}
            placeholder={t('list.search.placeholder')}
          />
        </Group>
      ) : null}
      <SearchListTable
        label={t('list.title')}
        columns={columns}
        rows={data?.products}
        rowKey={(product) => product.id}
        loading={isPending}
        rowHref={(product) => `/provider/${providerId}/product/${product.id}`}
        list={list}
        emptyIcon={IconPackage}
        emptyTexts={emptyListTexts(t, search)}
        onAdd={() => drawer.open(undefined)}
        mayAdd={!refusal}
        pages={{ pageSize: PRODUCTS_PAGE_SIZE, total: data?.total }}
      />
      {drawer.state ? (
        <ProductDrawer key={drawer.state.key} providerId={providerId} onClose={drawer.close} />
      ) : null}
    </Container>
  );
}
