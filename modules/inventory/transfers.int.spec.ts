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
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { stockStreamId } from './domain/stock-stream';
import { transfersProjection } from './projections/transfers/transfers.projection';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

describe('transfers between locations', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;
  let store: EventStore;
  let db: Database;

  const as = (who: SignedUp = owner) => asMember(t, who);
  const stockIn = (location: string, product: string, quantity: number) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations[location].id,
      transaction_type: 'IN',
      products: [{ id: shop.products[product].id, quantity }],
    }).expect(201);
  const create = (from: string, to: string, lines: Record<string, number>, who: SignedUp = owner) =>
    as(who)
      .post(`${base}/transfers`)
      .send({
        from_location_id: shop.locations[from].id,
        to_location_id: shop.locations[to].id,
        products: Object.entries(lines).map(([name, quantity]) => ({
          product_id: shop.products[name].id,
          quantity,
        })),
        notes: 'Pallet 4',
      });
  /** The grid's cell of a product at a location (zeros when it has none). */
  const cell = async (product: string, location: string) => {
    const { inventory } = (await as().get(`${base}/inventory`).expect(200)).body;
    const found = inventory.find(
      (row: { product_id: string; location_id: string }) =>
        row.product_id === shop.products[product].id &&
        row.location_id === shop.locations[location].id,
    );
    return found
      ? {
          current: found.current_stock,
          committed: found.committed_stock,
          in_transit: found.in_transit_stock,
        }
      : { current: 0, committed: 0, in_transit: 0 };
  };
  /** The sums of a stock stream's deltas: what the figures must be. */
  const summed = async (location: string, product: string) => {
    const events = await store.readStream(
      stockStreamId(shop.locations[location].id, shop.products[product].id),
    );
    const sum = (key: string) =>
      events.reduce(
        (total, e) => total + ((e.data as { delta: Record<string, number> }).delta[key] ?? 0),
        0,
      );
    return { current: sum('current'), committed: sum('committed'), in_transit: sum('inTransit') };
  };

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' });
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    store = t.app.get<EventStore>(EVENT_STORE);
    db = t.test.db;
    shop = await openShop(t, owner, {
      locations: ['Warehouse', 'Shop', 'Kiosk'],
      products: { Apple: 1, Pear: 2, Widget: 3 },
      clients: ['Ada'],
    });
  });
  afterAll(() => t.close());

  it('creates, ships, receives part, writes off the rest, and the grid, ledger and audit follow', async () => {
    await stockIn('Warehouse', 'Apple', 10);
    await stockIn('Warehouse', 'Pear', 4);
    const created = await create('Warehouse', 'Shop', { Apple: 6, Pear: 4 }).expect(201);
    const transfer = created.body.transfer;
    expect(transfer).toMatchObject({
      // The provider's first transfer: numbered in its own series.
      number: 'TR-1001',
      status: 'CREATED',
      from_location: { id: shop.locations.Warehouse.id, name: 'Warehouse' },
      to_location: { id: shop.locations.Shop.id, name: 'Shop' },
      notes: 'Pallet 4',
      shipped_at: null,
      lines: [
        { product_name: 'Apple', quantity: 6, received: 0, written_off: 0, in_transit: 0 },
        { product_name: 'Pear', quantity: 4, received: 0, written_off: 0, in_transit: 0 },
      ],
    });
    // Created, nothing moves.
    expect(await cell('Apple', 'Warehouse')).toEqual({ current: 10, committed: 0, in_transit: 0 });

    const shipped = await as().post(`${base}/transfers/${transfer.id}/ship`).expect(200);
    expect(shipped.body.transfer).toMatchObject({ status: 'IN_TRANSIT' });
    expect(shipped.body.transfer.shipped_at).toEqual(expect.any(String));
    expect(await cell('Apple', 'Warehouse')).toEqual({ current: 4, committed: 0, in_transit: 0 });
    expect(await cell('Apple', 'Shop')).toEqual({ current: 0, committed: 0, in_transit: 6 });
    expect(await cell('Pear', 'Shop')).toEqual({ current: 0, committed: 0, in_transit: 4 });
    // Shipping again changes nothing.
    await as().post(`${base}/transfers/${transfer.id}/ship`).expect(200);
    expect(await cell('Apple', 'Warehouse')).toEqual({ current: 4, committed: 0, in_transit: 0 });

    const partly = await as()
      .post(`${base}/transfers/${transfer.id}/receive`)
      .send({ products: [{ product_id: shop.products.Apple.id, quantity: 5 }] })
      .expect(200);
    expect(partly.body.transfer).toMatchObject({
      status: 'PARTIALLY_RECEIVED',
      lines: [
        { product_name: 'Apple', received: 5, in_transit: 1 },
        { product_name: 'Pear', received: 0, in_transit: 4 },
      ],
    });
    expect(await cell('Apple', 'Shop')).toEqual({ current: 5, committed: 0, in_transit: 1 });

    const closed = await as()
      .post(`${base}/transfers/${transfer.id}/receive`)
      .send({
        products: [{ product_id: shop.products.Pear.id, quantity: 3 }],
        write_off_reason: 'DAMAGE',
        write_off_note: 'Crushed in the van',
      })
      .expect(200);
    expect(closed.body.transfer).toMatchObject({
      status: 'RECEIVED',
      lines: [
        { product_name: 'Apple', received: 5, written_off: 1, in_transit: 0 },
        { product_name: 'Pear', received: 3, written_off: 1, in_transit: 0 },
      ],
    });
    expect(closed.body.transfer.history.map((s: { type: string }) => s.type)).toEqual([
      'TransferCreated',
      'TransferShipped',
      'TransferReceived',
      'TransferReceived',
      'TransferWrittenOff',
    ]);
    expect(closed.body.transfer.history[4]).toMatchObject({
      reason: 'DAMAGE',
      note: 'Crushed in the van',
      lines: [
        { product_name: 'Apple', quantity: 1 },
        { product_name: 'Pear', quantity: 1 },
      ],
    });
    expect(await cell('Apple', 'Shop')).toEqual({ current: 5, committed: 0, in_transit: 0 });
    expect(await cell('Pear', 'Shop')).toEqual({ current: 3, committed: 0, in_transit: 0 });
    for (const [location, product] of [
      ['Warehouse', 'Apple'],
      ['Shop', 'Apple'],
      ['Shop', 'Pear'],
    ])
      expect(await summed(location, product)).toEqual(await cell(product, location));

    // The ledger lists each transfer change with its reason; the write-off carries its terms.
    const { history } = (
      await as()
        .get(
          `${base}/stock/history?product_id=${shop.products.Apple.id}&location_id=${shop.locations.Shop.id}`,
        )
        .expect(200)
    ).body;
    expect(
      history.map((row: { order_type: string; event_type: string; delta_current: number }) => [
        row.order_type,
        row.event_type,
        row.delta_current,
      ]),
    ).toEqual([
      ['TRANSFER', 'written_off', 0],
      ['TRANSFER', 'received', 5],
      ['TRANSFER', 'shipped', 0],
    ]);
    expect(history[0]).toMatchObject({ order_id: transfer.id });

    // As of now the ledger answers the grid's figures; the replay and the chain agree.
    await settled(t);
    const asOf = (
      await as()
        .get(`${base}/inventory?as_of=${new Date(Date.now() + 1000).toISOString()}`)
        .expect(200)
    ).body.inventory;
    const shopApple = asOf.find(
      (row: { product_id: string; location_id: string }) =>
        row.product_id === shop.products.Apple.id && row.location_id === shop.locations.Shop.id,
    );
    expect(shopApple).toMatchObject({ current_stock: 5, committed_stock: 0 });
    const replay = await replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect(replay).toMatchObject({ differences: [], inconsistent: [] });
    expect(replay.ledger).toBeUndefined();
    expect(await verifyChain(db, store, owner.providerId)).toEqual({ links: replay.events });

    // Lists by status, and as CSV.
    const list = (query: string) => as().get(`${base}/transfers${query}`).expect(200);
    expect((await list('?status=RECEIVED')).body).toMatchObject({
      transfers: [{ id: transfer.id }],
      pagination: { total: 1 },
    });
    expect((await list('?status=CREATED,IN_TRANSIT')).body.pagination.total).toBe(0);
    const csv = await as().get(`${base}/transfers/export.csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.trim().split(/\r?\n/)).toEqual([
      'transfer_id,number,status,from_location,to_location,created_at,shipped_at,closed_at,product_id,product_name,quantity,received,written_off,in_transit,notes',
      expect.stringContaining(`${transfer.id},TR-1001,RECEIVED,Warehouse,Shop,`),
      expect.stringContaining(',Pear,4,3,1,0,Pallet 4'),
    ]);
  }, 120_000);

  it('refuses bad input with a 4xx naming the problem', async () => {
    const bad = (body: object) => as().post(`${base}/transfers`).send(body).expect(400);
    expect((await create('Warehouse', 'Warehouse', { Apple: 1 }).expect(400)).body.message).toBe(
      'A transfer must go to another location.',
    );
    expect(
      (
        await bad({
          from_location_id: shop.locations.Warehouse.id,
          to_location_id: 'nowhere',
          products: [],
        })
      ).body.message,
    ).toBe('to_location_id must be a location id');
    expect(
      (
        await bad({
          from_location_id: shop.locations.Warehouse.id,
          to_location_id: shop.locations.Shop.id,
          products: [{ product_id: shop.products.Apple.id, quantity: -2 }],
        })
      ).body.message,
    ).toBe('products[0].quantity must be a whole number from 0 to 1,000,000,000');
    expect(
      (
        await bad({
          from_location_id: shop.locations.Warehouse.id,
          to_location_id: shop.locations.Shop.id,
          products: 'all of it',
        })
      ).body.message,
    ).toBe('products must be a list of { product_id, quantity }');
    expect(
      (
        await bad({
          from_location_id: shop.locations.Warehouse.id,
          to_location_id: shop.locations.Shop.id,
          products: [{ product_id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff', quantity: 1 }],
        })
      ).body.message,
    ).toBe('No such product: 6f9619ff-8b86-4d01-b42d-00cf4fc964ff');

    const { transfer } = (await create('Warehouse', 'Kiosk', { Widget: 1 }).expect(201)).body;
    expect(
      (await as().post(`${base}/transfers/${transfer.id}/receive`).send({}).expect(409)).body
        .message,
    ).toBe('This transfer has not been shipped yet.');
    // Widget has no stock at the Warehouse: shipping is refused, nothing moves.
    expect(
      (await as().post(`${base}/transfers/${transfer.id}/ship`).expect(409)).body.message,
    ).toBe('Not enough stock of Widget: 0 available.');
    await as()
      .post(`${base}/transfers/${transfer.id}/receive`)
      .send({ write_off_note: 'lost' })
      .expect(400);
    await as().get(`${base}/transfers?status=LOST`).expect(400);
    await as().get(`${base}/transfers/6f9619ff-8b86-4d01-b42d-00cf4fc964ff`).expect(404);
    expect(
      (await as().post(`${base}/transfers/${transfer.id}/cancel`).expect(200)).body.transfer.status,
    ).toBe('CANCELLED');
    await as().post(`${base}/transfers/${transfer.id}/ship`).expect(409);

    // inventory:update is needed to create, ship or receive; reading is every member's.
    const teammate = await joinTeam(t, owner, 'mover@example.test', ['inventory:update']);
    expect(
      (await create('Warehouse', 'Kiosk', { Apple: 1 }, teammate).expect(403)).body.message,
    ).toBe("You don't have permission to adjust inventory.");
    await as(teammate).post(`${base}/transfers/${transfer.id}/ship`).expect(403);
    await as(teammate).get(`${base}/transfers/${transfer.id}`).expect(200);
    // Another provider sees no such transfer.
    const stranger = await signUp(t, 'stranger@example.test');
    await as(stranger)
      .get(`/api/provider/${stranger.providerId}/transfers/${transfer.id}`)
      .expect(404);
    await as(stranger)
      .post(`/api/provider/${stranger.providerId}/transfers/${transfer.id}/ship`)
      .expect(404);
  }, 120_000);

  it('never takes the source below zero when transfers and orders race for the last units', async () => {
    await stockIn('Kiosk', 'Widget', 10);
    const transfers = await Promise.all(
      Array.from(
        { length: 5 },
        async () =>
          (await create('Kiosk', 'Shop', { Widget: 3 }).expect(201)).body.transfer.id as string,
      ),
    );
    const answers = await Promise.all([
      ...transfers.map((id) => as().post(`${base}/transfers/${id}/ship`)),
      ...Array.from({ length: 10 }, () =>
        placeOrder(t, owner, {
          providerId: owner.providerId,
          clientId: shop.clients.Ada.id,
          locationId: shop.locations.Kiosk.id,
          transaction_type: 'ORDER',
          products: [{ id: shop.products.Widget.id, quantity: 1 }],
        }),
      ),
    ]);
    const ships = answers.slice(0, 5).map((res) => res.status);
    const orders = answers.slice(5).map((res) => res.status);
    expect([...ships, ...orders].every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
    const shippedUnits = 3 * ships.filter((s) => s === 200).length;
    const orderedUnits = orders.filter((s) => s === 201).length;
    // Every unit went once: what is left could not serve any refused request.
    expect(shippedUnits + orderedUnits).toBeLessThanOrEqual(10);
    const left = 10 - shippedUnits - orderedUnits;
    if (orders.some((s) => s === 409)) expect(left).toBe(0);
    if (ships.some((s) => s === 409)) expect(left).toBeLessThan(3);
    const kiosk = await cell('Widget', 'Kiosk');
    expect(kiosk).toEqual({ current: left, committed: orderedUnits, in_transit: 0 });
    expect(await summed('Kiosk', 'Widget')).toEqual(kiosk);
    const shopWidget = await cell('Widget', 'Shop');
    expect(shopWidget.in_transit).toBe(shippedUnits);
    expect(await summed('Shop', 'Widget')).toEqual(shopWidget);
    // No event ever carried a level below zero at the source.
    const events = await store.readStream(
      stockStreamId(shop.locations.Kiosk.id, shop.products.Widget.id),
    );
    expect(events.every((e) => (e.data as { after: { current: number } }).after.current >= 0)).toBe(
      true,
    );
    await settled(t);
    expect(await replayStock(db, store, owner.providerId, FAR_FUTURE)).toMatchObject({
      differences: [],
      inconsistent: [],
    });
  }, 120_000);

  it('numbers transfers created at once consecutively, and a rebuild numbers them the same', async () => {
    await stockIn('Kiosk', 'Widget', 10);
    const made = await Promise.all(
      [1, 2, 3].map(() => create('Kiosk', 'Shop', { Widget: 1 }).expect(201)),
    );
    const numbers = made.map((res) => res.body.transfer.number as string);
    const { transfers } = (await as().get(`${base}/transfers?limit=100`).expect(200)).body;
    const all = transfers.map((t: { number: string }) => Number(t.number.slice(3))).sort();
    expect(all).toEqual(all.map((_: number, i: number) => 1001 + i));
    expect(new Set(numbers).size).toBe(3);
    expect(await verifyProjection(db, store, transfersProjection)).toEqual([]);
  });
});
