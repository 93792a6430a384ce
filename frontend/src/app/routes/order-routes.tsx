import { useParams } from 'react-router';
import { OrderHistory } from '../../features/audit/components/order-history';
import { PortalPlacedBy, ProviderPlacedBy } from '../../features/buyers/components/placed-by';
import { CreditHoldNotice } from '../../features/invoices/components/credit-hold-notice';
import { InvoicePayment, PaymentHeader } from '../../features/invoices/components/invoice-payment';
import { OrderAgainButton } from '../../features/order-form/components/order-again-button';
import { OrderDetail } from '../../features/orders/components/order-detail';

/**
 * /provider/:providerId/order/:orderId, with the order's History: who did what to it, and when.
 * As /provider/:providerId/transaction/:orderId it is a movement's page (`movement`).
 */
export function ProviderOrderPage({ movement = false }: { movement?: boolean }) {
  const { providerId, orderId } = useParams() as { providerId: string; orderId: string };
  // Keyed by the order: another order starts with fresh notes and actions state.
  return (
    <OrderDetail
      key={orderId}
      viewer={{ kind: 'provider', providerId }}
      orderId={orderId}
      movement={movement}
      headerExtra={() => <ProviderPlacedBy providerId={providerId} orderId={orderId} />}
      notice={(order) => (
        <CreditHoldNotice viewer={{ kind: 'provider', providerId }} order={order} />
      )}
      invoicePayment={{
        header: <PaymentHeader />,
        cell: (invoice, order) => (
          <InvoicePayment providerId={providerId} orderId={order.id} invoice={invoice} />
        ),
      }}
      history={(order) => <OrderHistory providerId={providerId} order={order} />}
    />
  );
}

/** /provider/:providerId/transaction/:orderId: a movement's page. */
export function ProviderMovementPage() {
  return <ProviderOrderPage movement />;
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
  return (
    <OrderDetail
      key={orderId}
      viewer={{ kind: 'client', clientId }}
      orderId={orderId}
      notice={(order) => <CreditHoldNotice viewer={{ kind: 'client', clientId }} order={order} />}
      headerExtra={(order) => (
        <>
          <PortalPlacedBy clientKey={clientId} orderId={orderId} />
          <OrderAgainButton clientKey={clientId} order={order} />
        </>
      )}
    />
  );
}
