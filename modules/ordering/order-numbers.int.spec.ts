import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { EVENT_STORE, EventStore, parseCsv, verifyProjection } from '../platform';
import { ordersProjection } from './projections/orders/orders.projection';

describe('order numbers', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  const clientNames = Array.from({ length: 50 }, (_, i) => `Client ${i}`);
  const as = () => asMember(t, owner);
  const base = () => `/api/provider/${owner.providerId}`;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' });
    owner = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Widget: 5 },
      clients: clientNames,
    });
  });
  afterAll(() => t.close());

  const receive = (quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Widget.id, quantity }],
    }).expect(201);

  it('gives 50 orders placed at once 50 consecutive numbers, and movements a series of their own', async () => {
    const inbound = await receive(100);
    const answers = await Promise.all(
      clientNames.map((name) =>
        placeOrder(t, null, {
          providerId: owner.providerId,
          clientId: shop.clients[name].key,
          transaction_type: 'ORDER',
          products: [{ id: shop.products.Widget.id, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(clientNames.map(() => 201));
    const placedIds = new Set(answers.map((res) => res.body.order.id));

    const { orders } = (await as().get(`${base()}/orders?type=ORDER&limit=100`).expect(200)).body;
    expect(orders).toHaveLength(50);
    expect(new Set(orders.map((o: { id: string }) => o.id))).toEqual(placedIds);
    const numbers = orders.map((o: { number: string }) => o.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `#${1001 + i}`).sort());

    const movement = (await as().get(`${base()}/order/${inbound.body.order.id}`).expect(200)).body
      .order;
    expect(movement.number).toBe('MV-1001');
    await receive(5);
    const { orders: movements } = (await as().get(`${base()}/orders?type=IN&limit=10`).expect(200))
      .body;
    expect(movements.map((o: { number: string }) => o.number)).toEqual(['MV-1002', 'MV-1001']);
  });

  it('finds an order by its number, with or without its prefix, and refuses what is no number', async () => {
    const find = async (number: string) =>
      (
        await as()
          .get(`${base()}/orders?number=${encodeURIComponent(number)}`)
          .expect(200)
      ).body;
    const found = await find('#1005');
    expect(found.pagination.total).toBe(1);
    expect(found.orders[0].number).toBe('#1005');
    expect((await find('1005')).orders.map((o: { number: string }) => o.number)).toEqual(['#1005']);
    // 1001 is both the first order and the first movement; a prefix picks one.
    expect((await find('1001')).orders.map((o: { number: string }) => o.number).sort()).toEqual([
      '#1001',
      'MV-1001',
    ]);
    expect((await find('MV-1001')).orders.map((o: { number: string }) => o.number)).toEqual([
      'MV-1001',
    ]);
    expect((await find('#9999')).orders).toEqual([]);
    const refused = await as().get(`${base()}/orders?number=abc`).expect(400);
    expect(refused.body.message).toBe(
      'number must be an order number, e.g. 1001, #1001 or MV-1001',
    );
  });

  it('writes the number in the CSV export, and a rebuild from the events numbers the same', async () => {
    const csv = (await as().get(`${base()}/orders/export.csv?type=IN`).expect(200)).text;
    const [header, ...rows] = parseCsv(csv).map((record) => record.fields);
    expect(header.slice(0, 3)).toEqual(['order_id', 'number', 'created_at']);
    expect(rows.map((row) => row[1])).toEqual(['MV-1002', 'MV-1001']);
    const db = t.test.db;
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(db, store, ordersProjection)).toEqual([]);
  });
});
