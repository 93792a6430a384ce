import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { type JourneyPage, useAppInBrowser } from './support/journey';

const SESSION_KEY = 'stockflow.session';
const INBOX = /\/provider\/([0-9a-f-]{36})\/inbox$/;

interface StoredSession {
  access_token: string;
  refresh_token: string;
}

function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => {
    const raw = (
      globalThis as unknown as { localStorage: { getItem(k: string): string | null } }
    ).localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  }, SESSION_KEY);
}

/** Overwrites tokens of the stored session, as an expired or revoked one would be. */
function spoilTokens(page: Page, tokens: Partial<StoredSession>): Promise<void> {
  return page.evaluate(
    ({ key, tokens }) => {
      const storage = (
        globalThis as unknown as {
          localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
        }
      ).localStorage;
      const session = JSON.parse(storage.getItem(key)!);
      storage.setItem(key, JSON.stringify({ ...session, ...tokens }));
    },
    { key: SESSION_KEY, tokens },
  );
}

async function signUp({ base, page }: JourneyPage, email: string): Promise<string> {
  await page.goto(`${base}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Business name').fill('Refresh Co');
  await page.getByLabel('Password').fill('owner-password');
  await page.getByRole('button', { name: 'Signup' }).click();
  await page.waitForURL(INBOX);
  return INBOX.exec(new URL(page.url()).pathname)![1];
}

/** Every API answer the page gets, as "METHOD path status". */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) {
      seen.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    }
  });
  return seen;
}

describeWithBrowser('session refresh on a 401, served by the built app', () => {
  const journey = useAppInBrowser();

  it('refreshes an invalid access token once, stores the new one and retries the list', async () => {
    const visit = await journey.open();
    const { base, page } = visit;
    const email = `owner-${randomUUID()}@example.com`;
    try {
      const providerId = await signUp(visit, email);
      const before = (await storedSession(page))!;
      // Leave the inbox first, so none of its requests is still in flight with the old token.
      await page.goto(`${base}/`);
      await spoilTokens(page, { access_token: 'not-a-valid-token' });

      const api = recordApi(page);
      await page.goto(`${base}/provider/${providerId}/users`);
      await page
        .getByRole('row')
        .filter({ has: page.getByText(email, { exact: true }) })
        .getByText('Active', { exact: true })
        .waitFor();

      const users = `GET /api/provider/${providerId}/users`;
      const relevant = api.filter((line) => line.startsWith(users) || line.includes('/auth/'));
      expect(relevant).toEqual([`${users} 401`, 'POST /api/auth/refresh 200', `${users} 200`]);
      const after = (await storedSession(page))!;
      expect(after.access_token).not.toBe('not-a-valid-token');
      // The stored session is the refreshed one: refresh tokens rotate on every use. (An access
      // token signed in the same second as the old one can be identical, so it proves nothing.)
      expect(after.access_token.split('.')).toHaveLength(3);
      expect(after.refresh_token).toEqual(expect.any(String));
      expect(after.refresh_token).not.toBe(before.refresh_token);
      expect(new URL(page.url()).pathname).toBe(`/provider/${providerId}/users`);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);

  it('sends the browser to the login and clears the session when the refresh token is bad too', async () => {
    const visit = await journey.open();
    const { base, page } = visit;
    try {
      const providerId = await signUp(visit, `owner-${randomUUID()}@example.com`);
      // Leave the inbox first, so none of its requests is still in flight with the old tokens.
      await page.goto(`${base}/`);
      await spoilTokens(page, {
        access_token: 'not-a-valid-token',
        refresh_token: 'not-a-valid-refresh-token',
      });

      const api = recordApi(page);
      await page.goto(`${base}/provider/${providerId}/users`);
      await page.waitForURL(`${base}/login`);
      await page.getByRole('button', { name: 'Login' }).waitFor();

      expect(await storedSession(page)).toBeNull();
      expect(api).toContain('POST /api/auth/refresh 401');
      // One refresh attempt, no retry of the list with a token that never came.
      expect(api.filter((line) => line.startsWith('POST /api/auth/refresh'))).toHaveLength(1);
      expect(api.filter((line) => line.endsWith('/users 200'))).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);
});
