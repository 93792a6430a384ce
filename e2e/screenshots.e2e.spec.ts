import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seriousViolations, type Violation } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { type JourneyPage, useAppInBrowser } from './support/journey';
import { placeOrder, signUpOwner, stockedShop } from './support/screens';

const SCREENSHOT_DIR = resolve(__dirname, '..', 'test-results', 'screens');

/** Each screen at each of these sizes and colour schemes: a screenshot, then axe-core. */
const PASSES = [
  { width: 1280, height: 900, scheme: 'light', suffix: 'desktop' },
  { width: 390, height: 844, scheme: 'light', suffix: 'phone' },
  { width: 1280, height: 900, scheme: 'dark', suffix: 'desktop-dark' },
] as const;

describeWithBrowser(
  'every screen, desktop and phone, light and dark, served by the built app',
  () => {
    const journey = useAppInBrowser();
    let visit: JourneyPage;
    // A second provider with nothing yet: the lists' empty states.
    let fresh: JourneyPage;
    let screens: [name: string, path: string, heading: RegExp | string, on?: 'fresh'][] = [];
    // Every pass's findings, written beside the screenshots whatever the outcome.
    const report: Record<string, Violation[]> = {};

    beforeAll(async () => {
      visit = await journey.open({ consoleErrors: true });
      const { page } = visit;
      const { providerId } = await signUpOwner(visit, 'Screens Supplies');
      const shop = await stockedShop(page, providerId, 20);
      const order = await shop.order(3);
      const inbound = await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'IN',
        products: [{ id: shop.product.id, quantity: 5 }],
      });
      const p = `/provider/${providerId}`;
      screens = [
        ['inbox', `${p}/inbox`, 'Inbox'],
        ['orders', `${p}/orders`, 'Orders'],
        ['order', `${p}/order/${order.id}`, 'Order #1001'],
        ['new-order', `${p}/order`, 'New order'],
        ['inventory', `${p}/inventory`, 'Inventory'],
        ['movements', `${p}/transactions`, 'Movements'],
        ['movement', `${p}/transaction/${inbound.id}`, 'In MV-1002'],
        ['inbound', `${p}/transaction/in`, 'Inbound inventory'],
        ['clients', `${p}/clients`, 'Clients'],
        ['client', `${p}/client/${shop.client.id}`, 'Acme Retail'],
        ['locations', `${p}/locations`, 'Locations'],
        ['location', `${p}/location/${shop.location.id}`, 'Main Warehouse'],
        ['products', `${p}/products`, 'Products'],
        ['product', `${p}/product/${shop.product.id}`, 'Blue Widget'],
        ['custom-fields', `${p}/metadata`, 'Custom Fields'],
        ['users', `${p}/users`, 'Users'],
        ['portal-orders', `/client/${shop.client.key}`, 'Orders'],
        ['portal-new-order', `/client/${shop.client.key}/order`, 'New order'],
      ];
      fresh = await journey.open({ consoleErrors: true });
      const e = `/provider/${(await signUpOwner(fresh, 'Fresh Screens Co')).providerId}`;
      screens.push(
        ['empty-inbox', `${e}/inbox`, 'Inbox', 'fresh'],
        ['empty-orders', `${e}/orders`, 'Orders', 'fresh'],
        ['empty-products', `${e}/products`, 'Products', 'fresh'],
        ['empty-clients', `${e}/clients`, 'Clients', 'fresh'],
        ['empty-locations', `${e}/locations`, 'Locations', 'fresh'],
        ['empty-inventory', `${e}/inventory`, 'Inventory', 'fresh'],
        ['empty-movements', `${e}/transactions`, 'Movements', 'fresh'],
        ['empty-custom-fields', `${e}/metadata`, 'Custom Fields', 'fresh'],
      );
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
    }, 120_000);

    afterAll(async () => {
      writeFileSync(
        join(SCREENSHOT_DIR, 'accessibility.json'),
        `${JSON.stringify(report, null, 2)}\n`,
      );
      await visit?.context.close().catch(() => undefined);
      await fresh?.context.close().catch(() => undefined);
    });

    for (const { width, height, scheme, suffix } of PASSES) {
      it(`renders each screen with its heading at ${width} px in the ${scheme} scheme, keeps a screenshot of each, and finds no serious or critical accessibility violation`, async () => {
        const { base } = visit;
        for (const { page } of [visit, fresh]) {
          await page.setViewportSize({ width, height });
          await page.emulateMedia({ colorScheme: scheme });
        }
        const found: string[] = [];
        for (const [name, path, heading, on] of screens) {
          const { page } = on === 'fresh' ? fresh : visit;
          await page.goto(`${base}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          // The screen as it settles: the header's provider name in, the lists' placeholders gone.
          if (path.startsWith('/provider/')) await page.getByTestId('provider-name').waitFor();
          await page
            .getByTestId('skeleton-row')
            .first()
            .waitFor({ state: 'detached', timeout: 30_000 });
          // The scheme asked for is the one shown (a pass in the wrong one would prove nothing).
          expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
          await page.screenshot({
            path: join(SCREENSHOT_DIR, `${name}-${suffix}.png`),
            fullPage: true,
          });
          const violations = await seriousViolations(page);
          if (violations.length > 0) report[`${name} (${suffix})`] = violations;
          found.push(
            ...violations.map((v) => `${name}: ${v.impact} ${v.id} at ${v.targets.join(', ')}`),
          );
        }
        // WCAG 2.1 A and AA: no critical and no serious violation on any screen.
        expect(found).toEqual([]);
        expect(visit.problems).toEqual([]);
        expect(fresh.problems).toEqual([]);
      }, 300_000);
    }
  },
);
