import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { createShop, placeOrder, signUpOwner, until } from './support/screens';

/** The steps of the inbox's Getting started, each with whether it reads as done. */
async function steps(page: Page): Promise<string[]> {
  const card = page.getByRole('region', { name: 'Getting started' });
  return card
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
}

describeWithBrowser('getting started, served by the built app', () => {
  const journey = useAppInBrowser();

  it('guides a new provider from an empty inbox to a first order, ticking steps as they are done', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Fresh Supplies');
      const inbox = `${base}/provider/${providerId}/inbox`;
      await page.getByText('0 of 5 steps done').waitFor();
      expect(await steps(page)).toEqual([
        'Add a location',
        'Add products, or import them from a CSV file',
        'Receive stock',
        'Add a client and copy their ordering link',
        'Take your first order',
      ]);

      // Each step opens its screen.
      await page.getByRole('link', { name: 'Add a location' }).click();
      await page.waitForURL(`${base}/provider/${providerId}/locations`);

      // Done elsewhere (here through the API): a location, a product and a client.
      const shop = await createShop(page, providerId, {
        location: 'Main Warehouse',
        product: 'Blue Widget',
        price: 4,
        client: 'Acme Retail',
        email: 'buyer@acme.example',
      });
      await page.goto(inbox);
      await page.getByText('3 of 5 steps done').waitFor();
      expect(await steps(page)).toEqual([
        'Add a location (done)',
        'Add products, or import them from a CSV file (done)',
        'Receive stock',
        'Add a client and copy their ordering link (done)',
        'Take your first order',
      ]);

      // Stock received and a first order taken: the guide steps aside.
      const movement = { providerId, locationId: shop.location.id };
      const line = [{ id: shop.product.id, quantity: 5 }];
      await placeOrder(page, { ...movement, transaction_type: 'IN', products: line });
      await page.goto(inbox);
      await page.getByText('4 of 5 steps done').waitFor();
      await placeOrder(page, {
        ...movement,
        clientId: shop.client.id,
        transaction_type: 'ORDER',
        products: [{ id: shop.product.id, quantity: 1 }],
      });
      await page.goto(inbox);
      await page.getByRole('row').nth(1).waitFor();
      await until(() => page.getByRole('region', { name: 'Getting started' }).count(), 0);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 90_000);

  it('loads demo data on an empty provider, fills the inbox and the stock, and removes it in one click back to empty', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Curious Supplies');
      const guide = page.getByRole('region', { name: 'Getting started' });
      await guide.getByText('0 of 5 steps done').waitFor();
      await guide.getByRole('button', { name: 'Load demo data' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await guide.getByRole('button', { name: 'Load demo data' }).click();

      // The demo is in: pending orders in the inbox, the notice, and no guide any more.
      const notice = page.getByRole('region', { name: 'Demo data' });
      await notice.getByText(/3 locations, 50 products, 10 clients/).waitFor({ timeout: 60_000 });
      await page.getByRole('row').nth(1).waitFor();
      await until(() => guide.count(), 0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: 'test-results/screens/inbox-demo-data.png' });
      await page.goto(`${base}/provider/${providerId}/inventory`);
      await page.getByText('Apples Crate').first().waitFor();

      // One click takes it all away again: the inbox is empty and the guide is back.
      await page.goto(`${base}/provider/${providerId}/inbox`);
      await notice.getByRole('button', { name: 'Remove demo data' }).click();
      await notice.waitFor({ state: 'detached', timeout: 60_000 });
      await page.getByText('You have no pending orders.').waitFor();
      await guide.getByText('0 of 5 steps done').waitFor();
      await guide.getByRole('button', { name: 'Load demo data' }).waitFor();
      await page.goto(`${base}/provider/${providerId}/inventory`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('Apples Crate').count()).toBe(0);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 180_000);
});
