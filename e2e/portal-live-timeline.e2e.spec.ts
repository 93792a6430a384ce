import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { api, openAsOwner, section, sideways, stockedShop, until } from './support/screens';

const BUSINESS = 'Timeline Supplies';
const TRACKING = '1Z999AA10123456784';
const SHOTS = '/tmp/shots';

/** The serious axe violations, the pointer off what was clicked last. */
async function violations(page: Page) {
  await page.mouse.move(0, 0);
  return seriousViolations(page);
}

/** Whether the page was never reloaded since `markLoaded`: a reload forgets the mark. */
function markLoaded(page: Page): Promise<void> {
  return page.evaluate(() => {
    (globalThis as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}
function stillLoaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (globalThis as unknown as { notReloaded?: boolean }).notReloaded === true,
  );
}

/**
 * Waits until the order at `path` has been read twice and both answers landed: on loading, and
 * once more on joining the live channel (docs/product.md §2.8). From then on a change is pushed.
 */
async function joined(page: Page, path: string, open: () => Promise<unknown>): Promise<void> {
  let landed = 0;
  const counts = (url: string) => new URL(url).pathname === `/api${path}`;
  page.on('requestfinished', (request) => {
    if (request.method() === 'GET' && counts(request.url())) landed++;
  });
  await open();
  await until(async () => landed >= 2, true);
}

/** A step of the order's Activity, by its title, once shown. */
function step(page: Page, title: string) {
  return section(page, 'Activity').getByText(title, { exact: true });
}

describeWithBrowser('the buyer follows an order live, served by the built app', () => {
  const journey = useAppInBrowser();

  it('shows the shipment with its tracking number, the invoice and the return steps on the open portal order page, with their documents, without a reload', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { base, context, page, problems, providerId, p } = await openAsOwner(journey, BUSINESS);
    const portal = await journey.open({ consoleErrors: true });
    const cp = portal.page;
    try {
      // --- Set-up through the API: 10 widgets ordered by the client.
      const shop = await stockedShop(page, providerId, 20);
      const { product, client } = shop;
      const order = await shop.order(10);
      const o = `${p}/order/${order.id}`;
      const theirs = `/client/${client.key}/order/${order.id}`;

      // --- The buyer opens the order on a phone: placed, nothing shipped yet.
      await cp.setViewportSize({ width: 390, height: 844 });
      await joined(cp, theirs, () => cp.goto(`${base}${theirs}`));
      await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      await step(cp, 'Order placed').waitFor();
      // The portal shows no Shipments section until something has shipped.
      expect(await section(cp, 'Shipments').count()).toBe(0);
      await markLoaded(cp);

      // --- The provider ships 6 of them by UPS: the step, its tracking number and the
      // shipment's packing slip appear.
      await api(page, 'POST', `${o}/shipments`, {
        products: [{ product_id: product.id, quantity: 6 }],
        shipped_on: new Date().toISOString().slice(0, 10),
        carrier: 'UPS',
        tracking_number: TRACKING,
      });
      await step(cp, 'Shipment #1001-1 shipped').waitFor();
      await section(cp, 'Activity').getByText(`UPS · ${TRACKING}`).waitFor();
      const shipment = section(cp, 'Shipments').getByRole('article', {
        name: 'Shipment #1001-1',
      });
      await shipment.getByText(TRACKING).waitFor();
      const slip = cp.getByRole('link', { name: 'Packing slip of shipment #1001-1' });
      await slip.waitFor();
      const slipPdf = await cp.request.get(`${base}${await slip.getAttribute('href')}`);
      expect(slipPdf.status()).toBe(200);

      // --- The provider issues the invoice: the step and its PDF link appear.
      await api(page, 'POST', `${o}/invoices`, {});
      await step(cp, 'Invoice INV-1001 issued').waitFor();
      const pdf = section(cp, 'Invoices').getByRole('link', { name: 'PDF of INV-1001' });
      await pdf.waitFor();
      const invoicePdf = await cp.request.get(`${base}${await pdf.getAttribute('href')}`);
      expect(invoicePdf.status()).toBe(200);
      expect((await invoicePdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // --- A return of 2 is recorded for the buyer, then approved: both steps appear, and
      // the return reads Approved.
      await api(page, 'POST', `${o}/returns`, {
        products: [{ product_id: product.id, quantity: 2, reason: 'NOT_NEEDED' }],
      });
      await step(cp, 'Return #1001-R1 requested').waitFor();
      await api(page, 'POST', `${o}/returns/1/approve`, {});
      await step(cp, 'Return #1001-R1 approved').waitFor();
      await section(cp, 'Returns')
        .getByRole('article', { name: 'Return #1001-R1' })
        .locator('.mantine-Badge-root')
        .filter({ hasText: /^Approved$/i })
        .waitFor();

      // Never reloaded; nothing scrolls sideways; axe finds nothing serious.
      expect(await stillLoaded(cp)).toBe(true);
      await until(() => sideways(cp), 0);
      expect(await violations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-live-timeline-390.png` });
      await section(cp, 'Activity').scrollIntoViewIfNeeded();
      await cp.screenshot({
        path: `${SHOTS}/portal-live-timeline-390-sections.png`,
        fullPage: true,
      });

      await cp.setViewportSize({ width: 1280, height: 800 });
      await until(() => sideways(cp), 0);
      expect(await violations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-live-timeline-1280.png`, fullPage: true });
      expect(await stillLoaded(cp)).toBe(true);

      expect(portal.problems).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await portal.context.close();
      await context.close();
    }
  });
});
