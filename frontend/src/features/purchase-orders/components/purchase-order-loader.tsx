import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { type PurchaseOrder, usePurchaseOrder } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';

/**
 * The purchase order of the route (:purchaseOrderId) for a screen of it: a loader while it is
 * read, Not found when it is not the provider's.
 */
export function PurchaseOrderLoader({
  ready = true,
  children,
}: {
  /** Whatever else the screen waits for is there. */
  ready?: boolean;
  children: (order: PurchaseOrder, providerId: string) => ReactNode;
}) {
  const { providerId, purchaseOrderId } = useParams() as {
    providerId: string;
    purchaseOrderId: string;
  };
  const { t } = useTranslation(PURCHASE_ORDERS);
  const { data: order, isPending, error } = usePurchaseOrder(providerId, purchaseOrderId);
  if (isNotFound(error))
    return (
      <NotFound
        what={t('detail.notFound')}
        back={{ to: `/provider/${providerId}/purchase-orders`, label: t('detail.back') }}
      />
    );
  if (isPending || !order || !ready) return <PageLoader />;
  return children(order, providerId);
}
