import { NavLink } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { AppFrame } from '../../../components/app-frame';
import { LinkUnavailable, linkRefusalOf } from '../../../components/link-unavailable';
import { usePortalScope } from '../hooks/use-portal-scope';
import { CLIENT_PORTAL } from '../messages';
import { PortalActions, PortalBrand, SupplierContact } from './portal-header';

/** docs/product.md §2.3: the client side menu. */
const menu = [
  { key: 'menu.orders', path: '' },
  { key: 'menu.newOrder', path: '/order' },
  { key: 'menu.quotes', path: '/quotes' },
  { key: 'menu.invoices', path: '/invoices' },
] as const;

/**
 * The client portal's chrome: the side menu (Orders, New order), and on a phone the burger that
 * opens it as a drawer, closed again on navigation. The portal is public: no session needed. The
 * header is the supplier's (docs/decisions/the-portal-header-is-the-suppliers.md): its logo and
 * name, "Ordering as {client}", and its contact, of the provider the page is about.
 */
export function ClientLayout({
  account,
  moreMenu,
}: {
  /** The buyer's Sign in, or name and Sign out, at the header's right end. */
  account?: ReactNode;
  /** Entries after the menu's own (a signed-in buyer's Approvals and Team). */
  moreMenu?: (close: () => void) => ReactNode;
} = {}) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const { clientId } = useParams();
  const base = `/client/${clientId}`;
  // An unknown link, or a provider whose plan has no client links: the portal says so, and
  // nothing else.
  const providers = useClientProviders(clientId!);
  const links = (providers.data ?? []).filter((link) => link.active);
  const scope = usePortalScope(clientId!, links);
  if (linkRefusalOf(providers.error)) return <LinkUnavailable error={providers.error} />;
  const contacts = scope ? [scope] : links;

  return (
    <AppFrame
      // The supplier's own header; our mark only for a portal left with no provider to show.
      hideMark={providers.isPending || links.length > 0}
      context={<PortalBrand scope={scope} links={links} />}
      account={<PortalActions links={contacts} account={account} />}
      aside={contacts.length > 0 ? <SupplierContact links={contacts} /> : undefined}
      menu={(close) => [
        ...menu.map((item) => (
          <NavLink
            key={item.path}
            component={RouterNavLink}
            to={`${base}${item.path}`}
            end
            label={t(item.key)}
            onClick={close}
          />
        )),
        // A signed-in buyer's entries (features/buyers, composed by the route).
        <Fragment key="more">{moreMenu?.(close)}</Fragment>,
      ]}
    />
  );
}
