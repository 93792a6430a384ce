import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type OrderRules, useOrderRules } from '../api/order-rules-api';
import { CLIENTS } from '../messages';
import { OrderRulesDrawer } from './order-rules-drawer';

function columnsFor(
  t: TFunction<'clients'>,
  number: (n: number) => string,
): ListColumn<OrderRules>[] {
  const rule = (value: number | null) => (value === null ? t('orderRules.none') : number(value));
  return [
    { header: t('orderRules.columns.product'), render: (row) => row.product.name },
    {
      header: t('orderRules.columns.minQuantity'),
      render: (row) => rule(row.min_quantity),
      numeric: true,
    },
    {
      header: t('orderRules.columns.casePack'),
      render: (row) => rule(row.case_pack),
      numeric: true,
    },
  ];
}

export interface OrderRulesTableProps {
  providerId: string;
  client: { id: string; name: string };
}

/**
 * The Order Rules block of the client page (issue 37), beside Custom Pricing and Custom
 * Availability: the products for which the client has its own minimum and case pack.
 */
export function OrderRulesTable({ providerId, client }: OrderRulesTableProps) {
  const { t } = useTranslation(CLIENTS);
  const { data: rows, isPending } = useOrderRules(providerId, client.id);
  // Opened for new rules (null) or the rules clicked.
  const drawer = useDrawer<OrderRules | null>();
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);

  return (
    <SectionCard
      title={t('orderRules.title')}
      actions={
        <AddButton
          label={t('orderRules.add')}
          size="md"
          variant="light"
          onClick={() => drawer.open(null)}
          disabledReason={refusal}
        />
      }
    >
      <ListTable
        columns={columnsFor(t, fmt.number)}
        rows={rows}
        rowKey={(row) => row.id}
        loading={isPending}
        onRowClick={drawer.open}
        empty={t('orderRules.empty')}
        skeletonRows={2}
      />
      {drawer.state ? (
        <OrderRulesDrawer
          key={drawer.state.key}
          providerId={providerId}
          client={client}
          rules={drawer.state.value}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
