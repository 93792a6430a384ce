import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { NEW_MOVEMENTS } from '../../../api/orders';
import { notifyError } from '../../../lib/notify';
import { permissionRefusal, useSession } from '../../../lib/session';
import { type FormType, ProviderOrderFormPage } from './provider-order-form-page';

/**
 * docs/product.md §6: the permission table gates recording a movement. A user who may not record
 * the page's (or, on the page that lets them choose, either) is sent to the movements list with the
 * refusal as a toast.
 */
function MovementGate({ type }: { type: FormType | null }) {
  const providerId = useParams().providerId!;
  const session = useSession();
  const refusal = permissionRefusal(
    session,
    providerId,
    'POST /api/order',
    type ? { transaction_type: type } : NEW_MOVEMENTS,
  );

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (refusal) notifyError(refusal, { id: 'inventory-update-denied' });
  }, [refusal]);

  if (refusal) return <Navigate to={`/provider/${providerId}/transactions`} replace />;
  // A new page per type: switching between Inbound and Outbound starts a fresh form.
  return <ProviderOrderFormPage key={type ?? 'choose'} type={type} />;
}

/** /provider/{id}/transaction: title Inventory, the user picks Inbound or Outbound. */
export function NewMovementPage() {
  return <MovementGate type={null} />;
}

/** /provider/{id}/transaction/in: Inbound inventory (type IN). */
export function InboundPage() {
  return <MovementGate type="IN" />;
}

/** /provider/{id}/transaction/out: Outbound inventory (type OUT). */
export function OutboundPage() {
  return <MovementGate type="OUT" />;
}
