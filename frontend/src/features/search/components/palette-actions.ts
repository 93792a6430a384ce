import type { Session } from '../../../lib/session';
import { mayDo } from '../../../lib/session';

/** A place or an action of the app the palette offers by name. */
export interface PaletteAction {
  id: string;
  label: string;
  description: string;
  /** Under /provider/{id}/. */
  path: string;
  /** Other words people look for it by. */
  keywords: string[];
}

const PAGES: PaletteAction[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    description: 'Orders waiting for you',
    path: 'inbox',
    keywords: ['pending', 'incoming'],
  },
  {
    id: 'orders',
    label: 'Orders',
    description: 'Every order and movement',
    path: 'orders',
    keywords: ['sales'],
  },
  {
    id: 'products',
    label: 'Products',
    description: 'Your catalog',
    path: 'products',
    keywords: ['catalog', 'items', 'sku'],
  },
  {
    id: 'clients',
    label: 'Clients',
    description: 'Who orders from you',
    path: 'clients',
    keywords: ['customers', 'buyers'],
  },
  {
    id: 'stock',
    label: 'Stock',
    description: 'Inventory by location',
    path: 'inventory',
    keywords: ['inventory', 'levels'],
  },
  {
    id: 'movements',
    label: 'Movements',
    description: 'Stock in, out and adjusted',
    path: 'transactions',
    keywords: ['transactions', 'history'],
  },
  {
    id: 'transfers',
    label: 'Transfers',
    description: 'Stock moving between locations',
    path: 'transfers',
    keywords: ['move'],
  },
  {
    id: 'low-stock',
    label: 'Low stock',
    description: 'Products at or under their reorder point',
    path: 'low-stock',
    keywords: ['reorder'],
  },
  {
    id: 'counts',
    label: 'Stock counts',
    description: 'Count what is on the shelves',
    path: 'counts',
    keywords: ['stocktake', 'cycle count'],
  },
  {
    id: 'lots',
    label: 'Lots',
    description: 'Batches and expiry dates',
    path: 'lots',
    keywords: ['batch', 'expiry', 'trace'],
  },
  {
    id: 'locations',
    label: 'Locations',
    description: 'Warehouses and shops',
    path: 'locations',
    keywords: ['warehouse'],
  },
  {
    id: 'custom-fields',
    label: 'Custom Fields',
    description: 'Extra fields of products and clients',
    path: 'metadata',
    keywords: ['metadata'],
  },
  {
    id: 'users',
    label: 'Users',
    description: 'Your team and their permissions',
    path: 'users',
    keywords: ['team', 'members', 'invite'],
  },
  {
    id: 'settings',
    label: 'Business settings',
    description: 'Company details, money, numbering, mails',
    path: 'settings',
    keywords: ['company', 'currency', 'logo', 'tax'],
  },
  {
    id: 'audit',
    label: 'Audit report',
    description: 'Stock as of any moment, with its events',
    path: 'audit-report',
    keywords: ['auditor', 'history'],
  },
];

/**
 * What the palette offers without a search: the pages, then the actions this member may take
 * (the server's own permission table decides, as for the buttons).
 */
export function paletteActions(session: Session | null, providerId: string): PaletteAction[] {
  const may = (type: 'ORDER' | 'IN' | 'OUT' | 'ADJUST') =>
    mayDo(session, providerId, 'POST /api/order', { transaction_type: type });
  const actions: PaletteAction[] = [];
  if (may('ORDER'))
    actions.push({
      id: 'new-order',
      label: 'New order',
      description: 'Place an order for a client',
      path: 'order',
      keywords: ['create', 'sell'],
    });
  if (may('IN'))
    actions.push({
      id: 'inbound',
      label: 'Record inbound',
      description: 'Stock coming in',
      path: 'transaction/in',
      keywords: ['receive', 'in'],
    });
  if (may('OUT'))
    actions.push({
      id: 'outbound',
      label: 'Record outbound',
      description: 'Stock going out',
      path: 'transaction/out',
      keywords: ['out'],
    });
  if (may('ADJUST'))
    actions.push({
      id: 'adjust',
      label: 'Adjust stock',
      description: 'Set stock levels by hand',
      path: 'adjust',
      keywords: ['correct', 'inventory'],
    });
  return [...actions, ...PAGES];
}

/** The actions whose label, description or keywords hold every word of `text`. */
export function matchingActions(actions: PaletteAction[], text: string): PaletteAction[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return actions;
  return actions.filter((action) => {
    const haystack = [action.label, action.description, ...action.keywords].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
