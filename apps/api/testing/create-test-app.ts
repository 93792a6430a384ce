import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  Database,
  loadConfig,
  MAILER,
  MailboxFolder,
  ProjectionRunner,
} from '../../../modules/platform';
import { createTestDatabase, TestDatabase } from '../../../modules/platform/testing';
import { createApp } from '../create-app';
import { reportSlowRequests } from './slow-requests';

/** A route the app serves, as its HTTP server registered it. */
export interface RouteInfo {
  method: string;
  /** The pattern, e.g. `/api/provider/:provider_id/locations`. */
  path: string;
}

export interface TestApp {
  app: NestFastifyApplication;
  /** Every API route the app serves (HEAD twins left out). */
  routes: RouteInfo[];
  test: TestDatabase;
  close(): Promise<void>;
}

/** The whole app, as main.ts builds it, on a fresh database of its own. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp(await createTestDatabase(4), env);
}

/**
 * The whole app on a database given (an app restarted on the database of one closed before,
 * as after an upgrade); `close` drops the database too. It answers once its read models are
 * built, unless `readModelsBuilt` is false (a spec of what it answers while they are not).
 */
export async function startTestApp(
  test: TestDatabase,
  env: Record<string, string> = {},
  { readModelsBuilt = true } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PROJECTIONS_POLL_MS: '20',
    AUTH_SECRET: 'test-secret-for-signing-access-tokens-0123',
    AUTH_ATTEMPTS_PER_IP: '1000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'stockflow-app-')),
    ...env,
  });
  const app = await createApp(config, test.url);
  const stopWatching = reportSlowRequests(
    app.getHttpAdapter().getInstance(),
    app.get(Database),
    test.url,
  );
  const routes: RouteInfo[] = [];
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && route.url.startsWith('/api/'))
          routes.push({ method: method.toLowerCase(), path: route.url });
    });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  if (readModelsBuilt) await projectionsBuilt(app.get(ProjectionRunner));
  return {
    app,
    routes,
    test,
    async close() {
      stopWatching();
      await app.close();
      await test.drop();
    },
  };
}

/**
 * Waits (up to 45 s) until every projection runs: a spec starts from an app whose read models
 * exist, as a deployed app is once its first start has built them. A projection that cannot
 * start is left to the spec's own checks to show.
 */
async function projectionsBuilt(runner: ProjectionRunner): Promise<void> {
  const until = Date.now() + 45_000;
  while (Date.now() < until) {
    if (!runner.building()) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** The mails to `to` in the app's local mailbox, oldest first. */
export function mailsTo(t: TestApp, to: string): string[] {
  const folder = t.app.get<MailboxFolder>(MAILER).folder;
  return existsSync(folder)
    ? readdirSync(folder)
        .sort()
        .map((f) => readFileSync(join(folder, f), 'utf8'))
        .filter((eml) => eml.includes(`To: ${to}`))
    : [];
}

/** The link in the newest mail to `to` in the app's local mailbox (none: throws). */
export function linkMailedTo(t: TestApp, to: string): URL {
  const mails = mailsTo(t, to);
  const link = /https?:\/\/\S+/.exec(mails.at(-1) ?? '')?.[0];
  if (!link) throw new Error(`No link mailed to ${to}`);
  return new URL(link);
}

/** The tokens a link carries in its hash, as the screens send them back. */
export function linkTokens(link: URL): { access_token: string; refresh_token: string } {
  const hash = new URLSearchParams(link.hash.slice(1));
  return { access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! };
}

export interface SignedUp {
  token: string;
  providerId: string;
  userId: string;
  /** The Authorization header value of this owner. */
  bearer: string;
}

/** Signs up a new owner (user, provider and owner membership) through the API. */
export async function signUp(
  t: TestApp,
  email = `owner-${randomUUID()}@example.test`,
): Promise<SignedUp> {
  const res = await request(t.app.getHttpServer())
    .post('/api/auth/signup')
    .send({ email, password: 'secret-pass', name: `${email} Ltd` });
  if (res.status !== 200) throw new Error(`signup answered ${res.status}: ${res.text}`);
  const token = res.body.access_token as string;
  return {
    token,
    providerId: res.body.providers[0].provider_id as string,
    userId: res.body.user.id as string,
    bearer: `Bearer ${token}`,
  };
}

/** Invites `email` to the owner's provider, accepts the mailed link, and denies permissions. */
export async function joinTeam(
  t: TestApp,
  owner: SignedUp,
  email: string,
  permissionsDenied: string[] = [],
): Promise<SignedUp> {
  const http = () => request(t.app.getHttpServer());
  const invited = await http()
    .post(`/api/provider/${owner.providerId}/users`)
    .set('Authorization', owner.bearer)
    .send({ email });
  if (invited.status !== 200) throw new Error(`invite answered ${invited.status}: ${invited.text}`);
  const session = await http()
    .post('/api/auth/accept-invite')
    .send({ password: 'mate-password', auth: linkTokens(linkMailedTo(t, email)) });
  if (session.status !== 200) throw new Error(`accept answered ${session.status}`);
  const userId = session.body.user.id as string;
  if (permissionsDenied.length > 0) {
    const updated = await http()
      .put(`/api/provider/${owner.providerId}/users/${userId}`)
      .set('Authorization', owner.bearer)
      .send({ permissions_denied: permissionsDenied });
    if (updated.status !== 200) throw new Error(`update answered ${updated.status}`);
  }
  const token = session.body.access_token as string;
  return { token, providerId: owner.providerId, userId, bearer: `Bearer ${token}` };
}
