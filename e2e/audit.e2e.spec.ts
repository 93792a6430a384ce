import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  adjustReason,
  api,
  cellsOf,
  confirm,
  expectGridRow,
  openAsOwner,
  rowWith,
  section,
  stockedShop,
  toast,
  until,
} from './support/screens';

/** A moment in en-US with seconds, as the audit screens write it (Nov 21, 2025, 9:30:15 AM). */
const MOMENT = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M$/;

/** The ledger table's rows (newest first, loading placeholders left out) as their cells' texts. */
async function ledgerRows(history: Locator): Promise<string[][]> {
  const rows = history
    .locator('table')
    .first()
    .locator('tbody tr:not([data-testid="skeleton-row"])');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.getByRole('cell').allTextContents());
  return texts;
}

/** Waits until the ledger table has `count` rows, and answers them. */
async function ledgerOf(history: Locator, count: number): Promise<string[][]> {
  await until(async () => (await ledgerRows(history)).length, count);
  return ledgerRows(history);
}

/** `at` (ms) as a datetime-local input takes it, in the browser's own time zone. */
function localInput(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
    return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
  }, at);
}

describeWithBrowser('audit screens, served by the built app', () => {
  const journey = useAppInBrowser();

  it("replays a product's stock history, shows the inventory as it stood at an earlier moment and lists an order's history", async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Audit Supplies',
    );
    try {
      await context.addInitScript(() => {
        (globalThis as unknown as { print: () => void }).print = () => {};
      });
      const { users } = await api<{ users: { email: string }[] }>(page, 'GET', `${p}/users`);
      const { email } = users[0];
      const owner = `${email}User`;

      // --- 10 received, then (a whole second later) 3 ordered: `between` falls between them.
      const shop = await stockedShop(page, providerId, 10);
      const between = Math.ceil((Date.now() + 1) / 1000) * 1000;
      await new Promise((resolve) => setTimeout(resolve, between + 300 - Date.now()));
      const order = await shop.order(3);

      // --- Product detail: the ledger, newest first, with the figures each change left.
      await page.goto(`${base}${p}/product/${shop.product.id}`);
      const history = section(page, 'Stock history');
      const [ordered, received] = await ledgerOf(history, 2);
      expect(
        await history.locator('table').first().getByRole('columnheader').allInnerTexts(),
      ).toEqual([
        'When',
        'Location',
        'What',
        'Why',
        'Who',
        'Current change',
        'Committed change',
        'Current',
        'Committed',
      ]);
      expect(ordered[0]).toMatch(MOMENT);
      expect([ordered.slice(1), received.slice(1)]).toEqual([
        ['Main Warehouse', 'Placed · Order', '—', owner, '-3', '+3', '7', '3'],
        ['Main Warehouse', 'Placed · In', '—', owner, '+10', '0', '10', '0'],
      ]);
      // The chart: an svg with a current and a committed line for the location.
      await history.locator('svg.recharts-surface').first().waitFor();
      expect(await history.locator('path.recharts-line-curve').count()).toBe(2);
      await history.getByText('Main Warehouse current', { exact: true }).waitFor();
      await history.getByText('Main Warehouse committed', { exact: true }).waitFor();
      await history.getByText('All 2 stock changes. Committed is dashed.').waitFor();
      // The export: the same rows as a CSV file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        history.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('stock-history.csv');
      const [header, ...lines] = (await readFile((await download.path())!, 'utf8'))
        .trimEnd()
        .split('\r\n');
      expect(header).toBe(
        'at,position,product_id,location_id,event_type,order_type,order_id,actor_type,actor,' +
          'delta_current,delta_committed,running_current,running_committed,effective_at,reason,note',
      );
      // From product_id to the figures (the IN's id is not known here): the table's rows; then
      // the effective time, the recorded one for these, and no reason or note.
      const where = `${shop.product.id},${shop.location.id}`;
      expect(lines.map((line) => line.split(',').slice(13).join(','))).toEqual(
        lines.map((line) => `${line.split(',')[0]},,`),
      );
      expect(lines.map((line) => line.split(',').slice(2, 13).join(','))).toEqual([
        `${where},placed,ORDER,${order.id},user,${email},-3,3,7,3`,
        expect.stringMatching(
          new RegExp(`^${where},placed,IN,[0-9a-f-]{36},user,[^,]+,10,0,10,0$`),
        ),
      ]);
      expect(lines[1]).toContain(`,user,${email},`);
      // Newest first, as the table: the order came a second after the stock.
      const at = lines.map((line) => Date.parse(line.split(',')[0]));
      expect(at[0] - at[1]).toBeGreaterThanOrEqual(300);
      // A row opens its movement.
      await history.getByRole('link', { name: 'Placed · In' }).click();
      await page.waitForURL(new RegExp(`${p}/transaction/[0-9a-f-]{36}$`));
      await page.getByRole('heading', { level: 1, name: /^In / }).waitFor();

      // --- Inventory: live, then as of the moment between the two, then live again.
      await page.goto(`${base}${p}/inventory`);
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '7', '3']);
      // The signed checkpoints, to keep outside the database: one signed line per checkpoint.
      const { checkpoint } = await api<{ checkpoint: { signature: string } }>(
        page,
        'POST',
        `${p}/audit/checkpoints`,
        {},
      );
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download signed checkpoints' }).click(),
      ]);
      expect(saved.suggestedFilename()).toBe('stock-checkpoints.jsonl');
      const kept = (await readFile((await saved.path())!, 'utf8')).trim().split('\n');
      expect(kept.map((line) => JSON.parse(line).signature)).toEqual([checkpoint.signature]);
      const adjust = page.getByRole('button', { name: 'Adjust inventory' });
      const asOf = page.getByRole('textbox', { name: 'As of', exact: true });
      expect(await adjust.isEnabled()).toBe(true);
      await asOf.fill(await localInput(page, between));
      const banner = page.getByRole('status').filter({ hasText: 'Historical view' });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(
        `Historical view — stock as of ${await page.evaluate(
          (ms) =>
            new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(
              ms,
            ),
          between,
        )}`,
      );
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '10', '0']);
      expect(new URL(page.url()).searchParams.get('as_of')).toBe(new Date(between).toISOString());
      expect(await adjust.isDisabled()).toBe(true);
      // A reload keeps the moment: the view can be linked to.
      await page.reload();
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '10', '0']);
      // Before anything was received, nothing was there.
      await asOf.fill(await localInput(page, between - 60_000));
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '0', '0']);
      await page.getByRole('button', { name: 'Back to live' }).click();
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '7', '3']);
      await banner.waitFor({ state: 'detached' });
      expect(await adjust.isEnabled()).toBe(true);
      expect(await asOf.inputValue()).toBe('');

      // --- Order detail: its History, oldest first, following what is done to the order.
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const orderHistory = section(page, 'History');
      const placed = await cellsOf(rowWith(orderHistory, 'Placed'));
      expect(placed.slice(0, 2)).toEqual(['Placed', owner]);
      expect(placed[2]).toMatch(MOMENT);
      const notes = section(page, 'Notes');
      await notes.getByRole('button', { name: 'Edit notes' }).click();
      await notes.getByRole('textbox', { name: 'Notes' }).fill('Leave at dock 4');
      await notes.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The order has been updated.').waitFor();
      await section(page, 'Actions').getByRole('button', { name: 'Fullfill' }).click();
      await confirm(page, 'Mark this order as fulfilled?', 'Fullfill');
      const events = () =>
        orderHistory
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => row.querySelector('td p')?.textContent));
      await until(
        async () => JSON.stringify(await events()),
        // Fullfill ships what remains (a shipment), then the order is complete.
        JSON.stringify(['Placed', 'Notes edited', 'Shipped', 'Fulfilled']),
      );
      expect(await orderHistory.locator('tbody tr').nth(1).textContent()).toContain(
        'Leave at dock 4',
      );

      // Fulfilling took the committed units away: the ledger says so.
      await page.goto(`${base}${p}/product/${shop.product.id}`);
      const [fulfilled] = await ledgerOf(history, 3);
      expect(fulfilled.slice(2)).toEqual(['Fulfilled · Order', '—', owner, '0', '-3', '7', '0']);

      // --- Issue 18: a count back-dated to `between` needs a reason; the history shows both
      // times, and the figure explains itself from the grid and from the product page.
      await page.goto(`${base}${p}/adjust`);
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      await page
        .getByRole('textbox', { name: 'Blue Widget at Main Warehouse', exact: true })
        .fill('5');
      await page
        .getByRole('textbox', { name: 'Effective date' })
        .fill(await localInput(page, between));
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      // Said beside the Reason field (issue 38), not in a toast.
      await page.getByText('Select a reason for the adjustment.').waitFor();
      expect(page.url()).toBe(`${base}${p}/adjust`);
      await adjustReason(page, 'Count');
      await page.getByRole('textbox', { name: 'Note' }).fill('Shelf recount');
      await page.getByRole('button', { name: 'Adjust inventory' }).click();
      await confirm(page, 'Are you sure you want to adjust the inventory?', 'Confirm');
      await toast(page, 'The adjustment has been created.').waitFor();
      await page.waitForURL(`${base}${p}/inventory`);
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '5', '0']);
      // The grid's cell: the changes that made 5, ending at 5.
      await page.getByRole('button', { name: 'Explain Blue Widget at Main Warehouse' }).click();
      const explained = page.getByRole('dialog', {
        name: 'How Blue Widget at Main Warehouse was reached',
      });
      await explained.getByText('Shelf recount').waitFor();
      const balances = async () =>
        (await explained.locator('tbody tr').all()).length > 0
          ? await explained.locator('tbody tr td:last-child').allInnerTexts()
          : [];
      await until(async () => (await balances()).at(-1), '5');
      expect(await balances()).toEqual(['10', '8', '5', '5']);

      await page.goto(`${base}${p}/product/${shop.product.id}`);
      const [counted] = await ledgerOf(history, 4);
      expect(counted[0]).toMatch(/^Effective .*Recorded /);
      expect(counted.slice(1, 4)).toEqual([
        'Main Warehouse',
        'Placed · Adjustment',
        'CountShelf recount',
      ]);
      // Product detail's Inventory: the Total explains itself too (current plus committed).
      await section(page, 'Inventory')
        .getByRole('button', { name: 'Explain the total at Main Warehouse' })
        .click();
      const total = page.getByRole('dialog', {
        name: 'How the total at Main Warehouse was reached',
      });
      await total.getByText('Shelf recount').waitFor();
      expect((await total.locator('tbody tr td:last-child').allInnerTexts()).at(-1)).toBe('5');

      // --- Not on the print sheet, nor in the client's view.
      await page.goto(`${base}${p}/print/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      await section(page, 'Notes').waitFor();
      expect(await section(page, 'History').count()).toBe(0);
      await page.goto(`${base}/client/${shop.client.key}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      await section(page, 'Provider').waitFor();
      expect(await section(page, 'History').count()).toBe(0);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
