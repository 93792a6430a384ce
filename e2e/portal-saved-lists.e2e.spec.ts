import { mkdirSync } from 'node:fs';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, itemTexts, openPortalJourney, quantityOf } from './support/portal';
import { api, confirm, sideways, toast, until } from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const UUID = '([0-9a-f-]{36})';

describeWithBrowser("the buyer's saved lists in the portal, served by the built app", () => {
  const journey = useAppInBrowser();

  it('saves the cart as "Monday order" on a phone, edits it, adds it back to the cart and orders it; names a product no longer offered; deletes it at 1280', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // --- The supplier: Rye Loaf, Spelt Flour and Baguette in stock, and Corner Deli.
    const { owner, buyer, shop, close } = await openPortalJourney(journey, [
      { name: 'Rye Loaf', price: 3.5, stock: 20 },
      { name: 'Spelt Flour', price: 7.25, stock: 20 },
      { name: 'Baguette', price: 1.2, stock: 20 },
    ]);
    try {
      const { page, p } = owner;
      const { key, ids } = shop;
      const { Baguette: baguette } = ids;

      // --- The buyer's phone, on New order: a cart of three lines, saved as a list from the cart.
      const cp = buyer.page;
      await quantityOf(cp, 'Rye Loaf').fill('3');
      await quantityOf(cp, 'Spelt Flour').fill('2');
      await quantityOf(cp, 'Baguette').fill('6');
      await checkoutBar(cp).getByRole('button', { name: 'Cart, 3 lines' }).click();
      const cart = cp.getByRole('dialog', { name: 'Cart' });
      await cart.getByRole('button', { name: 'Save as list', exact: true }).click();
      await cart.getByLabel('List name').fill('  Monday order ');
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-saved-lists-save-390.png` });
      await cart.getByRole('button', { name: 'Save list', exact: true }).click();
      await toast(cp, 'Your cart is saved as "Monday order".').waitFor();

      // Emptied: every line removed from the cart.
      for (const name of ['Rye Loaf', 'Spelt Flour', 'Baguette'])
        await cart.getByRole('button', { name: `Remove ${name} from the cart` }).click();
      await cart.getByText('Your cart is empty.', { exact: true }).waitFor();
      await cart.getByRole('button', { name: 'Keep ordering', exact: true }).click();
      await cart.waitFor({ state: 'hidden' });

      // The supplier stops offering Baguette; the buyer comes back later.
      await api(page, 'PUT', `${p}/product/${baguette}`, { active: false });
      await cp.reload();
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('');

      // --- Lists, beside Quick order: the list opens to its lines, Baguette named as gone.
      const open = cp.getByRole('button', { name: 'Lists', exact: true });
      const openBox = (await open.boundingBox())!;
      expect(openBox.x + openBox.width).toBeLessThanOrEqual(PHONE.width);
      expect(openBox.height).toBeGreaterThanOrEqual(42);
      await until(() => sideways(cp), 0);
      await cp.screenshot({ path: `${SHOTS}/portal-saved-lists-button-390.png` });
      await open.click();
      const sheet = cp.getByRole('dialog', { name: 'Saved lists' });
      const lists = sheet.getByRole('list', { name: 'Your saved lists' }).getByRole('listitem');
      await until(async () => (await itemTexts(lists)).join(' / '), 'Monday order | 3 lines');
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-saved-lists-lists-390.png` });
      await lists.first().getByRole('button').click();
      const list = cp.getByRole('dialog', { name: 'Monday order' });
      const lines = list.getByRole('list', { name: 'Lines of Monday order' }).getByRole('listitem');
      await until(async () => lines.count(), 3);
      expect((await itemTexts(lines)).map((line) => line.split(' | ')[0])).toEqual([
        'Rye Loaf',
        'Spelt Flour',
        'Baguette',
      ]);
      await list.getByText('No longer offered', { exact: true }).waitFor();
      expect(await quantityOf(list, 'Rye Loaf').inputValue()).toBe('3');

      // A quantity changed and kept in the list.
      await quantityOf(list, 'Rye Loaf').fill('5');
      await list
        .getByText('Your changes are not saved to the list yet.', { exact: true })
        .waitFor();
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-saved-lists-edit-390.png` });
      await list.getByRole('button', { name: 'Save changes', exact: true }).click();
      await toast(cp, 'The changes to "Monday order" are saved.').waitFor();

      // Add to cart stays in reach of a thumb, at the bottom of the sheet.
      const add = list.getByRole('button', { name: 'Add to cart', exact: true });
      const addBox = (await add.boundingBox())!;
      expect(addBox.y + addBox.height).toBeLessThanOrEqual(PHONE.height);
      expect(addBox.x + addBox.width).toBeLessThanOrEqual(PHONE.width);
      await add.click();
      await list.waitFor({ state: 'hidden' });
      await toast(
        cp,
        '2 lines of "Monday order" are in your cart. Baguette is no longer offered and was not added.',
      ).waitFor();
      expect(await quantityOf(cp, 'Rye Loaf').inputValue()).toBe('5');
      expect(await quantityOf(cp, 'Spelt Flour').inputValue()).toBe('2');
      // 5 x 3.50 + 2 x 7.25 = 32.00.
      await checkoutBar(cp).getByText('Total $32.00', { exact: true }).waitFor();
      await until(() => sideways(cp), 0);
      await cp.screenshot({ path: `${SHOTS}/portal-saved-lists-added-390.png` });

      // --- Placed: the order holds the list's lines as edited.
      await checkoutBar(cp).getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(cp, 'Create this order?', 'Create');
      await toast(cp, 'The order has been created.').waitFor();
      await cp.waitForURL(new RegExp(`/client/${key}/order/${UUID}$`));
      const orderId = new RegExp(`/order/${UUID}$`).exec(cp.url())![1];
      const { order } = await api<{
        order: { line_items: { product: { name: string }; quantity: number }[] };
      }>(page, 'GET', `${p}/order/${orderId}`);
      expect(order.line_items.map((line) => [line.product.name, line.quantity]).sort()).toEqual([
        ['Rye Loaf', 5],
        ['Spelt Flour', 2],
      ]);

      // --- At 1280: the lists in a panel on the right; the list kept its edit; deleted.
      await cp.setViewportSize(DESKTOP);
      await cp.goto(`${buyer.base}/client/${key}/order`);
      await cp.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
      await cp.getByRole('button', { name: 'Lists', exact: true }).click();
      const panel = cp.getByRole('dialog', { name: 'Saved lists' });
      await panel.getByRole('button', { name: /Monday order/ }).click();
      const detail = cp.getByRole('dialog', { name: 'Monday order' });
      expect(await quantityOf(detail, 'Rye Loaf').inputValue()).toBe('5');
      await until(() => sideways(cp), 0);
      expect(await seriousViolations(cp)).toEqual([]);
      await cp.screenshot({ path: `${SHOTS}/portal-saved-lists-1280.png` });
      await detail.getByRole('button', { name: 'Delete list', exact: true }).click();
      await confirm(cp, 'Delete the list "Monday order"?', 'Delete list');
      await toast(cp, 'The list "Monday order" is deleted.').waitFor();
      await cp
        .getByRole('dialog', { name: 'Saved lists' })
        .getByText(/^No saved lists yet\./)
        .waitFor();
      expect(buyer.problems).toEqual([]);
      expect(owner.problems).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
