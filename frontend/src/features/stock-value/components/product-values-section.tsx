import { Group, Text } from '@mantine/core';
import { IconFilterOff, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NextStep } from '../../../components/empty-state';
import { holdsText } from '../../../components/list-params';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useListParams } from '../../../components/use-list-params';
import { useLocalPage } from '../../../components/use-local-page';
import { useFormats } from '../../../lib/use-formats';
import type { ProductValue } from '../api/product-values-api';
import { STOCK_VALUE } from '../messages';

/** Rows a page of the products holds. */
const PAGE_SIZE = 25;

/**
 * Each product's units, value and average cost now, the most valuable first, searched by name
 * in the browser (the API answers them whole); the search and page are kept in the address.
 */
export function ProductValuesSection({
  providerId,
  products,
  loading,
  pastShown,
}: {
  providerId: string;
  products: ProductValue[] | undefined;
  loading: boolean;
  /** Whether the figures above are of a past moment: these are always now's. */
  pastShown: boolean;
}) {
  const { t } = useTranslation(STOCK_VALUE);
  const fmt = useFormats(providerId);
  const list = useListParams();
  const search = list.q.trim();
  const found = search
    ? products?.filter((product) => holdsText(search, product.product_name))
    : products;
  const { pageRows, pagination } = useLocalPage(found, PAGE_SIZE, {
    page: list.page,
    onPageChange: list.setPage,
  });
  const columns: ListColumn<ProductValue>[] = [
    { header: t('products.columns.product'), render: (row) => row.product_name, card: 'title' },
    {
      header: t('products.columns.units'),
      render: (row) => fmt.number(row.units),
      numeric: true,
    },
    {
      header: t('products.columns.averageCost'),
      render: (row) => fmt.money(row.average_cost),
      numeric: true,
    },
    { header: t('products.columns.value'), render: (row) => fmt.money(row.value), numeric: true },
  ];
  return (
    <SectionCard title={t('products.title')}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <ListSearch
          value={list.q}
          onSearch={list.setQ}
          label={t('products.search.label')}
          placeholder={t('products.search.placeholder')}
        />
        <Text size="sm" c={pastShown ? undefined : 'dimmed'} fw={pastShown ? 500 : undefined}>
          {t('products.now')}
        </Text>
      </Group>
      <ListTable
        columns={columns}
        rows={pageRows}
        rowKey={(row) => row.product_id}
        loading={loading}
        rowHref={(row) => `/provider/${providerId}/product/${row.product_id}`}
        empty={search ? t('products.noMatch', { search }) : t('products.empty')}
        emptyIcon={IconPackage}
        emptyAction={
          search ? (
            <NextStep
              label={t('products.clearSearch')}
              icon={IconFilterOff}
              onClick={() => list.setQ('')}
            />
          ) : null
        }
        pagination={pagination}
      />
    </SectionCard>
  );
}
