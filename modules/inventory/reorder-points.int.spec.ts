import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  mailsTo,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { connectLive } from '../realtime/testing';
import { LowStockDigest } from './infrastructure/low-stock-digest';
import { lowStockProjection } from './projections/low-stock/low-stock.projection';

const OWNER = 'owner-low-stock@example.test';

describe('reorder points and low stock', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;

  const as = (who: SignedUp = owner) => asMember(t, who);
  const move = (type: 'IN' | 'OUT' | 'ORDER', product: string, quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Warehouse.id,
      transaction_type: type,
      ...(type === 'ORDER' ? { clientId: shop.clients.Ada.id } : {}),
      products: [{ id: shop.products[product].id, quantity }],
    }).expect(201);
  const point = (product: string, minimum: number | null, reorder_quantity?: number | null) => ({
    product_id: shop.products[product].id,
    location_id: shop.locations.Warehouse.id,
    minimum,
    reorder_quantity,
  });
  const setPoints = (points: object[], who: SignedUp = owner) =>
    as(who).put(`${base}/reorder-points`).send({ reorder_points: points });
  const lowStock = async () => (await as().get(`${base}/low-stock`).expect(200)).body;
  /** The projections have applied everything appended so far (an order waits for its own only). */
  const alertsOf = async (product: string) =>
    (
      await t.test.db.query(
        `SELECT raised_at, cleared_at FROM low_stock_alerts WHERE product_id = $1
          ORDER BY raised_at`,
        [shop.products[product].id],
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    owner = await signUp(t, OWNER);
    base = `/api/provider/${owner.providerId}`;
    shop = await openShop(t, owner, {
      locations: ['Warehouse', 'Shop'],
      products: { Apple: 1, Pear: 2, Widget: 3 },
      clients: ['Ada'],
    });
  });
  afterAll(() => t.close());

  it('lists a product once its order takes it to the minimum, once per crossing, and clears it when an inbound lifts it', async () => {
    await move('IN', 'Apple', 10);
    expect((await setPoints([point('Apple', 4, 20)]).expect(200)).body).toEqual({ updated: 1 });
    const shown = await as()
      .get(`${base}/reorder-points?product_id=${shop.products.Apple.id}`)
      .expect(200);
    expect(shown.body.reorder_points).toEqual([
      expect.objectContaining({
        product_name: 'Apple',
        location_name: 'Warehouse',
        minimum: 4,
        reorder_quantity: 20,
        current_stock: 10,
        low: false,
      }),
    ]);
    expect(await lowStock()).toEqual({ low_stock: [], pagination: { total: 0 } });

    // An order takes what can be promised to the minimum: low, with the suggested quantity.
    await move('ORDER', 'Apple', 6);
    await settled(t);
    const low = await lowStock();
    expect(low.pagination.total).toBe(1);
    expect(low.low_stock[0]).toMatchObject({
      product_name: 'Apple',
      location_name: 'Warehouse',
      current_stock: 4,
      minimum: 4,
      reorder_quantity: 20,
      suggested_quantity: 20,
      low: true,
    });
    // Staying low raises nothing more.
    await move('OUT', 'Apple', 2);
    await move('OUT', 'Apple', 1);
    await settled(t);
    expect(await alertsOf('Apple')).toHaveLength(1);
    expect((await lowStock()).low_stock[0].current_stock).toBe(1);

    // An inbound above the minimum clears it.
    await move('IN', 'Apple', 20);
    await settled(t);
    expect((await lowStock()).pagination.total).toBe(0);
    const [alert] = await alertsOf('Apple');
    expect(alert.cleared_at).not.toBeNull();

    // The next crossing is a new alert.
    await move('OUT', 'Apple', 18);
    await settled(t);
    expect(await alertsOf('Apple')).toHaveLength(2);
    expect((await lowStock()).pagination.total).toBe(1);
  });

  it('mails the owner a daily digest of what is low, with the quantities to order, once a day', async () => {
    const digest = t.app.get(LowStockDigest);
    // Before the configured hour (7 UTC by default) nothing goes out.
    expect(await digest.sendDue(new Date('2030-01-02T06:59:00Z'))).toBe(0);
    expect(await digest.sendDue(new Date('2030-01-02T07:30:00Z'))).toBe(1);
    expect(await digest.sendDue(new Date('2030-01-02T18:00:00Z'))).toBe(0);
    const mail = mailsTo(t, OWNER).at(-1)!;
    expect(mail).toContain('1 item low on stock');
    expect(mail).toContain('- Apple at Warehouse: 3 available, minimum 4, order 20');
    expect(mail).toContain(`/provider/${owner.providerId}/low-stock`);
    // The next day, again.
    expect(await digest.sendDue(new Date('2030-01-03T07:00:00Z'))).toBe(1);
  });

  it('raises an alert when a minimum is set at or above the stock, and drops it when removed', async () => {
    await move('IN', 'Pear', 3);
    await setPoints([point('Pear', 5)]).expect(200);
    const low = await lowStock();
    expect(low.low_stock.map((row: { product_name: string }) => row.product_name)).toContain(
      'Pear',
    );
    expect(
      low.low_stock.find((row: { product_name: string }) => row.product_name === 'Pear')
        .suggested_quantity,
    ).toBe(3);
    await setPoints([point('Pear', null)]).expect(200);
    expect(
      (await lowStock()).low_stock.map((row: { product_name: string }) => row.product_name),
    ).not.toContain('Pear');
  });

  it('tells the screens of the provider live of each crossing and of nothing else', async () => {
    const origin = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    const live = await connectLive(origin, { token: owner.token });
    try {
      expect(await live.subscribe({ provider_id: owner.providerId })).toEqual({ ok: true });
      const before = (await lowStock()).pagination.total;
      await move('IN', 'Widget', 10);
      await setPoints([point('Widget', 5)]).expect(200);
      await move('OUT', 'Widget', 6);
      const raised = await live.next<{ count: number; raised: { product_id: string }[] }>(
        'low-stock',
      );
      expect(raised).toMatchObject({
        count: before + 1,
        raised: [{ product_id: shop.products.Widget.id }],
      });
      // Staying low sends nothing; recovering clears. Publishes arrive in commit order, so a
      // message for the second OUT would come before the clearing one.
      await move('OUT', 'Widget', 1);
      await move('IN', 'Widget', 10);
      const cleared = await live.next<{ count: number; cleared: { product_id: string }[] }>(
        'low-stock',
        (message) => message.cleared.length > 0,
      );
      expect(cleared).toMatchObject({
        count: before,
        cleared: [{ product_id: shop.products.Widget.id }],
      });
      expect(live.received.filter((m) => m.event === 'low-stock')).toHaveLength(2);
      await setPoints([point('Widget', null)]).expect(200);
    } finally {
      live.close();
    }
  });

  it('imports reorder points from CSV and exports them back', async () => {
    const csv = [
      'product_id,location_id,minimum,reorder_quantity',
      `${shop.products.Widget.id},${shop.locations.Shop.id},7,30`,
      `${shop.products.Widget.id},${shop.locations.Warehouse.id},2,`,
    ].join('\n');
    const importCsv = (text: string, dryRun: boolean) =>
      as()
        .post(`${base}/reorder-points/import?dry_run=${dryRun}`)
        .set('Content-Type', 'text/csv')
        .send(text);
    // A dry run checks and sets nothing.
    expect((await importCsv(csv, true).expect(201)).body).toEqual({
      total: 2,
      valid: 2,
      errors: [],
      imported: 0,
    });
    expect(
      (await as().get(`${base}/reorder-points?product_id=${shop.products.Widget.id}`)).body,
    ).toEqual({ reorder_points: [] });
    expect((await importCsv(csv, false).expect(201)).body).toEqual({
      total: 2,
      valid: 2,
      errors: [],
      imported: 2,
    });
    const exported = await as().get(`${base}/reorder-points/export.csv`).expect(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'product_id,location_id,minimum,reorder_quantity,product,location,current_stock,in_transit_stock,low,suggested_quantity',
    );
    expect(lines).toContain(
      `${shop.products.Widget.id},${shop.locations.Shop.id},7,30,Widget,Shop,0,0,true,30`,
    );
    expect(lines).toContain(
      `${shop.products.Widget.id},${shop.locations.Warehouse.id},2,,Widget,Warehouse,13,0,false,0`,
    );

    const bad = await importCsv(
      `product_id,location_id,minimum\n${shop.products.Widget.id},${shop.locations.Shop.id},-2\n`,
      false,
    ).expect(400);
    expect(bad.body.errors).toEqual([
      { line: 2, message: 'minimum must be a whole number from 0 to 1,000,000,000' },
    ]);
    expect((await importCsv('product_id,minimum\n', false).expect(400)).body.errors).toEqual([
      { line: 1, message: 'Missing column: location_id' },
    ]);
  });

  it('refuses bad settings with a 400 naming the problem', async () => {
    const message = async (body: object) =>
      (await as().put(`${base}/reorder-points`).send(body).expect(400)).body.message;
    expect(await message({})).toContain('reorder_points must be a list');
    expect(await message({ reorder_points: [point('Apple', -1)] })).toContain(
      'reorder_points[0]: minimum must be a whole number',
    );
    expect(await message({ reorder_points: [point('Apple', 2, 1.5)] })).toContain(
      'reorder_quantity must be a whole number',
    );
    expect(
      await message({ reorder_points: [{ ...point('Apple', 2), product_id: 'x' }] }),
    ).toContain('product_id must be a product id');
    expect(await message({ reorder_points: [point('Apple', null, 5)] })).toContain(
      'A reorder quantity needs a minimum.',
    );
    const stranger = await signUp(t, 'stranger@example.test');
    const theirs = await openShop(t, stranger, { locations: ['Yard'], products: { Nail: 1 } });
    expect(
      await message({
        reorder_points: [{ ...point('Apple', 2), product_id: theirs.products.Nail.id }],
      }),
    ).toBe(`No such product: ${theirs.products.Nail.id}`);
    await as().get(`${base}/low-stock?location_id=nowhere`).expect(400);
  });

  it('lets only members allowed to update inventory set minimums, and every member read them', async () => {
    const teammate = await joinTeam(t, owner, 'counter@example.test', ['inventory:update']);
    expect((await setPoints([point('Apple', 1)], teammate).expect(403)).body.message).toBe(
      "You don't have permission to adjust inventory.",
    );
    await as(teammate)
      .post(`${base}/reorder-points/import`)
      .set('Content-Type', 'text/csv')
      .send('product_id,location_id,minimum\n')
      .expect(403);
    await as(teammate).get(`${base}/low-stock`).expect(200);
    await as(teammate).get(`${base}/reorder-points`).expect(200);
    const stranger = await signUp(t, 'outsider@example.test');
    await as(stranger).get(`${base}/low-stock`).expect(403);
  });

  it('rebuilds from the events to the very same cells, alerts and counts', async () => {
    await settled(t);
    expect(
      await verifyProjection(
        t.app.get(Database),
        t.app.get<EventStore>(EVENT_STORE),
        lowStockProjection,
      ),
    ).toEqual([]);
  });
});
