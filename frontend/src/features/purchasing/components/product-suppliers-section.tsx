import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useFormats } from '../../../lib/use-formats';
import { type SupplierPrice, useProductSuppliers } from '../api/supplier-prices-api';
import { PURCHASING } from '../messages';
import { buyingColumns, preferredColumn } from './supplier-price-columns';

function columnsFor(
  money: (amount: string, currency: string) => string,
  t: TFunction<'purchasing'>,
): ListColumn<SupplierPrice>[] {
  return [
    {
      header: t('productSuppliers.columns.supplier'),
      render: (p) => p.supplier.name,
      card: 'title',
    },
    preferredColumn(t),
    ...buyingColumns(money, t),
  ];
}

/**
 * The product page's Suppliers block: who sells the product, at what, the preferred first. Read
 * only; each supplier's name leads to its page, where its prices are changed.
 */
export function ProductSuppliersSection({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { t } = useTranslation(PURCHASING);
  const { data, isPending } = useProductSuppliers(providerId, productId);
  const fmt = useFormats(providerId);
  return (
    <SectionCard title={t('productSuppliers.title')}>
      <ListTable
        columns={columnsFor(fmt.money, t)}
        rows={data}
        rowKey={(price) => price.supplier.id}
        loading={isPending}
        rowHref={(price) => `/provider/${providerId}/supplier/${price.supplier.id}`}
        empty={t('productSuppliers.empty')}
        skeletonRows={2}
      />
    </SectionCard>
  );
}
