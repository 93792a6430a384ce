import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  api,
  openAsOwner,
  placeOrder,
  rowWith,
  section,
  signUpOwner,
  toast,
} from './support/screens';
import {
  ADJUST_REFUSAL,
  expectDisabledWithReason,
  openAsTeammate,
  refusal,
} from './support/teammates';

describeWithBrowser('reorder points and low stock, served by the built app', () => {
  const mailbox = useMailbox();
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

      // --- Product detail: a minimum of 5 and a reorder quantity of 20 at the warehouse, typed
      // before the saved figures have been read (held back here, as a slow answer would be):
      // their arrival does not wipe what was typed.
      let letThrough: () => void = () => undefined;
      const heldBack = new Promise<void>((go) => {
        letThrough = go;
      });
      const productPoints = (url: URL) =>
        url.pathname.endsWith('/reorder-points') && url.searchParams.has('product_id');
      await page.route(productPoints, async (route) => {
        await heldBack;
        await route.continue();
      });
      await page.goto(`${base}${p}/product/${product.id}`);
      const points = section(page, 'Reorder points');
      const minimum = points.getByRole('textbox', { name: 'Minimum at Main Warehouse' });
      await minimum.fill('5');
      const read = page.waitForResponse((res) => res.url().includes('/reorder-points?'));
      letThrough();
      await read;
      await page.unroute(productPoints);
      expect(await minimum.inputValue()).toBe('5');
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

  it('shows an auditor the reorder points with no field to change, and a member denied inventory:update why not', async () => {
    const owner = await openAsOwner(journey, 'Audited Reorders');
    const { base, p } = owner;
    const post = <T>(path: string, body: object) =>
      api<T>(owner.page, 'POST', `${p}/${path}`, body);
    const { location } = await post<{ location: { id: string } }>('location', {
      name: 'Main Warehouse',
    });
    const { product } = await post<{ product: { id: string } }>('product', {
      name: 'Blue Widget',
      price: 4,
    });
    const reorderPoints = [
      { product_id: product.id, location_id: location.id, minimum: 7, reorder_quantity: 30 },
    ];
    await api(owner.page, 'PUT', `${p}/reorder-points`, { reorder_points: reorderPoints });
    const auditor = await openAsTeammate(journey, mailbox, owner, [
      'inventory:update',
      'orders:create',
    ]);
    const mover = await openAsTeammate(journey, mailbox, owner, ['inventory:update']);
    try {
      // The auditor reads the figures; there is no field nor button to change them.
      await auditor.page.goto(`${base}${p}/product/${product.id}`);
      const seen = section(auditor.page, 'Reorder points');
      await rowWith(seen, 'Main Warehouse').getByRole('cell', { name: '7', exact: true }).waitFor();
      await rowWith(seen, 'Main Warehouse')
        .getByRole('cell', { name: '30', exact: true })
        .waitFor();
      expect(await seen.getByRole('textbox').count()).toBe(0);
      expect(await seen.getByRole('button', { name: 'Save reorder points' }).count()).toBe(0);
      expect(
        (
          await refusal(auditor.page, 'PUT', `${p}/reorder-points`, {
            reorder_points: reorderPoints,
          })
        ).status,
      ).toBe(403);

      // A member denied inventory:update sees the fields disabled and is told why.
      await mover.page.goto(`${base}${p}/product/${product.id}`);
      const points = section(mover.page, 'Reorder points');
      await points.getByRole('textbox', { name: 'Minimum at Main Warehouse' }).waitFor();
      expect(
        await points.getByRole('textbox', { name: 'Minimum at Main Warehouse' }).isDisabled(),
      ).toBe(true);
      await expectDisabledWithReason(
        mover.page,
        points.getByRole('button', { name: 'Save reorder points' }),
        ADJUST_REFUSAL,
      );
      await mover.page.goto(`${base}${p}/low-stock`);
      await expectDisabledWithReason(
        mover.page,
        mover.page.getByRole('button', { name: 'Import CSV' }),
        ADJUST_REFUSAL,
      );
      expect(auditor.problems.filter((line) => !line.includes('403'))).toEqual([]);
      expect(mover.problems).toEqual([]);
    } finally {
      await auditor.context.close();
      await mover.context.close();
      await owner.context.close();
    }
  }, 180_000);
});
