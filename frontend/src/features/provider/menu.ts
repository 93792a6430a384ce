/**
 * The provider's side menu as data: which entries a member sees, in which order and group, and
 * which entry (or group) holds the page on screen. The layout draws it; the header's switcher
 * reads it to find another provider's same page.
 */
import { findMembership, permissionRefusal, providerIdOf, type Session } from '../../lib/session';
import type en from '../../locales/en/provider.json';

/**
 * An entry's name, as a key under `menu.` in the provider catalog: the menu is built outside
 * render, so it names its entries and the layout translates them in the language on screen.
 */
export type MenuLabel = keyof (typeof en)['menu'];

/** The picture beside an entry; the layout maps each to its icon. */
export type MenuIcon =
  | 'inbox'
  | 'orders'
  | 'quotes'
  | 'products'
  | 'clients'
  | 'inventory'
  | 'stock'
  | 'movements'
  | 'inbound'
  | 'outbound'
  | 'transfers'
  | 'counts'
  | 'lots'
  | 'low-stock'
  | 'suppliers'
  | 'purchase-orders'
  | 'stock-value'
  | 'locations'
  | 'custom-fields'
  | 'users'
  | 'settings'
  | 'business'
  | 'api-keys'
  | 'webhooks';

export interface MenuItem {
  name: MenuLabel;
  /** Under /provider/{id}/. */
  path: string;
  icon: MenuIcon;
  /** Active on its own path only, not on the paths under it. */
  end?: boolean;
  /** Further pages that belong to the entry (its detail and new-item pages), by first segment. */
  related?: readonly string[];
}

export interface MenuGroup {
  /** The group's id, remembered when the user closes it: the same in every language. */
  group: string;
  name: MenuLabel;
  icon: MenuIcon;
  items: readonly MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'group' in entry;
}

/**
 * docs/product.md §2.3 keeps its entries, names and order (Inventory: Stock, Movements, Inbound,
 * Outbound); what StockFlow adds joins a group: transfers, counts, lots and low stock after the
 * spec's Inventory entries (then the suppliers stock is bought from, the purchase orders, and
 * what the stock is worth), and the business settings, API keys and webhooks under Settings.
 * Movements reads Transactions on a phone; Inbound and Outbound are hidden from a member denied
 * inventory:update; API keys and webhooks are the owner's alone (the server refuses anyone else).
 */
export function providerMenu(
  session: Session | null,
  providerId: string,
  phone: boolean,
): MenuEntry[] {
  const membership = findMembership(session, providerId);
  const isOwner = membership?.invited_by == null;
  const mayRecord = (type: 'IN' | 'OUT') =>
    !permissionRefusal(session, providerId, 'POST /api/order', { transaction_type: type });

  const inventory: MenuItem[] = [
    { name: 'stock', path: 'inventory', icon: 'stock', related: ['adjust', 'audit-report'] },
    {
      name: phone ? 'transactions' : 'movements',
      path: 'transactions',
      icon: 'movements',
      related: ['transaction'],
    },
    ...(mayRecord('IN')
      ? [{ name: 'inbound', path: 'transaction/in', icon: 'inbound' } as const]
      : []),
    ...(mayRecord('OUT')
      ? [{ name: 'outbound', path: 'transaction/out', icon: 'outbound' } as const]
      : []),
    { name: 'transfers', path: 'transfers', icon: 'transfers', related: ['transfer'] },
    { name: 'stockCounts', path: 'counts', icon: 'counts', related: ['count'] },
    { name: 'lots', path: 'lots', icon: 'lots' },
    { name: 'lowStock', path: 'low-stock', icon: 'low-stock' },
    { name: 'suppliers', path: 'suppliers', icon: 'suppliers', related: ['supplier'] },
    {
      name: 'purchaseOrders',
      path: 'purchase-orders',
      icon: 'purchase-orders',
      related: ['purchase-order'],
    },
    // What the stock is worth: every member reads it, as they read the stock.
    { name: 'stockValue', path: 'stock-value', icon: 'stock-value' },
  ];
  const settings: MenuItem[] = [
    // Every member reads the business settings; the owner alone changes them.
    { name: 'business', path: 'settings', icon: 'business', end: true },
    ...(isOwner
      ? [
          { name: 'apiKeys', path: 'settings/api-keys', icon: 'api-keys' } as const,
          { name: 'webhooks', path: 'settings/webhooks', icon: 'webhooks' } as const,
        ]
      : []),
  ];

  return [
    { name: 'inbox', path: 'inbox', icon: 'inbox' },
    { name: 'orders', path: 'orders', icon: 'orders', related: ['order'] },
    { name: 'quotes', path: 'quotes', icon: 'quotes', related: ['quote'] },
    { name: 'products', path: 'products', icon: 'products', related: ['product'] },
    { name: 'clients', path: 'clients', icon: 'clients', related: ['client'] },
    { group: 'Inventory', name: 'inventory', icon: 'inventory', items: inventory },
    { name: 'locations', path: 'locations', icon: 'locations', related: ['location'] },
    { name: 'customFields', path: 'metadata', icon: 'custom-fields' },
    { name: 'users', path: 'users', icon: 'users' },
    { group: 'Settings', name: 'settings', icon: 'settings', items: settings },
  ];
}

/** Every item of the menu, groups opened. */
export function menuItems(menu: readonly MenuEntry[]): MenuItem[] {
  return menu.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
}

/** The page on screen under /provider/{id}/ ('orders', 'order/…'); '' when outside it. */
export function pageOf(pathname: string, providerId: string): string {
  const base = `/provider/${providerId}/`;
  return pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/+$/, '') : '';
}

/** Whether the page belongs to the item: its own path, the paths under it, or a related page. */
export function holdsPage(item: MenuItem, page: string): boolean {
  if (page === item.path) return true;
  if (!item.end && page.startsWith(`${item.path}/`)) return true;
  const first = page.split('/')[0];
  return (item.related ?? []).includes(first);
}

/** The group whose items hold the page, if any. */
export function groupHolding(menu: readonly MenuEntry[], page: string): string | undefined {
  return menu.find(
    (entry): entry is MenuGroup => isGroup(entry) && entry.items.some((i) => holdsPage(i, page)),
  )?.group;
}

/** The providers of the session, by id, in the session's order. */
export function providerIds(session: Session | null): string[] {
  return (session?.providers ?? []).flatMap((membership) => {
    const id = providerIdOf(membership);
    return id ? [id] : [];
  });
}

/**
 * Where the header's switcher leads for `target`: the same screen when it is one of the target's
 * menu entries (a list, not one record, which belongs to the provider on screen), else the
 * target's inbox.
 */
export function switchPath(
  session: Session | null,
  pathname: string,
  current: string,
  target: string,
  phone: boolean,
): string {
  const page = pageOf(pathname, current);
  const same = menuItems(providerMenu(session, target, phone)).some((item) => item.path === page);
  return `/provider/${target}/${same ? page : 'inbox'}`;
}
