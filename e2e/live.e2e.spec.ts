import type { BrowserContext, Page, Request } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser, watchProblems } from './support/journey';
import {
  adjustReason,
  cellsOf,
  confirm,
  gridRow,
  openAsOwner,
  rowWith,
  section,
  stockedShop,
  toast,
  until,
} from './support/screens';

const UUID = '([0-9a-f-]{36})';

/** Another tab of a context, its uncaught and console errors added to `problems`. */
async function openTab(context: BrowserContext, problems: string[]): Promise<Page> {
  const tab = await context.newPage();
  watchProblems(tab, problems, true);
  return tab;
}

/**
 * The API reads of a tab whose path matches `pattern`, from now on. A live screen reads on
 * loading and once more on joining the live channel (what it loaded may have missed a change):
 * `settle` waits for those two; `later` answers the reads since, which a screen updated by
 * the channel does not make. A socket that drops (or reopens) rightly makes its screens read
 * again: reads after such a socket event are left out, and the event is named instead.
 */
function readsOf(tab: Page, pattern: RegExp) {
  type Seen = { kind: 'read' | 'socket'; what: string };
  const seen: Seen[] = [];
  const started = Date.now();
  const at = () => `at ${((Date.now() - started) / 1000).toFixed(1)} s`;
  let settled = 0;
  let answered = 0;
  const matches = (request: Request) => {
    const url = new URL(request.url());
    return request.method() === 'GET' && pattern.test(`${url.pathname}${url.search}`);
  };
  tab.on('request', (request) => {
    if (matches(request))
      seen.push({ kind: 'read', what: `${new URL(request.url()).pathname} ${at()}` });
  });
  const landed = (request: Request) => {
    if (matches(request)) answered++;
  };
  tab.on('requestfinished', landed);
  tab.on('requestfailed', landed);
  tab.on('websocket', (socket) => {
    seen.push({ kind: 'socket', what: `socket opened ${at()}` });
    socket.on('close', () => seen.push({ kind: 'socket', what: `socket closed ${at()}` }));
  });
  const reads = () => seen.filter((each) => each.kind === 'read').length;
  return {
    /**
     * Waits for the screen's first read and the one after its topic was joined to be answered:
     * a change pushed while a read is still on its way is rightly read again (its answer may
     * predate the change), which is not what `later` is for.
     */
    async settle() {
      await until(async () => reads() >= 2 && answered >= reads(), true);
      // Under load the opening can read once more (a socket that connects after the topic's
      // first join reads again on its own sync): settled once no read came for a moment.
      for (let before = -1; before !== reads() || answered < reads(); ) {
        before = reads();
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      settled = seen.length;
    },
    later: () => {
      const since = seen.slice(settled);
      const drop = since.findIndex((each) => each.kind === 'socket');
      if (drop >= 0) console.warn(`A live socket of the tab dropped: ${since[drop].what}`);
      return (drop < 0 ? since : since.slice(0, drop)).map((each) => each.what);
    },
    /** Every read so far, whatever the sockets did. */
    all: () => seen.filter((each) => each.kind === 'read').map((each) => each.what),
  };
}

/** The status badge of an open order page. */
function badge(tab: Page) {
  return tab.locator('.mantine-Badge-root');
}

/** Clicks an action of an open order page, confirms it and waits for the toast. */
async function act(tab: Page, action: string, question: string, confirmation: string) {
  await section(tab, 'Actions').getByRole('button', { name: action }).click();
  await confirm(tab, question, confirmation);
  await toast(tab, 'The order has been updated.').waitFor();
}

/** Waits until an open order page reads `status` (Complete, Cancelled): no actions are left. */
async function closedAs(tab: Page, status: string) {
  await badge(tab)
    .filter({ hasText: new RegExp(`^${status}$`, 'i') })
    .waitFor();
  expect(await section(tab, 'Actions').textContent()).toContain(
    'There are no actions for this order.',
  );
}

/** The order numbers of a list, top to bottom. */
async function listedNumbers(tab: Page): Promise<string[]> {
  return tab
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
}

describeWithBrowser('live screens, served by the built app', () => {
  const journey = useAppInBrowser();

  it('shows a client order in the open inbox, stock grid and client pages as it is placed, fulfilled and cancelled, without a reload', async () => {
    const owner = await openAsOwner(journey, 'Live Supplies');
    const { base, context, page: inbox, problems, providerId, p } = owner;
    const portal = await journey.open({ consoleErrors: true });
    try {
      // --- Set-up through the API: 10 in stock, and an earlier order of 1 (#1001).
      const shop = await stockedShop(inbox, providerId, 10);
      const { client } = shop;
      const earlier = await shop.order(1);

      // --- The provider's screens, open: the inbox and the stock grid (one location: its
      // stock, then Committed).
      const inboxReads = readsOf(inbox, /\/orders\?inbox=true/);
      await inbox.goto(`${base}${p}/inbox`);
      await rowWith(inbox, '#1001').waitFor();
      const stock = await openTab(context, problems);
      const stockReads = readsOf(stock, /\/inventory\?/);
      await stock.goto(`${base}${p}/inventory`);
      const widget = async () => (await gridRow(stock, 'Blue Widget')).join(' | ');
      await until(widget, 'Blue Widget | 9 | 1');

      // --- The client's screens: the orders list, open, and the new order form.
      const cp = portal.page;
      const listReads = readsOf(cp, /\/orders$/);
      await cp.goto(`${base}/client/${client.key}`);
      await rowWith(cp, '#1001').waitFor();
      const form = await openTab(portal.context, portal.problems);
      const formReads = readsOf(form, new RegExp(`/order/${UUID}$`));
      await form.goto(`${base}/client/${client.key}/order`);
      await form.getByText('Available: 9').waitFor();
      await Promise.all([inboxReads, stockReads, listReads].map((reads) => reads.settle()));

      await form
        .getByRole('spinbutton', { name: 'Quantity of Blue Widget', exact: true })
        .fill('3');
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await confirm(form, 'Create this order?', 'Create');
      await toast(form, 'The order has been created.').waitFor();
      const landing = new RegExp(`/client/${client.key}/order/${UUID}$`);
      await form.waitForURL(landing);
      const placed = landing.exec(new URL(form.url()).pathname)![1];
      // The next order's number: #1002.
      await form.getByRole('heading', { level: 1, name: 'Order #1002', exact: true }).waitFor();
      expect(await badge(form).textContent()).toBe('Pending');

      // The inbox shows it at the top, Pending; the grid moved 3 from stock to committed; the
      // client's list shows it at the top, by the number the pushed order carries.
      await until(async () => (await listedNumbers(inbox)).join(' '), '#1002 #1001');
      expect((await cellsOf(rowWith(inbox, '#1002'))).slice(2)).toEqual([
        'Acme Retail',
        'Main Warehouse',
        'Pending',
      ]);
      await until(widget, 'Blue Widget | 6 | 4');
      await until(async () => (await listedNumbers(cp)).join(' '), '#1002 #1001');
      expect((await cellsOf(rowWith(cp, '#1002'))).slice(2)).toEqual(['Live Supplies', 'Pending']);

      // --- The provider fulfils it, in another tab: the client's open order page reads
      // Complete, as do the client's list and the inbox; the grid releases the 3 committed.
      await formReads.settle();
      const detail = await openTab(context, problems);
      await detail.goto(`${base}${p}/order/${placed}`);
      await act(detail, 'Fullfill', 'Mark this order as fulfilled?', 'Fullfill');
      await closedAs(form, 'Complete');
      await until(async () => (await cellsOf(rowWith(cp, '#1002')))[3], 'Complete');
      await until(async () => (await cellsOf(rowWith(inbox, '#1002')))[4], 'Complete');
      await until(widget, 'Blue Widget | 6 | 1');

      // --- The client cancels the earlier order: the provider's open page of it reads
      // Cancelled, the inbox drops it, the grid returns its 1 to stock.
      const detailReads = readsOf(detail, new RegExp(`/order/${earlier.id}$`));
      await detail.goto(`${base}${p}/order/${earlier.id}`);
      await detail.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      expect(await badge(detail).textContent()).toBe('Pending');
      await detailReads.settle();
      await rowWith(cp, '#1001').click();
      await cp.getByRole('heading', { level: 1, name: 'Order #1001', exact: true }).waitFor();
      await act(cp, 'Cancel', 'Cancel this order?', 'Cancel order');
      await closedAs(detail, 'Cancelled');
      await until(async () => (await listedNumbers(inbox)).join(' '), '#1002');
      await until(widget, 'Blue Widget | 7 | 0');

      // None of the open screens read anything again to show those changes.
      expect(
        [inboxReads, stockReads, listReads, formReads, detailReads].map((reads) => reads.later()),
      ).toEqual([[], [], [], [], []]);

      // --- Adjust mode: a focused cell keeps the figure it showed while stock moves under it,
      // and follows once left; the target typed is what the stock becomes.
      await stock.getByRole('button', { name: 'Adjust inventory' }).click();
      await stock.getByRole('heading', { level: 1, name: 'Adjust' }).waitFor();
      const cell = stock.getByRole('textbox', {
        name: 'Blue Widget at Main Warehouse',
        exact: true,
      });
      await until(() => cell.inputValue(), '7');
      await cell.focus();
      await shop.order(2);
      await until(widget, 'Blue Widget |  | 2');
      expect(await cell.inputValue()).toBe('7');
      await cell.blur();
      await until(() => cell.inputValue(), '5');
      await cell.fill('12');
      await adjustReason(stock);
      await stock.getByRole('button', { name: 'Adjust inventory' }).click();
      await confirm(stock, 'Are you sure you want to adjust the inventory?', 'Confirm');
      await toast(stock, 'The adjustment has been created.').waitFor();
      await stock.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
      await until(widget, 'Blue Widget | 12 | 2');

      expect(problems).toEqual([]);
      expect(portal.problems).toEqual([]);
    } finally {
      await portal.context.close();
      await context.close();
    }
  }, 180_000);
  it('polls the inbox every 30 s while the live channel is refused', async () => {
    const { base, context, page, problems, providerId, p } = await openAsOwner(
      journey,
      'Offline Supplies',
    );
    try {
      const shop = await stockedShop(page, providerId, 5);
      // Every connection to the live channel is closed at once; the page's clock is ours.
      await page.routeWebSocket(/\/api\/live/, (socket) => socket.close());
      await page.clock.install();
      const reads = readsOf(page, /\/orders\?inbox=true/);
      await page.goto(`${base}${p}/inbox`);
      await page.getByText('You have no pending orders.').waitFor();
      // The page's clock also runs on its own: what placing the order took counts towards the
      // 30 s, and a few seconds are left for the steps below on a busy machine.
      const pageNow = () => page.evaluate(() => Date.now());
      const loaded = await pageNow();
      // The provider's first order: #1001.
      await shop.order(1);

      await page.clock.runFor(Math.max(0, 25_000 - ((await pageNow()) - loaded)));
      expect(await rowWith(page, '#1001').count()).toBe(0);
      await page.clock.runFor(5_000);
      await rowWith(page, '#1001').waitFor();
      // The load, then one poll.
      expect(reads.all()).toHaveLength(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
