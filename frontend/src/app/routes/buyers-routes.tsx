import { useParams } from 'react-router';
import type { Order } from '../../api/orders';
import { ClientBuyersSection } from '../../features/buyers/components/client-buyers-section';
import { usePlacedByColumns } from '../../features/buyers/components/placed-by';
import { BuyerMenuLinks, PortalAccount } from '../../features/buyers/components/portal-account';
import { ClientLayout } from '../../features/client-portal/components/client-layout';
import { ClientOrdersPage } from '../../features/client-portal/components/client-orders-page';
import { ClientDetailPage } from '../../features/clients/components/client-detail-page';

/**
 * Company accounts (features/buyers) composed into the screens of other features: the portal's
 * header and menu, its orders list, and the staff's client page.
 */

/** The portal's chrome with the buyer's Sign in / Sign out and their menu entries. */
export function ClientLayoutRoute() {
  const clientKey = useParams().clientId!;
  return (
    <ClientLayout
      account={<PortalAccount clientKey={clientKey} />}
      moreMenu={(close) => <BuyerMenuLinks clientKey={clientKey} onNavigate={close} />}
    />
  );
}

/** /client/:clientId: the company's orders, with who placed each once buyers sign in. */
export function ClientOrdersRoute() {
  const clientKey = useParams().clientId!;
  return <ClientOrdersPage moreColumns={usePlacedByColumns<Order>(clientKey)} />;
}

/** /provider/:providerId/client/:clientId, with the client's Buyers block. */
export function ClientDetailRoute() {
  const { providerId, clientId } = useParams() as { providerId: string; clientId: string };
  return (
    <ClientDetailPage
      buyers={<ClientBuyersSection providerId={providerId} clientId={clientId} />}
    />
  );
}
