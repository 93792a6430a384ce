import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { openShop, Shop } from '../../apps/api/testing/shop';
import {
  KEY_REFUSED_ROUTE,
  OTHER_PROVIDER,
  PROVIDER_PREFIX,
  ROUTE_AREAS,
} from './domain/route-scopes';

const LIMIT = 40;

describe('API keys', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let shop: Shop;
  const http = () => request(t.app.getHttpServer());
  const keys = () => `/api/provider/${owner.providerId}/api-keys`;
  const withKey = (secret: string) => ({
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${secret}`),
    post: (path: string) => http().post(path).set('Authorization', `Bearer ${secret}`),
    delete: (path: string) => http().delete(path).set('Authorization', `Bearer ${secret}`),
  });
  const create = async (name: string, scopes: string[]) => {
    const res = await asMember(t, owner).post(keys()).send({ name, scopes }).expect(201);
    return res.body as { secret: string; api_key: { id: string; prefix: string; name: string } };
  };
  const order = (type: string, quantity: number, providerId = owner.providerId) => ({
    order: JSON.stringify({
      providerId,
      locationId: shop.locations.Main.id,
      transaction_type: type,
      ...(type === 'ORDER' ? { clientId: shop.clients.Deli.id } : {}),
      products: [{ id: shop.products.Apple.id, quantity }],
    }),
  });

  beforeAll(async () => {
    t = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) });
    owner = await signUp(t);
    other = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli'],
    });
  });
  afterAll(() => t.close());

  it('decides for every provider route the app registers whether and with what scope a key may use it', () => {
    const registered = t.routes
      .filter((route) => route.path.startsWith(PROVIDER_PREFIX))
      .map((route) => route.path.slice(PROVIDER_PREFIX.length));
    const unknown = registered.filter((path) => !Object.hasOwn(ROUTE_AREAS, path));
    expect(unknown).toEqual([]);
  });

  it('creates a key for the owner, shown once, listed by its prefix', async () => {
    const created = await create('Shop sync', ['orders:write', 'inventory:write', 'catalog:read']);
    expect(created.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.api_key.prefix).toBe(created.secret.slice(0, 14));
    const listed = await asMember(t, owner).get(keys()).expect(200);
    expect(listed.body.api_keys).toEqual([
      expect.objectContaining({
        id: created.api_key.id,
        name: 'Shop sync',
        prefix: created.api_key.prefix,
        scopes: ['orders:write', 'inventory:write', 'catalog:read'],
        last_used_at: null,
        revoked_at: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
  });

  it('refuses a name or scopes that are not ones', async () => {
    await asMember(t, owner)
      .post(keys())
      .send({ name: '', scopes: ['orders:read'] })
      .expect(400);
    await asMember(t, owner).post(keys()).send({ name: 'x', scopes: [] }).expect(400);
    await asMember(t, owner)
      .post(keys())
      .send({ name: 'x', scopes: ['orders:all'] })
      .expect(400);
  });

  it('lists, places and reads within its scopes, the order recorded as the key', async () => {
    const { secret, api_key } = await create('Warehouse robot', [
      'orders:write',
      'inventory:write',
    ]);
    const as = withKey(secret);
    const base = `/api/provider/${owner.providerId}`;
    await as.post('/api/order').send(order('IN', 10)).expect(201);
    const placed = await as.post('/api/order').send(order('ORDER', 3)).expect(201);
    const orderId = placed.body.order.id as string;
    const list = await as.get(`${base}/orders`).expect(200);
    expect(JSON.stringify(list.body)).toContain(orderId);
    await as.get(`${base}/order/${orderId}`).expect(200);
    await as.get(`${base}/inventory`).expect(200);

    const { rows } = await t.test.db.query<{ metadata: Record<string, string> }>(
      'SELECT metadata FROM event_store_events WHERE stream_id = $1',
      [`order-${orderId}`],
    );
    expect(rows[0].metadata).toMatchObject({
      actorId: api_key.id,
      actorType: 'api_key',
      actorName: 'Warehouse robot',
      providerId: owner.providerId,
    });
    const history = await asMember(t, owner).get(`${base}/order/${orderId}/history`).expect(200);
    expect(history.body.history[0].actor).toEqual({
      id: api_key.id,
      type: 'api_key',
      name: 'Warehouse robot',
    });
  });

  it('refuses what its scopes do not allow, naming the scope', async () => {
    const { secret } = await create('Reader', ['orders:read']);
    const as = withKey(secret);
    const base = `/api/provider/${owner.providerId}`;
    await as.get(`${base}/orders`).expect(200);
    const products = await as.get(`${base}/products`).expect(403);
    expect(products.body).toEqual({
      statusCode: 403,
      error: 'This API key lacks the catalog:read scope.',
      message: 'This API key lacks the catalog:read scope.',
    });
    const placing = await as.post('/api/order').send(order('ORDER', 1)).expect(403);
    expect(placing.body.message).toBe('This API key lacks the orders:write scope.');
    const adjusting = await as.post('/api/order').send(order('IN', 1)).expect(403);
    expect(adjusting.body.message).toBe('This API key lacks the inventory:write scope.');
    const client = await as.post(`${base}/client`).send({ name: 'X' }).expect(403);
    expect(client.body.message).toBe('This API key lacks the clients:write scope.');
  });

  it("refuses another provider's routes and orders, with no data", async () => {
    const { secret } = await create('Everything', [
      'orders:write',
      'inventory:write',
      'catalog:write',
      'clients:write',
    ]);
    const as = withKey(secret);
    const res = await as.get(`/api/provider/${other.providerId}/orders`).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: OTHER_PROVIDER, message: OTHER_PROVIDER });
    const placing = await as
      .post('/api/order')
      .send(order('IN', 1, other.providerId))
      .expect(403);
    expect(placing.body.message).toBe(OTHER_PROVIDER);
  });

  it('never reaches keys, the team, the account, billing or the audit', async () => {
    const { secret } = await create('All areas', [
      'orders:write',
      'inventory:write',
      'catalog:write',
      'clients:write',
    ]);
    const as = withKey(secret);
    const base = `/api/provider/${owner.providerId}`;
    for (const req of [
      as.get(`${base}/api-keys`),
      as.post(`${base}/api-keys`).send({ name: 'minted', scopes: ['orders:read'] }),
      as.get(`${base}/users`),
      as.post(`${base}/users`).send({ email: 'x@example.test' }),
      as.get(base),
      as.get(`${base}/audit/checkpoints`),
      as.get(`${base}/demo-data`),
    ]) {
      const res = await req;
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message: KEY_REFUSED_ROUTE,
      });
    }
    // Billing takes a member's token only: a key is no sign-in there.
    await as.get(`/api/billing/${owner.providerId}`).expect(401);
    const minted = await t.test.db.query("SELECT 1 FROM api_keys WHERE name = 'minted'");
    expect(minted.rowCount).toBe(0);
  });

  it('stops a revoked key at once, and keeps it listed', async () => {
    const { secret, api_key } = await create('Short lived', ['orders:read']);
    const as = withKey(secret);
    await as.get(`/api/provider/${owner.providerId}/orders`).expect(200);
    const revoked = await asMember(t, owner).delete(`${keys()}/${api_key.id}`).expect(200);
    expect(revoked.body.api_key.revoked_at).toEqual(expect.any(String));
    const res = await as.get(`/api/provider/${owner.providerId}/orders`).expect(401);
    expect(res.body.message).toBe('Invalid or revoked API key.');
    await as.post('/api/order').send(order('IN', 1)).expect(401);
    const listed = await asMember(t, owner).get(keys()).expect(200);
    expect(listed.body.api_keys.find((k: { id: string }) => k.id === api_key.id).revoked_at).toBe(
      revoked.body.api_key.revoked_at,
    );
    // Another provider's owner cannot revoke it: their guard refuses the route.
    await asMember(t, other).delete(`${keys()}/${api_key.id}`).expect(403);
  });

  it('answers 401 to a key-shaped bearer that is no key', async () => {
    await withKey(`sk_live_${'a'.repeat(43)}`)
      .get(`/api/provider/${owner.providerId}/orders`)
      .expect(401);
    await withKey('sk_live_short').get(`/api/provider/${owner.providerId}/orders`).expect(401);
  });

  it('keeps only the hash of a secret: the secret is nowhere in the database', async () => {
    const { secret } = await create('Hashed', ['catalog:read']);
    await withKey(secret).get(`/api/provider/${owner.providerId}/products`).expect(200);
    const { rows } = await t.test.db.query<{ row: string }>(
      'SELECT to_jsonb(k)::text AS row FROM api_keys k',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toContain(secret.slice(14));
    const events = await t.test.db.query(
      "SELECT 1 FROM event_store_events WHERE data::text LIKE '%' || $1 || '%' OR metadata::text LIKE '%' || $1 || '%'",
      [secret.slice(8)],
    );
    expect(events.rowCount).toBe(0);
  });

  it('records its last use, written at most once a minute', async () => {
    const { secret, api_key } = await create('Used', ['inventory:read']);
    const as = withKey(secret);
    await as.get(`/api/provider/${owner.providerId}/inventory`).expect(200);
    const lastUsed = async () =>
      (
        await t.test.db.query<{ last_used_at: Date | null }>(
          'SELECT last_used_at FROM api_keys WHERE id = $1',
          [api_key.id],
        )
      ).rows[0].last_used_at;
    const deadline = Date.now() + 5000;
    while (!(await lastUsed()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await as.get(`/api/provider/${owner.providerId}/inventory`).expect(200);
    await as.get(`/api/provider/${owner.providerId}/inventory`).expect(200);
    // A write would have been sent before the answer was; none moved the time.
    expect(await lastUsed()).toEqual(first);
    const listed = await asMember(t, owner).get(keys()).expect(200);
    expect(listed.body.api_keys.find((k: { id: string }) => k.id === api_key.id).last_used_at).toBe(
      first!.toISOString(),
    );
  });

  it('answers 429 with Retry-After past its requests per minute, other keys unaffected', async () => {
    const { secret } = await create('Busy', ['orders:read']);
    const as = withKey(secret);
    const url = `/api/provider/${owner.providerId}/orders`;
    for (let i = 0; i < LIMIT; i++) await as.get(url).expect(200);
    const res = await as.get(url).expect(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.body).toEqual({
      statusCode: 429,
      error: expect.stringMatching(/^Too many requests with this API key/),
      message: expect.stringMatching(/^Too many requests with this API key/),
      retry_after: wait,
    });
    const { secret: calm } = await create('Calm', ['orders:read']);
    await withKey(calm).get(url).expect(200);
    // A member's token is not counted against keys.
    await asMember(t, owner).get(url).expect(200);
  });

  it("is the owner's only: a member can neither create, list nor revoke keys", async () => {
    const member = await joinTeam(t, owner, `member-${Date.now()}@example.test`);
    const refused = await asMember(t, member)
      .post(keys())
      .send({ name: 'Mine', scopes: ['orders:read'] })
      .expect(403);
    expect(refused.body.message).toBe('Only the owner can manage API keys.');
    await asMember(t, member).get(keys()).expect(403);
    const { api_key } = await create('Owner only', ['orders:read']);
    await asMember(t, member).delete(`${keys()}/${api_key.id}`).expect(403);
    await asMember(t, other).get(keys()).expect(403);
  });
});
