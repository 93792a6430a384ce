import type { Page } from 'playwright-core';
import { seriousViolations, type Violation } from './support/accessibility';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';
import { confirm, openFromMenu, signUpOwner, toast } from './support/screens';

/** A GET of the API with `Authorization: Bearer <secret>`, from the page (as an integrator's fetch). */
async function getWithKey(page: Page, path: string, secret: string) {
  return page.evaluate(
    async ({ path, secret }) => {
      const g = globalThis as unknown as {
        fetch(
          url: string,
          init: unknown,
        ): Promise<{ status: number; json(): Promise<Record<string, unknown>> }>;
      };
      const response = await g.fetch(`/api${path}`, {
        headers: { Authorization: `Bearer ${secret}`, Accept: 'application/json' },
      });
      return { status: response.status, body: await response.json() };
    },
    { path, secret },
  );
}

/**
 * The serious and critical axe violations of this screen: its content, drawers and modals. The
 * shared header (the banner) is checked by the getting-started journey, which owns it.
 */
async function screenViolations(page: Page): Promise<Violation[]> {
  // The pointer off whatever was clicked last: a hovered button's colour is the theme's.
  await page.mouse.move(0, 0);
  const found = await seriousViolations(page);
  const inBanner = await page.evaluate(
    (targets) =>
      targets.map((selectors) =>
        selectors.every((selector) => {
          const d = globalThis as unknown as {
            document: { querySelector(s: string): { closest(s: string): unknown } | null };
          };
          return d.document.querySelector(selector)?.closest('header, [role="banner"]') != null;
        }),
      ),
    found.map((violation) => violation.targets),
  );
  return found.filter((_, index) => !inBanner[index]);
}

describeWithBrowser('Settings > API keys, served by the built app', () => {
  const journey = useAppInBrowser();

  it('creates a key shown once, copies it, uses it against the API, and revokes it', async () => {
    const owner = await journey.open();
    const { base, page, context } = owner;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const { providerId } = await signUpOwner(owner, 'Keyed Supplies');
      await openFromMenu(page, 'API keys');
      await page.getByText('No API keys yet.', { exact: false }).waitFor();
      expect(await screenViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Create API key' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Create API key' });
      await drawer.getByLabel('Name').fill('Shop sync');
      await drawer.getByRole('checkbox', { name: 'Orders: read' }).check();
      await drawer.getByRole('checkbox', { name: 'Catalog: write' }).check();
      expect(await screenViolations(page)).toEqual([]);
      await drawer.getByRole('button', { name: 'Create key' }).click();

      // Shown once, with a warning and a copy button.
      await drawer.getByText('it is shown only once', { exact: false }).waitFor();
      const shown = (await drawer.getByTestId('api-key-secret').textContent())?.trim() ?? '';
      expect(shown).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
      await drawer.getByRole('button', { name: 'Copy key' }).click();
      await drawer.getByRole('button', { name: 'Copied' }).waitFor();
      const copied = await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      );
      expect(copied).toBe(shown);
      expect(await screenViolations(page)).toEqual([]);
      await drawer.getByRole('button', { name: 'Done' }).click();
      await drawer.waitFor({ state: 'hidden' });

      // Listed by its prefix, never the secret.
      const row = page.getByRole('row').filter({ hasText: 'Shop sync' });
      await row.getByText(`${copied.slice(0, 14)}…`).waitFor();
      await row.getByText('orders:read').waitFor();
      await row.getByText('catalog:write').waitFor();
      expect(await page.content()).not.toContain(copied);

      // The copied key works within its scopes, and only there.
      const orders = await getWithKey(page, `/provider/${providerId}/orders`, copied);
      expect(orders.status).toBe(200);
      const clients = await getWithKey(page, `/provider/${providerId}/provider_clients`, copied);
      expect(clients).toEqual({
        status: 403,
        body: expect.objectContaining({ message: 'This API key lacks the clients:read scope.' }),
      });

      // Its use shows in the list once it is read again.
      await page.reload();
      await row.getByText('Shop sync').waitFor();
      expect(await row.getByText('Never').count()).toBe(0);
      await page.getByRole('button', { name: 'Revoke Shop sync' }).click();
      await confirm(
        page,
        `Revoke "Shop sync" (${copied.slice(0, 14)}…)? Requests with it are refused from now on.`,
        'Revoke key',
      );
      await toast(page, 'Key revoked').waitFor();
      await row.getByText(/^Revoked/).waitFor();
      expect(await screenViolations(page)).toEqual([]);
      const after = await getWithKey(page, `/provider/${providerId}/orders`, copied);
      expect(after.status).toBe(401);
    } finally {
      await context.close();
    }
  }, 120_000);
});
