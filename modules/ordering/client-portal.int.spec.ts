import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../apps/api/testing/shop';

describe('client portal: a client sees and cancels only their own orders', () => {
  let t: TestApp;
  let owner: SignedUp;
  let apple: { id: string };
  let deli: { id: string; key: string };
  let bakery: { id: string; key: string };
  const as = (who: SignedUp) => asMember(t, who);
  const http = () => request(t.app.getHttpServer());
  const order = async (linkKey: string, quantity: number) =>
    (
      await placeOrder(t, null, {
        providerId: owner.providerId,
        clientId: linkKey,
        transaction_type: 'ORDER',
        products: [{ id: apple.id, quantity }],
      }).expect(201)
    ).body.order;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli', 'Bakery'],
    });
    apple = shop.products.Apple;
    ({ Deli: deli, Bakery: bakery } = shop.clients);
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 20 }],
    }).expect(201);
  });
  afterAll(() => t.close());

  it('lists its provider links and its own orders only, with the provider card', async () => {
    const mine = await order(deli.key, 2);
    await order(bakery.key, 1);
    const links = (await http().get(`/api/client/${deli.key}/provider_client`).expect(200)).body
      .providerClients;
    expect(links).toEqual([
      expect.objectContaining({
        active: true,
        provider: { id: owner.providerId, name: expect.any(String) },
      }),
    ]);
    // Only the client's name and email: the provider's custom values about it stay private.
    expect(links[0].client).toEqual({ id: deli.id, name: 'Deli', email: 'deli@example.test' });
    const orders = (await http().get(`/api/client/${deli.key}/orders`).expect(200)).body.orders;
    expect(orders.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(orders[0]).toMatchObject({
      provider: { id: owner.providerId },
      client: { id: deli.id },
    });
    const detail = (await http().get(`/api/client/${deli.key}/order/${mine.id}`).expect(200)).body
      .order;
    expect(detail.line_items[0]).toMatchObject({
      product: { name: 'Apple' },
      quantity: 2,
      price: 2,
    });
  });

  it("cannot read or cancel another client's order, nor edit notes", async () => {
    const theirs = await order(bakery.key, 1);
    await http().get(`/api/client/${deli.key}/order/${theirs.id}`).expect(404);
    await http()
      .put(`/api/client/${deli.key}/order/${theirs.id}`)
      .send({ cancelled: true })
      .expect(404);
    const mine = await order(deli.key, 1);
    expect(
      (
        await http()
          .put(`/api/client/${deli.key}/order/${mine.id}`)
          .send({ notes: 'hi' })
          .expect(403)
      ).body.message,
    ).toBe('Only the provider can do this.');
    expect(
      (
        await http()
          .put(`/api/client/${deli.key}/order/${mine.id}`)
          .send({ fulfilled: true })
          .expect(403)
      ).body.message,
    ).toBe('Only the provider can do this.');
  });

  it('cancels its own pending order, but not a fulfilled one', async () => {
    const pending = await order(deli.key, 1);
    const cancelled = await http()
      .put(`/api/client/${deli.key}/order/${pending.id}`)
      .send({ cancelled: true })
      .expect(200);
    expect(cancelled.body.order.cancelled).toBe(true);
    const done = await order(deli.key, 1);
    await as(owner)
      .put(`/api/provider/${owner.providerId}/order/${done.id}`)
      .send({ fulfilled: true })
      .expect(200);
    expect(
      (
        await http()
          .put(`/api/client/${deli.key}/order/${done.id}`)
          .send({ cancelled: true })
          .expect(409)
      ).body.message,
    ).toBe('A fulfilled order cannot be cancelled.');
  });

  it('offers the products it may order, at its price, with what is available at the default location', async () => {
    await as(owner)
      .post(`/api/provider/${owner.providerId}/client_product_price`)
      .send({ client_id: deli.id, product_id: apple.id, name: 'Friends', price: 1.75 })
      .expect(201);
    const offer = (
      await http()
        .get(`/api/client/${deli.key}/products?provider_id=${owner.providerId}`)
        .expect(200)
    ).body;
    expect(offer.location).toEqual({ id: expect.any(String), name: 'Main' });
    expect(offer.products).toEqual([
      expect.objectContaining({
        id: apple.id,
        name: 'Apple',
        price: 1.75,
        prices: [
          { price: 1.75, label: '$1.75 (Friends)', note: 'Friends' },
          { price: 2, label: '$2.00 (Default)', note: 'Default' },
        ],
        available: expect.any(Number),
      }),
    ]);
    expect(offer.products[0].available).toBeGreaterThan(0);
    await http().get(`/api/client/${deli.key}/products`).expect(400);
    await http().get(`/api/client/${deli.key}/products?provider_id=${deli.id}`).expect(404);
  });

  it('knows nothing of an unknown link', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of ['orders', 'provider_client'])
      expect((await http().get(`/api/client/${unknown}/${path}`).expect(404)).body.message).toBe(
        'No such client.',
      );
    await http().get('/api/client/not-a-uuid/orders').expect(400);
  });

  it("opens the portal by the link's key, never by the client's id", async () => {
    // Every member reads client ids; only the key, which is not derived from it, lets a client in.
    expect(deli.key).not.toBe(deli.id);
    await http().get(`/api/client/${deli.id}/orders`).expect(404);
    await http().get(`/api/client/${deli.id}/provider_client`).expect(404);
    const byId = await placeOrder(t, null, {
      providerId: owner.providerId,
      clientId: deli.id,
      transaction_type: 'ORDER',
      products: [{ id: apple.id, quantity: 1 }],
    }).expect(404);
    expect(byId.body.message).toBe('No such client for this provider.');
  });

  it('a replaced link stops working at once and the new one takes over', async () => {
    const base = `/api/provider/${owner.providerId}/client/${bakery.id}/link`;
    expect((await as(owner).get(base).expect(200)).body).toEqual({ link_key: bakery.key });
    const replaced = (await as(owner).post(base).expect(201)).body.link_key;
    expect(replaced).not.toBe(bakery.key);
    await http().get(`/api/client/${bakery.key}/orders`).expect(404);
    await http().get(`/api/client/${replaced}/orders`).expect(200);
    expect((await as(owner).get(base).expect(200)).body).toEqual({ link_key: replaced });
    bakery = { ...bakery, key: replaced };
  });

  it('hands the link only to members who may place orders', async () => {
    const clerk = await joinTeam(t, owner, 'clerk@example.test', ['orders:create']);
    const base = `/api/provider/${owner.providerId}/client/${deli.id}/link`;
    // The clerk still reads the client (and its id), which opens nothing.
    await as(clerk).get(`/api/provider/${owner.providerId}/client/${deli.id}`).expect(200);
    expect((await as(clerk).get(base).expect(403)).body.message).toBe(
      "You don't have permission to place orders.",
    );
    await as(clerk).post(base).expect(403);
    await http().get(`/api/client/${deli.key}/orders`).expect(200);
  });
});
