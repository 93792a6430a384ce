import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  openAsOwner,
  openFromMenu,
  placeOrder,
  rowWith,
  section,
  sideways,
  until,
} from './support/screens';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where the screens are photographed, when asked (a folder); nowhere otherwise. */
const SHOTS = process.env.STOCK_VALUE_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The figure the screen shows under `testId`, once it reads `text`. */
async function figureIs(page: Page, testId: string, text: string): Promise<void> {
  await until(async () => (await page.getByTestId(testId).textContent())?.trim(), text);
}

/** The browser's local time of `iso`, as a datetime-local input takes it (to the second). */
function localMoment(page: Page, iso: string): Promise<string> {
  return page.evaluate((moment) => {
    const date = new Date(moment);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, iso);
}

/** The window coming back into view, as when the user returns to the tab. */
function refocus(page: Page): Promise<void> {
  return page.evaluate(() => {
    const g = globalThis as unknown as { dispatchEvent(event: Event): boolean };
    g.dispatchEvent(new Event('visibilitychange'));
  });
}

describeWithBrowser('the stock value screen, served by the built app', () => {
  const journey = useAppInBrowser();

  it('values received stock at moving-average cost, reads an earlier moment as 0, and counts the cost of goods an outbound movement took, at 1280 and 390', async () => {
    const owner = await openAsOwner(journey, 'Granary Books Ltd');
    const { base, page, context, problems, p, providerId } = owner;
    try {
      await page.setViewportSize(DESKTOP);
      // --- Nothing received at a cost yet: the screen says what gives stock a value.
      await openFromMenu(page, 'Stock value');
      const empty = page.getByTestId('empty-state');
      await empty.getByText(/Stock takes its value when a purchase order is received/).waitFor();
      await empty.getByRole('link', { name: 'Open purchase orders' }).waitFor();
      await shoot(page, 'empty-1280');
      await page.setViewportSize(PHONE);
      await until(() => sideways(page), 0);
      await shoot(page, 'empty-390');
      await page.setViewportSize(DESKTOP);

      // --- Received through purchase orders: 10 sacks at 2.00, then 30 at 3.00 (2.75 on
      // average), and 5 of salt at 1.00.
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location } = await post<{ location: { id: string } }>('location', {
        name: 'Bakehouse',
      });
      const product = async (name: string) =>
        (await post<{ product: { id: string } }>('product', { name, price: 5 })).product.id;
      const rye = await product('Rye Flour');
      const salt = await product('Sea Salt');
      const { supplier } = await post<{ supplier: { id: string } }>('suppliers', {
        name: 'Millstone',
      });
      const receive = async (productId: string, quantity: number, unitPrice: number) => {
        const { purchase_order } = await post<{ purchase_order: { id: string } }>(
          'purchase-orders',
          {
            supplier_id: supplier.id,
            location_id: location.id,
            lines: [{ product_id: productId, quantity, unit_price: unitPrice }],
          },
        );
        await post(`purchase-orders/${purchase_order.id}/receive`, {
          lines: [{ product_id: productId, quantity }],
        });
      };
      // The picker reads to the second: the earlier moment is a whole second before the receipts.
      const before = new Date().toISOString();
      await page.waitForTimeout(1100);
      await receive(rye, 10, 2);
      await receive(rye, 30, 3);
      await receive(salt, 5, 1);

      // --- Now: the total, each location's share, and each product's average cost.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Stock value' }).waitFor();
      await figureIs(page, 'stock-value-total', '$115.00');
      const byLocation = section(page, 'Total value');
      expect(await cellsOf(rowWith(byLocation, 'Bakehouse'))).toEqual(['Bakehouse', '$115.00']);
      const products = section(page, 'Products');
      expect(await cellsOf(rowWith(products, 'Rye Flour'))).toEqual([
        'Rye Flour',
        '40',
        '$2.75',
        '$110.00',
      ]);
      expect(await cellsOf(rowWith(products, 'Sea Salt'))).toEqual([
        'Sea Salt',
        '5',
        '$1.00',
        '$5.00',
      ]);
      // Nothing sold this month yet.
      await figureIs(page, 'cost-of-goods', '$0.00');
      await shoot(page, 'valued-1280');

      // --- Searched by name.
      await products.getByRole('textbox', { name: 'Search products' }).fill('salt');
      await until(async () => products.getByRole('row').count(), 2);
      await rowWith(products, 'Sea Salt').waitFor();
      await products.getByRole('textbox', { name: 'Search products' }).fill('barley');
      await products.getByText('No product in stock matches "barley".').waitFor();
      await shoot(page, 'search-none-1280');
      await products.getByRole('button', { name: 'Clear search' }).last().click();
      await rowWith(products, 'Rye Flour').waitFor();

      // --- 4 sacks go out in an outbound movement: 11.00 of cost of goods, which the screen
      // shows when the window comes back into view.
      await placeOrder(page, {
        providerId,
        locationId: location.id,
        transaction_type: 'OUT',
        products: [{ id: rye, quantity: 4 }],
      });
      await refocus(page);
      await figureIs(page, 'stock-value-total', '$104.00');
      await figureIs(page, 'cost-of-goods', '$11.00');
      expect(await cellsOf(rowWith(products, 'Rye Flour'))).toEqual([
        'Rye Flour',
        '36',
        '$2.75',
        '$99.00',
      ]);
      // A period that ends before it starts is named, not read.
      const cogs = section(page, 'Cost of goods sold');
      const to = cogs.getByLabel('To', { exact: true });
      const today = await to.inputValue();
      await to.fill('2020-01-01');
      await cogs.getByText('Pick a day on or after the first.').waitFor();
      await to.fill(today);
      await figureIs(page, 'cost-of-goods', '$11.00');

      // --- An earlier moment, before the receipts: nothing was worth anything then.
      await page.getByLabel('As of', { exact: true }).fill(await localMoment(page, before));
      await figureIs(page, 'stock-value-total', '$0.00');
      await byLocation.getByText('No location holds stock with a value at this moment.').waitFor();
      // The products stay as they are now, and say so.
      await products.getByText('Units, average cost and value as they are now.').waitFor();
      expect(new URL(page.url()).searchParams.get('as_of')).not.toBeNull();
      await shoot(page, 'as-of-before-1280');
      await page.getByRole('button', { name: 'Back to live' }).click();
      await figureIs(page, 'stock-value-total', '$104.00');

      // --- On a phone: the same figures, products as cards, nothing wider than the window.
      await page.setViewportSize(PHONE);
      await figureIs(page, 'stock-value-total', '$104.00');
      const cards = products.getByRole('list');
      await cards.getByText('Rye Flour', { exact: true }).waitFor();
      await until(() => sideways(page), 0);
      await shoot(page, 'valued-390');
      await page.getByLabel('As of', { exact: true }).fill(await localMoment(page, before));
      await figureIs(page, 'stock-value-total', '$0.00');
      await until(() => sideways(page), 0);
      await shoot(page, 'as-of-before-390');

      // --- A product leads to its page.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}${p}/stock-value`);
      await rowWith(products, 'Rye Flour').getByRole('link', { name: 'Rye Flour' }).click();
      await page.getByRole('heading', { level: 1, name: 'Rye Flour' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
