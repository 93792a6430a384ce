import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  adjustReason,
  api,
  cellsOf,
  confirm,
  expectGridRow,
  gridRow,
  openFromMenu,
  placeOrder,
  rowWith,
  section,
  signUpOwner,
  toast,
  until,
} from './support/screens';

const BUSINESS = 'Inventory Supplies';
const SESSION_KEY = 'stockflow.session';
/** A Products dropdown field to filter the grid by. */
const FINISH_FIELD = {
  entity_type: 'PRODUCTS',
  field_label: 'Finish',
  field_type: 'SELECT',
  field_options: ['Zinc', 'Brass'],
  active: true,
};

/** The column headers of the table in `scope`. */
function headersOf(scope: Page | Locator): Promise<string[]> {
  return scope.getByRole('columnheader').allInnerTexts();
}

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The adjust-mode input of `product` at `location`. */
function cell(page: Page, product: string, location: string): Locator {
  return page.getByRole('textbox', { name: `${product} at ${location}`, exact: true });
}

describeWithBrowser('inventory screens, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  it('shows stock per location, adjusts it, gates adjusting by permission, and feeds Product and Client detail', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page, context, problems } = owner;
    let mate: Awaited<ReturnType<typeof journey.open>> | undefined;
    try {
      const { providerId } = await signUpOwner(owner, BUSINESS);
      const p = `/provider/${providerId}`;

      // --- A fresh provider: nothing to track yet, with links to products and locations.
      await openFromMenu(page, 'Stock', 'Inventory');
      await page
        .getByText('Add your first product and location to begin tracking inventory')
        .waitFor();
      expect(
        await page.getByRole('link', { name: 'product', exact: true }).getAttribute('href'),
      ).toBe(`${p}/products`);
      expect(
        await page.getByRole('link', { name: 'location', exact: true }).getAttribute('href'),
      ).toBe(`${p}/locations`);

      // --- Set-up through the API: two locations, three products (one never stocked), a
      // client, stock IN at both locations, an order of 3 bolts from the north.
      const north = (
        await api<{ location: { id: string } }>(page, 'POST', `${p}/location`, {
          name: 'North Depot',
        })
      ).location;
      const product = async (name: string) =>
        (await api<{ product: { id: string } }>(page, 'POST', `${p}/product`, { name, price: 2 }))
          .product;
      const bolt = await product('Alpha Bolt');
      const nut = await product('Beta Nut');
      const washer = await product('Gamma Washer');

      // A single active location is selected by itself: one Total column, no choice to make.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      // The location is chosen once the locations have loaded.
      await until(
        () => page.getByRole('textbox', { name: 'Location' }).inputValue(),
        'North Depot',
      );
      await until(
        async () => (await headersOf(page)).join(' | '),
        ['Product', 'Total', 'Committed'].join(' | '),
      );
      await until(
        async () => (await gridRow(page, 'Beta Nut')).join(' | '),
        ['Beta Nut', '0', '0'].join(' | '),
      );

      const south = (
        await api<{ location: { id: string } }>(page, 'POST', `${p}/location`, {
          name: 'South Depot',
        })
      ).location;
      const { client } = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name: 'Acme Retail',
        email: 'buyer@acme.example',
      });
      await placeOrder(page, {
        providerId,
        locationId: north.id,
        transaction_type: 'IN',
        products: [
          { id: bolt.id, quantity: 10 },
          { id: nut.id, quantity: 4 },
        ],
      });
      await placeOrder(page, {
        providerId,
        locationId: south.id,
        transaction_type: 'IN',
        products: [{ id: bolt.id, quantity: 5 }],
      });
      const order = await placeOrder(page, {
        providerId,
        locationId: north.id,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: [{ id: bolt.id, quantity: 3 }],
      });
      // A Products dropdown field to filter by: only the bolt is Zinc.
      const { field } = await api<{ field: { id: string } }>(
        page,
        'POST',
        `${p}/metadata/fields`,
        FINISH_FIELD,
      );
      await api(page, 'PUT', `${p}/product/${bolt.id}`, { metadata: { [field.id]: 'Zinc' } });

      // --- The grid: one column per location (current stock), then Committed and Total.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await until(
        async () => (await headersOf(page)).join(' | '),
        ['Product', 'North Depot', 'South Depot', 'Committed', 'Total'].join(' | '),
      );
      expect(await page.getByRole('textbox', { name: 'Location' }).inputValue()).toBe(
        'All locations',
      );
      expect(await page.getByRole('textbox', { name: 'Finish' }).inputValue()).toBe('All Finish');
      await until(
        async () => (await gridRow(page, 'Alpha Bolt')).join(' | '),
        ['Alpha Bolt', '7', '5', '3', '15'].join(' | '),
      );
      await until(
        async () => (await gridRow(page, 'Beta Nut')).join(' | '),
        ['Beta Nut', '4', '0', '0', '4'].join(' | '),
      );
      await until(
        async () => (await gridRow(page, 'Gamma Washer')).join(' | '),
        ['Gamma Washer', '0', '0', '0', '0'].join(' | '),
      );

      // One location: a single Total column (its stock) and its Committed.
      await choose(page, 'Location', 'North Depot');
      await until(
        async () => (await headersOf(page)).join(' | '),
        ['Product', 'Total', 'Committed'].join(' | '),
      );
      await until(
        async () => (await gridRow(page, 'Alpha Bolt')).join(' | '),
        ['Alpha Bolt', '7', '3'].join(' | '),
      );
      await choose(page, 'Location', 'All locations');
      // The custom field filter keeps only the Zinc products.
      await choose(page, 'Finish', 'Zinc');
      await until(() => page.getByRole('table', { name: 'Inventory' }).getByRole('row').count(), 2);
      await gridRow(page, 'Alpha Bolt');
      await choose(page, 'Finish', 'All Finish');
      await until(() => page.getByRole('table', { name: 'Inventory' }).getByRole('row').count(), 4);

      // --- Adjust mode: the pencil opens it; nothing changed means nothing to send.
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      await page.waitForURL(`${base}${p}/adjust`);
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      expect(await cell(page, 'Alpha Bolt', 'South Depot').inputValue()).toBe('5');
      expect(await cell(page, 'Gamma Washer', 'North Depot').getAttribute('placeholder')).toBe('0');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/order'))
          posts.push(request.postData() ?? '');
      });
      const adjustButton = page.getByRole('button', { name: 'Adjust inventory' });
      await adjustButton.click();
      await toast(page, 'There are no adjustments to be made.').waitFor();
      expect(posts).toEqual([]);

      // Closing drops the edits: back to the view mode, nothing sent, the input reads 5 again.
      await cell(page, 'Alpha Bolt', 'South Depot').fill('50');
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.waitForURL(`${base}${p}/inventory`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await until(
        async () => (await gridRow(page, 'Alpha Bolt')).join(' | '),
        ['Alpha Bolt', '7', '5', '3', '15'].join(' | '),
      );
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      expect(await cell(page, 'Alpha Bolt', 'South Depot').inputValue()).toBe('5');

      // Two changed cells at two locations, one up and one down; a cell set back to its own
      // value is no change. Confirmed: one call per location with target minus current.
      await cell(page, 'Alpha Bolt', 'South Depot').fill('8');
      await cell(page, 'Beta Nut', 'North Depot').fill('1');
      await cell(page, 'Gamma Washer', 'South Depot').fill('3');
      await cell(page, 'Gamma Washer', 'South Depot').fill('0');
      await adjustReason(page);
      await adjustButton.click();
      await confirm(page, 'Are you sure you want to adjust the inventory?', 'Confirm');
      await toast(page, 'The adjustment has been created.').waitFor();
      await page.waitForURL(`${base}${p}/inventory`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await expectGridRow(page, 'Alpha Bolt', ['Alpha Bolt', '7', '8', '3', '18']);
      await expectGridRow(page, 'Beta Nut', ['Beta Nut', '1', '0', '0', '1']);
      await expectGridRow(page, 'Gamma Washer', ['Gamma Washer', '0', '0', '0', '0']);
      const sent = posts
        .map((body) => JSON.parse(JSON.parse(body).order) as Record<string, unknown>)
        .sort((a, b) => (a.locationId === north.id ? -1 : b.locationId === north.id ? 1 : 0));
      expect(sent).toEqual([
        {
          providerId,
          locationId: north.id,
          transaction_type: 'ADJUST',
          products: [{ id: nut.id, quantity: -3 }],
          reason: 'COUNT',
        },
        {
          providerId,
          locationId: south.id,
          transaction_type: 'ADJUST',
          products: [{ id: bolt.id, quantity: 3 }],
          reason: 'COUNT',
        },
      ]);

      // A failing call shows the screen's own text and stays in adjust mode.
      await page.route(`${base}/api/order`, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      await cell(page, 'Beta Nut', 'South Depot').fill('2');
      await adjustReason(page);
      await adjustButton.click();
      await confirm(page, 'Are you sure you want to adjust the inventory?', 'Confirm');
      await toast(page, 'There was a problem creating the adjustment.').waitFor();
      expect(page.url()).toBe(`${base}${p}/adjust`);
      await page.unroute(`${base}/api/order`);
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await expectGridRow(page, 'Beta Nut', ['Beta Nut', '1', '0', '0', '1']);

      // --- Product detail: the Inventory block by location, and the Recent Orders.
      await page.goto(`${base}${p}/product/${bolt.id}`);
      await page.getByRole('heading', { level: 1, name: 'Alpha Bolt' }).waitFor();
      const stock = section(page, 'Inventory');
      expect(await cellsOf(rowWith(stock, 'North Depot'))).toEqual(['North Depot', '3', '10']);
      expect(await cellsOf(rowWith(stock, 'South Depot'))).toEqual(['South Depot', '0', '8']);
      expect(await headersOf(stock)).toEqual(['Location', 'Committed', 'Total']);
      const recent = section(page, 'Recent Orders');
      // The provider's first order, by its number.
      const [, date, clientName] = await cellsOf(rowWith(recent, '#1001'));
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(clientName).toBe('Acme Retail');
      expect(await headersOf(recent)).toEqual(['Order', 'Date', 'Client']);
      // Only orders: the bolt's movements (IN, ADJUST) are not listed.
      expect(await recent.getByRole('row').count()).toBe(2);
      await rowWith(recent, '#1001').click();
      await page.waitForURL(`${base}${p}/order/${order.id}`);

      // A product never stocked nor ordered.
      await page.goto(`${base}${p}/product/${washer.id}`);
      await page.getByRole('heading', { level: 1, name: 'Gamma Washer' }).waitFor();
      await section(page, 'Inventory')
        .getByText('This product has no inventory recorded yet.')
        .waitFor();
      await section(page, 'Recent Orders')
        .getByText('There are no recent orders with this product')
        .waitFor();

      // Loading a product's orders failing shows a browser alert with the server's error.
      const ordersOfNut = `${base}/api/provider/${providerId}/orders?**`;
      await page.route(ordersOfNut, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Orders are resting' }),
        }),
      );
      const alerted = page.waitForEvent('dialog');
      await page.goto(`${base}${p}/product/${nut.id}`);
      const dialog = await alerted;
      expect(dialog.type()).toBe('alert');
      expect(dialog.message()).toBe('Orders are resting');
      await dialog.accept();
      await page.unroute(ordersOfNut);

      // --- Client detail: its Recent Orders, 5 per page.
      for (let index = 0; index < 5; index += 1) {
        await placeOrder(page, {
          providerId,
          locationId: north.id,
          clientId: client.id,
          transaction_type: 'ORDER',
          products: [{ id: bolt.id, quantity: 1 }],
        });
      }
      await page.goto(`${base}${p}/client/${client.id}`);
      await page.getByRole('heading', { level: 1, name: 'Acme Retail' }).waitFor();
      const clientOrders = section(page, 'Recent Orders');
      await until(() => clientOrders.getByRole('row').count(), 6);
      await clientOrders.getByText('1-5', { exact: true }).waitFor();
      expect(await rowWith(clientOrders, '#1001').count()).toBe(0);
      await clientOrders.getByRole('button', { name: 'Next page' }).click();
      await clientOrders.getByText('6-6', { exact: true }).waitFor();
      expect((await cellsOf(rowWith(clientOrders, '#1001'))).slice(2)).toEqual(['Acme Retail']);
      const { client: quiet } = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name: 'Quiet Co',
        email: 'quiet@example.com',
      });
      await page.goto(`${base}${p}/client/${quiet.id}`);
      await section(page, 'Recent Orders')
        .getByText('There are no recent orders for this client')
        .waitFor();

      // --- A teammate without inventory:update (invited, denied and accepted via the API).
      const mateEmail = `mate-${randomUUID()}@example.com`;
      const { user } = await api<{ user: { user_id: string } }>(page, 'POST', `${p}/users`, {
        email: mateEmail,
      });
      await api(page, 'PUT', `${p}/users/${user.user_id}`, {
        permissions_denied: ['inventory:update'],
      });
      const link = await mailbox.linkMailedTo(mateEmail);
      const tokens = new URLSearchParams(link.hash.slice(1));
      const session = await api<object>(
        page,
        'POST',
        '/auth/accept-invite',
        {
          password: 'mate-password',
          auth: {
            access_token: tokens.get('access_token'),
            refresh_token: tokens.get('refresh_token'),
          },
        },
        false,
      );
      mate = await journey.open({ consoleErrors: true });
      const mp = mate.page;
      await mp.goto(`${base}/login`);
      await mp.evaluate(
        ({ key, value }) =>
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem(key, value),
        { key: SESSION_KEY, value: JSON.stringify(session) },
      );
      await mp.goto(`${base}${p}/inventory`);
      await mp.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await gridRow(mp, 'Alpha Bolt');
      expect(await mp.getByRole('button', { name: 'Adjust inventory' }).isDisabled()).toBe(true);
      // The adjust page itself sends them back with the refusal.
      await mp.goto(`${base}${p}/adjust`);
      await mp.waitForURL(`${base}${p}/inventory`);
      await toast(mp, "You don't have permission to adjust inventory.").waitFor();
      await mp.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();

      // Had the screen let them through, the server's refusal is what they would read.
      await mp.evaluate((key) => {
        const storage = (
          globalThis as unknown as {
            localStorage: {
              getItem(k: string): string | null;
              setItem(k: string, v: string): void;
            };
          }
        ).localStorage;
        const stored = JSON.parse(storage.getItem(key)!) as {
          providers: { permissions_denied: string[] }[];
        };
        for (const membership of stored.providers) membership.permissions_denied = [];
        storage.setItem(key, JSON.stringify(stored));
      }, SESSION_KEY);
      await mp.goto(`${base}${p}/adjust`);
      await mp.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      await cell(mp, 'Beta Nut', 'North Depot').fill('9');
      await adjustReason(mp);
      await mp.getByRole('button', { name: 'Adjust inventory' }).click();
      await confirm(mp, 'Are you sure you want to adjust the inventory?', 'Confirm');
      await toast(mp, "You don't have permission to adjust inventory.").waitFor();
      expect(mp.url()).toBe(`${base}${p}/adjust`);

      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
        'console: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      ]);
      expect(mate.problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 403 (Forbidden)',
      ]);
    } finally {
      await mate?.context.close();
      await context.close();
    }
  }, 180_000);

  it('pages the grid 50 products at a time, filters across every page, and adjusts cells of several pages', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page, context, problems } = owner;
    try {
      const { providerId } = await signUpOwner(owner, `${BUSINESS} Paged`);
      const p = `/provider/${providerId}`;

      // --- 55 products (Item 01 to Item 55) by CSV; three are Zinc, two of them past the
      // first page. Two locations; 6 Item 53 in at North.
      const location = async (name: string) =>
        (await api<{ location: { id: string } }>(page, 'POST', `${p}/location`, { name })).location;
      const north = await location('North Depot');
      const south = await location('South Depot');
      const { field: finish } = await api<{ field: { id: string } }>(
        page,
        'POST',
        `${p}/metadata/fields`,
        FINISH_FIELD,
      );
      const zinc = new Set([3, 52, 54]);
      const names = Array.from({ length: 55 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`);
      const csv = names
        .map((name, i) => `${name},1,${zinc.has(i + 1) ? 'Zinc' : 'Brass'}`)
        .join('\n');
      await api(page, 'POST', `${p}/products/import?dry_run=false`, `name,price,Finish\n${csv}\n`);
      const { products } = await api<{ products: { id: string; name: string }[] }>(
        page,
        'GET',
        `${p}/products?limit=100`,
      );
      const id = (name: string) => products.find((product) => product.name === name)!.id;
      await placeOrder(page, {
        providerId,
        locationId: north.id,
        transaction_type: 'IN',
        products: [{ id: id('Item 53'), quantity: 6 }],
      });

      const grids: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === `/api${p}/inventory`) grids.push(url.search);
      });
      const rows = () => page.getByRole('table', { name: 'Inventory' }).getByRole('row');

      // --- The first page: 50 products, the range 1-50, one paged inventory call.
      await openFromMenu(page, 'Stock', 'Inventory');
      await until(
        async () => (await gridRow(page, 'Item 50')).join(' | '),
        'Item 50 | 0 | 0 | 0 | 0',
      );
      await until(() => rows().count(), 51);
      expect(await rowWith(page, 'Item 51').count()).toBe(0);
      await page.getByText('1-50', { exact: true }).waitFor();
      expect(grids).toEqual(['?limit=50&offset=0']);

      // The next page: the last 5, with Item 53's stock.
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText('51-55', { exact: true }).waitFor();
      await until(() => rows().count(), 6);
      await expectGridRow(page, 'Item 53', ['Item 53', '6', '0', '0', '6']);
      expect(grids).toEqual(['?limit=50&offset=0', '?limit=50&offset=50']);

      // --- A custom field filter searches every product, not the page shown, from its start:
      // on the server, in the one paged call.
      await choose(page, 'Finish', 'Zinc');
      await until(() => rows().count(), 4);
      expect(await cellsOf(rows().nth(1))).toEqual(['Item 03', '0', '0', '0', '0']);
      expect(await cellsOf(rows().nth(2))).toEqual(['Item 52', '0', '0', '0', '0']);
      expect(await cellsOf(rows().nth(3))).toEqual(['Item 54', '0', '0', '0', '0']);
      expect(
        grids.slice(2).map((search) => Object.fromEntries(new URLSearchParams(search))),
      ).toEqual([{ limit: '50', offset: '0', metadata: JSON.stringify({ [finish.id]: 'Zinc' }) }]);
      // All three fit one page: no pagination.
      expect(await page.getByRole('button', { name: 'Next page' }).count()).toBe(0);
      await choose(page, 'Finish', 'All Finish');
      await page.getByText('1-50', { exact: true }).waitFor();
      await until(() => rows().count(), 51);

      // --- Adjust mode pages too; edits on two pages go out together, one call per location.
      const posts: Record<string, unknown>[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/order'))
          posts.push(JSON.parse(JSON.parse(request.postData() ?? '{}').order));
      });
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      await cell(page, 'Item 01', 'North Depot').fill('3');
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText('51-55', { exact: true }).waitFor();
      await until(() => cell(page, 'Item 53', 'North Depot').inputValue(), '6');
      await cell(page, 'Item 53', 'North Depot').fill('2');
      await cell(page, 'Item 55', 'South Depot').fill('5');
      await adjustReason(page);
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      await confirm(page, 'Are you sure you want to adjust the inventory?', 'Confirm');
      await toast(page, 'The adjustment has been created.').waitFor();
      await page.waitForURL(`${base}${p}/inventory`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      const [first, second] = posts;
      expect(first?.locationId === north.id ? [first, second] : [second, first]).toEqual([
        {
          providerId,
          locationId: north.id,
          transaction_type: 'ADJUST',
          products: [
            { id: id('Item 01'), quantity: 3 },
            { id: id('Item 53'), quantity: -4 },
          ],
          reason: 'COUNT',
        },
        {
          providerId,
          locationId: south.id,
          transaction_type: 'ADJUST',
          products: [{ id: id('Item 55'), quantity: 5 }],
          reason: 'COUNT',
        },
      ]);
      await expectGridRow(page, 'Item 01', ['Item 01', '3', '0', '0', '3']);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText('51-55', { exact: true }).waitFor();
      await expectGridRow(page, 'Item 53', ['Item 53', '2', '0', '0', '2']);
      await expectGridRow(page, 'Item 55', ['Item 55', '0', '5', '0', '5']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
