import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  expectGridRow,
  openFromMenu,
  placeOrder,
  rowWith,
  signUpOwner,
  toast,
  until,
} from './support/screens';

/** Picks `option` in the Mantine select named `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describeWithBrowser('transfers between locations, served by the built app', () => {
  const journey = useAppInBrowser();

  it('creates a transfer, ships it, receives part and writes off the rest, and the grid follows', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page, context, problems } = owner;
    try {
      const { providerId } = await signUpOwner(owner, 'Transfer Supplies');
      const p = `/provider/${providerId}`;
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location: main } = await post<{ location: { id: string } }>('location', {
        name: 'Main Warehouse',
      });
      await post('location', { name: 'Corner Shop' });
      const { product } = await post<{ product: { id: string } }>('product', {
        name: 'Blue Widget',
        price: 4,
      });
      await placeOrder(page, {
        providerId,
        locationId: main.id,
        transaction_type: 'IN',
        products: [{ id: product.id, quantity: 10 }],
      });

      // --- New transfer: from, to, a product and its units.
      await openFromMenu(page, 'Transfers');
      await page.getByRole('button', { name: 'New transfer', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'New transfer' }).waitFor();
      await choose(page, 'From', 'Main Warehouse');
      await choose(page, 'To', 'Corner Shop');
      await choose(page, 'Product 1', 'Blue Widget');
      await page.getByRole('textbox', { name: 'Quantity 1', exact: true }).fill('4');
      await page.getByRole('button', { name: 'Create transfer', exact: true }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Transfer TR-1001: Main Warehouse → Corner Shop' })
        .waitFor();
      await toast(page, 'The transfer has been created.').waitFor();
      const detail = page.url();

      // --- Ship: the units leave the warehouse and are in transit to the shop.
      await page.getByRole('button', { name: 'Ship', exact: true }).click();
      await toast(page, 'The transfer has been shipped.').waitFor();
      await page.getByText('In transit', { exact: true }).first().waitFor();
      await page.goto(`${base}${p}/inventory`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await until(
        async () => (await page.getByRole('columnheader').allInnerTexts()).join(' | '),
        ['Product', 'Corner Shop', 'Main Warehouse', 'Committed', 'In transit', 'Total'].join(
          ' | ',
        ),
      );
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '0', '6', '0', '4', '6']);

      // --- Receive 3, write off the one that broke on the way.
      await page.goto(detail);
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page
        .getByRole('textbox', { name: 'Blue Widget received (of 4 in transit)', exact: true })
        .fill('3');
      await choose(page, 'Write off the rest', 'Damage');
      await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Dropped');
      await page.getByRole('button', { name: 'Confirm receipt', exact: true }).click();
      await toast(page, 'The transfer has been received.').waitFor();
      await page.getByText('Received', { exact: true }).first().waitFor();
      await page.getByText(/Written off 1 Blue Widget \(Damage: Dropped\)/).waitFor();

      // Nothing left in transit: the column is gone and the shop holds 3.
      await page.goto(`${base}${p}/inventory`);
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '3', '6', '0', '9']);

      // --- The list, filtered by status.
      await openFromMenu(page, 'Transfers');
      await page.getByText('Received', { exact: true }).first().click();
      await rowWith(page, 'Main Warehouse').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
