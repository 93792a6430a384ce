import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';

describe('orders read model: GET orders and order, read-your-writes after POST', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let main: { id: string };
  let annex: { id: string };
  let apple: { id: string };
  let pear: { id: string };
  let client: { id: string };
  const as = (who: SignedUp) => asMember(t, who);
  const place = (order: object) => placeOrder(t, owner, { providerId: owner.providerId, ...order });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Apple: 2, Pear: 3 },
      clients: ['Deli'],
    });
    ({ Main: main, Annex: annex } = shop.locations);
    ({ Apple: apple, Pear: pear } = shop.products);
    client = shop.clients.Deli;
  });
  afterAll(() => t.close());

  it("answers the placed order's id, and the order is readable at once", async () => {
    await place({
      locationId: main.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 10 }],
    }).expect(201);
    const placed = await place({
      locationId: main.id,
      clientId: client.id,
      transaction_type: 'ORDER',
      notes: '  ring twice ',
      products: [{ id: apple.id, quantity: 3 }],
    }).expect(201);
    expect(placed.body).toEqual({ order: { id: expect.any(String) } });
    const read = await as(owner)
      .get(`/api/provider/${owner.providerId}/order/${placed.body.order.id}`)
      .expect(200);
    expect(read.body.order).toEqual({
      id: placed.body.order.id,
      number: '#1001',
      created_at: expect.any(String),
      transaction_type: 'ORDER',
      cancelled: false,
      fulfilled: false,
      status: 'PENDING',
      needs_action: true,
      notes: 'ring twice',
      provider: { id: owner.providerId, name: expect.any(String), email: expect.any(String) },
      client: { id: client.id, name: 'Deli', email: 'deli@example.test', address: null },
      location: { id: main.id, name: 'Main' },
      line_items: [
        {
          id: expect.any(String),
          product: { id: apple.id, name: 'Apple', photo: null },
          quantity: 3,
          price: 2,
          shipped: 0,
          tax_rate: 0,
          total: '6.00',
        },
      ],
      // The provider's currency and default rate (none set: USD, 0 %), frozen when placed.
      currency: 'USD',
      totals: {
        subtotal: '6.00',
        taxes: [{ rate: 0, base: '6.00', amount: '0.00' }],
        tax: '0.00',
        total: '6.00',
      },
      attachments: [],
    });
  });

  it('filters the list by inbox, type, product, client, location and dates, newest first', async () => {
    await place({
      locationId: annex.id,
      transaction_type: 'IN',
      products: [{ id: pear.id, quantity: 5 }],
    }).expect(201);
    await place({
      locationId: annex.id,
      transaction_type: 'ADJUST',
      products: [{ id: pear.id, quantity: -1 }],
    }).expect(201);
    const base = `/api/provider/${owner.providerId}/orders`;
    const all = (await as(owner).get(base).expect(200)).body;
    expect(all.pagination.total).toBe(4);
    expect(all.orders.map((o: { transaction_type: string }) => o.transaction_type)).toEqual([
      'ADJUST',
      'IN',
      'ORDER',
      'IN',
    ]);
    const count = async (query: string) =>
      (await as(owner).get(`${base}?${query}`).expect(200)).body.pagination.total;
    expect(await count('inbox=true')).toBe(1);
    expect(await count('type=IN')).toBe(2);
    expect(await count(`product_id=${pear.id}`)).toBe(2);
    expect(await count(`client_id=${client.id}`)).toBe(1);
    expect(await count(`location_id=${annex.id}`)).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count(`startDate=${today}&endDate=${today}`)).toBe(4);
    expect(await count('startDate=2020-01-01&endDate=2020-01-31')).toBe(0);
    expect(await count('limit=2&offset=0')).toBe(4);
    expect((await as(owner).get(`${base}?limit=2&offset=2`).expect(200)).body.orders).toHaveLength(
      2,
    );
  });

  it('refuses dates that are not calendar days or full times', async () => {
    const base = `/api/provider/${owner.providerId}/orders`;
    for (const bad of ['2024-02-31', '2024-W05', '2024-123', 'yesterday']) {
      expect((await as(owner).get(`${base}?startDate=${bad}`).expect(400)).body.message).toBe(
        'startDate and endDate must be dates (YYYY-MM-DD) or ISO times',
      );
    }
  });

  it('takes dates up to 9999-12-31, in any time zone, as the widest range', async () => {
    const base = `/api/provider/${owner.providerId}/orders`;
    const total = async (query: string) =>
      (await as(owner).get(`${base}?${query}`).expect(200)).body.pagination.total;
    const all = await total('');
    expect(await total('endDate=9999-12-31')).toBe(all);
    expect(await total('startDate=1900-01-01&endDate=9999-12-31')).toBe(all);
    expect(await total(`endDate=${encodeURIComponent('9999-12-31T23:59:59-14:00')}`)).toBe(all);
    expect(await total('startDate=9999-12-31')).toBe(0);
  });

  it('names bad filters and refuses a start date after the end date', async () => {
    const base = `/api/provider/${owner.providerId}/orders`;
    expect((await as(owner).get(`${base}?type=GIFT`).expect(400)).body.message).toBe(
      'type must be one of ORDER, ADJUST, IN, OUT',
    );
    expect(
      (await as(owner).get(`${base}?startDate=2026-02-01&endDate=2026-01-01`).expect(400)).body
        .message,
    ).toBe('Ensure that the start date is before the end date.');
  });

  it('refuses an offset no page can skip to, naming it', async () => {
    for (const offset of ['99999999999999999999', '1e20'])
      expect(
        (
          await as(owner)
            .get(`/api/provider/${owner.providerId}/orders?offset=${offset}`)
            .expect(400)
        ).body.message,
      ).toMatch(/^offset must be a whole number/);
  });

  it('shows no order of another provider', async () => {
    const list = (await as(owner).get(`/api/provider/${owner.providerId}/orders`).expect(200)).body
      .orders;
    await as(other).get(`/api/provider/${other.providerId}/order/${list[0].id}`).expect(404);
    expect(
      (await as(other).get(`/api/provider/${other.providerId}/orders`).expect(200)).body,
    ).toEqual({
      orders: [],
      pagination: { total: 0 },
    });
    await as(other).get(`/api/provider/${owner.providerId}/orders`).expect(403);
  });

  it('lists an adjustment with its reason and note, and no reason on the other types', async () => {
    await place({
      locationId: main.id,
      transaction_type: 'ADJUST',
      reason: 'DAMAGE',
      reasonNote: '  crushed in transit ',
      products: [{ id: apple.id, quantity: -1 }],
    }).expect(201);
    await place({
      locationId: main.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 2 }],
    }).expect(201);
    const base = `/api/provider/${owner.providerId}/orders`;
    const adjustments = (await as(owner).get(`${base}?type=ADJUST`).expect(200)).body.orders;
    expect(adjustments[0]).toMatchObject({ reason: 'DAMAGE', reason_note: 'crushed in transit' });
    // The spec's plain adjustment, placed earlier without a reason.
    expect(adjustments.at(-1)).toMatchObject({ reason: null, reason_note: null });
    const read = (
      await as(owner)
        .get(`/api/provider/${owner.providerId}/order/${adjustments[0].id}`)
        .expect(200)
    ).body.order;
    expect(read).toMatchObject({ reason: 'DAMAGE', reason_note: 'crushed in transit' });
    const inbound = (await as(owner).get(`${base}?type=IN&limit=1`).expect(200)).body.orders[0];
    expect(inbound).not.toHaveProperty('reason');
    expect(inbound).not.toHaveProperty('reason_note');
  });
});
