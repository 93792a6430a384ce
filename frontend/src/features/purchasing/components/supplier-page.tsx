import { Box, Container, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ActiveBadge } from '../../../components/active-badge';
import { DetailHeader } from '../../../components/detail-header';
import { DetailList } from '../../../components/detail-list';
import { isNotFound, NotFound } from '../../../components/not-found';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { useRefusal } from '../../../lib/session';
import { useSupplier } from '../api/suppliers-api';
import { PURCHASING } from '../messages';
import { SupplierDrawer } from './supplier-drawer';
import { SupplierPricesSection } from './supplier-prices-section';
import { termsText } from './supplier-text';

/** /provider/:providerId/supplier/:supplierId: a supplier's details and its prices per product. */
export function SupplierPage() {
  const { t } = useTranslation(PURCHASING);
  const { providerId, supplierId } = useParams() as { providerId: string; supplierId: string };
  const { data: supplier, isPending, error } = useSupplier(providerId, supplierId);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId, 'PUT /api/provider/{provider_id}/suppliers/{supplier_id}');

  if (isNotFound(error))
    return (
      <NotFound
        what={t('detail.notFound')}
        back={{ to: `/provider/${providerId}/suppliers`, label: t('detail.backToList') }}
      />
    );
  const notSet = t('detail.notSet');

  return (
    <Container component="section" size="lg">
      <DetailHeader
        title={supplier?.name ?? (isPending ? undefined : t('detail.title'))}
        editLabel={t('detail.edit')}
        onEdit={supplier ? () => drawer.open(undefined) : undefined}
        editDisabledReason={refusal}
      />
      {supplier ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard
            title={t('detail.contact')}
            actions={<ActiveBadge active={supplier.active} />}
          >
            <DetailList
              items={[
                { label: t('drawer.fields.contactName'), value: supplier.contact_name ?? notSet },
                { label: t('drawer.fields.email'), value: supplier.email ?? notSet },
                { label: t('drawer.fields.phone'), value: supplier.phone ?? notSet },
              ]}
            />
          </SectionCard>
          <SectionCard title={t('detail.terms')}>
            <DetailList
              items={[
                { label: t('drawer.fields.currency'), value: supplier.currency },
                {
                  label: t('drawer.fields.leadTime'),
                  value: t('list.days', { count: supplier.lead_time_days }),
                },
                {
                  label: t('drawer.fields.terms'),
                  value: termsText(supplier.payment_terms, t),
                },
                { label: t('drawer.fields.notes'), value: supplier.notes ?? notSet },
              ]}
            />
          </SectionCard>
          {/* Across both columns: the prices' columns need the room. */}
          <Box style={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <SupplierPricesSection providerId={providerId} supplier={supplier} />
          </Box>
        </SimpleGrid>
      ) : isPending ? (
        <Skeleton height={160} />
      ) : null}
      {supplier && drawer.state ? (
        <SupplierDrawer
          key={drawer.state.key}
          providerId={providerId}
          supplier={supplier}
          onClose={drawer.close}
        />
      ) : null}
    </Container>
  );
}
