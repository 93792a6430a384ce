import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { openAsOwner, stockedShop } from './support/screens';

/** The Resource Timing entries of the page so far: path and when each was asked for and in. */
function resources(page: Page) {
  return page.evaluate(() =>
    (
      globalThis as unknown as {
        performance: {
          getEntriesByType(
            type: string,
          ): { name: string; startTime: number; responseEnd: number }[];
        };
      }
    ).performance
      .getEntriesByType('resource')
      .map(({ name, startTime, responseEnd }) => ({
        path: name.replace(/^https?:\/\/[^/]+/, ''),
        startTime,
        responseEnd,
      })),
  );
}

const isInboxRead = (path: string) => /\/orders\?inbox=true&limit=100&offset=0$/.test(path);

describeWithBrowser('the inbox opened cold, served by the built app', () => {
  const journey = useAppInBrowser();

  it("asks for the inbox's first page while the app's code is loading, once, and shows every order of it", async () => {
    const visit = await openAsOwner(journey, 'Early Supplies');
    const { base, page, problems, p } = visit;
    try {
      const shop = await stockedShop(page, visit.providerId, 100);
      for (let i = 0; i < 30; i++) await shop.order(1);

      // Who asks for the inbox's first page, as the browser's network log tells it.
      const cdp = await visit.context.newCDPSession(page);
      await cdp.send('Network.enable');
      const askedBy: string[] = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        if (!isInboxRead(event.request.url)) return;
        const frames = event.initiator.stack?.callFrames ?? [];
        askedBy.push(frames.map((frame) => frame.url.replace(/^.*\//, '')).join(' < '));
      });

      // A returning user opening the inbox's address: the stored session, a fresh page.
      await page.goto(`${base}${p}/inbox`);
      await page.getByRole('heading', { level: 1, name: /^Inbox/ }).waitFor();
      // Every one of the 30 orders is listed (a long page is rendered in two steps).
      const rows = page.locator('tbody tr:not([data-testid="skeleton-row"])');
      await rows.nth(29).waitFor();
      expect(await rows.count()).toBe(30);

      // One read of the page, sent by the page's first script (the route preload, which runs
      // as it arrives) rather than by the app's code once that has loaded and run.
      expect(askedBy).toHaveLength(1);
      expect(askedBy[0]).toMatch(/^route-preload-[\w-]+\.js$/);
      expect(
        (await resources(page)).filter((entry) => isInboxRead(entry.path)).map((e) => e.path),
      ).toHaveLength(1);
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
      await page.goto(`${base}${p}/inbox`);
      await page.locator('tbody tr:not([data-testid="skeleton-row"])').first().waitFor();
      expect(page.url()).toBe(`${base}${p}/inbox`);
      const reads = (await resources(page)).filter((entry) => isInboxRead(entry.path));
      // The early read (refused), then the app's read once the session was refreshed.
      expect(reads.length).toBeGreaterThanOrEqual(2);
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 120_000);
});
