import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { choose } from './support/controls';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, productCard, quantityOf, supplyShop } from './support/portal';
import {
  api,
  confirm,
  openAsOwner,
  section,
  sideways,
  toast,
  until,
  valueUnder,
} from './support/screens';

const UUID = '([0-9a-f-]{36})';
const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function fitsTheWidth(page: Page): Promise<void> {
  await until(() => sideways(page), 0);
}

/** No serious or critical axe-core finding, the pointer off what was clicked last. */
async function accessible(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Types the breaks into a drawer's Quantity breaks rows, adding the rows first. */
async function fillBreaks(scope: Locator, breaks: [string, string][]): Promise<void> {
  const group = scope.getByRole('group', { name: /breaks/i });
  for (const [index, [minimum, price]] of breaks.entries()) {
    await group.getByRole('button', { name: 'Add a break' }).click();
    await group.getByRole('textbox', { name: 'From (units)' }).nth(index).fill(minimum);
    await group.getByRole('textbox', { name: 'Unit price' }).nth(index).fill(price);
  }
}

describeWithBrowser('quantity-break prices, set by the provider and met by the buyer', () => {
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it('sets breaks on a product and for a client; the buyer sees them, steps to 12, the total follows the break, and the order keeps the break price', async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      const { page, providerId, p, base } = owner;
      const { key, ids, clientId } = await supplyShop(page, providerId, [
        { name: 'Rye Loaf', price: 5, stock: 100 },
        { name: 'Spelt Flour', price: 7.25, stock: 100 },
      ]);
      const { 'Rye Loaf': rye } = ids;

      // --- The owner, on a phone: Rye Loaf is $4.00 from 12, $3.50 from 48.
      await page.setViewportSize(PHONE);
      await page.goto(`${base}${p}/product/${rye}`);
      await page.getByRole('heading', { level: 1, name: 'Rye Loaf' }).waitFor();
      await page.getByRole('button', { name: 'Edit product' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit product' });
      // Minimums that do not rise are refused beside the list before anything is sent.
      await fillBreaks(drawer, [
        ['12', '4'],
        ['12', '3.5'],
      ]);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer
        .getByText('Each break must start at a larger quantity than the one before.')
        .waitFor();
      await drawer.getByRole('textbox', { name: 'From (units)' }).nth(1).fill('48');
      await drawer.getByRole('group', { name: /breaks/i }).scrollIntoViewIfNeeded();
      await fitsTheWidth(page);
      await accessible(page);
      await shot(page, 'breaks-product-drawer-390');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The product has been updated.').waitFor();
      await drawer.waitFor({ state: 'hidden' });
      expect(await valueUnder(section(page, 'Details'), 'Quantity breaks').textContent()).toBe(
        '12+ $4.00 · 48+ $3.50',
      );
      const saved = await api<{ product: { price_breaks: unknown } }>(
        page,
        'GET',
        `${p}/product/${rye}`,
      );
      expect(saved.product.price_breaks).toEqual([
        { min_quantity: 12, price: 4 },
        { min_quantity: 48, price: 3.5 },
      ]);

      // --- At 1280, the client page: Corner Deli gets Spelt Flour at $6.50 from 10.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}${p}/client/${clientId}`);
      await page.getByRole('heading', { level: 1, name: 'Corner Deli' }).waitFor();
      const card1280 = section(page, 'Price Breaks');
      await card1280.getByText("This client gets each product's own quantity breaks.").waitFor();
      await card1280.getByRole('button', { name: 'New price breaks' }).click();
      const newBreaks = page.getByRole('dialog', { name: 'New price breaks' });
      await choose(page, newBreaks, 'Product', 'Spelt Flour');
      await newBreaks.getByText("The product's own breaks: None.", { exact: true }).waitFor();
      await fillBreaks(newBreaks, [['10', '6.5']]);
      await newBreaks.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The price breaks have been saved.').waitFor();
      await card1280.getByRole('cell', { name: '10+ $6.50', exact: true }).waitFor();
      await accessible(page);
      await shot(page, 'breaks-client-page-1280');

      // --- The buyer's phone: the breaks under each price, before ordering.
      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await productCard(cp, 'Rye Loaf')
        .getByText('12+ $4.00 · 48+ $3.50', { exact: true })
        .waitFor();
      await productCard(cp, 'Spelt Flour').getByText('10+ $6.50', { exact: true }).waitFor();
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'breaks-portal-start-390');

      // 11 at $5.00 is $55.00; one more reaches the break: 12 at $4.00 is $48.00.
      const bar = checkoutBar(cp);
      await quantityOf(cp, 'Rye Loaf').fill('11');
      await bar.getByText('Total $55.00', { exact: true }).waitFor();
      await cp.getByRole('button', { name: 'One more Rye Loaf', exact: true }).click();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('12');
      await bar.getByText('Total $48.00', { exact: true }).waitFor();
      await productCard(cp, 'Rye Loaf').scrollIntoViewIfNeeded();
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'breaks-portal-twelve-390');

      // The cart drawer prices the line at the break too.
      await bar.getByRole('button', { name: 'Cart, 1 line' }).click();
      const cart = cp.getByRole('dialog', { name: 'Cart' });
      await cart.getByText('$48.00', { exact: true }).first().waitFor();
      await cart.getByText('$5.00 (Default) · 12+ $4.00', { exact: true }).waitFor();
      await accessible(cp);
      await shot(cp, 'breaks-portal-cart-390');
      await cart.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await toast(cp, 'The order has been created.').waitFor();
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
      await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
      // The order page shows the break's unit price.
      // (On a phone the lines are stacked; the wide table is there but hidden.)
      await cp.getByText('$4.00', { exact: true }).locator('visible=true').first().waitFor();
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'breaks-portal-order-390');

      // --- Once at 1280: the table's price cell says the breaks under the price.
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      const ryeRow = cp.getByRole('table').getByRole('row').filter({ hasText: 'Rye Loaf' });
      await ryeRow.getByText('12+ $4.00 · 48+ $3.50', { exact: true }).waitFor();
      await quantityOf(ryeRow, 'Rye Loaf').fill('48');
      await bar.getByText('Total $168.00', { exact: true }).waitFor();
      await accessible(cp);
      await shot(cp, 'breaks-portal-1280');

      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await owner.context.close();
    }
  }, 240_000);
});
