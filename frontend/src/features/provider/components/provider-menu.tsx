import { NavLink } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  type Icon,
  IconAddressBook,
  IconAlertTriangle,
  IconArrowsExchange,
  IconBarcode,
  IconBuilding,
  IconBuildingWarehouse,
  IconClipboardCheck,
  IconCoins,
  IconFileDollar,
  IconFileInvoice,
  IconForms,
  IconInbox,
  IconKey,
  IconMapPin,
  IconPackage,
  IconPackageExport,
  IconPackageImport,
  IconReceipt,
  IconSettings,
  IconStack2,
  IconTransfer,
  IconTruckDelivery,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import {
  groupHolding,
  holdsPage,
  isGroup,
  type MenuEntry,
  type MenuGroup,
  type MenuIcon,
  type MenuItem,
} from '../menu';
import { PROVIDER } from '../messages';

const ICONS: Record<MenuIcon, Icon> = {
  inbox: IconInbox,
  orders: IconReceipt,
  quotes: IconFileDollar,
  products: IconPackage,
  clients: IconAddressBook,
  inventory: IconBuildingWarehouse,
  stock: IconStack2,
  movements: IconArrowsExchange,
  inbound: IconPackageImport,
  outbound: IconPackageExport,
  transfers: IconTransfer,
  counts: IconClipboardCheck,
  lots: IconBarcode,
  'low-stock': IconAlertTriangle,
  suppliers: IconTruckDelivery,
  'purchase-orders': IconFileInvoice,
  'stock-value': IconCoins,
  locations: IconMapPin,
  'custom-fields': IconForms,
  users: IconUsers,
  settings: IconSettings,
  business: IconBuilding,
  'api-keys': IconKey,
  webhooks: IconWebhook,
};

/** The size every menu icon is drawn at, the footer's entries included. */
export const MENU_ICON_SIZE = 18;

export function MenuIconOf({ icon }: { icon: MenuIcon }) {
  const Shown = ICONS[icon];
  return <Shown size={MENU_ICON_SIZE} stroke={1.6} aria-hidden="true" />;
}

/**
 * Tighter than Mantine's default (a 37 px row), so the whole menu, groups open (Suppliers,
 * Purchase orders and Stock value included), fits a window 800 px high with Billing and Logout
 * below it.
 */
export const ENTRY_STYLES = { root: { paddingBlock: 4, lineHeight: 1.2 } } as const;

function MenuLink({
  item,
  base,
  badge,
  onNavigate,
}: {
  item: MenuItem;
  base: string;
  badge?: ReactNode;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(PROVIDER);
  return (
    <NavLink
      component={RouterNavLink}
      to={`${base}/${item.path}`}
      end={item.end}
      label={t(`menu.${item.name}`)}
      leftSection={<MenuIconOf icon={item.icon} />}
      rightSection={badge}
      onClick={onNavigate}
      styles={ENTRY_STYLES}
    />
  );
}

/** Groups the user closed, remembered in this browser: the rest stay open. */
const CLOSED_GROUPS_KEY = 'stockflow.menu.closed-groups';

export interface ProviderMenuProps {
  menu: readonly MenuEntry[];
  /** /provider/{id} */
  base: string;
  /** The page on screen under `base` ('orders', 'order/…'). */
  page: string;
  /** Shown on an item's right, by path (the Low stock count). */
  badges?: Readonly<Record<string, ReactNode>>;
  onNavigate: () => void;
}

/**
 * The menu's entries, groups as collapsible sections. Groups start open; a group the user closes
 * stays closed in this browser until they open it again, or until they reach one of its pages
 * (by a link, the search or the address bar), which opens it so the current page is in sight.
 */
export function ProviderMenu({ menu, base, page, badges = {}, onNavigate }: ProviderMenuProps) {
  const [closed, setClosed] = useLocalStorage<string[]>({
    key: CLOSED_GROUPS_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const { t } = useTranslation(PROVIDER);
  const current = groupHolding(menu, page);

  // Only on reaching a page: closing the group of the page on screen keeps it closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (current && closed.includes(current)) setClosed(closed.filter((g) => g !== current));
  }, [page]);

  const toggle = (group: MenuGroup, open: boolean) =>
    setClosed((list) =>
      open ? list.filter((g) => g !== group.group) : [...new Set([...list, group.group])],
    );

  return menu.map((entry) =>
    isGroup(entry) ? (
      <NavLink
        key={entry.group}
        component="button"
        type="button"
        label={t(`menu.${entry.name}`)}
        leftSection={<MenuIconOf icon={entry.icon} />}
        opened={!closed.includes(entry.group)}
        onChange={(open) => toggle(entry, open)}
        aria-expanded={!closed.includes(entry.group)}
        // A closed group still shows that the page on screen is one of its own.
        active={closed.includes(entry.group) && entry.items.some((i) => holdsPage(i, page))}
        childrenOffset="sm"
        styles={ENTRY_STYLES}
      >
        {entry.items.map((item) => (
          <MenuLink
            key={item.path}
            item={item}
            base={base}
            badge={badges[item.path]}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    ) : (
      <MenuLink
        key={entry.path}
        item={entry}
        base={base}
        badge={badges[entry.path]}
        onNavigate={onNavigate}
      />
    ),
  );
}
