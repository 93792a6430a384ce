import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';
import { levelAfter, stockStreamId } from '../../../inventory';
import { EVENT_STORE, EventStore } from '../../../platform';

describe('PUT /api/provider/{id}/order/{order_id}: fulfil, cancel, notes', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let location: { id: string };
  let apple: { id: string };
  let client: { id: string };
  const as = (who: SignedUp) => asMember(t, who);
  const place = async (order: object) =>
    (
      await placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: location.id,
        ...order,
      }).expect(201)
    ).body.order;
  const orderFor = (quantity: number) =>
    place({
      clientId: client.id,
      transaction_type: 'ORDER',
      products: [{ id: apple.id, quantity }],
    });
  const stock = async () =>
    levelAfter(
      await t.app.get<EventStore>(EVENT_STORE).readLast(stockStreamId(location.id, apple.id)),
    );
  const put = (who: SignedUp, id: string, body: object) =>
    as(who).put(`/api/provider/${who.providerId}/order/${id}`).send(body);

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' });
    owner = await signUp(t);
    other = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli'],
    });
    location = shop.locations.Main;
    apple = shop.products.Apple;
    client = shop.clients.Deli;
    await place({ transaction_type: 'IN', products: [{ id: apple.id, quantity: 10 }] });
  });
  afterAll(() => t.close());

  it('fulfils a pending order: its committed units leave the stock', async () => {
    const order = await orderFor(3);
    expect(await stock()).toEqual({ current: 7, committed: 3 });
    const res = await put(owner, order.id, { fulfilled: true }).expect(200);
    expect(res.body.order).toMatchObject({ id: order.id, fulfilled: true, cancelled: false });
    expect(await stock()).toEqual({ current: 7, committed: 0 });
    expect((await put(owner, order.id, { cancelled: true }).expect(409)).body.message).toBe(
      'A fulfilled order cannot be cancelled.',
    );
  });

  it('cancels a pending order: its units can be promised again', async () => {
    const order = await orderFor(2);
    await put(owner, order.id, { cancelled: true }).expect(200);
    expect(await stock()).toEqual({ current: 7, committed: 0 });
    const again = await put(owner, order.id, { cancelled: true }).expect(200);
    expect(again.body.order.cancelled).toBe(true);
    expect(await stock()).toEqual({ current: 7, committed: 0 });
  });

  it('refuses to cancel a movement whose units are gone, and reverses one whose are not', async () => {
    const inbound = await place({
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 5 }],
    });
    await place({ transaction_type: 'OUT', products: [{ id: apple.id, quantity: 10 }] });
    expect((await put(owner, inbound.id, { cancelled: true }).expect(409)).body.message).toBe(
      'Not enough stock of Apple: 2 available.',
    );
    await place({ transaction_type: 'IN', products: [{ id: apple.id, quantity: 3 }] });
    await put(owner, inbound.id, { cancelled: true }).expect(200);
    expect(await stock()).toEqual({ current: 0, committed: 0 });
  });

  it('edits notes trimmed, empty as null', async () => {
    const order = await place({
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 1 }],
    });
    expect((await put(owner, order.id, { notes: '  dock 4 ' }).expect(200)).body.order.notes).toBe(
      'dock 4',
    );
    expect((await put(owner, order.id, { notes: '' }).expect(200)).body.order.notes).toBeNull();
  });

  it('needs orders:create to fulfil an order, and refuses other providers', async () => {
    const order = await orderFor(1);
    const mate = await joinTeam(t, owner, 'no-orders@example.test', ['orders:create']);
    expect((await put(mate, order.id, { fulfilled: true }).expect(403)).body.message).toBe(
      "You don't have permission to place orders.",
    );
    await put(other, order.id, { fulfilled: true }).expect(404);
    await as(other)
      .put(`/api/provider/${owner.providerId}/order/${order.id}`)
      .send({ fulfilled: true })
      .expect(403);
    expect((await put(owner, order.id, { fulfilled: 'yes' }).expect(400)).body.message).toBe(
      'fulfilled must be true or false',
    );
  });

  it('refuses notes over 2,000 characters, naming the field, and keeps 2,000', async () => {
    const order = await place({
      transaction_type: 'IN',
      products: [{ id: apple.id, quantity: 1 }],
    });
    expect((await put(owner, order.id, { notes: 'n'.repeat(2001) }).expect(400)).body.message).toBe(
      'notes must be at most 2000 characters',
    );
    expect(
      (await put(owner, order.id, { notes: 'n'.repeat(2000) }).expect(200)).body.order.notes,
    ).toHaveLength(2000);
  });

  it('lets exactly one of a racing fulfil and cancel win, answering the other 409 with the state it found', async () => {
    const pairs = 100;
    await place({ transaction_type: 'IN', products: [{ id: apple.id, quantity: pairs }] });
    const before = await stock();
    // Ten pairs race at a time: each pair for its order, all of them for the one stock.
    const answers: Awaited<ReturnType<typeof put>>[][] = [];
    for (let wave = 0; wave < pairs / 10; wave++) {
      const orders = await Promise.all(Array.from({ length: 10 }, () => orderFor(1)));
      answers.push(
        ...(await Promise.all(
          orders.map((order) =>
            Promise.all([
              put(owner, order.id, { fulfilled: true }),
              put(owner, order.id, { cancelled: true }),
            ]),
          ),
        )),
      );
    }
    expect(answers.map(([fulfil, cancel]) => `${fulfil.status}/${cancel.status}`).sort()).toEqual(
      answers.map(([fulfil]) => (fulfil.status === 200 ? '200/409' : '409/200')).sort(),
    );
    let fulfilled = 0;
    for (const [fulfil, cancel] of answers) {
      if (fulfil.status === 200) {
        fulfilled++;
        expect(fulfil.body.order).toMatchObject({ fulfilled: true, cancelled: false });
        expect(cancel.body.message).toBe('A fulfilled order cannot be cancelled.');
      } else {
        expect(cancel.body.order).toMatchObject({ fulfilled: false, cancelled: true });
        expect(fulfil.body.message).toBe('This order is cancelled.');
      }
    }
    // Every order left committed stock once: fulfilled units left, cancelled ones came back.
    expect(await stock()).toEqual({
      current: before.current - fulfilled,
      committed: before.committed,
    });
  }, 300_000);
});
