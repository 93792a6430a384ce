import { Client } from 'pg';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { EVENT_STORE, EventStore } from '../platform';
import { replayStock, verifyChain } from '.';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

/**
 * On a live system the ledger and the chain are a moment behind the events. A replay compares
 * the ledger with the events its projection had applied, and the chain check walks the events
 * its projection had linked, not events that came after: those are no difference and no break,
 * and the next check covers them.
 */
describe('audit replay and chain check while the read models are behind the events', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let blocker: Client | undefined;

  beforeAll(async () => {
    // Commands answer after 300 ms without their read models: the ledger here is held back.
    t = await createTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: '300' });
    owner = await signUp(t);
    shop = await openShop(t, owner, { locations: ['Main'], products: { Apple: 2, Pear: 3 } });
  });
  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
    await t?.close();
  });

  const stockIn = (product: 'Apple' | 'Pear', quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products[product].id, quantity }],
    }).expect(201);

  it('finds no difference or break for events not applied yet, then checks them once they are', async () => {
    await stockIn('Apple', 5);
    await stockIn('Pear', 7);
    await settled(t);
    const db = t.test.db;
    const store = t.app.get<EventStore>(EVENT_STORE);

    // Hold the projections' writes to the ledger and the chain back (readers are not held).
    blocker = new Client({ connectionString: t.test.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE stock_ledger, stock_chain IN EXCLUSIVE MODE');
    await stockIn('Apple', 4);
    await stockIn('Pear', 1);

    const behind = await replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect(behind).toEqual({
      events: 2,
      cells: 2,
      differences: [],
      inconsistent: [],
      lots: { checked: 0, differences: [], inconsistent: [] },
      // The value projection in the ledger's transaction or ahead of it: as far as it has come.
      value: { checked: expect.any(Number), differences: [] },
    });
    expect(await verifyChain(db, store, owner.providerId)).toEqual({ links: 2 });

    await blocker.query('COMMIT');
    await settled(t);
    const caughtUp = await replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect(caughtUp).toEqual({
      events: 4,
      cells: 2,
      differences: [],
      inconsistent: [],
      lots: { checked: 0, differences: [], inconsistent: [] },
      value: { checked: 4, differences: [] },
    });
    expect(await verifyChain(db, store, owner.providerId)).toEqual({ links: 4 });
  }, 60_000);
});

describe('the auditor report asked for while the ledger is behind the events', () => {
  let t: TestApp;
  let blocker: Client | undefined;

  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
    await t?.close();
  });

  it('waits for the ledger to hold every change committed before it was asked for', async () => {
    t = await createTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: '300' });
    const owner = await signUp(t);
    const shop = await openShop(t, owner, { locations: ['Main', 'Back'], products: { Apple: 2 } });
    const stockIn = (location: 'Main' | 'Back', quantity: number) =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations[location].id,
        transaction_type: 'IN',
        products: [{ id: shop.products.Apple.id, quantity }],
      }).expect(201);
    const from = new Date(Date.now() - 60_000).toISOString();
    await stockIn('Main', 5);
    await settled(t);

    // A change made (the command answers without its read models), then the report opened.
    blocker = new Client({ connectionString: t.test.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE stock_ledger IN EXCLUSIVE MODE');
    await stockIn('Back', 4);
    const to = new Date(Date.now() + 60_000).toISOString();
    const asked = asMember(t, owner)
      .get(`/api/provider/${owner.providerId}/audit/report`)
      .query({ from, to })
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await blocker.query('COMMIT');

    const { status, body } = await asked;
    expect(status).toBe(200);
    const closing = body.report.cells.map(
      (c: { location_name: string; closing: { current: number } }) => [
        c.location_name,
        c.closing.current,
      ],
    );
    expect(closing.sort()).toEqual([
      ['Back', 4],
      ['Main', 5],
    ]);
    expect(body.report.replay.problems).toEqual([]);
  }, 60_000);
});
