import { NavLink } from '@mantine/core';
import { NavLink as RouterNavLink, useParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { AppFrame } from '../../../components/app-frame';
import { LinkUnavailable, linkRefusalOf } from '../../../components/link-unavailable';

/** docs/product.md §2.3: the client side menu. */
const menu = [
  { label: 'Orders', path: '' },
  { label: 'New order', path: '/order' },
];

/**
 * The client portal's chrome: the side menu (Orders, New order), and on a phone the burger that
 * opens it as a drawer, closed again on navigation. The portal is public: no session needed.
 */
export function ClientLayout() {
  const { clientId } = useParams();
  const base = `/client/${clientId}`;
  // An unknown link, or a provider whose plan has no client links: the portal says so, and
  // nothing else.
  const providers = useClientProviders(clientId!);
  if (linkRefusalOf(providers.error)) return <LinkUnavailable error={providers.error} />;

  return (
    <AppFrame
      menu={(close) =>
        menu.map((item) => (
          <NavLink
            key={item.label}
            component={RouterNavLink}
            to={`${base}${item.path}`}
            end
            label={item.label}
            onClick={close}
          />
        ))
      }
    />
  );
}
