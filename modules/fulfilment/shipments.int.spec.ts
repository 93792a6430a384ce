import { asMember } from '../../apps/api/testing/as-member';
import { joinTeam, signUp } from '../../apps/api/testing/create-test-app';
import {
  itWithPdfTools,
  logoColour,
  pdfBody,
  pdfPageImage,
  pdfText,
} from '../../apps/api/testing/pdf-pages';
import { shopApp } from '../../apps/api/testing/shop';
import { replayStock, verifyChain } from '../audit';
import { ordersProjection } from '../ordering';
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { shipmentsProjection } from './projections/shipments/shipments.projection';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');
const SOON = '2031-01-01';
const LATER = '2032-01-01';

interface Shipment {
  number: string;
  sequence: number;
  shipped_on: string;
  carrier: string | null;
  tracking_number: string | null;
  lines: { product: { id: string; name: string }; quantity: number; lots?: unknown[] }[];
}

describe('shipments, partial fulfilment and backorders', () => {
  const s = shopApp({
    env: { DATABASE_POOL_SIZE: '30' },
    locations: ['Main'],
    products: { Widget: 5, Gadget: 7, Milk: { price: 2, track_lots: true }, Bolt: 1 },
    clients: ['Acme', 'Other'],
    stock: { Widget: 100, Gadget: 100, Bolt: 100 },
  });
  const { as, http, stockIn, order, ship, cell } = s;
  const read = s.readOrder;
  const lines = (entries: Record<string, number>) => ({
    products: Object.entries(entries).map(([name, quantity]) => ({
      product_id: s.shop.products[name].id,
      quantity,
    })),
  });
  const shipped = (o: { line_items: { product: { name: string }; shipped?: number }[] }) =>
    Object.fromEntries(o.line_items.map((line) => [line.product.name, line.shipped]));
  let store: EventStore;
  let db: Database;

  beforeAll(() => {
    store = s.t.app.get<EventStore>(EVENT_STORE);
    db = s.t.test.db;
  });

  it('ships part of an order: the units leave committed stock, the rest stays committed as a backorder', async () => {
    const id = await order({ Widget: 10, Gadget: 4 });
    expect(await cell('Widget')).toEqual([90, 10]);

    const first = await ship(id, {
      ...lines({ Widget: 6, Gadget: 0 }),
      carrier: '  DHL ',
      tracking_number: 'JD0123',
      shipped_on: new Date().toISOString().slice(0, 10),
    }).expect(201);
    const shipment: Shipment = first.body.shipment;
    const placed = await read(id);
    expect(shipment).toMatchObject({
      sequence: 1,
      number: `${placed.number}-1`,
      carrier: 'DHL',
      tracking_number: 'JD0123',
      lines: [{ product: { id: s.shop.products.Widget.id, name: 'Widget' }, quantity: 6 }],
    });
    expect(placed.status).toBe('PARTIALLY_SHIPPED');
    expect(placed.fulfilled).toBe(false);
    expect(shipped(placed)).toEqual({ Widget: 6, Gadget: 0 });
    // Shipped units are gone; the 4 Widgets and 4 Gadgets still to ship stay promised.
    expect(await cell('Widget')).toEqual([90, 4]);
    expect(await cell('Gadget')).toEqual([96, 4]);

    // The rest, by the spec's Fullfill: one more shipment, and the order is complete.
    await as().put(`${s.base}/order/${id}`).send({ fulfilled: true }).expect(200);
    const done = await read(id);
    expect(done).toMatchObject({ status: 'SHIPPED', fulfilled: true });
    expect(shipped(done)).toEqual({ Widget: 10, Gadget: 4 });
    expect(await cell('Widget')).toEqual([90, 0]);
    expect(await cell('Gadget')).toEqual([96, 0]);
    const { shipments } = (await as().get(`${s.base}/order/${id}/shipments`).expect(200)).body;
    expect(shipments.map((s: Shipment) => [s.sequence, s.lines.map((l) => l.quantity)])).toEqual([
      [1, [6]],
      [2, [4, 4]],
    ]);
    expect((await ship(id, {}).expect(409)).body.message).toBe(
      'Everything in this order has been shipped.',
    );

    // The history names the shipments; the ledger and the replay agree with the figures.
    const { history } = (await as().get(`${s.base}/order/${id}/history`).expect(200)).body;
    expect(history.map((e: { type: string }) => e.type)).toEqual([
      'OrderPlaced',
      'OrderShipped',
      'OrderShipped',
      'OrderFulfilled',
    ]);
    const replay = await replayStock(db, store, s.owner.providerId, FAR_FUTURE);
    expect(replay).toMatchObject({ differences: [], inconsistent: [] });
    expect(await verifyChain(db, store, s.owner.providerId)).toEqual({ links: replay.events });
  });

  it('refuses more than remains, a product not ordered, a bad date, and a movement, naming the problem', async () => {
    const id = await order({ Widget: 3 });
    expect((await ship(id, lines({ Widget: 4 })).expect(409)).body.message).toBe(
      'Only 3 of Widget remain to be shipped.',
    );
    expect((await ship(id, lines({ Gadget: 1 })).expect(400)).body.message).toBe(
      'Gadget is not in this order.',
    );
    expect((await ship(id, lines({ Widget: 0 })).expect(400)).body.message).toBe(
      'A shipment needs at least one unit.',
    );
    expect((await ship(id, lines({ Widget: -1 })).expect(400)).body.message).toContain(
      'products[0].quantity must be a whole number',
    );
    expect((await ship(id, { shipped_on: '2999-01-01' }).expect(400)).body.message).toBe(
      'shipped_on cannot be in the future.',
    );
    expect((await ship(id, { shipped_on: '2026-02-30' }).expect(400)).body.message).toBe(
      'shipped_on must be a date (YYYY-MM-DD).',
    );
    expect((await ship(id, { carrier: 'x'.repeat(101) }).expect(400)).body.message).toContain(
      'carrier must be at most 100 characters',
    );
    expect((await ship(id, { tracking_number: { $gt: '' } }).expect(400)).body.message).toContain(
      'tracking_number must be text',
    );
    expect(await cell('Widget')).toEqual([87, 3]);

    const movement = await stockIn('Bolt', 1);
    expect((await ship(movement.body.order.id, {}).expect(409)).body.message).toBe(
      'Only orders are shipped; a movement is fulfilled.',
    );
    await as().put(`${s.base}/order/${id}`).send({ cancelled: true }).expect(200);
    expect((await ship(id, {}).expect(409)).body.message).toBe('This order is cancelled.');
    await ship('00000000-0000-4000-8000-000000000000', {}).expect(404);
  });

  it('cancelling a partly shipped order releases only what was not shipped, and only the provider may', async () => {
    const id = await order({ Gadget: 5 });
    await ship(id, lines({ Gadget: 2 })).expect(201);
    expect(await cell('Gadget')).toEqual([91, 3]);
    const key = s.shop.clients.Acme.key;
    const refused = await http()
      .put(`/api/client/${key}/order/${id}`)
      .send({ cancelled: true })
      .expect(409);
    expect(refused.body.message).toBe(
      'Part of this order has shipped: only the provider can cancel the rest.',
    );
    await as().put(`${s.base}/order/${id}`).send({ cancelled: true }).expect(200);
    expect(await read(id)).toMatchObject({ status: 'CANCELLED', cancelled: true });
    expect(await cell('Gadget')).toEqual([94, 0]);
    await as().put(`${s.base}/order/${id}`).send({ fulfilled: true }).expect(409);
  });

  it('never ships more than was ordered, however many members press Ship at once', async () => {
    const id = await order({ Widget: 10 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ship(id, lines({ Widget: 3 }))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const sequences = answers
      .filter((res) => res.status === 201)
      .map((res) => res.body.shipment.sequence)
      .sort();
    expect(sequences).toEqual([1, 2, 3]);
    const after = await read(id);
    expect(shipped(after)).toEqual({ Widget: 9 });
    expect(after.status).toBe('PARTIALLY_SHIPPED');
    expect((await ship(id, lines({ Widget: 1 })).expect(201)).body.shipment.sequence).toBe(4);
    expect((await read(id)).status).toBe('SHIPPED');
    expect(await verifyProjection(db, store, shipmentsProjection)).toEqual([]);
    expect(await verifyProjection(db, store, ordersProjection)).toEqual([]);
  });

  it('ships lot-tracked units from the lots the order was given, first expiry first', async () => {
    await stockIn('Milk', 4, { lot_code: 'LATE', expiry_date: LATER });
    await stockIn('Milk', 3, { lot_code: 'SOON', expiry_date: SOON });
    const id = await order({ Milk: 5 });
    const first = (await ship(id, lines({ Milk: 4 })).expect(201)).body.shipment as Shipment;
    expect(first.lines[0].lots).toEqual([
      { lot_code: 'SOON', expiry_date: SOON, quantity: 3 },
      { lot_code: 'LATE', expiry_date: LATER, quantity: 1 },
    ]);
    const lots = async () =>
      Object.fromEntries(
        (
          await as().get(`${s.base}/lots?product_id=${s.shop.products.Milk.id}`).expect(200)
        ).body.lots.map(
          (l: { lot_code: string; current_stock: number; committed_stock: number }) => [
            l.lot_code,
            [l.current_stock, l.committed_stock],
          ],
        ),
      );
    expect(await lots()).toEqual({ LATE: [2, 1] });
    await as().put(`${s.base}/order/${id}`).send({ cancelled: true }).expect(200);
    // The last unit goes back to the lot it was promised from.
    expect(await lots()).toEqual({ LATE: [3, 0] });
  });

  it('lets only members who may fulfil orders ship, and shows a client only its own shipments', async () => {
    const id = await order({ Bolt: 2 });
    const denied = await joinTeam(s.t, s.owner, 'no-orders@example.test', ['orders:create']);
    expect((await ship(id, {}, denied).expect(403)).body.message).toBe(
      "You don't have permission to place orders.",
    );
    const outsider = await signUp(s.t);
    await asMember(s.t, outsider).post(`${s.base}/order/${id}/shipments`).send({}).expect(403);
    await ship(id, { carrier: 'UPS', tracking_number: '1Z999' }).expect(201);

    const mine = await http()
      .get(`/api/client/${s.shop.clients.Acme.key}/order/${id}/shipments`)
      .expect(200);
    expect(mine.body.shipments).toMatchObject([{ carrier: 'UPS', tracking_number: '1Z999' }]);
    await http().get(`/api/client/${s.shop.clients.Other.key}/order/${id}/shipments`).expect(404);
  });

  itWithPdfTools(
    'prints a packing slip per shipment: letterhead, ship-to, SKUs, lots and units, for staff and the client',
    async () => {
      await s.letterhead([220, 0, 0]);
      const id = await order({ Widget: 3, Bolt: 2 });
      await ship(id, { ...lines({ Widget: 3 }), carrier: 'DPD', tracking_number: 'TRK-42' }).expect(
        201,
      );
      const number = (await read(id)).number;

      const slip = await pdfBody(
        as().get(`${s.base}/order/${id}/shipments/1/packing-slip.pdf`),
      ).expect(200);
      expect(slip.headers['content-type']).toBe('application/pdf');
      const pdf = slip.body as Buffer;
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      for (const expected of [
        'Northwind Supplies Ltd',
        '1 Dock Road',
        'Tax ID: GB123',
        'Packing slip',
        `${number}-1`,
        `Order: ${number}`,
        'Carrier: DPD',
        'Tracking: TRK-42',
        'Ship to',
        'Acme',
        'Widget',
        'Total units 3',
        'Page 1 of 1',
      ])
        expect(text).toContain(expected);
      // Only what this shipment holds: the Bolts wait for the next one.
      expect(text).not.toContain('Bolt');
      // As a person sees it: an A4 page with the red logo at the top left.
      const page = pdfPageImage(pdf);
      expect(page.height / page.width).toBeCloseTo(297 / 210, 2);
      const [r, g, b] = logoColour(pdf);
      expect(r).toBeGreaterThan(180);
      expect(g).toBeLessThan(80);
      expect(b).toBeLessThan(80);

      // The client downloads it from the portal; another client cannot.
      await http()
        .get(`/api/client/${s.shop.clients.Acme.key}/order/${id}/shipments/1/packing-slip.pdf`)
        .expect(200)
        .expect('content-type', 'application/pdf');
      await http()
        .get(`/api/client/${s.shop.clients.Other.key}/order/${id}/shipments/1/packing-slip.pdf`)
        .expect(404);
      await as().get(`${s.base}/order/${id}/shipments/2/packing-slip.pdf`).expect(404);
      await as().get(`${s.base}/order/${id}/shipments/x/packing-slip.pdf`).expect(404);
    },
  );
});
