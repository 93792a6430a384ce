import { signUp } from '../../apps/api/testing/create-test-app';
import { placeOrder, shopApp } from '../../apps/api/testing/shop';

interface Value {
  as_of: string;
  total: number;
  locations: { location_name: string; value: number }[];
}

const pause = () => new Promise((done) => setTimeout(done, 25));

describe('stock value at moving average cost, as of any moment, and the cost of goods sold', () => {
  const s = shopApp({
    locations: ['Bakehouse', 'Depot'],
    products: { 'Rye Flour': 3, Salt: 1 },
    clients: ['Corner Deli'],
    beforeShop: (app) => app.settings({ currency: 'EUR' }),
  });
  const product = (name: string) => s.shop.products[name].id;
  const value = async (query = '') =>
    (await s.as().get(`${s.base}/stock-value${query}`).expect(200)).body as Value;
  const at = (moment: string) => `?as_of=${encodeURIComponent(moment)}`;
  const receive = async (
    supplierId: string,
    quantity: number,
    unitPrice: number,
    name = 'Rye Flour',
  ) => {
    const order = (
      await s
        .as()
        .post(`${s.base}/purchase-orders`)
        .send({
          supplier_id: supplierId,
          location_id: s.shop.locations.Bakehouse.id,
          lines: [{ product_id: product(name), quantity, unit_price: unitPrice }],
        })
        .expect(201)
    ).body.purchase_order;
    await s
      .as()
      .post(`${s.base}/purchase-orders/${order.id}/receive`)
      .send({ lines: [{ product_id: product(name), quantity }] })
      .expect(200);
  };

  it('values receipts at cost, sells at the average, and reads any moment back at once', async () => {
    const supplierId = (
      await s.as().post(`${s.base}/suppliers`).send({ name: 'Millstone' }).expect(201)
    ).body.supplier.id;
    const start = new Date().toISOString();
    await pause();
    await receive(supplierId, 10, 2);
    await pause();
    const between = new Date().toISOString();
    await pause();
    await receive(supplierId, 30, 3);
    // 10 at 2.00 and 30 at 3.00: 110.00, an average of 2.75.
    expect(await value()).toMatchObject({
      total: 110,
      locations: [{ location_name: 'Bakehouse', value: 110 }],
    });
    // A client's order ships 4: 11.00 of cost of goods; an OUT of 1 another 2.75.
    const orderId = await s.order({ 'Rye Flour': 4 });
    expect((await value()).total).toBe(110);
    await s.ship(orderId).expect(201);
    await placeOrder(s.t, s.owner, {
      providerId: s.owner.providerId,
      locationId: s.shop.locations.Bakehouse.id,
      transaction_type: 'OUT',
      products: [{ id: product('Rye Flour'), quantity: 1 }],
    }).expect(201);
    expect((await value()).total).toBe(96.25);
    const products = (await s.as().get(`${s.base}/stock-value/products`).expect(200)).body.products;
    expect(products).toEqual([
      {
        product_id: product('Rye Flour'),
        product_name: 'Rye Flour',
        units: 35,
        value: 96.25,
        average_cost: 2.75,
      },
    ]);
    const now = new Date().toISOString();
    const cogs = async () =>
      (
        await s
          .as()
          .get(
            `${s.base}/stock-value/cogs?from=${encodeURIComponent(start)}&to=${encodeURIComponent(now)}`,
          )
          .expect(200)
      ).body.cogs;
    expect(await cogs()).toBe(13.75);
    // As of any moment before: nothing at the start, 20.00 between the receipts.
    expect((await value(at(start))).total).toBe(0);
    expect((await value(at(between))).total).toBe(20);
    // A transfer moves value between locations, the total stays.
    const transfer = (
      await s
        .as()
        .post(`${s.base}/transfers`)
        .send({
          from_location_id: s.shop.locations.Bakehouse.id,
          to_location_id: s.shop.locations.Depot.id,
          products: [{ product_id: product('Rye Flour'), quantity: 5 }],
        })
        .expect(201)
    ).body.transfer;
    await s.as().post(`${s.base}/transfers/${transfer.id}/ship`).expect(200);
    expect(await value()).toMatchObject({
      total: 96.25,
      locations: [
        { location_name: 'Bakehouse', value: 82.5 },
        { location_name: 'Depot', value: 13.75 },
      ],
    });
    // A correction back-dated to before `between`, recorded now: 4 units found, at the
    // average (11.00), in every moment's value from its effective time on, at once.
    const found = new Date(Date.parse(between) - 10).toISOString();
    await placeOrder(s.t, s.owner, {
      providerId: s.owner.providerId,
      locationId: s.shop.locations.Bakehouse.id,
      transaction_type: 'ADJUST',
      products: [{ id: product('Rye Flour'), quantity: 4 }],
      effectiveAt: found,
      reason: 'CORRECTION',
      reasonNote: 'Sacks found behind the oven',
    }).expect(201);
    expect((await value(at(between))).total).toBe(31);
    expect((await value(at(start))).total).toBe(0);
    expect((await value()).total).toBe(107.25);
  });

  it('gives an order its margin on what it shipped, a return taking its revenue and cost back', async () => {
    const supplierId = (
      await s.as().post(`${s.base}/suppliers`).send({ name: 'Salt Works' }).expect(201)
    ).body.supplier.id;
    await receive(supplierId, 10, 0.4, 'Salt');
    const margin = async (id: string) =>
      (await s.as().get(`${s.base}/order/${id}/margin`).expect(200)).body;
    // Salt sells at 1.00 and cost 0.40: nothing shipped, nothing earned yet.
    const id = await s.order({ Salt: 5 });
    expect(await margin(id)).toMatchObject({ revenue: 0, cost_of_goods: 0, margin_percent: null });
    await s.ship(id).expect(201);
    expect(await margin(id)).toEqual({
      order_id: id,
      currency: 'EUR',
      revenue: 5,
      cost_of_goods: 2,
      margin: 3,
      margin_percent: 60,
      lines: [
        {
          product_id: product('Salt'),
          product_name: 'Salt',
          units_sold: 5,
          revenue: 5,
          cost_of_goods: 2,
          margin: 3,
        },
      ],
    });
    // Two come back to the shelf: they are no longer sold, at what they cost.
    await s.askReturn(id, { Salt: [2, 'DAMAGED'] }).expect(201);
    await s.as().post(`${s.base}/order/${id}/returns/1/approve`).expect(200);
    await s
      .as()
      .post(`${s.base}/order/${id}/returns/1/receive`)
      .send({
        location_id: s.shop.locations.Bakehouse.id,
        products: [{ product_id: product('Salt'), restock: 2, write_off: 0 }],
      })
      .expect(200);
    expect(await margin(id)).toMatchObject({
      revenue: 3,
      cost_of_goods: 1.2,
      margin: 1.8,
      margin_percent: 60,
    });
    // A movement sells nothing; another provider's order is no order here.
    const movement = (
      await placeOrder(s.t, s.owner, {
        providerId: s.owner.providerId,
        locationId: s.shop.locations.Bakehouse.id,
        transaction_type: 'ADJUST',
        products: [{ id: product('Salt'), quantity: 1 }],
      }).expect(201)
    ).body;
    const movementId = movement.order?.id ?? movement.id;
    const refused = await s.as().get(`${s.base}/order/${movementId}/margin`);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'Only an order has a margin: a stock movement sells nothing.',
    });
    const stranger = await signUp(s.t);
    expect(
      (await s.as(stranger).get(`/api/provider/${stranger.providerId}/order/${id}/margin`)).status,
    ).toBe(404);
    expect((await s.as(stranger).get(`${s.base}/order/${id}/margin`)).status).toBe(403);
  });

  it('refuses a moment it cannot read, naming it', async () => {
    const res = await s.as().get(`${s.base}/stock-value?as_of=yesterday`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/as_of must be an ISO date and time/);
    const backwards = await s.as().get(`${s.base}/stock-value/cogs?from=2026-12-05&to=2026-12-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('to must not be before from');
  });
});
