import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import { joinTeam, signUp } from '../../apps/api/testing/create-test-app';
import { placeOrder, shopApp } from '../../apps/api/testing/shop';

interface Hold {
  reason: string;
  balance: string;
  limit: string;
  total: string;
  currency: string;
}

describe('credit limits hold orders for the provider’s review', () => {
  const s = shopApp({
    beforeShop: (app) => app.settings({ currency: 'EUR' }),
    locations: ['Main'],
    // No tax: an order of n widgets is worth 10 × n.
    products: { Widget: 10, Taxed: { price: 100, tax_rate: 20 } },
    clients: ['Acme', 'Other', 'Free'],
    stock: { Widget: 1000, Taxed: 1000 },
  });
  const { as, http } = s;
  const credit = (client: string) => `${s.base}/client/${s.shop.clients[client].id}/credit`;
  const setCredit = (client: string, body: unknown) =>
    as()
      .put(credit(client))
      .send(body as object);
  const portalOrder = async (client: string, lines: Record<string, number>) =>
    (await s.readOrder(await s.order(lines, { client }))) as { id: string; hold?: Hold };
  const staffOrder = async (client: string, lines: Record<string, number>) =>
    (await s.readOrder(await s.order(lines, { client, by: s.owner, location: 'Main' }))) as {
      id: string;
      hold?: Hold;
    };

  it('sets a client’s terms and limit and reads them back with its open balance', async () => {
    const empty = (await as().get(credit('Free')).expect(200)).body;
    expect(empty).toMatchObject({
      payment_terms: null,
      credit_limit: null,
      currency: 'EUR',
      balance: '0.00',
      open_invoices: 0,
      overdue_invoices: 0,
    });
    const set = await setCredit('Free', { payment_terms: 'NET_30', credit_limit: '2500.5' }).expect(
      200,
    );
    expect(set.body).toEqual({ payment_terms: 'NET_30', credit_limit: '2500.50' });
    await s.order({ Widget: 3 }, { client: 'Free' });
    expect((await as().get(credit('Free')).expect(200)).body).toMatchObject({
      payment_terms: 'NET_30',
      credit_limit: '2500.50',
      balance: '30.00',
    });
    // Back to the defaults: no terms of its own, no limit.
    await setCredit('Free', { payment_terms: null, credit_limit: null }).expect(200);
    expect((await as().get(credit('Free')).expect(200)).body).toMatchObject({
      payment_terms: null,
      credit_limit: null,
    });
  });

  it('places an order over the limit held, saying the balance, the limit and its total, from the portal or by staff', async () => {
    await setCredit('Acme', { payment_terms: null, credit_limit: 100 }).expect(200);
    // 50 of 100: under the limit.
    expect((await portalOrder('Acme', { Widget: 5 })).hold).toBeUndefined();
    // Exactly at the limit is still within it.
    expect((await portalOrder('Acme', { Widget: 5 })).hold).toBeUndefined();
    // 100 owed already: one more widget goes over.
    const held = await portalOrder('Acme', { Widget: 1 });
    expect(held.hold).toEqual({
      reason: 'CREDIT_LIMIT',
      balance: '100.00',
      limit: '100.00',
      total: '10.00',
      currency: 'EUR',
    });
    // The buyer reads the same on its order page.
    const key = s.shop.clients.Acme.key;
    const mine = await http().get(`/api/client/${key}/order/${held.id}`).expect(200);
    expect(mine.body.order.hold).toMatchObject({ balance: '100.00', limit: '100.00' });
    // And its Orders list says which of its orders are held, the others without a hold.
    const listed = (await http().get(`/api/client/${key}/orders`).expect(200)).body.orders as {
      id: string;
      hold?: Hold;
    }[];
    expect(listed.find((o) => o.id === held.id)?.hold).toMatchObject({ reason: 'CREDIT_LIMIT' });
    expect(listed.filter((o) => o.hold).map((o) => o.id)).toEqual([held.id]);
    // Staff placing one for the client meet the same limit; the total counts tax.
    const byStaff = await staffOrder('Acme', { Taxed: 1 });
    expect(byStaff.hold).toMatchObject({ balance: '110.00', total: '120.00' });
    // A client without a limit is never held.
    expect((await portalOrder('Other', { Widget: 500 })).hold).toBeUndefined();
  });

  it('puts held orders first in the inbox, with their stock still committed', async () => {
    await setCredit('Other', { payment_terms: null, credit_limit: 0 }).expect(200);
    const [, committedBefore] = await s.cell('Widget');
    const held = await portalOrder('Other', { Widget: 2 });
    expect(held.hold).toMatchObject({ limit: '0.00', total: '20.00' });
    // A later order of a client within its limit comes after it.
    await portalOrder('Free', { Widget: 1 });
    const { orders } = (await as().get(`${s.base}/orders?inbox=true`).expect(200)).body as {
      orders: { id: string; hold?: Hold }[];
    };
    // Every held order (this one the newest) before any other, newest first.
    const heldOrders = orders.filter((o) => o.hold);
    expect(heldOrders.length).toBeGreaterThan(1);
    expect(orders.slice(0, heldOrders.length)).toEqual(heldOrders);
    expect(orders[0].id).toBe(held.id);
    const [, committedAfter] = await s.cell('Widget');
    expect(committedAfter - committedBefore).toBe(3);
    await setCredit('Other', { payment_terms: null, credit_limit: null }).expect(200);
  });

  it('refuses to ship or invoice a held order until a member who may fulfil it releases it', async () => {
    await setCredit('Acme', { payment_terms: null, credit_limit: 0 }).expect(200);
    const held = await portalOrder('Acme', { Widget: 1 });
    expect(held.hold).toBeDefined();
    const release = (who = s.owner, orderId = held.id) =>
      asMember(s.t, who).post(`${s.base}/order/${orderId}/release`);
    expect((await s.ship(held.id).expect(409)).body.message).toBe(
      'This order is on credit hold: release it before it is shipped.',
    );
    expect((await as().put(`${s.base}/order/${held.id}`).send({ fulfilled: true })).status).toBe(
      409,
    );
    expect(
      (await as().post(`${s.base}/order/${held.id}/invoices`).send({}).expect(409)).body.message,
    ).toBe('This order is on credit hold: release it before it is invoiced.');
    const denied = await joinTeam(s.t, s.owner, 'no-release@example.test', ['orders:create']);
    await release(denied).expect(403);
    const stranger = await signUp(s.t);
    await release(stranger).expect(403);
    const released = await release().expect(200);
    expect(released.body.order.hold).toBeUndefined();
    expect((await release().expect(409)).body.message).toBe('This order is not on hold.');
    await s.ship(held.id).expect(201);
    const history = (await as().get(`${s.base}/order/${held.id}/history`).expect(200)).body
      .history as { type: string; detail: Record<string, unknown> }[];
    expect(history.map((entry) => entry.type)).toEqual([
      'OrderPlaced',
      'OrderHeld',
      'OrderReleased',
      'OrderShipped',
      'OrderFulfilled',
    ]);
    expect(history[1].detail).toMatchObject({ reason: 'CREDIT_LIMIT', limit: '0.00' });
    // A held order may still be cancelled, by the provider or the buyer.
    const again = await portalOrder('Acme', { Widget: 1 });
    expect(again.hold).toBeDefined();
    await http()
      .put(`/api/client/${s.shop.clients.Acme.key}/order/${again.id}`)
      .send({ cancelled: true })
      .expect(200);
    // Cancelled, it waits for no one: neither side reads a hold any more.
    expect((await s.readOrder(again.id)).hold).toBeUndefined();
    const theirs = await http().get(`/api/client/${s.shop.clients.Acme.key}/order/${again.id}`);
    expect(theirs.body.order.hold).toBeUndefined();
    expect((await release(s.owner, again.id).expect(409)).body.message).toBe(
      'This order is cancelled.',
    );
    await setCredit('Acme', { payment_terms: null, credit_limit: null }).expect(200);
  });

  it('refuses bad terms and limits with a 400 naming the field, and another provider’s client with a 404', async () => {
    const cases: [body: unknown, field: string][] = [
      [{ payment_terms: 'NET_45', credit_limit: null }, 'payment_terms'],
      [{ payment_terms: 30, credit_limit: null }, 'payment_terms'],
      [{ credit_limit: null }, 'payment_terms'],
      [{ payment_terms: ['NET_30'], credit_limit: null }, 'payment_terms'],
      [{ payment_terms: null, credit_limit: -1 }, 'credit_limit'],
      [{ payment_terms: null, credit_limit: '1.999' }, 'credit_limit'],
      [{ payment_terms: null, credit_limit: 1e300 }, 'credit_limit'],
      [{ payment_terms: null, credit_limit: '99999999999' }, 'credit_limit'],
      [{ payment_terms: null, credit_limit: true }, 'credit_limit'],
      [{ payment_terms: null, credit_limit: { amount: 1 } }, 'credit_limit'],
      [{ payment_terms: null }, 'credit_limit'],
    ];
    for (const [body, field] of cases) {
      const res = await setCredit('Free', body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(field)]);
    }
    const nul = await setCredit('Free', { payment_terms: 'NET\u000030', credit_limit: null });
    expect([nul.status, nul.body.message]).toEqual([400, expect.stringContaining('payment_terms')]);
    const lone = await as()
      .put(credit('Free'))
      .set('Content-Type', 'application/json')
      .send('{"payment_terms":null,"credit_limit":"\\ud800"}');
    expect([lone.status, lone.body.message]).toEqual([
      400,
      expect.stringContaining('credit_limit'),
    ]);
    const notJson = await as()
      .put(credit('Free'))
      .set('Content-Type', 'application/json')
      .send('null');
    expect(notJson.status).toBe(400);
    // Nothing was changed by the refusals.
    expect((await as().get(credit('Free')).expect(200)).body.credit_limit).toBeNull();

    const other = await signUp(s.t);
    const theirs = `/api/provider/${other.providerId}/client/${s.shop.clients.Free.id}/credit`;
    await asMember(s.t, other)
      .put(theirs)
      .send({ payment_terms: null, credit_limit: 1 })
      .expect(404);
    await asMember(s.t, other).get(theirs).expect(404);
    await asMember(s.t, other)
      .put(credit('Free'))
      .send({ payment_terms: null, credit_limit: 1 })
      .expect(403);
    await as().put(`${s.base}/client/not-a-uuid/credit`).send({}).expect(400);
    await as().post(`${s.base}/order/00000000-0000-4000-8000-000000000000/release`).expect(404);
  });

  it('lets an API key read credit with clients:read, set it only with clients:write, and release with orders:write', async () => {
    const key = async (scopes: string[]) =>
      (
        await as()
          .post(`${s.base}/api-keys`)
          .send({ name: scopes.join(' '), scopes })
          .expect(201)
      ).body.secret as string;
    const reader = await key(['clients:read']);
    const writer = await key(['clients:write', 'orders:write']);
    const server = () => request(s.t.app.getHttpServer());
    await server().get(credit('Free')).set('Authorization', `Bearer ${reader}`).expect(200);
    await server()
      .put(credit('Free'))
      .set('Authorization', `Bearer ${reader}`)
      .send({ payment_terms: null, credit_limit: 0 })
      .expect(403);
    await server()
      .put(credit('Free'))
      .set('Authorization', `Bearer ${writer}`)
      .send({ payment_terms: null, credit_limit: 0 })
      .expect(200);
    const placed = await placeOrder(s.t, null, {
      providerId: s.owner.providerId,
      clientId: s.shop.clients.Free.key,
      transaction_type: 'ORDER',
      products: [{ id: s.shop.products.Widget.id, quantity: 1 }],
    }).expect(201);
    expect((await s.readOrder(placed.body.order.id)).hold).toMatchObject({
      reason: 'CREDIT_LIMIT',
    });
    const release = `${s.base}/order/${placed.body.order.id}/release`;
    await server().post(release).set('Authorization', `Bearer ${reader}`).expect(403);
    const res = await server().post(release).set('Authorization', `Bearer ${writer}`).expect(200);
    expect(res.body.order.hold).toBeUndefined();
    await setCredit('Free', { payment_terms: null, credit_limit: null }).expect(200);
  });
});
