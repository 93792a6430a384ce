import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { api, openAsOwner, section, sideways, toast } from './support/screens';

const SIZES = [
  { name: 'a desktop window', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
] as const;

/** Opens Suppliers from the side menu (in its drawer on a phone). */
async function openSuppliers(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Toggle menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Suppliers', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Suppliers' }).waitFor();
}

describeWithBrowser('suppliers and their prices, served by the built app', () => {
  const journey = useAppInBrowser();

  for (const size of SIZES) {
    it(`creates a supplier, adds a price, sees it on the product page and exports, on ${size.name}`, async () => {
      const phone = size.width < 600;
      const owner = await openAsOwner(journey, `Bakery Supplies ${size.width}`);
      const { base, page, context, problems, p } = owner;
      try {
        await page.setViewportSize({ width: size.width, height: size.height });
        const { product } = await api<{ product: { id: string } }>(page, 'POST', `${p}/product`, {
          name: 'Rye Flour 25 kg',
          price: 30,
          sku: 'RYE-25',
        });

        // --- The list, empty; New supplier.
        await page.goto(`${base}${p}/inbox`);
        await openSuppliers(page, phone);
        await page.getByText('No suppliers yet.', { exact: false }).waitFor();
        await page.getByRole('button', { name: 'New supplier' }).first().click();
        const drawer = page.getByRole('dialog', { name: 'New supplier' });
        await drawer.getByRole('textbox', { name: 'Name' }).fill('Millstone Flour');
        await drawer.getByRole('textbox', { name: 'Contact' }).fill('Ana Ruiz');
        await drawer.getByRole('textbox', { name: 'Phone' }).fill('+34 91 123 45 67');
        await drawer.getByRole('textbox', { name: 'Currency' }).fill('eur');
        await drawer.getByRole('textbox', { name: 'Lead time (days)' }).fill('10');
        await drawer.getByRole('textbox', { name: 'Payment terms' }).click();
        await page.getByRole('option', { name: 'Net 30', exact: true }).click();
        await drawer.getByRole('button', { name: 'Save' }).click();
        await toast(page, 'Supplier created.').waitFor();
        await drawer.waitFor({ state: 'hidden' });

        // --- Its page from the list; a price for the product, picked by its SKU.
        await page.getByRole('link', { name: 'Millstone Flour' }).click();
        await page.getByRole('heading', { level: 1, name: 'Millstone Flour' }).waitFor();
        await valueShown(page, '10 days');
        await valueShown(page, 'Net 30');
        const prices = section(page, 'Prices');
        await prices.getByText('No prices yet.', { exact: false }).waitFor();
        await prices.getByRole('button', { name: 'Add a price' }).click();
        const priceDrawer = page.getByRole('dialog', { name: 'Add a price' });
        await priceDrawer.getByRole('textbox', { name: 'Product' }).fill('rye-25');
        await page.getByRole('option', { name: 'Rye Flour 25 kg · RYE-25' }).click();
        await priceDrawer.getByRole('textbox', { name: 'Unit price (EUR)' }).fill('18.5');
        await priceDrawer.getByRole('textbox', { name: 'Pack size' }).fill('4');
        // A minimum that is not whole packs is refused beside its field, before any call.
        await priceDrawer.getByRole('textbox', { name: 'Minimum order (units)' }).fill('10');
        await priceDrawer.getByRole('button', { name: 'Save' }).click();
        await priceDrawer
          .getByText('The minimum must be whole packs: a multiple of 4.', { exact: true })
          .waitFor();
        await priceDrawer.getByRole('textbox', { name: 'Minimum order (units)' }).fill('12');
        // From the keyboard: the switch's input is drawn over its label.
        await priceDrawer
          .getByRole('switch', { name: 'Preferred supplier for this product' })
          .focus();
        await page.keyboard.press('Space');
        await priceDrawer.getByRole('button', { name: 'Save' }).click();
        await toast(page, 'Price saved.').waitFor();
        await priceDrawer.waitFor({ state: 'hidden' });
        await prices.getByText('Rye Flour 25 kg', { exact: true }).waitFor();
        await prices.getByText('€18.50', { exact: true }).waitFor();
        await prices.getByText('Preferred', { exact: true }).last().waitFor();
        expect(await sideways(page)).toBe(0);

        // --- The product page lists it, and leads back to the supplier.
        await page.goto(`${base}${p}/product/${product.id}`);
        const suppliers = section(page, 'Suppliers');
        await suppliers.getByText('€18.50', { exact: true }).waitFor();
        await suppliers.getByText('Preferred', { exact: true }).last().waitFor();
        expect(await sideways(page)).toBe(0);
        await suppliers.getByRole('link', { name: 'Millstone Flour' }).click();
        await page.getByRole('heading', { level: 1, name: 'Millstone Flour' }).waitFor();

        // --- Both files export, as the imports read them.
        await page.goto(`${base}${p}/suppliers`);
        await page.getByRole('heading', { level: 1, name: 'Suppliers' }).waitFor();
        expect(await sideways(page)).toBe(0);
        const exported = async (button: string) => {
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: button }).click(),
          ]);
          return readFile((await download.path())!, 'utf8');
        };
        expect((await exported('Export suppliers')).split('\r\n')[1]).toBe(
          "Millstone Flour,Ana Ruiz,,'+34 91 123 45 67,EUR,10,NET_30,,true",
        );
        expect((await exported('Export prices')).split('\r\n')[1]).toBe(
          'Millstone Flour,RYE-25,Rye Flour 25 kg,,18.50,EUR,4,12,true',
        );
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 180_000);
  }
});

/** Waits for a value of the supplier's details. */
async function valueShown(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}
