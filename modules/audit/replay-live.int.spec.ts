import { Client } from 'pg';
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
    expect(behind).toEqual({ events: 2, cells: 2, differences: [], inconsistent: [] });
    expect(await verifyChain(db, store, owner.providerId)).toEqual({ links: 2 });

    await blocker.query('COMMIT');
    await settled(t);
    const caughtUp = await replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect(caughtUp).toEqual({ events: 4, cells: 2, differences: [], inconsistent: [] });
    expect(await verifyChain(db, store, owner.providerId)).toEqual({ links: 4 });
  }, 60_000);
});
