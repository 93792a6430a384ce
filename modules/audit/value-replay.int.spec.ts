import { settled } from '../../apps/api/testing/settle';
import { placeOrder, shopApp } from '../../apps/api/testing/shop';
import { Database, EVENT_STORE, EventStore } from '../platform';
import { replayStock } from '.';
import type { AuditReport } from './domain/audit-report.types';

const pause = () => new Promise((done) => setTimeout(done, 25));
const FAR_FUTURE = new Date(Date.now() + 365 * 86_400_000);

/** Issue 35, part 4: the replay verifies the stock value as it verifies quantities. */
describe('audit: the replay values the stock as the value projection does, and compares', () => {
  const s = shopApp({
    locations: ['Bakehouse', 'Depot'],
    products: { 'Rye Flour': 3, Honey: { price: 5, track_lots: true } },
    clients: ['Corner Deli'],
  });
  const product = (name: string) => s.shop.products[name].id;
  let db: Database;
  let store: EventStore;
  let between: string;

  const receive = async (supplierId: string, lines: [string, number, number, string?][]) => {
    const order = (
      await s
        .as()
        .post(`${s.base}/purchase-orders`)
        .send({
          supplier_id: supplierId,
          location_id: s.shop.locations.Bakehouse.id,
          lines: lines.map(([name, quantity, unitPrice]) => ({
            product_id: product(name),
            quantity,
            unit_price: unitPrice,
          })),
        })
        .expect(201)
    ).body.purchase_order;
    const received = await s
      .as()
      .post(`${s.base}/purchase-orders/${order.id}/receive`)
      .send({
        lines: lines.map(([name, quantity, , lot]) => ({
          product_id: product(name),
          quantity,
          ...(lot ? { lot_code: lot, expiry_date: '2027-06-30' } : {}),
        })),
      })
      .expect(200);
    const receipts = received.body.purchase_order.receipts as { receipt_id: string }[];
    return { orderId: order.id as string, receiptId: receipts[receipts.length - 1].receipt_id };
  };
  const replay = (at: Date = FAR_FUTURE) => replayStock(db, store, s.owner.providerId, at);
  const report = async (): Promise<AuditReport> => {
    const period = `from=${encodeURIComponent(between)}&to=${encodeURIComponent(new Date().toISOString())}`;
    return (await s.as().get(`${s.base}/audit/report?${period}`).expect(200)).body.report;
  };

  beforeAll(async () => {
    db = s.t.app.get(Database);
    store = s.t.app.get<EventStore>(EVENT_STORE);
    const supplierId = (
      await s.as().post(`${s.base}/suppliers`).send({ name: 'Millstone' }).expect(201)
    ).body.supplier.id;
    await receive(supplierId, [
      ['Rye Flour', 10, 2],
      ['Honey', 6, 4, 'H1'],
    ]);
    await pause();
    between = new Date().toISOString();
    await pause();
    const second = await receive(supplierId, [['Rye Flour', 30, 3]]);
    // Sold (cost of goods), taken out, moved between locations, and found back-dated.
    const orderId = await s.order({ 'Rye Flour': 4 });
    await s.ship(orderId).expect(201);
    await placeOrder(s.t, s.owner, {
      providerId: s.owner.providerId,
      locationId: s.shop.locations.Bakehouse.id,
      transaction_type: 'OUT',
      products: [{ id: product('Rye Flour'), quantity: 1 }],
    }).expect(201);
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
    await placeOrder(s.t, s.owner, {
      providerId: s.owner.providerId,
      locationId: s.shop.locations.Bakehouse.id,
      transaction_type: 'ADJUST',
      products: [{ id: product('Rye Flour'), quantity: 4 }],
      effectiveAt: new Date(Date.parse(between) - 10).toISOString(),
      reason: 'CORRECTION',
      reasonNote: 'Sacks found behind the oven',
    }).expect(201);
    // The supplier's invoice: the second receipt cost 3.20 a sack, from when it came.
    await s
      .as()
      .post(`${s.base}/purchase-orders/${second.orderId}/receipts/${second.receiptId}/cost`)
      .send({
        lines: [{ product_id: product('Rye Flour'), unit_cost: 3.2 }],
        reason: 'Invoice 4471',
      })
      .expect(200);
    await settled(s.t);
  });

  it('finds no value difference in a clean history, now and as of a moment before', async () => {
    const now = await replay();
    // Receipts, the sale, the OUT, the transfer, the sacks found and the cost correction.
    expect(now.value.checked).toBeGreaterThanOrEqual(8);
    expect(now.value.differences).toEqual([]);
    // 134.00 received, 13.75 sold and taken out, 11.00 found, 6.00 more by the invoice.
    expect((await s.as().get(`${s.base}/stock-value`).expect(200)).body.total).toBe(137.25);
    const before = await replay(new Date(between));
    expect(before.value.differences).toEqual([]);
    // The replay's moment as the read model answers it: 10 rye at 2.00, 6 honey at 4.00, and
    // the 4 sacks found back-dated to before it, valued when recorded (at 2.75, the average of
    // 10 at 2.00 and 30 at 3.00).
    const asOf = (
      await s
        .as()
        .get(`${s.base}/stock-value?as_of=${encodeURIComponent(between)}`)
        .expect(200)
    ).body;
    expect(asOf.total).toBe(55);
  });

  it("shows the value at the report's end and the period's cost of goods, verified by the replay", async () => {
    const { value, replay: verdict } = await report();
    const answered = (await s.as().get(`${s.base}/stock-value`).expect(200)).body;
    expect(verdict.agrees).toBe(true);
    expect(value.verified).toBe(true);
    expect(value.total).toBe(answered.total);
    expect(value.locations.map((v) => [v.location_name, v.value])).toEqual(
      answered.locations.map((v: { location_name: string; value: number }) => [
        v.location_name,
        v.value,
      ]),
    );
    // 4 sold and 1 taken out at the average after both receipts, 2.75.
    expect(value.cogs).toBe(13.75);
  });

  it('names a value head changed in SQL: product, lot, both figures', async () => {
    const where = `provider_id = $1 AND product_id = $2 AND lot = ''`;
    const args = [s.owner.providerId, product('Rye Flour')];
    await db.query(`UPDATE stock_value_heads SET value = value + 1 WHERE ${where}`, args);
    try {
      const { value } = await replay();
      const [found] = await db
        .query<{ value: string }>(`SELECT value::text FROM stock_value_heads WHERE ${where}`, args)
        .then((r) => r.rows);
      expect(value.differences).toEqual([
        {
          where: 'now',
          product_id: product('Rye Flour'),
          lot: '',
          location_id: null,
          figure: 'value',
          replayed: Number(found.value) - 1,
          found: Number(found.value),
        },
      ]);
    } finally {
      await db.query(`UPDATE stock_value_heads SET value = value - 1 WHERE ${where}`, args);
    }
    expect((await replay()).value.differences).toEqual([]);
  });

  it("names a location whose day totals were changed in SQL, and the report's verdict", async () => {
    const where = 'provider_id = $1 AND location_id = $2';
    const args = [s.owner.providerId, s.shop.locations.Depot.id];
    await db.query(`UPDATE stock_value_days SET value = value + 2 WHERE ${where}`, args);
    try {
      const depot = s.shop.locations.Depot.id;
      const day = new Date().toISOString().slice(0, 10);
      const named = { product_id: null, lot: null, location_id: depot, figure: 'value' };
      // As of a moment after today, the value is the day totals: they differ from the events.
      expect((await replay()).value.differences).toEqual([
        { where: 'as_of', ...named, replayed: 13.75, found: 15.75 },
        { where: 'day', day, ...named, replayed: 13.75, found: 15.75 },
      ]);
      // As of now (the report's moment) today's value is its changes', but the day still differs.
      const tampered = await report();
      expect(tampered.value.verified).toBe(false);
      expect(tampered.replay.problems).toEqual([
        `Location ${depot} on ${day}: the events say value 13.75, the day's totals 15.75.`,
      ]);
    } finally {
      await db.query(`UPDATE stock_value_days SET value = value - 2 WHERE ${where}`, args);
    }
  });

  it('names a value change rewritten in SQL: product, lot, location and both figures', async () => {
    const where = `provider_id = $1 AND product_id = $2 AND lot = 'H1'`;
    const args = [s.owner.providerId, product('Honey')];
    await db.query(`UPDATE stock_value_changes SET value = value - 0.5 WHERE ${where}`, args);
    try {
      const { value } = await replay();
      const bakehouse = s.shop.locations.Bakehouse.id;
      expect(value.differences).toEqual([
        {
          where: 'as_of',
          product_id: product('Honey'),
          lot: 'H1',
          location_id: bakehouse,
          figure: 'value',
          replayed: 24,
          found: 23.5,
        },
      ]);
      expect((await report()).replay.problems).toContain(
        `Product ${product('Honey')} lot H1 at ${bakehouse}: the events say value 24, the stock value as of the moment 23.5.`,
      );
    } finally {
      await db.query(`UPDATE stock_value_changes SET value = value + 0.5 WHERE ${where}`, args);
    }
  });
});
