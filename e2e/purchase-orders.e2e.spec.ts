import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  expectGridRow,
  openAsOwner,
  rowWith,
  section,
  sideways,
  toast,
  until,
} from './support/screens';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Picks `option` in the Mantine select named `label`, typing `search` first when given. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The status badge of the purchase order page, once it reads `status`. */
async function statusIs(page: Page, status: string) {
  await page.locator('h1 + .mantine-Badge-root', { hasText: status }).waitFor();
}

const BAD_REQUEST =
  'console: Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** Where the screens are photographed, when asked (a folder); nowhere otherwise. */
const SHOTS = process.env.PURCHASE_ORDERS_SHOTS;

/** A screen as it looks (the toasts of earlier steps hidden); a drawer as the window shows it. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${name}.png`,
    fullPage,
    style: '.mantine-Notifications-root { display: none; }',
  });
}

/** `ms` as the browser's datetime-local input reads it: its own time zone, to the second. */
function typedMoment(page: Page, ms: number): Promise<string> {
  return page.evaluate((at) => {
    const offset = new Date(at).getTimezoneOffset() * 60_000;
    return new Date(at - offset).toISOString().slice(0, 19);
  }, ms);
}

/** The time the app shows a moment at (medium date, short time), as its formats write it. */
function shownMoment(page: Page, ms: number): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      ),
    ms,
  );
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Order {
  id: string;
  receipts: { receipt_id: string; effective_at: string }[];
}

/**
 * What a buying journey starts from, set up through the API: a location, one product and a
 * supplier (named as given).
 */
async function bakehouse(
  page: Page,
  p: string,
  names: { product: string; sku: string; supplier: string },
) {
  const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
  const { location } = await post<{ location: { id: string } }>('location', {
    name: 'Bakehouse',
  });
  const { product } = await post<{ product: { id: string } }>('product', {
    name: names.product,
    sku: names.sku,
    price: 3,
  });
  const { supplier } = await post<{ supplier: { id: string } }>('suppliers', {
    name: names.supplier,
  });
  return { post, location, product, supplier };
}

describeWithBrowser('purchase orders, served by the built app', () => {
  const journey = useAppInBrowser();

  it('drafts from the Low stock suggestions, marks it sent, receives part by scanning on a phone and the rest at 1280, and closes another short', async () => {
    const owner = await openAsOwner(journey, 'Millstone Bakery');
    const { base, page, context, problems, p } = owner;
    try {
      await page.setViewportSize(DESKTOP);
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const put = (path: string, body: object) => api(page, 'PUT', `${p}/${path}`, body);
      const { location } = await post<{ location: { id: string } }>('location', {
        name: 'Bakehouse',
      });
      const product = async (body: object) =>
        (await post<{ product: { id: string } }>('product', { price: 3, ...body })).product.id;
      const rye = await product({ name: 'Rye Flour', sku: 'RYE-1', barcode: '4006381333931' });
      const yeast = await product({ name: 'Dry Yeast', sku: 'YST-1', track_lots: true });
      const salt = await product({ name: 'Sea Salt', sku: 'SALT-1' });
      const { supplier } = await post<{ supplier: { id: string } }>('suppliers', {
        name: 'Millstone Flour',
        email: 'orders@millstone.test',
      });
      await put(`suppliers/${supplier.id}/prices/${rye}`, { unit_price: '0.80', preferred: true });
      await put(`suppliers/${supplier.id}/prices/${yeast}`, {
        unit_price: '2.50',
        preferred: true,
      });
      await put('reorder-points', {
        reorder_points: [rye, yeast, salt].map((product_id) => ({
          product_id,
          location_id: location.id,
          minimum: 5,
          reorder_quantity: 12,
        })),
      });

      // --- Low stock: nothing on order yet; Create purchase orders, grouped by supplier.
      await page.goto(`${base}${p}/low-stock`);
      await page.getByRole('heading', { level: 1, name: 'Low stock' }).waitFor();
      await page.getByRole('columnheader', { name: 'On order' }).waitFor();
      await page.getByRole('button', { name: 'Create purchase orders' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create purchase orders' });
      const mill = dialog.getByRole('region', { name: 'Millstone Flour' });
      await mill.getByText('Rye Flour', { exact: true }).waitFor();
      await mill.getByText('Dry Yeast', { exact: true }).waitFor();
      // Sea Salt has no preferred supplier: left out unless a supplier is picked for it.
      const others = dialog.getByRole('region', { name: 'No preferred supplier' });
      await others.getByText('Sea Salt', { exact: true }).waitFor();
      await mill.getByRole('textbox', { name: 'Quantity of Rye Flour' }).fill('10');
      await mill.getByRole('textbox', { name: 'Quantity of Dry Yeast' }).fill('4');
      await dialog.getByRole('button', { name: 'Create 1 draft' }).click();
      await toast(page, '1 draft purchase order created.').waitFor();

      // --- The list, Drafts: the new order; its page.
      await page.getByRole('heading', { level: 1, name: 'Purchase orders' }).waitFor();
      await page.getByRole('link', { name: 'PO-1001' }).click();
      await page.getByRole('heading', { level: 1, name: 'Purchase order PO-1001' }).waitFor();
      await statusIs(page, 'Draft');
      await page.getByText('Total: $18.00', { exact: true }).waitFor();
      const detail = page.url();

      // --- Send: only marked as sent (ordered by phone).
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const send = page.getByRole('dialog', { name: 'Send PO-1001' });
      await send
        .getByRole('radio', { name: 'Email the PDF to the supplier: orders@millstone.test' })
        .waitFor();
      await send.getByRole('radio', { name: 'Mark as sent' }).check();
      await send.getByRole('button', { name: 'Mark as sent' }).click();
      await toast(page, 'Marked as sent.').waitFor();
      await statusIs(page, 'Sent');
      await section(page, 'History').getByText('Marked as sent', { exact: true }).waitFor();

      // Low stock counts it on order.
      await page.goto(`${base}${p}/low-stock`);
      const ryeRow = page.getByRole('row').filter({ hasText: 'Rye Flour' });
      await ryeRow.getByRole('cell', { name: '10', exact: true }).waitFor();
      // So does the Stock grid, in a column of its own while anything is on order.
      await page.goto(`${base}${p}/inventory`);
      await until(
        async () => (await page.getByRole('columnheader').allInnerTexts()).join(' | '),
        'Product | Total | Committed | On order',
      );
      await expectGridRow(page, 'Rye Flour', ['Rye Flour', '0', '0', '10']);

      // --- On a phone: receive part, by scanning the flour's barcode four times.
      await page.setViewportSize(PHONE);
      await page.goto(detail);
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Receive PO-1001' }).waitFor();
      await page.getByRole('button', { name: 'Set all to 0' }).click();
      const scan = page.getByRole('textbox', { name: 'Scan or type a barcode or SKU' });
      for (let n = 0; n < 4; n += 1) {
        await scan.fill('4006381333931');
        await scan.press('Enter');
      }
      const ryeUnits = page.getByRole('textbox', { name: 'Rye Flour received' });
      expect(await ryeUnits.inputValue()).toBe('4');
      // A code no line has is named beside the field.
      await scan.fill('0000');
      await scan.press('Enter');
      await page
        .getByText('No line of this order has the barcode or SKU "0000".', { exact: true })
        .waitFor();
      expect(await sideways(page)).toBe(0);
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await toast(page, '4 units received.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Purchase order PO-1001' }).waitFor();
      await statusIs(page, 'Partially received');
      expect(await sideways(page)).toBe(0);

      // --- At 1280: the rest, the yeast into its lot, with the freight spread by units.
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Receive PO-1001' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Rye Flour received' }).inputValue()).toBe(
        '6',
      );
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page.getByText('This product keeps lots: type the lot.', { exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Lot of Dry Yeast' }).fill('Y-1');
      await page.getByRole('button', { name: 'Add a landed cost' }).click();
      await page.getByRole('textbox', { name: 'Landed cost 1' }).fill('Freight');
      await page.getByRole('textbox', { name: 'Amount 1' }).fill('5');
      await page.getByText('By quantity', { exact: true }).click();
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await toast(page, '10 units received.').waitFor();
      await statusIs(page, 'Received');
      // 0.80 a sack plus 5.00 of freight over 10 units: 1.30 a unit.
      await section(page, 'History').getByText('6 × Rye Flour at $1.30', { exact: true }).waitFor();
      await section(page, 'History')
        .getByText('4 × Dry Yeast at $3.00, lot Y-1', { exact: true })
        .waitFor();

      // --- The stock shows the units.
      await page.goto(`${base}${p}/inventory`);
      await until(
        async () => (await page.getByRole('columnheader').allInnerTexts()).join(' | '),
        'Product | Total | Committed',
      );
      await expectGridRow(page, 'Rye Flour', ['Rye Flour', '10', '0']);
      await expectGridRow(page, 'Dry Yeast', ['Dry YeastBy lot', '4', '0']);

      // --- Another, drafted by hand (the product found by its SKU, at the supplier's price),
      // partly received, then closed short.
      await page.goto(`${base}${p}/purchase-orders`);
      await page.getByRole('button', { name: 'New purchase order' }).click();
      await page.getByRole('heading', { level: 1, name: 'New purchase order' }).waitFor();
      await choose(page, 'Supplier', 'Millstone Flour');
      await choose(page, 'Deliver to', 'Bakehouse');
      await choose(page, 'Product 1', 'Rye Flour · RYE-1', 'rye-1');
      expect(await page.getByRole('textbox', { name: 'Unit price 1 (USD)' }).inputValue()).toBe(
        '0.80',
      );
      await page.getByRole('textbox', { name: 'Quantity 1' }).fill('20');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await toast(page, 'Purchase order PO-1002 drafted.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Purchase order PO-1002' }).waitFor();
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page.getByRole('textbox', { name: 'Rye Flour received' }).fill('5');
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await toast(page, '5 units received.').waitFor();
      await statusIs(page, 'Partially received');
      await page.getByRole('button', { name: 'Close short' }).click();
      const close = page.getByRole('dialog', { name: 'Close PO-1002 short' });
      await close.getByText('15 units still to come will no longer be expected.').waitFor();
      await close.getByRole('textbox', { name: 'Reason (optional)' }).fill('Mill out of rye');
      await close.getByRole('button', { name: 'Close short' }).click();
      await toast(page, 'The purchase order is closed short.').waitFor();
      await statusIs(page, 'Closed short');
      await section(page, 'History').getByText('Mill out of rye', { exact: true }).waitFor();

      // --- The list by status.
      await page.goto(`${base}${p}/purchase-orders`);
      await choose(page, 'Status', 'Closed short');
      await page.getByRole('link', { name: 'PO-1002' }).waitFor();
      await page.getByRole('link', { name: 'PO-1001' }).waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('suggests on the Low stock view what is still to buy once what is on order comes, as Create purchase orders does: low by 10 with 6 on order, 4', async () => {
    const owner = await openAsOwner(journey, 'Oat Mill');
    const { base, page, context, problems, p } = owner;
    try {
      await page.setViewportSize(DESKTOP);
      const { post, location, product, supplier } = await bakehouse(page, p, {
        product: 'Oat Flour',
        sku: 'OAT-1',
        supplier: 'Oat Growers',
      });
      await api(page, 'PUT', `${p}/suppliers/${supplier.id}/prices/${product.id}`, {
        unit_price: '1.00',
        preferred: true,
      });
      // None in stock, a minimum of 5 and a reorder quantity of 10: the server suggests 10.
      await api(page, 'PUT', `${p}/reorder-points`, {
        reorder_points: [
          { product_id: product.id, location_id: location.id, minimum: 5, reorder_quantity: 10 },
        ],
      });
      const { purchase_order } = await post<{ purchase_order: { id: string } }>('purchase-orders', {
        supplier_id: supplier.id,
        location_id: location.id,
        lines: [{ product_id: product.id, quantity: 6, unit_price: 1 }],
      });
      await post(`purchase-orders/${purchase_order.id}/send`, { mark_only: true });

      await page.goto(`${base}${p}/low-stock`);
      await until(
        async () => (await page.getByRole('columnheader').allInnerTexts()).join(' | '),
        'Product | Location | Available | Minimum | In transit | On order | Suggested order | Low since',
      );
      const row = page.getByRole('row').filter({ hasText: 'Oat Flour' });
      await until(
        async () => (await cellsOf(row)).slice(0, 7).join(' | '),
        'Oat Flour | Bakehouse | 0 | 5 | 0 | 6 | 4',
      );
      // The suggestions to order from agree.
      await page.getByRole('button', { name: 'Create purchase orders' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create purchase orders' });
      const quantity = dialog
        .getByRole('region', { name: 'Oat Growers' })
        .getByRole('textbox', { name: 'Quantity of Oat Flour' });
      await quantity.waitFor();
      expect(await quantity.inputValue()).toBe('4');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('receives a purchase order dated when the goods came, then corrects its receipt’s unit cost: the receipt, the history and the stock value show it, at 1280 and 390', async () => {
    const owner = await openAsOwner(journey, 'Harvest Mill');
    const { base, page, context, problems, p } = owner;
    try {
      await page.setViewportSize(DESKTOP);
      const { post, location, product, supplier } = await bakehouse(page, p, {
        product: 'Rye Flour',
        sku: 'RYE-1',
        supplier: 'Millstone Flour',
      });
      const order = async (quantity: number, unit_price: number) => {
        const { purchase_order } = await post<{ purchase_order: Order }>('purchase-orders', {
          supplier_id: supplier.id,
          location_id: location.id,
          lines: [{ product_id: product.id, quantity, unit_price }],
        });
        await post(`purchase-orders/${purchase_order.id}/send`, { mark_only: true });
        return purchase_order.id;
      };
      // Rye Flour is stocked at the Bakehouse from a first receipt: 10 sacks at 2.00.
      const first = await order(10, 2);
      const stocked = await post<{ purchase_order: Order }>(`purchase-orders/${first}/receive`, {
        lines: [{ product_id: product.id, quantity: 10 }],
      });
      const stockedAt = Date.parse(stocked.purchase_order.receipts[0].effective_at);
      // The second delivery came 2 s after that, and is recorded a few seconds later.
      const cameAt = Math.ceil(stockedAt / 1000) * 1000 + 2000;
      const second = await order(5, 4);
      await pause(Math.max(0, cameAt + 2000 - Date.now()));

      // --- Receive it, Received on a day before the flour was stocked here: refused on the field.
      await page.goto(`${base}${p}/purchase-order/${second}`);
      await page.getByRole('heading', { level: 1, name: 'Purchase order PO-1002' }).waitFor();
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Receive PO-1002' }).waitFor();
      await page
        .getByText('When the goods came, if earlier: stock and its value count from then.', {
          exact: true,
        })
        .waitFor();
      const receivedOn = page.getByLabel('Received on', { exact: true });
      await receivedOn.fill(await typedMoment(page, stockedAt - 86_400_000));
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await page
        .getByText(
          /^Rye Flour has stock recorded here only from .*: a receipt of it cannot take effect before then\.$/,
        )
        .waitFor();
      expect(await receivedOn.getAttribute('aria-invalid')).toBe('true');

      // --- When the goods came: after the flour was stocked, before now.
      await receivedOn.fill(await typedMoment(page, cameAt));
      await page.getByText(/cannot take effect before then/).waitFor({ state: 'detached' });
      await shoot(page, 'receive-received-on-1280');
      await page.setViewportSize(PHONE);
      await until(() => sideways(page), 0);
      await shoot(page, 'receive-received-on-390');
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'Receive', exact: true }).click();
      await toast(page, '5 units received.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Purchase order PO-1002' }).waitFor();

      // --- The receipt, dated when the goods came, its sacks at 4.00.
      const came = await shownMoment(page, cameAt);
      const receipts = section(page, 'Receipts');
      const receipt = receipts.getByRole('region', { name: `Receipt of ${came}` });
      await receipt.getByRole('heading', { name: `Received ${came}` }).waitFor();
      await until(
        async () => (await cellsOf(rowWith(receipt, 'Rye Flour'))).join(' | '),
        'Rye Flour | 5 | $4.00 | $20.00',
      );
      await section(page, 'History').getByText(`Effective ${came}`, { exact: true }).waitFor();
      // Counted from then: 10 at 2.00 and 5 at 4.00 as soon as the goods came.
      const valueAt = async (ms: number) =>
        (
          await api<{ total: number }>(
            page,
            'GET',
            `${p}/stock-value?as_of=${encodeURIComponent(new Date(ms).toISOString())}`,
          )
        ).total;
      expect(await valueAt(cameAt + 500)).toBe(40);
      expect(await valueAt(cameAt - 500)).toBe(20);
      await shoot(page, 'receipts-1280');

      // --- Correct costs: nothing changed is named; a moment before the goods came is refused
      // on its field; then 4.50 a sack, freight billed late, from when the goods came.
      await receipt.getByRole('button', { name: 'Correct costs' }).click();
      const drawer = page.getByRole('dialog', {
        name: `Correct the costs of the receipt of ${came}`,
      });
      const cost = drawer.getByRole('textbox', { name: 'Unit cost of Rye Flour' });
      expect(await cost.inputValue()).toBe('4');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer.getByText('Change at least one unit cost.', { exact: true }).waitFor();
      await cost.fill('4.5');
      const from = drawer.getByLabel('Effective from', { exact: true });
      expect(await from.inputValue()).toBe(await typedMoment(page, cameAt));
      await from.fill(await typedMoment(page, cameAt - 1000));
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer
        .getByText(/^A cost correction cannot take effect before the goods came/)
        .waitFor();
      expect(await from.getAttribute('aria-invalid')).toBe('true');
      await from.fill(await typedMoment(page, cameAt));
      await drawer.getByRole('textbox', { name: 'Reason (optional)' }).fill('Freight billed late');
      await shoot(page, 'correct-costs-1280', false);
      await page.setViewportSize(PHONE);
      await until(() => sideways(page), 0);
      await shoot(page, 'correct-costs-390', false);
      await page.setViewportSize(DESKTOP);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Costs corrected.').waitFor();
      await drawer.waitFor({ state: 'detached' });

      // --- The receipt at its new cost, the history's entry, the value from when the goods came.
      await until(
        async () => (await cellsOf(rowWith(receipt, 'Rye Flour'))).join(' | '),
        'Rye Flour | 5 | $4.50 | $22.50',
      );
      const history = section(page, 'History');
      await history.getByText('Cost corrected', { exact: true }).waitFor();
      await history.getByText('Rye Flour: $4.00 → $4.50 a unit', { exact: true }).waitFor();
      await history.getByText('Freight billed late', { exact: true }).waitFor();
      expect(await valueAt(cameAt + 500)).toBe(42.5);
      expect(await sideways(page)).toBe(0);

      // --- On a phone: the receipts as cards, nothing wider than the window.
      await page.setViewportSize(PHONE);
      await receipt.getByText('$22.50', { exact: true }).waitFor();
      await until(() => sideways(page), 0);
      await shoot(page, 'receipts-390');
      // The two refusals above are the only failed loads.
      expect(problems).toEqual([BAD_REQUEST, BAD_REQUEST]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
