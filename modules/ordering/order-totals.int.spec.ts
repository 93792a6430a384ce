import { randomUUID } from 'node:crypto';
import { asMember } from '../../apps/api/testing/as-member';
import { createTestApp, SignedUp, signUp, TestApp } from '../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../apps/api/testing/shop';
import { orderStreamId } from '../inventory';
import { EVENT_STORE, EventStore, ProjectionWaiter, parseCsv } from '../platform';
import { ordersProjection } from './projections/orders/orders.projection';

interface Line {
  product: { name: string };
  quantity: number;
  tax_rate?: number;
  total?: string;
}
interface Order {
  id: string;
  currency: string;
  totals: unknown;
  line_items: Line[];
}

/**
 * Money (issue 36): an ORDER freezes the provider's currency and each line's tax rate when
 * placed; its totals are reckoned on the server in minor units, and the answers, the lists and
 * the CSV export give the same figures.
 */
describe('order totals: currency and tax rates frozen at placement, exact amounts', () => {
  let t: TestApp;
  let owner: SignedUp;
  let main: { id: string };
  let dime: { id: string };
  let fifth: { id: string };
  let bistro: { id: string };
  let embassy: { id: string };
  const as = (who: SignedUp = owner) => asMember(t, who);
  const base = (who: SignedUp = owner) => `/api/provider/${who.providerId}`;
  /** Dime (0.10) and Fifth (0.20), three of each, for a client. */
  const order = (clientId: string) =>
    placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: main.id,
      clientId,
      transaction_type: 'ORDER',
      products: [
        { id: dime.id, quantity: 3 },
        { id: fifth.id, quantity: 3 },
      ],
    }).expect(201);
  const read = async (orderId: string, who: SignedUp = owner): Promise<Order> =>
    (
      await as(who)
        .get(`${base(who)}/order/${orderId}`)
        .expect(200)
    ).body.order;
  const money = (o: Order) => ({
    currency: o.currency,
    totals: o.totals,
    lines: o.line_items.map((line) => [line.product.name, line.tax_rate, line.total]),
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    await as()
      .put(`${base()}/settings`)
      .send({ currency: 'EUR', default_tax_rate: 20 })
      .expect(200);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      // Dime has no rate of its own: the provider's default (20 %).
      products: { Dime: 0.1 },
      clients: ['Bistro'],
    });
    main = shop.locations.Main;
    dime = shop.products.Dime;
    bistro = shop.clients.Bistro;
    fifth = (
      await as()
        .post(`${base()}/product`)
        .send({ name: 'Fifth', price: 0.2, tax_rate: 5.5 })
        .expect(201)
    ).body.product;
    embassy = (
      await as()
        .post(`${base()}/client`)
        .send({ name: 'Embassy', email: 'embassy@example.test', tax_exempt: true })
        .expect(201)
    ).body.client;
    await placeOrder(t, owner, {
      providerId: owner.providerId,
      locationId: main.id,
      transaction_type: 'IN',
      products: [
        { id: dime.id, quantity: 100 },
        { id: fifth.id, quantity: 100 },
      ],
    }).expect(201);
  });
  afterAll(() => t.close());

  // 0.1 * 3 + 0.2 * 3 is 0.9000000000000001 in floating point.
  const taxed = {
    currency: 'EUR',
    totals: {
      subtotal: '0.90',
      taxes: [
        { rate: 5.5, base: '0.60', amount: '0.03' },
        { rate: 20, base: '0.30', amount: '0.06' },
      ],
      tax: '0.09',
      total: '0.99',
    },
    lines: [
      ['Dime', 20, '0.30'],
      ['Fifth', 5.5, '0.60'],
    ],
  };

  it("totals an order exactly, at each product's rate or the provider's default", async () => {
    const placed = await order(bistro.id);
    expect(money(await read(placed.body.order.id))).toEqual(taxed);
  });

  it('charges no tax to an exempt client', async () => {
    const placed = await order(embassy.id);
    expect(money(await read(placed.body.order.id))).toEqual({
      currency: 'EUR',
      totals: {
        subtotal: '0.90',
        taxes: [{ rate: 0, base: '0.90', amount: '0.00' }],
        tax: '0.00',
        total: '0.90',
      },
      lines: [
        ['Dime', 0, '0.30'],
        ['Fifth', 0, '0.60'],
      ],
    });
  });

  it('gives a movement the provider’s currency and no totals', async () => {
    const { orders } = (await as().get(`${base()}/orders?type=IN`).expect(200)).body;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ currency: 'EUR', totals: null });
    expect(orders[0].line_items[0]).not.toHaveProperty('tax_rate');
    expect(orders[0].line_items[0]).not.toHaveProperty('total');
  });

  it('keeps a placed order’s currency and rates when the product, the default or the currency change', async () => {
    const placed = await order(bistro.id);
    await as().put(`${base()}/product/${fifth.id}`).send({ tax_rate: 10 }).expect(200);
    await as().put(`${base()}/settings`).send({ currency: 'GBP', default_tax_rate: 7 }).expect(200);
    expect(money(await read(placed.body.order.id))).toEqual(taxed);
    const listed = (await as().get(`${base()}/orders?type=ORDER`).expect(200)).body.orders;
    expect(money(listed.find((o: Order) => o.id === placed.body.order.id))).toEqual(taxed);
    // A new order takes the rates and the currency of now.
    const later = await order(bistro.id);
    expect(money(await read(later.body.order.id))).toMatchObject({
      currency: 'GBP',
      totals: { subtotal: '0.90', tax: '0.08', total: '0.98' },
      lines: [
        ['Dime', 7, '0.30'],
        ['Fifth', 10, '0.60'],
      ],
    });
    // Put things back for the specs after this one.
    await as().put(`${base()}/product/${fifth.id}`).send({ tax_rate: 5.5 }).expect(200);
    await as()
      .put(`${base()}/settings`)
      .send({ currency: 'EUR', default_tax_rate: 20 })
      .expect(200);
  });

  it('reads an order placed before money was kept in the provider’s currency, untaxed', async () => {
    const orderId = randomUUID();
    const store = t.app.get<EventStore>(EVENT_STORE);
    const { position } = await store.append(
      orderStreamId(orderId),
      [
        {
          id: randomUUID(),
          type: 'OrderPlaced',
          data: {
            orderId,
            providerId: owner.providerId,
            clientId: bistro.id,
            locationId: main.id,
            orderType: 'ORDER',
            lines: [{ productId: dime.id, quantity: 2, price: 0.1 }],
            notes: null,
            placedAt: new Date().toISOString(),
          },
          metadata: { providerId: owner.providerId, occurredAt: new Date().toISOString() },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.app.get(ProjectionWaiter).waitFor(position, [ordersProjection.name]);
    expect(money(await read(orderId))).toEqual({
      currency: 'EUR',
      totals: {
        subtotal: '0.20',
        taxes: [{ rate: 0, base: '0.20', amount: '0.00' }],
        tax: '0.00',
        total: '0.20',
      },
      lines: [['Dime', 0, '0.20']],
    });
  });

  it('writes the same currency, rates and line totals in the CSV export', async () => {
    const { orders } = (await as().get(`${base()}/orders?type=ORDER`).expect(200)).body;
    const csv = (await as().get(`${base()}/orders/export.csv?type=ORDER`).expect(200)).text;
    const [header, ...rows] = parseCsv(csv).map((record) => record.fields);
    expect(header.slice(-3)).toEqual(['currency', 'tax_rate', 'line_total']);
    expect(rows.map((row) => row.slice(-3))).toEqual(
      (orders as Order[]).flatMap((o) =>
        o.line_items.map((line) => [o.currency, String(line.tax_rate), line.total]),
      ),
    );
    // The orders of either currency, each line at its rate, as placed.
    expect(rows.map((row) => row.slice(-3))).toContainEqual(['GBP', '10', '0.60']);
    expect(rows.map((row) => row.slice(-3))).toContainEqual(['EUR', '5.5', '0.60']);
  });

  it('has no decimals in yen', async () => {
    const yen = await signUp(t);
    await as(yen)
      .put(`${base(yen)}/settings`)
      .send({ currency: 'JPY', default_tax_rate: 10 })
      .expect(200);
    const shop = await openShop(t, yen, {
      locations: ['Tokyo'],
      products: { Tea: 1234.5, Cup: 100 },
      clients: ['Cafe'],
    });
    const { Tea: tea, Cup: cup } = shop.products;
    await placeOrder(t, yen, {
      providerId: yen.providerId,
      locationId: shop.locations.Tokyo.id,
      transaction_type: 'IN',
      products: [
        { id: tea.id, quantity: 5 },
        { id: cup.id, quantity: 5 },
      ],
    }).expect(201);
    const placed = await placeOrder(t, yen, {
      providerId: yen.providerId,
      locationId: shop.locations.Tokyo.id,
      clientId: shop.clients.Cafe.id,
      transaction_type: 'ORDER',
      products: [
        { id: tea.id, quantity: 1 },
        { id: cup.id, quantity: 2 },
      ],
    }).expect(201);
    // 1234.50 is 1235 yen (half away from zero); 10 % of 1435 is 143.5: 144.
    expect(money(await read(placed.body.order.id, yen))).toEqual({
      currency: 'JPY',
      totals: {
        subtotal: '1435',
        taxes: [{ rate: 10, base: '1435', amount: '144' }],
        tax: '144',
        total: '1579',
      },
      lines: [
        ['Tea', 10, '1235'],
        ['Cup', 10, '200'],
      ],
    });
    const csv = (
      await as(yen)
        .get(`${base(yen)}/orders/export.csv?type=ORDER`)
        .expect(200)
    ).text;
    expect(
      parseCsv(csv)
        .slice(1)
        .map((record) => record.fields.slice(-3)),
    ).toEqual([
      ['JPY', '10', '1235'],
      ['JPY', '10', '200'],
    ]);
  });

  it('refuses a bad tax rate, tax id or exemption with a 400 naming the field', async () => {
    const refusals = [
      await as().post(`${base()}/product`).send({ name: 'Bad', price: 1, tax_rate: 120 }),
      await as().put(`${base()}/product/${dime.id}`).send({ tax_rate: '20' }),
      await as().put(`${base()}/product/${dime.id}`).send({ tax_rate: 0.0001 }),
      await as()
        .post(`${base()}/client`)
        .send({ name: 'Bad', email: 'bad@example.test', tax_exempt: 'yes' }),
      await as()
        .put(`${base()}/client/${bistro.id}`)
        .send({ tax_id: 'x'.repeat(51) }),
      await as()
        .put(`${base()}/client/${bistro.id}`)
        .send({ tax_id: ['FR1'] }),
    ];
    expect(refusals.map((res) => [res.status, res.body.message.split(' ')[0]])).toEqual([
      [400, 'tax_rate'],
      [400, 'tax_rate'],
      [400, 'tax_rate'],
      [400, 'tax_exempt'],
      [400, 'tax_id'],
      [400, 'tax_id'],
    ]);
  });
});
