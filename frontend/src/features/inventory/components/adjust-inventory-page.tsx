import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { AN_ADJUSTMENT } from '../../../api/orders';
import { notifyError } from '../../../lib/notify';
import { permissionRefusal, useSession } from '../../../lib/session';
import { AdjustScreen } from './adjust-screen';

/**
 * docs/product.md §2.7 Inventory, adjust mode (/provider/{id}/adjust). A user the permission table
 * refuses an adjustment is sent back to the view mode with the refusal as a toast.
 */
export function AdjustInventoryPage() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const refusal = permissionRefusal(session, providerId, 'POST /api/order', AN_ADJUSTMENT);

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (refusal) notifyError(refusal, { id: 'inventory-update-denied' });
  }, [refusal]);

  if (refusal) return <Navigate to={`/provider/${providerId}/inventory`} replace />;
  // Its own key: leaving adjust mode drops the edits (docs/product.md §4).
  return <AdjustScreen key="adjust" />;
}
