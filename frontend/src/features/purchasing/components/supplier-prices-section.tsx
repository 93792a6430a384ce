import { Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { ListSearch } from '../../../components/list-search';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  PRICES_PAGE_SIZE,
  type SupplierPrice,
  useSupplierPrices,
} from '../api/supplier-prices-api';
import type { Supplier } from '../api/suppliers-api';
import { PURCHASING } from '../messages';
import { buyingColumns, preferredColumn } from './supplier-price-columns';
import { SupplierPriceDrawer } from './supplier-price-drawer';

function columnsFor(
  money: (amount: string, currency: string) => string,
  t: TFunction<'purchasing'>,
): ListColumn<SupplierPrice>[] {
  return [
    { header: t('prices.columns.product'), render: (p) => p.product.name, card: 'title' },
    preferredColumn(t),
    { header: t('prices.columns.sku'), render: (p) => p.product.sku ?? '' },
    { header: t('prices.columns.supplierSku'), render: (p) => p.supplier_sku ?? '' },
    ...buyingColumns(money, t),
  ];
}

/** A supplier's prices per product: search, add, and a click on a row to edit or remove it. */
export function SupplierPricesSection({
  providerId,
  supplier,
}: {
  providerId: string;
  supplier: Supplier;
}) {
  const { t } = useTranslation(PURCHASING);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const { data, isPending } = useSupplierPrices(providerId, supplier.id, page, search.trim());
  // Opened for a new price (null) or the price being edited.
  const drawer = useDrawer<SupplierPrice | null>();
  const refusal = useRefusal(
    providerId,
    'PUT /api/provider/{provider_id}/suppliers/{supplier_id}/prices/{product_id}',
  );
  const fmt = useFormats(providerId);

  return (
    <SectionCard
      title={t('prices.title')}
      actions={
        <AddButton
          label={t('prices.add')}
          size="md"
          variant="light"
          onClick={() => drawer.open(null)}
          disabledReason={refusal}
        />
      }
    >
      {search || (data?.total ?? 0) > 0 ? (
        <Group mb="sm">
          <ListSearch
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(0);
            }}
            label={t('prices.search.label')}
            placeholder={t('prices.search.placeholder')}
          />
        </Group>
      ) : null}
      <ListTable
        columns={columnsFor(fmt.money, t)}
        rows={data?.prices}
        rowKey={(price) => price.product.id}
        loading={isPending}
        onRowClick={drawer.open}
        empty={search ? t('prices.noMatch', { search }) : t('prices.empty')}
        skeletonRows={2}
        pagination={{
          page,
          pageSize: PRICES_PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
      {drawer.state ? (
        <SupplierPriceDrawer
          key={drawer.state.key}
          providerId={providerId}
          supplier={supplier}
          price={drawer.state.value}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
