import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  createShop,
  openAsOwner,
  placeOrder,
  rowWith,
  section,
  sideways,
  toast,
  until,
} from './support/screens';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where the screens are photographed, when asked (a folder); nowhere otherwise. */
const SHOTS = process.env.ORDER_MARGIN_SHOTS;

async function shoot(page: Page, name: string, close?: Locator): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // The block itself too, where the whole page is too long to read.
  if (close) await close.screenshot({ path: `${SHOTS}/${name}-section.png` });
}

/** The margin's figures as the Margin section shows them: revenue, cost, margin, percent. */
async function figures(page: Page): Promise<string> {
  const ids = ['margin-revenue', 'margin-cost-of-goods', 'margin-amount', 'margin-percent'];
  const texts = await Promise.all(
    ids.map(async (id) =>
      (await page.getByTestId(id).count()) > 0 ? page.getByTestId(id).textContent() : '?',
    ),
  );
  return texts.join(' | ');
}

/** Ships through the order page's Ship dialog: `quantities` by product name (the rest as offered). */
async function ship(page: Page, number: string, quantities: Record<string, string>) {
  await section(page, 'Actions').getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Ship order ${number}` });
  await dialog.waitFor();
  for (const [product, quantity] of Object.entries(quantities))
    await dialog.getByRole('textbox', { name: product }).fill(quantity);
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describeWithBrowser("an order's margin and a product's value, served by the built app", () => {
  const journey = useAppInBrowser();

  it('shows no margin before anything ships, then revenue, cost of goods and margin after each shipment, per product, to staff only; the product page shows its average cost, at 1280 and 390', async () => {
    const { base, page, context, problems, providerId, p } = await openAsOwner(
      journey,
      'Margin Mill',
    );
    try {
      await page.setViewportSize(DESKTOP);
      // --- Received at a cost through purchase orders: 10 sacks of rye at 2.00, 10 of salt at
      // 1.00; sold at 5.00 and 2.00.
      const shop = await createShop(page, providerId, {
        location: 'Bakehouse',
        product: 'Rye Flour',
        price: 5,
        client: 'Corner Bakery',
        email: 'orders@corner.example',
      });
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const rye = shop.product.id;
      const { product: salt } = await post<{ product: { id: string } }>('product', {
        name: 'Sea Salt',
        price: 2,
      });
      const { supplier } = await post<{ supplier: { id: string } }>('suppliers', {
        name: 'Millstone',
      });
      const receive = async (productId: string, quantity: number, unitPrice: number) => {
        const { purchase_order } = await post<{ purchase_order: { id: string } }>(
          'purchase-orders',
          {
            supplier_id: supplier.id,
            location_id: shop.location.id,
            lines: [{ product_id: productId, quantity, unit_price: unitPrice }],
          },
        );
        await post(`purchase-orders/${purchase_order.id}/receive`, {
          lines: [{ product_id: productId, quantity }],
        });
      };
      await receive(rye, 10, 2);
      await receive(salt.id, 10, 1);
      const order = await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        clientId: shop.client.id,
        transaction_type: 'ORDER',
        products: [
          { id: rye, quantity: 4 },
          { id: salt.id, quantity: 5 },
        ],
      });

      // --- Nothing shipped yet: the section says when the margin shows.
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const margin = section(page, 'Margin');
      await margin.getByText('The margin shows once goods have shipped.').waitFor();
      expect(await page.getByTestId('margin-revenue').count()).toBe(0);
      await shoot(page, 'order-before-shipping-1280', margin);

      // --- The rye ships: 4 × 5.00 sold, 4 × 2.00 of cost, 60% kept; the salt sold nothing yet.
      await ship(page, '#1001', { 'Sea Salt': '0' });
      await toast(page, 'Shipment #1001-1 has been recorded.').waitFor();
      await until(() => figures(page), '$20.00 | $8.00 | $12.00 | 60%');
      expect(await cellsOf(rowWith(margin, 'Rye Flour'))).toEqual([
        'Rye Flour',
        '4',
        '$20.00',
        '$8.00',
        '$12.00',
      ]);
      expect(await cellsOf(rowWith(margin, 'Sea Salt'))).toEqual([
        'Sea Salt',
        '0',
        '$0.00',
        '$0.00',
        '$0.00',
      ]);

      // --- The rest ships: 30.00 sold, 13.00 of cost, 17.00 kept (56.7%).
      await ship(page, '#1001', {});
      await toast(page, 'Shipment #1001-2 has been recorded.').waitFor();
      await until(() => figures(page), '$30.00 | $13.00 | $17.00 | 56.7%');
      expect(await cellsOf(rowWith(margin, 'Sea Salt'))).toEqual([
        'Sea Salt',
        '5',
        '$10.00',
        '$5.00',
        '$5.00',
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'order-margin-1280', margin);

      // --- On a phone: the products as cards, nothing wider than the window.
      await page.setViewportSize(PHONE);
      await margin.getByRole('list', { name: 'Margin by product' }).waitFor();
      expect(await margin.getByRole('table').count()).toBe(0);
      await until(() => figures(page), '$30.00 | $13.00 | $17.00 | 56.7%');
      await until(() => sideways(page), 0);
      await shoot(page, 'order-margin-390', margin);

      // --- The product's page: 6 sacks left at 2.00 on average, 12.00 of value, and the way to
      // the stock value screen.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}${p}/product/${rye}`);
      await page.getByRole('heading', { level: 1, name: 'Rye Flour' }).waitFor();
      const value = page.getByTestId('product-stock-value');
      await until(
        async () => JSON.stringify(await value.locator('dt, dd').allTextContents()),
        JSON.stringify(['Average cost', '$2.00', 'Value now', '$12.00']),
      );
      await until(() => sideways(page), 0);
      await shoot(page, 'product-value-1280', section(page, 'Inventory'));
      await page.setViewportSize(PHONE);
      await value.waitFor();
      await until(() => sideways(page), 0);
      await shoot(page, 'product-value-390', section(page, 'Inventory'));
      await value.getByRole('link', { name: 'Stock value' }).click();
      await page.getByRole('heading', { level: 1, name: 'Stock value' }).waitFor();
      expect(problems).toEqual([]);

      // --- The client's portal never shows what the goods cost.
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        await cp.goto(`${base}/client/${shop.client.key}/order/${order.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
        await section(cp, 'Shipments').waitFor();
        expect(await section(cp, 'Margin').count()).toBe(0);
        expect(await cp.getByTestId('margin-revenue').count()).toBe(0);
        expect(portal.problems).toEqual([]);
      } finally {
        await portal.context.close();
      }
    } finally {
      await context.close();
    }
  }, 180_000);
});
