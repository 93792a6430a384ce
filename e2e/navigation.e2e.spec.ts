import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import {
  api,
  INBOX,
  numberOf,
  openAsOwner,
  rowWith,
  section,
  sideways,
  signUpOwner,
  stockedShop,
  until,
} from './support/screens';

const SHOTS = '/tmp/shots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The owner's menu: each entry and the heading of the page it opens. */
const ENTRIES: [entry: string, heading: string][] = [
  ['Inbox', 'Inbox'],
  ['Orders', 'Orders'],
  ['Products', 'Products'],
  ['Clients', 'Clients'],
  ['Stock', 'Inventory'],
  ['Movements', 'Movements'],
  ['Inbound', 'Inbound inventory'],
  ['Outbound', 'Outbound inventory'],
  ['Transfers', 'Transfers'],
  ['Stock counts', 'Stock counts'],
  ['Lots', 'Lots'],
  ['Low stock', 'Low stock'],
  ['Locations', 'Locations'],
  ['Custom Fields', 'Custom Fields'],
  ['Users', 'Users'],
  ['Business', 'Business settings'],
  ['API keys', 'API keys'],
  ['Webhooks', 'Webhooks'],
];

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not displayed`);
  return box;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Whether the assistant's button is shown, and inside the header's box. */
async function assistantInHeader(page: Page): Promise<boolean> {
  const header = await page.getByRole('banner').boundingBox();
  const button = await page
    .getByRole('banner')
    .getByRole('button', { name: 'Open AI Business Assistant' })
    .boundingBox();
  return (
    header !== null &&
    button !== null &&
    button.y >= header.y &&
    button.y + button.height <= header.y + header.height &&
    button.x + button.width <= header.x + header.width
  );
}

/**
 * Resizes a page already shown to a phone's window, and waits for the side menu to have slid
 * away into its drawer and the header's controls to have taken their phone shapes.
 */
async function toPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const menu = mainMenu(page);
  await until(async () => {
    const box = await menu.boundingBox();
    return box !== null && box.x + box.width <= 1;
  }, true);
  await until(() => sideways(page), 0);
}

/** Scrolls the window to its very end, where a page's last actions are. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as {
      scrollTo(x: number, y: number): void;
      document: { documentElement: { scrollHeight: number } };
    };
    w.scrollTo(0, w.document.documentElement.scrollHeight);
  });
}

describeWithBrowser(
  'navigation, header, not-found pages and offline, served by the built app',
  () => {
    const mailbox = useMailbox();
    const journey = useAppInBrowser();

    it('shows every menu entry with an icon at 1280x800, each clickable in the window and clear of Logout', async () => {
      const visit = await openAsOwner(journey, 'Roomy Menus Ltd');
      const { page, context, problems } = visit;
      try {
        await page.setViewportSize(DESKTOP);
        const menu = mainMenu(page);
        const logout = menu.getByRole('button', { name: 'Logout' });
        const logoutBox = await boxOf(logout);
        // Logout stays on screen, at the bottom of the window.
        expect(logoutBox.y + logoutBox.height).toBeLessThanOrEqual(DESKTOP.height);
        expect(await logout.locator('svg').count()).toBe(1);
        for (const group of ['Inventory', 'Settings']) {
          const button = menu.getByRole('button', { name: group, exact: true });
          expect(await button.getAttribute('aria-expanded')).toBe('true');
          expect(await button.locator('svg').count()).toBeGreaterThanOrEqual(1);
        }
        await shoot(page, 'inbox-desktop');
        expect(await seriousViolations(page)).toEqual([]);

        for (const [entry, heading] of ENTRIES) {
          const link = menu.getByRole('link', { name: entry, exact: true });
          // Not scrolled into view: at this size the whole menu is in sight at once.
          const box = await boxOf(link);
          expect({ entry, inWindow: box.y >= 56 && box.y + box.height <= DESKTOP.height }).toEqual({
            entry,
            inWindow: true,
          });
          expect({ entry, aboveLogout: box.y + box.height <= logoutBox.y }).toEqual({
            entry,
            aboveLogout: true,
          });
          expect({ entry, icons: await link.locator('svg').count() }).toEqual({ entry, icons: 1 });
          // Nothing lies over it: the click lands on the entry itself.
          await link.click();
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
          expect(await link.getAttribute('aria-current')).toBe('page');
        }
        await until(() => sideways(page), 0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);

    it('keeps a group the user closed closed, and opens it on reaching one of its pages', async () => {
      const { page, context, base, p, problems } = await openAsOwner(journey, 'Folding Menus Ltd');
      try {
        await page.setViewportSize(DESKTOP);
        const menu = mainMenu(page);
        const settings = menu.getByRole('button', { name: 'Settings', exact: true });
        await settings.click();
        expect(await settings.getAttribute('aria-expanded')).toBe('false');
        await menu
          .getByRole('link', { name: 'Webhooks', exact: true })
          .waitFor({ state: 'hidden' });

        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
        expect(await settings.getAttribute('aria-expanded')).toBe('false');

        await page.goto(`${base}${p}/settings/webhooks`);
        await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
        expect(await settings.getAttribute('aria-expanded')).toBe('true');
        const webhooks = menu.getByRole('link', { name: 'Webhooks', exact: true });
        expect(await webhooks.isVisible()).toBe(true);
        expect(await webhooks.getAttribute('aria-current')).toBe('page');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);

    it('holds every entry and Logout in the phone drawer, under a header that fits', async () => {
      const { page, context, base, p, problems } = await openAsOwner(journey, 'Pocket Menus Ltd');
      try {
        await page.setViewportSize(PHONE);
        await page.goto(`${base}${p}/inbox`);
        await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
        const header = page.locator('header');
        for (const control of [
          page.getByRole('button', { name: 'Toggle menu' }),
          page.getByTestId('provider-name'),
          header.getByRole('button', { name: /@example\.com$/ }),
        ]) {
          const box = await boxOf(control);
          expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        }
        await until(() => sideways(page), 0);
        await shoot(page, 'inbox-phone');

        await page.getByRole('button', { name: 'Toggle menu' }).click();
        const menu = mainMenu(page);
        const logout = menu.getByRole('button', { name: 'Logout' });
        await logout.waitFor();
        const logoutBox = await boxOf(logout);
        expect(logoutBox.y + logoutBox.height).toBeLessThanOrEqual(PHONE.height);
        await shoot(page, 'menu-phone');
        for (const [entry] of ENTRIES) {
          const label = entry === 'Movements' ? 'Transactions' : entry;
          const link = menu.getByRole('link', { name: label, exact: true });
          await link.scrollIntoViewIfNeeded();
          const box = await boxOf(link);
          expect({ label, clear: box.y >= 56 && box.y + box.height <= logoutBox.y }).toEqual({
            label,
            clear: true,
          });
          expect({ label, icons: await link.locator('svg').count() }).toEqual({ label, icons: 1 });
        }
        // The assistant's button stays under the opened menu, never over Logout.
        await logout.click({ trial: true });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);

    it('says what was not found, inside the menu, for an unknown or malformed id or path', async () => {
      const { page, context, base, p, problems } = await openAsOwner(journey, 'Lost Links Ltd');
      try {
        await page.setViewportSize(DESKTOP);
        const unknown = randomUUID();
        const cases: [path: string, title: string, back: string, list: string][] = [
          [`order/${unknown}`, 'Order not found', 'Back to orders', 'Orders'],
          [`transaction/${unknown}`, 'Movement not found', 'Back to movements', 'Movements'],
          [`product/${unknown}`, 'Product not found', 'Back to products', 'Products'],
          ['product/not-an-id', 'Product not found', 'Back to products', 'Products'],
          [`client/${unknown}`, 'Client not found', 'Back to clients', 'Clients'],
          [`location/${unknown}`, 'Location not found', 'Back to locations', 'Locations'],
          [`transfer/${unknown}`, 'Transfer not found', 'Back to transfers', 'Transfers'],
          [`count/${unknown}`, 'Stock count not found', 'Back to stock counts', 'Stock counts'],
          ['no-such-page', 'Page not found', 'Back to the inbox', 'Inbox'],
        ];
        for (const [path, title, back, list] of cases) {
          await page.goto(`${base}${p}/${path}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          // Inside the usual chrome: the menu and the provider's name are there.
          expect(await mainMenu(page).getByRole('link', { name: 'Inbox' }).isVisible()).toBe(true);
          await page.getByTestId('provider-name').getByText('Lost Links Ltd').waitFor();
          expect(await page.getByText(/There is no .* at this address/).isVisible()).toBe(true);
          await page.getByRole('link', { name: back }).click();
          await page.getByRole('heading', { level: 1, name: list, exact: true }).waitFor();
        }

        // The provider's bare address opens its inbox.
        await page.goto(`${base}${p}`);
        await page.waitForURL(`${base}${p}/inbox`);

        await page.goto(`${base}${p}/order/${unknown}`);
        await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor();
        await shoot(page, 'not-found-desktop');
        expect(await seriousViolations(page)).toEqual([]);
        await toPhone(page);
        await shoot(page, 'not-found-phone');

        // Live updates that join after the 404 came (a slow connection) read the order again;
        // its "not found" page stays on screen meanwhile, with no loader in its place.
        let joined!: () => void;
        const live = new Promise<void>((resolve) => {
          joined = resolve;
        });
        await page.routeWebSocket(/\/api\/live/, async (socket) => {
          await page.waitForTimeout(1_000);
          const server = socket.connectToServer();
          server.onMessage((message) => {
            socket.send(message);
            // Socket.IO's acknowledgement ("43…"): the server answered the page's subscribe.
            if (typeof message === 'string' && message.startsWith('43')) joined();
          });
        });
        const orderReads: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith(`/api${p}/order/${unknown}`)) orderReads.push(request.url());
        });
        await page.goto(`${base}${p}/order/${unknown}`);
        await page.getByTestId('not-found').waitFor();
        // (Run in the page, as text: these specs are compiled without the DOM's types.)
        await page.evaluate(`new MutationObserver(() => {
          if (!document.querySelector('[data-testid="not-found"]')) window.notFoundLeft = true;
        }).observe(document.body, { childList: true, subtree: true })`);
        await live;
        await page.waitForTimeout(1_000);
        const left = await page.evaluate('window.notFoundLeft === true');
        expect(orderReads).toHaveLength(1);
        expect({ notFoundLeftTheScreen: left }).toEqual({ notFoundLeftTheScreen: false });
        // The API's 404s and 400s are the only failures on the way.
        expect(problems.filter((problem) => !/status of 40[04]/.test(problem))).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);

    it('keeps the last data offline under a banner, says so for a page not loaded yet, and refreshes back online', async () => {
      const visit = await journey.open();
      const { page, context, base, problems } = visit;
      try {
        await page.setViewportSize(DESKTOP);
        const { providerId } = await signUpOwner(visit, 'Patchy Signal Ltd');
        const p = `/provider/${providerId}`;
        const shop = await stockedShop(page, providerId, 20);
        const order = await shop.order(3);
        const number = await numberOf(page, providerId, order.id);
        // The Orders list read once online (the Inbox, still shown for a moment after the
        // click, lists the same row).
        await mainMenu(page).getByRole('link', { name: 'Orders', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await rowWith(page, number).click();
        await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
        const token = await page.evaluate(
          () =>
            JSON.parse(
              (
                globalThis as unknown as { localStorage: { getItem(k: string): string } }
              ).localStorage.getItem('stockflow.session'),
            ).access_token as string,
        );
        // Set on the page now: still there later, the page was not reloaded.
        await page.evaluate(() => {
          (globalThis as unknown as { stayed: boolean }).stayed = true;
        });

        const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
        await context.setOffline(true);
        await banner.waitFor();
        await shoot(page, 'offline-order-desktop');
        expect(await seriousViolations(page)).toEqual([]);
        await toPhone(page);
        await shoot(page, 'offline-order-phone');
        await page.setViewportSize(DESKTOP);
        // The order read before stays on screen, and the app stays.
        expect(await section(page, 'Details').getByText('Blue Widget').first().isVisible()).toBe(
          true,
        );
        expect(await page.getByText('Something went wrong').count()).toBe(0);

        // Meanwhile a teammate notes the order (from this test, which has a network).
        const answer = await fetch(`${base}/api${p}/order/${order.id}`, {
          method: 'PUT',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ notes: 'Packed while you were offline' }),
        });
        expect(answer.status).toBe(200);

        await context.setOffline(false);
        await banner.waitFor({ state: 'hidden' });
        await section(page, 'Notes').getByText('Packed while you were offline').waitFor();
        expect(
          await page.evaluate(() => (globalThis as unknown as { stayed?: boolean }).stayed),
        ).toBe(true);

        // Offline again: a page opened before shows what it read; one never opened says why not.
        await context.setOffline(true);
        await banner.waitFor();
        await mainMenu(page).getByRole('link', { name: 'Orders', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
        await rowWith(page, number).waitFor();
        await mainMenu(page).getByRole('link', { name: 'Lots', exact: true }).click();
        await page
          .getByRole('heading', { level: 1, name: 'This page is not available offline' })
          .waitFor();
        expect(await mainMenu(page).getByRole('link', { name: 'Inbox' }).isVisible()).toBe(true);
        expect(await banner.isVisible()).toBe(true);
        await shoot(page, 'offline-page-desktop');

        await context.setOffline(false);
        await page.getByRole('heading', { level: 1, name: 'Lots' }).waitFor({ timeout: 15_000 });
        await until(() => banner.count(), 0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);

    it("puts the assistant's button in the header, off every action of the order page and the new order form at any scroll", async () => {
      const { page, context, base, providerId, p, problems } = await openAsOwner(
        journey,
        'Clear Corners Ltd',
      );
      try {
        const shop = await stockedShop(page, providerId, 20);
        const order = await shop.order(3);
        const number = await numberOf(page, providerId, order.id);
        for (const [size, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto(`${base}${p}/order/${order.id}`);
          await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
          await page.getByRole('button', { name: 'Fullfill' }).waitFor();
          // Half way down, then at the end: the button stays within the header, over no control.
          await page.mouse.wheel(0, 600);
          expect({ size, inHeader: await assistantInHeader(page) }).toEqual({
            size,
            inHeader: true,
          });
          await scrollToEnd(page);
          expect({ size, inHeader: await assistantInHeader(page) }).toEqual({
            size,
            inHeader: true,
          });
          await shoot(page, `order-${size}`);

          await page.goto(`${base}${p}/order`);
          await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
          await page.getByRole('button', { name: 'Create' }).waitFor();
          await scrollToEnd(page);
          expect({ size, inHeader: await assistantInHeader(page) }).toEqual({
            size,
            inHeader: true,
          });
          await shoot(page, `new-order-${size}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 90_000);

    it("switches a member of two businesses to the other's same page, or its inbox from one record", async () => {
      const alpha = await openAsOwner(journey, 'Alpha Supplies');
      const beta = await journey.open({ consoleErrors: true });
      try {
        const betaEmail = `beta-${randomUUID()}@example.com`;
        const { providerId: betaId } = await signUpOwner(beta, 'Beta Supplies', betaEmail);
        // Alpha's owner invites Beta's owner, who follows the mailed link.
        await api(alpha.page, 'POST', `${alpha.p}/users`, { email: betaEmail });
        const link = await mailbox.linkMailedTo(betaEmail);
        const { page, base } = beta;
        await page.goto(`${base}${link.pathname}${link.hash}`);
        await page.getByLabel('New password').fill('beta-password');
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.waitForURL(INBOX);
        await page.setViewportSize(DESKTOP);

        await page.goto(`${base}${alpha.p}/products`);
        await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
        await shoot(page, 'two-businesses-desktop');
        const switcher = page.getByRole('button', { name: /^Alpha Supplies.*switch business$/ });
        await switcher.click();
        const choices = page.getByRole('menu');
        await choices.getByRole('menuitem', { name: 'Alpha Supplies' }).waitFor();
        await shoot(page, 'switcher-desktop');
        await choices.getByRole('menuitem', { name: 'Beta Supplies' }).click();
        await page.waitForURL(`${base}/provider/${betaId}/products`);
        await page.getByTestId('provider-name').getByText('Beta Supplies').waitFor();

        // From one of Beta's records, Alpha opens on its inbox: the record is Beta's.
        const shop = await stockedShop(page, betaId, 5);
        const order = await shop.order(1);
        await page.goto(`${base}/provider/${betaId}/order/${order.id}`);
        await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
        await page.getByRole('button', { name: /^Beta Supplies.*switch business$/ }).click();
        await page.getByRole('menu').getByRole('menuitem', { name: 'Alpha Supplies' }).click();
        await page.waitForURL(`${base}${alpha.p}/inbox`);
        await page.getByTestId('provider-name').getByText('Alpha Supplies').waitFor();
        expect(alpha.problems).toEqual([]);
        expect(beta.problems).toEqual([]);
      } finally {
        await alpha.context.close();
        await beta.context.close();
      }
    }, 90_000);
  },
);
