import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  cellsOf,
  confirm,
  ORDER_DETAILS_COLUMNS,
  openAsOwner,
  rowWith,
  section,
  sideways,
  toast,
  twoProductOrder,
  until,
} from './support/screens';

const BUSINESS = 'Shipments Supplies';
const TRACKING = '1Z999AA10123456784';

/** The order's status badge, once it reads `status`. */
function badge(page: Page, status: string) {
  return page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${status}$`, 'i') });
}

/** A shipment of the Shipments section, by its number (#1001-1). */
function shipment(page: Page, number: string) {
  return section(page, 'Shipments').getByRole('article', { name: `Shipment ${number}` });
}

describeWithBrowser('shipments, served by the built app', () => {
  const journey = useAppInBrowser();

  it('ships part of an order through the dialog, backorders the rest, ships the rest with Fullfill, and shows the shipments in the client portal', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(journey, BUSINESS);
    try {
      // --- Set-up through the API: two products in stock, an order of 10 and 4 for a client.
      const { client, order } = await twoProductOrder(page, providerId);

      // --- Pending: nothing shipped, everything to ship; Ship beside Fullfill and Cancel.
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      await badge(page, 'Pending').waitFor();
      const details = section(page, 'Details');
      expect(await details.getByRole('columnheader').allInnerTexts()).toEqual(
        ORDER_DETAILS_COLUMNS,
      );
      expect(await cellsOf(rowWith(details, 'Blue Widget'))).toEqual([
        'Blue Widget',
        '10',
        '0',
        '10',
        '$4.00',
      ]);
      await section(page, 'Shipments').getByText('Nothing has been shipped yet.').waitFor();
      const actions = section(page, 'Actions');
      expect(await actions.locator('a, button').allInnerTexts()).toEqual([
        'Fullfill',
        'Ship',
        'Cancel',
        'Copy client link',
        'Print Order Sheet',
      ]);

      // --- Ship: all that remains by default, today at the latest; nothing at all is refused.
      await actions.getByRole('button', { name: 'Ship', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Ship order #1001' });
      await dialog.waitFor();
      const widgets = dialog.getByRole('textbox', { name: 'Blue Widget' });
      const gadgets = dialog.getByRole('textbox', { name: 'Red Gadget' });
      expect(await widgets.inputValue()).toBe('10');
      expect(await gadgets.inputValue()).toBe('4');
      const day = dialog.getByLabel('Shipped on');
      expect(await day.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await day.getAttribute('max')).toBe(await day.inputValue());
      await widgets.fill('0');
      await gadgets.fill('0');
      await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
      await dialog.getByText('Enter a quantity for at least one product.').waitFor();

      // 6 of the 10 widgets and the 4 gadgets leave, by UPS.
      await widgets.fill('6');
      await gadgets.fill('4');
      await dialog.getByLabel('Carrier').fill('UPS');
      await dialog.getByLabel('Tracking number').fill(TRACKING);
      await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
      await toast(page, 'Shipment #1001-1 has been recorded.').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // --- Partially shipped: 4 widgets backordered, the shipment listed.
      await badge(page, 'Partially shipped').waitFor();
      await until(
        async () => JSON.stringify(await cellsOf(rowWith(details, 'Blue Widget'))),
        JSON.stringify(['Blue Widget', '10', '6', '4', '$4.00']),
      );
      expect(await cellsOf(rowWith(details, 'Red Gadget'))).toEqual([
        'Red Gadget',
        '4',
        '4',
        '0',
        '$10.00',
      ]);
      expect(await cellsOf(rowWith(details, 'Total'))).toEqual([
        'Total',
        '14',
        '10',
        '4',
        '$80.00',
      ]);
      const first = shipment(page, '#1001-1');
      await first.waitFor();
      expect(await first.textContent()).toContain('UPS');
      expect(await first.textContent()).toContain(TRACKING);
      expect(await cellsOf(rowWith(first, 'Blue Widget'))).toEqual(['Blue Widget', '6']);
      expect(await cellsOf(rowWith(first, 'Red Gadget'))).toEqual(['Red Gadget', '4']);
      expect(await seriousViolations(page)).toEqual([]);

      // --- On a phone: nothing scrolls sideways, the figures are stacked, the dialog fits.
      await page.setViewportSize({ width: 390, height: 844 });
      await details.locator('dt').filter({ hasText: 'Backordered' }).first().waitFor();
      expect(await details.getByRole('table').isVisible()).toBe(false);
      await until(() => sideways(page), 0);
      expect(await seriousViolations(page)).toEqual([]);
      await actions.getByRole('button', { name: 'Ship', exact: true }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Blue Widget' }).inputValue()).toBe('4');
      expect(await dialog.getByRole('textbox', { name: 'Red Gadget' }).count()).toBe(0);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await until(() => sideways(page), 0);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- Fullfill ships the rest: Complete, two shipments, nothing left to ship.
      await actions.getByRole('button', { name: 'Fullfill' }).click();
      await confirm(page, 'Mark this order as fulfilled?', 'Fullfill');
      await toast(page, 'The order has been updated.').waitFor();
      await badge(page, 'Complete').waitFor();
      const last = shipment(page, '#1001-2');
      await last.waitFor();
      expect(await cellsOf(rowWith(last, 'Blue Widget'))).toEqual(['Blue Widget', '4']);
      expect(await section(page, 'Shipments').getByRole('article').count()).toBe(2);
      expect(await cellsOf(rowWith(details, 'Total'))).toEqual([
        'Total',
        '14',
        '14',
        '0',
        '$80.00',
      ]);
      expect(await actions.locator('a, button').allInnerTexts()).toEqual([
        'Copy client link',
        'Print Order Sheet',
      ]);

      // --- The client's portal: the order Complete, both shipments with the tracking number.
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        await cp.goto(`${base}/client/${client.key}`);
        await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        const row = rowWith(cp, '#1001');
        expect((await cellsOf(row)).slice(2)).toEqual([BUSINESS, 'Complete']);
        await row.click();
        await cp.waitForURL(`${base}/client/${client.key}/order/${order.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
        const shipped = shipment(cp, '#1001-1');
        await shipped.waitFor();
        expect(await shipped.textContent()).toContain(TRACKING);
        expect(await cellsOf(rowWith(shipped, 'Red Gadget'))).toEqual(['Red Gadget', '4']);
        await shipment(cp, '#1001-2').waitFor();
        expect(await section(cp, 'Shipments').getByRole('article').count()).toBe(2);
        // Nothing of it may be cancelled or shipped from the portal.
        expect(await section(cp, 'Actions').getByRole('button').count()).toBe(0);
        expect(portal.problems).toEqual([]);
      } finally {
        await portal.context.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
