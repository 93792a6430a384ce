import type { BrowserContext, Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { openAsOwner, stockedShop } from './support/screens';

const isInboxRead = (path: string) => /\/orders\?inbox=true&limit=100&offset=0$/.test(path);

/**
 * The inbox's first-page reads from now on, as the browser's network log tells them: which
 * scripts asked (the innermost first) and the status each got.
 */
async function watchInboxReads(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const reads = new Map<string, { askedBy: string; status?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!isInboxRead(event.request.url)) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    reads.set(event.requestId, {
      askedBy: frames.map((frame) => frame.url.replace(/^.*\//, '')).join(' < '),
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const read = reads.get(event.requestId);
    if (read) read.status = event.response.status;
  });
  return () => [...reads.values()];
}

/** Who asked: the route preload (before the app's code), the router, or the page itself. */
function askerOf(askedBy: string): 'early' | 'router' | 'page' {
  if (/^route-preload-/.test(askedBy)) return 'early';
  // The provider chunk holds the page's own reads (the live channel's re-read on connecting).
  return /provider-|inbox-page-/.test(askedBy) ? 'page' : 'router';
}

describeWithBrowser('the inbox opened cold, served by the built app', () => {
  const journey = useAppInBrowser();

  it("asks for the inbox's first page while the app's code is loading, once, and shows every order of it", async () => {
    const visit = await openAsOwner(journey, 'Early Supplies');
    const { base, page, problems, p } = visit;
    try {
      const shop = await stockedShop(page, visit.providerId, 100);
      for (let i = 0; i < 30; i++) await shop.order(1);

      const reads = await watchInboxReads(visit.context, page);

      // A returning user opening the inbox's address: the stored session, a fresh page.
      await page.goto(`${base}${p}/inbox`);
      await page.getByRole('heading', { level: 1, name: /^Inbox/ }).waitFor();
      // Every one of the 30 orders is listed (a long page is rendered in two steps).
      const rows = page.locator('tbody tr:not([data-testid="skeleton-row"])');
      await rows.nth(29).waitFor();
      expect(await rows.count()).toBe(30);

      // The first read is sent by the page's first script (the route preload, which runs as
      // it arrives), not by the app's code once that has loaded and run; and the app takes its
      // answer rather than reading again (the live channel re-reads once it is connected).
      const askers = reads().map((read) => askerOf(read.askedBy));
      expect(askers[0]).toBe('early');
      expect(askers.filter((asker) => asker !== 'page')).toEqual(['early']);
      expect(problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);

  it('reads the inbox the usual way when the early read is refused, refreshing the session', async () => {
    const visit = await openAsOwner(journey, 'Refused Supplies');
    const { base, page, problems, p } = visit;
    try {
      const shop = await stockedShop(page, visit.providerId, 10);
      await shop.order(2);
      // An access token the server no longer takes (as one revoked, or signed by an old key),
      // with a good refresh token and an expiry still far off: only the server can tell.
      await page.evaluate(() => {
        const g = globalThis as unknown as {
          localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
        };
        const session = JSON.parse(g.localStorage.getItem('stockflow.session')!);
        session.access_token = `${session.access_token.slice(0, -4)}AAAA`;
        g.localStorage.setItem('stockflow.session', JSON.stringify(session));
      });
      const reads = await watchInboxReads(visit.context, page);
      await page.goto(`${base}${p}/inbox`);
      await page.locator('tbody tr:not([data-testid="skeleton-row"])').first().waitFor();
      expect(page.url()).toBe(`${base}${p}/inbox`);
      // The early read, refused; then the app's own, refused too, and sent again once the
      // session was refreshed.
      const seen = reads().map((read) => [askerOf(read.askedBy), read.status]);
      expect(seen.slice(0, 3)).toEqual([
        ['early', 401],
        ['router', 401],
        ['router', 200],
      ]);
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);
});
