import { randomUUID } from 'node:crypto';
import { createTestApp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder } from '../../apps/api/testing/shop';
import { OrderStreams } from '../ordering';
import { Database, EVENT_STORE, EventStore } from '../platform';
import { replayStock, verifyChain } from '.';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');
const HOUR = 3_600_000;

/** Issue 18, part 3: the effective time and reason of a back-dated count are under audit too. */
describe('audit: back-dated corrections', () => {
  let t: TestApp;
  let db: Database;
  let store: EventStore;
  let providerId: string;
  /** The back-dated count's stock event. */
  let countEvent: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.test.db;
    store = t.app.get<EventStore>(EVENT_STORE);
    const owner = await signUp(t);
    providerId = owner.providerId;
    const shop = await openShop(t, owner, { locations: ['Main'], products: { Apple: 2 } });
    const [location, apple] = [shop.locations.Main.id, shop.products.Apple.id];
    await t.app.get(OrderStreams).place(
      {
        commandId: randomUUID(),
        providerId,
        actorId: owner.userId,
        actorType: 'user',
        at: new Date(Date.now() - 48 * HOUR).toISOString(),
      },
      {
        providerId,
        clientId: null,
        locationId: location,
        orderType: 'IN',
        lines: [{ productId: apple, quantity: 10, price: null }],
        notes: null,
      },
      new Map(),
    );
    await placeOrder(t, owner, {
      providerId,
      locationId: location,
      transaction_type: 'ADJUST',
      products: [{ id: apple, quantity: -3 }],
      effectiveAt: new Date(Date.now() - 24 * HOUR).toISOString(),
      reason: 'COUNT',
      reasonNote: 'shelf 4B',
    }).expect(201);
    await settled(t);
    const { rows } = await db.query<{ event_id: string }>(
      `SELECT event_id FROM stock_ledger WHERE provider_id = $1 AND order_type = 'ADJUST'`,
      [providerId],
    );
    countEvent = rows[0].event_id;
  });
  afterAll(() => t.close());

  const replayed = () => replayStock(db, store, providerId, FAR_FUTURE);

  it('replays a back-dated count and its chain as they are', async () => {
    const report = await replayed();
    expect(report).toMatchObject({ events: 2, differences: [], inconsistent: [] });
    expect(report.ledger).toBeUndefined();
    expect((await verifyChain(db, store, providerId)).broken).toBeUndefined();
  });

  it("finds a ledger whose effective time or reason is not its event's", async () => {
    await db.query(
      `UPDATE stock_ledger SET effective_at = effective_at - interval '1 hour' WHERE event_id = $1`,
      [countEvent],
    );
    expect((await replayed()).ledger).toMatchObject({
      row: 2,
      eventId: countEvent,
      reason: expect.stringMatching(/^it applies at .* its event at /),
    });
    await db.query(
      `UPDATE stock_ledger SET effective_at = effective_at + interval '1 hour',
              adjust_reason = 'THEFT' WHERE event_id = $1`,
      [countEvent],
    );
    expect((await replayed()).ledger).toMatchObject({
      row: 2,
      reason: expect.stringContaining('its reason or note (THEFT'),
    });
    await db.query(
      `UPDATE stock_ledger SET adjust_note = 'shelf 5C', adjust_reason = 'COUNT' WHERE event_id = $1`,
      [countEvent],
    );
    expect((await replayed()).ledger?.reason).toContain('its reason or note');
    await db.query(`UPDATE stock_ledger SET adjust_note = 'shelf 4B' WHERE event_id = $1`, [
      countEvent,
    ]);
    expect((await replayed()).ledger).toBeUndefined();
  });

  it('finds an event whose effective time was rewritten in the store', async () => {
    await db.query(
      `UPDATE event_store_events
          SET data = jsonb_set(data, '{effectiveAt}', to_jsonb($2::text)) WHERE event_id = $1`,
      [countEvent, new Date(Date.now() - 40 * HOUR).toISOString()],
    );
    expect((await verifyChain(db, store, providerId)).broken).toMatchObject({
      seq: 2,
      eventId: countEvent,
      reason: 'the event no longer hashes to its link',
    });
    // The ledger still holds the time the event had: the replay names that row too.
    expect((await replayed()).ledger).toMatchObject({
      eventId: countEvent,
      reason: expect.stringMatching(/^it applies at /),
    });
  });
});
