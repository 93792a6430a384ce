import { Badge, Group, NavLink, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { AppFrame } from '../../../components/app-frame';
import { OfflineBanner } from '../../../components/offline-banner';
import { notifySuccess } from '../../../lib/notify';
import {
  AUDITOR_REFUSAL,
  clearSession,
  findMembership,
  isAuditor,
  useSession,
} from '../../../lib/session';
import { pageOf, providerIds, providerMenu, switchPath } from '../menu';
import { PROVIDER } from '../messages';
import { AccountMenu, ProviderName } from './provider-header';
import { ENTRY_STYLES, MENU_ICON_SIZE, ProviderMenu } from './provider-menu';

/** What other features put in the provider's chrome; the app layer composes them. */
export interface ProviderLayoutProps {
  /** The Billing entry above Logout. */
  billing: (providerId: string, isOwner: boolean) => ReactNode;
  /** The assistant: its button in the header, beside the search; its panel floats over the page. */
  assistant: (providerId: string) => ReactNode;
  /** Ends the session of this access token on the server, after Logout has cleared it here. */
  endSession: (accessToken: string) => Promise<void>;
  /** How many stocks are low, beside the Low stock entry. */
  lowStockBadge: (providerId: string) => ReactNode;
  /** A search button, in the header between the provider's name and the user's menu. */
  search?: (providerId: string) => ReactNode;
}

export function ProviderLayout({
  billing,
  assistant,
  endSession,
  lowStockBadge,
  search,
}: ProviderLayoutProps) {
  const { t } = useTranslation(PROVIDER);
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
  if (!session || !membership || !providerId) return <Navigate to="/login" replace />;

  const base = `/provider/${providerId}`;
  const isOwner = membership.invited_by == null;
  const readOnly = isAuditor(session, providerId);
  const phone = Boolean(isMobile);
  const menu = providerMenu(session, providerId, phone);

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
      context={
        <ProviderName
          providerId={providerId}
          providerIds={providerIds(session)}
          pathFor={(target) => switchPath(session, location.pathname, providerId, target, phone)}
        />
      }
      search={
        <>
          {search?.(providerId)}
          {assistant(providerId)}
        </>
      }
      account={
        <AccountMenu
          email={session.user?.email ?? ''}
          role={t(readOnly ? 'roles.readOnly' : isOwner ? 'roles.owner' : 'roles.member')}
          onLogout={logout}
        />
      }
      banner={<OfflineBanner />}
      menu={(close) => (
        <>
          {readOnly ? (
            // An auditor sees every screen and changes nothing: said once, up front.
            <Group px="sm" pb="xs">
              <Tooltip label={AUDITOR_REFUSAL} withArrow>
                <Badge color="gray" variant="light">
                  {t('roles.readOnly')}
                </Badge>
              </Tooltip>
            </Group>
          ) : null}
          <ProviderMenu
            menu={menu}
            base={base}
            page={pageOf(location.pathname, providerId)}
            badges={{ 'low-stock': lowStockBadge(providerId) }}
            onNavigate={close}
          />
        </>
      )}
      footer={
        // The entries' line height, for Billing too: rows as tight as the menu's.
        <Stack gap={0} lh={1.2}>
          {billing(providerId, isOwner)}
          <NavLink
            component="button"
            label={t('header.logout')}
            leftSection={<IconLogout size={MENU_ICON_SIZE} stroke={1.6} aria-hidden="true" />}
            onClick={logout}
            styles={ENTRY_STYLES}
          />
        </Stack>
      }
    />
  );
}
