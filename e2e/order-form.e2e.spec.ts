import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  confirm,
  linkKeyOf,
  openFromMenu,
  rowWith,
  section,
  signUpOwner,
  toast,
  until,
} from './support/screens';

const UUID = '([0-9a-f-]{36})';

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function quantity(page: Page, product: string): Locator {
  return page.getByRole('spinbutton', { name: `Quantity of ${product}`, exact: true });
}

/** The product names the order form lists, in order. */
async function listedProducts(page: Page): Promise<string[]> {
  const form = page.getByRole('form', { name: 'Order form' });
  const rows = form.locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
}

/** Clicks Create, confirms "Create this order?", and answers the id of the page it lands on. */
async function createOrder(page: Page, landing: string): Promise<string> {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await confirm(page, 'Create this order?', 'Create');
  await toast(page, 'The order has been created.').waitFor();
  const pattern = new RegExp(`${landing}/${UUID}$`);
  await page.waitForURL(pattern);
  return pattern.exec(new URL(page.url()).pathname)![1];
}

describeWithBrowser('order form and movements, served by the built app', () => {
  const journey = useAppInBrowser();

  it('places an inbound movement and an order for a client through the form, finds them in Movements, and lets the client order with stock enforced', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, context, page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Form Supplies');
      const p = `/provider/${providerId}`;

      // --- Set-up through the API: a location (the first is the default), three products, a
      // client with a VIP price for Apple.
      const { location: main } = await api<{ location: { id: string } }>(
        page,
        'POST',
        `${p}/location`,
        { name: 'Main Warehouse' },
      );
      const product = async (name: string, price: number) =>
        (await api<{ product: { id: string } }>(page, 'POST', `${p}/product`, { name, price }))
          .product;
      const apple = await product('Apple', 2.5);
      const pear = await product('Pear', 4);
      const kiwi = await product('Kiwi', 1);
      // Without clients there is nothing to order for.
      await page.goto(`${base}${p}/order`);
      await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await page.getByText('Add your first client to create your first order.').waitFor();
      const { client } = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name: 'Acme Retail',
        email: 'buyer@acme.example',
      });
      const clientKey = await linkKeyOf(page, providerId, client.id);
      await api(page, 'POST', `${p}/client_product_price`, {
        client_id: client.id,
        product_id: apple.id,
        name: 'VIP',
        price: 2,
      });

      // --- The movement page without a type: title Inventory, a type is required.
      await page.goto(`${base}${p}/transaction`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await quantity(page, 'Apple').fill('1');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await toast(page, 'Select Inbound or Outbound to create a movement.').waitFor();

      // --- Inbound through /transaction/in: no prices, no stock limit; a product is required.
      await openFromMenu(page, 'Inbound', 'Inbound inventory');
      await page.waitForURL(`${base}${p}/transaction/in`);
      expect(await page.getByRole('textbox', { name: 'Location', exact: true }).inputValue()).toBe(
        'Main Warehouse',
      );
      expect(await page.getByRole('textbox', { name: 'Client' }).count()).toBe(0);
      expect(await listedProducts(page)).toEqual(['Apple', 'Kiwi', 'Pear']);
      expect(
        await page
          .getByRole('form', { name: 'Order form' })
          .getByRole('columnheader')
          .allInnerTexts(),
      ).toEqual(['Product', 'Quantity']);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await toast(page, 'At least one product is requiered for an order.').waitFor();
      // Only digits get through: the minus sign and the decimal point are dropped.
      await quantity(page, 'Apple').pressSequentially('-1.0');
      expect(await quantity(page, 'Apple').inputValue()).toBe('10');
      await quantity(page, 'Pear').fill('5');
      expect(await cellsOf(rowWith(page, 'Total'))).toEqual(['Total', '15']);
      await page.getByLabel('Notes').fill('Morning delivery');
      const inboundId = await createOrder(page, `${p}/transaction`);
      // The provider's first movement: MV-1001.
      await page.getByRole('heading', { level: 1, name: 'In MV-1001', exact: true }).waitFor();
      expect(await cellsOf(rowWith(section(page, 'Details'), 'Total'))).toEqual(['Total', '15']);

      // --- New order from the Orders list: client, location, prices and stock.
      await openFromMenu(page, 'Orders');
      await page.getByRole('button', { name: 'New order' }).click();
      await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      expect(
        await page
          .getByRole('textbox', { name: 'Client', exact: true })
          .getAttribute('placeholder'),
      ).toBe('Select a client');
      expect(await page.getByRole('textbox', { name: 'Location', exact: true }).inputValue()).toBe(
        'Main Warehouse',
      );
      expect(
        await page.getByRole('textbox', { name: 'Product status', exact: true }).inputValue(),
      ).toBe('All Products');
      // Kiwi has no stock at the location: not listed.
      await page.getByText('Available: 10').waitFor();
      expect(await listedProducts(page)).toEqual(['Apple', 'Pear']);
      await quantity(page, 'Apple').fill('3');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await toast(page, 'Please select a client.').waitFor();

      await choose(page, 'Client', 'Acme Retail');
      // Apple has a VIP price and the default: a dropdown, the custom price first.
      const applePrice = page.getByRole('textbox', { name: 'Price of Apple', exact: true });
      await until(() => applePrice.inputValue(), '$2.00 (VIP)');
      expect(await cellsOf(rowWith(page, 'Pear'))).toEqual([
        'Pear',
        '$4.00 (Default)',
        'Available: 5',
      ]);
      // Quantities are capped at the stock available.
      await quantity(page, 'Pear').fill('8');
      expect(await quantity(page, 'Pear').inputValue()).toBe('5');
      expect(await quantity(page, 'Pear').getAttribute('max')).toBe('5');
      await quantity(page, 'Pear').fill('2');
      expect(await cellsOf(rowWith(page, 'Total'))).toEqual(['Total', '$14.00', '5']);
      await choose(page, 'Price of Apple', '$2.50 (Default)');
      expect(await cellsOf(rowWith(page, 'Total'))).toEqual(['Total', '$15.50', '5']);
      await choose(page, 'Price of Apple', '$2.00 (VIP)');
      expect(await cellsOf(rowWith(page, 'Total'))).toEqual(['Total', '$14.00', '5']);
      const orderId = await createOrder(page, `${p}/order`);
      // The provider's first order: #1001.
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const details = section(page, 'Details');
      // Quantity, Shipped, Backordered, Price: nothing has shipped yet.
      expect(await cellsOf(rowWith(details, 'Apple'))).toEqual(['Apple', '3', '0', '3', '$2.00']);
      expect(await cellsOf(rowWith(details, 'Total'))).toEqual(['Total', '5', '0', '5', '$14.00']);
      expect(await section(page, 'Customer').textContent()).toContain('Acme Retail');

      // An adjustment with a reason (issue 20), placed through the API: Movements says why. It is
      // the second movement, MV-1002.
      await api<{ order: { id: string } }>(page, 'POST', '/order', {
        order: {
          providerId,
          locationId: main.id,
          clientId: null,
          transaction_type: 'ADJUST',
          notes: null,
          reason: 'DAMAGE',
          reasonNote: 'Crushed pallet',
          products: [{ id: pear.id, quantity: -1 }],
        },
      });

      // --- Movements: all three, filtered by type and by date.
      await openFromMenu(page, 'Movements');
      expect(await page.getByRole('button', { name: 'New movement' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'New movement' }).click();
      await page.waitForURL(`${base}${p}/transaction`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await openFromMenu(page, 'Movements');
      const orderRow = rowWith(page, '#1001');
      const inboundRow = rowWith(page, 'MV-1001');
      const adjustRow = rowWith(page, 'MV-1002');
      expect((await cellsOf(orderRow)).slice(2)).toEqual([
        'Order',
        'Main Warehouse',
        'Pending',
        '—',
      ]);
      expect((await cellsOf(inboundRow)).slice(2)).toEqual(['In', 'Main Warehouse', 'In', '—']);
      expect((await cellsOf(adjustRow)).slice(2)).toEqual([
        'Adjustment',
        'Main Warehouse',
        'Adjustment',
        'DamageCrushed pallet',
      ]);
      expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
        'Order id',
        'Date',
        'Type',
        'Location',
        'Status',
        'Reason',
      ]);
      await choose(page, 'Movement type', 'In');
      await until(() => orderRow.count(), 0);
      await inboundRow.waitFor();
      // Export CSV downloads the rows the filters match, a line per line item.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 15_000 }),
        page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('movements.csv');
      const exported = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
      expect(exported[0]).toMatch(/^order_id,number,created_at,type,status,/);
      expect(exported.length).toBeGreaterThan(1);
      for (const line of exported.slice(1))
        expect(line).toMatch(new RegExp(`^${inboundId},MV-1001,[^,]+,IN,`));
      await choose(page, 'Movement type', 'Order');
      await orderRow.waitFor();
      await until(() => inboundRow.count(), 0);
      await choose(page, 'Movement type', 'Adjustment');
      await adjustRow.waitFor();
      await until(() => orderRow.count(), 0);
      await until(() => inboundRow.count(), 0);
      await choose(page, 'Movement type', 'All');
      await orderRow.waitFor();
      await inboundRow.waitFor();

      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('Start date').fill(today);
      await page.getByLabel('End date').fill(today);
      await orderRow.waitFor();
      await inboundRow.waitFor();
      await page.getByLabel('Start date').fill('2099-01-02');
      await page.getByLabel('End date').fill('2099-01-01');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Ensure that the start date is before the end date.' })
        .waitFor();
      await page.getByLabel('End date').fill('2099-12-31');
      await page.getByText('There are no orders matching your filter.').waitFor();
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await until(() => page.getByLabel('Start date').inputValue(), '');
      await orderRow.waitFor();
      await inboundRow.waitFor();

      // An ORDER row opens the order page, a movement the transaction page.
      await inboundRow.click();
      await page.waitForURL(`${base}${p}/transaction/${inboundId}`);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { level: 1, name: 'Movements' }).waitFor();
      await orderRow.click();
      await page.waitForURL(`${base}${p}/order/${orderId}`);

      // --- The client's portal: one provider (no selector), stock enforced, the client's price.
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        await cp.goto(`${base}/client/${clientKey}/order`);
        await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
        await cp.getByText('Available: 7').waitFor();
        expect(await cp.getByRole('textbox', { name: 'Provider' }).count()).toBe(0);
        expect(await listedProducts(cp)).toEqual(['Apple', 'Pear']);
        expect(await cellsOf(rowWith(cp, 'Apple'))).toEqual([
          'Apple',
          '$2.00 (VIP)',
          'Available: 7',
        ]);
        expect(await cellsOf(rowWith(cp, 'Pear'))).toEqual([
          'Pear',
          '$4.00 (Default)',
          // 5 in, 2 ordered, 1 damaged.
          'Available: 2',
        ]);
        await cp.getByRole('button', { name: 'Create', exact: true }).click();
        await toast(cp, 'At least one product is requiered for an order.').waitFor();
        await quantity(cp, 'Apple').fill('9');
        expect(await quantity(cp, 'Apple').inputValue()).toBe('7');
        await quantity(cp, 'Apple').fill('4');
        expect(await cellsOf(rowWith(cp, 'Total'))).toEqual(['Total', '$8.00', '4']);
        await cp.getByLabel('Notes').fill('Back door');
        await createOrder(cp, `/client/${clientKey}/order`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1002', exact: true }).waitFor();
        expect(await cellsOf(rowWith(section(cp, 'Details'), 'Total'))).toEqual([
          'Total',
          '4',
          '0',
          '4',
          '$8.00',
        ]);
        // The stock it took is gone from the form.
        await cp.goto(`${base}/client/${clientKey}/order`);
        await cp.getByText('Available: 3', { exact: true }).first().waitFor();
        expect(await cellsOf(rowWith(cp, 'Apple'))).toEqual([
          'Apple',
          '$2.00 (VIP)',
          'Available: 3',
        ]);

        // A client who may order only Kiwi, of which there is no stock: nothing to order.
        const { client: picky } = await api<{ client: { id: string } }>(
          page,
          'POST',
          `${p}/client`,
          { name: 'Picky Co', email: 'picky@example.com' },
        );
        await api(page, 'POST', `${p}/client_product_availability`, {
          client_id: picky.id,
          product_id: kiwi.id,
        });
        await cp.goto(`${base}/client/${await linkKeyOf(page, providerId, picky.id)}/order`);
        await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
        await cp.getByText('There are no products available to order right now.').waitFor();
        expect(await cp.getByRole('button', { name: 'Create' }).count()).toBe(0);
        expect(portal.problems).toEqual([]);
      } finally {
        await portal.context.close();
      }

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
