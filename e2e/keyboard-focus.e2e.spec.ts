import type { Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { openFromMenu, placeOrder, signUpOwner, stockedShop, until } from './support/screens';

/**
 * Where keyboard focus is now, and whether it shows: an outline around it, or (a text field,
 * which Mantine marks by its border) a border coloured otherwise than when it is not focused.
 */
function focusNow(page: Page) {
  return page.evaluate(() => {
    interface Element {
      tagName: string;
      textContent: string | null;
      style: { transition: string };
      getAttribute(name: string): string | null;
      matches(selector: string): boolean;
      closest(selector: string): Element | null;
      blur(): void;
      focus(): void;
    }
    const { document, getComputedStyle } = globalThis as unknown as {
      document: { activeElement: Element | null; body: Element };
      getComputedStyle(element: Element): {
        outlineStyle: string;
        outlineWidth: string;
        borderColor: string;
      };
    };
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    const what = `${element.tagName.toLowerCase()} "${name}"`;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    let bordered = false;
    if (!outlined && element.matches('input, textarea, .mantine-Input-input')) {
      // Compared without the border's transition, which would still show the old colour.
      element.style.transition = 'none';
      element.blur();
      const idle = getComputedStyle(element).borderColor;
      element.focus();
      bordered = getComputedStyle(element).borderColor !== idle;
      element.style.transition = '';
    }
    const dialog = element.closest('[role="dialog"]');
    return { what, visible: outlined || bordered, dialog: dialog?.getAttribute('aria-labelledby') };
  });
}

/** Presses Tab (or Shift+Tab) `times` times; answers where focus went each time. */
async function tabThrough(page: Page, times: number, key = 'Tab') {
  const stops: NonNullable<Awaited<ReturnType<typeof focusNow>>>[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    const now = await focusNow(page);
    if (now) stops.push(now);
  }
  return stops;
}

describeWithBrowser('keyboard focus', () => {
  const journey = useAppInBrowser();

  it('shows where focus is on every control Tab reaches, on a list and on a detail screen at phone width', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Focus Supplies');
      const shop = await stockedShop(page, providerId, 20);
      const order = await shop.order(2);
      // A movement (the second, MV-1002): its Details stay a table, which scrolls on a phone.
      const inbound = await placeOrder(page, {
        providerId,
        locationId: shop.location.id,
        transaction_type: 'IN',
        products: [{ id: shop.product.id, quantity: 5 }],
      });
      await openFromMenu(page, 'Orders');
      const onOrders = await tabThrough(page, 25);
      // Menu links, the plus button, the rows: all reached, and each shows it.
      expect(onOrders.length).toBeGreaterThan(10);
      expect(onOrders.filter((stop) => !stop.visible).map((stop) => stop.what)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${base}/provider/${providerId}/order/${order.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      const onOrder = await tabThrough(page, 30);
      // An order's lines are stacked rows at this width: nothing scrolls, so no region to focus.
      expect(onOrder.map((stop) => stop.what)).not.toContain('div "Details"');
      expect(onOrder.filter((stop) => !stop.visible).map((stop) => stop.what)).toEqual([]);

      await page.goto(`${base}/provider/${providerId}/transaction/${inbound.id}`);
      await page.getByRole('heading', { level: 1, name: 'In MV-1002', exact: true }).waitFor();
      const onMovement = await tabThrough(page, 30);
      // The movement's two columns fit this width: nothing scrolls, so no region to focus.
      expect(onMovement.map((stop) => stop.what)).not.toContain('div "Details"');
      expect(onMovement.filter((stop) => !stop.visible).map((stop) => stop.what)).toEqual([]);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);

  it('keeps focus inside an open drawer however far Tab and Shift+Tab go, shows it on each stop, and gives focus back to the button that opened it on Escape or its close button', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page } = visit;
    try {
      await signUpOwner(visit, 'Drawer Supplies');
      for (const [screen, button] of [
        ['Locations', 'New location'],
        ['Products', 'New product'],
      ] as const) {
        await openFromMenu(page, screen);
        const opener = page.getByRole('button', { name: button, exact: true });
        await opener.click();
        const drawer = page.getByRole('dialog', { name: button });
        await drawer.waitFor();
        const labelledBy = await drawer.getAttribute('aria-labelledby');
        // Twice round the drawer's controls each way: every stop is inside it, and shows.
        const stops = [
          ...(await tabThrough(page, 20)),
          ...(await tabThrough(page, 20, 'Shift+Tab')),
        ];
        expect(stops).toHaveLength(40);
        expect(stops.filter((stop) => stop.dialog !== labelledBy).map((stop) => stop.what)).toEqual(
          [],
        );
        expect(stops.filter((stop) => !stop.visible).map((stop) => stop.what)).toEqual([]);
        // The open drawer passes the same accessibility check as the screens.
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
        // Focus is back on the button that opened the drawer, visibly.
        const onOpener = `button "${button}"`;
        await until(async () => (await focusNow(page))?.what, onOpener);
        expect((await focusNow(page))?.visible).toBe(true);

        // Opened from the keyboard and closed with its cross: the same.
        await page.keyboard.press('Enter');
        await drawer.waitFor();
        await drawer.getByRole('button', { name: 'Close drawer' }).click();
        await drawer.waitFor({ state: 'hidden' });
        await until(async () => (await focusNow(page))?.what, onOpener);
      }
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);
});
