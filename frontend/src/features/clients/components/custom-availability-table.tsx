import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { useRefusal } from '../../../lib/session';
import { type Availability, useAvailability } from '../api/availability-api';
import { CLIENTS } from '../messages';
import { CustomAvailabilityDrawer } from './custom-availability-drawer';

function columnsFor(t: TFunction<'clients'>): ListColumn<Availability>[] {
  return [{ header: t('availability.columns.product'), render: (row) => row.product.name }];
}

export interface CustomAvailabilityTableProps {
  providerId: string;
  client: { id: string; name: string };
}

/** The Custom Availability block of the client page: the products made available to the client. */
export function CustomAvailabilityTable({ providerId, client }: CustomAvailabilityTableProps) {
  const { t } = useTranslation(CLIENTS);
  const { data: rows, isPending } = useAvailability(providerId, client.id);
  // Opened for a new availability (null) or the one clicked.
  const drawer = useDrawer<Availability | null>();
  // Making products available to a client changes what it may order: a gated action.
  const refusal = useRefusal(
    providerId,
    'POST /api/provider/{provider_id}/client_product_availability',
  );

  return (
    <SectionCard
      title={t('availability.title')}
      actions={
        <AddButton
          label={t('availability.add')}
          size="md"
          variant="light"
          onClick={() => drawer.open(null)}
          disabledReason={refusal}
        />
      }
    >
      <ListTable
        columns={columnsFor(t)}
        rows={rows}
        rowKey={(row) => row.id}
        loading={isPending}
        onRowClick={drawer.open}
        empty={t('availability.empty')}
        skeletonRows={2}
      />
      {drawer.state ? (
        <CustomAvailabilityDrawer
          key={drawer.state.key}
          providerId={providerId}
          client={client}
          availability={drawer.state.value}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
