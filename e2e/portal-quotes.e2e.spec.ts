import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, openPortalJourney, quantityOf } from './support/portal';
import { api, confirm, sideways, toast, until } from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const UUID = '([0-9a-f-]{36})';

/** A day ten days from now, as a date input takes it. */
const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** No sideways scroll, no serious or critical axe finding, and a screenshot named `name`. */
async function looked(page: Page, name: string) {
  await until(() => sideways(page), 0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describeWithBrowser('quotes in the portal and for staff, served by the built app', () => {
  const journey = useAppInBrowser();

  it('a buyer on a phone requests a quote from the cart; staff lower a price and send it; the buyer accepts and the order is at the quoted price', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { owner, buyer, shop, close } = await openPortalJourney(journey, [
      { name: 'Rye Loaf', price: 3.5, stock: 50 },
      { name: 'Spelt Flour', price: 7.25, stock: 50 },
    ]);
    try {
      const { page, p } = owner;
      const { key } = shop;

      // --- The buyer's phone, on New order: a cart of two lines, sent as a request for a quote.
      const cp = buyer.page;
      await quantityOf(cp, 'Rye Loaf').fill('20');
      await quantityOf(cp, 'Spelt Flour').fill('2');
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 2 lines' }).click();
      const cart = cp.getByRole('dialog', { name: 'Cart' });
      await cart.getByRole('button', { name: 'Request a quote', exact: true }).click();
      const ask = cp.getByRole('dialog', { name: 'Request a quote' });
      await ask.getByLabel('Note to your provider').fill('Can you do better on 20 loaves?');
      await looked(cp, 'portal-quote-request-390');
      await ask.getByRole('button', { name: 'Send request', exact: true }).click();
      await toast(cp, 'Quote Q-1001 requested. Your provider will send you its prices.').waitFor();
      await cp.waitForURL(new RegExp(`/client/${key}/quotes/${UUID}$`));
      await cp.getByRole('heading', { level: 1, name: 'Quote Q-1001' }).waitFor();
      await cp.getByText('Requested', { exact: true }).first().waitFor();
      await cp
        .getByText('Your provider is preparing this quote. You can accept it once they send it.')
        .waitFor();
      // 20 × 3.50 + 2 × 7.25 = 84.50, before tax.
      await cp.getByText('Subtotal: $84.50', { exact: true }).waitFor();
      await looked(cp, 'portal-quote-requested-390');
      // The cart went into the quote.
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('');

      // --- Staff at 1280: Quotes in the menu, the request, a lower price, sent.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${owner.base}${p}/inbox`);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Quotes', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'Q-1001' });
      await row.getByText('Corner Deli', { exact: true }).waitFor();
      await row.getByText('Requested', { exact: true }).waitFor();
      await looked(page, 'staff-quotes-1280');
      await row.getByRole('link', { name: 'Q-1001' }).click();
      await page.getByRole('heading', { level: 1, name: 'Quote Q-1001' }).waitFor();
      await page.getByText('Can you do better on 20 loaves?', { exact: true }).waitFor();
      // Prices read with two decimals, as the amounts beside them; typed as one types them.
      const rye = page.getByRole('textbox', { name: 'Unit price of Rye Loaf' });
      expect(await rye.inputValue()).toBe('3.50');
      expect(
        await page.getByRole('textbox', { name: 'Unit price of Spelt Flour' }).inputValue(),
      ).toBe('7.25');
      await rye.fill('3');
      expect(await rye.inputValue()).toBe('3');
      await rye.blur();
      await until(() => rye.inputValue(), '3.00');
      await page.getByRole('textbox', { name: 'Valid until' }).fill(inTenDays());
      await page.getByRole('textbox', { name: 'Note to the client' }).fill('3.00 a loaf on 20.');
      await page.getByText('Subtotal: $74.50', { exact: true }).waitFor();
      await looked(page, 'staff-quote-1280');
      await page.getByRole('button', { name: 'Send to client', exact: true }).click();
      await toast(page, 'Quote Q-1001 sent to Corner Deli.').waitFor();
      await page.getByText('Sent', { exact: true }).first().waitFor();

      // The staff pages on a phone: cards, no sideways scroll.
      await page.setViewportSize(PHONE);
      await looked(page, 'staff-quote-390');
      await page.goto(`${owner.base}${p}/quotes`);
      await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
      await page.getByText('Q-1001', { exact: true }).waitFor();
      await looked(page, 'staff-quotes-390');

      // --- The buyer: the quote sent, accepted into an order at the quoted price.
      await cp.goto(`${buyer.base}/client/${key}/quotes`);
      await cp.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
      await cp.getByText('Sent', { exact: true }).waitFor();
      await looked(cp, 'portal-quotes-390');
      await cp.getByRole('link', { name: 'Q-1001' }).click();
      await cp.getByRole('heading', { level: 1, name: 'Quote Q-1001' }).waitFor();
      await cp.getByText('3.00 a loaf on 20.', { exact: true }).waitFor();
      await cp.getByText('Asked: 20 at $3.50', { exact: true }).waitFor();
      await cp.getByText('Subtotal: $74.50', { exact: true }).waitFor();
      await looked(cp, 'portal-quote-sent-390');
      const accept = cp.getByRole('button', { name: 'Accept and order', exact: true });
      const box = (await accept.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await accept.click();
      await confirm(cp, 'Accept quote Q-1001 and place the order?', 'Accept and order');
      await cp
        .locator('.mantine-Notification-root')
        .filter({ hasText: /Quote accepted: order #\d+ placed\./ })
        .waitFor();
      await cp.getByText('Accepted', { exact: true }).first().waitFor();
      const view = cp.getByRole('link', { name: /^View order #\d+$/ });
      const orderNumber = /#\d+/.exec((await view.textContent()) ?? '')![0];
      await looked(cp, 'portal-quote-accepted-390');
      await view.click();
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
      const orderId = new RegExp(`/order/${UUID}$`).exec(cp.url())![1];
      const { order } = await api<{
        order: {
          notes: string | null;
          line_items: { product: { name: string }; quantity: number; price: number }[];
        };
      }>(page, 'GET', `${p}/order/${orderId}`);
      expect(order.notes).toBe('From quote Q-1001');
      expect(
        order.line_items.map((line) => [line.product.name, line.quantity, line.price]).sort(),
      ).toEqual([
        ['Rye Loaf', 20, 3],
        ['Spelt Flour', 2, 7.25],
      ]);

      // The portal's Orders list holds it.
      await cp.goto(`${buyer.base}/client/${key}`);
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await cp.getByText(orderNumber, { exact: true }).waitFor();

      // --- The buyer's pages at 1280.
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}/quotes`);
      await cp.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
      await cp.getByText('Accepted', { exact: true }).waitFor();
      await looked(cp, 'portal-quotes-1280');
      await cp.getByRole('link', { name: 'Q-1001' }).click();
      await cp.getByRole('heading', { level: 1, name: 'Quote Q-1001' }).waitFor();
      await looked(cp, 'portal-quote-accepted-1280');
      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
