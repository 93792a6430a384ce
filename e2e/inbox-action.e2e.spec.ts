import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { choose } from './support/controls';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  openAsOwner,
  openFromMenu,
  rowWith,
  sideways,
  stockedShop,
  until,
} from './support/screens';

/** The order numbers of the list, top to bottom (the header row left out). */
function listedNumbers(page: Page): Promise<string[]> {
  return page
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
}

/** A row's mark, as it reads: the dot named "Needs action", the "Return to handle" badge, or none. */
async function markOf(row: Locator): Promise<string> {
  const dots = await row.getByRole('img', { name: 'Needs action', exact: true }).count();
  const returns = await row.getByText('Return to handle', { exact: true }).count();
  return [dots ? 'Needs action' : '', returns ? 'Return to handle' : ''].join('') || 'none';
}

/** Whether the row's left edge is drawn (the first cell's inset shadow). */
function edgeOf(row: Locator): Promise<boolean> {
  return row
    .getByRole('cell')
    .first()
    .evaluate((cell) => {
      const { getComputedStyle } = globalThis as unknown as {
        getComputedStyle(target: unknown): { boxShadow: string };
      };
      return getComputedStyle(cell).boxShadow.includes('inset');
    });
}

describeWithBrowser('the inbox leads with what needs action, served by the built app', () => {
  const journey = useAppInBrowser();

  it('lists pending, partly shipped and returned orders first, marked, with a view of them alone in the address; the Orders list shows orders', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Action Supplies',
    );
    try {
      // --- Set-up through the API: 100 widgets in stock (MV-1001), then four orders.
      const { product, client, order } = await stockedShop(page, providerId, 100);
      const ship = (id: string, quantity: number) =>
        api(page, 'POST', `${p}/order/${id}/shipments`, {
          products: [{ product_id: product.id, quantity }],
        });
      // #1001: shipped in full, then the client asks to return one: it waits again.
      const returned = await order(2);
      await ship(returned.id, 2);
      await api(
        page,
        'POST',
        `/client/${client.key}/order/${returned.id}/returns`,
        { products: [{ product_id: product.id, quantity: 1, reason: 'DAMAGED' }] },
        false,
      );
      // #1002: complete, nothing to do.
      const complete = await order(2);
      await api(page, 'PUT', `${p}/order/${complete.id}`, { fulfilled: true });
      // #1003: 1 of 4 shipped.
      const partly = await order(4);
      await ship(partly.id, 1);
      // #1004: pending.
      await order(1);

      // --- The inbox: what waits first (newest first), marked; the complete order last.
      await page.goto(`${base}${p}/inbox`);
      await page.getByRole('heading', { level: 1, name: /^Inbox/ }).waitFor();
      await rowWith(page, '#1002').waitFor();
      expect(await listedNumbers(page)).toEqual(['#1004', '#1003', '#1001', '#1002']);
      const statuses: string[] = [];
      const marks: string[] = [];
      const edges: boolean[] = [];
      for (const number of ['#1004', '#1003', '#1001', '#1002']) {
        const row = rowWith(page, number);
        const cells = await cellsOf(row);
        expect(cells.slice(2, 4)).toEqual(['Acme Retail', 'Main Warehouse']);
        statuses.push(cells[4]);
        marks.push(await markOf(row));
        edges.push(await edgeOf(row));
      }
      // The status badge says what a pending or partly shipped order waits for; the dot adds
      // no text to the cell, the return's badge does.
      expect(statuses).toEqual([
        'Pending',
        'Partially shipped',
        'CompleteReturn to handle',
        'Complete',
      ]);
      expect(marks).toEqual(['Needs action', 'Needs action', 'Return to handle', 'none']);
      expect(edges).toEqual([true, true, true, false]);
      expect(await page.getByTestId('page-count').textContent()).toBe('4');
      const views = page.getByRole('radiogroup', { name: 'Inbox view' });
      expect(await views.getByRole('radio', { name: 'All', exact: true }).isChecked()).toBe(true);
      expect(
        await views.getByRole('radio', { name: 'Needs action (3)', exact: true }).isChecked(),
      ).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);

      // --- One click: those three alone, the view in the address.
      await views.getByText('Needs action (3)', { exact: true }).click();
      await page.waitForURL(`${base}${p}/inbox?view=action`);
      await until(async () => (await listedNumbers(page)).join(' '), '#1004 #1003 #1001');
      expect(await page.getByTestId('page-count').textContent()).toBe('3');
      expect(
        await views.getByRole('radio', { name: 'Needs action (3)', exact: true }).isChecked(),
      ).toBe(true);

      // A link to it opens it.
      await page.goto(`${base}${p}/inbox?view=action`);
      await rowWith(page, '#1001').waitFor();
      expect(await listedNumbers(page)).toEqual(['#1004', '#1003', '#1001']);
      expect(
        await views.getByRole('radio', { name: 'Needs action (3)', exact: true }).isChecked(),
      ).toBe(true);

      // Live: the rest of #1003 ships; it leaves this view, and the count follows.
      await ship(partly.id, 3);
      await until(async () => (await listedNumbers(page)).join(' '), '#1004 #1001');
      await views.getByText('Needs action (2)', { exact: true }).waitFor();
      expect(await page.getByTestId('page-count').textContent()).toBe('2');

      // --- All again: the plain address; #1003 now heads the orders that wait for nothing.
      await views.getByText('All', { exact: true }).click();
      await page.waitForURL(`${base}${p}/inbox`);
      await until(async () => (await listedNumbers(page)).join(' '), '#1004 #1001 #1003 #1002');
      expect(await markOf(rowWith(page, '#1003'))).toBe('none');
      expect(await views.getByRole('radio', { name: 'Needs action (2)' }).count()).toBe(1);

      // --- A phone: the control fits, nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}${p}/inbox?view=action`);
      // The rows are cards at this width.
      const cards = page.getByRole('list', { name: 'Orders', exact: true }).getByRole('listitem');
      await cards.filter({ hasText: '#1004' }).waitFor();
      const box = (await views.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await until(() => sideways(page), 0);
      await views.getByText('All', { exact: true }).click();
      await cards.filter({ hasText: '#1002' }).waitFor();
      await until(() => sideways(page), 0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- The Orders list shows orders (newest first); its Type filter shows the movements.
      await openFromMenu(page, 'Orders');
      await rowWith(page, '#1001').waitFor();
      expect(await listedNumbers(page)).toEqual(['#1004', '#1003', '#1002', '#1001']);
      expect(await page.getByTestId('page-count').textContent()).toBe('4');
      await choose(page, page.locator('body'), 'Type', 'All');
      await rowWith(page, 'MV-1001').waitFor();
      expect(await listedNumbers(page)).toEqual(['#1004', '#1003', '#1002', '#1001', 'MV-1001']);
      await choose(page, page.locator('body'), 'Type', 'In');
      await until(async () => (await listedNumbers(page)).join(' '), 'MV-1001');
      await rowWith(page, 'MV-1001').click();
      await page.getByRole('heading', { level: 1, name: 'In MV-1001', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/\/transaction\/[0-9a-f-]{36}$/);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
