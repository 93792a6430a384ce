import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { type Language, say } from './support/catalog';
import { type JourneyPage, useAppInBrowser } from './support/journey';
import { supplyShop } from './support/portal';
import { api, openAsOwner, placeOrder, sideways } from './support/screens';

const SHOTS = '/tmp/shots/portal';

const PASSES = [
  { language: 'en', width: 1280, height: 800, suffix: 'desktop' },
  { language: 'en', width: 390, height: 844, suffix: 'phone' },
  { language: 'fr', width: 1280, height: 800, suffix: 'desktop-fr' },
  { language: 'fr', width: 390, height: 844, suffix: 'phone-fr' },
] as const;

/** What a portal screen is: where it is, its title, and the sheet to open on it, if any. */
interface Screen {
  name: string;
  path: string;
  /** A catalog text (`namespace:key`), or part of a title from the data. */
  heading: { key: string } | { data: string };
  /** A text shown once the page's data is in (the page is checked then, not while it loads). */
  ready: string;
  /** A button (catalog text) whose sheet is checked, open, over the page. */
  sheet?: { button: string; title: string };
}

/** Serious or critical axe findings and sideways scroll on the page as it is, named. */
async function problemsOf(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  const overflow = await sideways(page);
  if (overflow > 0) found.push(`${name}: scrolls ${overflow} px sideways`);
  // The pointer off every control: the page at rest, not a hovered button.
  await page.mouse.move(0, 0);
  for (const v of await seriousViolations(page))
    found.push(`${name}: ${v.impact} ${v.id} at ${v.targets.join(', ')}`);
  return found;
}

/**
 * Issue 37: every portal page and sheet, in each language the app speaks, at 1280x800 and
 * 390x844: its title in that language, no sideways scroll, no serious or critical accessibility
 * violation; with ordering rules, quantity breaks, a catalog filter, a minimum order value and
 * the supplier's phone all set, so every part the buyer may meet is on screen.
 */
describeWithBrowser('every portal page in English and French, desktop and phone', () => {
  const journey = useAppInBrowser();
  let buyer: JourneyPage;
  let screens: Screen[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const { page, providerId, p } = owner;
    await api(page, 'PUT', `${p}/settings`, {
      min_order_value: 20,
      contact_phone: '+44 1904 555-010',
    });
    const { field } = await api<{ field: { id: string } }>(page, 'POST', `${p}/metadata/fields`, {
      entity_type: 'PRODUCTS',
      field_label: 'Category',
      field_type: 'SELECT',
      field_options: ['Bread', 'Pastry'],
      portal_filter: true,
    });
    const { key, ids } = await supplyShop(page, providerId, [
      { name: 'Rye Loaf', price: 5, sku: 'RYE-800', stock: 100, metadata: { [field.id]: 'Bread' } },
      {
        name: 'Croissant',
        price: 1.5,
        sku: 'CRO-1',
        stock: 40,
        metadata: { [field.id]: 'Pastry' },
      },
      { name: 'Spelt Flour', price: 7.25, stock: 3 },
    ]);
    await api(page, 'PUT', `${p}/product/${ids['Rye Loaf']}`, {
      min_quantity: 6,
      case_pack: 6,
      price_breaks: [
        { min_quantity: 12, price: 4 },
        { min_quantity: 48, price: 3.5 },
      ],
    });
    const order = await placeOrder(
      page,
      {
        providerId,
        clientId: key,
        transaction_type: 'ORDER',
        products: [{ id: ids['Rye Loaf'], quantity: 12 }],
      },
      false,
    );
    const { order: placed } = await api<{ order: { number: string } }>(
      page,
      'GET',
      `${p}/order/${order.id}`,
    );
    buyer = await journey.open({ consoleErrors: true });
    const c = `/client/${key}`;
    screens = [
      {
        name: 'orders',
        path: c,
        heading: { key: 'client-portal:orders.title' },
        ready: placed.number,
      },
      {
        name: 'order',
        path: `${c}/order/${order.id}`,
        heading: { data: placed.number },
        ready: 'Rye Loaf',
      },
      {
        name: 'new-order',
        path: `${c}/order`,
        heading: { key: 'order-form:portal.title' },
        ready: 'Croissant',
      },
      {
        name: 'cart',
        path: `${c}/order`,
        heading: { key: 'order-form:portal.title' },
        ready: 'Croissant',
        sheet: { button: 'order-form:checkout.cart', title: 'order-form:cart.title' },
      },
      {
        name: 'quick-order',
        path: `${c}/order`,
        heading: { key: 'order-form:portal.title' },
        ready: 'Croissant',
        sheet: { button: 'order-form:quickOrder.open', title: 'order-form:quickOrder.title' },
      },
      {
        name: 'lists',
        path: `${c}/order`,
        heading: { key: 'order-form:portal.title' },
        ready: 'Croissant',
        sheet: { button: 'order-form:savedLists.open', title: 'order-form:savedLists.title' },
      },
    ];
  }, 120_000);

  for (const { language, width, height, suffix } of PASSES) {
    it(`shows each portal page and sheet in ${language === 'en' ? 'English' : 'French'} at ${width} px: its title, no sideways scroll, no serious accessibility violation`, async () => {
      const { page, base } = buyer;
      await page.setViewportSize({ width, height });
      await page.goto(`${base}/`);
      await page.evaluate((chosen: Language) => {
        const g = globalThis as unknown as {
          localStorage: { setItem(k: string, v: string): void };
        };
        g.localStorage.setItem('stockflow.language', chosen);
      }, language);
      const found: string[] = [];
      for (const { name, path, heading, ready, sheet } of screens) {
        await page.goto(`${base}${path}`);
        await page
          .getByRole('heading', {
            level: 1,
            name: 'key' in heading ? say(language, heading.key) : heading.data,
            exact: 'key' in heading,
          })
          .waitFor();
        await page.getByText(ready).filter({ visible: true }).first().waitFor();
        expect({ name, lang: await page.locator('html').getAttribute('lang') }).toEqual({
          name,
          lang: language,
        });
        if (sheet) {
          await page
            .getByRole('button', { name: say(language, sheet.button) })
            .first()
            .click();
          await page.getByRole('dialog', { name: say(language, sheet.title) }).waitFor();
          // Past the sheet's opening transition.
          await page.waitForTimeout(400);
        }
        await page.screenshot({ path: `${SHOTS}/${name}-${suffix}.png`, fullPage: !sheet });
        found.push(...(await problemsOf(page, name)));
      }
      expect(found).toEqual([]);
      expect(buyer.problems).toEqual([]);
    }, 300_000);
  }
});
