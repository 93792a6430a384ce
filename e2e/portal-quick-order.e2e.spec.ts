import { mkdirSync } from 'node:fs';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, itemTexts, openPortalJourney, quantityOf } from './support/portal';
import { api, confirm, sideways, toast, until } from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const UUID = '([0-9a-f-]{36})';

describeWithBrowser("the buyer's quick order in the portal, served by the built app", () => {
  const journey = useAppInBrowser();

  it('checks pasted SKU lines on a phone, a verdict per line, puts those that can be ordered into the cart, and orders them; a CSV file at 1280', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // --- The supplier: Rye Loaf (10 baked), Spelt Flour (4), Baguette (none), and Corner Deli.
    const { owner, buyer, shop, close } = await openPortalJourney(journey, [
      { name: 'Rye Loaf', price: 3.5, sku: 'RYE-800', stock: 10 },
      { name: 'Spelt Flour', price: 7.25, sku: 'SPL-1KG', stock: 4 },
      { name: 'Baguette', price: 1.2, sku: 'BAG-1' },
    ]);
    try {
      const { page, p } = owner;
      const { key } = shop;

      // --- The buyer's phone, on New order: Quick order beside its title opens a sheet.
      const cp = buyer.page;
      await cp.getByText('Showing 2 of 2 products', { exact: true }).waitFor();
      const open = cp.getByRole('button', { name: 'Quick order', exact: true });
      await until(() => sideways(cp), 0);
      await cp.screenshot({ path: `${SHOTS}/portal-quick-order-button-390.png` });
      const button = (await open.boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
      expect(button.height).toBeGreaterThanOrEqual(42);
      await open.click();
      const sheet = cp.getByRole('dialog', { name: 'Quick order' });
      const lines = sheet.getByLabel('Paste lines: SKU and quantity');
      await lines.waitFor();
      // As pasted from a spreadsheet: a header row, tabs, a blank line, a line it cannot read.
      await lines.fill(
        [
          'SKU\tQuantity',
          'RYE-800\t3',
          'NOPE-9\t2',
          '',
          'BAG-1\t1',
          'spl-1kg\t9',
          'RYE-800\ttwo',
        ].join('\n'),
      );
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-quick-order-paste-390.png` });
      await sheet.getByRole('button', { name: 'Check lines', exact: true }).click();

      // A verdict per line, in the pasted order, by the pasted line's number; cards on a phone.
      const verdicts = sheet.getByRole('list', { name: 'Checked lines' }).getByRole('listitem');
      await until(async () => verdicts.count(), 5);
      await sheet.getByText('5 lines checked', { exact: true }).waitFor();
      await sheet.getByText('3 lines cannot be added: each says why.', { exact: true }).waitFor();
      expect(await itemTexts(verdicts)).toEqual([
        'Added | Line 2 | RYE-800 · Rye Loaf | Quantity: 3',
        'No product with this SKU | Line 3 | NOPE-9 | Quantity: 2',
        'Out of stock | Line 5 | BAG-1 · Baguette | Quantity: 1',
        'Only 4 available: 4 added | Line 6 | spl-1kg · Spelt Flour | Quantity: 9',
        // The line as pasted (its tab shown as a space).
        'The quantity is not a whole number | Line 7 | RYE-800 two | Quantity: —',
      ]);
      // The button to add stays in reach at the bottom of the sheet.
      const add = sheet.getByRole('button', { name: 'Add 2 lines to cart', exact: true });
      const addBox = (await add.boundingBox())!;
      expect(addBox.y + addBox.height).toBeLessThanOrEqual(PHONE.height);
      expect(addBox.x + addBox.width).toBeLessThanOrEqual(PHONE.width);
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-quick-order-verdicts-390.png` });

      // Into the cart: the sheet closes and says what it added and what it did not.
      await add.click();
      await sheet.waitFor({ state: 'hidden' });
      await toast(cp, '2 lines added to your cart. 3 lines were not added.').waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('3');
      expect(await quantityOf(cp, 'Spelt Flour').inputValue()).toBe('4');
      // 3 x 3.50 + 4 x 7.25 = 39.50.
      await checkoutBar(cp).getByText('Total $39.50', { exact: true }).waitFor();
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 2 lines' }).click();
      const cart = cp.getByRole('dialog', { name: 'Cart' });
      const cartLines = cart.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
      await until(async () => cartLines.count(), 2);
      await cart.getByText('$10.50', { exact: true }).waitFor();
      await cart.getByText('$29.00', { exact: true }).waitFor();
      await until(() => sideways(cp), 0);
      await cp.screenshot({ path: `${SHOTS}/portal-quick-order-cart-390.png` });

      // --- Placed: the order holds the quantities the verdicts said.
      await cart.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await toast(cp, 'The order has been created.').waitFor();
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
      const orderId = new RegExp(`/order/${UUID}$`).exec(cp.url())![1];
      await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
      const { order } = await api<{
        order: { line_items: { product: { name: string }; quantity: number }[] };
      }>(page, 'GET', `${p}/order/${orderId}`);
      expect(order.line_items.map((line) => [line.product.name, line.quantity]).sort()).toEqual([
        ['Rye Loaf', 3],
        ['Spelt Flour', 4],
      ]);

      // --- At 1280: a CSV file (columns in another order, a quoted name) checked in a table.
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await cp.getByRole('button', { name: 'Quick order', exact: true }).click();
      const panel = cp.getByRole('dialog', { name: 'Quick order' });
      await panel.getByLabel('Paste lines: SKU and quantity').waitFor();
      const chooser = cp.waitForEvent('filechooser');
      await panel.getByRole('button', { name: 'Upload CSV', exact: true }).click();
      await (await chooser).setFiles({
        name: 'monday.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Name,QTY,Sku\r\n"Rye Loaf, sliced",2,RYE-800\r\nSpelt Flour,1,SPL-1KG\r\nRye again,1,rye-800\r\n',
        ),
      });
      await panel.getByText('3 lines checked from monday.csv', { exact: true }).waitFor();
      const rows = panel.getByRole('table', { name: 'Checked lines' }).locator('tbody tr');
      await until(async () => rows.count(), 3);
      expect(await itemTexts(rows)).toEqual([
        '2 | RYE-800 | Rye Loaf | 2 | Added: 3 in all | Together with line 4.',
        '3 | SPL-1KG | Spelt Flour | 1 | Out of stock',
        '4 | rye-800 | Rye Loaf | 1 | Same product as line 2: added there',
      ]);
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-quick-order-verdicts-1280.png` });
      await panel.getByRole('button', { name: 'Add 1 line to cart', exact: true }).click();
      await toast(cp, '1 line added to your cart. 1 line was not added.').waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('3');
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 1 line' }).waitFor();
      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
