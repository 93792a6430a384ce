import { mkdirSync } from 'node:fs';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  openAsOwner,
  placeOrder,
  sideways,
  toast,
  twoProductOrder,
  until,
} from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };

describeWithBrowser('the buyer orders a past order again, served by the built app', () => {
  const journey = useAppInBrowser();

  it('puts a past order into the cart in one tap on a phone, and says which lines cannot be ordered as they were', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const owner = await openAsOwner(journey, 'Again Supplies');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      const { page, providerId, p } = owner;
      // 10 Blue Widgets and 4 Red Gadgets ordered for Acme Retail, 20 of each received.
      const { order, gadget, ...shop } = await twoProductOrder(page, providerId);
      const movement = { providerId, locationId: shop.location.id };
      // Since then: Blue Widgets sold elsewhere (1 left to promise), Red Gadgets no longer offered.
      await placeOrder(page, {
        ...movement,
        transaction_type: 'OUT',
        products: [{ id: shop.product.id, quantity: 9 }],
      });
      await api(page, 'PUT', `${p}/product/${gadget.id}`, { active: false });

      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${shop.client.key}/order/${order.id}`);
      await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
      await until(() => sideways(cp), 0);
      await cp.screenshot({ path: `${SHOTS}/portal-order-page-390.png`, fullPage: true });
      await cp.getByRole('button', { name: 'Order again', exact: true }).click();

      await cp.waitForURL(/\/order\?provider=/);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await toast(cp, 'The lines of order #1001 are in your cart.').waitFor();
      const changed = cp.getByRole('alert').filter({ hasText: 'Your cart has changed' });
      await changed
        .getByText('Red Gadget is no longer offered and was removed from your cart.', {
          exact: true,
        })
        .waitFor();
      await changed
        .getByText('Only 1 of Blue Widget is available now: your cart holds 1 instead of 10.', {
          exact: true,
        })
        .waitFor();
      expect(
        await cp
          .getByRole('spinbutton', { name: 'Quantity of Blue Widget', exact: true })
          .inputValue(),
      ).toBe('1');
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-order-again-390.png`, fullPage: true });
      expect(buyer.problems).toEqual([]);
    } finally {
      await owner.context.close();
      await buyer.context.close();
    }
  }, 120_000);
});
