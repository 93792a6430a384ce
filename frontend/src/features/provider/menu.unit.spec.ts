import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import type { Session } from '../../lib/session';
import { sessionWith } from '../../lib/session.fixture';
import {
  groupHolding,
  isGroup,
  type MenuEntry,
  type MenuLabel,
  menuItems,
  pageOf,
  providerMenu,
  switchPath,
} from './menu';
import { PROVIDER } from './messages';

/** An entry's name as it reads in English. */
const english = (label: MenuLabel) => i18n.t(`menu.${label}`, { ns: PROVIDER, lng: 'en' });

const OWN = '11111111-1111-4111-8111-111111111111';
const JOINED = '22222222-2222-4222-8222-222222222222';

/** A session as the server answers it: owner of OWN, an invited member of JOINED. */
function session(deniedInJoined: string[] = []): Session {
  return sessionWith([
    { provider_id: OWN, invited_by: null, permissions_denied: [] },
    { provider_id: JOINED, invited_by: 'o', permissions_denied: deniedInJoined },
  ]);
}

/** The menu as its labels read, groups as `Group: items`. */
function labels(menu: MenuEntry[]): string[] {
  return menu.map((entry) =>
    isGroup(entry)
      ? `${english(entry.name)}: ${entry.items.map((i) => english(i.name)).join(', ')}`
      : english(entry.name),
  );
}

describe("the provider's side menu", () => {
  it("keeps the spec's entries in its order, with the additions grouped after them", () => {
    expect(labels(providerMenu(session(), OWN, false))).toEqual([
      'Inbox',
      'Orders',
      // Beside Orders: a quote accepted becomes one (docs/decisions/quotes-are-plain-state.md).
      'Quotes',
      'Products',
      'Clients',
      // Suppliers after Low stock: where what runs low is bought (docs/decisions/suppliers-are-plain-records.md);
      // then the purchase orders that buy it, and what the stock bought is worth.
      'Inventory: Stock, Movements, Inbound, Outbound, Transfers, Stock counts, Lots, Low stock, Suppliers, Purchase orders, Stock value',
      'Locations',
      'Custom Fields',
      'Users',
      'Settings: Business, API keys, Webhooks',
    ]);
  });

  it('reads Transactions for Movements on a phone', () => {
    const items = menuItems(providerMenu(session(), OWN, true)).map((i) => english(i.name));
    expect(items).toContain('Transactions');
    expect(items).not.toContain('Movements');
  });

  it('hides Inbound and Outbound from a member denied inventory:update, and API keys and Webhooks from a non-owner', () => {
    const items = menuItems(providerMenu(session(['inventory:update']), JOINED, false)).map((i) =>
      english(i.name),
    );
    expect(items).not.toContain('Inbound');
    expect(items).not.toContain('Outbound');
    expect(items).not.toContain('API keys');
    expect(items).not.toContain('Webhooks');
    expect(items).toContain('Business');
  });

  it('finds the group holding the page on screen, its detail and new-item pages included', () => {
    const menu = providerMenu(session(), OWN, false);
    expect(groupHolding(menu, 'transfers')).toBe('Inventory');
    expect(groupHolding(menu, 'transfer/3f1c')).toBe('Inventory');
    expect(groupHolding(menu, 'count/9a')).toBe('Inventory');
    expect(groupHolding(menu, 'lots/LOT-7')).toBe('Inventory');
    expect(groupHolding(menu, 'settings/webhooks')).toBe('Settings');
    expect(groupHolding(menu, 'settings')).toBe('Settings');
    expect(groupHolding(menu, 'orders')).toBeUndefined();
    expect(groupHolding(menu, 'order/3f1c')).toBeUndefined();
  });

  it('reads the page under the provider from the address', () => {
    expect(pageOf(`/provider/${OWN}/order/abc`, OWN)).toBe('order/abc');
    expect(pageOf(`/provider/${OWN}/settings/api-keys/`, OWN)).toBe('settings/api-keys');
    expect(pageOf('/login', OWN)).toBe('');
  });
});

describe("the header's switch to another provider", () => {
  it("opens the other provider's same list", () => {
    expect(switchPath(session(), `/provider/${OWN}/products`, OWN, JOINED, false)).toBe(
      `/provider/${JOINED}/products`,
    );
    expect(switchPath(session(), `/provider/${JOINED}/transfers`, JOINED, OWN, false)).toBe(
      `/provider/${OWN}/transfers`,
    );
  });

  it("opens the other provider's inbox from one record, or from a page its menu lacks", () => {
    expect(switchPath(session(), `/provider/${OWN}/order/${OWN}`, OWN, JOINED, false)).toBe(
      `/provider/${JOINED}/inbox`,
    );
    // API keys are the owner's: a member of JOINED has no such entry there.
    expect(switchPath(session(), `/provider/${OWN}/settings/api-keys`, OWN, JOINED, false)).toBe(
      `/provider/${JOINED}/inbox`,
    );
    expect(
      switchPath(
        session(['inventory:update']),
        `/provider/${OWN}/transaction/in`,
        OWN,
        JOINED,
        false,
      ),
    ).toBe(`/provider/${JOINED}/inbox`);
  });
});
