import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  linkMailedTo,
  mailsTo,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { eventually, orderTwo, receiveFifty, shapeOf } from '../../apps/api/testing/portal-probes';
import { openShop, Shop } from '../../apps/api/testing/shop';
import { connectLive, LIVE_RECHECK_MS, type LiveClient } from '../realtime/testing';

interface Request {
  id: string;
  provider: { id: string; name: string };
}

const fresh = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

describe('link requests: every way a provider gives a client an email asks alike, and the client may leave', () => {
  let t: TestApp;
  /** The mails asking `to` to become a provider's client (not the mails about its orders). */
  const requestMailsTo = (to: string) =>
    mailsTo(t, to).filter((mail) => mail.includes('wants to add you as a client'));
  let bakery: SignedUp;
  let mill: SignedUp;
  let grocer: SignedUp;
  let bakeryShop: Shop;
  let millShop: Shop;
  let portalKey: string;
  let millClientId: string;
  let millLinkId: string;
  let millOrder: string;
  let bakeryOrder: string;
  const DELI = fresh('deli');
  const http = () => request(t.app.getHttpServer());
  const as = (who: SignedUp) => asMember(t, who);
  const base = (who: SignedUp) => `/api/provider/${who.providerId}`;
  const portal = (path: string) => `/api/client/${portalKey}${path}`;
  const requestsOf = async (key: string): Promise<Request[]> =>
    (await http().get(`/api/client/${key}/link_requests`).expect(200)).body.link_requests;
  const providersOf = async (key: string) =>
    (await http().get(`/api/client/${key}/provider_client`).expect(200)).body.providerClients
      .map((link: { provider: { id: string } }) => link.provider.id)
      .sort();
  const portalOf = (email: string) =>
    eventually(`the mail to ${email}`, async () => {
      try {
        return linkMailedTo(t, email).pathname.split('/').at(-1)!;
      } catch {
        return undefined;
      }
    });
  const requestIn = (key: string, provider: SignedUp) =>
    eventually(`a request of ${provider.providerId}`, async () =>
      (await requestsOf(key)).find((r) => r.provider.id === provider.providerId),
    );
  const importCsv = (who: SignedUp, csv: string) =>
    as(who)
      .post(`${base(who)}/clients/import?dry_run=false`)
      .set('Content-Type', 'text/csv')
      .send(csv);
  const clientNamed = async (who: SignedUp, name: string) => {
    const list = await as(who)
      .get(`${base(who)}/provider_clients?limit=50&offset=0`)
      .expect(200);
    return list.body.provider_clients.find(
      (l: { client: { name: string } }) => l.client.name === name,
    ) as { id: string; active: boolean; client: { id: string } };
  };
  const ownRequest = async (who: SignedUp, clientId: string) =>
    (
      await as(who)
        .get(`${base(who)}/client/${clientId}/link_request`)
        .expect(200)
    ).body;
  const order = (key: string, provider: SignedUp, shop: Shop, product: string) =>
    orderTwo(t, key, provider, shop, product);
  const receive = (owner: SignedUp, shop: Shop, product: string) =>
    receiveFifty(t, owner, shop, product);

  let origin: string;
  let socket: LiveClient | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    origin = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    bakery = await signUp(t);
    mill = await signUp(t);
    grocer = await signUp(t);
    bakeryShop = await openShop(t, bakery, { locations: ['Main'], products: { Bread: 3 } });
    await as(bakery)
      .post(`${base(bakery)}/client`)
      .send({ name: 'Deli', email: DELI })
      .expect(201);
    await receive(bakery, bakeryShop, 'Bread');
    millShop = await openShop(t, mill, { locations: ['Depot'], products: { Flour: 5 } });
    await receive(mill, millShop, 'Flour');
  });
  afterAll(async () => {
    socket?.close();
    await t.close();
  });

  it('sends a request for an imported line whose email another provider knows, and answers the import as any other', async () => {
    const alone = fresh('alone');
    const unknown = await importCsv(
      mill,
      `name,email\nCorner,${fresh('corner')}\nFar,${fresh('far')}\n`,
    ).expect(201);
    const known = await importCsv(
      mill,
      `name,email\nDeli,${DELI.toUpperCase()}\nAlone,${alone}\n`,
    ).expect(201);
    expect(shapeOf(known.body)).toEqual(shapeOf(unknown.body));
    expect(known.body).toMatchObject({ imported: 2, errors: [] });

    portalKey = await portalOf(DELI);
    await requestIn(portalKey, mill);
    // The unknown email met no one: no mail went there.
    expect(mailsTo(t, alone)).toEqual([]);
    // Each provider's own view of its requests reads alike, whoever else knows the email.
    const deli = await clientNamed(mill, 'Deli');
    const other = await clientNamed(mill, 'Alone');
    millClientId = deli.client.id;
    millLinkId = deli.id;
    const mine = await ownRequest(mill, millClientId);
    expect(mine.link_request).toMatchObject({ status: 'PENDING', email: DELI });
    expect(shapeOf(mine)).toEqual(shapeOf(await ownRequest(mill, other.client.id)));
  });

  it('lets the portal order from both providers once the client accepts the imported request', async () => {
    const asked = await requestIn(portalKey, mill);
    await http()
      .post(portal(`/link_requests/${asked.id}/accept`))
      .expect(200);
    expect(await providersOf(portalKey)).toEqual([bakery.providerId, mill.providerId].sort());
    bakeryOrder = (await order(portalKey, bakery, bakeryShop, 'Bread').expect(201)).body.order.id;
    millOrder = (await order(portalKey, mill, millShop, 'Flour').expect(201)).body.order.id;
    const mine = await as(mill)
      .get(`${base(mill)}/order/${millOrder}`)
      .expect(200);
    expect(mine.body.order.client.id).toBe(millClientId);
    // Accepting changed nothing the provider reads of its request.
    expect((await ownRequest(mill, millClientId)).link_request.status).toBe('PENDING');
  });

  it('sends a request when a provider changes a client email to one another provider knows, and answers the change as any other', async () => {
    const grocerShop = await openShop(t, grocer, { clients: ['Shop A', 'Shop B'] });
    const change = (clientId: string, email: string) =>
      as(grocer)
        .put(`${base(grocer)}/client/${clientId}`)
        .send({ email });
    const unknown = await change(grocerShop.clients['Shop A'].id, fresh('elsewhere')).expect(200);
    const known = await change(grocerShop.clients['Shop B'].id, DELI.toUpperCase()).expect(200);
    expect(shapeOf(known.body)).toEqual(shapeOf(unknown.body));

    const asked = await requestIn(portalKey, grocer);
    expect(asked.provider.id).toBe(grocer.providerId);
    const a = await ownRequest(grocer, grocerShop.clients['Shop A'].id);
    const b = await ownRequest(grocer, grocerShop.clients['Shop B'].id);
    expect(b.link_request.status).toBe('PENDING');
    expect(shapeOf(a)).toEqual(shapeOf(b));
    // A change of case or spacing only is no new email: no second request, no second mail.
    const mails = requestMailsTo(DELI).length;
    expect(mails).toBeGreaterThan(0);
    await change(grocerShop.clients['Shop B'].id, DELI).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestMailsTo(DELI)).toHaveLength(mails);
  });

  it('takes a withdrawn request out of the portal, and answers the withdrawal as any other', async () => {
    const grocerClients = (
      await as(grocer)
        .get(`${base(grocer)}/provider_clients?limit=50&offset=0`)
        .expect(200)
    ).body.provider_clients as { client: { id: string; name: string } }[];
    const byName = (name: string) => grocerClients.find((l) => l.client.name === name)!.client.id;
    const asked = await requestIn(portalKey, grocer);

    const withdraw = (clientId: string) =>
      as(grocer)
        .post(`${base(grocer)}/client/${clientId}/link_request/withdraw`)
        .expect(200);
    const known = await withdraw(byName('Shop B'));
    const unknown = await withdraw(byName('Shop A'));
    expect(known.body.link_request).toMatchObject({ status: 'WITHDRAWN', email: DELI });
    expect(shapeOf(known.body)).toEqual(shapeOf(unknown.body));
    expect((await ownRequest(grocer, byName('Shop B'))).link_request.status).toBe('WITHDRAWN');

    expect((await requestsOf(portalKey)).map((r) => r.provider.id)).not.toContain(
      grocer.providerId,
    );
    await http()
      .post(portal(`/link_requests/${asked.id}/accept`))
      .expect(404);
    expect(await providersOf(portalKey)).not.toContain(grocer.providerId);
    // Withdrawing twice answers the same; a client of another provider is no one's here.
    await withdraw(byName('Shop B'));
    await as(grocer)
      .post(`${base(grocer)}/client/${millClientId}/link_request/withdraw`)
      .expect(404);
    await as(grocer)
      .get(`${base(grocer)}/client/${millClientId}/link_request`)
      .expect(404);
  });

  it('ends the link when the client leaves a provider: the portal no longer shows it or its orders, and the provider keeps its record and orders', async () => {
    socket = await connectLive(origin, { client_id: portalKey });
    expect(await socket.subscribe({ client_id: portalKey })).toEqual({ ok: true });
    const left = await http()
      .post(portal(`/providers/${mill.providerId}/leave`))
      .expect(200);
    expect(left.body.provider.id).toBe(mill.providerId);

    expect(await providersOf(portalKey)).toEqual([bakery.providerId]);
    const listed = await http().get(portal('/orders')).expect(200);
    const ids = listed.body.orders.map((o: { id: string }) => o.id);
    expect(ids).toContain(bakeryOrder);
    expect(ids).not.toContain(millOrder);
    await http()
      .get(portal(`/order/${millOrder}`))
      .expect((res) => expect([403, 404]).toContain(res.status));
    await order(portalKey, mill, millShop, 'Flour').expect(404);
    await http()
      .get(portal(`/products?provider_id=${mill.providerId}`))
      .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));

    // An open portal page stops hearing of that provider's orders within the live re-check.
    await new Promise((resolve) => setTimeout(resolve, LIVE_RECHECK_MS + 1_500));
    await as(mill)
      .put(`${base(mill)}/order/${millOrder}`)
      .send({ fulfilled: true })
      .expect(200);
    const again = (await order(portalKey, bakery, bakeryShop, 'Bread').expect(201)).body.order.id;
    await socket.next<{ order: { id: string } }>('client-order', (p) => p.order.id === again);
    const heard = socket.received.map((m) => (m.payload as { order?: { id: string } }).order?.id);
    expect(heard).not.toContain(millOrder);

    // The provider reads all it read before, unchanged: its order, its client, the link active.
    const seen = await as(mill)
      .get(`${base(mill)}/order/${millOrder}`)
      .expect(200);
    expect(seen.body.order.client.id).toBe(millClientId);
    const link = await as(mill)
      .get(`${base(mill)}/provider_client?client_id=${millClientId}`)
      .expect(200);
    expect(link.body.provider_client).toMatchObject({ id: millLinkId, active: true });
    expect((await ownRequest(mill, millClientId)).link_request.status).toBe('PENDING');
    // Its own link still orders, as any provider's link does.
    const key = (
      await as(mill)
        .get(`${base(mill)}/client/${millClientId}/link`)
        .expect(200)
    ).body.link_key;
    await order(key, mill, millShop, 'Flour').expect(201);
  });

  it('does not ask again after the client left, and never lets the last provider go', async () => {
    // The request mails only: the order just placed mails the client too (order received).
    const mails = requestMailsTo(DELI).length;
    await as(mill)
      .post(`${base(mill)}/client`)
      .send({ name: 'Deli again', email: DELI })
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestMailsTo(DELI)).toHaveLength(mails);
    expect(await requestsOf(portalKey)).toEqual([]);

    const only = await http()
      .post(portal(`/providers/${bakery.providerId}/leave`))
      .expect(409);
    expect(only.body.message).toBe('You cannot leave your only provider.');
    await http()
      .post(portal(`/providers/${mill.providerId}/leave`))
      .expect(404);
    expect(await providersOf(portalKey)).toEqual([bakery.providerId]);
  });

  it("takes a record out of its old email's portal when its provider gives it another email", async () => {
    const cafe = fresh('cafe');
    await as(bakery)
      .post(`${base(bakery)}/client`)
      .send({ name: 'Cafe', email: cafe })
      .expect(201);
    const added = await as(mill)
      .post(`${base(mill)}/client`)
      .send({ name: 'Cafe', email: cafe })
      .expect(201);
    const cafePortal = await portalOf(cafe);
    const asked = await requestIn(cafePortal, mill);
    await http().post(`/api/client/${cafePortal}/link_requests/${asked.id}/accept`).expect(200);
    expect(await providersOf(cafePortal)).toEqual([bakery.providerId, mill.providerId].sort());

    const moved = fresh('moved');
    await as(mill)
      .put(`${base(mill)}/client/${added.body.client.id}`)
      .send({ email: moved })
      .expect(200);
    await eventually('the record out of the old portal', async () =>
      (await providersOf(cafePortal)).length === 1 ? true : undefined,
    );
    expect(await providersOf(cafePortal)).toEqual([bakery.providerId]);
    const mine = await ownRequest(mill, added.body.client.id);
    expect(mine.link_request).toMatchObject({ status: 'PENDING', email: moved });
  });

  it('answers hostile input on the new routes with a 4xx naming the problem, never a 5xx', async () => {
    const bakeryClientId = (await http().get(portal('/provider_client')).expect(200)).body
      .providerClients[0].client.id;
    const millKey = (
      await as(mill)
        .get(`${base(mill)}/client/${millClientId}/link`)
        .expect(200)
    ).body.link_key;
    const probes = [
      http().post(portal('/providers/not-an-id/leave')),
      http().post(portal(`/providers/${randomUUID()}/leave`)),
      http().post(`/api/client/${randomUUID()}/providers/${bakery.providerId}/leave`),
      http().post(`/api/client/not-a-key/providers/${bakery.providerId}/leave`),
      // A provider's own link has no portal to leave.
      http().post(`/api/client/${millKey}/providers/${mill.providerId}/leave`),
      as(mill).get(`${base(mill)}/client/not-an-id/link_request`),
      as(mill).post(`${base(mill)}/client/${randomUUID()}/link_request/withdraw`),
      as(mill).post(`${base(mill)}/client/${bakeryClientId}/link_request/withdraw`),
      http().post(`${base(mill)}/client/${millClientId}/link_request/withdraw`),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
