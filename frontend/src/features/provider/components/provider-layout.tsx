import { Badge, Group, NavLink, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import {
  Navigate,
  NavLink as RouterNavLink,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { AppFrame } from '../../../components/app-frame';
import { notifySuccess } from '../../../lib/notify';
import {
  AUDITOR_REFUSAL,
  clearSession,
  findMembership,
  isAuditor,
  permissionRefusal,
  useSession,
} from '../../../lib/session';
import { AccountMenu, ProviderName } from './provider-header';

interface MenuItem {
  label: string;
  path: string;
  /** Shown on the entry's right (a count). */
  badge?: ReactNode;
  /** Active on its own path only, not on the paths under it. */
  end?: boolean;
}

function MenuLink({
  item,
  base,
  onNavigate,
}: {
  item: MenuItem;
  base: string;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      component={RouterNavLink}
      to={`${base}/${item.path}`}
      end={item.end}
      label={item.label}
      rightSection={item.badge}
      onClick={onNavigate}
    />
  );
}

/** What other features put in the provider's chrome; the app layer composes them. */
export interface ProviderLayoutProps {
  /** The Billing entry above Logout. */
  billing: (providerId: string, isOwner: boolean) => ReactNode;
  /** The assistant, floating over every provider page. */
  assistant: (providerId: string) => ReactNode;
  /** Ends the session of this access token on the server, after Logout has cleared it here. */
  endSession: (accessToken: string) => Promise<void>;
  /** How many stocks are low, beside the Low stock entry. */
  lowStockBadge: (providerId: string) => ReactNode;
}

export function ProviderLayout({
  billing,
  assistant,
  endSession,
  lowStockBadge,
}: ProviderLayoutProps) {
  const { providerId } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // Read as the layout first renders: read in an effect, it renders the whole layout twice.
  const isMobile = useMediaQuery('(max-width: 48em)', undefined, {
    getInitialValueInEffect: false,
  });
  const notice = (location.state as { notice?: string } | null)?.notice;

  // A notice handed over by the previous screen (e.g. Welcome aboard! after an invite) becomes a
  // toast once; the state is then dropped so a reload does not show it again.
  useEffect(() => {
    if (!notice) return;
    notifySuccess(notice, { id: `notice-${location.key}` });
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [notice, location.key, location.pathname, location.search, location.hash, navigate]);

  const membership = findMembership(session, providerId);
  if (!session || !membership) return <Navigate to="/login" replace />;

  const base = `/provider/${providerId}`;
  const mayRecord = (type: 'IN' | 'OUT') =>
    !permissionRefusal(session, providerId, 'POST /api/order', { transaction_type: type });
  const isOwner = membership.invited_by == null;
  const readOnly = isAuditor(session, providerId);

  const top: MenuItem[] = [
    { label: 'Inbox', path: 'inbox' },
    { label: 'Orders', path: 'orders' },
    { label: 'Products', path: 'products' },
    { label: 'Clients', path: 'clients' },
  ];
  const inventory: MenuItem[] = [
    { label: 'Stock', path: 'inventory' },
    { label: isMobile ? 'Transactions' : 'Movements', path: 'transactions' },
    { label: 'Transfers', path: 'transfers' },
    { label: 'Low stock', path: 'low-stock', badge: lowStockBadge(providerId!) },
    { label: 'Stock counts', path: 'counts' },
    { label: 'Lots', path: 'lots' },
    ...(mayRecord('IN') ? [{ label: 'Inbound', path: 'transaction/in' }] : []),
    ...(mayRecord('OUT') ? [{ label: 'Outbound', path: 'transaction/out' }] : []),
  ];
  const rest: MenuItem[] = [
    { label: 'Locations', path: 'locations' },
    { label: 'Custom Fields', path: 'metadata' },
    { label: 'Users', path: 'users' },
  ];
  const settings: MenuItem[] = [
    // Every member reads the business settings; the owner alone changes them.
    { label: 'Business', path: 'settings', end: true },
    // API keys and Webhooks: the owner's alone (the server refuses anyone else).
    ...(isOwner
      ? [
          { label: 'API keys', path: 'settings/api-keys' },
          { label: 'Webhooks', path: 'settings/webhooks' },
        ]
      : []),
  ];

  async function logout() {
    // Signed out here first: no screen sends another request with the session while the server
    // ends it (such a request would be refused mid-flight), and the next user of this browser
    // sees nothing cached from this one. Then the server ends the session, so a copy of its
    // tokens stops working too, whatever it answers (offline, or the session already ended).
    const accessToken = session?.access_token;
    await queryClient.cancelQueries();
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
    if (accessToken) await endSession(accessToken).catch(() => undefined);
  }

  return (
    <AppFrame
      context={<ProviderName providerId={providerId!} />}
      account={
        <AccountMenu
          email={session.user?.email ?? ''}
          role={readOnly ? 'Read-only' : isOwner ? 'Owner' : 'Member'}
          onLogout={logout}
        />
      }
      menu={(close) => (
        <>
          {readOnly ? (
            // An auditor sees every screen and changes nothing: said once, up front.
            <Group px="sm" pb="xs">
              <Tooltip label={AUDITOR_REFUSAL} withArrow>
                <Badge color="gray" variant="light">
                  Read-only
                </Badge>
              </Tooltip>
            </Group>
          ) : null}
          {top.map((item) => (
            <MenuLink key={item.path} item={item} base={base} onNavigate={close} />
          ))}
          <NavLink label="Inventory" defaultOpened childrenOffset="md">
            {inventory.map((item) => (
              <MenuLink key={item.path} item={item} base={base} onNavigate={close} />
            ))}
          </NavLink>
          {rest.map((item) => (
            <MenuLink key={item.path} item={item} base={base} onNavigate={close} />
          ))}
          <NavLink label="Settings" defaultOpened childrenOffset="md">
            {settings.map((item) => (
              <MenuLink key={item.path} item={item} base={base} onNavigate={close} />
            ))}
          </NavLink>
        </>
      )}
      footer={
        <Stack gap={0}>
          {billing(providerId!, isOwner)}
          <NavLink component="button" label="Logout" onClick={logout} />
          {/* The assistant floats over every provider page (Affix renders in a portal). */}
          {assistant(providerId!)}
        </Stack>
      }
    />
  );
}
