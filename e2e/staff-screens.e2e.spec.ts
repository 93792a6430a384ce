import { mkdirSync } from 'node:fs';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { type Language, say } from './support/catalog';
import { type JourneyPage, useAppInBrowser } from './support/journey';
import { api, placeOrder, sideways, signUpOwner, stockedShop } from './support/screens';

const SHOTS = '/tmp/shots/staff';

/** A screen's title: a catalog text (`namespace:key`, with its values), or a name from the data. */
type Heading = { key: string; values?: Record<string, string>; after?: string } | { data: string };

function headingIn(language: Language, heading: Heading): string {
  if ('data' in heading) return heading.data;
  return say(language, heading.key, heading.values) + (heading.after ?? '');
}

const PASSES = [
  { language: 'en', width: 1280, height: 800, suffix: 'desktop' },
  { language: 'en', width: 390, height: 844, suffix: 'phone' },
  { language: 'fr', width: 1280, height: 800, suffix: 'desktop-fr' },
  { language: 'fr', width: 390, height: 844, suffix: 'phone-fr' },
] as const;

/**
 * Issue 38: every staff screen, in each language the app speaks, at 1280x800 and 390x844: its
 * title in that language, no sideways scroll, no serious or critical accessibility violation.
 * (The spec's screens in English are also covered, light and dark, by screenshots.e2e.spec.ts.)
 */
describeWithBrowser(
  'every staff screen in English and French, desktop and phone, served by the built app',
  () => {
    const journey = useAppInBrowser();
    let visit: JourneyPage;
    // `settled`: an alert (the report's replay verdict) that appears once the screen's data is in.
    let screens: [name: string, path: string, heading: Heading, settled?: string][] = [];

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      visit = await journey.open({ consoleErrors: true });
      const { page } = visit;
      const { providerId } = await signUpOwner(visit, 'Every Screen Supplies');
      const p = `/provider/${providerId}`;
      const post = <T>(path: string, body: object) => api<T>(page, 'POST', `${p}/${path}`, body);
      const shop = await stockedShop(page, providerId, 20);
      const order = await shop.order(3);
      const { location: shopFloor } = await post<{ location: { id: string } }>('location', {
        name: 'Shop Floor',
      });
      const { transfer } = await post<{ transfer: { id: string; number: string } }>('transfers', {
        from_location_id: shop.location.id,
        to_location_id: shopFloor.id,
        products: [{ product_id: shop.product.id, quantity: 2 }],
      });
      const { count } = await post<{ count: { id: string } }>('counts', {
        location_id: shop.location.id,
      });
      const { product: milk } = await post<{ product: { id: string } }>('product', {
        name: 'Fresh Milk',
        price: 2,
        track_lots: true,
      });
      const inbound = await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'IN',
        products: [{ id: milk.id, quantity: 6, lot_code: 'LOT-7', expiry_date: '2031-01-31' }],
      });
      await post('client_product_price', {
        client_id: shop.client.id,
        product_id: shop.product.id,
        name: 'Trade price',
        price: 3.5,
      });
      const title = (key: string, values?: Record<string, string>): Heading => ({ key, values });
      screens = [
        ['inbox', `${p}/inbox`, title('orders:inbox.title')],
        ['orders', `${p}/orders`, title('orders:list.title')],
        [
          'order',
          `${p}/order/${order.id}`,
          { key: 'common:transactionType.order', after: ' #1001' },
        ],
        ['new-order', `${p}/order`, title('order-form:titles.order')],
        ['inventory', `${p}/inventory`, title('inventory:view.title')],
        ['adjust', `${p}/adjust`, title('inventory:adjust.title')],
        [
          'audit-report',
          `${p}/audit-report`,
          title('audit:report.title'),
          'audit:report.replay.title',
        ],
        ['movements', `${p}/transactions`, title('movements:title')],
        ['movement', `${p}/transaction/${inbound.id}`, { data: 'MV-' }],
        ['inbound', `${p}/transaction/in`, title('order-form:titles.inbound')],
        ['outbound', `${p}/transaction/out`, title('order-form:titles.outbound')],
        ['transfers', `${p}/transfers`, title('transfers:list.title')],
        ['new-transfer', `${p}/transfer`, title('transfers:new.title')],
        [
          'transfer',
          `${p}/transfer/${transfer.id}`,
          title('transfers:detail.title', {
            number: transfer.number,
            from: 'Main Warehouse',
            to: 'Shop Floor',
          }),
        ],
        ['counts', `${p}/counts`, title('counts:list.title')],
        ['new-count', `${p}/count`, title('counts:new.title')],
        [
          'count',
          `${p}/count/${count.id}`,
          title('counts:count.title', { location: 'Main Warehouse' }),
        ],
        ['lots', `${p}/lots`, title('lots:list.title')],
        ['lot', `${p}/lots/LOT-7`, title('lots:trace.title', { code: 'LOT-7' })],
        ['low-stock', `${p}/low-stock`, title('low-stock:list.title')],
        ['clients', `${p}/clients`, title('clients:list.title')],
        ['client', `${p}/client/${shop.client.id}`, { data: 'Acme Retail' }],
        ['locations', `${p}/locations`, title('locations:list.title')],
        ['location', `${p}/location/${shop.location.id}`, { data: 'Main Warehouse' }],
        ['products', `${p}/products`, title('products:list.title')],
        ['product', `${p}/product/${shop.product.id}`, { data: 'Blue Widget' }],
        ['custom-fields', `${p}/metadata`, title('custom-fields:list.title')],
        ['users', `${p}/users`, title('team:page.title')],
        ['settings', `${p}/settings`, title('settings:page.title')],
        ['api-keys', `${p}/settings/api-keys`, title('api-keys:page.title')],
        ['webhooks', `${p}/settings/webhooks`, title('webhooks:page.title')],
      ];
    }, 180_000);

    afterAll(() => visit?.context.close().catch(() => undefined));

    it("opens a figure's explanation on a phone inside the window: its table scrolls, the page does not", async () => {
      const { page, base } = visit;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}${screens.find(([name]) => name === 'inventory')![1]}`);
      await page.getByRole('heading', { level: 1, name: 'Inventory', exact: true }).waitFor();
      await page.getByRole('button', { name: /^17, / }).first().click();
      const explanation = page.getByRole('dialog', { name: /^How .* was reached$/ });
      await explanation.getByRole('table').waitFor();
      const box = (await explanation.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await sideways(page)).toBe(0);
      await page.screenshot({ path: `${SHOTS}/explain-phone.png` });
    }, 60_000);

    it('fits the client page’s Custom Pricing table in its half-width card at 1280 px, price in sight', async () => {
      const { page, base } = visit;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}${screens.find(([name]) => name === 'client')![1]}`);
      await page.getByRole('heading', { level: 1, name: 'Acme Retail' }).waitFor();
      const price = page.getByRole('cell', { name: '$3.50', exact: true });
      await price.waitFor();
      // The card is a region of that name; a table wider than it would scroll in a second one.
      const regions = page.getByRole('region', { name: 'Custom Pricing', exact: true });
      expect(await regions.count()).toBe(1);
      const card = (await regions.boundingBox())!;
      const cell = (await price.boundingBox())!;
      expect(cell.x + cell.width).toBeLessThanOrEqual(card.x + card.width);
    }, 60_000);

    for (const { language, width, height, suffix } of PASSES) {
      it(`shows each screen in ${language === 'en' ? 'English' : 'French'} at ${width} px: its title, no sideways scroll, no serious accessibility violation`, async () => {
        const { page, base } = visit;
        await page.setViewportSize({ width, height });
        await page.evaluate((chosen) => {
          const g = globalThis as unknown as {
            localStorage: { setItem(k: string, v: string): void };
          };
          g.localStorage.setItem('stockflow.language', chosen);
        }, language);
        const found: string[] = [];
        for (const [name, path, heading, settled] of screens) {
          await page.goto(`${base}${path}`);
          const shown = headingIn(language, heading);
          await page
            .getByRole('heading', { level: 1, name: shown, exact: 'key' in heading })
            .waitFor();
          await page.getByTestId('provider-name').waitFor();
          if (settled)
            await page
              .getByRole('alert', { name: say(language, settled), exact: true })
              .waitFor({ timeout: 30_000 });
          await page
            .getByTestId('skeleton-row')
            .first()
            .waitFor({ state: 'detached', timeout: 30_000 });
          expect({ name, lang: await page.locator('html').getAttribute('lang') }).toEqual({
            name,
            lang: language,
          });
          const overflow = await sideways(page);
          if (overflow > 0) found.push(`${name}: scrolls ${overflow} px sideways`);
          await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: true });
          found.push(
            ...(await seriousViolations(page)).map(
              (v) => `${name}: ${v.impact} ${v.id} at ${v.targets.join(', ')}`,
            ),
          );
        }
        expect(found).toEqual([]);
        expect(visit.problems).toEqual([]);
      }, 400_000);
    }
  },
);
