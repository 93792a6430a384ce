import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type Pricing, type PricingFilter, usePricing } from '../api/pricing-api';
import { CLIENTS } from '../messages';
import { CustomPricingDrawer, type PricingPreset } from './custom-pricing-drawer';

export interface CustomPricingTableProps {
  providerId: string;
  /** On a product page the rows are by client; on a client page, by product. */
  filter: PricingFilter;
  /** The product or client of the page, preselected and locked in the drawer. */
  preset: PricingPreset;
}

function columnsFor(
  filter: PricingFilter,
  price: (value: Pricing['price']) => string,
  t: TFunction<'clients'>,
): ListColumn<Pricing>[] {
  const by: ListColumn<Pricing> =
    'product_id' in filter
      ? { header: t('pricing.columns.client'), render: (row) => row.client.name }
      : { header: t('pricing.columns.product'), render: (row) => row.product.name };
  return [
    by,
    { header: t('pricing.columns.name'), render: (row) => row.name ?? '' },
    { header: t('pricing.columns.price'), render: (row) => price(row.price), numeric: true },
  ];
}

/** The Custom Pricing block of the product and client pages, with its plus button. */
export function CustomPricingTable({ providerId, filter, preset }: CustomPricingTableProps) {
  const { t } = useTranslation(CLIENTS);
  const { data: rows, isPending } = usePricing(providerId, filter);
  // Opened for a new price (null) or the price being edited.
  const drawer = useDrawer<Pricing | null>();
  const refusal = useRefusal(providerId);
  const price = useFormats(providerId).money;

  return (
    <SectionCard
      title={t('pricing.title')}
      actions={
        <AddButton
          label={t('pricing.add')}
          size="md"
          variant="light"
          onClick={() => drawer.open(null)}
          disabledReason={refusal}
        />
      }
    >
      <ListTable
        columns={columnsFor(filter, price, t)}
        rows={rows}
        rowKey={(row) => row.id}
        loading={isPending}
        onRowClick={drawer.open}
        empty={t('pricing.empty')}
        skeletonRows={2}
      />
      {drawer.state ? (
        <CustomPricingDrawer
          key={drawer.state.key}
          providerId={providerId}
          pricing={drawer.state.value}
          preset={preset}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
