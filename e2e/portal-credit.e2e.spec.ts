import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, quantityOf, supplyShop } from './support/portal';
import {
  api,
  confirm,
  openAsOwner,
  placeOrder,
  section,
  sideways,
  toast,
  until,
  valueUnder,
} from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const UUID = '[0-9a-f-]{36}';

/** The day `offset` days from today, as the API writes days. */
function day(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** At both sizes: no sideways scroll, no serious axe finding, and a full-page screenshot. */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1280', DESK],
  ] as const) {
    await page.setViewportSize(viewport);
    await until(() => sideways(page), 0);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
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

describeWithBrowser('terms and credit in the portal, served by the built app', () => {
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it('holds an order over the credit limit for review, tells the buyer why, releases it live, and lists the open invoices', async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const buyer = await journey.open({ consoleErrors: true });
    const { page, providerId, p } = owner;
    const cp = buyer.page;
    try {
      // --- The supplier: 14 days' terms by default, olive oil at $12, and Corner Deli, which
      // already owes an invoice issued 30 days ago for 2 bottles: overdue since 16 days.
      await api(page, 'PUT', `${p}/settings`, { payment_terms_days: 14 });
      const { key, ids, clientId, locationId } = await supplyShop(page, providerId, [
        { name: 'Olive Oil', price: 12, stock: 50 },
      ]);
      const earlier = await placeOrder(page, {
        providerId,
        locationId,
        clientId,
        transaction_type: 'ORDER',
        products: [{ id: ids['Olive Oil'], quantity: 2 }],
      });
      await api(page, 'POST', `${p}/order/${earlier.id}/invoices`, { issued_on: day(-30) });

      // --- Staff set the client's terms and a limit of $100 on its page.
      await page.setViewportSize(DESK);
      await page.goto(`${owner.base}${p}/client/${clientId}`);
      const credit = section(page, 'Terms and credit');
      await valueUnder(credit, 'Credit limit').getByText('No limit').waitFor();
      await credit.getByRole('button', { name: 'Edit terms and credit' }).click();
      const drawer = page.getByRole('dialog', { name: 'Terms and credit' });
      await drawer.getByRole('textbox', { name: 'Payment terms' }).click();
      await page.getByRole('option', { name: 'Net 30 days', exact: true }).click();
      await drawer.getByRole('switch', { name: 'Set a credit limit' }).check();
      await drawer.getByRole('textbox', { name: 'Credit limit (USD)' }).fill('100');
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Terms and credit saved.').waitFor();
      await valueUnder(credit, 'Credit limit').getByText('$100.00').waitFor();
      await valueUnder(credit, 'Payment terms').getByText('Net 30 days').waitFor();
      await valueUnder(credit, 'Open balance').getByText('$24.00').waitFor();
      await valueUnder(credit, 'Open invoices').getByText('1 open, 1 overdue').waitFor();
      await credit.scrollIntoViewIfNeeded();
      await lookAt(page, 'credit-client-section');

      // --- The buyer orders 7 bottles on a phone ($84): $24 + $84 is over $100. The order is
      // placed, and its page says at once why it waits.
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await quantityOf(cp, 'Olive Oil').fill('7');
      await checkoutBar(cp).getByText('Total $84.00', { exact: true }).waitFor();
      await checkoutBar(cp).getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
      await cp.getByRole('heading', { level: 1, name: 'Order #1002' }).waitFor();
      const waiting = cp.getByRole('status').filter({ hasText: 'Waiting for review' });
      await waiting
        .getByText(
          "This order is waiting for Hill Bakery's review: it would take your open balance over your credit limit.",
          { exact: true },
        )
        .waitFor();
      await waiting
        .getByText(
          'Open balance before this order $24.00, credit limit $100.00, this order $84.00.',
          {
            exact: true,
          },
        )
        .waitFor();
      const held = cp.url();
      await lookAt(cp, 'credit-held-order-buyer');
      // Its Orders list says it is on hold, beside its status; the earlier order is not.
      await cp.goto(`${buyer.base}/client/${key}`);
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      const heldRow = cp.getByRole('row').filter({ hasText: '#1002' });
      await heldRow.getByText('On hold', { exact: true }).waitFor();
      await heldRow.getByText('Pending', { exact: true }).waitFor();
      const earlierRow = cp.getByRole('row').filter({ hasText: '#1001' });
      await earlierRow.getByText('Pending', { exact: true }).waitFor();
      expect(await earlierRow.getByText('On hold').count()).toBe(0);
      await lookAt(cp, 'credit-held-orders-buyer');
      // On a phone, the card of the held order says so too.
      await cp.setViewportSize(PHONE);
      const heldCard = cp.locator('[data-card]').filter({ hasText: '#1002' });
      await heldCard.getByText('On hold', { exact: true }).waitFor();
      await cp.goto(held);
      await waiting.waitFor();
      // From here on the buyer's page is not reloaded: the release must come to it live.
      await cp.setViewportSize(PHONE);
      await markLoaded(cp);

      // --- Staff: the held order leads the inbox, with its badge.
      await page.goto(`${owner.base}${p}/inbox`);
      const first = page.getByRole('row').nth(1);
      await first.getByText('#1002').waitFor();
      await first.getByText('Credit hold', { exact: true }).waitFor();
      await page.screenshot({ path: `${SHOTS}/credit-inbox-1280.png` });
      await first.getByRole('link', { name: '#1002' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order #1002' }).waitFor();
      const hold = page
        .getByRole('alert')
        .filter({ hasText: "Held for your review: over the client's credit limit" });
      await hold
        .getByText(
          'Open balance before this order $24.00, credit limit $100.00, this order $84.00. It cannot be shipped or invoiced until you release it.',
          { exact: true },
        )
        .waitFor();
      await lookAt(page, 'credit-held-order-staff');

      // --- Staff release it; the buyer's open page says so without a reload.
      await page.setViewportSize(DESK);
      await hold.getByRole('button', { name: 'Release', exact: true }).click();
      await confirm(page, 'Release order #1002?', 'Release');
      await toast(page, 'Order #1002 released.').waitFor();
      await hold.waitFor({ state: 'detached' });
      await cp
        .getByRole('status')
        .filter({ hasText: 'Hill Bakery has reviewed this order: it goes ahead.' })
        .waitFor();
      expect(await waiting.count()).toBe(0);
      expect(await stillLoaded(cp)).toBe(true);
      expect(cp.url()).toBe(held);
      await cp.screenshot({ path: `${SHOTS}/credit-released-order-buyer-390.png`, fullPage: true });

      // --- The buyer's Invoices, from the portal's menu: the overdue invoice, its PDF, and
      // what it owes against its limit.
      await cp.setViewportSize(DESK);
      await cp.getByRole('navigation').getByRole('link', { name: 'Invoices', exact: true }).click();
      await cp.waitForURL(new RegExp(`/client/${key}/invoices$`));
      await cp.getByRole('heading', { level: 1, name: /^Invoices/ }).waitFor();
      const row = cp.getByRole('row').filter({ hasText: 'INV-1001' });
      await row.getByText('Overdue', { exact: true }).waitFor();
      await row.getByText('$24.00').first().waitFor();
      await cp.getByText('$108.00', { exact: true }).waitFor();
      await cp.getByText('$100.00', { exact: true }).waitFor();
      const pdf = row.getByRole('link', { name: 'Download the PDF of INV-1001' });
      const answer = await cp.request.get(`${buyer.base}${await pdf.getAttribute('href')}`);
      expect(answer.status()).toBe(200);
      expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await lookAt(cp, 'credit-portal-invoices');
      // On a phone the invoice is a card with its badge.
      await cp.setViewportSize(PHONE);
      await cp.getByText('INV-1001', { exact: true }).waitFor();
      await cp.getByText('Overdue', { exact: true }).waitFor();

      // --- Staff record the payment on the earlier order's page: the invoice reads Paid, and
      // the buyer's list is empty once read again.
      await page.setViewportSize(DESK);
      await page.goto(`${owner.base}${p}/order/${earlier.id}`);
      const invoices = section(page, 'Invoices');
      const invoiceRow = invoices.getByRole('row').filter({ hasText: 'INV-1001' });
      await invoiceRow.getByText('Overdue', { exact: true }).waitFor();
      await invoiceRow.getByText('$24.00 open', { exact: true }).waitFor();
      await lookAt(page, 'credit-order-invoices-staff');
      await page.setViewportSize(DESK);
      await invoices.getByRole('button', { name: 'Record payment for INV-1001' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a payment for INV-1001' });
      await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('24');
      await dialog.getByRole('button', { name: 'Record payment', exact: true }).click();
      await toast(page, 'Payment recorded for INV-1001.').waitFor();
      await invoiceRow.getByText('Paid', { exact: true }).waitFor();
      expect(await invoices.getByRole('button', { name: /^Record payment/ }).count()).toBe(0);
      await cp.reload();
      await cp.getByText('Nothing to pay: you have no open invoices.').waitFor();

      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await owner.context.close();
    }
  }, 120_000);
});
