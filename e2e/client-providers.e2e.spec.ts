import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  api,
  confirm,
  createShop,
  openAsOwner,
  placeOrder,
  rowWith,
  toast,
} from './support/screens';

const UUID = '([0-9a-f-]{36})';
const EMAIL = 'buyer@corner-deli.example';

/** Puts 10 of the shop's product in stock at its location. */
async function stock(page: Page, providerId: string, shop: Awaited<ReturnType<typeof createShop>>) {
  await placeOrder(page, {
    providerId,
    locationId: shop.location.id,
    transaction_type: 'IN',
    products: [{ id: shop.product.id, quantity: 10 }],
  });
}

describeWithBrowser('a client of two providers, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  it("shows the second provider's request in the client's own portal; accepted, New order offers Select a provider and orders from the second provider; left, the portal shows the first provider alone", async () => {
    const bakery = await openAsOwner(journey, 'Hill Bakery');
    const mill = await openAsOwner(journey, 'Valley Mill');
    const client = await journey.open({ consoleErrors: true });
    try {
      const bakeryShop = await createShop(bakery.page, bakery.providerId, {
        location: 'Bakery Store',
        product: 'Rye Loaf',
        price: 4,
        client: 'Corner Deli',
        email: EMAIL,
      });
      await stock(bakery.page, bakery.providerId, bakeryShop);
      const millShop = await createShop(mill.page, mill.providerId, {
        location: 'Mill Depot',
        product: 'Spelt Flour',
        price: 7.5,
        client: 'Deli on the Corner',
        email: EMAIL,
      });
      await stock(mill.page, mill.providerId, millShop);

      // --- The client's own portal, from the mail: the request, then both providers.
      const link = await mailbox.linkMailedTo(EMAIL);
      const portalKey = new RegExp(`^/client/${UUID}$`).exec(link.pathname)![1];
      const cp = client.page;
      await cp.goto(`${client.base}/client/${portalKey}`);
      const request = cp.getByText('Valley Mill wants to add you as a client');
      await request.waitFor();
      await cp.getByRole('button', { name: 'Accept', exact: true }).click();
      await toast(cp, 'You can now order from Valley Mill.').waitFor();
      await request.waitFor({ state: 'detached' });

      await cp
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'New order' })
        .click();
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      const selector = cp.getByRole('textbox', { name: 'Provider' });
      expect(await selector.getAttribute('placeholder')).toBe('Select a provider');
      await selector.click();
      expect(await cp.getByRole('option').allInnerTexts()).toEqual(
        expect.arrayContaining(['Hill Bakery', 'Valley Mill']),
      );
      await cp.getByRole('option', { name: 'Valley Mill', exact: true }).click();
      await cp.getByText('Available: 10').waitFor();
      await cp.getByRole('spinbutton', { name: 'Quantity of Spelt Flour', exact: true }).fill('3');
      await cp.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await toast(cp, 'The order has been created.').waitFor();
      const landing = new RegExp(`/client/${portalKey}/order/${UUID}$`);
      await cp.waitForURL(landing);
      const orderId = landing.exec(new URL(cp.url()).pathname)![1];
      await cp.getByText('Valley Mill').first().waitFor();

      // The portal's Orders list names the provider of each order, by the number the provider
      // gave it: the mill's first order, #1001.
      await cp
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Orders' })
        .click();
      await rowWith(cp, '#1001').getByText('Valley Mill').waitFor();

      // --- The mill has it, on its own record; the bakery sees nothing of it.
      const millOrder = await api<{ order: { client: { id: string; name: string } } }>(
        mill.page,
        'GET',
        `/provider/${mill.providerId}/order/${orderId}`,
      );
      expect(millOrder.order.client).toMatchObject({
        id: millShop.client.id,
        name: 'Deli on the Corner',
      });
      const bakeryOrders = await api<{ orders: { id: string }[] }>(
        bakery.page,
        'GET',
        `/provider/${bakery.providerId}/orders?limit=50&offset=0`,
      );
      expect(bakeryOrders.orders.map((o) => o.id)).not.toContain(orderId);

      // --- The mill sees its own request as Pending (never the answer), and may withdraw it.
      const mp = mill.page;
      await mp.goto(`${mill.base}${mill.p}/client/${millShop.client.id}`);
      const actions = mp.getByRole('region', { name: 'Actions' });
      await actions.getByText('Pending', { exact: true }).waitFor();
      await actions.getByRole('button', { name: 'Withdraw request', exact: true }).click();
      await confirm(
        mp,
        `Withdraw the link request to ${EMAIL}? If it has not been answered yet, it disappears from their ordering page. The client's own link and orders stay as they are.`,
        'Withdraw',
      );
      await toast(mp, 'The link request has been withdrawn.').waitFor();
      await actions.getByText('Withdrawn', { exact: true }).waitFor();

      // --- The client leaves the mill: the portal no longer shows it or its order.
      await cp.goto(`${client.base}/client/${portalKey}`);
      const providers = cp.getByRole('region', { name: 'Your providers' });
      await rowWith(cp, '#1001').waitFor();
      await providers.getByRole('button', { name: 'Leave Valley Mill', exact: true }).click();
      await confirm(
        cp,
        'Leave Valley Mill? You will no longer see Valley Mill or your orders with them here, nor order from them here. Valley Mill keeps your past orders and is not told.',
        'Leave',
      );
      await toast(cp, 'You have left Valley Mill.').waitFor();
      await providers.waitFor({ state: 'detached' });
      await cp.getByText('You have no orders.').waitFor();
      await cp
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'New order' })
        .click();
      await cp.getByText('Available: 10').waitFor();
      expect(await cp.getByRole('textbox', { name: 'Provider' }).count()).toBe(0);
      expect(await cp.getByText('Spelt Flour').count()).toBe(0);
      // The mill still has the order, on its client, as before.
      const kept = await api<{ order: { client: { id: string } } }>(
        mp,
        'GET',
        `/provider/${mill.providerId}/order/${orderId}`,
      );
      expect(kept.order.client.id).toBe(millShop.client.id);

      // --- The bakery's own link still shows the bakery alone: no request, no selector.
      await cp.goto(`${client.base}/client/${bakeryShop.client.key}/order`);
      await cp.getByText('Available: 10').waitFor();
      expect(await cp.getByRole('textbox', { name: 'Provider' }).count()).toBe(0);
      await cp.goto(`${client.base}/client/${bakeryShop.client.key}`);
      await cp.getByText('You have no orders.').waitFor();
      expect(await cp.getByText('wants to add you as a client').count()).toBe(0);

      expect([...bakery.problems, ...mill.problems, ...client.problems]).toEqual([]);
    } finally {
      await Promise.all([bakery.context.close(), mill.context.close(), client.context.close()]);
    }
  }, 120_000);
});
