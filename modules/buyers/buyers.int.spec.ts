import { createHash } from 'node:crypto';
import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  mailsTo,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';

/** The token of the newest sign-in link mailed to `to` (its fragment's `token`). */
function tokenMailedTo(t: TestApp, to: string): string {
  const mail = mailsTo(t, to).at(-1) ?? '';
  const link = /https?:\/\/\S+\/sign-in#token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!link) throw new Error(`No sign-in link mailed to ${to}`);
  return link[1];
}

describe('company accounts: buyers who sign in to the portal with an emailed link', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let shop: Shop;
  let otherShop: Shop;
  const http = () => request(t.app.getHttpServer());
  const staff = () => asMember(t, owner);
  const deli = () => shop.clients.Deli;
  const buyersOf = (client = deli().id) =>
    `/api/provider/${owner.providerId}/client/${client}/buyers`;
  const portal = (path: string, key = deli().key) => `/api/client/${key}/${path}`;

  /** Staff invite `email` to the deli, then the buyer opens the mailed link: their session. */
  const signedInBuyer = async (
    email: string,
    fields: { role?: string; order_limit?: number | null; approver?: boolean } = {},
    key = deli().key,
  ) => {
    const invited = await staff()
      .post(buyersOf())
      .send({ name: email.split('@')[0], email, ...fields })
      .expect(201);
    const session = await http()
      .post(portal('buyers/session', key))
      .send({ token: tokenMailedTo(t, email) })
      .expect(200);
    return { id: invited.body.buyer.id as string, session: session.body.session_token as string };
  };

  const buyerOrder = (session: string | null, quantity: number, key = deli().key) => {
    const req = http()
      .post('/api/order')
      .send({
        order: JSON.stringify({
          providerId: owner.providerId,
          clientId: key,
          transaction_type: 'ORDER',
          notes: 'Back door, please',
          products: [{ id: shop.products.Rye.id, quantity }],
        }),
      });
    return session ? req.set('X-Buyer-Session', session) : req;
  };

  const staffOrderIds = async () =>
    (
      (await staff().get(`/api/provider/${owner.providerId}/orders?limit=100`).expect(200)).body
        .orders as { id: string }[]
    ).map((order) => order.id);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Rye: 10 },
      clients: ['Deli', 'Cafe'],
    });
    otherShop = await openShop(t, other, { locations: ['Far'], clients: ['Stranger'] });
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Rye.id, quantity: 10_000 }],
    }).expect(201);
  });
  afterAll(() => t.close());

  it('mails an invited buyer a one-time sign-in link to the client portal', async () => {
    const res = await staff()
      .post(buyersOf())
      .send({ name: 'Ann Lee', email: 'Ann@Deli.test', role: 'ADMIN', order_limit: 500 })
      .expect(201);
    expect(res.body.buyer).toMatchObject({
      name: 'Ann Lee',
      email: 'Ann@Deli.test',
      role: 'ADMIN',
      order_limit: 500,
      approver: false,
    });
    const mails = mailsTo(t, 'Ann@Deli.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Order from');
    expect(mails[0]).toMatch(new RegExp(`/client/${deli().key}/sign-in#token=[A-Za-z0-9_-]{43}`));
    const listed = await staff().get(buyersOf()).expect(200);
    expect(listed.body.buyers.map((b: { email: string }) => b.email)).toEqual(['Ann@Deli.test']);
    // The same email (in any case) is one buyer.
    const again = await staff()
      .post(buyersOf())
      .send({ name: 'Ann again', email: ' ann@deli.TEST' })
      .expect(409);
    expect(again.body.message).toBe('ann@deli.TEST is a buyer of this company already.');
  });

  it('signs a buyer in once per link, and keeps the link and session tokens only hashed', async () => {
    await staff().post(buyersOf()).send({ name: 'Once', email: 'once@deli.test' }).expect(201);
    const token = tokenMailedTo(t, 'once@deli.test');
    const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');
    const links = await t.test.db.query('SELECT token_hash FROM buyer_links');
    expect(links.rows).toContainEqual({ token_hash: sha256(token) });
    expect(JSON.stringify(links.rows)).not.toContain(token);
    const first = await http().post(portal('buyers/session')).send({ token }).expect(200);
    expect(first.body.buyer).toMatchObject({ name: 'Once', email: 'once@deli.test' });
    const sessions = await t.test.db.query('SELECT token_hash FROM buyer_sessions');
    expect(sessions.rows).toContainEqual({ token_hash: sha256(first.body.session_token) });
    expect(JSON.stringify(sessions.rows)).not.toContain(first.body.session_token);
    const second = await http().post(portal('buyers/session')).send({ token }).expect(401);
    expect(second.body.message).toBe(
      'This sign-in link is invalid or has expired. Please ask for a new one.',
    );
    const me = await http()
      .get(portal('buyers/me'))
      .set('X-Buyer-Session', first.body.session_token)
      .expect(200);
    expect(me.body.buyer.email).toBe('once@deli.test');
  });

  it('refuses a sign-in link past its expiry', async () => {
    await staff().post(buyersOf()).send({ name: 'Late', email: 'late@deli.test' }).expect(201);
    await t.test.db.query(
      `UPDATE buyer_links SET expires_at = now() - interval '1 second'
        WHERE buyer_id = (SELECT id FROM buyers WHERE email = 'late@deli.test')`,
    );
    await http()
      .post(portal('buyers/session'))
      .send({ token: tokenMailedTo(t, 'late@deli.test') })
      .expect(401);
  });

  it('answers the sign-in form the same for a buyer and for an unknown email, mailing only the buyer', async () => {
    await staff().post(buyersOf()).send({ name: 'Bo', email: 'bo@deli.test' }).expect(201);
    const known = await http()
      .post(portal('buyers/sign-in'))
      .send({ email: 'BO@deli.test' })
      .expect(200);
    const unknown = await http()
      .post(portal('buyers/sign-in'))
      .send({ email: 'nobody@deli.test' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(mailsTo(t, 'bo@deli.test')).toHaveLength(2);
    expect(mailsTo(t, 'nobody@deli.test')).toHaveLength(0);
    // The new link signs in; a buyer of the deli is nobody at the cafe's link.
    await http()
      .post(portal('buyers/sign-in', shop.clients.Cafe.key))
      .send({ email: 'bo@deli.test' })
      .expect(200);
    expect(mailsTo(t, 'bo@deli.test')).toHaveLength(2);
    await http()
      .post(portal('buyers/session'))
      .send({ token: tokenMailedTo(t, 'bo@deli.test') })
      .expect(200);
  });

  it('sends a buyer a few links per quarter hour at most, answering the same', async () => {
    await staff().post(buyersOf()).send({ name: 'Flood', email: 'flood@deli.test' }).expect(201);
    for (let i = 0; i < 6; i++)
      await http().post(portal('buyers/sign-in')).send({ email: 'flood@deli.test' }).expect(200);
    // The invite and four sign-in links: five links in the window.
    expect(mailsTo(t, 'flood@deli.test')).toHaveLength(5);
  });

  it("records the signed-in buyer on the order, shown on both sides; the anonymous link's orders stay as they are", async () => {
    const { session } = await signedInBuyer('placer@deli.test');
    const placed = await buyerOrder(session, 2).expect(201);
    const orderId = placed.body.order.id as string;
    const anonymous = await buyerOrder(null, 1).expect(201);

    const mine = await http().get(portal('placed-by')).expect(200);
    expect(mine.body.orders).toContainEqual({
      order_id: orderId,
      placed_by: { name: 'placer', email: 'placer@deli.test', approved_by: null },
    });
    expect(mine.body.orders.map((o: { order_id: string }) => o.order_id)).not.toContain(
      anonymous.body.order.id,
    );
    const staffSide = await staff()
      .get(`/api/provider/${owner.providerId}/order/${orderId}/placed-by`)
      .expect(200);
    expect(staffSide.body.placed_by).toEqual({
      name: 'placer',
      email: 'placer@deli.test',
      approved_by: null,
    });
    const none = await staff()
      .get(`/api/provider/${owner.providerId}/order/${anonymous.body.order.id}/placed-by`)
      .expect(200);
    expect(none.body.placed_by).toBeNull();
    // The event of an anonymous order carries no placedBy at all.
    const events = await t.test.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM event_store_events WHERE stream_id = $1`,
      [`order-${anonymous.body.order.id}`],
    );
    expect(events.rows[0].data).not.toHaveProperty('placedBy');
    // A signed-in buyer sees the company's orders, the anonymous one included.
    const orders = await http().get(portal('orders')).set('X-Buyer-Session', session).expect(200);
    const ids = orders.body.orders.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([orderId, anonymous.body.order.id]));
  });

  it('keeps an order above the limit for an approver, out of the staff lists, and places it once approved', async () => {
    const approver = await signedInBuyer('boss@deli.test', { approver: true });
    const junior = await signedInBuyer('junior@deli.test', { order_limit: 25 });
    const before = await staffOrderIds();

    const held = await buyerOrder(junior.session, 3).expect(409); // 30.00 > 25.00
    expect(held.body.code).toBe('ORDER_AWAITS_APPROVAL');
    expect(held.body.message).toMatch(
      /^This order \(\$30\.00\) is above your order limit of \$25\.00, so it was not sent to .+\. It waits for approval by boss\.$/,
    );
    expect(await staffOrderIds()).toEqual(before);
    expect(mailsTo(t, 'boss@deli.test').at(-1)).toContain('waits for your approval');

    const list = await http()
      .get(portal('approvals'))
      .set('X-Buyer-Session', junior.session)
      .expect(200);
    const request = list.body.requests[0];
    expect(request).toMatchObject({
      status: 'WAITING',
      placed_by: { name: 'junior', email: 'junior@deli.test' },
      lines: [{ product_id: shop.products.Rye.id, quantity: 3 }],
      notes: 'Back door, please',
      total: 30,
      approvers: [{ name: 'boss', email: 'boss@deli.test' }],
      order_id: null,
    });
    // The buyer cannot approve their own order; an order at the limit goes straight through.
    await http()
      .post(portal(`approvals/${request.id}/approve`))
      .set('X-Buyer-Session', junior.session)
      .expect(403);
    await buyerOrder(junior.session, 2).expect(201);

    const approved = await http()
      .post(portal(`approvals/${request.id}/approve`))
      .set('X-Buyer-Session', approver.session)
      .expect(200);
    expect(approved.body.request).toMatchObject({
      status: 'APPROVED',
      decided_by: { name: 'boss', email: 'boss@deli.test' },
    });
    const orderId = approved.body.request.order_id as string;
    expect(await staffOrderIds()).toContain(orderId);
    const placedBy = await staff()
      .get(`/api/provider/${owner.providerId}/order/${orderId}/placed-by`)
      .expect(200);
    expect(placedBy.body.placed_by).toEqual({
      name: 'junior',
      email: 'junior@deli.test',
      approved_by: { name: 'boss', email: 'boss@deli.test' },
    });
    const order = await staff().get(`/api/provider/${owner.providerId}/order/${orderId}`);
    expect(order.body.order.notes).toBe('Back door, please');
    // Approving twice places nothing more.
    await http()
      .post(portal(`approvals/${request.id}/approve`))
      .set('X-Buyer-Session', approver.session)
      .expect(409);
  });

  it('declines an order with a reason the buyer reads, and places nothing', async () => {
    const approver = await signedInBuyer('chief@deli.test', { approver: true });
    const buyer = await signedInBuyer('temp@deli.test', { order_limit: 5 });
    const before = await staffOrderIds();
    const held = await buyerOrder(buyer.session, 1).expect(409);
    const requestId = held.body.approval_request_id as string;
    await http()
      .post(portal(`approvals/${requestId}/decline`))
      .set('X-Buyer-Session', approver.session)
      .send({ reason: '   ' })
      .expect(400);
    const declined = await http()
      .post(portal(`approvals/${requestId}/decline`))
      .set('X-Buyer-Session', approver.session)
      .send({ reason: 'We have rye until Friday.' })
      .expect(200);
    expect(declined.body.request).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'We have rye until Friday.',
      order_id: null,
    });
    expect(await staffOrderIds()).toEqual(before);
    const seen = await http()
      .get(portal('approvals'))
      .set('X-Buyer-Session', buyer.session)
      .expect(200);
    expect(seen.body.requests.find((r: { id: string }) => r.id === requestId).decline_reason).toBe(
      'We have rye until Friday.',
    );
  });

  it("refuses a session at another client's link, and another provider's buyers", async () => {
    const { session } = await signedInBuyer('roamer@deli.test');
    const elsewhere = await http()
      .get(portal('buyers/me', shop.clients.Cafe.key))
      .set('X-Buyer-Session', session)
      .expect(401);
    expect(elsewhere.body.message).toBe('Your sign-in has expired or ended. Please sign in again.');
    await http()
      .get(portal('buyers/me', otherShop.clients.Stranger.key))
      .set('X-Buyer-Session', session)
      .expect(401);
    await buyerOrder(session, 1, shop.clients.Cafe.key).expect(401);
    // Staff of another provider reach none of the deli's buyers.
    await asMember(t, other).get(buyersOf()).expect(403);
    await asMember(t, other)
      .get(`/api/provider/${other.providerId}/client/${deli().id}/buyers`)
      .expect(404);
    await http().get(portal('buyers/me')).expect(401);
  });

  it('ends the sessions of a removed buyer, and a signed-out one', async () => {
    const removed = await signedInBuyer('gone@deli.test');
    await staff().delete(`${buyersOf()}/${removed.id}`).expect(204);
    await http().get(portal('buyers/me')).set('X-Buyer-Session', removed.session).expect(401);
    await buyerOrder(removed.session, 1).expect(401);
    await staff().delete(`${buyersOf()}/${removed.id}`).expect(404);

    const leaving = await signedInBuyer('leaving@deli.test');
    await http()
      .post(portal('buyers/sign-out'))
      .set('X-Buyer-Session', leaving.session)
      .expect(204);
    await http().get(portal('buyers/me')).set('X-Buyer-Session', leaving.session).expect(401);
  });

  it("lets the company's admin manage its buyers in the portal, and no one else", async () => {
    const admin = await signedInBuyer('admin@deli.test', { role: 'ADMIN' });
    const plain = await signedInBuyer('plain@deli.test');
    const refused = await http()
      .get(portal('buyers'))
      .set('X-Buyer-Session', plain.session)
      .expect(403);
    expect(refused.body.message).toBe('Only an admin of your company can manage its buyers.');
    const invited = await http()
      .post(portal('buyers'))
      .set('X-Buyer-Session', admin.session)
      .send({ name: 'New Colleague', email: 'new@deli.test', order_limit: 100 })
      .expect(201);
    expect(mailsTo(t, 'new@deli.test')[0]).toContain('admin invites you to order');
    const team = await http().get(portal('buyers')).set('X-Buyer-Session', admin.session);
    expect(team.body.buyers.map((b: { email: string }) => b.email)).toContain('new@deli.test');
    await http()
      .delete(portal(`buyers/${invited.body.buyer.id}`))
      .set('X-Buyer-Session', admin.session)
      .expect(204);
    await http()
      .delete(portal(`buyers/${admin.id}`))
      .set('X-Buyer-Session', admin.session)
      .expect(409);
  });

  it('answers hostile and malformed input with a 400 naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ name: 'Nul\u0000', email: 'x@deli.test' }, /name/],
      [{ name: 'Lone \ud800', email: 'x@deli.test' }, /name/],
      [{ name: null, email: 'x@deli.test' }, /name is required/],
      [{ name: 'X', email: 'not-an-email' }, /email must be a valid email address/],
      [{ name: 'X', email: null }, /email is required/],
      [{ name: 'X'.repeat(201), email: 'x@deli.test' }, /name must be at most/],
      [{ name: 'X', email: 'x@deli.test', order_limit: 1e300 }, /order_limit must be a number/],
      [{ name: 'X', email: 'x@deli.test', order_limit: 5e-324 }, /order_limit must be a number/],
      [{ name: 'X', email: 'x@deli.test', order_limit: -1 }, /order_limit must be a number/],
      [{ name: 'X', email: 'x@deli.test', order_limit: '12' }, /order_limit must be a number/],
      [{ name: 'X', email: 'x@deli.test', role: 'OWNER' }, /role must be one of ADMIN, BUYER/],
      [{ name: 'X', email: 'x@deli.test', approver: null }, /approver must be true or false/],
    ];
    for (const [body, message] of cases) {
      const res = await staff().post(buyersOf()).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.message).toMatch(message);
    }
    await http().post(portal('buyers/sign-in')).send({ email: 'a\u0000@x.test' }).expect(400);
    await http().post(portal('buyers/sign-in')).send({ email: 12 }).expect(400);
    await http()
      .post(portal('buyers/session'))
      .send({ token: 'x'.repeat(5000) })
      .expect(400);
    await http().post(portal('buyers/session')).send({ token: null }).expect(400);
    await http().get(portal('buyers/me')).set('X-Buyer-Session', 'forged').expect(401);
    await staff().put(`${buyersOf()}/not-a-uuid`).send({ name: 'X' }).expect(400);
    await http().post(portal('approvals/not-a-uuid/approve')).expect(400);
    await http().get('/api/client/not-a-key/buyers/me').expect(400);
  });

  it("lets only members who may place orders invite, change or remove a client's buyers", async () => {
    const denied = await joinTeam(t, owner, 'no-orders@team.test', ['orders:create']);
    const as = asMember(t, denied);
    await as.get(buyersOf()).expect(200);
    const refused = await as
      .post(buyersOf())
      .send({ name: 'X', email: 'x1@deli.test' })
      .expect(403);
    expect(refused.body.message).toBe("You don't have permission to place orders.");
    const { id } = await signedInBuyer('changed@deli.test');
    await as.put(`${buyersOf()}/${id}`).send({ approver: true }).expect(403);
    await as.delete(`${buyersOf()}/${id}`).expect(403);
    const changed = await staff()
      .put(`${buyersOf()}/${id}`)
      .send({ order_limit: 40, approver: true, role: 'ADMIN' })
      .expect(200);
    expect(changed.body.buyer).toMatchObject({ order_limit: 40, approver: true, role: 'ADMIN' });
    const cleared = await staff()
      .put(`${buyersOf()}/${id}`)
      .send({ order_limit: null })
      .expect(200);
    expect(cleared.body.buyer.order_limit).toBeNull();
  });

  it("holds API keys to the clients scope for a client's buyers", async () => {
    const mint = async (scopes: string[]) =>
      (
        await staff()
          .post(`/api/provider/${owner.providerId}/api-keys`)
          .send({ name: scopes.join(' '), scopes })
          .expect(201)
      ).body.secret as string;
    const reader = await mint(['clients:read']);
    const writer = await mint(['clients:write']);
    const withKey = (secret: string) => ({
      get: (path: string) => http().get(path).set('Authorization', `Bearer ${secret}`),
      post: (path: string) => http().post(path).set('Authorization', `Bearer ${secret}`),
    });
    await withKey(reader).get(buyersOf()).expect(200);
    await withKey(reader).post(buyersOf()).send({ name: 'K', email: 'k@deli.test' }).expect(403);
    await withKey(writer).post(buyersOf()).send({ name: 'K', email: 'k@deli.test' }).expect(201);
  });
});
