import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
import type { SupplierPrice } from '../api/supplier-prices-api';

/** The Preferred badge's column, where a price lists it. */
export function preferredColumn(t: TFunction<'purchasing'>): ListColumn<SupplierPrice> {
  return {
    header: t('prices.columns.preferred'),
    render: (p) =>
      p.preferred ? (
        <Badge variant="light" color="teal">
          {t('prices.preferred')}
        </Badge>
      ) : null,
    card: 'badge',
  };
}

/** What a price says of buying: the unit price in the supplier's currency, packs, minimum. */
export function buyingColumns(
  money: (amount: string, currency: string) => string,
  t: TFunction<'purchasing'>,
): ListColumn<SupplierPrice>[] {
  return [
    {
      header: t('prices.columns.unitPrice'),
      render: (p) => money(p.unit_price, p.currency),
      numeric: true,
    },
    { header: t('prices.columns.packSize'), render: (p) => p.pack_size, numeric: true },
    { header: t('prices.columns.minimum'), render: (p) => p.min_order_quantity, numeric: true },
  ];
}
