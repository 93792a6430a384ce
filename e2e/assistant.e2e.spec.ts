import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { api, signUpOwner } from './support/screens';

/** The reply bubbles of the assistant, newest last. */
const replies = (panel: Locator) => panel.locator('[data-message="assistant"]');

/** Seeds a small business through the API: stock, four clients and three orders. */
async function seedBusiness(page: Page, providerId: string): Promise<void> {
  const p = `/provider/${providerId}`;
  const { location } = await api<{ location: { id: string } }>(page, 'POST', `${p}/location`, {
    name: 'Main Warehouse',
  });
  const product = async (name: string, price: number) =>
    (await api<{ product: { id: string } }>(page, 'POST', `${p}/product`, { name, price })).product
      .id;
  const widget = await product('Blue Widget', 12.49);
  const gadget = await product('Red Gadget', 4);
  const clients: Record<string, string> = {};
  for (const name of ['Acme Retail', 'Bob Bakery', 'Corner Deli', 'Dune Cafe'])
    clients[name] = (
      await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
      })
    ).client.id;
  const order = (type: string, clientId: string | null, lines: [string, number][]) =>
    api(page, 'POST', '/order', {
      order: JSON.stringify({
        providerId,
        locationId: location.id,
        transaction_type: type,
        clientId,
        products: lines.map(([id, quantity]) => ({ id, quantity })),
      }),
    });
  await order('IN', null, [
    [widget, 100],
    [gadget, 100],
  ]);
  // Acme: 4 x 12.49 + 5 x 4 = 69.96, then 1 x 4: 73.96 in all. Bob: 2 x 12.49 = 24.98.
  await order('ORDER', clients['Acme Retail'], [
    [widget, 4],
    [gadget, 5],
  ]);
  await order('ORDER', clients['Acme Retail'], [[gadget, 1]]);
  await order('ORDER', clients['Bob Bakery'], [[widget, 2]]);
}

describeWithBrowser('AI Business Assistant panel, served by the built app', () => {
  const journey = useAppInBrowser();

  it('answers a quick question and typed ones with their results and query details', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { context, page, problems } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Assistant Supplies');
      await seedBusiness(page, providerId);

      await page.getByRole('button', { name: 'Open AI Business Assistant' }).click();
      const panel = page.getByRole('region', { name: 'AI Business Assistant' });
      await panel.getByText(/^Hi! I'm your business assistant/).waitFor();
      const input = panel.getByPlaceholder('Ask about your business data...');
      expect(await panel.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

      // A quick-question chip: the ranking, in USD with no decimals.
      await panel.getByRole('button', { name: 'Top 5 clients by revenue this month' }).click();
      const ranking = replies(panel).last();
      await ranking
        .getByText('Top 2 clients by revenue this month: Acme Retail ($74), Bob Bakery ($25).', {
          exact: true,
        })
        .waitFor();
      await ranking.getByRole('button', { name: 'Data Results (2 records)' }).waitFor();
      expect(await ranking.getByRole('columnheader').allInnerTexts()).toEqual([
        'Client',
        'Revenue',
      ]);
      expect(await ranking.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).toEqual([
        'Acme Retail',
        '$74',
      ]);
      await ranking.getByRole('img', { name: 'Chart of Revenue by Client' }).waitFor();
      // Query Details opens on its title.
      await ranking.getByRole('button', { name: 'Query Details' }).click();
      await ranking.getByText('Table: orders', { exact: true }).waitFor();
      await ranking.getByText(`provider_id = ${providerId}`, { exact: true }).waitFor();
      await ranking.getByText('Analysis: ranking by client (sum)', { exact: true }).waitFor();
      if (process.env.ASSISTANT_SCREENSHOT)
        await page.screenshot({ path: process.env.ASSISTANT_SCREENSHOT });

      // A typed question with a loosely written name: the match is reported.
      await input.fill('Orders pending for acme');
      await panel.getByRole('button', { name: 'Send' }).click();
      const pending = replies(panel).last();
      await pending.getByText('Found 2 pending orders for Acme Retail.', { exact: true }).waitFor();
      await pending.getByRole('button', { name: 'Data Results (2 records)' }).waitFor();
      await pending.getByRole('button', { name: 'Query Details' }).click();
      await pending
        .getByText('Matched client: "acme" → Acme Retail (2 records)', { exact: true })
        .waitFor();
      expect(await input.inputValue()).toBe('');

      // More than three rows: three are shown, then +N more.
      await input.fill('List my clients');
      await input.press('Enter');
      const clients = replies(panel).last();
      await clients.getByRole('button', { name: 'Data Results (4 records)' }).waitFor();
      expect(await clients.getByRole('row').count()).toBe(4); // the header and three rows
      await clients.getByText('+1 more', { exact: true }).waitFor();

      // A request to change data is refused, with nothing run.
      await input.fill('Delete all orders');
      await input.press('Enter');
      const refused = replies(panel).last();
      await refused.getByText(/^I can only read your business data/).waitFor();
      expect(await refused.getByRole('button').count()).toBe(0);

      // A blank question is not sent, by the button or by Enter.
      await input.fill('   ');
      expect(await panel.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await input.press('Enter');
      expect(await panel.locator('[data-message="user"]').count()).toBe(4);
      expect(await replies(panel).count()).toBe(4);

      await panel.getByRole('button', { name: 'Close assistant' }).click();
      await page.getByRole('button', { name: 'Open AI Business Assistant' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
