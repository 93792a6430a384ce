import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import type { Formats } from '../../../lib/format';
import { breaksText } from '../../../lib/price-breaks';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type ClientPriceBreaks, useClientPriceBreaks } from '../api/price-breaks-api';
import { CLIENTS } from '../messages';
import { PriceBreaksDrawer } from './price-breaks-drawer';

function columnsFor(t: TFunction<'clients'>, fmt: Formats): ListColumn<ClientPriceBreaks>[] {
  return [
    { header: t('priceBreaks.columns.product'), render: (row) => row.product.name },
    {
      header: t('priceBreaks.columns.breaks'),
      render: (row) => breaksText(row.price_breaks, fmt, t('priceBreaks.none')),
    },
  ];
}

export interface PriceBreaksTableProps {
  providerId: string;
  client: { id: string; name: string };
}

/**
 * The Price Breaks block of the client page (issue 37), beside Order Rules: the products for
 * which the client has its own quantity breaks, in place of the product's.
 */
export function PriceBreaksTable({ providerId, client }: PriceBreaksTableProps) {
  const { t } = useTranslation(CLIENTS);
  const { data: rows, isPending } = useClientPriceBreaks(providerId, client.id);
  const drawer = useDrawer<ClientPriceBreaks | null>();
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);

  return (
    <SectionCard
      title={t('priceBreaks.title')}
      actions={
        <AddButton
          label={t('priceBreaks.add')}
          size="md"
          variant="light"
          onClick={() => drawer.open(null)}
          disabledReason={refusal}
        />
      }
    >
      <ListTable
        columns={columnsFor(t, fmt)}
        rows={rows}
        rowKey={(row) => row.id}
        loading={isPending}
        onRowClick={drawer.open}
        empty={t('priceBreaks.empty')}
        skeletonRows={2}
      />
      {drawer.state ? (
        <PriceBreaksDrawer
          key={drawer.state.key}
          providerId={providerId}
          client={client}
          breaks={drawer.state.value}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
