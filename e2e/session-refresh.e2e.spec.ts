import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describeWithBrowser } from './support/browser';
import { type JourneyPage, useAppInBrowser } from './support/journey';
import { until } from './support/screens';

const SESSION_KEY = 'stockflow.session';
const INBOX = /\/provider\/([0-9a-f-]{36})\/inbox$/;

interface StoredSession {
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
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

  it("retries a write after the refresh as the spec's client does, and the write is kept", async () => {
    const visit = await journey.open();
    const { base, page } = visit;
    try {
      const providerId = await signUp(visit, `owner-${randomUUID()}@example.com`);
      await page.goto(`${base}/provider/${providerId}/locations`);
      await page.getByRole('button', { name: 'New location' }).click();
      const drawer = page.getByRole('dialog', { name: 'New location' });
      await drawer.getByLabel('Name').fill('Retried Warehouse');
      await spoilTokens(page, { access_token: 'not-a-valid-token' });
      const posts: { status: number; type: string | undefined }[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && response.url().endsWith('/location'))
          posts.push({
            status: response.status(),
            type: response.request().headers()['content-type'],
          });
      });
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The location has been created.').waitFor();
      // docs/product.md §7: the retried request carries the new token and a form-urlencoded type.
      expect(posts).toEqual([
        { status: 401, type: 'application/json' },
        { status: 201, type: 'application/x-www-form-urlencoded' },
      ]);
      await page.getByRole('row').filter({ hasText: 'Retried Warehouse' }).waitFor();
    } finally {
      await visit.context.close();
    }
  }, 60_000);

  it('refreshes ahead of expiry: at start within 10 s of it, then on the 30 s tick within three ticks', async () => {
    const visit = await journey.open();
    const { base, page } = visit;
    try {
      const providerId = await signUp(visit, `owner-${randomUUID()}@example.com`);
      const inbox = `${base}/provider/${providerId}/inbox`;
      const refreshes = () => api.filter((line) => line.startsWith('POST /api/auth/refresh'));
      const api = recordApi(page);

      // On start: a token expiring in 5 s is refreshed before any request meets a 401.
      await spoilTokens(page, { expires_at: Math.floor(Date.now() / 1000) + 5 });
      await page.goto(inbox);
      await until(async () => refreshes().length, 1);
      expect(api.filter((line) => line.endsWith(' 401'))).toEqual([]);
      const started = (await storedSession(page))!;
      expect(started.expires_at * 1000).toBeGreaterThan(Date.now() + 60_000);

      // On the tick: 80 s left is more than the start's margin, within three 30 s ticks.
      await page.goto(`${base}/`);
      await page.clock.install();
      await spoilTokens(page, { expires_at: Math.floor(Date.now() / 1000) + 80 });
      api.length = 0;
      await page.goto(inbox);
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      expect(refreshes()).toEqual([]);
      await page.clock.fastForward(30_000);
      await until(async () => refreshes().length, 1);
      expect(refreshes()).toEqual(['POST /api/auth/refresh 200']);
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
