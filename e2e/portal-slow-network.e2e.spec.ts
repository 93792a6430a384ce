import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { checkoutBar, quantityOf, supplyShop } from './support/portal';
import { openAsOwner, sideways, until } from './support/screens';

const SHOTS = '/tmp/shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NAMES = Array.from({ length: 65 }, (_, i) => `Product ${String(i + 1).padStart(2, '0')}`);

/** Requests held back until released: what a slow network does to them. */
function holdBack(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = [];
  let open = false;
  const ready = page.route(
    (url) => matches(url),
    (route) => (open ? route.continue() : void held.push(route)),
  );
  return {
    ready,
    /** Until one such request waits. */
    waiting: () => until(async () => held.length > 0, true),
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The app's entry script, and the whole catalog's answer (no page asked for). */
const isEntry = (url: URL) => /^\/assets\/index-[^/]+\.js$/.test(url.pathname);
const isWholeCatalog = (url: URL) =>
  /^\/api\/client\/[^/]+\/products$/.test(url.pathname) && !url.searchParams.has('limit');

describeWithBrowser('the portal on a slow network, served by the built app', () => {
  const journey = useAppInBrowser();

  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it("draws New order's title before the app's code, lists a first page and searches the server before the whole catalog, and holds Create until it arrives", async () => {
    const owner = await openAsOwner(journey, 'Hill Bakery');
    const { key } = await supplyShop(
      owner.page,
      owner.providerId,
      NAMES.map((name, i) => ({ name, price: 2 + (i % 5), stock: 20 })),
    );
    for (const [size, label] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const buyer = await journey.open({ consoleErrors: true });
      const { page } = buyer;
      await page.setViewportSize(size);
      const entry = holdBack(page, isEntry);
      const whole = holdBack(page, isWholeCatalog);
      await Promise.all([entry.ready, whole.ready]);

      // The app's code held back: the page already says what it is, in the app's place.
      await page.goto(`${buyer.base}/client/${key}/order`, { waitUntil: 'commit' });
      await entry.waiting();
      const title = page.getByRole('heading', { level: 1, name: 'New order' });
      await title.waitFor();
      await page.screenshot({ path: `${SHOTS}/portal-slow-shell-${label}.png` });
      expect(await sideways(page)).toBe(0);

      // The code arrives, the whole catalog not yet: the app's own title replaces the first
      // one, and the first page of products is listed, out of the 65.
      await entry.release();
      await whole.waiting();
      const shown = page.getByText(/^Showing \d+ of 65 products$/);
      await until(() => shown.textContent(), 'Showing 60 of 65 products');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await quantityOf(page, 'Product 01').waitFor();
      expect(await quantityOf(page, 'Product 64').count()).toBe(0);

      // A product past the first page is found by the server as the buyer types.
      await page.getByRole('searchbox', { name: 'Search products' }).fill('product 64');
      await quantityOf(page, 'Product 64').waitFor();
      expect(await quantityOf(page, 'Product 01').count()).toBe(0);
      if (label === 'phone') {
        await page.getByRole('button', { name: 'One more Product 64', exact: true }).click();
      } else {
        await quantityOf(page, 'Product 64').fill('3');
      }
      // Create waits for the rest of the catalog: a line kept on the device may be in it.
      const create = checkoutBar(page).getByRole('button', { name: 'Create' });
      await until(() => create.isDisabled(), true);
      await page.screenshot({ path: `${SHOTS}/portal-slow-first-page-${label}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);

      // The whole catalog arrives: the search and the quantity stay, and Create is free.
      await whole.release();
      await until(() => shown.textContent(), 'Showing 1 of 65 products');
      await until(() => create.isDisabled(), false);
      expect(await quantityOf(page, 'Product 64').inputValue()).toBe(label === 'phone' ? '1' : '3');
      await page.getByRole('searchbox', { name: 'Search products' }).fill('');
      await until(() => shown.textContent(), 'Showing 65 of 65 products');
      expect(buyer.problems).toEqual([]);
      await buyer.context.close();
    }
  }, 240_000);
});
