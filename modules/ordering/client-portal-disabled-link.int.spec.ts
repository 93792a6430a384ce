import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';

const DISABLED = 'Your link with this provider is not active.';

describe('client portal: a disabled link closes its provider to the client', () => {
  let t: TestApp;
  let bakery: SignedUp;
  let mill: SignedUp;
  let shop: Shop;
  let deli: { id: string; linkId: string; key: string };
  let millLinkId: string;
  let ordered: { id: string };
  const http = () => request(t.app.getHttpServer());
  const portal = (path: string) => `/api/client/${deli.key}${path}`;
  const clientOrder = () =>
    placeOrder(t, null, {
      providerId: bakery.providerId,
      clientId: deli.key,
      transaction_type: 'ORDER',
      products: [{ id: shop.products.Bread.id, quantity: 1 }],
    });
  const setLink = (owner: SignedUp, linkId: string, active: boolean) =>
    asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/provider_client/${linkId}`)
      .send({ active })
      .expect(200);
  const setMillLink = (active: boolean) =>
    t.test.db.query('UPDATE clients_provider_links SET active = $1 WHERE id = $2', [
      active,
      millLinkId,
    ]);
  const refused = (res: request.Response) => {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, error: DISABLED, message: DISABLED });
  };

  beforeAll(async () => {
    t = await createTestApp();
    bakery = await signUp(t);
    mill = await signUp(t);
    shop = await openShop(t, bakery, {
      locations: ['Main'],
      products: { Bread: 3 },
      clients: ['Deli'],
    });
    deli = shop.clients.Deli;
    // The links table lets a client have several providers; no route makes, prices or toggles
    // a second provider's link yet, so the spec writes it as the table holds it.
    millLinkId = randomUUID();
    await t.test.db.query(
      'INSERT INTO clients_provider_links (id, provider_id, client_id) VALUES ($1, $2, $3)',
      [millLinkId, mill.providerId, deli.id],
    );
    await placeOrder(t, bakery, {
      providerId: bakery.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Bread.id, quantity: 20 }],
    }).expect(201);
    ordered = (await clientOrder().expect(201)).body.order;
    await setLink(bakery, deli.linkId, false);
  });
  afterAll(() => t.close());

  it("refuses to read, cancel or order from the disabling provider's side, saying the link is not active", async () => {
    refused(await http().get(portal(`/order/${ordered.id}`)));
    refused(
      await http()
        .put(portal(`/order/${ordered.id}`))
        .send({ cancelled: true }),
    );
    refused(await http().get(portal(`/products?provider_id=${bakery.providerId}`)));
    refused(await clientOrder());
    const order = await asMember(t, bakery)
      .get(`/api/provider/${bakery.providerId}/order/${ordered.id}`)
      .expect(200);
    expect(order.body.order.cancelled).toBe(false);
  });

  it('lists only the links still active, and no order of the disabling provider', async () => {
    const orders = await http().get(portal('/orders')).expect(200);
    expect(orders.body.orders).toEqual([]);
    const links = await http().get(portal('/provider_client')).expect(200);
    expect(links.body.providerClients.map((l: { id: string }) => l.id)).toEqual([millLinkId]);
  });

  it('refuses the whole portal once every link is disabled, and opens again when re-enabled', async () => {
    await setMillLink(false);
    refused(await http().get(portal('/orders')));
    refused(await http().get(portal('/provider_client')));
    await setLink(bakery, deli.linkId, true);
    await setMillLink(true);
    const orders = await http().get(portal('/orders')).expect(200);
    expect(orders.body.orders.map((o: { id: string }) => o.id)).toEqual([ordered.id]);
  });
});
