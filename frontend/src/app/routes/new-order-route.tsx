import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ProviderOrderFormPage } from '../../features/order-form/components/provider-order-form-page';
import { AN_ORDER } from '../../features/orders/permissions';
import { notifyError } from '../../lib/notify';
import { permissionRefusal, useSession } from '../../lib/session';

/**
 * The New order route (docs/product.md §6, placing an order): without the permission the user is
 * sent back to the orders list with the refusal as a toast; with it, the provider's New order
 * screen (spec 2.7, New order / movement): client, location, product filters and the shared order
 * form.
 */
export function NewOrderRoute() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const refusal = permissionRefusal(session, providerId, 'POST /api/order', AN_ORDER);

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (refusal) notifyError(refusal, { id: 'orders-create-denied' });
  }, [refusal]);

  if (refusal) return <Navigate to={`/provider/${providerId}/orders`} replace />;
  return <ProviderOrderFormPage type="ORDER" />;
}
