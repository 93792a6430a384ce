import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  linkMailedTo,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { eventually, orderTwo, receiveFifty, shapeOf } from '../../apps/api/testing/portal-probes';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';

const DELI = 'deli@example.test';

interface Request {
  id: string;
  provider: { id: string; name: string };
}

describe('client portal: a client of several providers orders from one portal of its own', () => {
  let t: TestApp;
  let bakery: SignedUp;
  let mill: SignedUp;
  let grocer: SignedUp;
  let dairy: SignedUp;
  let bakeryShop: Shop;
  let millShop: Shop;
  let portalKey: string;
  let bakeryOrder: string;
  let millOrder: string;
  let answeredId: string;
  const millName = `mill-${randomUUID()}@example.test Ltd`;
  const http = () => request(t.app.getHttpServer());
  const portal = (path: string) => `/api/client/${portalKey}${path}`;
  const providersOf = async (key: string) =>
    (await http().get(`/api/client/${key}/provider_client`).expect(200)).body.providerClients
      .map((link: { provider: { id: string } }) => link.provider.id)
      .sort();
  const requestsOf = async (key: string): Promise<Request[]> =>
    (await http().get(`/api/client/${key}/link_requests`).expect(200)).body.link_requests;
  const requestOf = (provider: SignedUp) =>
    eventually(`a request of ${provider.providerId}`, async () =>
      (await requestsOf(portalKey)).find((r) => r.provider.id === provider.providerId),
    );
  const receive = (owner: SignedUp, shop: Shop, product: string) =>
    receiveFifty(t, owner, shop, product);
  const order = (key: string, provider: SignedUp, shop: Shop, product: string) =>
    orderTwo(t, key, provider, shop, product);

  beforeAll(async () => {
    t = await createTestApp();
    bakery = await signUp(t);
    mill = await signUp(t, millName.replace(/ Ltd$/, ''));
    grocer = await signUp(t);
    dairy = await signUp(t);
    bakeryShop = await openShop(t, bakery, {
      locations: ['Main'],
      products: { Bread: 3 },
      clients: ['Deli'],
    });
    await receive(bakery, bakeryShop, 'Bread');
  });
  afterAll(() => t.close());

  it("answers a provider adding a client the same whether or not another provider knows the client's email", async () => {
    const add = (email: string) =>
      asMember(t, mill)
        .post(`/api/provider/${mill.providerId}/client`)
        .send({ name: 'Deli', email });
    const unknown = await add('nobody-else@example.test');
    const known = await add(DELI);
    expect(known.status).toBe(unknown.status);
    expect(shapeOf(known.body)).toEqual(shapeOf(unknown.body));
    expect(known.body.client.email).toBe(DELI);
    // Its lists say nothing either: two clients, its own, as it entered them.
    const list = await asMember(t, mill)
      .get(`/api/provider/${mill.providerId}/provider_clients?limit=50&offset=0`)
      .expect(200);
    expect(shapeOf(list.body.provider_clients[0])).toEqual(shapeOf(list.body.provider_clients[1]));
    millShop = await openShop(t, mill, { locations: ['Depot'], products: { Flour: 5 } });
    const link = await asMember(t, mill)
      .get(`/api/provider/${mill.providerId}/client/${known.body.client.id}/link`)
      .expect(200);
    millShop.clients.Deli = {
      id: known.body.client.id,
      linkId: known.body.provider_client.id,
      key: link.body.link_key,
    };
    await receive(mill, millShop, 'Flour');
  });

  it("mails the request to the client's email, and shows it in the client's own portal only", async () => {
    const link = await eventually('the mail to the client', async () => {
      try {
        return linkMailedTo(t, DELI);
      } catch {
        return undefined;
      }
    });
    portalKey = link.pathname.split('/').at(-1)!;
    expect(link.pathname).toBe(`/client/${portalKey}`);
    expect(portalKey).not.toBe(bakeryShop.clients.Deli.key);
    expect(portalKey).not.toBe(millShop.clients.Deli.key);
    const asked = await requestOf(mill);
    expect(asked.provider).toEqual({ id: mill.providerId, name: millName });
    // Each provider's own link shows nothing of it: their members hold those links.
    expect(await requestsOf(bakeryShop.clients.Deli.key)).toEqual([]);
    expect(await requestsOf(millShop.clients.Deli.key)).toEqual([]);
    // The unknown email met no one: no mail went there.
    expect(() => linkMailedTo(t, 'nobody-else@example.test')).toThrow();
  });

  it('leaves the portal to the first provider until the client answers, and each link to its own', async () => {
    expect(await providersOf(portalKey)).toEqual([bakery.providerId]);
    expect(await providersOf(bakeryShop.clients.Deli.key)).toEqual([bakery.providerId]);
    expect(await providersOf(millShop.clients.Deli.key)).toEqual([mill.providerId]);
    await order(portalKey, mill, millShop, 'Flour').expect(404);
    // The second provider's own link works as any link does.
    await order(millShop.clients.Deli.key, mill, millShop, 'Flour').expect(201);
  });

  it('lists both providers once the client accepts, and orders from each through the portal', async () => {
    const asked = await requestOf(mill);
    const accepted = await http()
      .post(portal(`/link_requests/${asked.id}/accept`))
      .expect(200);
    expect(accepted.body).toEqual({ link_request: { id: asked.id, status: 'ACCEPTED' } });
    expect(await requestsOf(portalKey)).toEqual([]);
    expect(await providersOf(portalKey)).toEqual([bakery.providerId, mill.providerId].sort());

    bakeryOrder = (await order(portalKey, bakery, bakeryShop, 'Bread').expect(201)).body.order.id;
    millOrder = (await order(portalKey, mill, millShop, 'Flour').expect(201)).body.order.id;
    const products = await http()
      .get(portal(`/products?provider_id=${mill.providerId}`))
      .expect(200);
    expect(products.body.products.map((p: { name: string }) => p.name)).toEqual(['Flour']);

    const listed = await http().get(portal('/orders')).expect(200);
    const ids = listed.body.orders.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([bakeryOrder, millOrder]));
    const one = await http()
      .get(portal(`/order/${millOrder}`))
      .expect(200);
    expect(one.body.order.provider.name).toBe(millName);
  });

  it("puts each order on the chosen provider's own record, and shows each provider only its own", async () => {
    const millSees = await asMember(t, mill)
      .get(`/api/provider/${mill.providerId}/order/${millOrder}`)
      .expect(200);
    expect(millSees.body.order.client.id).toBe(millShop.clients.Deli.id);
    const bakerySees = await asMember(t, bakery)
      .get(`/api/provider/${bakery.providerId}/order/${bakeryOrder}`)
      .expect(200);
    expect(bakerySees.body.order.client.id).toBe(bakeryShop.clients.Deli.id);

    await asMember(t, bakery)
      .get(`/api/provider/${bakery.providerId}/order/${millOrder}`)
      .expect(404);
    await asMember(t, mill)
      .get(`/api/provider/${mill.providerId}/client/${bakeryShop.clients.Deli.id}`)
      .expect(404);
    const bakeryOrders = await asMember(t, bakery)
      .get(`/api/provider/${bakery.providerId}/orders?limit=50&offset=0`)
      .expect(200);
    expect(bakeryOrders.body.orders.every((o: { id: string }) => o.id !== millOrder)).toBe(true);
    const bakeryClients = await asMember(t, bakery)
      .get(`/api/provider/${bakery.providerId}/provider_clients?limit=50&offset=0`)
      .expect(200);
    expect(bakeryClients.body.provider_clients).toHaveLength(1);

    // A provider's own link still shows that provider alone.
    const viaBakeryLink = await http()
      .get(`/api/client/${bakeryShop.clients.Deli.key}/orders`)
      .expect(200);
    expect(viaBakeryLink.body.orders.map((o: { id: string }) => o.id)).toEqual([bakeryOrder]);
    await http().get(`/api/client/${bakeryShop.clients.Deli.key}/order/${millOrder}`).expect(404);
  });

  it('joins once when two accepts race, and a decline changes nothing', async () => {
    const grocerShop = await openShop(t, grocer, { clients: ['Deli'] });
    const dairyShop = await openShop(t, dairy, { clients: ['Deli'] });
    const grocerAsks = await requestOf(grocer);
    answeredId = grocerAsks.id;
    const dairyAsks = await requestOf(dairy);

    const [first, second] = await Promise.all([
      http().post(portal(`/link_requests/${grocerAsks.id}/accept`)),
      http().post(portal(`/link_requests/${grocerAsks.id}/accept`)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const members = await t.test.db.query(
      'SELECT client_id FROM clients_portal_members WHERE provider_id = $1',
      [grocer.providerId],
    );
    expect(members.rows).toEqual([{ client_id: grocerShop.clients.Deli.id }]);

    await http()
      .post(portal(`/link_requests/${dairyAsks.id}/decline`))
      .expect(200);
    await http()
      .post(portal(`/link_requests/${dairyAsks.id}/accept`))
      .expect(409);
    await http()
      .post(portal(`/link_requests/${grocerAsks.id}/decline`))
      .expect(409);
    expect(await requestsOf(portalKey)).toEqual([]);
    expect(await providersOf(portalKey)).toEqual(
      [bakery.providerId, mill.providerId, grocer.providerId].sort(),
    );
    await order(portalKey, dairy, bakeryShop, 'Bread').expect(404);
    expect(dairyShop.clients.Deli.id).toBeTruthy();
  });

  it('takes out of the portal only the provider that disables its link', async () => {
    await asMember(t, mill)
      .put(`/api/provider/${mill.providerId}/provider_client/${millShop.clients.Deli.linkId}`)
      .send({ active: false })
      .expect(200);
    expect(await providersOf(portalKey)).toEqual([bakery.providerId, grocer.providerId].sort());
    const listed = await http().get(portal('/orders')).expect(200);
    const ids = listed.body.orders.map((o: { id: string }) => o.id);
    expect(ids).toContain(bakeryOrder);
    expect(ids).not.toContain(millOrder);
    await order(portalKey, mill, millShop, 'Flour').expect(403);
    await http()
      .get(portal(`/order/${millOrder}`))
      .expect(403);
    await order(portalKey, bakery, bakeryShop, 'Bread').expect(201);
  });

  it('answers hostile input with a 4xx, never a 5xx', async () => {
    const asked = { id: answeredId };
    const probes = [
      http().get('/api/client/not-a-key/link_requests'),
      http().get(`/api/client/${randomUUID()}/link_requests`),
      http().post(portal('/link_requests/not-an-id/accept')),
      http().post(portal(`/link_requests/${randomUUID()}/accept`)),
      http().post(portal(`/link_requests/${randomUUID()}/decline`)),
      // A provider's link cannot answer for the client's portal.
      http().post(`/api/client/${bakeryShop.clients.Deli.key}/link_requests/${asked.id}/accept`),
      http().post(`/api/client/${millShop.clients.Deli.key}/link_requests/${asked.id}/accept`),
      http().post(`/api/client/${randomUUID()}/link_requests/${asked.id}/accept`),
      http().get(portal(`/products?provider_id=${dairy.providerId}`)),
      http().get(portal(`/products?provider_id=${randomUUID()}`)),
      http().get(portal('/products?provider_id=%00')),
      order(portalKey, dairy, bakeryShop, 'Bread'),
      placeOrder(t, null, {
        providerId: bakery.providerId,
        clientId: "' OR 1=1 --",
        transaction_type: 'ORDER',
        products: [{ id: bakeryShop.products.Bread.id, quantity: 1 }],
      }),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});
