import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  confirm,
  openAsOwner,
  openFromMenu,
  rowWith,
  section,
  sideways,
  toast,
  twoProductOrder,
  until,
} from './support/screens';

const BUSINESS = 'Invoices Supplies';
const LEGAL_NAME = 'Invoices Supplies SARL';

/** The order's totals under its Details table: each label with its amount. */
async function totalsOf(page: Page): Promise<string[]> {
  const totals = section(page, 'Details').getByLabel('Order totals');
  await totals.waitFor();
  const labels = await totals.locator('dt').allTextContents();
  const amounts = await totals.locator('dd').allTextContents();
  return labels.map((label, index) => `${label} ${amounts[index]}`);
}

describeWithBrowser('invoices, served by the built app', () => {
  const journey = useAppInBrowser();

  it('sets EUR and a 20% tax in the Settings screen, shows the order in euros with its tax, issues INV-1001 and downloads its PDF; the client portal lists it with a working PDF link', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(journey, BUSINESS);
    try {
      // --- Settings: the owner sets the legal name, EUR and a default tax of 20%.
      await openFromMenu(page, 'Business', 'Business settings');
      const form = page.getByRole('form', { name: 'Business settings' });
      const legalName = form.getByRole('textbox', { name: 'Legal name' });
      await legalName.waitFor();
      expect(await form.getByRole('textbox', { name: 'Currency' }).inputValue()).toMatch(/^USD/);
      await legalName.fill(LEGAL_NAME);
      await form.getByRole('textbox', { name: 'Currency' }).click();
      await form.getByRole('textbox', { name: 'Currency' }).fill('EUR');
      await page.getByRole('option', { name: 'EUR — Euro', exact: true }).click();
      await form.getByRole('textbox', { name: 'Default tax rate' }).fill('20');
      await form.getByText('Amounts read like €1,234.50.').waitFor();
      expect(await form.getByRole('switch', { name: 'Invoice issued' }).isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await toast(page, 'Settings saved.').waitFor();
      const { settings } = await api<{
        settings: { legal_name: string; currency: string; default_tax_rate: number };
      }>(page, 'GET', `${p}/settings`);
      expect(settings).toMatchObject({
        legal_name: LEGAL_NAME,
        currency: 'EUR',
        default_tax_rate: 20,
      });

      // A refusal of the server is said at its field, in its words: a prefix it does not take.
      const prefix = form.getByRole('textbox', { name: 'Order number prefix' });
      await prefix.fill('A B');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await form
        .getByText('Order number prefix must be 1 to 10 letters, digits or the signs # - / .')
        .waitFor();
      expect(await prefix.getAttribute('aria-invalid')).toBe('true');
      await prefix.fill('#');
      expect(await prefix.getAttribute('aria-invalid')).toBe('false');

      // --- An order of 10 widgets at 4 and 4 gadgets at 10, through the API: 80 before tax.
      const { client, order } = await twoProductOrder(page, providerId);

      // --- The order in euros: each price, the total, and the tax line under the table.
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const details = section(page, 'Details');
      expect(await cellsOf(rowWith(details, 'Blue Widget'))).toEqual([
        'Blue Widget',
        '10',
        '0',
        '10',
        '€4.00',
      ]);
      expect(await totalsOf(page)).toEqual(['Subtotal €80.00', 'Tax 20% €16.00', 'Total €96.00']);
      expect((await cellsOf(rowWith(details, 'Total'))).at(-1)).toBe('€96.00');

      // --- The catalog writes prices in the provider's currency too.
      await page.goto(`${base}${p}/products`);
      await page.getByRole('cell', { name: '€4.00', exact: true }).first().waitFor();
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();

      // --- Issue the invoice: INV-1001 for the whole order; it is issued once.
      const invoices = section(page, 'Invoices');
      await invoices.getByText('No invoice has been issued yet.').waitFor();
      await invoices.getByRole('button', { name: 'Issue invoice' }).click();
      await confirm(
        page,
        'Issue an invoice for order #1001? It takes the next invoice number and cannot be withdrawn.',
        'Issue invoice',
      );
      await toast(page, 'Invoice INV-1001 has been issued.').waitFor();
      const row = rowWith(invoices, 'INV-1001');
      const cells = await cellsOf(row);
      expect(cells[0]).toBe('INV-1001');
      expect(cells[3]).toBe('€96.00');
      expect(cells.slice(1, 3).every((day) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(day))).toBe(
        true,
      );
      expect(await invoices.getByRole('button', { name: 'Issue invoice' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // --- Its PDF, read with the member's token and saved as INV-1001.pdf.
      const [answer, download] = await Promise.all([
        page.waitForResponse((r) => /\/api\/provider\/[^/]+\/invoices\/[^/]+\/pdf$/.test(r.url())),
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'PDF of INV-1001' }).click(),
      ]);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
      expect(download.suggestedFilename()).toBe('INV-1001.pdf');
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      // --- On a phone: nothing scrolls sideways; the invoice is a stacked entry.
      await page.setViewportSize({ width: 390, height: 844 });
      await invoices.getByRole('article', { name: 'Invoice INV-1001' }).waitFor();
      // Once the frame has moved its menu aside (a short transition after the resize).
      await until(() => sideways(page), 0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // --- The client's portal: INV-1001 with a PDF link that needs no token; nothing to issue.
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        await cp.goto(`${base}/client/${client.key}/order/${order.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
        expect(await totalsOf(cp)).toEqual(['Subtotal €80.00', 'Tax 20% €16.00', 'Total €96.00']);
        const theirs = section(cp, 'Invoices');
        const listed = rowWith(theirs, 'INV-1001');
        const theirCells = await cellsOf(listed);
        expect(theirCells[0]).toBe('INV-1001');
        expect(theirCells[2]).toBe('€96.00');
        expect(await theirs.getByRole('button').count()).toBe(0);
        const link = listed.getByRole('link', { name: 'PDF of INV-1001' });
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(new RegExp(`^/api/client/${client.key}/invoices/[0-9a-f-]+/pdf$`));
        const pdf = await cp.request.get(`${base}${href}`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
        expect(await seriousViolations(cp)).toEqual([]);
        expect(portal.problems).toEqual([]);
      } finally {
        await portal.context.close();
      }
      // The one refusal asked for (the prefix) is the one failed load.
      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
    } finally {
      await context.close();
    }
  });
});
