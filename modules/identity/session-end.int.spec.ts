import request from 'supertest';
import {
  createTestApp,
  joinTeam,
  linkMailedTo,
  linkTokens,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { IDENTITY_CHECK_TTL_MS } from './infrastructure/short-memory';

/** Polls `ask` until it answers `status`; fails past the deadline. Its answer, and how long. */
async function answersWithin(
  ask: () => Promise<request.Response>,
  status: number,
  deadlineMs: number,
): Promise<{ res: request.Response; tookMs: number }> {
  const started = Date.now();
  for (;;) {
    const res = await ask();
    if (res.status === status) return { res, tookMs: Date.now() - started };
    if (Date.now() - started > deadlineMs)
      throw new Error(`Still ${res.status}, not ${status}, after ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What "within seconds" means here: the session check's memory, and a margin for a busy machine. */
const BOUND_MS = IDENTITY_CHECK_TTL_MS + 3_000;

describe('an access token stops working within seconds of its session ending', () => {
  let t: TestApp;
  let owner: SignedUp;
  const http = () => request(t.app.getHttpServer());
  const usersAs = (providerId: string, token: string) => () =>
    http().get(`/api/provider/${providerId}/users`).set('Authorization', `Bearer ${token}`);
  const login = async (email: string, password: string) =>
    (await http().post('/api/auth/login').send({ email, password }).expect(200)).body as {
      access_token: string;
      refresh_token: string;
    };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:4000' });
    owner = await signUp(t, 'owner@sessions.test');
  });
  afterAll(() => t.close());

  it('ends at logout: the access token answers 401 and the refresh token is refused', async () => {
    const session = await login('owner@sessions.test', 'secret-pass');
    const asked = usersAs(owner.providerId, session.access_token);
    await asked().expect(200);
    await http()
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${session.access_token}`)
      .expect(204);
    const { res } = await answersWithin(asked, 401, BOUND_MS);
    expect(res.body.message).toBe('Your session has ended. Please sign in again.');
    await http()
      .post('/api/auth/refresh')
      .send({ refresh_token: session.refresh_token })
      .expect(401);
    // The owner's other session is not this one: it goes on.
    await usersAs(owner.providerId, owner.token)().expect(200);
  });

  it('asks for a token to log out', async () => {
    const res = await http().post('/api/auth/logout').expect(401);
    expect(res.body.message).toBe('Missing bearer token');
  });

  it('ends when a used refresh token is presented again: both access tokens of that sign-in answer 401', async () => {
    const refresh = (token: string) =>
      http().post('/api/auth/refresh').send({ refresh_token: token });
    const first = await login('owner@sessions.test', 'secret-pass');
    const second = (await refresh(first.refresh_token).expect(200)).body;
    await usersAs(owner.providerId, second.access_token)().expect(200);
    await refresh(first.refresh_token).expect(401);
    await answersWithin(usersAs(owner.providerId, first.access_token), 401, BOUND_MS);
    await answersWithin(usersAs(owner.providerId, second.access_token), 401, BOUND_MS);
  });

  it('ends every session of the user at a password reset', async () => {
    const mate = await joinTeam(t, owner, 'reset-mate@sessions.test');
    const elsewhere = await login('reset-mate@sessions.test', 'mate-password');
    await usersAs(owner.providerId, elsewhere.access_token)().expect(200);
    await http()
      .post('/api/auth/send_reset')
      .send({ email: 'reset-mate@sessions.test' })
      .expect(200);
    const reset = await http()
      .post('/api/auth/reset')
      .send({
        password: 'a-new-password',
        auth: linkTokens(linkMailedTo(t, 'reset-mate@sessions.test')),
      })
      .expect(200);
    await answersWithin(usersAs(owner.providerId, mate.token), 401, BOUND_MS);
    await answersWithin(usersAs(owner.providerId, elsewhere.access_token), 401, BOUND_MS);
    await usersAs(owner.providerId, reset.body.access_token)().expect(200);
  });

  it("ends a teammate's sessions when the owner deactivates them", async () => {
    const mate = await joinTeam(t, owner, 'gone@sessions.test');
    await usersAs(owner.providerId, mate.token)().expect(200);
    await http()
      .put(`/api/provider/${owner.providerId}/users/${mate.userId}`)
      .set('Authorization', owner.bearer)
      .send({ active: false })
      .expect(200);
    await answersWithin(usersAs(owner.providerId, mate.token), 401, BOUND_MS);
  });

  it('stops a token within the bound when its session is ended by another process', async () => {
    const session = await login('owner@sessions.test', 'secret-pass');
    const asked = usersAs(owner.providerId, session.access_token);
    await asked().expect(200);
    // Another app process ends it: this one learns it only from the database.
    await t.test.db.query(
      `UPDATE identity_sessions SET ended_at = now() WHERE id = (
         SELECT family_id FROM identity_refresh_tokens WHERE token_hash = encode(sha256($1), 'hex'))`,
      [Buffer.from(session.refresh_token)],
    );
    const { tookMs } = await answersWithin(asked, 401, BOUND_MS);
    expect(tookMs).toBeLessThanOrEqual(BOUND_MS);
  }, 30_000);
});
