import { randomUUID } from 'node:crypto';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder } from '../../apps/api/testing/shop';
import { OrderStreams } from './infrastructure/order-streams';

const HOUR = 3_600_000;

/**
 * Issue 18, parts 3 and 5: a count recorded today that corrects yesterday's shelf, asked as it
 * is known now and as it was known before the count; and the changes that make a figure.
 */
describe('back-dated corrections and explained balances', () => {
  let t: TestApp;
  let owner: SignedUp;
  let base: string;
  let location: string;
  let apple: string;
  /** Day D: the stock received two days ago, the shelf short from a day ago (the count's time). */
  const now = Date.now();
  const received = new Date(now - 48 * HOUR).toISOString();
  const shortSince = new Date(now - 24 * HOUR).toISOString();
  const dayD = new Date(now - 23 * HOUR).toISOString();
  let beforeCount: string;
  const as = () => asMember(t, owner);

  const grid = async (query: string) => {
    const { body } = await as().get(`${base}/inventory?${query}`).expect(200);
    const cell = body.inventory.find(
      (row: { product_id: string; location_id: string }) =>
        row.product_id === apple && row.location_id === location,
    );
    return cell ? [cell.current_stock, cell.committed_stock] : null;
  };
  const adjust = (extra: object) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: location,
      transaction_type: 'ADJUST',
      products: [{ id: apple, quantity: -3 }],
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli'],
    });
    location = shop.locations.Main.id;
    apple = shop.products.Apple.id;
    // Received two days ago: the command dated as the demo data dates its history.
    await t.app.get(OrderStreams).place(
      {
        commandId: randomUUID(),
        providerId: owner.providerId,
        actorId: owner.userId,
        actorType: 'user',
        at: received,
      },
      {
        providerId: owner.providerId,
        clientId: null,
        locationId: location,
        orderType: 'IN',
        lines: [{ productId: apple, quantity: 10, price: null }],
        notes: null,
      },
      new Map([[apple, 'Apple']]),
    );
    await settled(t);
    beforeCount = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Today's count: the shelf was 3 short since yesterday.
    await adjust({ effectiveAt: shortSince, reason: 'COUNT', reasonNote: 'shelf 4B' }).expect(201);
    await placeOrder(t, null, {
      providerId: owner.providerId,
      clientId: shop.clients.Deli.key,
      transaction_type: 'ORDER',
      products: [{ id: apple, quantity: 2 }],
    }).expect(201);
    await settled(t);
  });
  afterAll(() => t.close());

  it('answers stock on day D as known now and as it was known before the count', async () => {
    const d = encodeURIComponent(dayD);
    // As known now (the default): the correction applies on day D.
    expect(await grid(`as_of=${d}`)).toEqual([7, 0]);
    expect(await grid(`as_of=${d}&limit=50`)).toEqual([7, 0]);
    // As it was known before the count was recorded: the shelf read 10.
    const known = `as_of=${d}&known_at=${encodeURIComponent(beforeCount)}`;
    expect(await grid(known)).toEqual([10, 0]);
    expect(await grid(`${known}&limit=50`)).toEqual([10, 0]);
    // Before the shelf went short, both read 10; now, the count and the order.
    expect(await grid(`as_of=${encodeURIComponent(received)}`)).toEqual([10, 0]);
    expect(await grid('')).toEqual([5, 2]);
    const { body } = await as().get(`${base}/inventory?${known}`).expect(200);
    expect(body).toMatchObject({ as_of: dayD, known_at: beforeCount });
  });

  it('shows both times, the reason and the note in the history; known_at leaves the count out', async () => {
    const { body } = await as().get(`${base}/stock/history?product_id=${apple}`).expect(200);
    const adjustment = body.history.find(
      (row: { order_type: string }) => row.order_type === 'ADJUST',
    );
    expect(adjustment).toMatchObject({
      effective_at: shortSince,
      reason: 'COUNT',
      note: 'shelf 4B',
      delta_current: -3,
      running_current: 7,
    });
    expect(Date.parse(adjustment.at)).toBeGreaterThan(Date.parse(beforeCount));
    const plain = body.history.find((row: { order_type: string }) => row.order_type === 'IN');
    expect(plain).toMatchObject({ at: received, effective_at: received, reason: null, note: null });
    const before = (
      await as()
        .get(
          `${base}/stock/history?product_id=${apple}&known_at=${encodeURIComponent(beforeCount)}`,
        )
        .expect(200)
    ).body.history;
    expect(before.map((row: { order_type: string }) => row.order_type)).toEqual(['IN']);
  });

  it('refuses a back-dating it cannot vouch for, and a reason anywhere but an adjustment', async () => {
    const refused = async (extra: object, message: string, type = 'ADJUST') => {
      const res = await adjust({ transaction_type: type, ...extra }).expect(400);
      expect(res.body.message).toContain(message);
    };
    await refused(
      { effectiveAt: new Date(now - 72 * HOUR).toISOString(), reason: 'COUNT' },
      'Apple has stock recorded here only from',
    );
    await refused(
      { effectiveAt: new Date(Date.now() + HOUR).toISOString(), reason: 'COUNT' },
      'An adjustment cannot take effect in the future.',
    );
    await refused({ effectiveAt: shortSince }, 'A back-dated adjustment needs a reason.');
    await refused(
      { reason: 'LOST' },
      'reason must be one of COUNT, DAMAGE, THEFT, CORRECTION, OTHER',
    );
    await refused({ reason: 'OTHER' }, 'Say what the other reason is in a note.');
    await refused(
      { reason: 'COUNT', products: [{ id: apple, quantity: 1 }] },
      'Only adjustments take an effective time or a reason.',
      'OUT',
    );
    // The spec's plain adjustment still goes through: no reason, effective when recorded.
    await adjust({ products: [{ id: apple, quantity: 1 }] }).expect(201);
    await adjust({ products: [{ id: apple, quantity: -1 }], reason: 'CORRECTION' }).expect(201);
    await settled(t);
  });

  it('explains a balance: the changes that made it, with who, why and when, ending at the figure shown', async () => {
    const explain = async (query = '') =>
      (
        await as()
          .get(`${base}/stock/explain?product_id=${apple}&location_id=${location}${query}`)
          .expect(200)
      ).body.balance;
    const live = await explain();
    const last = live.changes[live.changes.length - 1];
    expect([last.balance_current, last.balance_committed]).toEqual(await grid(''));
    expect([live.current_stock, live.committed_stock]).toEqual([5, 2]);
    // In the order they apply: received, the count (back-dated), the order, the two adjustments.
    expect(
      live.changes.map(
        (c: { order_type: string; delta_current: number; balance_current: number }) => [
          c.order_type,
          c.delta_current,
          c.balance_current,
        ],
      ),
    ).toEqual([
      ['IN', 10, 10],
      ['ADJUST', -3, 7],
      ['ORDER', -2, 5],
      ['ADJUST', 1, 6],
      ['ADJUST', -1, 5],
    ]);
    expect(live.changes[1]).toMatchObject({
      reason: 'COUNT',
      note: 'shelf 4B',
      effective_at: shortSince,
      actor: { type: 'user' },
    });
    expect(live.changes[1].actor.name).toMatch(/@example\.test$/);
    expect(live.brought_forward).toEqual({ current: 0, committed: 0, changes: 0 });

    // As the grid shows day D: as known now, and as known before the count.
    const d = encodeURIComponent(dayD);
    const onD = await explain(`&as_of=${d}`);
    expect(onD.changes.map((c: { balance_current: number }) => c.balance_current)).toEqual([10, 7]);
    expect([onD.current_stock, onD.committed_stock]).toEqual(await grid(`as_of=${d}`));
    const knownThen = await explain(`&as_of=${d}&known_at=${encodeURIComponent(beforeCount)}`);
    expect(knownThen.changes.map((c: { balance_current: number }) => c.balance_current)).toEqual([
      10,
    ]);
    expect(knownThen.current_stock).toBe(10);

    // Only the latest listed: what came before is brought forward, the total still ends there.
    const short = await explain('&limit=2');
    expect(short.brought_forward).toEqual({ current: 5, committed: 2, changes: 3 });
    expect(short.changes.map((c: { balance_current: number }) => c.balance_current)).toEqual([
      6, 5,
    ]);
  });
});
