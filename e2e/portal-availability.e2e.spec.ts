import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, supplyShop } from './support/portal';
import { api, confirm, openAsOwner, sideways, toast, until } from './support/screens';

const UUID = '([0-9a-f-]{36})';
const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const REFUSED = 'Rye Loaf: not enough in stock for 9. Order fewer.';
const BESIDE_THE_LINE = 'Not enough in stock for this quantity. Order fewer.';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the window, and no serious or critical axe-core finding. */
async function fitsAndReads(page: Page): Promise<void> {
  await until(() => sideways(page), 0);
  // The pointer off every control: the check is of the page at rest, not of a hovered button.
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
}

describeWithBrowser(
  "the portal's stock in words and the supplier's phone, served by the built app",
  () => {
    const journey = useAppInBrowser();

    beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

    it('shows the buyer badges instead of numbers and a phone to call, and refuses too many beside the line', async () => {
      const owner = await openAsOwner(journey, 'Hill Bakery');
      const buyer = await journey.open({ consoleErrors: true });
      try {
        // --- The supplier: four products, one low at its reorder point, one low by the default,
        // one plentiful, one with none; a client, Corner Deli.
        const { page, providerId, p, base } = owner;
        const { key, ids, locationId } = await supplyShop(page, providerId, [
          { name: 'Rye Loaf', price: 3.5, stock: 8 },
          { name: 'Baguette', price: 1.2, stock: 3 },
          { name: 'Spelt Flour', price: 7.25, stock: 50 },
          { name: 'Croissant', price: 1.5 },
        ]);
        const { 'Rye Loaf': rye, 'Spelt Flour': spelt } = ids;
        await api(page, 'PUT', `${p}/reorder-points`, {
          reorder_points: [{ product_id: rye, location_id: locationId, minimum: 10 }],
        });

        // --- On the owner's phone, the business settings: stock in words, and a phone.
        await page.setViewportSize(PHONE);
        await page.goto(`${base}${p}/settings`);
        const form = page.getByRole('form', { name: 'Business settings' });
        const stockShown = form.getByRole('radiogroup', { name: 'Stock shown to clients' });
        await stockShown.waitFor();
        expect(await stockShown.getByRole('radio', { name: 'Exact numbers' }).isChecked()).toBe(
          true,
        );
        await stockShown.getByText('In words', { exact: true }).click();
        expect(await stockShown.getByRole('radio', { name: 'In words' }).isChecked()).toBe(true);
        const phone = form.getByRole('textbox', { name: 'Contact phone' });
        // Not a phone number: said at the field before anything is sent.
        await phone.fill('call the bakery');
        await form.getByRole('button', { name: 'Save settings' }).click();
        await form
          .getByText('Enter a phone number of at most 40 digits, spaces and + ( ) - . /')
          .waitFor();
        expect(await phone.getAttribute('aria-invalid')).toBe('true');
        await phone.fill(' +44 1904 555-010 ');
        await form.getByRole('button', { name: 'Save settings' }).click();
        await toast(page, 'Settings saved.').waitFor();
        expect(await phone.inputValue()).toBe('+44 1904 555-010');
        await stockShown.scrollIntoViewIfNeeded();
        await fitsAndReads(page);
        await shot(page, 'portal-availability-settings-390');
        const { settings } = await api<{ settings: object }>(page, 'GET', `${p}/settings`);
        expect(settings).toMatchObject({
          portal_stock: 'words',
          contact_phone: '+44 1904 555-010',
        });

        // Rye Loaf's reorder point is read by the portal once the low-stock view has it.
        const cp = buyer.page;
        await cp.setViewportSize(PHONE);
        await cp.goto(`${buyer.base}/client/${key}`);
        await cp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        const offered = () =>
          api<{ products: { name: string; availability: string }[] }>(
            cp,
            'GET',
            `/client/${key}/products?provider_id=${providerId}`,
            undefined,
            false,
          );
        await until(
          async () =>
            (await offered()).products.find((each) => each.name === 'Rye Loaf')?.availability,
          'low',
        );

        // --- The buyer's phone: the supplier's phone in the header's contact, a number to tap.
        const banner = cp.getByRole('banner');
        await banner.getByRole('button', { name: 'Contact Hill Bakery' }).click();
        const contact = cp.getByRole('dialog');
        const call = contact.getByRole('link', { name: 'Call +44 1904 555-010' });
        await call.waitFor();
        expect(await call.getAttribute('href')).toBe('tel:+441904555010');
        expect(await call.textContent()).toBe('+44 1904 555-010');
        await fitsAndReads(cp);
        await shot(cp, 'portal-availability-contact-390');
        await cp.keyboard.press('Escape');
        await contact.waitFor({ state: 'hidden' });

        // --- New order: each card says its stock in words, never a number; none left is listed
        // but cannot be ordered.
        await cp.goto(`${buyer.base}/client/${key}/order`);
        await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
        const cards = cp.getByRole('list', { name: 'Products' }).getByRole('listitem');
        await cp.getByText('Showing 4 of 4 products', { exact: true }).waitFor();
        expect(await cards.allTextContents()).toEqual([
          'Baguette$1.20 (Default)Low stock',
          'Croissant$1.50 (Default)Out of stock',
          'Rye Loaf$3.50 (Default)Low stock',
          'Spelt Flour$7.25 (Default)In stock',
        ]);
        expect(await cp.getByText(/Available/).count()).toBe(0);
        expect(await cp.getByRole('button', { name: 'One more Croissant' }).isDisabled()).toBe(
          true,
        );
        expect(
          await cp.getByRole('spinbutton', { name: 'Quantity of Croissant' }).isDisabled(),
        ).toBe(true);
        // The cart kept on the device holds quantities, never a stock figure.
        await cp.getByRole('spinbutton', { name: 'Quantity of Rye Loaf' }).fill('9');
        await cp.getByRole('button', { name: 'One more Spelt Flour' }).click();
        // Nothing caps the 9 (there is no number to cap at): 9 x 3.50 + 7.25.
        await checkoutBar(cp).getByText('Total $38.75', { exact: true }).waitFor();
        const kept = await cp.evaluate(() => {
          const storage = (
            globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
          ).localStorage;
          const name = Object.keys(storage).find((each) => each.startsWith('stockflow.cart.'));
          return name ? storage.getItem(name) : null;
        });
        expect(JSON.parse(kept ?? '{}').lines).toEqual([
          { id: rye, name: 'Rye Loaf', quantity: 9 },
          { id: spelt, name: 'Spelt Flour', quantity: 1 },
        ]);
        await fitsAndReads(cp);
        await shot(cp, 'portal-availability-new-order-390');

        // --- Nine Rye Loaves are more than the bakery has: refused, beside the line, no number.
        await checkoutBar(cp).getByRole('button', { name: 'Create', exact: true }).click();
        await confirm(cp, 'Create this order?', 'Create');
        await toast(cp, REFUSED).waitFor();
        const drawer = cp.getByRole('dialog', { name: 'Cart' });
        const ryeLine = drawer
          .getByRole('list', { name: 'Cart lines' })
          .getByRole('listitem')
          .filter({ hasText: 'Rye Loaf' });
        // Written under the stepper, as wide as it (the input keeps its copy for screen readers).
        await ryeLine
          .getByText(BESIDE_THE_LINE, { exact: true })
          .filter({ visible: true })
          .waitFor();
        const refusedInput = ryeLine.getByRole('spinbutton', { name: 'Quantity of Rye Loaf' });
        expect(await refusedInput.getAttribute('aria-invalid')).toBe('true');
        // Its description says why, to a screen reader too.
        const describedBy = (await refusedInput.getAttribute('aria-describedby')) ?? '';
        expect(describedBy).not.toBe('');
        expect(await cp.locator(`[id="${describedBy}"]`).textContent()).toBe(BESIDE_THE_LINE);
        // The stock (8) is nowhere on the screen.
        const shown = `${await drawer.textContent()} ${await cp.locator('.mantine-Notification-root').allTextContents()}`;
        expect(shown).not.toMatch(/\b8\b/);
        await until(() => sideways(cp), 0);
        await shot(cp, 'portal-availability-refused-390');
        expect(await seriousViolations(cp)).toEqual([]);

        // One less: the message goes with the quantity that earned it, and the order is placed.
        await drawer.getByRole('button', { name: 'One less Rye Loaf' }).click();
        await until(async () => ryeLine.getByText(BESIDE_THE_LINE).count(), 0);
        await drawer.getByRole('button', { name: 'Create', exact: true }).click();
        await confirm(cp, 'Create this order?', 'Create');
        await toast(cp, 'The order has been created.').waitFor();
        await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
        await cp.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();

        // --- The same portal at 1280 x 800: badges in the table, the phone at the menu's foot.
        await cp.setViewportSize(DESKTOP);
        await cp.goto(`${buyer.base}/client/${key}/order`);
        await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
        const table = cp.getByRole('table');
        // The order took the last Rye Loaves: out of stock now, and said so.
        await table
          .getByRole('row')
          .filter({ hasText: 'Rye Loaf' })
          .getByText('Out of stock', { exact: true })
          .waitFor();
        await table
          .getByRole('row')
          .filter({ hasText: 'Spelt Flour' })
          .getByText('In stock', { exact: true })
          .waitFor();
        expect(await cp.getByText(/Available/).count()).toBe(0);
        const footer = cp.getByRole('region', { name: 'Supplier contact' });
        expect(
          await footer.getByRole('link', { name: 'Call +44 1904 555-010' }).getAttribute('href'),
        ).toBe('tel:+441904555010');
        await fitsAndReads(cp);
        await shot(cp, 'portal-availability-new-order-1280');

        // The owner's settings at 1280 too.
        await page.setViewportSize(DESKTOP);
        await page.reload();
        await stockShown.waitFor();
        await fitsAndReads(page);
        await shot(page, 'portal-availability-settings-1280');

        // One refusal, the 409 the browser logs for it.
        expect(buyer.problems).toEqual([
          'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
        ]);
        expect(owner.problems).toEqual([]);
      } finally {
        await buyer.context.close();
        await owner.context.close();
      }
    }, 240_000);
  },
);
