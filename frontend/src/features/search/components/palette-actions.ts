import type { TFunction } from 'i18next';
import type { Session } from '../../../lib/session';
import { mayDo } from '../../../lib/session';
import type en from '../../../locales/en/search.json';

/** A place or an action of the app the palette offers by name, in the language shown. */
export interface PaletteAction {
  id: string;
  label: string;
  description: string;
  /** Under /provider/{id}/. */
  path: string;
  /** Other words people look for it by. */
  keywords: string[];
}

type Texts = typeof en;
type PageKey = keyof Texts['pages'];
type ActionKey = keyof Texts['actions'];

/** The app's pages: each one's name, description and other words are in the catalog. */
const PAGES: { id: string; key: PageKey; path: string }[] = [
  { id: 'inbox', key: 'inbox', path: 'inbox' },
  { id: 'orders', key: 'orders', path: 'orders' },
  { id: 'products', key: 'products', path: 'products' },
  { id: 'clients', key: 'clients', path: 'clients' },
  { id: 'stock', key: 'stock', path: 'inventory' },
  { id: 'movements', key: 'movements', path: 'transactions' },
  { id: 'transfers', key: 'transfers', path: 'transfers' },
  { id: 'low-stock', key: 'lowStock', path: 'low-stock' },
  { id: 'counts', key: 'counts', path: 'counts' },
  { id: 'lots', key: 'lots', path: 'lots' },
  { id: 'locations', key: 'locations', path: 'locations' },
  { id: 'custom-fields', key: 'customFields', path: 'metadata' },
  { id: 'users', key: 'users', path: 'users' },
  { id: 'settings', key: 'settings', path: 'settings' },
  { id: 'audit', key: 'audit', path: 'audit-report' },
];

/** Words of a catalog entry, split where the catalog leaves a space ("cycle count" too). */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

function page(t: TFunction<'search'>, { id, key, path }: (typeof PAGES)[number]): PaletteAction {
  return {
    id,
    label: t(`pages.${key}.label`),
    description: t(`pages.${key}.description`),
    path,
    keywords: words(t(`pages.${key}.keywords`)),
  };
}

function action(t: TFunction<'search'>, id: string, key: ActionKey, path: string): PaletteAction {
  return {
    id,
    label: t(`actions.${key}.label`),
    description: t(`actions.${key}.description`),
    path,
    keywords: words(t(`actions.${key}.keywords`)),
  };
}

/**
 * What the palette offers without a search: the pages, then the actions this member may take
 * (the server's own permission table decides, as for the buttons).
 */
export function paletteActions(
  session: Session | null,
  providerId: string,
  t: TFunction<'search'>,
): PaletteAction[] {
  const may = (type: 'ORDER' | 'IN' | 'OUT' | 'ADJUST') =>
    mayDo(session, providerId, 'POST /api/order', { transaction_type: type });
  const actions: PaletteAction[] = [];
  if (may('ORDER')) actions.push(action(t, 'new-order', 'newOrder', 'order'));
  if (may('IN')) actions.push(action(t, 'inbound', 'inbound', 'transaction/in'));
  if (may('OUT')) actions.push(action(t, 'outbound', 'outbound', 'transaction/out'));
  if (may('ADJUST')) actions.push(action(t, 'adjust', 'adjust', 'adjust'));
  return [...actions, ...PAGES.map((entry) => page(t, entry))];
}

/**
 * Text as the palette compares it: lower case, without accents, so "reception" finds "Boîte de
 * réception" (many type French without its accents).
 */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The actions whose label, description or keywords hold every word of `text`. */
export function matchingActions(actions: PaletteAction[], text: string): PaletteAction[] {
  const wanted = words(folded(text));
  if (wanted.length === 0) return actions;
  return actions.filter((action) => {
    const haystack = folded([action.label, action.description, ...action.keywords].join(' '));
    return wanted.every((word) => haystack.includes(word));
  });
}
