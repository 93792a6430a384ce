import request from 'supertest';
import { eventually } from '../../../modules/platform/testing';
import { asMember } from '../testing/as-member';
import { createTestApp, TestApp } from '../testing/create-test-app';
import { seedDemo } from './seed-demo';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a provider with 3 locations, 50 products, 10 clients and 90 days of orders its owner can log in to', async () => {
    const seeded = await seedDemo(t.app, new Date('2026-11-21T12:00:00Z'));
    const login = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: seeded.email, password: seeded.password })
      .expect(200);
    const owner = { bearer: `Bearer ${login.body.access_token}` };
    const base = `/api/provider/${seeded.providerId}`;
    const as = asMember(t, owner);
    expect((await as.get(`${base}/locations`).expect(200)).body.locations).toHaveLength(3);
    expect((await as.get(`${base}/products?limit=1`).expect(200)).body.pagination.total).toBe(50);
    expect(
      (await as.get(`${base}/provider_clients?limit=1`).expect(200)).body.pagination.total,
    ).toBe(10);
    expect(seeded.orders).toBeGreaterThan(150);
    // Read models catch up with the events the seed appended.
    await eventually(
      async () =>
        expect(
          (await as.get(`${base}/orders?type=ORDER&limit=1`).expect(200)).body.pagination.total,
        ).toBe(seeded.orders),
      { timeoutMs: 20_000, everyMs: 100 },
    );
    const oldest = (
      await as.get(`${base}/orders?limit=1&offset=${seeded.orders - 1}&type=ORDER`).expect(200)
    ).body.orders[0];
    expect(Date.parse(oldest.created_at)).toBeLessThan(Date.parse('2026-09-01T00:00:00Z'));
    const { inventory } = (await as.get(`${base}/inventory`).expect(200)).body;
    expect(inventory.length).toBeGreaterThan(100);
    expect(
      inventory.every(
        (row: { current_stock: number; committed_stock: number }) =>
          row.current_stock >= 0 && row.committed_stock >= 0,
      ),
    ).toBe(true);
  }, 120_000);
});
