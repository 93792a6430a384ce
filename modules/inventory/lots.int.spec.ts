import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import {
  createTestApp,
  joinTeam,
  SignedUp,
  signUp,
  TestApp,
} from '../../apps/api/testing/create-test-app';
import { settled } from '../../apps/api/testing/settle';
import { clientOrder, openShop, placeOrder, Shop } from '../../apps/api/testing/shop';
import { replayStock, verifyChain } from '../audit';
import { Database, EVENT_STORE, EventStore, parseCsv, verifyProjection } from '../platform';
import { stockLotsProjection } from './projections/stock-lots/stock-lots.projection';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');
const SOON = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const LATER = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

interface Lot {
  product_id: string;
  location_id: string;
  lot_code: string;
  expiry_date: string | null;
  current_stock: number;
  committed_stock: number;
  expired: boolean;
}

describe('lots and expiry', () => {
  let t: TestApp;
  let owner: SignedUp;
  let shop: Shop;
  let base: string;
  let store: EventStore;
  let db: Database;

  const as = (who: SignedUp = owner) => asMember(t, who);
  const move = (
    type: 'IN' | 'OUT' | 'ORDER' | 'ADJUST',
    lines: { product: string; quantity: number; lot_code?: string; expiry_date?: string | null }[],
    extra: Record<string, unknown> = {},
  ) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: shop.locations.Warehouse.id,
      transaction_type: type,
      ...(type === 'ORDER' ? { clientId: shop.clients.Ada.id } : {}),
      products: lines.map(({ product, ...line }) => ({ id: shop.products[product].id, ...line })),
      ...extra,
    });
  const lotsOf = async (product: string, query = ''): Promise<Lot[]> =>
    (await as().get(`${base}/lots?product_id=${shop.products[product].id}${query}`).expect(200))
      .body.lots;
  const figures = (lots: Lot[]) =>
    Object.fromEntries(lots.map((l) => [l.lot_code, [l.current_stock, l.committed_stock]]));
  const cell = async (product: string) => {
    const { stock } = (
      await as().get(`${base}/product/${shop.products[product].id}/stock`).expect(200)
    ).body;
    const row = stock.find(
      (s: { location_id: string }) => s.location_id === shop.locations.Warehouse.id,
    );
    return [row?.current_stock ?? 0, row?.committed_stock ?? 0];
  };

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' });
    owner = await signUp(t);
    base = `/api/provider/${owner.providerId}`;
    store = t.app.get<EventStore>(EVENT_STORE);
    db = t.test.db;
    shop = await openShop(t, owner, {
      locations: ['Warehouse', 'Shop'],
      products: { Milk: 2, Salt: 1, Yogurt: 3, Cheese: 5, Butter: 4, Bread: 1 },
      clients: ['Ada'],
    });
    for (const name of ['Milk', 'Yogurt', 'Cheese', 'Butter'])
      await as()
        .put(`${base}/product/${shop.products[name].id}`)
        .send({ track_lots: true })
        .expect(200);
  });
  afterAll(() => t.close());

  it('shows track_lots on products that keep lots only, and leaves the others as they were', async () => {
    const milk = await as().get(`${base}/product/${shop.products.Milk.id}`).expect(200);
    expect(milk.body.product.track_lots).toBe(true);
    const salt = await as().get(`${base}/product/${shop.products.Salt.id}`).expect(200);
    expect(salt.body.product).not.toHaveProperty('track_lots');
    await as()
      .put(`${base}/product/${shop.products.Salt.id}`)
      .send({ track_lots: null })
      .expect(400);
  });

  it('receives into lots, picks the lot that expires first, and cancelling gives the units back to their lots', async () => {
    await move('IN', [{ product: 'Milk', quantity: 5 }]).expect(400);
    await move('IN', [
      { product: 'Milk', quantity: 6, lot_code: 'LATE-1', expiry_date: LATER },
    ]).expect(201);
    await move('IN', [
      { product: 'Milk', quantity: 4, lot_code: 'SOON-1', expiry_date: SOON },
    ]).expect(201);
    expect(figures(await lotsOf('Milk'))).toEqual({ 'SOON-1': [4, 0], 'LATE-1': [6, 0] });

    const placed = await move('ORDER', [{ product: 'Milk', quantity: 5 }]).expect(201);
    // The order names the lots its units came from.
    const detail = await as().get(`${base}/order/${placed.body.order.id}`).expect(200);
    expect(detail.body.order.line_items[0].lots).toEqual([
      { lot_code: 'SOON-1', expiry_date: SOON, quantity: 4 },
      { lot_code: 'LATE-1', expiry_date: LATER, quantity: 1 },
    ]);
    expect(figures(await lotsOf('Milk'))).toEqual({ 'SOON-1': [0, 4], 'LATE-1': [5, 1] });
    expect(await cell('Milk')).toEqual([5, 5]);

    await as().put(`${base}/order/${placed.body.order.id}`).send({ cancelled: true }).expect(200);
    await settled(t);
    expect(figures(await lotsOf('Milk'))).toEqual({ 'SOON-1': [4, 0], 'LATE-1': [6, 0] });

    // A chosen lot gives all the units; more than it holds is a 409 naming it.
    await move('OUT', [{ product: 'Milk', quantity: 2, lot_code: 'LATE-1' }]).expect(201);
    const short = await move('OUT', [{ product: 'Milk', quantity: 5, lot_code: 'LATE-1' }]).expect(
      409,
    );
    expect(short.body.message).toBe('Not enough stock of Milk in lot LATE-1: 4 available.');
    expect(figures(await lotsOf('Milk'))).toEqual({ 'SOON-1': [4, 0], 'LATE-1': [4, 0] });
    // The lots sum to the location's figures.
    expect(await cell('Milk')).toEqual([8, 0]);
  });

  it('leaves expired lots out of orders, takes them when chosen, and lists what expires soon', async () => {
    await move('IN', [
      { product: 'Yogurt', quantity: 3, lot_code: 'OLD', expiry_date: '2020-01-01' },
    ]).expect(201);
    await move('IN', [
      { product: 'Yogurt', quantity: 2, lot_code: 'NEW', expiry_date: SOON },
    ]).expect(201);
    const refused = await move('ORDER', [{ product: 'Yogurt', quantity: 4 }]).expect(409);
    expect(refused.body.message).toContain('3 more expired');
    await move('ORDER', [{ product: 'Yogurt', quantity: 2 }]).expect(201);

    const lots = await lotsOf('Yogurt');
    expect(lots.map((l) => [l.lot_code, l.expired])).toEqual([
      ['OLD', true],
      ['NEW', false],
    ]);
    const expiring = (await as().get(`${base}/lots?expiring_within_days=0`).expect(200)).body;
    expect(expiring.lots.map((l: Lot) => l.lot_code)).toEqual(['OLD']);
    expect(expiring.pagination.total).toBe(1);

    await move('OUT', [{ product: 'Yogurt', quantity: 3, lot_code: 'OLD' }]).expect(201);
    expect(figures(await lotsOf('Yogurt'))).toEqual({ NEW: [0, 2] });
  });

  it('traces a lot to every order and movement that took from it (a recall), each named by its number', async () => {
    await move('IN', [
      { product: 'Milk', quantity: 3, lot_code: 'RECALL-7', expiry_date: SOON },
    ]).expect(201);
    const order = await move('ORDER', [
      { product: 'Milk', quantity: 2, lot_code: 'RECALL-7' },
    ]).expect(201);
    const out = await move('OUT', [{ product: 'Milk', quantity: 1, lot_code: 'RECALL-7' }]).expect(
      201,
    );
    await settled(t);
    const numberOf = async (id: string) =>
      (await as().get(`${base}/order/${id}`).expect(200)).body.order.number as string;
    const [orderNumber, outNumber] = [
      await numberOf(order.body.order.id),
      await numberOf(out.body.order.id),
    ];
    expect(orderNumber).toMatch(/^#\d+$/);
    expect(outNumber).toMatch(/^MV-\d+$/);
    const trace = (await as().get(`${base}/lots/recall-7/trace`).expect(200)).body;
    expect(trace.takers).toEqual([
      expect.objectContaining({
        order_id: order.body.order.id,
        order_number: orderNumber,
        order_type: 'ORDER',
        quantity: 2,
        client_name: 'Ada',
        product_name: 'Milk',
        location_name: 'Warehouse',
      }),
      expect.objectContaining({
        order_number: outNumber,
        order_type: 'OUT',
        quantity: 1,
        client_name: null,
      }),
    ]);
    expect(
      trace.movements.map((m: { reason: string; delta_current: number }) => m.delta_current),
    ).toEqual([3, -2, -1]);
    expect(trace.movements.map((m: { order_number: string }) => m.order_number)).toEqual([
      expect.stringMatching(/^MV-\d+$/),
      orderNumber,
      outNumber,
    ]);
    const csv = await as().get(`${base}/lots/export.csv`).expect(200);
    expect(csv.text.split(/\r?\n/)[0]).toBe(
      'product_id,product,location_id,location,lot_code,expiry_date,current_stock,committed_stock,total_stock,expired',
    );
    expect(csv.text).toContain(',RECALL-7,');
  });

  it('answers lot figures as of a moment, and the ledger, replay and chain still hold', async () => {
    const before = new Date().toISOString();
    await move('IN', [
      { product: 'Milk', quantity: 9, lot_code: 'AFTER', expiry_date: LATER },
    ]).expect(201);
    await settled(t);
    const then = (await lotsOf('Milk', `&as_of=${before}`)).map((l) => l.lot_code);
    expect(then).not.toContain('AFTER');
    expect((await lotsOf('Milk')).map((l) => l.lot_code)).toContain('AFTER');
    const replay = await replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect(replay).toMatchObject({ differences: [], inconsistent: [] });
    expect(await verifyChain(db, store, owner.providerId)).toEqual({ links: replay.events });
    // Replayed from the first event, the lots and their movements come out the same.
    expect(await verifyProjection(db, store, stockLotsProjection)).toEqual([]);
  });

  it('refuses bad lot input with a 400 naming the field', async () => {
    const bad = async (line: Record<string, unknown>, field: string) => {
      const res = await move('IN', [{ product: 'Milk', quantity: 1, ...line }]).expect(400);
      expect(res.body.message).toContain(field);
    };
    await bad({ lot_code: 'x'.repeat(65) }, 'lot_code');
    await bad({ lot_code: '   ' }, 'lot_code');
    await bad({ lot_code: 5 }, 'lot_code');
    await bad({ lot_code: 'A\u0001B' }, 'lot_code');
    // NUL and a lone surrogate inside the order's JSON text are refused before anything else.
    expect(
      (await move('IN', [{ product: 'Milk', quantity: 1, lot_code: 'A\u0000B' }])).status,
    ).toBe(400);
    expect((await move('IN', [{ product: 'Milk', quantity: 1, lot_code: '\ud800' }])).status).toBe(
      400,
    );
    await bad({ lot_code: null, expiry_date: '2026-12-01' }, 'lot_code');
    await bad({ lot_code: 'A', expiry_date: '2026-02-30' }, 'expiry_date');
    await bad({ lot_code: 'A', expiry_date: '10000-01-01' }, 'expiry_date');
    await bad({ lot_code: 'A', expiry_date: 20260101 }, 'expiry_date');
    const salt = await move('IN', [{ product: 'Salt', quantity: 1, lot_code: 'S1' }]).expect(400);
    expect(salt.body.message).toBe(
      'lot_code and expiry_date are only for products that track lots.',
    );
    await as()
      .get(`${base}/lots/${'y'.repeat(65)}/trace`)
      .expect(400);
    await as().get(`${base}/lots?expiring_within_days=abc`).expect(400);
    await as().get(`${base}/lots?expiring_within_days=99999`).expect(400);
    await as().get(`${base}/lots?as_of=yesterday`).expect(400);
    await as().get(`${base}/lots?product_id=nope`).expect(400);
  });

  it('lets auditors read lots and the recall, refuses their movements, and strangers everything', async () => {
    const auditor = await joinTeam(t, owner, `auditor-${Date.now()}@example.test`, [
      'inventory:update',
      'orders:create',
    ]);
    await as(auditor).get(`${base}/lots`).expect(200);
    await as(auditor).get(`${base}/lots/RECALL-7/trace`).expect(200);
    await placeOrder(t, auditor, {
      providerId: owner.providerId,
      locationId: shop.locations.Warehouse.id,
      transaction_type: 'IN',
      products: [{ id: shop.products.Milk.id, quantity: 1, lot_code: 'AUD' }],
    }).expect(403);
    const stranger = await signUp(t);
    for (const path of ['lots', 'lots/export.csv', 'lots/movements.csv', 'lots/RECALL-7/trace'])
      expect(
        (
          await request(t.app.getHttpServer())
            .get(`${base}/${path}`)
            .set('Authorization', stranger.bearer)
        ).status,
      ).toBe(403);
  });

  it('gives the last units of a lot to one of two racing requests; the other gets a clean 409', async () => {
    await move('IN', [
      { product: 'Yogurt', quantity: 1, lot_code: 'LAST', expiry_date: LATER },
    ]).expect(201);
    for (let round = 0; round < 3; round++) {
      if (round > 0)
        await move('IN', [{ product: 'Yogurt', quantity: 1, lot_code: 'LAST' }]).expect(201);
      // Two outbound movements first, then an outbound against an order.
      const answers = await Promise.all([
        move('OUT', [{ product: 'Yogurt', quantity: 1, lot_code: 'LAST' }]),
        move(round === 0 ? 'OUT' : 'ORDER', [{ product: 'Yogurt', quantity: 1, lot_code: 'LAST' }]),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(
        'Not enough stock of Yogurt in lot LAST: 0 available.',
      );
    }
    const last = (await lotsOf('Yogurt')).find((l) => l.lot_code === 'LAST');
    expect(last === undefined || last.current_stock === 0).toBe(true);
  });

  it('keeps units held before a product tracked lots in no lot, after its lots', async () => {
    await move('IN', [{ product: 'Salt', quantity: 4 }]).expect(201);
    await as()
      .put(`${base}/product/${shop.products.Salt.id}`)
      .send({ track_lots: true })
      .expect(200);
    await move('IN', [{ product: 'Salt', quantity: 3, lot_code: 'S1' }]).expect(201);
    const read = async () =>
      (await as().get(`${base}/lots?product_id=${shop.products.Salt.id}`).expect(200)).body;
    expect((await read()).unlotted).toEqual([
      expect.objectContaining({ location_name: 'Warehouse', current_stock: 4, committed_stock: 0 }),
    ]);
    await move('ORDER', [{ product: 'Salt', quantity: 5 }]).expect(201);
    const after = await read();
    expect(figures(after.lots)).toEqual({ S1: [0, 3] });
    expect(after.unlotted).toEqual([
      expect.objectContaining({ current_stock: 2, committed_stock: 2 }),
    ]);
    expect(await cell('Salt')).toEqual([2, 5]);
  });

  it("ships a transfer first expiry first out (expired lots stay) into the same lots, and a count's shortfall takes expired units first", async () => {
    await move('IN', [
      { product: 'Cheese', quantity: 2, lot_code: 'C-OLD', expiry_date: '2020-01-01' },
    ]).expect(201);
    await move('IN', [
      { product: 'Cheese', quantity: 3, lot_code: 'C-1', expiry_date: SOON },
    ]).expect(201);
    await move('IN', [
      { product: 'Cheese', quantity: 3, lot_code: 'C-2', expiry_date: LATER },
    ]).expect(201);
    const { transfer } = (
      await as()
        .post(`${base}/transfers`)
        .send({
          from_location_id: shop.locations.Warehouse.id,
          to_location_id: shop.locations.Shop.id,
          products: [{ product_id: shop.products.Cheese.id, quantity: 4 }],
        })
        .expect(201)
    ).body;
    await as().post(`${base}/transfers/${transfer.id}/ship`).expect(200);
    await as().post(`${base}/transfers/${transfer.id}/receive`).send({}).expect(200);
    await settled(t);
    const at = (location: string) => `&location_id=${shop.locations[location].id}`;
    expect(figures(await lotsOf('Cheese', at('Warehouse')))).toEqual({
      'C-OLD': [2, 0],
      'C-2': [2, 0],
    });
    // The shop received the units into the lots they left in.
    const shopLots = (
      await as()
        .get(`${base}/lots?product_id=${shop.products.Cheese.id}${at('Shop')}`)
        .expect(200)
    ).body;
    expect(figures(shopLots.lots)).toEqual({ 'C-1': [3, 0], 'C-2': [1, 0] });
    expect(shopLots.unlotted).toEqual([]);
    // The transfer's detail names the lots: on its line, on the shipment and on the receipt.
    const detail = (await as().get(`${base}/transfers/${transfer.id}`).expect(200)).body.transfer;
    const took = [
      { lot_code: 'C-1', expiry_date: SOON, quantity: 3 },
      { lot_code: 'C-2', expiry_date: LATER, quantity: 1 },
    ];
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: 4, lots: took })]);
    const step = (type: string) =>
      detail.history.find((s: { type: string }) => s.type === type).lines;
    expect(step('TransferShipped')).toEqual([
      { product_id: shop.products.Cheese.id, product_name: 'Cheese', quantity: 4, lots: took },
    ]);
    expect(step('TransferReceived')).toEqual([
      { product_id: shop.products.Cheese.id, product_name: 'Cheese', quantity: 4, lots: took },
    ]);
    const trace = (await as().get(`${base}/lots/C-1/trace`).expect(200)).body;
    expect(transfer.number).toMatch(/^TR-\d+$/);
    expect(trace.takers).toEqual([
      expect.objectContaining({
        order_id: transfer.id,
        order_number: transfer.number,
        order_type: 'TRANSFER',
        quantity: 3,
      }),
    ]);

    // Counted 2 where 4 were expected: the expired lot goes first.
    const { count } = (
      await as()
        .post(`${base}/counts`)
        .send({ location_id: shop.locations.Warehouse.id, search: 'Cheese' })
        .expect(201)
    ).body;
    await as()
      .post(`${base}/counts/${count.id}/entries`)
      .send({ lines: [{ product_id: shop.products.Cheese.id, counted: 2 }] })
      .expect(200);
    await as().post(`${base}/counts/${count.id}/approve`).expect(200);
    await settled(t);
    expect(figures(await lotsOf('Cheese', at('Warehouse')))).toEqual({ 'C-2': [2, 0] });
  });

  it("names the lots each movement took or added, on its detail, in the ledger and the lots' ledger CSV", async () => {
    const butter = shop.products.Butter.id;
    const id = (res: request.Response) => res.body.order.id as string;
    const inSoon = id(
      await move('IN', [
        { product: 'Butter', quantity: 5, lot_code: 'B-SOON', expiry_date: SOON },
      ]).expect(201),
    );
    await move('IN', [
      { product: 'Butter', quantity: 4, lot_code: 'B-LATE', expiry_date: LATER },
    ]).expect(201);
    // Counted in without a lot: units in no lot.
    await move('ADJUST', [{ product: 'Butter', quantity: 2 }]).expect(201);
    const out = id(await move('OUT', [{ product: 'Butter', quantity: 7 }]).expect(201));
    // A shortfall takes the lot first, then units in no lot.
    const shortfall = id(await move('ADJUST', [{ product: 'Butter', quantity: -3 }]).expect(201));
    await move('IN', [{ product: 'Bread', quantity: 3 }]).expect(201);
    await settled(t);

    const lineOf = async (orderId: string) =>
      (await as().get(`${base}/order/${orderId}`).expect(200)).body.order.line_items[0];
    expect((await lineOf(inSoon)).lots).toEqual([
      { lot_code: 'B-SOON', expiry_date: SOON, quantity: 5 },
    ]);
    expect((await lineOf(out)).lots).toEqual([
      { lot_code: 'B-SOON', expiry_date: SOON, quantity: 5 },
      { lot_code: 'B-LATE', expiry_date: LATER, quantity: 2 },
    ]);
    expect(await lineOf(shortfall)).toMatchObject({
      quantity: -3,
      lots: [{ lot_code: 'B-LATE', expiry_date: LATER, quantity: -2 }],
    });

    // The ledger (newest first): each change names the lots it moved and their figures after.
    const { history } = (await as().get(`${base}/stock/history?product_id=${butter}`).expect(200))
      .body;
    expect(
      history.map((e: { delta_current: number; lots?: unknown }) => [e.delta_current, e.lots]),
    ).toEqual([
      [
        -3,
        [
          {
            lot_code: 'B-LATE',
            expiry_date: LATER,
            delta_current: -2,
            delta_committed: 0,
            running_current: 0,
            running_committed: 0,
          },
        ],
      ],
      [
        -7,
        [
          expect.objectContaining({ lot_code: 'B-SOON', delta_current: -5, running_current: 0 }),
          expect.objectContaining({ lot_code: 'B-LATE', delta_current: -2, running_current: 2 }),
        ],
      ],
      [2, undefined],
      [4, [expect.objectContaining({ lot_code: 'B-LATE', delta_current: 4, running_current: 4 })]],
      [5, [expect.objectContaining({ lot_code: 'B-SOON', delta_current: 5, running_current: 5 })]],
    ]);
    // A change that moved no lot, and any change of a stock without lots, has no lots key.
    expect(history[2]).not.toHaveProperty('lots');
    const bread = (
      await as().get(`${base}/stock/history?product_id=${shop.products.Bread.id}`).expect(200)
    ).body.history;
    expect(Object.keys(bread[0]).sort()).toEqual(
      [
        'event_id',
        'product_id',
        'location_id',
        'at',
        'effective_at',
        'position',
        'event_type',
        'order_id',
        'order_type',
        'actor',
        'reason',
        'note',
        'delta_current',
        'delta_committed',
        'running_current',
        'running_committed',
      ].sort(),
    );
    // Explain this balance names them too.
    const { balance } = (
      await as()
        .get(
          `${base}/stock/explain?product_id=${butter}&location_id=${shop.locations.Warehouse.id}`,
        )
        .expect(200)
    ).body;
    expect(balance.changes.at(-1).lots).toEqual([
      expect.objectContaining({ lot_code: 'B-LATE', delta_current: -2 }),
    ]);

    // The lots' ledger: a line per lot a change moved, joined to the ledger by position.
    const csv = await as().get(`${base}/lots/movements.csv?product_id=${butter}`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = csv.text.trim().split(/\r?\n/);
    expect(header).toBe(
      'at,position,product_id,product,location_id,location,lot_code,expiry_date,event_type,order_type,order_id,delta_current,delta_committed,running_current,running_committed',
    );
    const cells = lines.map((line) => line.split(','));
    expect(cells.map((c) => [c[6], c[9], c[11], c[13]])).toEqual([
      ['B-LATE', 'ADJUST', '-2', '0'],
      ['B-SOON', 'OUT', '-5', '0'],
      ['B-LATE', 'OUT', '-2', '2'],
      ['B-LATE', 'IN', '4', '4'],
      ['B-SOON', 'IN', '5', '5'],
    ]);
    const ledgerAt = new Map(
      history.map((e: { position: string; at: string }) => [e.position, e.at]),
    );
    for (const c of cells) expect(ledgerAt.get(c[1])).toBe(c[0]);
    const soon = await as().get(`${base}/lots/movements.csv?lot_code=b-soon`).expect(200);
    expect(soon.text.trim().split(/\r?\n/).length).toBe(3);
    for (const query of ['lot_code=', `lot_code=${'z'.repeat(65)}`, 'product_id=nope'])
      expect(
        (await as().get(`${base}/lots/movements.csv?${query}`).expect(400)).body.message,
      ).toMatch(/lot_code|product_id/);
  });

  it('describes the lots answers in the OpenAPI document: classes for the JSON, text/csv for the files', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs/openapi.json').expect(200))
      .body;
    const ok = (path: string) =>
      doc.paths[`/api/provider/{provider_id}/${path}`].get.responses['200'].content;
    expect(ok('lots')['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LotListResponse',
    });
    expect(ok('lots/{lot_code}/trace')['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LotTraceResponse',
    });
    for (const file of ['lots/export.csv', 'lots/movements.csv'])
      expect(Object.keys(ok(file))).toEqual(['text/csv']);
    expect(doc.components.schemas.LotResponse.required).toEqual(
      expect.arrayContaining(['lot_code', 'expiry_date', 'current_stock', 'days_to_expiry']),
    );
  });

  it("shows a client only the units its order could take: expired lots' units left out", async () => {
    const { product } = (
      await as()
        .post(`${base}/product`)
        .send({ name: 'Kefir', price: 2, track_lots: true })
        .expect(201)
    ).body;
    const kefir = (quantity: number, lot_code: string, expiry_date: string) =>
      placeOrder(t, owner, {
        providerId: owner.providerId,
        locationId: shop.locations.Warehouse.id,
        transaction_type: 'IN',
        products: [{ id: product.id, quantity, lot_code, expiry_date }],
      }).expect(201);
    await kefir(4, 'K-OLD', '2020-01-01');
    await kefir(3, 'K-NEW', LATER);
    await settled(t);
    const offer = await request(t.app.getHttpServer())
      .get(`/api/client/${shop.clients.Ada.key}/products?provider_id=${owner.providerId}`)
      .expect(200);
    expect(offer.body.location.id).toBe(shop.locations.Warehouse.id);
    const listed = offer.body.products.find((p: { id: string }) => p.id === product.id);
    // 7 on the shelf, 4 of them expired: what an order of the client could take is 3.
    expect(listed.available).toBe(3);
    await clientOrder(
      t,
      {
        providerId: owner.providerId,
        clientKey: shop.clients.Ada.key,
        locationId: shop.locations.Warehouse.id,
      },
      [{ id: product.id, quantity: 3 }],
      [],
    ).then((res) => expect(res.status).toBe(201));
    await settled(t);
    // The orders' and movements' CSV name the lots of each line in their last column.
    const lotsColumn = async (type: string) => {
      const csv = await as().get(`${base}/orders/export.csv?type=${type}`).expect(200);
      const [header, ...rows] = parseCsv(csv.text).map((record) => record.fields);
      return rows
        .filter((row) => row[header.indexOf('product_id')] === product.id)
        .map((row) => row[header.indexOf('lots')]);
    };
    expect(await lotsColumn('ORDER')).toEqual(['K-NEW:3']);
    expect((await lotsColumn('IN')).sort()).toEqual(['K-NEW:3', 'K-OLD:4']);
  });

  it('replays every lot the cases above moved (orders, cancels, transfers, counts) from the raw events, equal to the lots read model', async () => {
    await settled(t);
    const replay = await replayStock(db, store, owner.providerId, FAR_FUTURE);
    expect(replay.lots.checked).toBeGreaterThan(20);
    expect(replay).toMatchObject({
      differences: [],
      inconsistent: [],
      lots: { differences: [], inconsistent: [] },
    });
  });
});
