import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ProviderOrderFormPage } from '../../features/order-form/components/provider-order-form-page';
import { canPlaceOrders, PLACE_ORDERS_REFUSAL } from '../../features/orders/permissions';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';

/**
 * The New order route (spec 6, orders:create): without the permission the user is sent back to
 * the orders list with the refusal as a toast; with it, the provider's New order screen (spec
 * 2.7, New order / movement): client, location, product filters and the shared order form.
 */
export function NewOrderRoute() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const allowed = canPlaceOrders(session, providerId);

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (!allowed) notifyError(PLACE_ORDERS_REFUSAL, { id: 'orders-create-denied' });
  }, [allowed]);

  if (!allowed) return <Navigate to={`/provider/${providerId}/orders`} replace />;
  return <ProviderOrderFormPage type="ORDER" />;
}
