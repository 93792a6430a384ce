import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  openAsOwner,
  openFromMenu,
  placeOrder,
  rowWith,
  signUpOwner,
  stockedShop,
  until,
} from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** How wide the page is laid out: more than the window scrolls sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
}

/** A day `days` from today, as an inbound line's expiry date is written. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The screen's list as cards: the list its label names, and its first card. */
function firstCard(page: Page, label: string) {
  return page.getByRole('list', { name: label, exact: true }).getByRole('listitem').first();
}

describeWithBrowser('staff lists on a phone and the Orders search, served by the built app', () => {
  const journey = useAppInBrowser();

  it('shows every staff list as cards at 390 px with its key fields, and nothing scrolls sideways', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page, problems } = visit;
    try {
      const email = `phone-owner-${Date.now()}@example.com`;
      const { providerId } = await signUpOwner(visit, 'Phone Supplies', email);
      const p = `/provider/${providerId}`;
      mkdirSync(SHOTS, { recursive: true });
      // Something on every list: orders of Acme Retail, a second location and a transfer to it,
      // a product that keeps lots with one received, a stock below its minimum, a count, a
      // custom field.
      const shop = await stockedShop(page, providerId, 50);
      for (const quantity of [1, 2, 3]) await shop.order(quantity);
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location: corner } = await post<{ location: { id: string } }>('location', {
        name: 'Corner Shop',
      });
      await post('transfers', {
        from_location_id: shop.location.id,
        to_location_id: corner.id,
        products: [{ product_id: shop.product.id, quantity: 4 }],
      });
      const { product: milk } = await post<{ product: { id: string } }>('product', {
        name: 'Fresh Milk',
        price: 2,
        track_lots: true,
      });
      await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'IN',
        products: [{ id: milk.id, quantity: 6, lot_code: 'MILK-7', expiry_date: inDays(40) }],
      });
      await api(page, 'PUT', `${p}/reorder-points`, {
        reorder_points: [
          { product_id: shop.product.id, location_id: shop.location.id, minimum: 500 },
        ],
      });
      await post('counts', { location_id: shop.location.id });
      await post('metadata/fields', {
        entity_type: 'PRODUCTS',
        field_label: 'Grade',
        field_type: 'TEXT',
        field_options: [],
        active: true,
      });

      // Each screen: its path, its h1, its list's name, and what its first card shows.
      const screens: [name: string, path: string, heading: string, list: string, key: string[]][] =
        [
          ['inbox', 'inbox', 'Inbox', 'Orders', ['#1003', 'Acme Retail', 'Pending']],
          ['orders', 'orders', 'Orders', 'Orders', ['#1003', 'Acme Retail', 'Pending', '$12.00']],
          ['products', 'products', 'Products', 'Products', ['Blue Widget', 'Active', '$4.00']],
          ['clients', 'clients', 'Clients', 'Clients', ['Acme Retail', 'Active']],
          ['movements', 'transactions', 'Movements', 'Movements', ['MV-1002', 'In']],
          ['locations', 'locations', 'Locations', 'Locations', ['Corner Shop', 'Active']],
          ['transfers', 'transfers', 'Transfers', 'Transfers', ['TR-1001', 'Corner Shop']],
          ['lots', 'lots', 'Lots', 'Lots', ['MILK-7', 'Fresh Milk', 'Main Warehouse']],
          ['low-stock', 'low-stock', 'Low stock', 'Low stock', ['Blue Widget', 'Main Warehouse']],
          ['counts', 'counts', 'Stock counts', 'Stock counts', ['Main Warehouse', 'Open']],
          ['users', 'users', 'Users', 'Users', [email, 'Active']],
          ['custom-fields', 'metadata', 'Custom Fields', 'Custom Fields', ['Grade', 'Active']],
        ];
      const found: string[] = [];
      for (const [name, path, heading, list, key] of screens) {
        await page.setViewportSize(PHONE);
        await page.goto(`${base}${p}/${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const card = firstCard(page, list);
        await card.waitFor();
        await page.getByTestId('skeleton-row').first().waitFor({ state: 'detached' });
        // Cards, not a table: the page is no wider than the phone.
        expect(await page.getByRole('table').count()).toBe(0);
        await until(() => pageWidth(page), 390);
        for (const text of key) {
          const shown = card.getByText(text, { exact: true }).first();
          expect(await shown.isVisible()).toBe(true);
          const box = (await shown.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
        await page.screenshot({ path: `${SHOTS}/lists-${name}-phone.png`, fullPage: true });
        found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v.id}`));
        // The same list at a desktop's width, opened there: a table.
        await page.setViewportSize(DESKTOP);
        await page.goto(`${base}${p}/${path}`);
        await page.getByRole('table').first().waitFor();
        await page.getByTestId('skeleton-row').first().waitFor({ state: 'detached' });
        await page.screenshot({ path: `${SHOTS}/lists-${name}-desktop.png`, fullPage: true });
      }
      expect(found).toEqual([]);

      // A card opens its screen: a tap anywhere on it, as on its title's link.
      await page.setViewportSize(PHONE);
      await page.goto(`${base}${p}/orders`);
      const card = firstCard(page, 'Orders');
      await card.getByText('Acme Retail', { exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Order #1003', exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 300_000);

  it('finds an order by its number on Orders, keeps the search in the address, and its row links to the order', async () => {
    const visit = await openAsOwner(journey, 'Search Supplies');
    const { base, page, context, problems, p, providerId } = visit;
    try {
      const shop = await stockedShop(page, providerId, 20);
      const orders = [];
      for (const quantity of [1, 2, 3]) orders.push(await shop.order(quantity));
      await page.setViewportSize(DESKTOP);
      await openFromMenu(page, 'Orders');
      await rowWith(page, '#1003').waitFor();
      const box = page.getByRole('textbox', { name: 'Search orders', exact: true });

      // The number typed: the list holds that order alone, and the address its search.
      await box.fill('1002');
      await page.waitForURL(`${base}${p}/orders?q=1002`);
      await until(() => page.getByRole('row').count(), 2);
      const link = rowWith(page, '#1002').getByRole('link', { name: '#1002', exact: true });
      expect(await link.getAttribute('href')).toBe(`${p}/order/${orders[1].id}`);
      await page.screenshot({ path: `${SHOTS}/lists-orders-search-desktop.png`, fullPage: true });

      // A reload keeps it.
      await page.reload();
      await rowWith(page, '#1002').waitFor();
      expect(await box.inputValue()).toBe('1002');
      expect(await page.getByRole('row').count()).toBe(2);

      // Ctrl-click on the link opens the order in a new tab; the list stays.
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        link.click({ modifiers: ['Control'] }),
      ]);
      await tab.waitForURL(`${base}${p}/order/${orders[1].id}`);
      await tab.close();
      expect(page.url()).toBe(`${base}${p}/orders?q=1002`);

      // By the client's name: every order of theirs; Back returns to the search before.
      await box.fill('acme');
      await page.waitForURL(`${base}${p}/orders?q=acme`);
      await until(() => page.getByRole('row').count(), 4);
      await page.goBack();
      await page.waitForURL(`${base}${p}/orders`);
      await until(() => box.inputValue(), '');

      // A plain click anywhere on a row opens its order.
      await rowWith(page, '#1001').getByRole('cell', { name: 'Main Warehouse' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      expect(page.url()).toBe(`${base}${p}/order/${orders[0].id}`);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);
});
