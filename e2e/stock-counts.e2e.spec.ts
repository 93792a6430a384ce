import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { choose } from './support/controls';
import { useAppInBrowser } from './support/journey';
import {
  api,
  expectGridRow,
  openFromMenu,
  placeOrder,
  rowWith,
  signUpOwner,
  toast,
  until,
} from './support/screens';

/** Scans (types) a code into the find field, as a scanner does: the code, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  const find = page.getByRole('textbox', { name: 'Find product', exact: true });
  await find.fill(code);
  await find.press('Enter');
}

/** The page's document, as the browser has it (the e2e specs compile without the DOM's types). */
interface PageDocument {
  document: {
    activeElement: { getAttribute(name: string): string | null } | null;
    documentElement: { scrollWidth: number };
  };
}

const focused = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as PageDocument).document.activeElement?.getAttribute('aria-label') ??
      null,
  );
const pageWidth = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageDocument).document.documentElement.scrollWidth);

describeWithBrowser('stock counts, served by the built app', () => {
  const journey = useAppInBrowser();

  it('starts a count, enters it on a phone by scanning codes, approves it, and the grid follows', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page, context, problems } = owner;
    try {
      const { providerId } = await signUpOwner(owner, 'Count Supplies');
      const p = `/provider/${providerId}`;
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location } = await post<{ location: { id: string } }>('location', {
        name: 'Main Warehouse',
      });
      const products = [
        (
          await post<{ product: { id: string } }>('product', {
            name: 'Blue Widget',
            price: 4,
            sku: 'BW-1',
          })
        ).product,
        (
          await post<{ product: { id: string } }>('product', {
            name: 'Red Gadget',
            price: 2,
            barcode: '4006381333931',
          })
        ).product,
      ];
      await placeOrder(page, {
        providerId,
        locationId: location.id,
        transaction_type: 'IN',
        products: products.map((product) => ({ id: product.id, quantity: 10 })),
      });

      // --- New count of every product at the warehouse.
      await openFromMenu(page, 'Stock counts');
      await page.getByRole('button', { name: 'New count', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'New count' }).waitFor();
      await choose(page, page.locator('body'), 'Location', 'Main Warehouse');
      await page.getByRole('button', { name: 'Start count', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Count at Main Warehouse' }).waitFor();
      await toast(page, 'The count has started: 2 products to count.').waitFor();

      // --- On a phone: a scanned barcode jumps to its line; the count shows its variance.
      await page.setViewportSize({ width: 390, height: 844 });
      await scan(page, '4006381333931');
      await until(() => focused(page), 'Counted Red Gadget');
      await page.keyboard.type('8');
      await page.keyboard.press('Enter');
      await page.getByText('Variance -2', { exact: true }).waitFor();
      // A SKU typed in any case finds its product too.
      await scan(page, 'bw-1');
      await until(() => focused(page), 'Counted Blue Widget');
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
      await page.getByText('Matches', { exact: true }).waitFor();
      await page.getByText(/2 of 2 counted · 1 with a variance/).waitFor();
      // Nothing wider than the phone's screen.
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      // --- Approve: one adjustment, and the grid holds what was counted.
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await page.getByText(/1 of 2 counted products differ and will be adjusted/).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(page, 'The count has been approved.').waitFor();
      await page.getByText('Approved', { exact: true }).first().waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}${p}/inventory`);
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await expectGridRow(page, 'Red Gadget', ['Red Gadget', '8', '0']);
      await expectGridRow(page, 'Blue Widget', ['Blue Widget', '10', '0']);

      // --- The list, filtered by status.
      await openFromMenu(page, 'Stock counts');
      await page.getByText('Approved', { exact: true }).first().click();
      await rowWith(page, 'Main Warehouse').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
