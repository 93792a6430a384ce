import { joinTeam, signUp } from '../../apps/api/testing/create-test-app';
import { placeOrder, shopApp } from '../../apps/api/testing/shop';

interface Receipt {
  receipt_id: string;
  effective_at: string;
  lines: { product_id: string; quantity: number; unit_cost: number }[];
}
interface PurchaseOrder {
  id: string;
  receipts: Receipt[];
  history: {
    type: string;
    effective_at?: string;
    reason?: string | null;
    corrected?: { product_id: string; unit_cost: number; previous_unit_cost: number }[];
  }[];
}

const pause = () => new Promise((done) => setTimeout(done, 25));
const moment = () => new Date().toISOString();

describe('receipts recorded late and receipt costs corrected, in the value of every later day', () => {
  const s = shopApp({
    locations: ['Bakehouse'],
    products: { 'Rye Flour': 3, Salt: 1 },
    beforeShop: (app) => app.settings({ currency: 'EUR' }),
  });
  const product = (name: string) => s.shop.products[name].id;
  const base = () => `${s.base}/purchase-orders`;
  const at = (when: string) => `?as_of=${encodeURIComponent(when)}`;
  const value = async (query = '') =>
    (await s.as().get(`${s.base}/stock-value${query}`).expect(200)).body.total as number;
  const cogs = async (from: string, to: string) =>
    (
      await s
        .as()
        .get(
          `${s.base}/stock-value/cogs?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        )
        .expect(200)
    ).body.cogs as number;
  let supplierId = '';
  const draft = async (lines: Record<string, [number, number]>) =>
    (
      await s
        .as()
        .post(base())
        .send({
          supplier_id: supplierId,
          location_id: s.shop.locations.Bakehouse.id,
          lines: Object.entries(lines).map(([name, [quantity, unit_price]]) => ({
            product_id: product(name),
            quantity,
            unit_price,
          })),
        })
        .expect(201)
    ).body.purchase_order as PurchaseOrder;
  const receive = (orderId: string, lines: Record<string, number>, extra = {}) =>
    s
      .as()
      .post(`${base()}/${orderId}/receive`)
      .send({
        lines: Object.entries(lines).map(([name, quantity]) => ({
          product_id: product(name),
          quantity,
        })),
        ...extra,
      });
  const correct = (orderId: string, receiptId: string, body: object) =>
    s.as().post(`${base()}/${orderId}/receipts/${receiptId}/cost`).send(body);

  beforeAll(async () => {
    supplierId = (await s.as().post(`${s.base}/suppliers`).send({ name: 'Millstone' }).expect(201))
      .body.supplier.id;
  });

  it('counts a receipt recorded late from when the goods came, in stock and in value', async () => {
    const first = await draft({ 'Rye Flour': [10, 2] });
    await receive(first.id, { 'Rye Flour': 10 }).expect(200);
    await pause();
    const before = moment();
    await pause();
    const came = moment();
    await pause();
    const late = await draft({ 'Rye Flour': [5, 4] });
    const received = (
      await receive(late.id, { 'Rye Flour': 5 }, { effective_at: came }).expect(200)
    ).body.purchase_order as PurchaseOrder;
    expect(received.receipts[0].effective_at).toBe(came);
    expect(received.history.at(-1)).toMatchObject({
      type: 'PurchaseOrderReceived',
      effective_at: came,
    });
    // 10 at 2.00 before the goods came; 5 more at 4.00 from then on, though recorded later.
    expect(await value(at(before))).toBe(20);
    expect(await value(at(came))).toBe(40);
    const stock = (
      await s
        .as()
        .get(`${s.base}/inventory${at(came)}`)
        .expect(200)
    ).body;
    // 10 and the 5 received late, at the Bakehouse, as of when the late goods came.
    expect(
      stock.inventory
        .filter((row: { product_name: string }) => row.product_name === 'Rye Flour')
        .map((row: { current_stock: number }) => row.current_stock),
    ).toEqual([15]);
  });

  it('refuses a receipt dated in the future, unreadably, or before its stock was recorded', async () => {
    const order = await draft({ 'Rye Flour': [1, 2], Salt: [1, 1] });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const cases: [unknown, Record<string, number>, RegExp][] = [
      [future, { 'Rye Flour': 1 }, /A receipt cannot take effect in the future/],
      ['yesterday', { 'Rye Flour': 1 }, /effective_at must be an ISO date and time/],
      ['2026-01-01\u0000', { 'Rye Flour': 1 }, /effective_at contains a NUL character/],
      [42, { 'Rye Flour': 1 }, /effective_at must be an ISO date and time/],
      // Salt has never been stocked here: nothing says where it stood before today.
      [
        new Date(Date.now() - 60_000).toISOString(),
        { Salt: 1 },
        /Salt has no stock recorded here yet: a receipt of it cannot be back-dated/,
      ],
    ];
    for (const [effective_at, lines, message] of cases) {
      const res = await receive(order.id, lines, { effective_at });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    // Nothing was recorded by any of them.
    const after = (await s.as().get(`${base()}/${order.id}`).expect(200)).body.purchase_order;
    expect(after.receipts).toEqual([]);
  });

  it('adds a corrected cost to the units still owned from when they came, the rest to cost of goods', async () => {
    const start = moment();
    await pause();
    const order = await draft({ Salt: [10, 2] });
    const receipt = (
      (await receive(order.id, { Salt: 10 }).expect(200)).body.purchase_order as PurchaseOrder
    ).receipts[0];
    await pause();
    const worth = async () =>
      (await s.as().get(`${s.base}/stock-value/products`).expect(200)).body.products.find(
        (p: { product_id: string }) => p.product_id === product('Salt'),
      );
    // 6 of the 10 leave by an OUT at 2.00 before the supplier's invoice says 2.50.
    await placeOrder(s.t, s.owner, {
      providerId: s.owner.providerId,
      locationId: s.shop.locations.Bakehouse.id,
      transaction_type: 'OUT',
      products: [{ id: product('Salt'), quantity: 6 }],
    }).expect(201);
    await pause();
    const beforeCorrection = moment();
    const valueBefore = await value(at(beforeCorrection));
    expect(await cogs(start, beforeCorrection)).toBe(12);
    const corrected = (
      await correct(order.id, receipt.receipt_id, {
        lines: [{ product_id: product('Salt'), unit_cost: 2.5 }],
        reason: 'Supplier invoice 4471',
      }).expect(200)
    ).body.purchase_order as PurchaseOrder;
    expect(corrected.receipts[0].lines[0].unit_cost).toBe(2.5);
    expect(corrected.history.at(-1)).toMatchObject({
      type: 'StockCostCorrected',
      reason: 'Supplier invoice 4471',
      effective_at: receipt.effective_at,
      corrected: [{ product_id: product('Salt'), unit_cost: 2.5, previous_unit_cost: 2 }],
    });
    // 4 still owned take 0.50 each (2.00); the 6 gone add 3.00 to cost of goods.
    expect(await worth()).toMatchObject({ units: 4, value: 10, average_cost: 2.5 });
    // Effective from when the goods came: a moment before the correction was recorded has it.
    expect(await value(at(beforeCorrection))).toBe(valueBefore + 2);
    expect(await cogs(start, beforeCorrection)).toBe(15);
  });

  it('refuses a correction it cannot make, naming the line or the rule', async () => {
    const order = await draft({ 'Rye Flour': [2, 3] });
    const receipt = (
      (await receive(order.id, { 'Rye Flour': 2 }).expect(200)).body.purchase_order as PurchaseOrder
    ).receipts[0];
    const line = (extra = {}) => ({ product_id: product('Rye Flour'), unit_cost: 3.2, ...extra });
    const cases: [string, object, number, RegExp][] = [
      [
        receipt.receipt_id,
        { lines: [line({ product_id: product('Salt') })] },
        400,
        /Line 1: this product is not on the receipt/,
      ],
      [receipt.receipt_id, { lines: [line({ unit_cost: 3 })] }, 400, /already/],
      [
        receipt.receipt_id,
        { lines: [line({ unit_cost: -1 })] },
        400,
        /lines\[0\]: unit_cost must be/,
      ],
      [receipt.receipt_id, { lines: [line({ unit_cost: 1e300 })] }, 400, /unit_cost must be/],
      [receipt.receipt_id, { lines: [] }, 400, /at least one line/],
      [receipt.receipt_id, { lines: null }, 400, /lines must be a list/],
      [
        receipt.receipt_id,
        { lines: [line(), line()] },
        400,
        /Line 2: each product may appear only once/,
      ],
      [
        receipt.receipt_id,
        { lines: [line()], effective_at: '2020-01-01' },
        400,
        /before the goods came/,
      ],
      [receipt.receipt_id, { lines: [line()], reason: 'x'.repeat(501) }, 400, /reason must be/],
      ['6d1f4b1e-0000-4000-8000-000000000000', { lines: [line()] }, 404, /No such receipt/],
    ];
    for (const [receiptId, body, status, message] of cases) {
      const res = await correct(order.id, receiptId, body);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status,
        message: expect.stringMatching(message),
      });
    }
    const stranger = await signUp(s.t);
    const theirs = `/api/provider/${stranger.providerId}/purchase-orders/${order.id}/receipts/${receipt.receipt_id}/cost`;
    expect(
      (
        await s
          .as(stranger)
          .post(theirs)
          .send({ lines: [line()] })
      ).status,
    ).toBe(404);
    const clerk = await joinTeam(s.t, s.owner, 'clerk@corrections.test', ['inventory:update']);
    const refused = await s
      .as(clerk)
      .post(`${base()}/${order.id}/receipts/${receipt.receipt_id}/cost`)
      .send({ lines: [line()] });
    expect(refused.status).toBe(403);
    // None of them changed the cost.
    const after = (await s.as().get(`${base()}/${order.id}`).expect(200)).body.purchase_order;
    expect(after.receipts[0].lines[0].unit_cost).toBe(3);
  });
});
