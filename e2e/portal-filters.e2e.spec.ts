import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { supplyShop } from './support/portal';
import { api, openAsOwner, sideways, toast, until } from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the window, and no serious or critical axe-core finding. */
async function fitsAndReads(page: Page): Promise<void> {
  await until(() => sideways(page), 0);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The product names the New order page lists (cards on a phone, rows on a wide screen). */
async function listed(page: Page, phone: boolean): Promise<string[]> {
  const items = phone
    ? page.getByRole('list', { name: 'Products' }).getByRole('listitem')
    : page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
  const texts = await items.allTextContents();
  // The table's last row is its total, not a product.
  return texts.flatMap((text) => NAMES.find((name) => text.startsWith(name)) ?? []);
}

const NAMES = ['Baguette', 'Croissant', 'Pain au Chocolat', 'Rye Loaf', 'Spelt Flour'];

/** A filter's chip, by its value (a checkbox the buyer taps through its label). */
function chip(filters: Locator, value: string): Locator {
  return filters.getByRole('checkbox', { name: value, exact: true });
}

describeWithBrowser("the portal's catalog filters, served by the built app", () => {
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it('lets the provider mark Category as a filter, and the buyer filter, search, reload and clear', async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const buyer = await journey.open({ consoleErrors: true });
    try {
      // --- The bakery: a Category dropdown (not yet a filter), an internal cost note, five
      // products in stock, and a client.
      const { page, providerId, p } = owner;
      const { field: category } = await api<{ field: { id: string } }>(
        page,
        'POST',
        `${p}/metadata/fields`,
        {
          entity_type: 'PRODUCTS',
          field_label: 'Category',
          field_type: 'SELECT',
          field_options: ['Bread', 'Pastry', 'Flour'],
        },
      );
      const { field: cost } = await api<{ field: { id: string } }>(
        page,
        'POST',
        `${p}/metadata/fields`,
        { entity_type: 'PRODUCTS', field_label: 'Cost note', field_type: 'TEXT' },
      );
      const { key } = await supplyShop(
        page,
        providerId,
        (
          [
            ['Rye Loaf', 'Bread'],
            ['Baguette', 'Bread'],
            ['Croissant', 'Pastry'],
            ['Pain au Chocolat', 'Pastry'],
            ['Spelt Flour', 'Flour'],
          ] as const
        ).map(([name, kind]) => ({
          name,
          price: 2,
          stock: 20,
          metadata: { [category.id]: kind, [cost.id]: `Mill price of ${name}` },
        })),
      );

      // --- On the owner's phone: Custom Fields, Category, "Filter in the client portal".
      await page.setViewportSize(PHONE);
      await page.goto(`${owner.base}${p}/metadata`);
      await page.getByRole('heading', { level: 1, name: 'Custom Fields' }).waitFor();
      await page.getByText('Category', { exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Edit custom field' });
      const filterSwitch = drawer.getByRole('switch', { name: 'Filter in the client portal' });
      await filterSwitch.waitFor();
      expect(await filterSwitch.isChecked()).toBe(false);
      await drawer
        .getByText("Buyers can filter the client portal's catalog by the values of this field.")
        .waitFor();
      await filterSwitch.click();
      expect(await filterSwitch.isChecked()).toBe(true);
      await fitsAndReads(page);
      await shot(page, 'portal-filters-field-390');
      await drawer.getByRole('button', { name: 'Update Field' }).click();
      await toast(page, 'Custom field updated successfully.').waitFor();
      await drawer.waitFor({ state: 'hidden' });
      await page.getByText('Portal filter', { exact: true }).waitFor();
      // The other field is left as it was: no filter unless the provider marks it.
      await page.getByText('Cost note', { exact: true }).click();
      const costDrawer = page.getByRole('dialog', { name: 'Edit custom field' });
      expect(
        await costDrawer.getByRole('switch', { name: 'Filter in the client portal' }).isChecked(),
      ).toBe(false);
      await page.keyboard.press('Escape');
      await costDrawer.waitFor({ state: 'hidden' });

      // --- The buyer's phone: New order with a Category row of chips under the search.
      const cp = buyer.page;
      await cp.setViewportSize(PHONE);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await cp.getByText('Showing 5 of 5 products', { exact: true }).waitFor();
      const filters = cp.getByRole('group', { name: 'Filters' });
      const categoryRow = filters.getByRole('group', { name: 'Category' });
      expect(await categoryRow.getByRole('checkbox').evaluateAll((boxes) => boxes.length)).toBe(3);
      // Sorted; the cost note is nowhere (it is no filter, and its values never left the server).
      expect(await categoryRow.locator('label').allTextContents()).toEqual([
        'Bread',
        'Flour',
        'Pastry',
      ]);
      expect(await cp.getByText(/Mill price/).count()).toBe(0);
      expect(await filters.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);

      await categoryRow.locator('label', { hasText: 'Bread' }).click();
      await cp.getByText('Showing 2 of 5 products', { exact: true }).waitFor();
      expect(await listed(cp, true)).toEqual(['Baguette', 'Rye Loaf']);
      await categoryRow.locator('label', { hasText: 'Pastry' }).click();
      await cp.getByText('Showing 4 of 5 products', { exact: true }).waitFor();
      expect(await listed(cp, true)).toEqual([
        'Baguette',
        'Croissant',
        'Pain au Chocolat',
        'Rye Loaf',
      ]);
      expect(new URL(cp.url()).search).toBe('?f.Category=Bread&f.Category=Pastry');
      expect(await chip(categoryRow, 'Bread').isChecked()).toBe(true);

      // Combined with the search: "cro" among Bread and Pastry.
      await cp.getByRole('searchbox', { name: 'Search products' }).fill('cro');
      await cp.getByText('Showing 1 of 5 products', { exact: true }).waitFor();
      expect(await listed(cp, true)).toEqual(['Croissant']);
      await fitsAndReads(cp);
      await shot(cp, 'portal-filters-chosen-390');
      // Flour and "cro": nothing, and said so.
      await categoryRow.locator('label', { hasText: 'Bread' }).click();
      await categoryRow.locator('label', { hasText: 'Pastry' }).click();
      await categoryRow.locator('label', { hasText: 'Flour' }).click();
      await cp.getByText('No products match "cro".', { exact: true }).waitFor();
      await cp.getByRole('button', { name: 'Clear the search' }).click();
      await cp.getByText('Showing 1 of 5 products', { exact: true }).waitFor();
      expect(await listed(cp, true)).toEqual(['Spelt Flour']);
      await categoryRow.locator('label', { hasText: 'Flour' }).click();
      await categoryRow.locator('label', { hasText: 'Bread' }).click();
      await categoryRow.locator('label', { hasText: 'Pastry' }).click();
      await cp.getByText('Showing 4 of 5 products', { exact: true }).waitFor();

      // A reload keeps the filters (they are in the address).
      await cp.reload();
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await cp.getByText('Showing 4 of 5 products', { exact: true }).waitFor();
      expect(await chip(categoryRow, 'Bread').isChecked()).toBe(true);
      expect(await chip(categoryRow, 'Pastry').isChecked()).toBe(true);
      expect(await chip(categoryRow, 'Flour').isChecked()).toBe(false);

      // Clear filters: every product again, and the address without them.
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await cp.getByText('Showing 5 of 5 products', { exact: true }).waitFor();
      expect(new URL(cp.url()).search).toBe('');
      expect(await chip(categoryRow, 'Bread').isChecked()).toBe(false);
      await fitsAndReads(cp);
      await shot(cp, 'portal-filters-cleared-390');

      // --- At 1280 x 800: a link with a filter opens filtered, in the table.
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}/order?f.Category=Pastry`);
      await cp.getByText('Showing 2 of 5 products', { exact: true }).waitFor();
      expect(await listed(cp, false)).toEqual(['Croissant', 'Pain au Chocolat']);
      expect(await chip(categoryRow, 'Pastry').isChecked()).toBe(true);
      await fitsAndReads(cp);
      await shot(cp, 'portal-filters-1280');

      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await buyer.context.close();
      await owner.context.close();
    }
  });
});
