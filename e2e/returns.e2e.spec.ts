import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  confirm,
  openAsOwner,
  rowWith,
  section,
  sideways,
  stockedShop,
  toast,
  until,
} from './support/screens';

const BUSINESS = 'Returns Supplies';
const TRACKING = '1Z999AA10123456784';

/** The serious axe violations, the pointer off what was clicked last (a hovered button's colour is the theme's). */
async function violations(page: Page) {
  await page.mouse.move(0, 0);
  return seriousViolations(page);
}

/** A return of the Returns section, by its number (#1001-R1). */
function aReturn(page: Page, number: string) {
  return section(page, 'Returns').getByRole('article', { name: `Return ${number}` });
}

/** The status badge of a return, once it reads `status`. */
function statusOf(article: Locator, status: string) {
  return article.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${status}$`, 'i') });
}

/** The titles of the Activity timeline's steps, oldest first. */
function timelineOf(page: Page): Promise<string[]> {
  return section(page, 'Activity').locator('.mantine-Timeline-itemTitle').allInnerTexts();
}

/** Picks `option` in the Select labelled `label` within `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Whether the dialog fits a phone's width. */
async function fitsPhone(dialog: Locator): Promise<boolean> {
  const box = (await dialog.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= 390;
}

describeWithBrowser('returns, served by the built app', () => {
  const journey = useAppInBrowser();

  it('lets the client ask for a return from the portal; staff refuse one, approve, receive it (part restocked, part written off) with its credit note; both see it in Returns, Invoices and the timeline', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(journey, BUSINESS);
    const portal = await journey.open({ consoleErrors: true });
    const cp = portal.page;
    try {
      // --- Set-up through the API: 10 widgets ordered, shipped by UPS, invoiced (INV-1001).
      const shop = await stockedShop(page, providerId, 20);
      const { product, client } = shop;
      const order = await shop.order(10);
      const o = `${p}/order/${order.id}`;
      await api(page, 'POST', `${o}/shipments`, {
        products: [{ product_id: product.id, quantity: 10 }],
        shipped_on: new Date().toISOString().slice(0, 10),
        carrier: 'UPS',
        tracking_number: TRACKING,
      });
      await api(page, 'POST', `${o}/invoices`, {});

      // --- The portal: shipped, nothing returned yet; Return items opens the dialog.
      await cp.goto(`${base}/client/${client.key}/order/${order.id}`);
      await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const theirReturns = section(cp, 'Returns');
      await theirReturns
        .getByText('Nothing has been returned. Use Return items to send something back.')
        .waitFor();
      await theirReturns.getByRole('button', { name: 'Return items' }).click();
      const ask = cp.getByRole('dialog', { name: 'Return items from order #1001' });
      await ask.waitFor();
      const widgets = ask.getByRole('group', { name: 'Blue Widget' });
      await widgets.getByText('Up to 10 can be returned').waitFor();
      await ask.getByRole('button', { name: 'Ask for return' }).click();
      await ask.getByText('Enter a quantity for at least one product.').waitFor();
      await widgets.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await ask.getByRole('button', { name: 'Ask for return' }).click();
      await widgets.getByText('Choose a reason.').waitFor();
      await choose(cp, widgets, 'Reason', 'Damaged');
      expect(await violations(cp)).toEqual([]);

      // Meanwhile staff record a return of 9 for the client: the open dialog follows live (the
      // order's push reads its returns again), offers the 1 left and refuses the 2 asked.
      await api(page, 'POST', `${o}/returns`, {
        products: [{ product_id: product.id, quantity: 9, reason: 'NOT_NEEDED' }],
      });
      await widgets.getByText('Up to 1 can be returned').waitFor();
      await ask.getByRole('button', { name: 'Ask for return' }).click();
      await widgets.getByText('At most 1 can be returned.').waitFor();
      await ask.getByRole('button', { name: 'Close', exact: true }).click();
      await ask.waitFor({ state: 'hidden' });
      await statusOf(aReturn(cp, '#1001-R1'), 'Requested').waitFor();

      // --- Staff refuse that one, saying why.
      await page.goto(`${base}${o}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const first = aReturn(page, '#1001-R1');
      await statusOf(first, 'Requested').waitFor();
      await first.getByRole('button', { name: 'Refuse return #1001-R1' }).click();
      const refuse = page.getByRole('dialog', { name: 'Refuse return #1001-R1' });
      await refuse.getByRole('button', { name: 'Refuse return' }).click();
      await refuse.getByText('Say why the return is refused.').waitFor();
      await refuse.getByRole('textbox', { name: 'Reason' }).fill('Recorded by mistake.');
      await refuse.getByRole('button', { name: 'Refuse return' }).click();
      await toast(page, 'Return #1001-R1 has been refused.').waitFor();
      await refuse.waitFor({ state: 'hidden' });
      await statusOf(first, 'Refused').waitFor();
      await first.getByText('Recorded by mistake.').waitFor();

      // --- The client asks again: 2 widgets, damaged, with a note.
      await cp.reload();
      await statusOf(aReturn(cp, '#1001-R1'), 'Refused').waitFor();
      await theirReturns.getByRole('button', { name: 'Return items' }).click();
      await ask.waitFor();
      await widgets.getByText('Up to 10 can be returned').waitFor();
      await widgets.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await choose(cp, widgets, 'Reason', 'Damaged');
      await ask.getByRole('textbox', { name: 'Note' }).fill('Two arrived with cracked casings.');
      await ask.getByRole('button', { name: 'Ask for return' }).click();
      await toast(cp, 'Return #1001-R2 has been requested.').waitFor();
      await ask.waitFor({ state: 'hidden' });
      const theirs = aReturn(cp, '#1001-R2');
      await statusOf(theirs, 'Requested').waitFor();
      expect(await theirs.textContent()).toContain('Damaged');
      expect(await theirs.textContent()).toContain('Two arrived with cracked casings.');

      // --- Staff approve it, then receive it: 1 restocked, 1 written off (Damage, as it came
      // back damaged); its credit note goes out with it.
      await page.reload();
      const second = aReturn(page, '#1001-R2');
      await statusOf(second, 'Requested').waitFor();
      await second.getByRole('button', { name: 'Approve return #1001-R2' }).click();
      await confirm(
        page,
        'Approve return #1001-R2? The client may then send the 2 units back.',
        'Approve',
      );
      await toast(page, 'Return #1001-R2 has been approved.').waitFor();
      await statusOf(second, 'Approved').waitFor();
      await second.getByRole('button', { name: 'Receive return #1001-R2' }).click();
      const receive = page.getByRole('dialog', { name: 'Receive return #1001-R2' });
      await receive.waitFor();
      expect(await receive.getByRole('textbox', { name: 'Restock at' }).inputValue()).toBe(
        'Main Warehouse',
      );
      const line = receive.getByRole('group', { name: 'Blue Widget' });
      expect(await line.getByRole('textbox', { name: 'Restock' }).inputValue()).toBe('2');
      expect(await line.getByRole('textbox', { name: 'Write-off reason' }).count()).toBe(0);
      await line.getByRole('textbox', { name: 'Write off' }).fill('1');
      await until(() => line.getByRole('textbox', { name: 'Restock' }).inputValue(), '1');
      expect(await line.getByRole('textbox', { name: 'Write-off reason' }).inputValue()).toBe(
        'Damage',
      );
      expect(await violations(page)).toEqual([]);
      await receive.getByRole('button', { name: 'Receive', exact: true }).click();
      await toast(page, 'Credit note CN-1001 issued.').waitFor();
      await receive.waitFor({ state: 'hidden' });
      await statusOf(second, 'Received').waitFor();
      await second.getByText('Credit note CN-1001 · restocked at Main Warehouse').waitFor();
      expect(await second.textContent()).toContain('1 restocked · 1 written off (Damage)');
      expect(await second.getByRole('button').count()).toBe(0);

      // One restocked: 20 in, 10 shipped, 1 back.
      const { stock } = await api<{ stock: { location_name: string; current_stock: number }[] }>(
        page,
        'GET',
        `${p}/product/${product.id}/stock`,
      );
      expect(stock.find((entry) => entry.location_name === 'Main Warehouse')?.current_stock).toBe(
        11,
      );

      // --- Invoices: INV-1001 and the credit note CN-1001 of the return, each with its PDF.
      const invoices = section(page, 'Invoices');
      const credit = rowWith(invoices, 'Credit note CN-1001 · return #1001-R2');
      const cells = await cellsOf(credit);
      expect(cells[2]).toBe('—');
      expect(cells[3]).toBe('$8.00');
      await credit.getByRole('button', { name: 'PDF of CN-1001' }).waitFor();
      await rowWith(invoices, 'INV-1001').waitFor();

      // --- The timeline, oldest first: shipped, invoiced, returned, credited.
      await until(async () => (await timelineOf(page)).length, 9);
      expect(await timelineOf(page)).toEqual([
        'Order placed',
        'Shipment #1001-1 shipped',
        'Invoice INV-1001 issued',
        'Return #1001-R1 requested',
        'Return #1001-R1 refused',
        'Return #1001-R2 requested',
        'Return #1001-R2 approved',
        'Return #1001-R2 received',
        'Credit note CN-1001 issued',
      ]);
      const activity = section(page, 'Activity');
      expect(await activity.textContent()).toContain(`UPS · ${TRACKING}`);
      expect(await activity.textContent()).toContain('$8.00 · return #1001-R2');
      expect(await violations(page)).toEqual([]);

      // --- On a phone: the Activity above the order, its latest steps first; nothing scrolls
      // sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await activity.getByRole('button', { name: 'Show 6 earlier steps' }).waitFor();
      const steps = activity.getByRole('listitem');
      await until(async () => (await steps.filter({ visible: true }).count()) as number, 3);
      const activityBox = (await activity.boundingBox())!;
      const detailsBox = (await section(page, 'Details').boundingBox())!;
      expect(activityBox.y).toBeLessThan(detailsBox.y);
      await activity.getByRole('button', { name: 'Show 6 earlier steps' }).click();
      await until(async () => (await steps.filter({ visible: true }).count()) as number, 9);
      await until(() => sideways(page), 0);
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- The client: the return Received, the refusal's reason, and the credit note with a
      // PDF link that needs no token; on a phone, the Return dialog fits.
      await cp.reload();
      await statusOf(theirs, 'Received').waitFor();
      await theirs.getByText('Credit note CN-1001').waitFor();
      await aReturn(cp, '#1001-R1').getByText('Recorded by mistake.').waitFor();
      expect(await theirs.getByRole('button').count()).toBe(0);
      const listed = rowWith(section(cp, 'Invoices'), 'Credit note CN-1001 · return #1001-R2');
      const theirCells = await cellsOf(listed);
      expect(theirCells[2]).toBe('$8.00');
      const link = listed.getByRole('link', { name: 'PDF of CN-1001' });
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/api/client/${client.key}/invoices/[0-9a-f-]+/pdf$`));
      const pdf = await cp.request.get(`${base}${href}`);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(await section(cp, 'Activity').textContent()).toContain('Credit note CN-1001 issued');
      expect(await violations(cp)).toEqual([]);

      await cp.setViewportSize({ width: 390, height: 844 });
      await theirReturns.getByRole('button', { name: 'Return items' }).click();
      await ask.waitFor();
      await widgets.getByText('Up to 8 can be returned').waitFor();
      expect(await fitsPhone(ask)).toBe(true);
      await until(() => sideways(cp), 0);
      expect(await violations(cp)).toEqual([]);
      await ask.getByRole('button', { name: 'Close', exact: true }).click();
      await ask.waitFor({ state: 'hidden' });

      // The 2 of the 1 left were refused in the dialog, never sent: nothing failed to load.
      expect(portal.problems).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await portal.context.close();
      await context.close();
    }
    // A long journey: two browsers, four dialogs, three documents.
  }, 120_000);
});
