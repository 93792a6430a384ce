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
import { replayStock, verifyChain } from '../audit';
import { EVENT_STORE, EventStore } from '../platform';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

interface Line {
  product_name: string;
  on_hand_at_start: number;
  moved: number;
  expected: number | null;
  counted: number | null;
  variance: number | null;
}

describe('stock counts', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;
  let store: EventStore;

  const as = (who: SignedUp = owner) => asMember(t, who);
  const move = (
    type: 'IN' | 'OUT' | 'ORDER',
    location: string,
    product: string,
    quantity: number,
  ) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations[location].id,
      transaction_type: type,
      ...(type === 'ORDER' ? { clientId: shop.clients.Ada.id } : {}),
      products: [{ id: shop.products[product].id, quantity }],
    }).expect(201);
  const start = (location: string, extra: object = {}, who: SignedUp = owner) =>
    as(who)
      .post(`${base}/counts`)
      .send({ location_id: shop.locations[location].id, ...extra });
  const enter = (countId: string, counts: Record<string, number | null>, who: SignedUp = owner) =>
    as(who)
      .post(`${base}/counts/${countId}/entries`)
      .send({
        lines: Object.entries(counts).map(([name, counted]) => ({
          product_id: shop.products[name].id,
          counted,
        })),
      });
  const lineOf = (lines: Line[], name: string) => lines.find((l) => l.product_name === name)!;
  const cell = async (product: string, location: string) => {
    const { inventory } = (await as().get(`${base}/inventory`).expect(200)).body;
    const found = inventory.find(
      (row: { product_id: string; location_id: string }) =>
        row.product_id === shop.products[product].id &&
        row.location_id === shop.locations[location].id,
    );
    return found
      ? { current: found.current_stock, committed: found.committed_stock }
      : { current: 0, committed: 0 };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    store = t.app.get<EventStore>(EVENT_STORE);
    shop = await openShop(t, owner, {
      locations: ['Warehouse', 'Shop'],
      products: { Apple: 1, Pear: 2, Plum: { price: 3, sku: 'PL-9', barcode: '0001' } as never },
      clients: ['Ada'],
    });
  });
  afterAll(() => t.close());

  it('approves a count and adjusts each variance, with reason Count, effective at its start', async () => {
    await move('IN', 'Warehouse', 'Apple', 10);
    await move('IN', 'Warehouse', 'Pear', 5);
    await move('ORDER', 'Warehouse', 'Apple', 2);
    const started = await start('Warehouse', { notes: 'Aisle 3' }).expect(201);
    const count = started.body.count;
    expect(count).toMatchObject({
      status: 'OPEN',
      location: { id: shop.locations.Warehouse.id, name: 'Warehouse' },
      notes: 'Aisle 3',
      lines_total: 3,
      lines_counted: 0,
    });
    // On hand is current + committed: the 2 promised apples are still on the shelf.
    expect(lineOf(count.lines, 'Apple')).toMatchObject({ on_hand_at_start: 10, expected: 10 });
    expect(lineOf(count.lines, 'Plum')).toMatchObject({ on_hand_at_start: 0, expected: 0 });

    const entered = await enter(count.id, { Apple: 7, Pear: 5, Plum: 3 }).expect(200);
    expect(entered.body.count).toMatchObject({ lines_counted: 3 });
    expect(entered.body.count.lines).toHaveLength(3);

    // A movement during the count changes the expected figure, not the count.
    await move('IN', 'Warehouse', 'Pear', 2);
    const during = (await as().get(`${base}/counts/${count.id}`).expect(200)).body.count;
    expect(lineOf(during.lines, 'Pear')).toMatchObject({
      on_hand_at_start: 5,
      moved: 2,
      expected: 7,
      counted: 5,
      variance: -2,
    });
    expect(lineOf(during.lines, 'Apple')).toMatchObject({ expected: 10, variance: -3 });

    const approved = (await as().post(`${base}/counts/${count.id}/approve`).expect(200)).body.count;
    expect(approved.status).toBe('APPROVED');
    // Plum had no stock recorded at the start: its adjustment cannot be back-dated, so two movements.
    expect(approved.adjustment_ids).toHaveLength(2);
    expect(lineOf(approved.lines, 'Pear')).toMatchObject({ expected: 7, counted: 5, variance: -2 });
    // The grid right after the approval holds the counted figures.
    expect(await cell('Apple', 'Warehouse')).toEqual({ current: 5, committed: 2 });
    expect(await cell('Pear', 'Warehouse')).toEqual({ current: 5, committed: 0 });
    expect(await cell('Plum', 'Warehouse')).toEqual({ current: 3, committed: 0 });

    // The ledger shows an ADJUST with reason COUNT, effective at the count's start.
    const { history } = (
      await as()
        .get(
          `${base}/stock/history?product_id=${shop.products.Apple.id}&location_id=${shop.locations.Warehouse.id}`,
        )
        .expect(200)
    ).body;
    expect(history[0]).toMatchObject({
      order_type: 'ADJUST',
      order_id: approved.adjustment_ids[0],
      reason: 'COUNT',
      delta_current: -3,
      effective_at: count.started_at,
    });
    // As of the count's start, as known now, Apple stood at what was counted.
    const asOf = (
      await as()
        .get(`${base}/inventory?as_of=${encodeURIComponent(count.started_at)}`)
        .expect(200)
    ).body.inventory.find(
      (row: { product_id: string; location_id: string }) =>
        row.product_id === shop.products.Apple.id &&
        row.location_id === shop.locations.Warehouse.id,
    );
    expect(asOf).toMatchObject({ current_stock: 5, committed_stock: 2 });
    // The adjustment is an ordinary ADJUST movement with its reason.
    const movement = (await as().get(`${base}/order/${approved.adjustment_ids[0]}`).expect(200))
      .body.order;
    expect(movement).toMatchObject({
      transaction_type: 'ADJUST',
      notes: `Stock count ${count.id}`,
      reason: 'COUNT',
      reason_note: null,
    });

    // The replay and the chain agree with the ledger.
    await settled(t);
    const replay = await replayStock(t.test.db, store, owner.providerId, FAR_FUTURE);
    expect(replay).toMatchObject({ differences: [], inconsistent: [] });
    expect(await verifyChain(t.test.db, store, owner.providerId)).toEqual({ links: replay.events });

    // Approving again changes nothing; the list filters by status.
    await as().post(`${base}/counts/${count.id}/approve`).expect(200);
    expect(await cell('Apple', 'Warehouse')).toEqual({ current: 5, committed: 2 });
    const list = (await as().get(`${base}/counts?status=APPROVED`).expect(200)).body;
    expect(list).toMatchObject({ counts: [{ id: count.id }], pagination: { total: 1 } });
    expect((await as().get(`${base}/counts?status=OPEN`).expect(200)).body.pagination.total).toBe(
      0,
    );
  }, 120_000);

  it('approves a count of 250 variances and shows the grid, the movements and the ledger right after', async () => {
    // One adjustment of 250 lines and its 250 stock changes: a page long enough to be applied
    // in two transactions side by side, all of which the answer waits for.
    const location = (await as().post(`${base}/location`).send({ name: 'Backroom' }).expect(201))
      .body.location;
    const names = Array.from({ length: 250 }, (_, i) => `Bulk ${String(i).padStart(3, '0')}`);
    await as()
      .post(`${base}/products/import?dry_run=false`)
      .set('Content-Type', 'text/csv')
      .send(`name,price\n${names.map((name) => `${name},1`).join('\n')}\n`)
      .expect(201);
    const bulk = (await as().get(`${base}/products?limit=1000`).expect(200)).body.products.filter(
      (p: { name: string }) => p.name.startsWith('Bulk '),
    );
    expect(bulk).toHaveLength(250);
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: location.id,
      transaction_type: 'IN',
      products: bulk.map((p: { id: string }) => ({ id: p.id, quantity: 5 })),
    }).expect(201);
    const count = (await as().post(`${base}/counts`).send({ location_id: location.id }).expect(201))
      .body.count;
    await as()
      .post(`${base}/counts/${count.id}/entries`)
      .send({ lines: bulk.map((p: { id: string }) => ({ product_id: p.id, counted: 6 })) })
      .expect(200);
    const approved = (await as().post(`${base}/counts/${count.id}/approve`).expect(200)).body.count;
    expect(approved.adjustment_ids).toHaveLength(1);

    const { inventory } = (
      await as().get(`${base}/inventory?location_id=${location.id}`).expect(200)
    ).body;
    const counted = inventory.filter((row: { product_id: string; current_stock: number }) =>
      bulk.some((p: { id: string }) => p.id === row.product_id),
    );
    expect(counted.map((row: { current_stock: number }) => row.current_stock)).toEqual(
      bulk.map(() => 6),
    );
    const [adjustment] = approved.adjustment_ids;
    expect((await as().get(`${base}/order/${adjustment}`).expect(200)).body.order).toMatchObject({
      transaction_type: 'ADJUST',
      reason: 'COUNT',
    });
    for (const product of [bulk[0], bulk[249]]) {
      const { history } = (
        await as()
          .get(`${base}/stock/history?product_id=${product.id}&location_id=${location.id}`)
          .expect(200)
      ).body;
      expect(history[0]).toMatchObject({ order_type: 'ADJUST', reason: 'COUNT', delta_current: 1 });
    }
  }, 120_000);

  it('counts only the products a search matches by name, SKU or barcode, and cancels', async () => {
    const count = (await start('Shop', { search: 'pl-9' }).expect(201)).body.count;
    expect(count.lines.map((l: Line) => l.product_name)).toEqual(['Plum']);
    expect(count.filter).toBe('pl-9');
    const cancelled = (await as().post(`${base}/counts/${count.id}/cancel`).expect(200)).body.count;
    expect(cancelled.status).toBe('CANCELLED');
    expect((await enter(count.id, { Plum: 1 }).expect(409)).body.message).toBe(
      'This count is cancelled: entering counts is no longer possible.',
    );
    await as().post(`${base}/counts/${count.id}/approve`).expect(409);
  });

  it('refuses a count below the units pending orders hold, naming the product', async () => {
    await move('IN', 'Shop', 'Apple', 4);
    await move('ORDER', 'Shop', 'Apple', 3);
    const count = (await start('Shop', { search: 'Apple' }).expect(201)).body.count;
    await enter(count.id, { Apple: 1 }).expect(200);
    expect((await as().post(`${base}/counts/${count.id}/approve`).expect(409)).body.message).toBe(
      'Counted below what pending orders hold: Apple (1 counted, 3 committed). Fulfil or cancel those orders, or count again.',
    );
  });

  it('refuses bad input with a 400 naming the problem, and an unknown count with 404', async () => {
    expect(
      (await as().post(`${base}/counts`).send({ location_id: 'x' }).expect(400)).body.message,
    ).toBe('location_id must be a location id');
    expect(
      (
        await as()
          .post(`${base}/counts`)
          .send({ location_id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff' })
          .expect(400)
      ).body.message,
    ).toBe('Please select a location.');
    expect((await start('Shop', { search: 'nothing like it' }).expect(400)).body.message).toBe(
      'No products to count: the filter matches no active product.',
    );
    const count = (await start('Shop').expect(201)).body.count;
    expect((await enter(count.id, { Apple: -1 }).expect(400)).body.message).toBe(
      'lines[0].counted must be a whole number from 0 to 1,000,000,000, or null to clear it',
    );
    expect(
      (await as().post(`${base}/counts/${count.id}/entries`).send({ lines: 'many' }).expect(400))
        .body.message,
    ).toBe('lines must be a list of { product_id, counted }');
    const other = (
      await as().post(`${base}/product`).send({ name: 'Stranger', price: 1 }).expect(201)
    ).body.product;
    expect(
      (
        await as()
          .post(`${base}/counts/${count.id}/entries`)
          .send({ lines: [{ product_id: other.id, counted: 1 }] })
          .expect(400)
      ).body.message,
    ).toBe(`This count does not hold ${other.id}.`);
    expect((await as().post(`${base}/counts/${count.id}/approve`).expect(400)).body.message).toBe(
      'Nothing counted yet: enter the counted quantities first.',
    );
    await as().get(`${base}/counts?status=LOST`).expect(400);
    await as().get(`${base}/counts/6f9619ff-8b86-4d01-b42d-00cf4fc964ff`).expect(404);
  });

  it('needs inventory:update to start, enter, approve or cancel; every member reads', async () => {
    const count = (await start('Shop').expect(201)).body.count;
    const auditor = await joinTeam(t, owner, 'auditor@example.test', [
      'inventory:update',
      'orders:create',
    ]);
    expect((await start('Shop', {}, auditor).expect(403)).body.message).toBe(
      'Auditors have read-only access.',
    );
    const counter = await joinTeam(t, owner, 'counter@example.test', ['inventory:update']);
    expect((await start('Shop', {}, counter).expect(403)).body.message).toBe(
      "You don't have permission to adjust inventory.",
    );
    await enter(count.id, { Apple: 1 }, counter).expect(403);
    await enter(count.id, { Apple: 1 }, auditor).expect(403);
    await as(auditor).post(`${base}/counts/${count.id}/approve`).expect(403);
    await as(auditor).post(`${base}/counts/${count.id}/cancel`).expect(403);
    await as(auditor).get(`${base}/counts/${count.id}`).expect(200);
    await as(auditor).get(`${base}/counts`).expect(200);
    // Another provider sees no such count.
    const stranger = await signUp(t, 'stranger@example.test');
    await as(stranger).get(`/api/provider/${stranger.providerId}/counts/${count.id}`).expect(404);
    await as(stranger)
      .post(`/api/provider/${stranger.providerId}/counts/${count.id}/cancel`)
      .expect(404);
  });
});
