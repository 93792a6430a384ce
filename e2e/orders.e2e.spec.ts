import type { Locator, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import {
  api,
  cellsOf,
  confirm,
  createShop,
  linkKeyOf,
  numberOf,
  ORDER_DETAILS_COLUMNS,
  openFromMenu,
  placeOrder,
  rowWith,
  section,
  sideways,
  signUpOwner,
  toast,
  until,
  valueUnder,
} from './support/screens';

const BUSINESS = 'Orders Supplies';

/** The button labels of the Actions block, or its text when it has none. */
async function actionsOf(page: Page): Promise<string[]> {
  const actions = section(page, 'Actions');
  await actions.waitFor();
  const buttons = actions.locator('a, button');
  return (await buttons.count()) > 0
    ? buttons.allInnerTexts()
    : [(await actions.locator('p').last().textContent()) ?? ''];
}

/** How many lines a piece of text takes. */
function linesOf(text: Locator): Promise<number> {
  return text.evaluate(
    (element) =>
      (element as unknown as { getClientRects(): { length: number } }).getClientRects().length,
  );
}

describeWithBrowser('order screens, served by the built app', () => {
  const journey = useAppInBrowser();

  it('lists incoming orders in the inbox, shows, annotates, fulfils, prints and cancels them, for the provider and in the client portal', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, context, page, problems } = visit;
    try {
      const { providerId, email } = await signUpOwner(visit, BUSINESS);
      const p = `/provider/${providerId}`;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      // The print sheet prints itself once loaded: count the calls instead of opening a dialog.
      await context.addInitScript(() => {
        const g = globalThis as unknown as { print: () => void; printed: number };
        g.printed = 0;
        g.print = () => {
          g.printed += 1;
        };
      });

      // A fresh provider has an empty inbox.
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await page.getByText('You have no pending orders.').waitFor();

      // --- Set-up through the API: a location, a product, a client, 10 in stock, an order of 3.
      const { location, product, client } = await createShop(page, providerId, {
        location: 'Main Warehouse',
        product: 'Blue Widget',
        price: 12.5,
        client: 'Acme Retail',
        email: 'buyer@acme.example',
      });
      const line = (quantity: number) => [{ id: product.id, quantity }];
      const movement = { providerId, locationId: location.id };
      const inbound = await placeOrder(page, {
        ...movement,
        transaction_type: 'IN',
        products: line(10),
      });
      const order = await placeOrder(page, {
        ...movement,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: line(3),
      });

      // A fresh provider's first movement and first order: each series starts at 1001.
      expect(await numberOf(page, providerId, inbound.id)).toBe('MV-1001');
      expect(await numberOf(page, providerId, order.id)).toBe('#1001');

      // --- Inbox: the order by its number, Pending; the row opens it (its address keeps the id).
      await openFromMenu(page, 'Orders');
      await openFromMenu(page, 'Inbox');
      const orderRow = rowWith(page, '#1001');
      const [, date, ...rest] = await cellsOf(orderRow);
      expect(rest).toEqual(['Acme Retail', 'Main Warehouse', 'Pending']);
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
        'Order id',
        'Date',
        'Client',
        'Location',
        'Status',
      ]);
      // Inbound stock is a movement, not an incoming order; no id is shown, only numbers.
      expect(await rowWith(page, 'MV-1001').count()).toBe(0);
      expect(await page.getByRole('cell', { name: order.id }).count()).toBe(0);
      await orderRow.click();
      await page.waitForURL(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      await page.getByText(/^Created /).waitFor();
      expect(await page.locator('.mantine-Badge-root').textContent()).toBe('Pending');

      // Details: product, quantity, shipped, backordered, price and the totals row; nothing has
      // shipped yet, so all of it is backordered.
      const details = section(page, 'Details');
      expect(await details.getByRole('columnheader').allInnerTexts()).toEqual(
        ORDER_DETAILS_COLUMNS,
      );
      expect(await cellsOf(rowWith(details, 'Blue Widget'))).toEqual([
        'Blue Widget',
        '3',
        '0',
        '3',
        '$12.50',
      ]);
      expect(await cellsOf(rowWith(details, 'Total'))).toEqual(['Total', '3', '0', '3', '$37.50']);
      expect(await section(page, 'Location').textContent()).toContain('Main Warehouse');
      const customer = section(page, 'Customer');
      expect(await valueUnder(customer, 'Email').textContent()).toBe('buyer@acme.example');
      expect(await valueUnder(customer, 'Address').textContent()).toBe('—');
      expect(await customer.getByRole('link', { name: 'Acme Retail' }).getAttribute('href')).toBe(
        `${p}/client/${client.id}`,
      );
      await section(page, 'Attachments').getByText('There are no attachments.').waitFor();
      expect(await section(page, 'Provider').count()).toBe(0);
      expect(await actionsOf(page)).toEqual([
        'Fullfill',
        'Ship',
        'Cancel',
        'Copy client link',
        'Print Order Sheet',
      ]);

      // --- Notes: saved trimmed; saving the same text again sends nothing.
      const puts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts.push(request.postData() ?? '');
      });
      const notes = section(page, 'Notes');
      await notes.getByText('There are no notes for this order.').waitFor();
      await notes.getByRole('button', { name: 'Edit notes' }).click();
      await notes.getByRole('textbox', { name: 'Notes' }).fill('  Leave at dock 4  ');
      await notes.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The order has been updated.').waitFor();
      await notes.getByText('Leave at dock 4', { exact: true }).waitFor();
      expect(puts).toEqual([JSON.stringify({ notes: 'Leave at dock 4' })]);
      await notes.getByRole('button', { name: 'Edit notes' }).click();
      await notes.getByRole('textbox', { name: 'Notes' }).fill('Leave at dock 4 ');
      await notes.getByRole('button', { name: 'Save' }).click();
      await notes.getByRole('button', { name: 'Edit notes' }).waitFor();
      // Cancel leaves edit mode without saving.
      await notes.getByRole('button', { name: 'Edit notes' }).click();
      await notes.getByRole('textbox', { name: 'Notes' }).fill('Something else');
      await notes.getByRole('button', { name: 'Cancel' }).click();
      await notes.getByText('Leave at dock 4', { exact: true }).waitFor();
      expect(puts).toHaveLength(1);
      await page.reload();
      await section(page, 'Notes').getByText('Leave at dock 4', { exact: true }).waitFor();

      // --- Fullfill, after confirming: Complete, and neither Fullfill nor Cancel any more.
      await section(page, 'Actions').getByRole('button', { name: 'Fullfill' }).click();
      await confirm(page, 'Mark this order as fulfilled?', 'Fullfill');
      await toast(page, 'The order has been updated.').waitFor();
      await page
        .locator('.mantine-Badge-root')
        .filter({ hasText: /^complete$/i })
        .waitFor();
      expect(await actionsOf(page)).toEqual(['Copy client link', 'Print Order Sheet']);

      // Copy client link: the client's public link.
      await section(page, 'Actions').getByRole('button', { name: 'Copy client link' }).click();
      await toast(page, 'Link copied').waitFor();
      expect(
        await page.evaluate(() =>
          (
            globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
          ).navigator.clipboard.readText(),
        ),
      ).toBe(`${base}/client/${client.key}`);

      // Print Order Sheet: a new tab with the same view, no chrome, no actions, printed once;
      // Fullfill shipped all of it, so none is backordered.
      const [sheet] = await Promise.all([
        context.waitForEvent('page'),
        section(page, 'Actions').getByRole('link', { name: 'Print Order Sheet' }).click(),
      ]);
      sheet.on('pageerror', (error) => problems.push(`print page error: ${error.message}`));
      await sheet.waitForURL(`${base}${p}/print/${order.id}`);
      await sheet.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      expect(await cellsOf(rowWith(section(sheet, 'Details'), 'Total'))).toEqual([
        'Total',
        '3',
        '3',
        '0',
        '$37.50',
      ]);
      await section(sheet, 'Notes').getByText('Leave at dock 4', { exact: true }).waitFor();
      expect(await section(sheet, 'Notes').getByRole('button').count()).toBe(0);
      expect(await section(sheet, 'Actions').count()).toBe(0);
      expect(await sheet.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      expect(await sheet.getByRole('button', { name: 'Back' }).count()).toBe(0);
      expect(
        await sheet.evaluate(() => (globalThis as unknown as { printed: number }).printed),
      ).toBe(1);
      await sheet.close();

      // --- A movement opens in the same view: no status, no prices, the quantity total.
      await page.goto(`${base}${p}/transaction/${inbound.id}`);
      await page.getByRole('heading', { level: 1, name: 'In MV-1001', exact: true }).waitFor();
      expect(await page.locator('.mantine-Badge-root').count()).toBe(0);
      expect(await section(page, 'Details').getByRole('columnheader').allInnerTexts()).toEqual([
        'Product',
        'Quantity',
      ]);
      expect(await cellsOf(rowWith(section(page, 'Details'), 'Total'))).toEqual(['Total', '10']);
      expect(await actionsOf(page)).toEqual(['Cancel', 'Print Order Sheet']);

      // --- A refused update gives no message (docs/product.md §8) and the screen reads the order
      // again: it was fulfilled behind the screen's back, which the screen cannot know with its
      // live channel cut.
      await page.routeWebSocket(/\/api\/live/, (socket) => socket.close());
      const late = await placeOrder(page, {
        ...movement,
        clientId: client.id,
        transaction_type: 'ORDER',
        products: line(1),
      });
      await page.goto(`${base}${p}/order/${late.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1002', exact: true }).waitFor();
      await section(page, 'Actions').getByRole('button', { name: 'Cancel' }).waitFor();
      await api(page, 'PUT', `${p}/order/${late.id}`, { fulfilled: true });
      await section(page, 'Actions').getByRole('button', { name: 'Cancel' }).click();
      await confirm(page, 'Cancel this order?', 'Cancel order');
      await until(
        async () => page.locator('.mantine-Badge-root').first().textContent(),
        'Complete',
      );
      expect(await actionsOf(page)).toEqual(['Copy client link', 'Print Order Sheet']);
      expect(await page.getByRole('alert').count()).toBe(0);

      // --- The client's link: an order placed without a token, then the client portal.
      const own = await placeOrder(
        page,
        {
          ...movement,
          clientId: client.key,
          transaction_type: 'ORDER',
          products: line(2),
          notes: 'Before noon please',
        },
        false,
      );
      const { client: quiet } = await api<{ client: { id: string } }>(page, 'POST', `${p}/client`, {
        name: 'Quiet Co',
        email: 'quiet@example.com',
      });
      // The client's id, which members see in every screen, is not the link: it opens nothing.
      const stranger = await journey.open({ consoleErrors: false });
      await stranger.page.goto(`${base}/client/${client.id}`);
      await stranger.page
        .getByText('This link is not valid. Please ask your provider for a new one.')
        .waitFor();
      await stranger.context.close();
      const portal = await journey.open({ consoleErrors: true });
      try {
        const cp = portal.page;
        // A client without orders.
        await cp.goto(`${base}/client/${await linkKeyOf(page, providerId, quiet.id)}`);
        await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await cp.getByText('You have no orders.').waitFor();
        await cp.goto(`${base}/client/${client.key}`);
        await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        const menu = cp.getByRole('navigation', { name: 'Main menu' });
        expect(await menu.getByRole('link').allInnerTexts()).toEqual([
          'Orders',
          'New order',
          'Quotes',
          'Invoices',
        ]);
        // The client's orders by their numbers, the one placed through the link too.
        const ownRow = rowWith(cp, '#1003');
        expect((await cellsOf(ownRow)).slice(2)).toEqual([BUSINESS, 'Pending']);
        expect((await cellsOf(rowWith(cp, '#1001'))).slice(2)).toEqual([BUSINESS, 'Complete']);
        expect((await cellsOf(rowWith(cp, '#1002'))).slice(2)).toEqual([BUSINESS, 'Complete']);
        expect(await cp.getByRole('cell', { name: own.id }).count()).toBe(0);
        expect(await cp.getByRole('columnheader').allInnerTexts()).toEqual([
          'Order id',
          'Date',
          'Provider',
          'Status',
        ]);

        // The client's view: the provider card, no location, customer or notes; Cancel only.
        await ownRow.click();
        await cp.waitForURL(`${base}/client/${client.key}/order/${own.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1003', exact: true }).waitFor();
        expect(await cellsOf(rowWith(section(cp, 'Details'), 'Total'))).toEqual([
          'Total',
          '2',
          '0',
          '2',
          '$25.00',
        ]);
        const provider = section(cp, 'Provider');
        expect(await valueUnder(provider, 'Name').textContent()).toBe(BUSINESS);
        expect(await valueUnder(provider, 'Email').textContent()).toBe(email);
        for (const hidden of ['Location', 'Customer', 'Notes'])
          expect(await section(cp, hidden).count()).toBe(0);
        expect(await actionsOf(cp)).toEqual(['Cancel']);

        await section(cp, 'Actions').getByRole('button', { name: 'Cancel' }).click();
        await confirm(cp, 'Cancel this order?', 'Cancel order');
        await toast(cp, 'The order has been updated.').waitFor();
        await cp
          .locator('.mantine-Badge-root')
          .filter({ hasText: /^cancelled$/i })
          .waitFor();
        expect(await actionsOf(cp)).toEqual(['There are no actions for this order.']);

        // Back to the list, which reads Cancelled.
        await cp.getByRole('button', { name: 'Back' }).click();
        await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        expect((await cellsOf(rowWith(cp, '#1003'))).slice(2)).toEqual([BUSINESS, 'Cancelled']);
        // A fulfilled order offers the client nothing either.
        await rowWith(cp, '#1001').click();
        await cp.waitForURL(`${base}/client/${client.key}/order/${order.id}`);
        await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
        expect(await actionsOf(cp)).toEqual(['There are no actions for this order.']);

        // On a phone the menu is a drawer behind the burger; it closes on navigation.
        await cp.setViewportSize({ width: 390, height: 844 });
        const onScreen = async () => {
          const box = await menu.boundingBox();
          return box !== null && box.x + box.width > 1;
        };
        await until(onScreen, false);
        await cp.getByRole('button', { name: 'Toggle menu' }).click();
        await until(onScreen, true);
        await menu.getByRole('link', { name: 'Orders', exact: true }).click();
        await cp.waitForURL(`${base}/client/${client.key}`);
        await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await until(onScreen, false);
        // The numbers fit a phone: the page does not scroll sideways, and each number stays on
        // one line.
        await until(() => sideways(cp), 0);
        for (const number of ['#1001', '#1002', '#1003'])
          expect(
            await linesOf(
              // The rows are cards at this width.
              cp
                .getByRole('list', { name: 'Orders', exact: true })
                .getByRole('listitem')
                .getByText(number, { exact: true }),
            ),
          ).toBe(1);
        expect(portal.problems).toEqual([]);
      } finally {
        await portal.context.close();
      }

      // --- The provider's inbox no longer lists the cancelled order; the others are Complete.
      await page.goto(`${base}${p}/inbox`);
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      expect((await cellsOf(rowWith(page, '#1001'))).slice(2)).toEqual([
        'Acme Retail',
        'Main Warehouse',
        'Complete',
      ]);
      expect((await cellsOf(rowWith(page, '#1002'))).slice(2)).toEqual([
        'Acme Retail',
        'Main Warehouse',
        'Complete',
      ]);
      expect(await page.getByRole('row').count()).toBe(3);
      // Newest first.
      expect(await page.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe(
        '#1002',
      );
      // Opened directly, the cancelled order offers the provider no actions.
      await page.goto(`${base}${p}/order/${own.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1003', exact: true }).waitFor();
      expect(await actionsOf(page)).toEqual(['There are no actions for this order.']);
      expect(await section(page, 'Notes').textContent()).toContain('Before noon please');

      // Only the deliberately refused cancel, which Chromium logs itself.
      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
      ]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
