import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  createTestApp,
  joinTeam,
  RouteInfo,
  TestApp,
} from '../../../apps/api/testing/create-test-app';
import { eventually } from '../../platform/testing';
import { AUDITOR_REFUSAL, isReadOnly } from '../domain/permissions';
import { IDENTITY_CHECK_TTL_MS } from '../infrastructure/short-memory';

/** Every route the app registered, read from the HTTP router itself. */
const registeredRoutes = (t: TestApp): RouteInfo[] => t.routes;

describe('tenancy: provider routes are for active members of that provider only', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let a: { token: string; providerId: string; userId: string };
  let b: { token: string; providerId: string };

  const signup = async (email: string) => {
    const res = await http()
      .post('/api/auth/signup')
      .send({ email, password: 'secret-pass', name: `${email} Ltd` })
      .expect(200);
    return {
      token: res.body.access_token as string,
      providerId: res.body.providers[0].provider_id as string,
      userId: res.body.user.id as string,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await signup('a@tenant.test');
    b = await signup('b@tenant.test');
  });
  afterAll(() => t.close());

  it('lets a member list their team', async () => {
    const res = await http()
      .get(`/api/provider/${a.providerId}/users`)
      .set('Authorization', `Bearer ${a.token}`)
      .expect(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        user_id: a.userId,
        email: 'a@tenant.test',
        invited_by_email: null,
        active: true,
        permissions_denied: [],
      }),
    ]);
  });

  it('refuses every provider route to a member of another provider, with no data', async () => {
    const routes = registeredRoutes(t).filter((r) =>
      r.path.startsWith('/api/provider/:provider_id'),
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const path = route.path
        .replace(':provider_id', a.providerId)
        .replace(/:[a-z_]+/g, () => randomUUID());
      const res = await http()
        [route.method as 'get'](path)
        .set('Authorization', `Bearer ${b.token}`)
        .send({});
      // The guard answers before any handler looks for the item: always 403, never a 404
      // that a route without the check would also give for a random id.
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
    }
  });

  it('lets an auditor (denied both permissions) read everything and change nothing', async () => {
    const auditor = await joinTeam(
      t,
      { ...a, bearer: `Bearer ${a.token}` },
      'auditor@tenant.test',
      ['inventory:update', 'orders:create'],
    );
    const routes = registeredRoutes(t).filter((r) =>
      r.path.startsWith('/api/provider/:provider_id'),
    );
    const writes = routes.filter((r) => !isReadOnly(r.method, r.path));
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const path = route.path
        .replace(':provider_id', a.providerId)
        .replace(/:[a-z_]+/g, () => randomUUID());
      const res = await http()
        [route.method as 'post'](path)
        .set('Authorization', auditor.bearer)
        .send({});
      expect({
        route: `${route.method} ${route.path}`,
        status: res.status,
        error: res.body.error,
      }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        error: AUDITOR_REFUSAL,
      });
    }
    for (const read of ['orders', 'inventory', 'stock/history', 'products', 'users'])
      await http()
        .get(`/api/provider/${a.providerId}/${read}`)
        .set('Authorization', auditor.bearer)
        .expect(200);
  });

  it('asks for a valid access token: missing, tampered and foreign tokens get 401', async () => {
    const url = `/api/provider/${a.providerId}/users`;
    const missing = await http().get(url).expect(401);
    expect(missing.body.message).toBe('Missing bearer token');
    const [h, p, s] = a.token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: randomUUID() })).toString('base64url')}.${s}`;
    await http().get(url).set('Authorization', `Bearer ${tampered}`).expect(401);
    await http().get(url).set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('refuses a member made inactive straight in the database within seconds, and a provider id that is not one', async () => {
    const users = () =>
      http().get(`/api/provider/${a.providerId}/users`).set('Authorization', `Bearer ${a.token}`);
    await users().expect(200);
    await t.test.db.query('UPDATE identity_memberships SET active = false WHERE user_id = $1', [
      a.userId,
    ]);
    try {
      // No command of this process made the change: the membership it remembers lasts at most
      // the identity check's bound (IDENTITY_CHECK_TTL_MS), plus a margin for a busy machine.
      const res = await eventually(
        async () => {
          const answer = await users();
          return answer.status === 403 && answer;
        },
        { timeoutMs: IDENTITY_CHECK_TTL_MS + 3_000, everyMs: 100 },
      );
      expect(res.body.message).toBe('You are not an active member of this provider.');
    } finally {
      await t.test.db.query('UPDATE identity_memberships SET active = true WHERE user_id = $1', [
        a.userId,
      ]);
    }
    await http()
      .get('/api/provider/not-a-uuid/users')
      .set('Authorization', `Bearer ${a.token}`)
      .expect(403);
  });
});
