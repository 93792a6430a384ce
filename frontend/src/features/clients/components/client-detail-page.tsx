import { Container, SimpleGrid, Skeleton, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useActiveFields } from '../../../api/custom-fields';
import { CustomFieldValues } from '../../../components/custom-field-values';
import { DetailHeader } from '../../../components/detail-header';
import { DetailList } from '../../../components/detail-list';
import { isNotFound, NotFound } from '../../../components/not-found';
import { RecentOrdersTable } from '../../../components/recent-orders-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useClient, useProviderClient, useSetClientEnabled } from '../api/clients-api';
import { useOwnLinkRequest } from '../api/link-request-api';
import { CLIENTS } from '../messages';
import { ClientCreditSection } from './client-credit-section';
import { ClientDrawer } from './client-drawer';
import { CopyLinkButton } from './copy-link-button';
import { CustomAvailabilityTable } from './custom-availability-table';
import { CustomPricingTable } from './custom-pricing-table';
import { LinkRequestStatus } from './link-request-status';
import { OrderRulesTable } from './order-rules-table';
import { PriceBreaksTable } from './price-breaks-table';

export interface ClientDetailPageProps {
  /**
   * The Recent Orders block (paginated, 5 per page; empty: There are no recent orders for this
   * client). The shared recent orders table unless the route passes another.
   */
  recentOrders?: ReactNode;
  /** The client's buyers, who sign in to its portal (composed by the route: features/buyers). */
  buyers?: ReactNode;
}

export function ClientDetailPage({ recentOrders, buyers }: ClientDetailPageProps) {
  const { t } = useTranslation(CLIENTS);
  const { providerId, clientId } = useParams() as { providerId: string; clientId: string };
  const { data: client, isPending: clientPending, error } = useClient(providerId, clientId);
  // The top blocks' other reads, sent beside the client's: the blocks are shown once all of
  // them are in (answered or failed), so the link request and the custom fields, each of which
  // adds lines, never move what sits below them (Custom Pricing's button) once it is shown, and
  // the Active switch never shows off for an active client.
  const { isPending: requestPending } = useOwnLinkRequest(providerId, clientId);
  const { isPending: fieldsPending } = useActiveFields(providerId, 'CLIENTS');
  const { isPending: linkPending } = useProviderClient(providerId, clientId);
  const isPending = clientPending || requestPending || fieldsPending || linkPending;
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);

  if (isNotFound(error))
    return (
      <NotFound
        what={t('detail.notFound')}
        back={{ to: `/provider/${providerId}/clients`, label: t('detail.backToList') }}
      />
    );

  return (
    <Container component="section" size="lg">
      <DetailHeader
        title={client?.name ?? (clientPending ? undefined : t('detail.title'))}
        editLabel={t('detail.edit')}
        onEdit={client ? () => drawer.open(undefined) : undefined}
        editDisabledReason={refusal}
        actions={<CopyLinkButton providerId={providerId} clientId={clientId} />}
      />
      {client && !isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title={t('detail.details.title')}>
            <Stack gap="sm">
              <DetailList
                items={[
                  { label: t('detail.details.name'), value: client.name },
                  { label: t('detail.details.email'), value: client.email },
                  {
                    label: t('detail.details.taxId'),
                    value: client.tax_id ?? t('detail.details.notSet'),
                  },
                  {
                    label: t('detail.details.taxExempt'),
                    value: client.tax_exempt ? t('detail.details.yes') : t('detail.details.no'),
                  },
                ]}
              />
              <CustomFieldValues
                providerId={providerId}
                entityType="CLIENTS"
                metadata={client.metadata}
                emptyText={t('detail.details.notSet')}
              />
            </Stack>
          </SectionCard>
          <ClientActions providerId={providerId} clientId={clientId} />
          <CustomPricingTable
            providerId={providerId}
            filter={{ client_id: clientId }}
            preset={{ clientId, clientName: client.name }}
          />
          <CustomAvailabilityTable providerId={providerId} client={client} />
          <OrderRulesTable providerId={providerId} client={client} />
          <PriceBreaksTable providerId={providerId} client={client} />
          <ClientCreditSection providerId={providerId} clientId={clientId} />
          {buyers}
          {recentOrders ?? (
            <RecentOrdersTable
              providerId={providerId}
              filter={{ client_id: clientId }}
              pageSize={5}
              empty={t('detail.recentOrders.empty')}
            />
          )}
        </SimpleGrid>
      ) : isPending ? (
        <Skeleton height={160} />
      ) : null}
      {client && drawer.state ? (
        <ClientDrawer
          key={drawer.state.key}
          providerId={providerId}
          client={client}
          onClose={drawer.close}
        />
      ) : null}
    </Container>
  );
}

/**
 * The Actions block: the Active toggle of the provider-client link, saved at once, and the
 * provider's link request for the client with Withdraw.
 */
function ClientActions({ providerId, clientId }: { providerId: string; clientId: string }) {
  const { data: link } = useProviderClient(providerId, clientId);
  const { t } = useTranslation(CLIENTS);
  const setEnabled = useSetClientEnabled(providerId, clientId);
  const refusal = useRefusal(providerId);

  async function toggle(active: boolean) {
    if (!link) return;
    try {
      await setEnabled.mutateAsync({ linkId: link.id, active });
      notifySuccess(t('detail.toasts.updated'));
    } catch {
      notifyError(t('detail.toasts.updateFailed'));
    }
  }

  return (
    <SectionCard title={t('detail.actions.title')}>
      <Stack gap="md">
        <WhyDisabled reason={refusal}>
          <Switch
            label={t('detail.actions.active')}
            checked={link?.active ?? false}
            disabled={!link || setEnabled.isPending || Boolean(refusal)}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        </WhyDisabled>
        <LinkRequestStatus providerId={providerId} clientId={clientId} refusal={refusal} />
      </Stack>
    </SectionCard>
  );
}
