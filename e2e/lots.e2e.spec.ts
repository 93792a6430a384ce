import { describeWithBrowser } from './support/browser';
import { toggle } from './support/controls';
import { useAppInBrowser } from './support/journey';
import {
  api,
  confirm,
  openFromMenu,
  placeOrder,
  rowWith,
  section,
  signUpOwner,
  toast,
} from './support/screens';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An expiry day as the screens write it (en-US, the default): Mar 4, 2026. */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

describeWithBrowser('lots and expiry, served by the built app', () => {
  const journey = useAppInBrowser();

  it('tracks lots on a product, receives a lot with its expiry, ships first expiry first out and traces a lot', async () => {
    const owner = await journey.open({ consoleErrors: true });
    const { base, page, context, problems } = owner;
    try {
      const { providerId } = await signUpOwner(owner, 'Dairy Supplies');
      const p = `/provider/${providerId}`;
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const { location } = await post<{ location: { id: string } }>('location', {
        name: 'Cold Store',
      });
      const { product } = await post<{ product: { id: string } }>('product', {
        name: 'Fresh Milk',
        price: 2,
      });

      // --- The product page: Track lots, saved at once; the Lots block appears.
      await page.goto(`${base}${p}/product/${product.id}`);
      await page.getByRole('heading', { level: 1, name: 'Fresh Milk' }).waitFor();
      await toggle(page, page.getByRole('switch', { name: /Track lots/ }));
      await section(page, 'Lots').waitFor();

      // --- Inbound: the line asks its lot code (required) and expiry date.
      await openFromMenu(page, 'Inbound', 'Inbound inventory');
      await page.getByRole('spinbutton', { name: 'Quantity of Fresh Milk', exact: true }).fill('6');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await toast(page, 'Enter the lot code of Fresh Milk.').waitFor();
      await page
        .getByRole('textbox', { name: 'Lot code of Fresh Milk', exact: true })
        .fill('LATE-9');
      await page.getByLabel('Expiry date of Fresh Milk', { exact: true }).fill(inDays(120));
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(page, 'Create this order?', 'Create');
      await toast(page, 'The order has been created.').waitFor();

      // A second lot, expiring in a few days, arrives through the API.
      await placeOrder(page, {
        providerId,
        locationId: location.id,
        transaction_type: 'IN',
        products: [{ id: product.id, quantity: 4, lot_code: 'SOON-3', expiry_date: inDays(3) }],
      });

      // --- Outbound without a lot: the lot that expires first goes first.
      await openFromMenu(page, 'Outbound', 'Outbound inventory');
      await page.getByRole('spinbutton', { name: 'Quantity of Fresh Milk', exact: true }).fill('5');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(page, 'Create this order?', 'Create');
      // The inbound's toast may still be up: the outbound's is the newer one.
      await toast(page, 'The order has been created.').last().waitFor();

      // --- The product's lots: SOON-3 emptied, LATE-9 gave one; the badge follows N.
      await page.goto(`${base}${p}/product/${product.id}`);
      const lots = section(page, 'Lots');
      await rowWith(lots, 'LATE-9').waitFor();
      // The page may first show the lots it read before the outbound (kept from an earlier
      // visit) while it reads them again: SOON-3 goes once the new figures arrive.
      await rowWith(lots, 'SOON-3').waitFor({ state: 'detached' });
      expect(await rowWith(lots, 'LATE-9').getByRole('cell').allTextContents()).toEqual([
        'LATE-9',
        'Cold Store',
        shown(inDays(120)),
        '5',
        '0',
        '5',
      ]);
      await lots.getByRole('textbox', { name: 'Expiring within (days)' }).fill('150');
      await lots.getByText('1 lot expired or expiring.').waitFor();
      await rowWith(lots, 'LATE-9')
        .getByText(/Expires in \d+ d/)
        .waitFor();

      // --- Where did SOON-3 go: the Lots screen's trace lists the outbound movement.
      await openFromMenu(page, 'Lots');
      await rowWith(page, 'LATE-9').waitFor();
      // Live: a lot received while the screen is open appears without a reload.
      await placeOrder(page, {
        providerId,
        locationId: location.id,
        transaction_type: 'IN',
        products: [{ id: product.id, quantity: 2, lot_code: 'LIVE-1', expiry_date: inDays(60) }],
      });
      await rowWith(page, 'LIVE-1').waitFor();
      await page.getByRole('textbox', { name: 'Lot code', exact: true }).fill('soon-3');
      await page.getByRole('button', { name: 'Trace', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Lot soon-3' }).waitFor();
      const takers = section(page, 'Orders and movements that took from it');
      const taker = takers.getByRole('row').filter({ hasText: 'Outbound' });
      await taker.waitFor();
      expect(await taker.getByRole('cell').nth(5).textContent()).toBe('4');
      await taker.getByRole('link').click();
      await page.waitForURL(new RegExp(`${p}/transaction/[0-9a-f-]{36}$`));
      // --- The movement's detail names the lots its line took, first expiry first.
      await page
        .getByText(
          `Lot SOON-3 (exp. ${shown(inDays(3))}) ×4, Lot LATE-9 (exp. ${shown(inDays(120))}) ×1`,
        )
        .waitFor();

      // --- The product's Stock history: a Lots column says what each change did to each lot.
      await page.goto(`${base}${p}/product/${product.id}`);
      const history = section(page, 'Stock history');
      const outbound = history.getByRole('row').filter({ hasText: 'LATE-9: current -1 → 5' });
      await outbound.waitFor();
      await outbound.getByText('SOON-3: current -4 → 0').waitFor();

      // --- A transfer's detail names the lots its units left in, first expiry first.
      const { location: shopFloor } = await post<{ location: { id: string } }>('location', {
        name: 'Shop Floor',
      });
      const { transfer } = await post<{ transfer: { id: string } }>('transfers', {
        from_location_id: location.id,
        to_location_id: shopFloor.id,
        products: [{ product_id: product.id, quantity: 3 }],
      });
      await post(`transfers/${transfer.id}/ship`, {});
      await page.goto(`${base}${p}/transfer/${transfer.id}`);
      const shipped = `Lot LIVE-1 (exp. ${shown(inDays(60))}) ×2, Lot LATE-9 (exp. ${shown(inDays(120))}) ×1`;
      await page.getByRole('table', { name: 'Products' }).getByText(shipped).waitFor();
      await page.getByText(`Shipped 3 Fresh Milk (${shipped})`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
