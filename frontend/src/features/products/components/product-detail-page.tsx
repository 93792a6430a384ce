import { Box, Container, Image, SimpleGrid, Skeleton, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Product } from '../../../api/products';
import { CustomFieldValues } from '../../../components/custom-field-values';
import { DetailHeader } from '../../../components/detail-header';
import { DetailList } from '../../../components/detail-list';
import { isNotFound, NotFound } from '../../../components/not-found';
import { RecentOrdersTable } from '../../../components/recent-orders-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { breaksText } from '../../../lib/price-breaks';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { useProduct, useSaveProduct } from '../api/products-api';
import { PRODUCTS } from '../messages';
import { ProductDrawer } from './product-drawer';

/** The blocks other features own; the route composes them. */
export interface ProductDetailPageProps {
  /**
   * The Inventory block: stock by location (Location, Committed, Total; empty: This product has
   * no inventory recorded yet.).
   */
  inventory: ReactNode;
  /** The Custom Pricing block: the product's custom prices by client, with its plus button. */
  customPricing: (product: Product) => ReactNode;
  /** Stock history: the chart and the ledger, across both columns. */
  stockHistory: ReactNode;
  /**
   * The Recent Orders block (Order, Date, Client; empty: There are no recent orders with this
   * product). The shared recent orders table unless the route passes another.
   */
  recentOrders?: ReactNode;
  /** Stock per lot: shown for products that track lots. */
  lots?: ReactNode;
  /** Who sells the product and at what (features/purchasing), read only. */
  suppliers?: ReactNode;
}

export function ProductDetailPage({
  inventory,
  customPricing,
  stockHistory,
  recentOrders,
  lots,
  suppliers,
}: ProductDetailPageProps) {
  const { t } = useTranslation(PRODUCTS);
  const { providerId, productId } = useParams() as { providerId: string; productId: string };
  const { data: product, isPending, error } = useProduct(providerId, productId);
  const drawer = useDrawer();
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);

  if (isNotFound(error))
    return (
      <NotFound
        what={t('detail.notFound')}
        back={{ to: `/provider/${providerId}/products`, label: t('detail.backToList') }}
      />
    );

  return (
    <Container component="section" size="lg">
      <DetailHeader
        title={product?.name ?? (isPending ? undefined : t('detail.title'))}
        editLabel={t('detail.edit')}
        onEdit={product ? () => drawer.open(undefined) : undefined}
        editDisabledReason={refusal}
      />
      {product ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title={t('detail.details.title')}>
            <DetailList
              items={[
                { label: t('detail.details.name'), value: product.name },
                { label: t('detail.details.price'), value: fmt.money(product.price) },
                {
                  label: t('detail.details.taxRate'),
                  value:
                    product.tax_rate === null
                      ? t('detail.details.defaultRate')
                      : fmt.percent(product.tax_rate),
                },
                {
                  label: t('detail.details.minQuantity'),
                  value:
                    product.min_quantity === null
                      ? t('detail.details.noRule')
                      : fmt.number(product.min_quantity),
                },
                {
                  label: t('detail.details.casePack'),
                  value:
                    product.case_pack === null
                      ? t('detail.details.noRule')
                      : fmt.number(product.case_pack),
                },
                {
                  label: t('detail.details.priceBreaks'),
                  value: breaksText(product.price_breaks, fmt, t('detail.details.noRule')),
                },
              ]}
            />
          </SectionCard>
          <SectionCard title={t('detail.additionalInfo.title')}>
            <CustomFieldValues
              providerId={providerId}
              entityType="PRODUCTS"
              metadata={product.metadata}
              emptyText={t('detail.additionalInfo.empty')}
            />
          </SectionCard>
          {inventory}
          {tracksLots(product) && lots ? (
            <Box style={{ gridColumn: '1 / -1', minWidth: 0 }}>{lots}</Box>
          ) : null}
          {customPricing(product)}
          {recentOrders ?? (
            <RecentOrdersTable
              providerId={providerId}
              filter={{ product_id: productId }}
              empty={t('detail.recentOrders.empty')}
              alertOnError
            />
          )}
          <ProductActions providerId={providerId} product={product} />
          <SectionCard title={t('detail.image.title')}>
            {product.photo ? (
              <Image src={product.photo} alt={product.name} mah={240} fit="contain" radius="sm" />
            ) : (
              <Text c="dimmed">{t('detail.image.empty')}</Text>
            )}
          </SectionCard>
          {/* Across both columns: a supplier's price, packs and minimum side by side. */}
          {suppliers ? <Box style={{ gridColumn: '1 / -1', minWidth: 0 }}>{suppliers}</Box> : null}
          {/* Across both columns: the chart and the ledger's columns need the room. */}
          <Box style={{ gridColumn: '1 / -1', minWidth: 0 }}>{stockHistory}</Box>
        </SimpleGrid>
      ) : isPending ? (
        <Skeleton height={160} />
      ) : null}
      {product && drawer.state ? (
        <ProductDrawer
          key={drawer.state.key}
          providerId={providerId}
          product={product}
          onClose={drawer.close}
        />
      ) : null}
    </Container>
  );
}

/** Whether the product keeps stock per lot (the API says so only when it does). */
function tracksLots(product: Product): boolean {
  return (product as Product & { track_lots?: boolean }).track_lots === true;
}

/** The Actions block: the Active and Track lots toggles, each saved at once. */
function ProductActions({ providerId, product }: { providerId: string; product: Product }) {
  const { t } = useTranslation(PRODUCTS);
  const save = useSaveProduct(providerId);
  const refusal = useRefusal(providerId);

  async function toggle(input: { active: boolean } | { track_lots: boolean }) {
    try {
      await save.mutateAsync({ id: product.id, input });
      notifySuccess(t('detail.toasts.updated'));
    } catch {
      notifyError(t('detail.toasts.updateFailed'));
    }
  }

  return (
    <SectionCard title={t('detail.actions.title')}>
      <WhyDisabled reason={refusal}>
        <Switch
          label={t('detail.actions.active')}
          checked={product.active}
          disabled={save.isPending || Boolean(refusal)}
          onChange={(event) => toggle({ active: event.currentTarget.checked })}
        />
      </WhyDisabled>
      <WhyDisabled reason={refusal}>
        <Switch
          mt="sm"
          label={t('detail.actions.trackLots')}
          description={t('detail.actions.trackLotsHint')}
          checked={tracksLots(product)}
          disabled={save.isPending || Boolean(refusal)}
          onChange={(event) => toggle({ track_lots: event.currentTarget.checked })}
        />
      </WhyDisabled>
    </SectionCard>
  );
}
