import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { findMembership, useSession } from '../../../lib/session';
import { type FormType, ProviderOrderFormPage } from './provider-order-form-page';

/** Spec 5 and 6: the refusal shown to a user without inventory:update. */
export const UPDATE_INVENTORY_REFUSAL = "You don't have permission to adjust inventory.";

/**
 * Spec 6, inventory:update: it gates the movement creation pages. Without it the user is sent to
 * the movements list with the refusal as a toast.
 */
function MovementGate({ type }: { type: FormType | null }) {
  const providerId = useParams().providerId!;
  const session = useSession();
  const membership = findMembership(session, providerId);
  const allowed =
    Boolean(membership) && !membership?.permissions_denied?.includes('inventory:update');

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (!allowed) notifyError(UPDATE_INVENTORY_REFUSAL, { id: 'inventory-update-denied' });
  }, [allowed]);

  if (!allowed) return <Navigate to={`/provider/${providerId}/transactions`} replace />;
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
