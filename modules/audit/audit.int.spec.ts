import fc from 'fast-check';
import { migrations, projections } from '../../apps/api/composition';
import { seedDemo } from '../../apps/api/seed/seed-demo';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { runCliCapturing } from '../../apps/cli/testing';
import { stockAsOf } from '../inventory';
import { Database, EVENT_STORE, EventStore } from '../platform';
import { replayStock, verifyChain } from '.';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

describe('audit: replay and tamper evidence', () => {
  let t: TestApp;
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.test.db;
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => t.close());
  /** Runs the CLI on the test's database and store: its exit code and what it printed. */
  const cli = (...argv: string[]) => runCliCapturing(argv, { db, store, projections, migrations });

  it('finds the ledger equal to the live inventory and to a replay of the events after the demo data', async () => {
    const seeded = await seedDemo(t.app, new Date('2026-11-21T12:00:00Z'));
    await settled(t);
    const { rows: live } = await db.query(
      `SELECT product_id, location_id, current_stock, committed_stock FROM inventory
        WHERE provider_id = $1 ORDER BY product_id, location_id`,
      [seeded.providerId],
    );
    const ledger = (await stockAsOf(db, seeded.providerId, FAR_FUTURE)).sort(
      (a, b) =>
        a.product_id.localeCompare(b.product_id) || a.location_id.localeCompare(b.location_id),
    );
    expect(live.length).toBeGreaterThan(100);
    expect(ledger).toEqual(live);
    const replay = await replayStock(db, store, seeded.providerId, FAR_FUTURE);
    expect(replay).toMatchObject({ differences: [], inconsistent: [] });
    expect(replay.cells).toBe(live.length);
    expect(await verifyChain(db, store, seeded.providerId)).toEqual({
      links: replay.events,
    });
  }, 120_000);

  it('answers as of any moment what a replay of the raw events up to then answers', async () => {
    const owner = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main', 'Annex'],
      products: { Apple: 2, Pear: 3 },
      clients: ['Deli'],
    });
    const as = asMember(t, owner);
    const product = fc.constantFrom('Apple', 'Pear');
    const location = fc.constantFrom('Main', 'Annex');
    const quantity = fc.integer({ min: 1, max: 9 });
    const command = fc.oneof(
      fc.record({ kind: fc.constant('IN' as const), product, location, quantity }),
      fc.record({ kind: fc.constant('OUT' as const), product, location, quantity }),
      fc.record({
        kind: fc.constant('ADJUST' as const),
        product,
        location,
        quantity: fc.integer({ min: -5, max: 5 }),
      }),
      fc.record({ kind: fc.constant('ORDER' as const), product, quantity }),
      fc.record({ kind: fc.constant('FULFIL' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('CANCEL' as const), pick: fc.nat() }),
    );
    const placed: string[] = [];
    type Command =
      | { kind: 'IN' | 'OUT' | 'ADJUST'; product: string; location: string; quantity: number }
      | { kind: 'ORDER'; product: string; quantity: number }
      | { kind: 'FULFIL' | 'CANCEL'; pick: number };
    /** Sends one command through the API; refusals (not enough stock, already fulfilled) are fine. */
    async function run(c: Command) {
      if (!('product' in c)) {
        if (placed.length === 0) return;
        const id = placed[c.pick % placed.length];
        await as
          .put(`/api/provider/${owner.providerId}/order/${id}`)
          .send(c.kind === 'FULFIL' ? { fulfilled: true } : { cancelled: true });
        return;
      }
      const res = await placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations['location' in c ? c.location : 'Main'].id,
        ...(c.kind === 'ORDER' ? { clientId: shop.clients.Deli.id } : {}),
        transaction_type: c.kind,
        products: [{ id: shop.products[c.product].id, quantity: c.quantity }],
      });
      if (res.status === 201) placed.push(res.body.order.id);
    }
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 8 }), async (commands) => {
        const moments: Date[] = [];
        for (const c of commands) {
          await run(c);
          await new Promise((resolve) => setTimeout(resolve, 3));
          moments.push(new Date());
        }
        await settled(t);
        for (const moment of moments) {
          const report = await replayStock(db, store, owner.providerId, moment);
          expect({ moment, ...report }).toMatchObject({
            moment,
            differences: [],
            inconsistent: [],
          });
        }
      }),
      { numRuns: 6 },
    );
    expect(placed.length).toBeGreaterThan(0);
  }, 120_000);

  it('replays the lots beside the stock, and names a lot the lots read model or an event carries otherwise', async () => {
    const owner = await signUp(t);
    const shop = await openShop(t, owner, { locations: ['Main'], products: { Milk: 2 } });
    const milk = shop.products.Milk.id;
    await asMember(t, owner)
      .put(`/api/provider/${owner.providerId}/product/${milk}`)
      .send({ track_lots: true })
      .expect(200);
    const move = (transaction_type: string, products: object[]) =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations.Main.id,
        transaction_type,
        products,
      }).expect(201);
    await move('IN', [{ id: milk, quantity: 5, lot_code: 'A', expiry_date: '2099-01-01' }]);
    await move('IN', [{ id: milk, quantity: 3, lot_code: 'B', expiry_date: '2099-06-01' }]);
    await move('OUT', [{ id: milk, quantity: 6 }]);
    await settled(t);
    const replay = () => replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect((await replay()).lots).toEqual({ checked: 3, differences: [], inconsistent: [] });
    const { text, code } = await cli('audit', 'replay', '--provider', owner.providerId);
    expect({ code, text }).toEqual({
      code: 0,
      text: expect.stringContaining('The lots agree with the events (3 stock events with lots).'),
    });

    // The lots read model edited in SQL: lot B's last change, and its figures now.
    await db.query(
      `UPDATE lot_movements SET running_current = 5
        WHERE provider_id = $1 AND lot = 'B' AND order_type = 'OUT'`,
      [owner.providerId],
    );
    await db.query(`UPDATE stock_lots SET current_stock = 7 WHERE provider_id = $1 AND lot = 'B'`, [
      owner.providerId,
    ]);
    const place = { product_id: milk, location_id: shop.locations.Main.id, lot: 'B' };
    expect((await replay()).lots.differences).toEqual([
      { ...place, replayed: [2, 0], found: [5, 0], where: 'as_of' },
      { ...place, replayed: [2, 0], found: [7, 0], where: 'now' },
    ]);

    // An event's lot levels edited: they no longer add up to its lot deltas.
    const { rows } = await db.query<{ event_id: string }>(
      `SELECT event_id FROM stock_ledger WHERE provider_id = $1 ORDER BY commit_position DESC
        LIMIT 1`,
      [owner.providerId],
    );
    await db.query(
      `UPDATE event_store_events SET data = jsonb_set(data, '{after,lots}', (
         SELECT jsonb_agg(CASE WHEN l ->> 'lot' = 'B' THEN jsonb_set(l, '{current}', '4') ELSE l END)
           FROM jsonb_array_elements(data -> 'after' -> 'lots') l))
        WHERE event_id = $1`,
      [rows[0].event_id],
    );
    const tampered = await cli('audit', 'replay', '--provider', owner.providerId);
    expect(tampered.code).toBe(1);
    expect(tampered.text).toContain(`carries figures of lot B its lot deltas do not add up to.`);
    expect(tampered.text).toContain(
      `Lot B of product ${milk} at ${shop.locations.Main.id}: the events say 2 current / 0 committed, the lots as of the moment 5 / 0.`,
    );
  });

  it('names the first broken link when a stored event is edited in SQL', async () => {
    const owner = await signUp(t);
    const shop: Shop = await openShop(t, owner, { locations: ['Main'], products: { Nut: 1 } });
    for (const quantity of [5, 6, 7])
      await placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations.Main.id,
        transaction_type: 'IN',
        products: [{ id: shop.products.Nut.id, quantity }],
      }).expect(201);
    await settled(t);
    expect(await cli('audit', 'verify-chain', '--provider', owner.providerId)).toEqual({
      code: 0,
      text: 'The chain of 3 links matches the stored events.\n',
    });
    expect((await cli('audit', 'replay', '--provider', owner.providerId)).code).toBe(0);

    const { rows } = await db.query<{ event_id: string }>(
      'SELECT event_id FROM stock_chain WHERE provider_id = $1 ORDER BY seq',
      [owner.providerId],
    );
    await db.query(
      `UPDATE event_store_events SET data = jsonb_set(data, '{delta,current}', '60')
        WHERE event_id = $1`,
      [rows[1].event_id],
    );
    const tampered = await cli('audit', 'verify-chain', '--provider', owner.providerId);
    expect(tampered.code).toBe(1);
    expect(tampered.text).toContain(`Broken at link 2: event ${rows[1].event_id}`);
    const replayed = await cli('audit', 'replay', '--provider', owner.providerId);
    expect(replayed.code).toBe(1);
    expect(replayed.text).toContain('carries a level its deltas do not add up to');
  });
});
