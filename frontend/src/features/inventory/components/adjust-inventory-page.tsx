import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ADJUST_INVENTORY_REFUSAL, canAdjustInventory } from '../permissions';
import { InventoryScreen } from './inventory-screen';

/**
 * Spec 2.7 Inventory, adjust mode (/provider/{id}/adjust). Without inventory:update the user is
 * sent back to the view mode with the refusal as a toast.
 */
export function AdjustInventoryPage() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const allowed = canAdjustInventory(session, providerId);

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (!allowed) notifyError(ADJUST_INVENTORY_REFUSAL, { id: 'inventory-update-denied' });
  }, [allowed]);

  if (!allowed) return <Navigate to={`/provider/${providerId}/inventory`} replace />;
  // Its own key: leaving adjust mode drops the edits (spec 4).
  return <InventoryScreen key="adjust" mode="adjust" />;
}
