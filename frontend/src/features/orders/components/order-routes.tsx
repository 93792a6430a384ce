import { useParams } from 'react-router';
import { OrderDetail } from './order-detail';

/** /provider/:providerId/order/:orderId and /provider/:providerId/transaction/:orderId. */
export function ProviderOrderPage() {
  const { providerId, orderId } = useParams() as { providerId: string; orderId: string };
  // Keyed by the order: another order starts with fresh notes and actions state.
  return <OrderDetail key={orderId} viewer={{ kind: 'provider', providerId }} orderId={orderId} />;
}

/** /provider/:providerId/print/:orderId: the same view as a print sheet, without chrome. */
export function PrintOrderPage() {
  const { providerId, orderId } = useParams() as { providerId: string; orderId: string };
  return (
    <OrderDetail key={orderId} viewer={{ kind: 'provider', providerId }} orderId={orderId} print />
  );
}

/** /client/:clientId/order/:orderId: the client portal's view of an own order. */
export function ClientOrderPage() {
  const { clientId, orderId } = useParams() as { clientId: string; orderId: string };
  return <OrderDetail key={orderId} viewer={{ kind: 'client', clientId }} orderId={orderId} />;
}
