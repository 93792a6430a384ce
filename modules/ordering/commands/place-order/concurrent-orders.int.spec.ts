import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';
import { stockStreamId } from '../../../inventory';
import { EVENT_STORE, EventStore } from '../../../platform';

describe('50 clients at once for the last 10 units', () => {
  let t: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' });
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  it('commits exactly 10 units, refuses the rest with 409, and inventory and events agree', async () => {
    const clientNames = Array.from({ length: 50 }, (_, i) => `Client ${i}`);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Widget: 5 },
      clients: clientNames,
    });
    const widget = shop.products.Widget.id;
    const main = shop.locations.Main.id;
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: main,
      transaction_type: 'IN',
      products: [{ id: widget, quantity: 10 }],
    }).expect(201);

    const answers = await Promise.all(
      clientNames.map((name) =>
        placeOrder(t, null, {
          providerId: owner.providerId,
          clientId: shop.clients[name].key,
          transaction_type: 'ORDER',
          products: [{ id: widget, quantity: 1 }],
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(
      new Set(answers.filter((res) => res.status === 409).map((res) => res.body.message)),
    ).toEqual(new Set(['Not enough stock of Widget: 0 available.']));

    const inventory = (
      await asMember(t, owner).get(`/api/provider/${owner.providerId}/inventory`).expect(200)
    ).body.inventory;
    expect(inventory).toEqual([
      expect.objectContaining({
        product_id: widget,
        location_id: main,
        current_stock: 0,
        committed_stock: 10,
        total_stock: 10,
      }),
    ]);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(stockStreamId(main, widget));
    const sum = (key: 'current' | 'committed') =>
      events.reduce(
        (total, e) => total + (e.data as { delta: Record<string, number> }).delta[key],
        0,
      );
    expect([sum('current'), sum('committed')]).toEqual([0, 10]);
    const orders = (
      await asMember(t, owner)
        .get(`/api/provider/${owner.providerId}/orders?inbox=true&limit=100`)
        .expect(200)
    ).body.pagination.total;
    expect(orders).toBe(10);
  }, 120_000);
});
