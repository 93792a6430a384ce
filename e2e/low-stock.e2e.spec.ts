import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { api, placeOrder, rowWith, section, signUpOwner, toast } from './support/screens';

describeWithBrowser('reorder points and low stock, served by the built app', () => {
  const journey = useAppInBrowser();

  it('sets a minimum on the product page, and the Low stock screen and its badge follow stock live', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page, context, problems } = owner;
    try {
      const { providerId } = await signUpOwner(owner, 'Reorder Supplies');
      const p = `/provider/${providerId}`;
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location } = await post<{ location: { id: string } }>('location', {
        name: 'Main Warehouse',
      });
      const { product } = await post<{ product: { id: string } }>('product', {
        name: 'Blue Widget',
        price: 4,
      });
      const move = (transaction_type: 'IN' | 'OUT', quantity: number) =>
        placeOrder(page, {
          providerId,
          locationId: location.id,
          transaction_type,
          products: [{ id: product.id, quantity }],
        });
      await move('IN', 10);

      // --- Product detail: a minimum of 5 and a reorder quantity of 20 at the warehouse.
      await page.goto(`${base}${p}/product/${product.id}`);
      const points = section(page, 'Reorder points');
      await points.getByRole('textbox', { name: 'Minimum at Main Warehouse' }).fill('5');
      await points.getByRole('textbox', { name: 'Reorder quantity at Main Warehouse' }).fill('20');
      await points.getByRole('button', { name: 'Save reorder points' }).click();
      await toast(page, 'Reorder points saved.').waitFor();
      await points.getByText('10 available', { exact: true }).waitFor();

      // --- Low stock: nothing yet.
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: /^Low stock/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Low stock' }).waitFor();
      await page.getByText('Nothing is low on stock.', { exact: false }).waitFor();

      // Stock goes out elsewhere: the row and the badge appear without a reload.
      await move('OUT', 6);
      const row = rowWith(page, 'Blue Widget');
      await row.waitFor();
      await row.getByRole('cell', { name: 'Main Warehouse', exact: true }).waitFor();
      await row.getByText('20', { exact: true }).waitFor();
      await menu.getByLabel('1 low on stock').waitFor();

      // An inbound lifts it above the minimum: it leaves the list and the badge goes.
      await move('IN', 10);
      await row.waitFor({ state: 'detached' });
      await menu.getByLabel('1 low on stock').waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
