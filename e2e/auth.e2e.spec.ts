import { randomUUID } from 'node:crypto';
import { describeWithBrowser } from './support/browser';
import { useAppInBrowser } from './support/journey';

const SESSION_KEY = 'stockflow.session';

describeWithBrowser('authentication journey, served by the built app', () => {
  const journey = useAppInBrowser();

  it('signs up, logs out, rejects a wrong password, logs in and guards foreign providers', async () => {
    const { base, context, page, problems } = await journey.open();

    const email = `owner-${randomUUID()}@example.com`;
    const password = 'correct-horse-battery';
    const inboxUrl = /\/provider\/([0-9a-f-]{36})\/inbox$/;
    const storedSession = () =>
      page.evaluate(
        (key) =>
          (
            globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
          ).localStorage.getItem(key),
        SESSION_KEY,
      );

    try {
      // Sign up: lands on the new provider's inbox, with the side menu.
      await page.goto(`${base}/signup`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Business name').fill('Acme Supplies');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Signup' }).click();
      await page.waitForURL(inboxUrl);
      const providerId = inboxUrl.exec(new URL(page.url()).pathname)![1];
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const item of [
        'Inbox',
        'Orders',
        'Products',
        'Clients',
        'Stock',
        'Movements',
        'Inbound',
        'Outbound',
        'Locations',
        'Custom Fields',
        'Users',
      ]) {
        expect(await menu.getByRole('link', { name: item, exact: true }).isVisible()).toBe(true);
      }
      // Self-hosted (no Stripe): no plans, so no Billing even for the owner (billing.e2e covers Stripe).
      expect(await menu.getByRole('button', { name: 'Billing' }).count()).toBe(0);
      const signedIn = JSON.parse((await storedSession())!) as { access_token: string };

      // Logout clears the session here first (no screen sends it again while the server ends
      // it), then ends it on the server with its token, and goes to the login.
      const atLogout: { stored?: string | null; bearer?: string } = {};
      await page.route('**/api/auth/logout', async (route) => {
        atLogout.stored = await storedSession();
        atLogout.bearer = route.request().headers().authorization;
        await route.continue();
      });
      const loggedOut = page.waitForResponse('**/api/auth/logout');
      await menu.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${base}/login`);
      expect((await loggedOut).status()).toBe(204);
      expect(atLogout).toEqual({ stored: null, bearer: `Bearer ${signedIn.access_token}` });
      expect(await storedSession()).toBeNull();
      const ended = await fetch(`${base}/api/provider/${providerId}/users`, {
        headers: { Authorization: `Bearer ${signedIn.access_token}` },
      });
      expect(ended.status).toBe(401);

      // Signing up again with the same email: docs/product.md §8's alert, the server's reason
      // beneath it.
      await page.goto(`${base}/signup`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Business name').fill('Acme Again');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Signup' }).click();
      const refused = page.getByRole('alert').filter({ hasText: 'Error signing up' });
      await refused.waitFor();
      expect(await refused.textContent()).toContain('This email is already registered.');
      await page.goto(`${base}/login`);

      // A wrong password is refused.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
      expect(page.url()).toBe(`${base}/login`);

      // The right one leads back to the same inbox.
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${base}/provider/${providerId}/inbox`);
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      expect(await storedSession()).not.toBeNull();

      // A provider that is not one of the session's clears the session and sends to the login.
      let otherId = randomUUID();
      while (otherId === providerId) otherId = randomUUID();
      await page.goto(`${base}/provider/${otherId}/inbox`);
      await page.waitForURL(`${base}/login`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await storedSession()).toBeNull();

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
