import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  ACME_SHOP,
  api,
  createShop,
  openAsOwner,
  placeOrder,
  sideways,
  stockedShop,
  until,
} from './support/screens';
import { openAsTeammate } from './support/teammates';

/** A report table's body rows as their cells' texts. */
async function rowsOf(page: Page, table: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.getByRole('cell').allInnerTexts());
  return texts;
}

/** Waits until a report table has `count` rows, and answers them. */
async function tableOf(page: Page, table: string, count: number): Promise<string[][]> {
  await page.getByRole('table', { name: table }).waitFor();
  await until(async () => (await rowsOf(page, table)).length, count);
  return rowsOf(page, table);
}

/** `at` (ms) as a datetime-local input takes it, in the browser's own time zone. */
function localInput(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }, at);
}

const visible = (locator: Locator) => locator.isVisible();

/** Where the value section's screenshots go, at 1280 and 390 px. */
const SHOTS = process.env.AUDIT_SHOTS ?? '/tmp/shots-a2';

describeWithBrowser('the stock audit report, served by the built app', () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  it('opens from the Stock page, shows the period figures, prints without the menu and downloads as CSV; an auditor reads it too', async () => {
    const owner = await openAsOwner(journey, 'Report Supplies');
    const { base, context, page, problems, providerId, p } = owner;
    try {
      await context.addInitScript(() => {
        const g = globalThis as unknown as { print: () => void; printed: number };
        g.printed = 0;
        g.print = () => {
          g.printed++;
        };
      });
      const { users } = await api<{ users: { email: string }[] }>(page, 'GET', `${p}/users`);
      const email = users[0].email;
      // 10 in and 3 ordered at the Main Warehouse, 2 found damaged; 4 in at the Back Room.
      const shop = await stockedShop(page, providerId, 10);
      await shop.order(3);
      await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'ADJUST',
        products: [{ id: shop.product.id, quantity: -2 }],
        reason: 'DAMAGE',
        reasonNote: 'crate dropped',
      });
      const { location: backRoom } = await api<{ location: { id: string } }>(
        page,
        'POST',
        `${p}/location`,
        { name: 'Back Room' },
      );
      await placeOrder(page, {
        providerId,
        locationId: backRoom.id,
        transaction_type: 'IN',
        products: [{ id: shop.product.id, quantity: 4 }],
      });

      // --- From the Stock page: the last 30 days up to now, every location.
      await page.goto(`${base}${p}/inventory`);
      await page.getByRole('button', { name: 'Stock audit report' }).click();
      await page.waitForURL(`${base}${p}/audit-report`);
      await page.getByRole('heading', { level: 1, name: 'Stock audit report' }).waitFor();
      const figures = await tableOf(page, 'Opening and closing stock', 3);
      expect(figures).toEqual([
        ['Blue Widget', 'Back Room', '0', '0', '0', '+4', '0', '1', '4', '0', '4', 'Yes'],
        ['Blue Widget', 'Main Warehouse', '0', '0', '0', '+5', '+3', '3', '5', '3', '8', 'Yes'],
        ['Total', '', '0', '0', '0', '+9', '+3', '4', '9', '3', '12', 'Yes'],
      ]);
      expect(await tableOf(page, 'Movements by type and reason', 3)).toEqual([
        ['Stock in', '—', '2', '+14', '0'],
        ['Order committed', '—', '1', '-3', '+3'],
        ['Adjustment', 'Damage', '1', '-2', '0'],
      ]);
      const [adjustment] = await tableOf(page, 'Adjustments', 1);
      expect(adjustment.slice(2)).toEqual([
        'Blue Widget',
        'Main Warehouse',
        email,
        'Damage',
        'crate dropped',
        '-2',
      ]);
      expect(
        await page.getByRole('alert', { name: 'Replay of the stock events' }).textContent(),
      ).toContain('The ledger agrees with the events, row by row in commit order.');
      expect(await page.getByRole('alert', { name: 'Signed checkpoint' }).textContent()).toContain(
        'No signed checkpoint covers the period: none has been signed yet.',
      );

      // --- The CSV file holds the same figures.
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(saved.suggestedFilename()).toMatch(
        /^stock-audit-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const lines = (await readFile((await saved.path())!, 'utf8')).split('\r\n');
      expect(lines[0]).toBe('Stock audit report');
      expect(lines).toContain(
        `Blue Widget,${shop.product.id},Main Warehouse,${shop.location.id},0,0,0,5,3,3,5,3,8,yes`,
      );
      expect(lines).toContain('Adjustment,ADJUST,placed,Damage,1,-2,0');

      // --- Printed: the report without the menu, the header bar or the period's controls.
      await page.getByRole('button', { name: 'Print' }).click();
      expect(
        await page.evaluate(() => (globalThis as unknown as { printed: number }).printed),
      ).toBe(1);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const from = page.getByRole('textbox', { name: 'From' });
      const assistant = page.getByRole('button', { name: 'Open AI Business Assistant' });
      expect(await visible(menu)).toBe(true);
      expect(await visible(assistant)).toBe(true);
      await page.emulateMedia({ media: 'print' });
      expect(await visible(menu)).toBe(false);
      expect(await visible(from)).toBe(false);
      expect(await visible(page.getByRole('button', { name: 'Download CSV' }))).toBe(false);
      expect(await visible(assistant)).toBe(false);
      expect(await visible(page.getByRole('table', { name: 'Adjustments' }))).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      // --- One location: the address keeps the choice.
      await page.getByRole('textbox', { name: 'Location' }).click();
      await page.getByRole('option', { name: 'Main Warehouse', exact: true }).click();
      await page.waitForURL(new RegExp(`location_id=${shop.location.id}`));
      expect(await tableOf(page, 'Opening and closing stock', 2)).toEqual([
        figures[1],
        ['Total', '', '0', '0', '0', '+5', '+3', '3', '5', '3', '8', 'Yes'],
      ]);

      // --- A period whose start comes after its end is not asked for.
      await from.fill(await localInput(page, Date.now() + 86_400_000));
      await page
        .getByRole('alert')
        .filter({ hasText: 'The start of the period must not be after its end.' })
        .waitFor();
      expect(problems).toEqual([]);

      // --- An auditor (a member denied both permissions) opens the same report.
      const auditor = await openAsTeammate(journey, mailbox, owner, [
        'inventory:update',
        'orders:create',
      ]);
      try {
        await auditor.page.goto(`${base}${p}/inventory`);
        await auditor.page.getByRole('button', { name: 'Stock audit report' }).click();
        await auditor.page.waitForURL(`${base}${p}/audit-report`);
        expect(await tableOf(auditor.page, 'Opening and closing stock', 3)).toEqual(figures);
        expect(auditor.problems).toEqual([]);
      } finally {
        await auditor.context.close();
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it("shows the stock value at the period's end and the cost of goods sold in it, verified by the replay", async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Value Supplies',
    );
    try {
      // 10 bought at 2.50 through a purchase order, 2 taken out: 20.00 left, 5.00 of cost of goods.
      const shop = await createShop(page, providerId, ACME_SHOP);
      const { supplier } = await api<{ supplier: { id: string } }>(page, 'POST', `${p}/suppliers`, {
        name: 'Millstone',
      });
      const { purchase_order: order } = await api<{ purchase_order: { id: string } }>(
        page,
        'POST',
        `${p}/purchase-orders`,
        {
          supplier_id: supplier.id,
          location_id: shop.location.id,
          lines: [{ product_id: shop.product.id, quantity: 10, unit_price: 2.5 }],
        },
      );
      await api(page, 'POST', `${p}/purchase-orders/${order.id}/receive`, {
        lines: [{ product_id: shop.product.id, quantity: 10 }],
      });
      await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'OUT',
        products: [{ id: shop.product.id, quantity: 2 }],
      });

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}${p}/audit-report`);
      const table = page.getByRole('table', { name: /^Stock value as of / });
      // The location's row and the total.
      const rows = await tableOf(page, 'Stock value as of', 2);
      expect(rows).toEqual([
        ['Main Warehouse', expect.stringContaining('20.00'), expect.stringContaining('5.00')],
        ['Total', expect.stringContaining('20.00'), expect.stringContaining('5.00')],
      ]);
      expect(await page.getByLabel('Stock value verified').textContent()).toBe(
        'Verified by the replay: the value agrees with the events.',
      );
      mkdirSync(SHOTS, { recursive: true });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/audit-report-value-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await table.scrollIntoViewIfNeeded();
      expect(await sideways(page)).toBe(0);
      await page.screenshot({ path: `${SHOTS}/audit-report-value-390.png` });

      // --- The CSV file holds the value too.
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const lines = (await readFile((await saved.path())!, 'utf8')).split('\r\n');
      expect(lines).toContain('verified_by_replay,yes');
      expect(lines).toContain(`Main Warehouse,${shop.location.id},20,5`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
