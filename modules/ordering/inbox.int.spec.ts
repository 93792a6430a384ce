import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { ordersProjection } from './projections/orders/orders.projection';

interface Listed {
  id: string;
  number: string;
  needs_action: boolean;
}

describe('the inbox leads with what waits for staff', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;
  const as = () => asMember(t, owner);
  const order = async (quantity = 2) =>
    (
      await placeOrder(t, null, {
        providerId: owner.providerId,
        clientId: shop.clients.Acme.key,
        transaction_type: 'ORDER',
        products: [{ id: shop.products.Widget.id, quantity }],
      }).expect(201)
    ).body.order.id as string;
  const inbox = async (query = '') =>
    (await as().get(`${base}/orders?inbox=true${query}`).expect(200)).body as {
      orders: Listed[];
      pagination: { total: number };
    };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Widget: 5 },
      clients: ['Acme'],
    });
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Widget.id, quantity: 100 }],
    }).expect(201);
  });
  afterAll(() => t.close());

  it('puts pending, partly shipped and returned orders first, marked, with a view of them alone', async () => {
    const returned = await order();
    await as().post(`${base}/order/${returned}/shipments`).send({}).expect(201);
    const complete = await order();
    await as().put(`${base}/order/${complete}`).send({ fulfilled: true }).expect(200);
    const partly = await order(4);
    await as()
      .post(`${base}/order/${partly}/shipments`)
      .send({ products: [{ product_id: shop.products.Widget.id, quantity: 1 }] })
      .expect(201);
    const cancelled = await order();
    await as().put(`${base}/order/${cancelled}`).send({ cancelled: true }).expect(200);
    const pending = await order();
    // The complete order gets a return: it waits for staff again.
    await request(t.app.getHttpServer())
      .post(`/api/client/${shop.clients.Acme.key}/order/${returned}/returns`)
      .send({ products: [{ product_id: shop.products.Widget.id, quantity: 1, reason: 'DAMAGED' }] })
      .expect(201);

    const all = await inbox();
    expect(all.orders.map((o) => [o.id, o.needs_action])).toEqual([
      [pending, true],
      [partly, true],
      [returned, true],
      [complete, false],
    ]);
    expect(all.pagination.total).toBe(4);
    const waiting = await inbox('&needs_action=true');
    expect(waiting.orders.map((o) => o.id)).toEqual([pending, partly, returned]);
    expect(waiting.pagination.total).toBe(3);

    // Once the return is received it waits no more; the Orders list keeps its newest-first order.
    await as().post(`${base}/order/${returned}/returns/1/approve`).expect(200);
    expect((await inbox('&needs_action=true')).orders.map((o) => o.id)).toContain(returned);
    await as().post(`${base}/order/${returned}/returns/1/receive`).send({}).expect(200);
    expect((await inbox('&needs_action=true')).orders.map((o) => o.id)).toEqual([pending, partly]);
    const list = (await as().get(`${base}/orders?type=ORDER`).expect(200)).body.orders as Listed[];
    expect(list.map((o) => o.id)).toEqual([pending, cancelled, partly, complete, returned]);
    expect((await as().get(`${base}/orders?needs_action=maybe`).expect(400)).body.message).toBe(
      'needs_action must be true or false',
    );
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(t.app.get(Database), store, ordersProjection)).toEqual([]);
  });
});
