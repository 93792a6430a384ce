import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { eventually } from '../platform/testing';
import { webhookOutboxProjection } from './projections/webhook-outbox/webhook-outbox.projection';
import { TestReceiver } from './testing';

/** The outbox's order of a provider's events: what every endpoint must receive them in. */
async function outboxOrder(t: TestApp, providerId: string, types: string[]): Promise<string[]> {
  const { rows } = await t.test.db.query<{ event_id: string }>(
    `SELECT event_id FROM webhook_events WHERE provider_id = $1 AND type = ANY ($2)
      ORDER BY pos_commit, pos_prepare, pos_seq`,
    [providerId, types],
  );
  return rows.map((r) => r.event_id);
}

/** The outbox has every event appended so far: an endpoint registered now receives none of them. */
async function outboxSettled(t: TestApp): Promise<void> {
  await settled(t, [webhookOutboxProjection.name]);
}

describe('Webhooks', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let receiver: TestReceiver;
  let url: string;
  const http = () => request(t.app.getHttpServer());
  const hooks = () => `/api/provider/${owner.providerId}/webhooks`;
  const move = (type: 'IN' | 'OUT', product: string, quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: type,
      products: [{ id: shop.products[product].id, quantity }],
    });
  const stockIn = (quantity: number) => move('IN', 'Apple', quantity);
  /** Sets the reorder point of a product at Main (a minimum of null removes it). */
  const setMinimum = (product: string, minimum: number | null, reorder_quantity: number | null) =>
    asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/reorder-points`)
      .send({
        reorder_points: [
          {
            product_id: shop.products[product].id,
            location_id: shop.locations.Main.id,
            minimum,
            reorder_quantity,
          },
        ],
      })
      .expect(200);
  const register = async (events: string[], at = url) => {
    const res = await asMember(t, owner).post(hooks()).send({ url: at, events }).expect(201);
    return res.body as { secret: string; webhook: { id: string } };
  };
  const deliveries = async (id: string) =>
    (await asMember(t, owner).get(`${hooks()}/${id}/deliveries?limit=1000`).expect(200)).body
      .deliveries as {
      id: string;
      event_id: string;
      status: string;
      attempts: number;
      response_code: number | null;
    }[];
  /** The log once every delivery the receiver accepted is in it as delivered: successes are
   * recorded in batches after their answers, so the log follows the receiver shortly. */
  const recordedLog = (id: string) =>
    eventually(async () => {
      const log = await deliveries(id);
      const recorded = new Set(log.filter((d) => d.status === 'delivered').map((d) => d.event_id));
      return receiver.acceptedIds().every((accepted) => recorded.has(accepted)) && log;
    });

  beforeAll(async () => {
    t = await createTestApp({
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_RETRY_BASE_MS: '300',
      WEBHOOKS_POLL_MS: '50',
    });
    owner = await signUp(t);
    shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Apple: 2, Plum: 3, Fig: 4 },
      clients: ['Acme'],
    });
  });
  beforeEach(async () => {
    receiver = new TestReceiver();
    url = await receiver.start();
  });
  afterEach(async () => {
    // Each case's endpoints go, so the next case's receiver sees only its own.
    const list = await asMember(t, owner).get(hooks()).expect(200);
    for (const w of list.body.webhooks) await asMember(t, owner).delete(`${hooks()}/${w.id}`);
    await receiver.stop();
  });
  afterAll(() => t.close());

  it('shows the signing secret once, at registration, and lists the endpoint without it', async () => {
    const { secret, webhook } = await register(['order.placed', 'stock.changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await asMember(t, owner).get(hooks()).expect(200);
    expect(list.body.event_types).toEqual([
      'order.placed',
      'order.shipped',
      'order.fulfilled',
      'order.cancelled',
      'stock.changed',
      'stock.low',
      'stock.recovered',
      'transfer.created',
      'transfer.shipped',
      'transfer.received',
      'transfer.written_off',
      'transfer.cancelled',
    ]);
    expect(list.body.webhooks).toEqual([
      expect.objectContaining({
        id: webhook.id,
        url,
        events: ['order.placed', 'stock.changed'],
        enabled: true,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('refuses an unknown event, a bad address and an empty pick with a 400 naming the field', async () => {
    const bad = async (body: object, message: RegExp) => {
      const res = await asMember(t, owner).post(hooks()).send(body).expect(400);
      expect(res.body.message).toEqual(expect.stringMatching(message));
    };
    await bad({ url, events: ['order.teleported'] }, /Each event is one of/);
    await bad({ url, events: [] }, /events: pick at least one event/);
    await bad({ url: 'ftp://example.com/x', events: ['order.placed'] }, /url: must use https/);
    await bad({ url: 'not a url', events: ['order.placed'] }, /url: not a valid URL/);
    await bad({ url: 'https://u:p@example.com/', events: ['order.placed'] }, /user name/);
  });

  it('lets only the owner manage webhooks', async () => {
    const mate = await joinTeam(t, owner, `mate-${Date.now()}@example.test`);
    const res = await http().get(hooks()).set('Authorization', mate.bearer).expect(403);
    expect(res.body.message).toBe('Only the owner can manage webhooks.');
    await http()
      .post(hooks())
      .set('Authorization', mate.bearer)
      .send({ url, events: ['order.placed'] })
      .expect(403);
  });

  it('delivers subscribed events signed with the endpoint secret, in commit order', async () => {
    const { secret, webhook } = await register(['order.placed', 'stock.changed']);
    receiver.secret = secret;
    const placed = await Promise.all(Array.from({ length: 12 }, (_, i) => stockIn(i + 1)));
    for (const res of placed) expect(res.status).toBe(201);
    const expected = await eventually(async () => {
      const order = await outboxOrder(t, owner.providerId, ['order.placed', 'stock.changed']);
      return order.length >= 24 && order.slice(-24);
    });
    await eventually(() => receiver.acceptedIds().length >= 24, { timeoutMs: 15_000 });
    expect(receiver.acceptedIds()).toEqual(expected);
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    const first = receiver.received[0];
    expect(first.headers['webhook-id']).toBe(first.body.id);
    expect(first.headers['stockflow-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(first.body).toEqual({
      id: expect.any(String),
      type: 'order.placed',
      created: expect.any(String),
      provider_id: owner.providerId,
      data: expect.objectContaining({
        order_type: 'IN',
        location_id: shop.locations.Main.id,
        lines: [{ product_id: shop.products.Apple.id, quantity: expect.any(Number), price: null }],
      }),
    });
    // Each order.placed names the order's number, the one the API answers for it.
    const placements = receiver.received
      .map((r) => r.body)
      .filter((body) => body.type === 'order.placed');
    expect(placements).toHaveLength(12);
    for (const body of placements) {
      const { order } = (
        await asMember(t, owner)
          .get(`/api/provider/${owner.providerId}/order/${body.data.order_id}`)
          .expect(200)
      ).body;
      expect(body.data.order_number).toBe(order.number);
    }
    expect(new Set(placements.map((body) => body.data.order_number)).size).toBe(12);
    const log = await recordedLog(webhook.id);
    expect(log).toHaveLength(24);
    expect(log.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    expect(log.every((d) => d.response_code === 200)).toBe(true);
  }, 30_000);

  it('names an order placed after the owner set a prefix by its number with that prefix, and each shipment after it', async () => {
    // Given the owner numbers orders PO/…
    await asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/settings`)
      .send({ order_prefix: 'PO/' })
      .expect(200);
    const { secret } = await register(['order.placed', 'order.shipped']);
    receiver.secret = secret;
    await stockIn(5).expect(201);
    // When a client orders and the order ships
    const placed = await placeOrder(t, null, {
      providerId: owner.providerId,
      clientId: shop.clients.Acme.key,
      transaction_type: 'ORDER',
      products: [{ id: shop.products.Apple.id, quantity: 1 }],
    }).expect(201);
    const orderPath = `/api/provider/${owner.providerId}/order/${placed.body.order.id}`;
    await asMember(t, owner).post(`${orderPath}/shipments`).send({}).expect(201);
    // Then its events name it as the API does: PO/ and the series' next number
    const { number } = (await asMember(t, owner).get(orderPath).expect(200)).body.order;
    expect(number).toMatch(/^PO\/\d+$/);
    await eventually(() => receiver.received.length >= 3, { timeoutMs: 15_000 });
    const sent = receiver.received.map((r) => r.body);
    expect(
      sent.find((b) => b.type === 'order.placed' && b.data.order_type === 'ORDER')?.data,
    ).toMatchObject({ order_id: placed.body.order.id, order_number: number });
    expect(sent.find((b) => b.type === 'order.shipped')?.data).toMatchObject({
      order_number: number,
      shipment_number: `${number}-1`,
    });
    // The movement keeps MV-
    expect(sent.find((b) => b.data.order_type === 'IN')?.data.order_number).toMatch(/^MV-\d+$/);
    await asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/settings`)
      .send({ order_prefix: '#' })
      .expect(200);
  });

  it('sends each shipment of an order with its number, carrier and tracking, then its fulfilment', async () => {
    const { secret } = await register(['order.shipped', 'order.fulfilled']);
    receiver.secret = secret;
    await stockIn(10).expect(201);
    const placed = await placeOrder(t, null, {
      providerId: owner.providerId,
      clientId: shop.clients.Acme.key,
      transaction_type: 'ORDER',
      products: [{ id: shop.products.Apple.id, quantity: 5 }],
    }).expect(201);
    const orderPath = `/api/provider/${owner.providerId}/order/${placed.body.order.id}`;
    await asMember(t, owner)
      .post(`${orderPath}/shipments`)
      .send({
        products: [{ product_id: shop.products.Apple.id, quantity: 2 }],
        carrier: 'UPS',
        tracking_number: '1Z999',
      })
      .expect(201);
    await asMember(t, owner).put(orderPath).send({ fulfilled: true }).expect(200);
    const { number } = (await asMember(t, owner).get(orderPath).expect(200)).body.order;

    await eventually(() => receiver.received.length >= 3, { timeoutMs: 15_000 });
    expect(receiver.received.map((r) => r.type)).toEqual([
      'order.shipped',
      'order.shipped',
      'order.fulfilled',
    ]);
    const [first, second] = receiver.received.map((r) => r.body.data);
    expect(first).toEqual({
      order_id: placed.body.order.id,
      order_number: number,
      shipment: 1,
      shipment_number: `${number}-1`,
      shipped_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      carrier: 'UPS',
      tracking_number: '1Z999',
      lines: [{ product_id: shop.products.Apple.id, quantity: 2 }],
      shipped_at: expect.any(String),
    });
    expect(second).toMatchObject({ shipment: 2, carrier: null, lines: [{ quantity: 3 }] });
  });

  it("sends a transfer's creation, shipment, receipts, write-off and cancellation, in commit order, each with the transfer's number", async () => {
    const transfers = `/api/provider/${owner.providerId}/transfers`;
    const apple = shop.products.Apple.id;
    const { secret } = await register([
      'transfer.created',
      'transfer.shipped',
      'transfer.received',
      'transfer.written_off',
      'transfer.cancelled',
    ]);
    receiver.secret = secret;
    await stockIn(10).expect(201);
    const create = async () =>
      (
        await asMember(t, owner)
          .post(transfers)
          .send({
            from_location_id: shop.locations.Main.id,
            to_location_id: shop.locations.Annex.id,
            products: [{ product_id: apple, quantity: 4 }],
            notes: 'Shelf restock',
          })
          .expect(201)
      ).body.transfer as { id: string; number: string };
    const first = await create();
    await asMember(t, owner).post(`${transfers}/${first.id}/ship`).expect(200);
    await asMember(t, owner)
      .post(`${transfers}/${first.id}/receive`)
      .send({ products: [{ product_id: apple, quantity: 3 }] })
      .expect(200);
    await asMember(t, owner)
      .post(`${transfers}/${first.id}/receive`)
      .send({ products: [], write_off_reason: 'DAMAGE', write_off_note: 'Crushed' })
      .expect(200);
    const second = await create();
    await asMember(t, owner).post(`${transfers}/${second.id}/cancel`).expect(200);

    await eventually(() => receiver.received.length >= 6, { timeoutMs: 15_000 });
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    // Nothing else: the stock changes the shipment and receipts made were not picked.
    expect(receiver.received.map((r) => [r.type, r.body.data.transfer_id])).toEqual([
      ['transfer.created', first.id],
      ['transfer.shipped', first.id],
      ['transfer.received', first.id],
      ['transfer.written_off', first.id],
      ['transfer.created', second.id],
      ['transfer.cancelled', second.id],
    ]);
    const [created, shipped, received, writtenOff] = receiver.received.map((r) => r.body);
    expect(created).toEqual({
      id: expect.any(String),
      type: 'transfer.created',
      created: expect.any(String),
      provider_id: owner.providerId,
      data: {
        transfer_id: first.id,
        transfer_number: first.number,
        from_location_id: shop.locations.Main.id,
        to_location_id: shop.locations.Annex.id,
        lines: [{ product_id: apple, quantity: 4 }],
        notes: 'Shelf restock',
        created_at: expect.any(String),
      },
    });
    expect(shipped.data).toEqual({
      transfer_id: first.id,
      transfer_number: first.number,
      shipped_at: expect.any(String),
    });
    expect(received.data).toEqual({
      transfer_id: first.id,
      transfer_number: first.number,
      lines: [{ product_id: apple, quantity: 3 }],
      partial: true,
      received_at: expect.any(String),
    });
    expect(writtenOff.data).toEqual({
      transfer_id: first.id,
      transfer_number: first.number,
      lines: [{ product_id: apple, quantity: 1 }],
      reason: 'DAMAGE',
      note: 'Crushed',
      written_off_at: expect.any(String),
    });
    // The second transfer's events name its own number, the next of the series (as the API's).
    expect(second.number).toMatch(/^TR-\d+$/);
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect(receiver.received.slice(4).map((r) => r.body.data.transfer_number)).toEqual([
      second.number,
      second.number,
    ]);
    // A rebuild of the outbox from the events numbers them the same.
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(t.test.db, store, webhookOutboxProjection)).toEqual([]);
  }, 30_000);

  it('sends stock.low once per crossing, right after the stock.changed that crossed, and stock.recovered once back above the minimum', async () => {
    const plum = shop.products.Plum.id;
    const main = shop.locations.Main.id;
    await move('IN', 'Plum', 10).expect(201);
    await setMinimum('Plum', 4, 20);
    await outboxSettled(t);
    const { secret, webhook } = await register(['stock.changed', 'stock.low', 'stock.recovered']);
    receiver.secret = secret;
    await move('OUT', 'Plum', 6).expect(201); // 4: at the minimum, low
    await move('OUT', 'Plum', 1).expect(201); // 3: still low, no alert
    await move('OUT', 'Plum', 2).expect(201); // 1: still low
    await move('IN', 'Plum', 11).expect(201); // 12: recovered
    await move('OUT', 'Plum', 8).expect(201); // 4: low again
    await setMinimum('Plum', null, null); // no minimum: recovered
    await setMinimum('Plum', 5, 10); // a minimum above the stock: low

    await eventually(() => receiver.acceptedIds().length >= 10, { timeoutMs: 15_000 });
    expect(receiver.received.every((r) => r.signed && r.status === 200)).toBe(true);
    expect(
      receiver.received.map((r) => [r.type, r.body.data.available ?? r.body.data.after]),
    ).toEqual([
      ['stock.changed', { current: 4, committed: 0 }],
      ['stock.low', 4],
      ['stock.changed', { current: 3, committed: 0 }],
      ['stock.changed', { current: 1, committed: 0 }],
      ['stock.changed', { current: 12, committed: 0 }],
      ['stock.recovered', 12],
      ['stock.changed', { current: 4, committed: 0 }],
      ['stock.low', 4],
      ['stock.recovered', 4],
      ['stock.low', 4],
    ]);
    // Commit order, a stored event's webhook events in their sequence: the outbox's order.
    expect(receiver.acceptedIds()).toEqual(
      (
        await outboxOrder(t, owner.providerId, ['stock.changed', 'stock.low', 'stock.recovered'])
      ).slice(-10),
    );
    const [crossed, low, , , , recovered, , , removed, raisedBySetting] = receiver.received.map(
      (r) => r.body,
    );
    expect(low).toEqual({
      id: expect.any(String),
      type: 'stock.low',
      created: crossed.created,
      provider_id: owner.providerId,
      data: {
        product_id: plum,
        location_id: main,
        available: 4,
        in_transit: 0,
        minimum: 4,
        reorder_quantity: 20,
        suggested_quantity: 20,
        low_since: crossed.created,
        source_event_id: crossed.id,
        position: expect.stringMatching(/^\d+\/\d+$/),
      },
    });
    // Two webhook events of one stored event, each with an id of its own.
    expect(low.id).not.toBe(crossed.id);
    expect(recovered.data).toEqual(
      expect.objectContaining({
        available: 12,
        minimum: 4,
        low_since: crossed.created,
        recovered_at: expect.any(String),
      }),
    );
    expect(removed.data).toEqual(expect.objectContaining({ available: 4, minimum: null }));
    expect(raisedBySetting.data).toEqual(
      expect.objectContaining({
        available: 4,
        minimum: 5,
        reorder_quantity: 10,
        suggested_quantity: 10,
      }),
    );
    const log = await recordedLog(webhook.id);
    expect(log.map((d) => d.event_id).reverse()).toEqual(receiver.acceptedIds());
    expect(log.every((d) => d.status === 'delivered')).toBe(true);

    // A rebuild of the outbox writes the very same rows (ids, bodies, sequence, figures), a
    // rename since notwithstanding: the rows are a function of the events alone.
    await http()
      .put(`/api/provider/${owner.providerId}/product/${plum}`)
      .set('Authorization', owner.bearer)
      .send({ name: 'Damson' })
      .expect(200);
    const differences = await verifyProjection(
      t.test.db,
      t.app.get<EventStore>(EVENT_STORE),
      webhookOutboxProjection,
    );
    expect(differences).toEqual([]);
  }, 60_000);

  it("sends the stock.low of a transfer's shipment that took the source to its minimum, in commit order with the shipment", async () => {
    const fig = shop.products.Fig.id;
    await move('IN', 'Fig', 10).expect(201);
    await setMinimum('Fig', 5, 12);
    await outboxSettled(t);
    const { secret } = await register(['transfer.created', 'transfer.shipped', 'stock.low']);
    receiver.secret = secret;
    const transfers = `/api/provider/${owner.providerId}/transfers`;
    const created = await asMember(t, owner)
      .post(transfers)
      .send({
        from_location_id: shop.locations.Main.id,
        to_location_id: shop.locations.Annex.id,
        products: [{ product_id: fig, quantity: 6 }],
      })
      .expect(201);
    await asMember(t, owner).post(`${transfers}/${created.body.transfer.id}/ship`).expect(200);

    await eventually(() => receiver.acceptedIds().length >= 3, { timeoutMs: 15_000 });
    expect(receiver.received.map((r) => r.type).sort()).toEqual([
      'stock.low',
      'transfer.created',
      'transfer.shipped',
    ]);
    expect(receiver.received[0].type).toBe('transfer.created');
    expect(receiver.acceptedIds()).toEqual(
      (
        await outboxOrder(t, owner.providerId, [
          'transfer.created',
          'transfer.shipped',
          'stock.low',
        ])
      ).slice(-3),
    );
    const low = receiver.received.find((r) => r.type === 'stock.low')!;
    expect(low.body.data).toEqual(
      expect.objectContaining({
        product_id: fig,
        available: 4,
        minimum: 5,
        suggested_quantity: 12,
      }),
    );
  }, 30_000);

  it('sends only the events an endpoint picked, and nothing from before it was registered', async () => {
    await stockIn(1).expect(201);
    const { secret } = await register(['stock.changed']);
    receiver.secret = secret;
    await stockIn(2).expect(201);
    await eventually(() => receiver.received.length >= 1);
    // A later event of another kind would have arrived behind the one expected.
    await stockIn(3).expect(201);
    await eventually(() => receiver.received.length >= 2);
    expect(receiver.received.map((r) => r.type)).toEqual(['stock.changed', 'stock.changed']);
    expect(receiver.received.map((r) => r.body.data.delta)).toEqual([
      { current: 2, committed: 0 },
      { current: 3, committed: 0 },
    ]);
  }, 30_000);

  it('retries after a 500 with backoff and holds the later events back until it is delivered', async () => {
    const { secret, webhook } = await register(['order.placed']);
    receiver.secret = secret;
    receiver.answer = ({ n }) => (n < 2 ? 500 : 200);
    await stockIn(1).expect(201);
    await stockIn(2).expect(201);
    await eventually(() => receiver.acceptedIds().length >= 2, { timeoutMs: 15_000 });
    const [a, b, c] = receiver.received;
    // The same event twice refused, then accepted; the second event only after it.
    expect([a.status, b.status, c.status]).toEqual([500, 500, 200]);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect(receiver.received[3].id).not.toBe(a.id);
    // Backoff: 300 ms after the refusal, then three times that (counted from the answer, so
    // however slow the way there, the receiver sees whole pauses).
    expect(b.at - a.at).toBeGreaterThanOrEqual(300);
    expect(c.at - b.at).toBeGreaterThanOrEqual(900);
    expect(receiver.acceptedIds()).toEqual(
      (await outboxOrder(t, owner.providerId, ['order.placed'])).slice(-2),
    );
    const log = await recordedLog(webhook.id);
    expect(log.find((d) => d.event_id === a.id)).toEqual(
      expect.objectContaining({ status: 'delivered', attempts: 3, response_code: 200 }),
    );
  }, 30_000);

  it('records a failing endpoint in the log and sends a delivery again on request', async () => {
    const { secret, webhook } = await register(['order.placed']);
    receiver.secret = secret;
    receiver.answer = () => 503;
    await stockIn(1).expect(201);
    await eventually(() => receiver.received.length >= 1);
    const [pending] = await eventually(async () => {
      const log = await deliveries(webhook.id);
      return log[0]?.attempts >= 1 && log;
    });
    expect(pending).toEqual(
      expect.objectContaining({ status: 'pending', response_code: 503, attempts: 1 }),
    );
    receiver.answer = () => 200;
    const resent = await asMember(t, owner)
      .post(`${hooks()}/${webhook.id}/deliveries/${pending.id}/resend`)
      .expect(200);
    expect(resent.body.delivery).toEqual(
      expect.objectContaining({ id: pending.id, status: 'delivered', response_code: 200 }),
    );
    expect(receiver.received.filter((r) => r.id === pending.event_id).at(-1)?.signed).toBe(true);
  }, 30_000);

  it('sends nothing to a disabled endpoint', async () => {
    const { webhook } = await register(['order.placed']);
    const off = await http()
      .patch(`${hooks()}/${webhook.id}`)
      .set('Authorization', owner.bearer)
      .send({ enabled: false })
      .expect(200);
    expect(off.body.webhook.enabled).toBe(false);
    await stockIn(1).expect(201);
    const other = new TestReceiver();
    const otherUrl = await other.start();
    await register(['order.placed'], otherUrl);
    await stockIn(2).expect(201);
    // The second endpoint receiving the later order shows the first had its turn to send.
    await eventually(() => other.received.length >= 1);
    await other.stop();
    expect(receiver.received).toEqual([]);
    expect(await deliveries(webhook.id)).toEqual([]);
  }, 30_000);

  it('answers 404 for another provider’s endpoint and a missing delivery, 400 for a null address or pick', async () => {
    const { webhook } = await register(['order.placed']);
    const stranger = await signUp(t);
    await http()
      .get(`/api/provider/${stranger.providerId}/webhooks/${webhook.id}/deliveries`)
      .set('Authorization', stranger.bearer)
      .expect(404);
    await asMember(t, owner)
      .post(`${hooks()}/${webhook.id}/deliveries/${webhook.id}/resend`)
      .expect(404);
    await http()
      .patch(`${hooks()}/not-a-uuid`)
      .set('Authorization', owner.bearer)
      .send({})
      .expect(400);
    for (const [body, message] of [
      [{ url: null }, 'url: give the address of the endpoint.'],
      [{ events: null }, 'events: pick at least one event.'],
    ] as const) {
      const res = await http()
        .patch(`${hooks()}/${webhook.id}`)
        .set('Authorization', owner.bearer)
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('Webhooks without private addresses allowed', () => {
  let t: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://localhost/hooks',
    'http://[::1]/hooks',
    'http://10.1.2.3/hooks',
    'http://192.168.0.10/hooks',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00::1]/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
  ])('refuses %s as an endpoint', async (address) => {
    const res = await asMember(t, owner)
      .post(`/api/provider/${owner.providerId}/webhooks`)
      .send({ url: address, events: ['order.placed'] })
      .expect(400);
    expect(res.body.message).toMatch(/loopback, private or link-local address/);
  });
});
