import request from 'supertest';
import { joinTeam, mailsTo, signUp } from '../../apps/api/testing/create-test-app';
import { ShopApp } from '../../apps/api/testing/shop';
import { Database } from '../platform';

interface QuoteLine {
  product_id: string;
  name: string;
  quantity: number;
  price: number;
  total: string;
  requested_quantity: number | null;
  requested_price: number | null;
}
interface Quote {
  id: string;
  number: string;
  state: string;
  client: { id: string; name: string };
  lines: QuoteLine[];
  subtotal: string;
  request_note: string | null;
  provider_note: string | null;
  valid_until: string | null;
  order: { id: string; number: string } | null;
  actions: string[];
}

const STRANGER = '00000000-0000-4000-8000-000000000001';
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('quotes: a buyer asks, staff price and send, the buyer accepts into an order', () => {
  const s = new ShopApp();
  let providerId: string;
  let key: string;
  let otherKey: string;
  let rye: string;
  let baguette: string;
  let scone: string;
  const portal = (k = key) => `/api/client/${k}/quotes`;
  const staff = () => `${s.base}/quotes`;
  const ask = (body: object, k = key) =>
    s
      .http()
      .post(portal(k))
      .send({ provider_id: providerId, ...body });
  const askFor = async (lines: { product_id: string; quantity: number }[], note?: string) =>
    (await ask({ lines, note }).expect(201)).body as Quote;
  const revise = (id: string, body: object) => s.as().put(`${staff()}/${id}`).send(body);
  const send = (id: string) => s.as().post(`${staff()}/${id}/send`);
  const accept = (id: string, k = key) => s.http().post(`${portal(k)}/${id}/accept`);
  const db = () => s.t.app.get(Database);

  beforeAll(async () => {
    await s.start({
      locations: ['Main'],
      products: { 'Rye Loaf': 3, Baguette: 2, Scone: 1.5 },
      clients: ['Deli', 'Cafe'],
      stock: { 'Rye Loaf': 100, Baguette: 5, Scone: 50 },
    });
    providerId = s.owner.providerId;
    key = s.shop.clients.Deli.key;
    otherKey = s.shop.clients.Cafe.key;
    rye = s.shop.products['Rye Loaf'].id;
    baguette = s.shop.products.Baguette.id;
    scone = s.shop.products.Scone.id;
  }, 120_000);
  afterAll(() => s.close());

  it('requests a quote at the client prices, numbered Q-1001, and lists it on both sides', async () => {
    const quote = await askFor(
      [
        { product_id: rye, quantity: 20 },
        { product_id: scone, quantity: 10 },
      ],
      '  Can you do better on 20 loaves?  ',
    );
    expect(quote).toMatchObject({
      number: 'Q-1001',
      state: 'REQUESTED',
      client: { name: 'Deli' },
      subtotal: '75.00',
      request_note: 'Can you do better on 20 loaves?',
      actions: ['decline'],
      order: null,
    });
    expect(quote.lines).toEqual([
      expect.objectContaining({ name: 'Rye Loaf', quantity: 20, price: 3, total: '60.00' }),
      expect.objectContaining({ name: 'Scone', quantity: 10, price: 1.5, total: '15.00' }),
    ]);
    const mine = await s.http().get(portal()).query({ provider_id: providerId }).expect(200);
    expect(mine.body.quotes.map((q: Quote) => q.number)).toEqual(['Q-1001']);
    const listed = await s.as().get(staff()).expect(200);
    expect(listed.body).toMatchObject({ total: 1, quotes: [{ number: 'Q-1001' }] });
    expect(listed.body.quotes[0].actions).toEqual(['decline', 'revise', 'send']);
    const one = await s.as().get(`${staff()}/${quote.id}`).expect(200);
    expect(one.body.request_note).toBe('Can you do better on 20 loaves?');
  });

  it('lets staff lower a price, change a quantity, add a product and send it; the buyer accepts into an order at those prices', async () => {
    const quote = await askFor([
      { product_id: rye, quantity: 20 },
      { product_id: scone, quantity: 10 },
    ]);
    const revised = await revise(quote.id, {
      lines: [
        { product_id: rye, quantity: 25, price: 2.4 },
        { product_id: baguette, quantity: 2, price: 1.8 },
      ],
      valid_until: dayAfter(7),
      provider_note: 'Best we can do on 25.',
    }).expect(200);
    expect(revised.body).toMatchObject({
      state: 'REQUESTED',
      subtotal: '63.60',
      valid_until: dayAfter(7),
      provider_note: 'Best we can do on 25.',
    });
    expect(revised.body.lines).toEqual([
      expect.objectContaining({
        product_id: rye,
        quantity: 25,
        price: 2.4,
        requested_quantity: 20,
        requested_price: 3,
      }),
      expect.objectContaining({
        product_id: baguette,
        quantity: 2,
        price: 1.8,
        requested_quantity: null,
      }),
    ]);
    // Not sent yet: the buyer may not accept what staff are still changing.
    expect((await accept(quote.id).expect(409)).body.message).toBe(
      'This quote has not been sent yet.',
    );
    const sent = await send(quote.id).expect(200);
    expect(sent.body).toMatchObject({ state: 'SENT', actions: ['decline', 'revise'] });
    const seen = await s.http().get(`${portal()}/${quote.id}`).expect(200);
    expect(seen.body.actions).toEqual(['accept', 'decline']);

    const accepted = await accept(quote.id).expect(200);
    expect(accepted.body).toMatchObject({
      state: 'ACCEPTED',
      order: { id: expect.any(String), number: expect.stringMatching(/^#\d+$/) },
      actions: [],
    });
    const order = (
      await s.http().get(`/api/client/${key}/order/${accepted.body.order.id}`).expect(200)
    ).body.order;
    expect(order.notes).toBe(`From quote ${quote.number}`);
    expect(
      order.line_items.map(
        (line: { product: { name: string }; quantity: number; price: number }) => [
          line.product.name,
          line.quantity,
          line.price,
        ],
      ),
    ).toEqual([
      ['Rye Loaf', 25, 2.4],
      ['Baguette', 2, 1.8],
    ]);
    // The stock is committed: 5 baguettes less 2 leaves 3 to offer.
    const offer = (
      await s.http().get(`/api/client/${key}/products`).query({ provider_id: providerId })
    ).body.products.find((p: { id: string }) => p.id === baguette);
    expect(offer.available).toBe(3);
    // The staff see the order's number on the quote.
    const staffView = await s.as().get(`${staff()}/${quote.id}`).expect(200);
    expect(staffView.body.order.number).toBe(accepted.body.order.number);
    // Twice is refused in words.
    expect((await accept(quote.id).expect(409)).body.message).toBe(
      'This quote was already accepted.',
    );
    expect((await revise(quote.id, { provider_note: 'Later' }).expect(409)).body.message).toBe(
      'This quote was already accepted.',
    );
  });

  it('refuses an accept for want of stock, naming the line, and leaves the quote open', async () => {
    const quote = await askFor([{ product_id: baguette, quantity: 2 }]);
    await revise(quote.id, { lines: [{ product_id: baguette, quantity: 40, price: 1 }] }).expect(
      200,
    );
    await send(quote.id).expect(200);
    const refused = await accept(quote.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Baguette');
    const after = await s.http().get(`${portal()}/${quote.id}`).expect(200);
    expect(after.body).toMatchObject({ state: 'SENT', actions: ['accept', 'decline'] });
  });

  it("places the agreed quantities even below a product's minimum, the quote's terms standing", async () => {
    await s.as().put(`${s.base}/product/${scone}`).send({ min_quantity: 12 }).expect(200);
    try {
      const quote = await askFor([{ product_id: scone, quantity: 2 }]);
      await send(quote.id).expect(200);
      const accepted = await accept(quote.id).expect(200);
      const order = (
        await s.http().get(`/api/client/${key}/order/${accepted.body.order.id}`).expect(200)
      ).body.order;
      expect(order.line_items.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    } finally {
      await s.as().put(`${s.base}/product/${scone}`).send({ min_quantity: null }).expect(200);
    }
  });

  it("holds a signed-in buyer's accept to their order limit, and records them on the order", async () => {
    /** Staff invite a buyer of the deli; the buyer opens the mailed link: their session. */
    const buyerSession = async (email: string, orderLimit: number | null) => {
      await s
        .as()
        .post(`${s.base}/client/${s.shop.clients.Deli.id}/buyers`)
        .send({ name: email.split('@')[0], email, order_limit: orderLimit })
        .expect(201);
      const token = /sign-in#token=([A-Za-z0-9_-]+)/.exec(mailsTo(s.t, email).at(-1) ?? '')?.[1];
      const session = await s
        .http()
        .post(`/api/client/${key}/buyers/session`)
        .send({ token })
        .expect(200);
      return session.body.session_token as string;
    };
    const sentQuote = async () => {
      const quote = await askFor([{ product_id: scone, quantity: 10 }]);
      await revise(quote.id, { valid_until: dayAfter(7) }).expect(200);
      await send(quote.id).expect(200);
      return quote;
    };
    const small = await buyerSession('small@deli.test', 10);
    const over = await sentQuote();
    // $15.00 above a $10.00 limit: refused, not kept for approval at list prices.
    const refused = await accept(over.id).set('X-Buyer-Session', small).expect(409);
    expect(refused.body.message).toBe(
      'This quote is above your order limit: a colleague who approves orders can accept it.',
    );
    const open = await s.http().get(`${portal()}/${over.id}`).expect(200);
    expect(open.body.state).toBe('SENT');

    const large = await buyerSession('large@deli.test', null);
    const accepted = (await accept(over.id).set('X-Buyer-Session', large).expect(200))
      .body as Quote;
    expect(accepted.state).toBe('ACCEPTED');
    const placedBy = await s
      .as()
      .get(`${s.base}/order/${accepted.order!.id}/placed-by`)
      .expect(200);
    expect(placedBy.body.placed_by).toMatchObject({ name: 'large', email: 'large@deli.test' });
  });

  it('makes exactly one order when two accepts race', async () => {
    const quote = await askFor([{ product_id: scone, quantity: 3 }]);
    await send(quote.id).expect(200);
    const before = (await s.http().get(`/api/client/${key}/orders`).expect(200)).body.orders.length;
    const answers = await Promise.all([accept(quote.id), accept(quote.id), accept(quote.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(['This quote was already accepted.', 'This quote is being accepted.']).toContain(
        refused.body.message,
      );
    const orders = (await s.http().get(`/api/client/${key}/orders`).expect(200)).body.orders;
    expect(orders.length).toBe(before + 1);
  });

  it('keeps staff from revising a quote while an accept holds it, but not once the hold is stale', async () => {
    const quote = await askFor([{ product_id: rye, quantity: 1 }]);
    await send(quote.id).expect(200);
    const hold = (age: string) =>
      db().query(`UPDATE quotes SET accepting_since = now() - $2::interval WHERE id = $1`, [
        quote.id,
        age,
      ]);
    await hold('10 seconds');
    expect((await revise(quote.id, { provider_note: 'Now' }).expect(409)).body.message).toBe(
      'This quote is being accepted.',
    );
    // An accept whose process died holds it two minutes at most, as for the buyer's answers.
    await hold('5 minutes');
    const revised = await revise(quote.id, { provider_note: 'Later' }).expect(200);
    expect(revised.body).toMatchObject({ state: 'REQUESTED', provider_note: 'Later' });
  });

  it('reads a sent quote past its valid-until day as expired and refuses to accept it', async () => {
    const quote = await askFor([{ product_id: rye, quantity: 1 }]);
    await revise(quote.id, { valid_until: today() }).expect(200);
    await send(quote.id).expect(200);
    // Today is its last day; make yesterday its last instead.
    await db().query('UPDATE quotes SET valid_until = current_date - 1 WHERE id = $1', [quote.id]);
    const read = await s.http().get(`${portal()}/${quote.id}`).expect(200);
    expect(read.body).toMatchObject({ state: 'EXPIRED', actions: [] });
    expect((await accept(quote.id).expect(409)).body.message).toBe('This quote has expired.');
    expect((await s.http().post(`${portal()}/${quote.id}/decline`).expect(409)).body.message).toBe(
      'This quote has expired.',
    );
    const expired = await s.as().get(staff()).query({ state: 'expired' }).expect(200);
    expect(expired.body.quotes.map((q: Quote) => q.id)).toEqual([quote.id]);
    // Staff may renew it: a new day, sent again, and it is open.
    await revise(quote.id, { valid_until: dayAfter(3) }).expect(200);
    const resent = await send(quote.id).expect(200);
    expect(resent.body.state).toBe('SENT');
  });

  it('lets the buyer decline and staff withdraw, each refused afterwards', async () => {
    const a = await askFor([{ product_id: rye, quantity: 1 }]);
    await send(a.id).expect(200);
    const declined = await s.http().post(`${portal()}/${a.id}/decline`).expect(200);
    expect(declined.body).toMatchObject({ state: 'DECLINED', actions: [] });
    expect((await accept(a.id).expect(409)).body.message).toBe('This quote was declined.');
    expect((await send(a.id).expect(409)).body.message).toBe('This quote was declined.');

    const b = await askFor([{ product_id: rye, quantity: 1 }]);
    const withdrawn = await s.as().post(`${staff()}/${b.id}/decline`).expect(200);
    expect(withdrawn.body.state).toBe('DECLINED');
    const declinedList = await s.as().get(staff()).query({ state: 'DECLINED' }).expect(200);
    expect(declinedList.body.quotes.map((q: Quote) => q.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('numbers quotes requested at once without gaps or repeats', async () => {
    const numbers = async () =>
      (await s.as().get(staff()).query({ limit: 1000 }).expect(200)).body.quotes.map((q: Quote) =>
        Number(q.number.slice(2)),
      );
    const before = await numbers();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ask({ lines: [{ product_id: rye, quantity: i + 1 }] }, i % 2 ? key : otherKey),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const after = (await numbers()).sort((x: number, y: number) => x - y);
    expect(after).toEqual(Array.from({ length: before.length + 8 }, (_, i) => 1001 + i));
  });

  it('finds quotes by number and by client name', async () => {
    const byNumber = await s.as().get(staff()).query({ q: 'q-1001' }).expect(200);
    expect(byNumber.body.quotes.map((q: Quote) => q.number)).toEqual(['Q-1001']);
    const byClient = await s.as().get(staff()).query({ q: 'cafe' }).expect(200);
    expect(byClient.body.total).toBeGreaterThan(0);
    expect(byClient.body.quotes.every((q: Quote) => q.client.name === 'Cafe')).toBe(true);
  });

  it("shows another client nothing and answers 404 for another client's or provider's quote", async () => {
    const quote = await askFor([{ product_id: rye, quantity: 1 }]);
    await s
      .http()
      .get(`${portal(otherKey)}/${quote.id}`)
      .expect(404);
    await accept(quote.id, otherKey).expect(404);
    await s
      .http()
      .post(`${portal(otherKey)}/${quote.id}/decline`)
      .expect(404);
    const theirs = (await s.http().get(portal(otherKey)).query({ provider_id: providerId })).body
      .quotes as Quote[];
    expect(theirs.every((q) => q.client.name === 'Cafe')).toBe(true);
    const other = await signUp(s.t);
    const otherBase = `/api/provider/${other.providerId}/quotes`;
    await s.as(other).get(`${otherBase}/${quote.id}`).expect(404);
    await s.as(other).put(`${otherBase}/${quote.id}`).send({ provider_note: 'x' }).expect(404);
    await s.as(other).post(`${otherBase}/${quote.id}/send`).expect(404);
    await s.as(other).post(`${otherBase}/${quote.id}/decline`).expect(404);
    expect((await s.as(other).get(otherBase).expect(200)).body).toEqual({ quotes: [], total: 0 });
    // Not a member of this provider: refused before anything is read.
    await s.as(other).get(`${staff()}/${quote.id}`).expect(403);
    await s
      .http()
      .get(`${portal('not-a-key')}/${quote.id}`)
      .expect(400);
  });

  it('lets a member without the permission to place orders read quotes but not change them', async () => {
    const quote = await askFor([{ product_id: rye, quantity: 1 }]);
    const reader = await joinTeam(s.t, s.owner, 'reader@example.test', ['orders:create']);
    await s.as(reader).get(staff()).expect(200);
    await s.as(reader).get(`${staff()}/${quote.id}`).expect(200);
    const refused = await s
      .as(reader)
      .put(`${staff()}/${quote.id}`)
      .send({ provider_note: 'x' })
      .expect(403);
    expect(refused.body.message).toBe("You don't have permission to place orders.");
    await s.as(reader).post(`${staff()}/${quote.id}/send`).expect(403);
    await s.as(reader).post(`${staff()}/${quote.id}/decline`).expect(403);
  });

  it('lets an API key read quotes with orders:read and change them with orders:write', async () => {
    const quote = await askFor([{ product_id: rye, quantity: 1 }]);
    const keyWith = async (scopes: string[]) =>
      `Bearer ${
        (
          await s
            .as()
            .post(`${s.base}/api-keys`)
            .send({ name: scopes.join(' '), scopes })
            .expect(201)
        ).body.secret
      }`;
    const reader = await keyWith(['orders:read']);
    const writer = await keyWith(['orders:write']);
    const catalog = await keyWith(['catalog:read']);
    const http = () => request(s.t.app.getHttpServer());
    await http().get(staff()).set('Authorization', reader).expect(200);
    await http().get(staff()).set('Authorization', catalog).expect(403);
    await http()
      .put(`${staff()}/${quote.id}`)
      .set('Authorization', reader)
      .send({ provider_note: 'x' })
      .expect(403);
    await http()
      .put(`${staff()}/${quote.id}`)
      .set('Authorization', writer)
      .send({ provider_note: 'By key' })
      .expect(200);
    await http().post(`${staff()}/${quote.id}/send`).set('Authorization', writer).expect(200);
  });

  it('names the field of a bad request in a 400, on every route', async () => {
    const line = { product_id: rye, quantity: 1 };
    const cases: [object, string][] = [
      [{ lines: [] }, 'lines must be a list of { product_id, quantity }, at least one'],
      [{ lines: null }, 'lines must be a list of { product_id, quantity }, at least one'],
      [{ lines: 'rye' }, 'lines must be a list of { product_id, quantity }, at least one'],
      [{ lines: [null] }, 'lines[0] must be { product_id, quantity }'],
      [{ lines: [line, { ...line, product_id: 7 }] }, "lines[1].product_id must be a product's id"],
      [{ lines: [{ ...line, quantity: 0 }] }, 'lines[0].quantity must be a whole number'],
      [{ lines: [{ ...line, quantity: '3' }] }, 'lines[0].quantity must be a whole number'],
      [{ lines: [{ ...line, quantity: 1e300 }] }, 'lines[0].quantity must be a whole number'],
      [{ lines: [{ ...line, quantity: -5 }] }, 'lines[0].quantity must be a whole number'],
      [{ lines: Array.from({ length: 501 }, () => line) }, 'lines may hold at most 500 lines'],
      [{ lines: [line], note: 42 }, 'note must be text'],
      [{ lines: [line], note: 'x'.repeat(1001) }, 'note must be at most 1,000 characters'],
      [{ lines: [line], provider_id: null }, 'provider_id is required'],
      [{ lines: [line], provider_id: 'bakery' }, 'provider_id is required'],
    ];
    for (const [body, message] of cases) {
      const res = await ask(body);
      expect([body, res.status, res.body.message]).toEqual([
        body,
        400,
        expect.stringContaining(message),
      ]);
    }
    const stranger = await ask({ lines: [line, { product_id: STRANGER, quantity: 1 }] }).expect(
      400,
    );
    expect(stranger.body.message).toBe(
      'lines[1].product_id is not a product you may order from this provider',
    );
    const twice = await ask({ lines: [line, line] }).expect(400);
    expect(twice.body.message).toBe(
      'lines[1].product_id is already in the quote on an earlier line',
    );
    for (const hostile of ['Mon\u0000day', 'Mon\ud800day']) {
      const res = await ask({ lines: [line], note: hostile }).expect(400);
      expect(res.body.message).toContain('note');
    }

    const quote = await askFor([line]);
    const priced = { product_id: rye, quantity: 1, price: 2 };
    const revisions: [object, string][] = [
      [{}, 'lines, valid_until or provider_note is required'],
      [{ lines: [{ product_id: rye, quantity: 1 }] }, 'lines[0].price must be a number'],
      [{ lines: [{ ...priced, price: -1 }] }, 'lines[0].price must be a number'],
      [{ lines: [{ ...priced, price: 2.345 }] }, 'lines[0].price must be a number'],
      [{ lines: [{ ...priced, price: '2' }] }, 'lines[0].price must be a number'],
      [{ lines: [{ ...priced, price: 1e21 }] }, 'lines[0].price must be a number'],
      [{ lines: [{ ...priced, quantity: 2.5 }] }, 'lines[0].quantity must be a whole number'],
      [{ lines: null }, 'lines must be a list'],
      [{ valid_until: 'soon' }, 'valid_until must be a day, e.g. 2026-12-31'],
      [{ valid_until: 20261231 }, 'valid_until must be a day, e.g. 2026-12-31'],
      [{ valid_until: '2026-02-30' }, 'valid_until must be a day, e.g. 2026-12-31'],
      [{ valid_until: '2001-01-01' }, 'valid_until must be today or later'],
      [{ provider_note: ['x'] }, 'provider_note must be text'],
      [{ lines: [{ ...priced, product_id: STRANGER }] }, 'lines[0].product_id is not one of your'],
      [{ lines: Array.from({ length: 501 }, () => priced) }, 'lines may hold at most 500 lines'],
    ];
    for (const [body, message] of revisions) {
      const res = await revise(quote.id, body);
      expect([body, res.status, res.body.message]).toEqual([
        body,
        400,
        expect.stringContaining(message),
      ]);
    }
    const nul = await revise(quote.id, { provider_note: 'a\u0000b' }).expect(400);
    expect(nul.body.message).toContain('provider_note');
    // Ids in the path and the query.
    await s.as().get(`${staff()}/not-a-quote`).expect(400);
    await s.as().post(`${staff()}/123/send`).expect(400);
    await s.http().post(`${portal()}/nope/accept`).expect(400);
    await s.http().get(`${portal()}/${STRANGER}`).expect(404);
    expect((await s.http().get(portal()).expect(400)).body.message).toContain('provider_id');
    const badState = await s.as().get(staff()).query({ state: 'LOST' }).expect(400);
    expect(badState.body.message).toContain('state must be one of');
    await s.as().get(staff()).query({ limit: '99999999999999999999' }).expect(400);
    // Nothing was changed by any of it.
    const after = await s.as().get(`${staff()}/${quote.id}`).expect(200);
    expect(after.body.lines).toEqual([expect.objectContaining({ quantity: 1, price: 3 })]);
  });

  it("closes a disabled link's quotes to its client with the portal's sentence", async () => {
    const quote = (await ask({ lines: [{ product_id: rye, quantity: 1 }] }, otherKey).expect(201))
      .body as Quote;
    await send(quote.id).expect(200);
    const link = `${s.base}/provider_client/${s.shop.clients.Cafe.linkId}`;
    await s.as().put(link).send({ active: false }).expect(200);
    try {
      const refusals = await Promise.all([
        s.http().get(portal(otherKey)).query({ provider_id: providerId }),
        s.http().get(`${portal(otherKey)}/${quote.id}`),
        accept(quote.id, otherKey),
        s.http().post(`${portal(otherKey)}/${quote.id}/decline`),
        ask({ lines: [{ product_id: rye, quantity: 1 }] }, otherKey),
      ]);
      expect(refusals.map((r) => [r.status, r.body.message])).toEqual(
        Array(5).fill([403, 'Your link with this provider is not active.']),
      );
      const still = await s.as().get(`${staff()}/${quote.id}`).expect(200);
      expect(still.body.state).toBe('SENT');
    } finally {
      await s.as().put(link).send({ active: true }).expect(200);
    }
  });
});
