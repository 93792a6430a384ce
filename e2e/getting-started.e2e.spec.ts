import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { api, createShop, placeOrder, rowWith, signUpOwner, until } from './support/screens';

/** The count beside a list screen's title, once the list is in. */
async function pageCount(page: Page): Promise<string> {
  const count = page.getByTestId('page-count');
  await count.waitFor();
  return (await count.textContent()) ?? '';
}

/** A computed style of the first element `selector` finds in the page. */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => {
      const { getComputedStyle } = globalThis as unknown as {
        getComputedStyle(target: unknown): { getPropertyValue(property: string): string };
      };
      return getComputedStyle(element).getPropertyValue(name);
    }, property);
}

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

  it("names the provider and the signed-in user in the header, offers each empty list's next step, counts rows as they are created, and shows the table's own skeleton while a list loads", async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page } = visit;
    try {
      const email = `header-${Date.now()}@example.com`;
      const { providerId } = await signUpOwner(visit, 'Header Supplies', email);
      const p = `${base}/provider/${providerId}`;

      // The header: whose screens these are, and who is signed in, with Logout in their menu.
      const banner = page.getByRole('banner');
      await banner.getByTestId('provider-name').getByText('Header Supplies').waitFor();
      await banner.getByText(email, { exact: true }).waitFor();
      await banner.getByRole('button', { name: email, exact: true }).click();
      const account = page.getByRole('menu');
      await account.getByText('Owner', { exact: true }).waitFor();
      await account.getByRole('menuitem', { name: 'Logout' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: 'test-results/screens/account-menu.png' });
      await page.keyboard.press('Escape');
      await account.waitFor({ state: 'hidden' });

      // Empty lists: an icon, the spec's sentence, and a next step that opens the right drawer.
      const emptySteps: [path: string, step: string, drawer: string][] = [
        ['locations', 'Add a location', 'New location'],
        ['products', 'Add a product', 'New product'],
        ['clients', 'Add a client', 'New client'],
      ];
      for (const [path, step, drawer] of emptySteps) {
        await page.goto(`${p}/${path}`);
        const empty = page.getByTestId('empty-state');
        await empty.waitFor();
        expect(await pageCount(page)).toBe('0');
        await empty.getByRole('button', { name: step, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: drawer });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Close drawer' }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      // The empty orders list leads to the new order page.
      await page.goto(`${p}/orders`);
      await page.getByTestId('empty-state').getByRole('link', { name: 'Take an order' }).click();
      await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();

      // Counts follow what is created: three products, two locations, one client.
      const shop = await createShop(page, providerId, {
        location: 'Main Warehouse',
        product: 'Blue Widget',
        price: 4,
        client: 'Acme Retail',
        email: 'buyer@acme.example',
      });
      const post = (path: string, body: object) =>
        api(page, 'POST', `/provider/${providerId}/${path}`, body);
      await post('product', { name: 'Green Widget', price: 1234.5 });
      await post('product', { name: 'Red Widget', price: 7 });
      await post('location', { name: 'Annex' });
      await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'IN',
        products: [{ id: shop.product.id, quantity: 12 }],
      });
      await page.goto(`${p}/products`);
      expect(await pageCount(page)).toBe('3');
      // Prices read right-aligned, in figures of one width.
      await rowWith(page, 'Green Widget').waitFor();
      expect(await styleOf(page, 'tbody td:nth-child(2)', 'text-align')).toBe('right');
      expect(await styleOf(page, 'tbody td:nth-child(2)', 'font-variant-numeric')).toBe(
        'tabular-nums',
      );
      await page.goto(`${p}/locations`);
      expect(await pageCount(page)).toBe('2');
      await page.goto(`${p}/clients`);
      expect(await pageCount(page)).toBe('1');
      await page.goto(`${p}/transactions`);
      expect(await pageCount(page)).toBe('1');

      // While the stock grid loads, its placeholder rows have the grid's own columns (Product,
      // a column per location, Committed, Total), and the table says it is busy.
      let release: () => void = () => undefined;
      const held = new Promise<void>((done) => {
        release = done;
      });
      const gridCall = /\/api\/provider\/[^/]+\/inventory\?/;
      await page.route(gridCall, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${p}/inventory`);
      const grid = page.getByRole('table', { name: 'Inventory' });
      const skeletons = grid.getByTestId('skeleton-row');
      await skeletons.first().waitFor();
      // Both locations' columns are in once the locations are: the placeholders match them.
      await until(() => grid.getByRole('columnheader').count(), 5);
      expect(await skeletons.count()).toBe(5);
      for (const row of await skeletons.all()) expect(await row.getByRole('cell').count()).toBe(5);
      expect(await grid.getAttribute('aria-busy')).toBe('true');
      await page.screenshot({ path: 'test-results/screens/inventory-loading.png' });
      release();
      await grid.getByRole('row').filter({ hasText: 'Blue Widget' }).waitFor();
      expect(await skeletons.count()).toBe(0);
      expect(await pageCount(page)).toBe('3');
      await page.unroute(gridCall);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);
});
