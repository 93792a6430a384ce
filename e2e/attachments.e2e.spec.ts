import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  confirm,
  openAsOwner,
  rowWith,
  section,
  stockedShop,
  toast,
} from './support/screens';

/** The Attachments table's columns (the print sheet has no Actions). */
const COLUMNS = ['File', 'Type', 'Size', 'Uploaded by', 'Date', 'Actions'];

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Picks a file in the Attachments section's picker. */
function pick(attachments: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  return attachments.locator('input[type="file"]').setInputFiles(file);
}

/** Clicks `button` in the row of `fileName` and answers the download it starts. */
async function download(page: Page, attachments: Locator, fileName: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    rowWith(attachments, fileName).getByRole('button', { name: 'Download' }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describeWithBrowser('order attachments, served by the built app', () => {
  const journey = useAppInBrowser();

  it('uploads, lists, downloads, copies the link of and deletes attachments; the print sheet and the client only list and download', async () => {
    const owner = await openAsOwner(journey, 'Attachments Supplies');
    const { base, context, page, problems, providerId, p } = owner;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await context.addInitScript(() => {
        (globalThis as unknown as { print: () => void }).print = () => {};
      });

      // --- Set-up through the API: an order of a client.
      const shop = await stockedShop(page, providerId, 5);
      const order = await shop.order(1);

      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const attachments = section(page, 'Attachments');
      await attachments.getByText('There are no attachments.').waitFor();
      const uploadButton = attachments.getByRole('button', { name: 'Upload' });
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/files?'))
          uploads.push(request.url());
      });

      // --- Checked in the browser first: nothing chosen, a wrong type, too large.
      await uploadButton.click();
      await attachments.getByText('Selecciona un archivo', { exact: true }).waitFor();
      await pick(attachments, { name: 'notes.txt', mimeType: 'text/plain', buffer: PDF });
      await attachments.getByText('Unsupported file type', { exact: true }).waitFor();
      await uploadButton.click();
      await pick(attachments, {
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      });
      await attachments.getByText('File is larger than 10 MB', { exact: true }).waitFor();
      await uploadButton.click();
      expect(uploads).toEqual([]);

      // The server judges the bytes: a "PDF" that is not one is refused with its reason.
      await pick(attachments, {
        name: 'fake.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('not a pdf at all'),
      });
      await uploadButton.click();
      await toast(page, 'Unable to upload attachment').waitFor();
      await attachments.getByText('Unsupported file type', { exact: true }).waitFor();
      expect(uploads).toEqual([`${base}/api${p}/files?bucket=order_attachments`]);

      // --- A PDF and a PNG (by extension, without a type) are uploaded and listed.
      await pick(attachments, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
      await uploadButton.click();
      await toast(page, 'Attachment uploaded').waitFor();
      const [, type, size, role, date, actions] = await cellsOf(
        rowWith(attachments, 'invoice.pdf'),
      );
      expect([type, size, role, actions]).toEqual(['PDF', `${PDF.length} B`, 'Provider', '']);
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(await attachments.getByRole('columnheader').allInnerTexts()).toEqual(COLUMNS);
      const png = await sharp({
        create: { width: 40, height: 40, channels: 3, background: '#3366cc' },
      })
        .png()
        .toBuffer();
      await pick(attachments, { name: 'photo.png', mimeType: '', buffer: png });
      await uploadButton.click();
      expect(png.length).toBeLessThan(1024);
      expect((await cellsOf(rowWith(attachments, 'photo.png'))).slice(1, 4)).toEqual([
        'PNG',
        `${png.length} B`,
        'Provider',
      ]);
      // Kept after a reload: the server has them, the PNG's type named by its extension.
      await page.reload();
      await rowWith(section(page, 'Attachments'), 'photo.png').waitFor();
      await rowWith(section(page, 'Attachments'), 'invoice.pdf').waitFor();
      const stored = await api<{
        order: { attachments: { file_name: string; file_type: string }[] };
      }>(page, 'GET', `${p}/order/${order.id}`);
      expect(stored.order.attachments.map((each) => [each.file_name, each.file_type])).toEqual([
        ['invoice.pdf', 'application/pdf'],
        ['photo.png', 'image/png'],
      ]);

      // --- Download through the signed link, under the file's own name.
      const saved = await download(page, attachments, 'invoice.pdf');
      expect(saved.name).toBe('invoice.pdf');
      expect(saved.bytes.equals(PDF)).toBe(true);

      // Copy link: the signed link, which works without signing in.
      await rowWith(attachments, 'invoice.pdf').getByRole('button', { name: 'Copy link' }).click();
      await toast(page, 'Link copied').waitFor();
      const copied = await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      );
      expect(copied).toMatch(
        new RegExp(`^${base}/api/files/order_attachments/.+\\?expires=\\d+&signature=.+$`),
      );
      expect((await context.request.get(copied)).status()).toBe(200);

      // No link to be had, or no file behind it: the spec's toasts.
      const links = (url: URL) => url.pathname.endsWith('/download');
      await page.route(links, (route) => route.fulfill({ status: 500, body: '{}' }));
      await rowWith(attachments, 'invoice.pdf').getByRole('button', { name: 'Download' }).click();
      await toast(page, 'Unable to generate download link').waitFor();
      await page.unroute(links);
      const files = (url: URL) => url.pathname.startsWith('/api/files/order_attachments/');
      await page.route(files, (route) => route.fulfill({ status: 404, body: '' }));
      await rowWith(attachments, 'invoice.pdf').getByRole('button', { name: 'Download' }).click();
      await toast(page, 'Unable to download attachment').waitFor();
      await page.unroute(files);

      // --- Delete, after confirming; a refusal keeps the file listed.
      const removal = (url: URL) =>
        url.pathname.startsWith(`/api${p}/order/${order.id}/attachments/`);
      await page.route(removal, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, body: '{}' })
          : route.fallback(),
      );
      await rowWith(attachments, 'photo.png').getByRole('button', { name: 'Delete' }).click();
      await confirm(page, 'Remove this attachment?', 'Delete');
      await toast(page, 'Unable to delete attachment').waitFor();
      await page.unroute(removal);
      await rowWith(attachments, 'photo.png').getByRole('button', { name: 'Delete' }).click();
      await confirm(page, 'Remove this attachment?', 'Delete');
      await toast(page, 'Attachment deleted').waitFor();
      await rowWith(attachments, 'photo.png').waitFor({ state: 'detached' });
      await rowWith(attachments, 'invoice.pdf').waitFor();

      // --- The print sheet lists the file, without any control.
      await page.goto(`${base}${p}/print/${order.id}`);
      const printed = section(page, 'Attachments');
      expect((await cellsOf(rowWith(printed, 'invoice.pdf'))).slice(0, 4)).toEqual([
        'invoice.pdf',
        'PDF',
        `${PDF.length} B`,
        'Provider',
      ]);
      expect(await printed.getByRole('columnheader').allInnerTexts()).toEqual(COLUMNS.slice(0, 5));
      expect(await printed.getByRole('button').count()).toBe(0);
      expect(await printed.locator('input[type="file"]').count()).toBe(0);

      // --- The client portal: download and copy the link; no upload, no delete.
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        await cp.goto(`${base}/client/${shop.client.key}/order/${order.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
        const theirs = section(cp, 'Attachments');
        expect(await cellsOf(rowWith(theirs, 'invoice.pdf'))).toEqual([
          'invoice.pdf',
          'PDF',
          `${PDF.length} B`,
          'Provider',
          expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
          '',
        ]);
        const row = rowWith(theirs, 'invoice.pdf');
        expect(await row.getByRole('button', { name: 'Download' }).count()).toBe(1);
        expect(await row.getByRole('button', { name: 'Copy link' }).count()).toBe(1);
        expect(await theirs.getByRole('button', { name: 'Delete' }).count()).toBe(0);
        expect(await theirs.getByRole('button', { name: 'Upload' }).count()).toBe(0);
        const got = await download(cp, theirs, 'invoice.pdf');
        expect(got.name).toBe('invoice.pdf');
        expect(got.bytes.equals(PDF)).toBe(true);
        expect(portal.problems).toEqual([]);
      } finally {
        await portal.context.close();
      }

      const failed = (status: string) =>
        `console: Failed to load resource: the server responded with a status of ${status}`;
      expect(problems).toEqual([
        failed('400 (Bad Request)'),
        failed('500 (Internal Server Error)'),
        failed('404 (Not Found)'),
        failed('500 (Internal Server Error)'),
      ]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
