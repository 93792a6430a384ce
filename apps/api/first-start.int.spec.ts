import { Client } from 'pg';
import { ProjectionRunner } from '../../modules/platform';
import { eventually } from '../../modules/platform/testing';
import { asMember } from './testing/as-member';
import { createTestApp, SignedUp, signUp, startTestApp, TestApp } from './testing/create-test-app';
import { openShop, placeOrder } from './testing/shop';

/**
 * A first start (or an upgrade to a new projection version) builds the read models from the
 * events while the app already answers. A read of a model not built yet is a 503 with
 * `Retry-After`, never a 500; once built, the same read answers with the data.
 */
describe('Reads while the read models are first built', () => {
  let t: TestApp;
  let owner: SignedUp;
  let blocker: Client | undefined;

  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
    await t?.close();
  });

  it('answers 503 with Retry-After until the orders are built, then the orders', async () => {
    t = await createTestApp();
    owner = await signUp(t);
    const shop = await openShop(t, owner, { locations: ['Main'], products: { Apple: 2 } });
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Main.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Apple.id, quantity: 5 }],
    }).expect(201);
    const projections = t.app.get(ProjectionRunner).projections;
    await t.app.close();

    // The database as a version with none of the read models left it: the events only.
    for (const projection of projections)
      for (const table of projection.tables)
        await t.test.db.query(`DROP TABLE IF EXISTS public."${table}" CASCADE`);
    await t.test.db.query('DELETE FROM projection_checkpoints');
    // Hold the builds back: each starts by counting the events it will replay.
    blocker = new Client({ connectionString: t.test.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE event_store_events IN ACCESS EXCLUSIVE MODE');

    t = await startTestApp(t.test, {}, { readModelsBuilt: false });
    const orders = `/api/provider/${owner.providerId}/orders`;
    const building = await asMember(t, owner).get(orders);
    expect(building.status).toBe(503);
    expect(building.headers['retry-after']).toBe('2');
    expect(building.body).toMatchObject({ statusCode: 503, retry_after: 2 });
    expect(building.body.message).toMatch(/still being prepared/);

    await blocker.query('COMMIT');
    // Asked again, as a client does after `Retry-After`, until the answer is no longer 503.
    const built = await eventually(
      async () => {
        const answer = await asMember(t, owner).get(orders);
        return answer.status !== 503 && answer;
      },
      { timeoutMs: 30_000, everyMs: 500 },
    );
    expect(built.status).toBe(200);
    expect(built.body.orders).toHaveLength(1);
  }, 90_000);
});
