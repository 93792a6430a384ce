import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';

const SCREENSHOT_DIR = resolve(__dirname, '..', 'test-results');

describeWithBrowser('landing page, served by the built app', () => {
  const journey = useAppInBrowser();

  it('introduces the product, reports healthy, leads to the login and serves deep links', async () => {
    // Errors the user never sees (a failed chunk, a rejected promise) still mean a broken page.
    const { base, context, page, problems } = await journey.open({ consoleErrors: true });

    try {
      const landing = await page.goto(`${base}/`);
      expect(landing?.status()).toBe(200);
      await page
        .getByRole('heading', {
          level: 1,
          name: 'Orders and stock for B2B suppliers, in one place',
        })
        .waitFor();
      for (const highlight of [
        'Centralised order processing',
        'Multi-warehouse inventory tracking',
        'Client self-service portals',
        'A single place for order information',
      ]) {
        expect(await page.getByRole('heading', { level: 2, name: highlight }).isVisible()).toBe(
          true,
        );
      }
      // Only the real API over the real database turns this line to "operational".
      const health = page.getByTestId('health-status');
      await health.and(page.getByText('All systems operational', { exact: true })).waitFor();
      expect(await health.getAttribute('data-status')).toBe('ok');
      expect(await page.title()).toBe('StockFlow');

      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'landing.png'), fullPage: true });

      // A marker on the page's global object survives only a client-side navigation: it proves
      // the SPA's router handled the click rather than the browser loading a new document.
      await page.evaluate(() => {
        (globalThis as { spaMarker?: boolean }).spaMarker = true;
      });
      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL(`${base}/login`);
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      expect(await page.evaluate(() => (globalThis as { spaMarker?: boolean }).spaMarker)).toBe(
        true,
      );

      const deepLink = await page.goto(`${base}/provider/abc/inbox`);
      expect(deepLink?.status()).toBe(200);
      expect(deepLink?.headers()['content-type']).toMatch(/^text\/html/);
      // Served by the SPA, whose route guard sends a visitor without a session to the login.
      await page.waitForURL(`${base}/login`);
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

      const unknown = await page.goto(`${base}/no/such/page`);
      expect(unknown?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

      const api = await context.request.get(`${base}/api/health`);
      expect(api.status()).toBe(200);
      expect(api.headers()['content-type']).toMatch(/^application\/json/);
      expect(await api.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });

      // The SPA fallback must stop at /api: a mistyped endpoint is an API 404, not index.html.
      const unknownApi = await context.request.get(`${base}/api/no-such-endpoint`);
      expect(unknownApi.status()).toBe(404);
      expect(unknownApi.headers()['content-type']).not.toMatch(/text\/html/);

      // The colour scheme follows the system's: light here, dark when the system asks for it.
      await page.goto(`${base}/login`);
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'login-dark.png') });

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
