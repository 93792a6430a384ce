import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
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

/** The page has no sideways scroll: nothing is wider than the window. */
async function fitsTheWidth(page: Page): Promise<void> {
  await until(() => sideways(page), 0);
}

/**
 * No serious or critical axe-core finding on the page as it is now, the pointer off what was
 * clicked last (a hovered button's colour is the theme's).
 */
async function accessible(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describeWithBrowser('the ordering rules buyers meet, shown before they are hit', () => {
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it('sets a minimum, a case pack, a client override and a minimum order value; the buyer sees them, steps by the pack, is told why beside the field, waits for the minimum, and orders', async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      // --- The supplier's catalog, stock and client, through the API.
      const { page, providerId, p, base } = owner;
      const { key, ids, clientId } = await supplyShop(page, providerId, [
        { name: 'Rye Loaf', price: 4, stock: 100 },
        { name: 'Spelt Flour', price: 7.25, stock: 100 },
        { name: 'Baguette', price: 1.2, stock: 100 },
      ]);
      const { 'Rye Loaf': rye } = ids;

      // --- The owner, at 1280: Rye Loaf is sold from 6, by the case of 6.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}${p}/product/${rye}`);
      await page.getByRole('heading', { level: 1, name: 'Rye Loaf' }).waitFor();
      await page.getByRole('button', { name: 'Edit product' }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit product' });
      const minimum = drawer.getByRole('textbox', { name: 'Minimum order quantity' });
      const pack = drawer.getByRole('textbox', { name: 'Case pack' });
      // A pack of none is refused beside its field before anything is sent.
      await pack.fill('0');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer
        .getByText('Enter a whole number from 1 to 1,000,000, or leave it blank for none.')
        .waitFor();
      await minimum.fill('6');
      await pack.fill('6');
      await accessible(page);
      await shot(page, 'rules-product-drawer-1280');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The product has been updated.').waitFor();
      await drawer.waitFor({ state: 'hidden' });
      const details = section(page, 'Details');
      expect(await valueUnder(details, 'Minimum order quantity').textContent()).toBe('6');
      expect(await valueUnder(details, 'Case pack').textContent()).toBe('6');

      // Corner Deli takes Spelt Flour by the pair (the product itself has no rule).
      await page.goto(`${base}${p}/client/${clientId}`);
      await page.getByRole('heading', { level: 1, name: 'Corner Deli' }).waitFor();
      const rules = section(page, 'Order Rules');
      await rules
        .getByText("This client meets each product's own minimum and case pack.")
        .waitFor();
      await rules.getByRole('button', { name: 'New order rules' }).click();
      const newRules = page.getByRole('dialog', { name: 'New order rules' });
      await choose(page, newRules, 'Product', 'Spelt Flour');
      await newRules
        .getByText('The product has no minimum or case pack of its own.', { exact: true })
        .waitFor();
      await newRules.getByRole('textbox', { name: 'Case pack' }).fill('2');
      await newRules.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The order rules have been saved.').waitFor();
      await rules.getByRole('cell', { name: 'Spelt Flour', exact: true }).waitFor();
      await accessible(page);
      await shot(page, 'rules-client-page-1280');

      // The smallest order through the portal: $50.00 before tax.
      await page.goto(`${base}${p}/settings`);
      const form = page.getByRole('form', { name: 'Business settings' });
      const minimumOrder = form.getByRole('textbox', { name: 'Minimum order value' });
      await minimumOrder.fill('50');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await toast(page, 'Settings saved.').waitFor();
      await minimumOrder.scrollIntoViewIfNeeded();
      await shot(page, 'rules-settings-1280');
      const { settings } = await api<{ settings: { min_order_value: number } }>(
        page,
        'GET',
        `${p}/settings`,
      );
      expect(settings.min_order_value).toBe(50);

      // --- The buyer's phone: each card says its rules before they are met.
      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await productCard(cp, 'Rye Loaf').getByText('Min. 6 · packs of 6', { exact: true }).waitFor();
      await productCard(cp, 'Spelt Flour').getByText('Packs of 2', { exact: true }).waitFor();
      expect(await productCard(cp, 'Baguette').textContent()).toBe(
        'Baguette$1.20 (Default)Available: 100',
      );
      // The checkout bar says what the minimum order is, and Create waits for it.
      const bar = checkoutBar(cp);
      const create = bar.getByRole('button', { name: 'Create', exact: true });
      await bar
        .getByText('Add $50.00 more to reach the $50.00 minimum order', { exact: true })
        .waitFor();
      expect(await create.isDisabled()).toBe(true);
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'rules-portal-start-390');

      // The stepper steps by the case pack, from the minimum.
      await cp.getByRole('button', { name: '6 more Rye Loaf', exact: true }).click();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('6');
      await cp.getByRole('button', { name: '6 more Rye Loaf', exact: true }).click();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('12');
      await cp.getByRole('button', { name: '6 fewer Rye Loaf', exact: true }).click();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('6');
      // A quantity typed between packs says why beside the field, not in a toast.
      await quantityOf(cp, 'Rye Loaf').fill('7');
      const why = productCard(cp, 'Rye Loaf').getByText('Order in multiples of 6 (6, 12, 18...).', {
        exact: true,
      });
      await why.waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').getAttribute('aria-invalid')).toBe('true');
      expect(await cp.locator('.mantine-Notification-root').count()).toBe(0);
      await productCard(cp, 'Rye Loaf').scrollIntoViewIfNeeded();
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'rules-portal-typed-390');
      // Below the minimum, the minimum is said too.
      await quantityOf(cp, 'Rye Loaf').fill('3');
      await productCard(cp, 'Rye Loaf')
        .getByText('Order at least 6. Order in multiples of 6 (6, 12, 18...).', { exact: true })
        .waitFor();
      await quantityOf(cp, 'Rye Loaf').fill('6');
      await why.waitFor({ state: 'detached' });

      // 6 × $4.00 = $24.00: $26.00 short of the minimum order.
      await bar
        .getByText('Add $26.00 more to reach the $50.00 minimum order', { exact: true })
        .waitFor();
      expect(await create.isDisabled()).toBe(true);
      // Spelt Flour by the pair, as this client takes it: 4 × $7.25 = $29.00, $53.00 in all.
      await cp.getByRole('button', { name: '2 more Spelt Flour', exact: true }).click();
      await cp.getByRole('button', { name: '2 more Spelt Flour', exact: true }).click();
      expect(await quantityOf(cp, 'Spelt Flour').inputValue()).toBe('4');
      await bar.getByText('Total $53.00', { exact: true }).waitFor();
      await bar.getByText(/minimum order/).waitFor({ state: 'detached' });
      expect(await create.isDisabled()).toBe(false);
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'rules-portal-met-390');

      // The cart drawer says the same, and places the order.
      await bar.getByRole('button', { name: 'Cart, 2 lines' }).click();
      const cart = cp.getByRole('dialog', { name: 'Cart' });
      await cart.getByRole('button', { name: '2 fewer Spelt Flour', exact: true }).click();
      await cart.getByRole('button', { name: '2 fewer Spelt Flour', exact: true }).click();
      await cart
        .getByText('Add $26.00 more to reach the $50.00 minimum order', { exact: true })
        .waitFor();
      expect(await cart.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(
        true,
      );
      await accessible(cp);
      await shot(cp, 'rules-portal-cart-390');
      await cart.getByRole('button', { name: 'Keep ordering' }).click();
      await cart.waitFor({ state: 'hidden' });
      await quantityOf(cp, 'Spelt Flour').fill('4');
      await bar.getByText('Total $53.00', { exact: true }).waitFor();
      await create.click();
      await confirm(cp, 'Create this order?', 'Create');
      await toast(cp, 'The order has been created.').waitFor();
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
      await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();

      // --- One pass at 1280: the rows say the rules under the quantity, the bar the minimum.
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      const table = cp.getByRole('table');
      const ryeRow = table.getByRole('row').filter({ hasText: 'Rye Loaf' });
      await ryeRow.getByText('Min. 6 · packs of 6', { exact: true }).waitFor();
      await quantityOf(ryeRow, 'Rye Loaf').fill('8');
      await ryeRow.getByText('Order in multiples of 6 (6, 12, 18...).', { exact: true }).waitFor();
      await bar
        .getByText('Add $18.00 more to reach the $50.00 minimum order', { exact: true })
        .waitFor();
      expect(await create.isDisabled()).toBe(true);
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'rules-portal-1280');

      // --- Staff ordering for the client are warned, not held: 1 Rye Loaf, $4.00 in all.
      await page.goto(`${base}${p}/order`);
      await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await choose(page, page.locator('main'), 'Client', 'Corner Deli');
      const staffRye = page.getByRole('row').filter({ hasText: 'Rye Loaf' });
      await staffRye.getByText('Min. 6 · packs of 6', { exact: true }).waitFor();
      await quantityOf(page, 'Rye Loaf').fill('1');
      await staffRye
        .getByText(
          'Order at least 6. Order in multiples of 6 (6, 12, 18...). The client could not order this; you may.',
          { exact: true },
        )
        .waitFor();
      await page
        .getByText("$46.00 short of the client's $50.00 minimum order. You may still create it.", {
          exact: true,
        })
        .waitFor();
      await accessible(page);
      await shot(page, 'rules-staff-1280');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(page, 'Create this order?', 'Create');
      await toast(page, 'The order has been created.').waitFor();
      await page.waitForURL(new RegExp(`${p}/order/${UUID}$`));

      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await owner.context.close();
    }
  }, 240_000);
});
