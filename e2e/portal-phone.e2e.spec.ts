import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { waitForImage } from './support/images';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import { checkoutBar, quantityOf, supplyShop } from './support/portal';
import {
  api,
  confirm,
  createShop,
  openAsOwner,
  placeOrder,
  sideways,
  toast,
  until,
} from './support/screens';

const UUID = '([0-9a-f-]{36})';
const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A wide logo, as letterheads have them. */
function logoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 240, height: 80, channels: 3, background: { r: 20, g: 110, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** Uploads the owner's logo as the settings screen does (a multipart file). */
async function uploadLogo(page: Page, providerId: string, png: Buffer): Promise<void> {
  const status = await page.evaluate(
    async ({ providerId, bytes }) => {
      const g = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null };
        FormData: new () => { append(name: string, value: unknown, file: string): void };
        Blob: new (parts: unknown[], options: { type: string }) => unknown;
        fetch(url: string, init: unknown): Promise<{ status: number }>;
      };
      const token = JSON.parse(g.localStorage.getItem('stockflow.session') ?? '{}').access_token;
      const form = new g.FormData();
      form.append('file', new g.Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
      const answer = await g.fetch(`/api/provider/${providerId}/settings/logo`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return answer.status;
    },
    { providerId, bytes: [...png] },
  );
  expect(status).toBe(200);
}

/** The portal page has no sideways scroll: nothing is wider than the window. */
async function fitsTheWidth(page: Page): Promise<void> {
  await until(() => sideways(page), 0);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** No serious or critical axe-core finding on the page as it is now. */
async function accessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

describeWithBrowser("the buyer's portal on a phone, served by the built app", () => {
  const mailbox = useMailbox();
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it('names the supplier and the buyer, narrows the cards as the buyer types, keeps the cart across visits, and places the order from the sticky bar', async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      // --- The supplier: its letterhead and logo, three products (two with a SKU) in stock,
      // and a client, Corner Deli.
      const { page, providerId, p } = owner;
      await api(page, 'PUT', `${p}/settings`, {
        legal_name: 'Hill Bakery Ltd',
        address: '1 Mill Lane\nYork YO1 7HH',
      });
      await uploadLogo(page, providerId, await logoPng());
      const { key, ids, locationId } = await supplyShop(page, providerId, [
        { name: 'Rye Loaf', price: 3.5, sku: 'RYE-800', stock: 10 },
        { name: 'Spelt Flour', price: 7.25, sku: 'SPL-1KG', stock: 6 },
        { name: 'Baguette', price: 1.2, stock: 30 },
      ]);
      const { 'Rye Loaf': rye, Baguette: baguette } = ids;

      // --- The buyer's phone: the Orders page names whose shop it is and who is ordering.
      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${key}`);
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      const banner = cp.getByRole('banner');
      await banner.getByText('Hill Bakery', { exact: true }).waitFor();
      await banner.getByText('Ordering as Corner Deli', { exact: true }).waitFor();
      await waitForImage(banner.locator('img'));
      expect(await banner.getByText('StockFlow').count()).toBe(0);
      // The supplier's contact, from the header's button on a phone.
      await banner.getByRole('button', { name: 'Contact Hill Bakery' }).click();
      const contact = cp.getByRole('dialog');
      await contact.getByText('1 Mill Lane', { exact: true }).waitFor();
      await contact.getByText('York YO1 7HH', { exact: true }).waitFor();
      await contact.getByText('Hill Bakery Ltd', { exact: true }).waitFor();
      await cp.keyboard.press('Escape');
      await contact.waitFor({ state: 'hidden' });
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'portal-orders-390');

      // --- New order from the phone's menu: products as cards, each with its stepper in reach.
      await cp.getByRole('button', { name: 'Toggle menu' }).click();
      await cp
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'New order', exact: true })
        .click();
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await banner.getByText('Ordering as Corner Deli', { exact: true }).waitFor();
      const cards = cp.getByRole('list', { name: 'Products' }).getByRole('listitem');
      await cp.getByText('Showing 3 of 3 products', { exact: true }).waitFor();
      // Photo, name, SKU (when there is one), the client's price and what is available.
      expect(await cards.allTextContents()).toEqual([
        'Baguette$1.20 (Default)Available: 30',
        'Rye LoafSKU RYE-800$3.50 (Default)Available: 10',
        'Spelt FlourSKU SPL-1KG$7.25 (Default)Available: 6',
      ]);
      // The first product's quantity is on the screen, without scrolling sideways.
      const plus = cp.getByRole('button', { name: 'One more Baguette', exact: true });
      const box = (await plus.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await fitsTheWidth(cp);

      // Search as you type: by name, by SKU, and a search that finds nothing says so.
      const search = cp.getByRole('searchbox', { name: 'Search products' });
      await search.fill('rye');
      await cp.getByText('Showing 1 of 3 products', { exact: true }).waitFor();
      await until(async () => (await cards.allTextContents()).length, 1);
      expect(await cards.first().textContent()).toContain('Rye Loaf');
      await search.fill('spl-1');
      await cp.getByText('Showing 1 of 3 products', { exact: true }).waitFor();
      await cards.filter({ hasText: 'Spelt Flour' }).waitFor();
      await search.fill('croissant');
      await cp.getByText('No products match "croissant".', { exact: true }).waitFor();
      expect(await cards.count()).toBe(0);
      await cp.getByRole('button', { name: 'Clear the search' }).click();
      await cp.getByText('Showing 3 of 3 products', { exact: true }).waitFor();

      // The stepper: three Rye Loaves, one Spelt Flour (two, then one less), five Baguettes typed.
      for (let i = 0; i < 3; i++)
        await cp.getByRole('button', { name: 'One more Rye Loaf' }).click();
      await cp.getByRole('button', { name: 'One more Spelt Flour' }).click();
      await cp.getByRole('button', { name: 'One more Spelt Flour' }).click();
      await cp.getByRole('button', { name: 'One less Spelt Flour' }).click();
      await quantityOf(cp, 'Baguette').fill('5');
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('3');
      expect(await quantityOf(cp, 'Spelt Flour').inputValue()).toBe('1');
      // 3 x 3.50 + 1 x 7.25 + 5 x 1.20 = 23.75, in 3 lines of 9 units.
      await checkoutBar(cp).getByText('Total $23.75', { exact: true }).waitFor();
      await checkoutBar(cp).getByText('9 units', { exact: true }).waitFor();
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 3 lines' }).waitFor();
      // The bar stays at the bottom of the screen while the page scrolls.
      const bar = (await checkoutBar(cp).boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height + 1);
      expect(bar.y).toBeGreaterThan(PHONE.height - 120);
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'portal-new-order-390');

      // --- Leave and come back: the cart is still there, on this device.
      await cp.getByRole('button', { name: 'Toggle menu' }).click();
      await cp
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Orders', exact: true })
        .click();
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await checkoutBar(cp).getByText('Total $23.75', { exact: true }).waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('3');
      expect(await quantityOf(cp, 'Spelt Flour').inputValue()).toBe('1');
      expect(await quantityOf(cp, 'Baguette').inputValue()).toBe('5');

      // Meanwhile the supplier sells 8 Rye Loaves elsewhere and stops offering Baguettes: back
      // again, the cart says what changed, by name.
      await placeOrder(page, {
        providerId,
        locationId,
        transaction_type: 'OUT',
        products: [{ id: rye, quantity: 8 }],
      });
      await api(page, 'PUT', `${p}/product/${baguette}`, { active: false });
      await cp.reload();
      const changed = cp.getByRole('alert').filter({ hasText: 'Your cart has changed' });
      await changed
        .getByText('Baguette is no longer offered and was removed from your cart.', { exact: true })
        .waitFor();
      await changed
        .getByText('Only 2 of Rye Loaf are available now: your cart holds 2 instead of 3.', {
          exact: true,
        })
        .waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('2');
      // 2 x 3.50 + 1 x 7.25.
      await checkoutBar(cp).getByText('Total $14.25', { exact: true }).waitFor();
      await fitsTheWidth(cp);
      await shot(cp, 'portal-new-order-notices-390');
      await changed.getByRole('button', { name: 'Dismiss' }).click();
      await changed.waitFor({ state: 'detached' });

      // --- The cart drawer: the lines, each changed or removed there.
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 2 lines' }).click();
      const drawer = cp.getByRole('dialog', { name: 'Cart' });
      const lines = drawer.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
      await until(async () => (await lines.allTextContents()).length, 2);
      expect(await lines.nth(0).textContent()).toMatch(
        /Rye Loaf[\s\S]*\$3\.50 \(Default\)[\s\S]*\$7\.00/,
      );
      await drawer.getByRole('button', { name: 'One more Spelt Flour' }).click();
      await drawer.getByText('$14.50', { exact: true }).waitFor();
      await drawer.getByText('Total $21.50', { exact: true }).waitFor();
      await fitsTheWidth(cp);
      await accessible(cp);
      // Create across the sheet, the other two under it; none past the sheet's edges.
      const across = (await drawer.getByRole('list', { name: 'Cart lines' }).boundingBox())!;
      const create = (await drawer
        .getByRole('button', { name: 'Create', exact: true })
        .boundingBox())!;
      expect(Math.round(create.x)).toBe(Math.round(across.x));
      expect(Math.round(create.width)).toBe(Math.round(across.width));
      for (const name of ['Request a quote', 'Keep ordering']) {
        const box = (await drawer.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.y).toBeGreaterThan(create.y + create.height);
        expect(box.x).toBeGreaterThanOrEqual(across.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(across.x + across.width + 0.5);
      }
      await shot(cp, 'portal-cart-drawer-390');
      await drawer.getByRole('button', { name: 'Keep ordering' }).click();
      await drawer.waitFor({ state: 'hidden' });

      // --- Placed from the sticky bar: the order opens, the header still names the supplier.
      await cp.getByLabel('Notes').fill('Back door, before 7');
      await checkoutBar(cp).getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await toast(cp, 'The order has been created.').waitFor();
      const landing = new RegExp(`/client/${key}/order/${UUID}$`);
      await cp.waitForURL(landing);
      await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
      await banner.getByText('Hill Bakery', { exact: true }).waitFor();
      await banner.getByText('Ordering as Corner Deli', { exact: true }).waitFor();
      await fitsTheWidth(cp);
      await shot(cp, 'portal-order-390');

      // Placing it emptied the cart, on the device too.
      const kept = await cp.evaluate(() =>
        Object.keys((globalThis as unknown as { localStorage: object }).localStorage).filter(
          (each) => each.startsWith('stockflow.cart.'),
        ),
      );
      expect(kept).toEqual([]);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await checkoutBar(cp).getByText('Total $0.00', { exact: true }).waitFor();
      expect(await quantityOf(cp, 'Spelt Flour').inputValue()).toBe('');

      // The portal's Orders has it.
      await cp.goto(`${buyer.base}/client/${key}`);
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await cp.getByText('#1001', { exact: true }).waitFor();
      await fitsTheWidth(cp);

      // --- The same portal at 1280 x 800: the table stays, with the same cart and header. Rye
      // Loaf is baked again (the order took the last two).
      await placeOrder(page, {
        providerId,
        locationId,
        transaction_type: 'IN',
        products: [{ id: rye, quantity: 10 }],
      });
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}`);
      await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      await banner.getByText('Ordering as Corner Deli', { exact: true }).waitFor();
      // The contact is in sight on a wide screen, at the foot of the side menu.
      const footer = cp.getByRole('region', { name: 'Supplier contact' });
      await footer.getByText('1 Mill Lane', { exact: true }).waitFor();
      await footer.getByRole('link', { name: /@/ }).waitFor();
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'portal-orders-1280');

      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await cp.getByText('Showing 2 of 2 products', { exact: true }).waitFor();
      const table = cp.getByRole('table');
      await cp.getByRole('searchbox', { name: 'Search products' }).fill('flour');
      await cp.getByText('Showing 1 of 2 products', { exact: true }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(1);
      await cp.getByRole('button', { name: 'One more Spelt Flour' }).click();
      await checkoutBar(cp).getByText('Total $7.25', { exact: true }).waitFor();
      await fitsTheWidth(cp);
      await accessible(cp);
      await shot(cp, 'portal-new-order-1280');
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 1 line' }).click();
      await cp.getByRole('dialog', { name: 'Cart' }).getByText('Spelt Flour').waitFor();
      await accessible(cp);
      await shot(cp, 'portal-cart-drawer-1280');
      await cp
        .getByRole('dialog', { name: 'Cart' })
        .getByRole('button', { name: 'Create' })
        .click();
      await confirm(cp, 'Create this order?', 'Create');
      await cp.waitForURL(landing);
      await cp.getByRole('heading', { level: 1, name: 'Order #1002' }).waitFor();
      await fitsTheWidth(cp);
      await shot(cp, 'portal-order-1280');

      // --- The staff's New order page, which shares the form, at 390: cards too, every
      // quantity on the screen, nothing sideways; at 1280 it keeps its table.
      await page.setViewportSize(PHONE);
      await page.goto(`${owner.base}${p}/order`);
      await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      const staffQuantity = quantityOf(page, 'Rye Loaf');
      await staffQuantity.waitFor();
      const field = (await staffQuantity.boundingBox())!;
      expect(field.x + field.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.getByRole('table').count()).toBe(0);
      await fitsTheWidth(page);
      await shot(page, 'staff-new-order-390');
      await page.setViewportSize(DESKTOP);
      await page.reload();
      await page
        .getByRole('table')
        .getByRole('spinbutton', { name: 'Quantity of Rye Loaf' })
        .waitFor();
      // The staff's form has no cart: its own Create, no checkout bar.
      expect(await checkoutBar(page).count()).toBe(0);

      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await owner.context.close();
    }
  }, 240_000);
  it("names the provider being ordered from in a portal of two providers, each order's own on its page, and both on the Orders list", async () => {
    const EMAIL = 'buyer@two-shops.example';
    const bakery = await openAsOwner(journey, 'Hill Bakery');
    const mill = await openAsOwner(journey, 'Valley Mill');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      // Each provider has its own record of the client, by another name.
      const shopOf = async (owner: typeof bakery, shop: Parameters<typeof createShop>[2]) => {
        const made = await createShop(owner.page, owner.providerId, shop);
        await placeOrder(owner.page, {
          providerId: owner.providerId,
          locationId: made.location.id,
          transaction_type: 'IN',
          products: [{ id: made.product.id, quantity: 10 }],
        });
        return made;
      };
      await shopOf(bakery, {
        location: 'Bakehouse',
        product: 'Rye Loaf',
        price: 4,
        client: 'Corner Deli',
        email: EMAIL,
      });
      await shopOf(mill, {
        location: 'Mill Depot',
        product: 'Spelt Flour',
        price: 7.5,
        client: 'Deli on the Corner',
        email: EMAIL,
      });
      await api(mill.page, 'PUT', `${mill.p}/settings`, { address: '2 Weir Road\nSelby' });

      // The client's own portal, from the mail; the mill's request accepted.
      const link = await mailbox.linkMailedTo(EMAIL);
      const key = new RegExp(`^/client/${UUID}$`).exec(link.pathname)![1];
      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${key}`);
      await cp.getByRole('button', { name: 'Accept', exact: true }).click();
      await toast(cp, 'You can now order from Valley Mill.').waitFor();

      // The Orders list is about both: their names, and each one's contact.
      const banner = cp.getByRole('banner');
      await banner.getByText('Hill Bakery, Valley Mill', { exact: true }).waitFor();
      await banner.getByRole('button', { name: 'Contact your suppliers' }).click();
      await cp.getByRole('dialog').getByText('2 Weir Road', { exact: true }).waitFor();
      await cp.keyboard.press('Escape');
      await fitsTheWidth(cp);
      await shot(cp, 'portal-two-providers-orders-390');

      // New order: the provider chosen is the one the header names, with the client's name there.
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('textbox', { name: 'Provider' }).click();
      await cp.getByRole('option', { name: 'Valley Mill', exact: true }).click();
      await banner.getByText('Valley Mill', { exact: true }).waitFor();
      await banner.getByText('Ordering as Deli on the Corner', { exact: true }).waitFor();
      await cp.getByRole('button', { name: 'One more Spelt Flour' }).click();
      await checkoutBar(cp).getByText('Total $7.50', { exact: true }).waitFor();
      await fitsTheWidth(cp);
      await shot(cp, 'portal-two-providers-new-order-390');
      // The choice is in the address: a reload keeps it, and the mill's cart with it.
      await cp.reload();
      await banner.getByText('Ordering as Deli on the Corner', { exact: true }).waitFor();
      await checkoutBar(cp).getByText('Total $7.50', { exact: true }).waitFor();
      // The bakery's cart is another: empty.
      await cp.getByRole('textbox', { name: 'Provider' }).click();
      await cp.getByRole('option', { name: 'Hill Bakery', exact: true }).click();
      await banner.getByText('Ordering as Corner Deli', { exact: true }).waitFor();
      await checkoutBar(cp).getByText('Total $0.00', { exact: true }).waitFor();
      await cp.getByRole('textbox', { name: 'Provider' }).click();
      await cp.getByRole('option', { name: 'Valley Mill', exact: true }).click();
      await checkoutBar(cp).getByText('Total $7.50', { exact: true }).waitFor();
      await checkoutBar(cp).getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));

      // The order's page names the order's provider.
      await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
      await banner.getByText('Valley Mill', { exact: true }).waitFor();
      await banner.getByText('Ordering as Deli on the Corner', { exact: true }).waitFor();
      await fitsTheWidth(cp);

      expect(buyer.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await bakery.context.close();
      await mill.context.close();
    }
  }, 180_000);
});
