import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { choose } from './support/controls';
import { useAppInBrowser } from './support/journey';
import {
  adjustReason,
  api,
  expectGridRow,
  openAsOwner,
  placeOrder,
  rowWith,
  section,
  sideways,
  toast,
  until,
} from './support/screens';

const SHOTS = '/tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const MINUS = '\u2212';

interface Shop {
  north: { id: string };
  south: { id: string };
  /** Part 01 … Part 60: SKU P-01 …, barcode 4000000000001 …; 10 of each at North Depot. */
  parts: { id: string; name: string; sku: string; barcode: string }[];
}

/** Two locations and 60 products, 10 of each in stock at North Depot. */
async function partsShop(page: Page, p: string, providerId: string): Promise<Shop> {
  const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
  const { location: north } = await post<{ location: { id: string } }>('location', {
    name: 'North Depot',
  });
  const { location: south } = await post<{ location: { id: string } }>('location', {
    name: 'South Depot',
  });
  const parts: Shop['parts'] = [];
  for (let index = 1; index <= 60; index += 1) {
    const n = String(index).padStart(2, '0');
    const part = { name: `Part ${n}`, sku: `P-${n}`, barcode: `40000000000${n}` };
    const { product } = await post<{ product: { id: string } }>('product', { ...part, price: 3 });
    parts.push({ id: product.id, ...part });
  }
  await placeOrder(page, {
    providerId,
    locationId: north.id,
    transaction_type: 'IN',
    products: parts.map((part) => ({ id: part.id, quantity: 10 })),
  });
  return { north, south, parts };
}

/** The adjust-mode input of a product at a location. */
function cell(page: Page, product: string, location: string): Locator {
  return page.getByRole('textbox', { name: `${product} at ${location}`, exact: true });
}

/** The difference shown beside a cell's input (blank when unchanged). */
function difference(page: Page, productId: string, locationId: string): Locator {
  return page.locator(`[id="adjust-${productId}-${locationId}-difference"]`);
}

/** The element's box lies inside the window (nothing hidden above, below or to the side). */
async function insideWindow(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  return Boolean(
    box &&
      box.y >= 0 &&
      box.x >= 0 &&
      box.y + box.height <= size.height &&
      box.x + box.width <= size.width,
  );
}

/** The id of the element holding the focus. */
function focusedId(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document
        .activeElement?.id ?? '',
  );
}

describeWithBrowser('forms that help, served by the built app', () => {
  const journey = useAppInBrowser();

  it("keeps adjust mode's bar in sight, shows each difference, finds a scanned product, lists the changes in its confirm and discards them", async () => {
    const visit = await openAsOwner(journey, 'Forms Supplies');
    const { base, page, p, providerId, problems } = visit;
    try {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize(DESKTOP);
      const { north, south, parts } = await partsShop(page, p, providerId);
      const part = (n: number) => parts[n - 1];

      await page.goto(`${base}${p}/adjust`);
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      await until(() => cell(page, 'Part 05', 'North Depot').inputValue(), '10');
      await page.screenshot({ path: `${SHOTS}/forms-adjust-top-1280.png` });
      const bar = page.getByRole('region', { name: 'Adjustment' });
      await bar.getByText('No changes yet').waitFor();

      // Each changed cell says by how much, beside its input; a cell set back is no change.
      await cell(page, 'Part 05', 'North Depot').fill('7');
      await cell(page, 'Part 30', 'South Depot').fill('4');
      await cell(page, 'Part 31', 'North Depot').fill('12');
      await cell(page, 'Part 31', 'North Depot').fill('10');
      expect(await difference(page, part(5).id, north.id).textContent()).toBe(`${MINUS}3`);
      expect(await difference(page, part(30).id, south.id).textContent()).toBe('+4');
      expect(await difference(page, part(31).id, north.id).textContent()).toBe('');
      await bar.getByText('2 changes', { exact: true }).waitFor();
      await bar.getByText('2 products at 2 locations, net +1 unit').waitFor();

      // Scrolled to the middle of the grid, the bar and its button are still in the window.
      await cell(page, 'Part 30', 'North Depot').scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const g = globalThis as unknown as {
          scrollTo(x: number, y: number): void;
          document: { documentElement: { scrollHeight: number } };
        };
        g.scrollTo(0, g.document.documentElement.scrollHeight / 2);
      });
      expect(
        await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY),
      ).toBeGreaterThan(800);
      expect(await insideWindow(page, bar)).toBe(true);
      expect(await insideWindow(page, bar.getByRole('button', { name: 'Adjust inventory' }))).toBe(
        true,
      );
      expect(await insideWindow(page, bar.getByRole('button', { name: 'Discard' }))).toBe(true);
      await page.screenshot({ path: `${SHOTS}/forms-adjust-1280.png` });

      // A scanner types the code and Enter: the product joins the lines worked on, its input
      // takes the focus; Enter after the figure goes back to the search for the next scan.
      const search = page.getByRole('searchbox', { name: 'Find a product' });
      await search.fill(part(42).barcode);
      await search.press('Enter');
      await page.getByText('Working on (4)', { exact: true }).waitFor();
      await until(() => focusedId(page), `adjust-${part(42).id}-${north.id}`);
      expect(await search.inputValue()).toBe('');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('15');
      await page.keyboard.press('Enter');
      await until(() => focusedId(page), 'adjust-search');
      expect(await difference(page, part(42).id, north.id).textContent()).toBe('+5');
      // The lines worked on: the scanned one first, then those typed in.
      // (Read until the emptied search has reached the address the table filters by.)
      const listed = async () =>
        (
          await page
            .getByRole('table', { name: 'Inventory' })
            .locator('tbody tr > td:first-child')
            .allInnerTexts()
        ).join(', ');
      await until(listed, 'Part 42, Part 31, Part 30, Part 05');
      // A code that names nothing says so under the box.
      await search.fill('NO-SUCH-CODE');
      await search.press('Enter');
      await page.getByText('No product matches "NO-SUCH-CODE".').first().waitFor();
      await search.fill('');

      // The reason is checked beside its field, brought into view.
      await bar.getByRole('button', { name: 'Adjust inventory' }).click();
      await page.getByText('Select a reason for the adjustment.').waitFor();
      // Brought into view from the bar at the bottom.
      await until(
        () => insideWindow(page, page.getByText('Select a reason for the adjustment.')),
        true,
      );
      await adjustReason(page, 'Damage');

      // The confirm keeps the spec's question and lists each change.
      await bar.getByRole('button', { name: 'Adjust inventory' }).click();
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });
      await dialog
        .getByText('Are you sure you want to adjust the inventory?', { exact: true })
        .waitFor();
      await dialog.getByText('3 changes to 3 products at 2 locations, net +6 units.').waitFor();
      const changes: string[] = [];
      for (const row of await dialog
        .getByRole('table', { name: 'Changes' })
        .locator('tbody tr')
        .all())
        changes.push(
          (await row.locator('td').allInnerTexts())
            .map((text) => text.replace(/\s+/g, ' ').trim())
            .join(' | '),
        );
      expect(changes).toEqual([
        `Part 05 North Depot | 10 → 7 | ${MINUS}3`,
        'Part 30 South Depot | 0 → 4 | +4',
        'Part 42 North Depot | 10 → 15 | +5',
      ]);
      await page.screenshot({ path: `${SHOTS}/forms-adjust-confirm-1280.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Discard asks, then every figure is back to the stock and nothing was sent.
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/order'))
          posts.push(request.url());
      });
      await bar.getByRole('button', { name: 'Discard' }).click();
      await dialog.getByText('Discard 3 changes?', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Discard' }).click();
      await bar.getByText('No changes yet').waitFor();
      await page.getByText('Working on (0)', { exact: true }).waitFor();
      await until(() => cell(page, 'Part 05', 'North Depot').inputValue(), '10');
      expect(await difference(page, part(5).id, north.id).textContent()).toBe('');
      expect(posts).toEqual([]);

      // One change sent: back to the grid, which holds it.
      await cell(page, 'Part 02', 'South Depot').fill('6');
      await bar.getByRole('button', { name: 'Adjust inventory' }).click();
      await dialog.getByText('1 change to 1 product at 1 location, net +6 units.').waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await toast(page, 'The adjustment has been created.').waitFor();
      await page.waitForURL(`${base}${p}/inventory`);
      await expectGridRow(page, 'Part 02', ['Part 02', '10', '6', '0', '16']);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 240_000);

  it('lays adjust mode out as cards on a phone: no sideways scroll, the bar in sight', async () => {
    const visit = await openAsOwner(journey, 'Phone Forms Supplies');
    const { base, page, p, providerId, problems } = visit;
    try {
      mkdirSync(SHOTS, { recursive: true });
      const { parts } = await partsShop(page, p, providerId);
      await page.setViewportSize(PHONE);
      await page.goto(`${base}${p}/adjust`);
      await page.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      const cards = page.getByRole('list', { name: 'Inventory' });
      await cards.getByRole('listitem').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/forms-adjust-390-top.png` });
      // The product and both of its inputs are in the window, nothing wider than it.
      const first = cell(page, 'Part 01', 'South Depot');
      await first.fill('3');
      expect(await insideWindow(page, page.getByText('Part 01', { exact: true }))).toBe(true);
      expect(await insideWindow(page, cell(page, 'Part 01', 'North Depot'))).toBe(true);
      expect(await insideWindow(page, first)).toBe(true);
      await until(() => sideways(page), 0);
      // Halfway down, the bar is at the bottom of the window with its buttons.
      await cell(page, `Part 25`, 'North Depot').scrollIntoViewIfNeeded();
      const bar = page.getByRole('region', { name: 'Adjustment' });
      await bar.getByText('1 change', { exact: true }).waitFor();
      expect(await insideWindow(page, bar.getByRole('button', { name: 'Adjust inventory' }))).toBe(
        true,
      );
      expect(await insideWindow(page, bar.getByRole('button', { name: 'Discard' }))).toBe(true);
      await until(() => sideways(page), 0);
      await page.screenshot({ path: `${SHOTS}/forms-adjust-390.png` });
      await page.screenshot({ path: `${SHOTS}/forms-adjust-390-full.png`, fullPage: true });
      // The scanned product's card, its input focused.
      const search = page.getByRole('searchbox', { name: 'Find a product' });
      await search.fill(parts[41].sku);
      await search.press('Enter');
      await until(
        () => focusedId(page),
        `adjust-${parts[41].id}-${(await api<{ locations: { id: string; name: string }[] }>(page, 'GET', `${p}/locations`)).locations.find((l) => l.name === 'North Depot')!.id}`,
      );
      await until(() => sideways(page), 0);
      await bar.getByRole('button', { name: 'Adjust inventory' }).click();
      await page.getByText('Select a reason for the adjustment.').waitFor();
      await page.screenshot({ path: `${SHOTS}/forms-adjust-390-reason.png` });
      // The confirm's list of changes fits the phone too.
      await adjustReason(page, 'Count');
      await bar.getByRole('button', { name: 'Adjust inventory' }).click();
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });
      await dialog.getByRole('table', { name: 'Changes' }).waitFor();
      expect(await insideWindow(page, dialog.getByRole('button', { name: 'Confirm' }))).toBe(true);
      await page.screenshot({ path: `${SHOTS}/forms-adjust-confirm-390.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 240_000);

  it('keeps a quantity above what is available as typed, says so beside it, and refuses it', async () => {
    const visit = await openAsOwner(journey, 'Outbound Supplies');
    const { base, page, p, providerId, problems } = visit;
    try {
      await page.setViewportSize(DESKTOP);
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location: main } = await post<{ location: { id: string } }>('location', {
        name: 'Main Warehouse',
      });
      // Where the transfer below goes.
      await post<{ location: { id: string } }>('location', {
        name: 'Corner Shop',
      });
      const { product } = await post<{ product: { id: string } }>('product', {
        name: 'Blue Widget',
        price: 4,
      });
      await placeOrder(page, {
        providerId,
        locationId: main.id,
        transaction_type: 'IN',
        products: [{ id: product.id, quantity: 195 }],
      });

      // Outbound: 500 stays 500, "195 available" beside it, and Create refuses it.
      await page.goto(`${base}${p}/transaction/out`);
      await page.getByRole('heading', { level: 1, name: 'Outbound inventory' }).waitFor();
      await choose(page, page.locator('body'), 'Location', 'Main Warehouse');
      const quantity = page.getByRole('spinbutton', { name: 'Quantity of Blue Widget' });
      await quantity.fill('500');
      await quantity.blur();
      expect(await quantity.inputValue()).toBe('500');
      const said = page.getByText('More than the 195 available.');
      await said.waitFor();
      expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      await page.screenshot({ path: `${SHOTS}/forms-outbound-1280.png`, fullPage: true });
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await until(
        async () => (await focusedId(page)) === (await quantity.getAttribute('id')),
        true,
      );
      expect(await page.getByRole('dialog', { name: 'Please confirm' }).count()).toBe(0);
      // On a phone the product is a card: the figure and what is said of it stay in sight.
      await page.setViewportSize(PHONE);
      await page.getByText('More than the 195 available.').waitFor();
      await until(() => sideways(page), 0);
      await page.screenshot({ path: `${SHOTS}/forms-outbound-390.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);

      // A new transfer says what its source holds, and warns above it.
      await page.goto(`${base}${p}/transfer`);
      await page.getByRole('heading', { level: 1, name: 'New transfer' }).waitFor();
      await choose(page, page.locator('body'), 'From', 'Main Warehouse');
      await choose(page, page.locator('body'), 'To', 'Corner Shop');
      await choose(page, page.locator('body'), 'Product 1', 'Blue Widget');
      await page.getByText('195 available at Main Warehouse').waitFor();
      await page.getByRole('textbox', { name: 'Quantity 1', exact: true }).fill('500');
      await page
        .getByText(
          'Only 195 available at Main Warehouse: shipping will be refused until the rest is there.',
        )
        .waitFor();
      expect(
        await page.getByRole('textbox', { name: 'Quantity 1', exact: true }).inputValue(),
      ).toBe('500');
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 180_000);

  it('shows a server refusal under the field it names in a drawer, and confirms name what they remove', async () => {
    const visit = await openAsOwner(journey, 'Drawer Supplies');
    const { base, page, p, providerId, problems } = visit;
    try {
      mkdirSync(SHOTS, { recursive: true });
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      await post('product', { name: 'Blue Widget', price: 4, sku: 'BW-1' });

      // New client with an address the server refuses: the message is under Email.
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}${p}/clients`);
      await page.getByRole('button', { name: 'New client' }).click();
      const clientDrawer = page.getByRole('dialog', { name: 'New client' });
      await clientDrawer.getByLabel('Name', { exact: true }).fill('Acme Retail');
      await clientDrawer.getByLabel('Email', { exact: true }).fill('not-an-email');
      await clientDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'There was an error creating the client, please try again.').waitFor();
      const email = clientDrawer.getByLabel('Email', { exact: true });
      await until(() => email.getAttribute('aria-invalid'), 'true');
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      const under = await page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map(
              (id) =>
                (
                  globalThis as unknown as {
                    document: { getElementById(i: string): { textContent: string } | null };
                  }
                ).document.getElementById(id)?.textContent ?? '',
            )
            .join(' '),
        describedBy,
      );
      expect(under).toContain('Email must be a valid email address.');
      // The field in error has the focus; typing clears its message.
      expect(await focusedId(page)).toBe(await email.getAttribute('id'));
      await page.screenshot({ path: `${SHOTS}/forms-drawer-error-1280.png` });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/forms-drawer-error-390.png` });
      expect(
        await insideWindow(page, clientDrawer.getByText('Email must be a valid email address.')),
      ).toBe(true);
      await page.setViewportSize(DESKTOP);
      await email.fill('buyer@acme.example');
      expect(await email.getAttribute('aria-invalid')).not.toBe('true');
      await clientDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'The client has been created.').waitFor();

      // New product with a SKU another product has: the server's word is under SKU.
      await page.goto(`${base}${p}/products`);
      await page.getByRole('button', { name: 'New product' }).click();
      const productDrawer = page.getByRole('dialog', { name: 'New product' });
      await productDrawer.getByLabel('Name', { exact: true }).fill('Red Gadget');
      await productDrawer.getByLabel('Price').fill('10');
      await productDrawer.getByLabel('SKU').fill('BW-1');
      await productDrawer.getByRole('button', { name: 'Save' }).click();
      await productDrawer.getByText('Another product already has the SKU BW-1.').waitFor();
      expect(await productDrawer.getByLabel('SKU').getAttribute('aria-invalid')).toBe('true');
      // The form's own check is beside its field too.
      await productDrawer.getByLabel('Name', { exact: true }).fill('');
      await productDrawer.getByRole('button', { name: 'Save' }).click();
      await productDrawer.getByText('A name is required for a product.').waitFor();
      expect(
        await productDrawer.getByLabel('Name', { exact: true }).getAttribute('aria-invalid'),
      ).toBe('true');
      // Confirms name the thing and what follows, under the spec's question.
      const { client: beta } = await post<{ client: { id: string } }>('client', {
        name: 'Beta Co',
        email: 'buyer@beta.example',
      });
      const widget = (
        await api<{ products: { id: string; name: string }[] }>(
          page,
          'GET',
          `${p}/products?limit=50&offset=0`,
        )
      ).products.find((each) => each.name === 'Blue Widget')!;
      await post('client_product_price', {
        client_id: beta.id,
        product_id: widget.id,
        name: 'VIP',
        price: 3.5,
      });
      await page.goto(`${base}${p}/product/${widget.id}`);
      await page.getByRole('heading', { level: 1, name: 'Blue Widget' }).waitFor();
      await rowWith(section(page, 'Custom Pricing'), 'Beta Co').click();
      await page
        .getByRole('dialog', { name: 'Edit custom pricing' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });
      await dialog
        .getByText('Are you sure you want to delete this custom pricing?', { exact: true })
        .waitFor();
      await dialog.getByText('Beta Co pays $3.50 (VIP) for Blue Widget now.').waitFor();
      await dialog
        .getByText(
          'Once deleted, their new orders use the default price, $4.00, unless another custom price of theirs applies. Orders placed keep their prices.',
        )
        .waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Cancel order: its lines and total, and the units that go back where.
      const { location: main } = await post<{ location: { id: string } }>('location', {
        name: 'Main Warehouse',
      });
      const movement = { providerId, locationId: main.id };
      await placeOrder(page, {
        ...movement,
        transaction_type: 'IN',
        products: [{ id: widget.id, quantity: 10 }],
      });
      const order = await placeOrder(page, {
        ...movement,
        clientId: beta.id,
        transaction_type: 'ORDER',
        products: [{ id: widget.id, quantity: 2 }],
      });
      await page.goto(`${base}${p}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
      await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
      await dialog.getByText('Cancel this order?', { exact: true }).waitFor();
      await dialog.getByText('Order #1001: 1 line, $7.00').waitFor();
      await dialog.getByText('2 units go back to available stock at Main Warehouse.').waitFor();
      await page.screenshot({ path: `${SHOTS}/forms-cancel-confirm-1280.png` });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      expect(
        problems.filter(
          (problem) => !problem.includes('status of 409') && !problem.includes('status of 400'),
        ),
      ).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 180_000);
});
