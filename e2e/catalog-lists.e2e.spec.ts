import { describeWithBrowser } from './support/browser';
import { chooseFile } from './support/controls';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  api,
  cellsOf,
  openFromMenu,
  rowWith,
  section,
  signUpOwner,
  toast,
} from './support/screens';

const BUSINESS = 'Catalog Supplies';

describeWithBrowser('catalog lists and imports, served by the built app', () => {
  // Its own DATA_DIR: nothing of this spec lands in the developer's .data.
  useMailbox();
  const journey = useAppInBrowser();

  it('pages the products and clients lists by 50 and offers every row in the pricing pickers, and imports clients from CSV', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, BUSINESS);
      const p = `/provider/${providerId}`;
      const number = (n: number) => String(n).padStart(2, '0');
      const products = Array.from({ length: 55 }, (_, i) => `Part ${number(i + 1)},${i + 1}`);
      await api(
        page,
        'POST',
        `${p}/products/import?dry_run=false`,
        `name,price\n${products.join('\n')}\n`,
      );
      const clients = Array.from(
        { length: 51 },
        (_, i) => `Client ${number(i + 1)},c${i + 1}@example.com`,
      );
      await api(
        page,
        'POST',
        `${p}/clients/import?dry_run=false`,
        `name,email\n${clients.join('\n')}\n`,
      );

      await openFromMenu(page, 'Products');
      await rowWith(page, 'Part 01').waitFor();
      const pager = page.getByLabel('Pagination');
      expect(await pager.getByText('1-50').count()).toBe(1);
      expect(await page.getByRole('row').count()).toBe(51);
      expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await rowWith(page, 'Part 55').waitFor();
      await pager.getByText('51-55').waitFor();
      expect(await page.getByRole('row').count()).toBe(6);
      expect(await cellsOf(rowWith(page, 'Part 55'))).toEqual(['Part 55', '$55.00', 'Active']);
      expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
      await pager.getByRole('button', { name: 'Previous page' }).click();
      await rowWith(page, 'Part 01').waitFor();

      // Clients: 51 over two pages; the list is sorted by name.
      await openFromMenu(page, 'Clients');
      await rowWith(page, 'Client 01').waitFor();
      await pager.getByText('1-50').waitFor();
      await pager.getByRole('button', { name: 'Next page' }).click();
      await rowWith(page, 'Client 51').waitFor();
      await pager.getByText('51-51').waitFor();

      // The custom pricing picker of a client offers products from the second page too.
      await rowWith(page, 'Client 51').click();
      await page.getByRole('heading', { level: 1, name: 'Client 51' }).waitFor();
      await section(page, 'Custom Pricing')
        .getByRole('button', { name: 'New custom pricing' })
        .click();
      const drawer = page.getByRole('dialog', { name: 'New custom pricing' });
      await drawer.getByRole('textbox', { name: 'Product', exact: true }).fill('Part 5');
      await page.getByRole('option', { name: 'Part 55', exact: true }).waitFor();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        'Part 50',
        'Part 51',
        'Part 52',
        'Part 53',
        'Part 54',
        'Part 55',
      ]);
      await page.getByRole('option', { name: 'Part 55', exact: true }).click();
      await drawer.getByLabel('Custom Price').fill('50');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Custom pricing has been saved').waitFor();
      expect(await cellsOf(rowWith(section(page, 'Custom Pricing'), 'Part 55'))).toEqual([
        'Part 55',
        '',
        '$50.00',
      ]);

      // Clients CSV import through the screen: a bad email is reported by line, then fixed.
      await openFromMenu(page, 'Clients');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const importModal = page.getByRole('dialog', { name: 'Import clients from CSV' });
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'clients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,email\nAaron Foods,aaron@example.com\nBroken,not-an-email\n'),
      });
      await importModal.getByText('Line 3: email must be a valid email address').waitFor();
      expect(await importModal.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
      await chooseFile(page, importModal.getByRole('button', { name: 'CSV file' }), {
        name: 'clients.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,email\nAaron Foods,aaron@example.com\n'),
      });
      await importModal.getByText('1 of 1 client is ready to import.').waitFor();
      await importModal.getByRole('button', { name: 'Import' }).click();
      await importModal.getByText('1 client imported.').waitFor();
      await importModal.getByRole('button', { name: 'Close', exact: true }).click();
      await rowWith(page, 'Aaron Foods').waitFor();
      expect(await cellsOf(rowWith(page, 'Aaron Foods'))).toEqual(['Aaron Foods', 'Active']);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);

  it("keeps a client page's buttons where they first appear while its link request block arrives", async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Steady Supplies');
      const p = `/provider/${providerId}`;
      // Given an email, a client has a link request: a block of a few lines in Actions.
      const { client } = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name: 'Corner Shop',
        email: 'corner-shop@example.com',
      });
      // The block's answer is held back until the test lets it go.
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await page.route(`**/api${p}/client/${client.id}/link_request`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${base}${p}/client/${client.id}`);
      await page.getByRole('heading', { level: 1, name: 'Corner Shop' }).waitFor();
      // From now on, every frame: where the Custom Pricing block's plus button is, once shown.
      await page.evaluate(() => {
        const g = globalThis as unknown as {
          document: {
            querySelector(s: string): { getBoundingClientRect(): { top: number } } | null;
          };
          requestAnimationFrame(callback: () => void): void;
          __buttonTops: number[];
        };
        g.__buttonTops = [];
        const sample = () => {
          const button = g.document.querySelector('button[aria-label="New custom pricing"]');
          if (button) g.__buttonTops.push(button.getBoundingClientRect().top);
          g.requestAnimationFrame(sample);
        };
        g.requestAnimationFrame(sample);
      });
      const tops = () =>
        page.evaluate(() => (globalThis as unknown as { __buttonTops: number[] }).__buttonTops);
      await page.waitForTimeout(500);
      release();
      await page.getByText('Link request', { exact: true }).waitFor();
      await section(page, 'Custom Pricing').getByText('There is no custom pricing yet.').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      const seen = await tops();
      // Shown, and never moved: one position in every frame since it first appeared.
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen).size).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);
});
