import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  openAsOwner,
  openFromMenu,
  rowWith,
  section,
  sideways,
  twoProductOrder,
  until,
} from './support/screens';

const BUSINESS = 'Formats Supplies';
const SHOTS = '/tmp/shots';

/** Intl separates some parts with no-break spaces ("4,00 €", "20:38"); read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The order's totals under its Details table: each label with its amount. */
async function totalsOf(page: Page): Promise<string[]> {
  const totals = section(page, 'Details').getByLabel('Order totals');
  await totals.waitFor();
  const labels = await totals.locator('dt').allTextContents();
  const amounts = await totals.locator('dd').allTextContents();
  return labels.map((label, index) => plain(`${label} ${amounts[index]}`));
}

/** A day as de-DE writes it (04.12.2026), and a day with its time to the minute. */
const GERMAN_DAY = /^\d{2}\.\d{2}\.\d{4}$/;
const GERMAN_MOMENT = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;
/** A day as en-US writes it (Dec 4, 2026). */
const US_DAY = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

describeWithBrowser('dates and money in the provider’s locale, served by the built app', () => {
  const journey = useAppInBrowser();

  it('writes amounts, dates and counts in the locale and currency of the business settings, and the client portal in en-US with the provider’s currency', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(journey, BUSINESS);
    try {
      await mkdir(SHOTS, { recursive: true });
      await api(page, 'PUT', `${p}/settings`, { locale: 'de-DE', currency: 'EUR' });
      const { client, order } = await twoProductOrder(page, providerId);

      // --- The catalog: each price in euros, as Germany writes them.
      await page.goto(`${base}${p}/products`);
      await rowWith(page, 'Blue Widget').waitFor();
      expect((await cellsOf(rowWith(page, 'Blue Widget'))).map(plain)).toEqual([
        'Blue Widget',
        '4,00 €',
        'Active',
      ]);

      // --- The order: its prices, totals and the day it was created.
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const details = section(page, 'Details');
      expect((await cellsOf(rowWith(details, 'Red Gadget'))).map(plain)).toEqual([
        'Red Gadget',
        '4',
        '0',
        '4',
        '10,00 €',
      ]);
      expect(await totalsOf(page)).toEqual(['Subtotal 80,00 €', 'Tax 0,00 €', 'Total 80,00 €']);
      const created = plain(await page.getByText(/^Created /).textContent());
      expect(created.replace(/^Created /, '')).toMatch(GERMAN_MOMENT);
      await page.screenshot({ path: `${SHOTS}/formats-order-desktop.png`, fullPage: true });

      // --- On a phone: the same figures, nothing pushed sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel('Order totals').waitFor();
      await until(() => sideways(page), 0);
      await page.screenshot({ path: `${SHOTS}/formats-order-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- The orders list: the day of each order.
      await openFromMenu(page, 'Orders');
      const listed = rowWith(page, '#1001');
      await listed.waitFor();
      expect((await cellsOf(listed))[1]).toMatch(GERMAN_DAY);
      await page.screenshot({ path: `${SHOTS}/formats-orders-desktop.png`, fullPage: true });

      // --- The settings say how their locale and currency write an amount and a moment.
      await openFromMenu(page, 'Business', 'Business settings');
      const example = page.getByText(/^Amounts read like /);
      await example.waitFor();
      expect(plain(await example.textContent())).toBe(
        'Amounts read like 1.234,50 €. Dates read like 04.12.2026, 20:38.',
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await example.scrollIntoViewIfNeeded();
      await until(() => sideways(page), 0);
      await page.screenshot({ path: `${SHOTS}/formats-settings-phone.png` });
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- The client's portal cannot read the settings: en-US, in the order's own currency.
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        await cp.goto(`${base}/client/${client.key}/order/${order.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
        expect(await totalsOf(cp)).toEqual(['Subtotal €80.00', 'Tax €0.00', 'Total €80.00']);
        await cp.goto(`${base}/client/${client.key}`);
        const theirs = rowWith(cp, '#1001');
        await theirs.waitFor();
        expect((await cellsOf(theirs))[1]).toMatch(US_DAY);
        // Its New order page prices in the provider's currency, with the spec's labels.
        await cp.goto(`${base}/client/${client.key}/order`);
        await cp.getByText('€4.00 (Default)').first().waitFor();
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
