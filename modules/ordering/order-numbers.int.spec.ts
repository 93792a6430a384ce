import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { EVENT_STORE, EventStore, parseCsv, verifyProjection } from '../platform';
import { webhookOutboxProjection } from '../webhooks';
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

  it("numbers the orders placed after the owner sets a prefix with it, the series going on, and keeps the earlier orders' numbers", async () => {
    // Given orders #1001 to #1050, the owner sets the prefix SO-
    await as().put(`${base()}/settings`).send({ order_prefix: 'SO-' }).expect(200);
    // When a client orders, and the owner receives stock (a movement)
    const placed = await placeOrder(t, null, {
      providerId: owner.providerId,
      clientId: shop.clients['Client 0'].key,
      transaction_type: 'ORDER',
      products: [{ id: shop.products.Widget.id, quantity: 1 }],
    }).expect(201);
    await receive(1);
    // Then the new order is SO-1051 and the earlier ones keep '#'; movements keep MV-
    const order = async (id: string) =>
      (await as().get(`${base()}/order/${id}`).expect(200)).body.order;
    const so = await order(placed.body.order.id);
    expect(so.number).toBe('SO-1051');
    const { orders } = (await as().get(`${base()}/orders?type=ORDER&limit=100`).expect(200)).body;
    const listed: string[] = orders.map((o: { number: string }) => o.number);
    expect(listed[0]).toBe('SO-1051');
    expect(listed.slice(1).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `#${1001 + i}`));
    const { orders: movements } = (await as().get(`${base()}/orders?type=IN&limit=1`).expect(200))
      .body;
    expect(movements[0].number).toBe('MV-1003');
    // The order as of a moment, folded from its stream, keeps the prefix it was placed with
    const asOf = await as()
      .get(`${base()}/order/${so.id}?as_of=${encodeURIComponent(new Date().toISOString())}`)
      .expect(200);
    expect(asOf.body.order.number).toBe('SO-1051');

    // Searched with its prefix in any case, or by its digits alone, it is found; under another
    // prefix it is not, and '#' finds only the orders numbered with '#'
    const numbers = async (number: string) =>
      (
        await as()
          .get(`${base()}/orders?number=${encodeURIComponent(number)}`)
          .expect(200)
      ).body.orders
        .map((o: { number: string }) => o.number)
        .sort();
    expect(await numbers('SO-1051')).toEqual(['SO-1051']);
    expect(await numbers('so-1051')).toEqual(['SO-1051']);
    expect(await numbers('1051')).toEqual(['SO-1051']);
    expect(await numbers('#1051')).toEqual([]);
    expect(await numbers('SO-1050')).toEqual([]);
    expect(await numbers('#1050')).toEqual(['#1050']);
    expect(await numbers('1003')).toEqual(['#1003', 'MV-1003']);
    expect(await numbers('mv-1003')).toEqual(['MV-1003']);

    // Its shipments are numbered after it
    await as()
      .post(`${base()}/order/${so.id}/shipments`)
      .send({ products: [{ product_id: shop.products.Widget.id, quantity: 1 }] })
      .expect(201);
    const { shipments } = (await as().get(`${base()}/order/${so.id}/shipments`).expect(200)).body;
    expect(shipments.map((s: { number: string }) => s.number)).toEqual(['SO-1051-1']);

    // The CSV writes each order's number with its own prefix
    const csv = (await as().get(`${base()}/orders/export.csv?type=ORDER`).expect(200)).text;
    const rows = parseCsv(csv).map((record) => record.fields);
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed);
    const found = parseCsv(
      (await as().get(`${base()}/orders/export.csv?number=so-1051`).expect(200)).text,
    ).map((record) => record.fields);
    expect(found.slice(1).map((row) => row[1])).toEqual(['SO-1051']);

    // Its webhooks name it by the same number, and the earlier orders by theirs
    await settled(t, [webhookOutboxProjection.name]);
    const { rows: sent } = await t.test.db.query<{ body: string }>(
      `SELECT body FROM webhook_events WHERE provider_id = $1 AND type LIKE 'order.%'`,
      [owner.providerId],
    );
    const numberSent = new Map(
      sent
        .map((row) => JSON.parse(row.body).data)
        .map((data: { order_id: string; order_number: string }) => [
          data.order_id,
          data.order_number,
        ]),
    );
    for (const listedOrder of orders as { id: string; number: string }[])
      expect(numberSent.get(listedOrder.id)).toBe(listedOrder.number);
    expect(numberSent.get(so.id)).toBe('SO-1051');

    // A rebuild from the events gives every order the number it was given
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(t.test.db, store, ordersProjection)).toEqual([]);
    expect(await verifyProjection(t.test.db, store, webhookOutboxProjection)).toEqual([]);
  });
});
