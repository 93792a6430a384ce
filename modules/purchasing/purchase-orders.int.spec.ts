import { joinTeam, signUp } from '../../apps/api/testing/create-test-app';
import { itWithPdfTools, pdfBody, pdfText } from '../../apps/api/testing/pdf-pages';
import { shopApp } from '../../apps/api/testing/shop';
import { readMailbox } from '../notifications/testing';
import { EVENT_STORE, EventStore, MAILER, MailboxFolder } from '../platform';

interface PurchaseOrder {
  id: string;
  number: string;
  status: string;
  currency: string;
  supplier: { id: string; name: string };
  location: { id: string; name: string };
  total: number;
  lines: {
    product_id: string;
    product_name: string;
    quantity: number;
    received: number;
    outstanding: number;
    unit_price: number;
  }[];
  history: {
    type: string;
    receipt_id?: string;
    lines?: { product_id: string; quantity: number; unit_cost: number; lot_code: string | null }[];
  }[];
}

const UNKNOWN = '00000000-0000-4000-8000-000000000001';

describe('purchase orders: drafted, sent, received line by line as IN movements, closed short', () => {
  const s = shopApp({
    locations: ['Bakehouse', 'Depot'],
    products: {
      'Rye Flour': { price: 3, sku: 'RYE-1' },
      Yeast: { price: 1, sku: 'YST-1', track_lots: true },
      Salt: 0.5,
    },
    beforeShop: (app) => app.settings({ currency: 'EUR' }),
  });
  const base = () => `${s.base}/purchase-orders`;
  const product = (name: string) => s.shop.products[name].id;
  const location = (name: string) => s.shop.locations[name].id;
  let millId = '';
  let usMillId = '';

  const supplier = async (body: object) =>
    (await s.as().post(`${s.base}/suppliers`).send(body).expect(201)).body.supplier.id as string;
  const draft = async (body: object = {}) =>
    (
      await s
        .as()
        .post(base())
        .send({
          supplier_id: millId,
          location_id: location('Bakehouse'),
          lines: [
            { product_id: product('Rye Flour'), quantity: 100 },
            { product_id: product('Yeast'), quantity: 20, unit_price: 2.5 },
          ],
          ...body,
        })
        .expect(201)
    ).body.purchase_order as PurchaseOrder;
  const act = (id: string, action: string, body: object = {}) =>
    s.as().post(`${base()}/${id}/${action}`).send(body);

  beforeAll(async () => {
    millId = await supplier({
      name: 'Millstone Flour',
      contact_name: 'Ana Ruiz',
      email: 'orders@millstone.test',
    });
    usMillId = await supplier({ name: 'Prairie Mills', currency: 'USD' });
    await s
      .as()
      .put(`${s.base}/suppliers/${millId}/prices/${product('Rye Flour')}`)
      .send({ unit_price: '0.80' })
      .expect(200);
  });

  it('drafts one numbered in the provider’s series, a line without a price at the supplier’s', async () => {
    const first = await draft({ expected_on: '2026-12-20', notes: 'Back door' });
    const second = await draft();
    expect(first).toMatchObject({
      status: 'DRAFT',
      currency: 'EUR',
      supplier: { id: millId, name: 'Millstone Flour' },
      location: { name: 'Bakehouse' },
      total: 130,
    });
    expect(first.lines.map((l) => [l.product_name, l.unit_price, l.outstanding])).toEqual([
      ['Rye Flour', 0.8, 100],
      ['Yeast', 2.5, 20],
    ]);
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
    expect(first.number).toMatch(/^PO-1\d{3}$/);
  });

  it('receives part, then the rest: stock comes in as IN movements linked to the order, at cost', async () => {
    const order = await draft();
    await act(order.id, 'send', { mark_only: true }).expect(200);
    const partly = (
      await act(order.id, 'receive', {
        lines: [{ product_id: product('Rye Flour'), quantity: 60 }],
        landed_costs: [{ label: 'Freight', amount: 12, spread_by: 'quantity' }],
      }).expect(200)
    ).body.purchase_order as PurchaseOrder;
    expect(partly.status).toBe('PARTIALLY_RECEIVED');
    expect(partly.lines.map((l) => l.outstanding)).toEqual([40, 20]);
    expect(await s.cell('Rye Flour')).toEqual([60, 0]);
    const receipt = partly.history.find((step) => step.type === 'PurchaseOrderReceived')!;
    // 0.80 a unit, and 12.00 of freight over 60 units: 1.00 a unit.
    expect(receipt.lines).toEqual([
      { product_id: product('Rye Flour'), quantity: 60, unit_cost: 1, lot_code: null },
    ]);
    // The receipt is an IN movement in the store, linked to the order, with the unit cost.
    const store = s.t.app.get<EventStore>(EVENT_STORE);
    const [placed] = await store.readStream(`order-${receipt.receipt_id}`);
    expect(placed.data).toMatchObject({
      orderType: 'IN',
      purchaseOrderId: order.id,
      lines: [{ productId: product('Rye Flour'), quantity: 60, unitCost: 1 }],
    });
    const done = (
      await act(order.id, 'receive', {
        lines: [
          { product_id: product('Rye Flour'), quantity: 40 },
          {
            product_id: product('Yeast'),
            quantity: 20,
            lot_code: 'Y-1',
            expiry_date: '2027-03-01',
          },
        ],
      }).expect(200)
    ).body.purchase_order as PurchaseOrder;
    expect(done.status).toBe('RECEIVED');
    expect(await s.cell('Rye Flour')).toEqual([100, 0]);
    expect(await s.cell('Yeast')).toEqual([20, 0]);
  });

  itWithPdfTools(
    'mails the order as a PDF to the supplier, or to the address given, and records it sent',
    async () => {
      const order = await draft({ notes: 'Back door, before 7' });
      const sent = (await act(order.id, 'send').expect(200)).body.purchase_order as PurchaseOrder;
      expect(sent.status).toBe('SENT');
      expect(sent.history.at(-1)).toMatchObject({
        type: 'PurchaseOrderSent',
        to: 'orders@millstone.test',
      });
      const folder = s.t.app.get<MailboxFolder>(MAILER).folder;
      const mail = readMailbox(folder)
        .filter((m) => m.subject.includes(order.number))
        .at(-1)!;
      expect(mail.to).toEqual(['orders@millstone.test']);
      expect(mail.text).toContain(`Hello Ana Ruiz`);
      expect(mail.text).toContain(`our purchase order ${order.number}: 2 lines`);
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        filename: `purchase-order-${order.number}.pdf`,
        contentType: 'application/pdf',
      });
      // The PDF reads as the order: its number, its products and their prices.
      const text = pdfText(pdf.content);
      expect(text).toContain('Purchase order');
      expect(text).toContain(order.number);
      expect(text).toContain('Rye Flour');
      expect(text).toContain('Back door, before 7');
      // The download is the same document.
      const download = await pdfBody(s.as().get(`${base()}/${order.id}/purchase-order.pdf`)).expect(
        200,
      );
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(pdfText(download.body)).toContain(order.number);
      // Sent again, to another address; or only marked sent.
      const again = (await act(order.id, 'send', { to: 'backup@millstone.test' }).expect(200)).body
        .purchase_order as PurchaseOrder;
      expect(again.history.at(-1)).toMatchObject({ to: 'backup@millstone.test' });
      const marked = (await act(order.id, 'send', { mark_only: true }).expect(200)).body
        .purchase_order as PurchaseOrder;
      expect(marked.history.at(-1)).toMatchObject({ type: 'PurchaseOrderSent', to: null });
      expect((await act(order.id, 'send', { to: 'not an email' })).body.message).toBe(
        'to must be an email address',
      );
    },
  );

  it('asks for an address when the supplier has none, and records nothing', async () => {
    const order = await draft({
      supplier_id: usMillId,
      lines: [{ product_id: product('Salt'), quantity: 1, unit_price: 1 }],
    });
    const res = await act(order.id, 'send');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'The supplier has no email: give to, or mark_only: true to mark it sent without a mail.',
    );
    expect((await s.as().get(`${base()}/${order.id}`).expect(200)).body.purchase_order.status).toBe(
      'DRAFT',
    );
  });

  it('refuses more than is still to come, naming the line, and receives nothing of it', async () => {
    const order = await draft();
    await act(order.id, 'send', { mark_only: true }).expect(200);
    const before = await s.cell('Rye Flour');
    const res = await act(order.id, 'receive', {
      lines: [
        { product_id: product('Rye Flour'), quantity: 5 },
        { product_id: product('Yeast'), quantity: 21, lot_code: 'Y-2' },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Line 2: only 20 of 20 are still to come.');
    expect(await s.cell('Rye Flour')).toEqual(before);
  });

  it('closes short what partly came, and cancels what nothing came against', async () => {
    const order = await draft();
    await act(order.id, 'send', { mark_only: true }).expect(200);
    expect((await act(order.id, 'close')).body.message).toBe(
      'Nothing has come against this purchase order: cancel it instead.',
    );
    await act(order.id, 'receive', {
      lines: [{ product_id: product('Rye Flour'), quantity: 10 }],
    }).expect(200);
    const closed = (await act(order.id, 'close', { reason: 'Mill out of rye' }).expect(200)).body
      .purchase_order as PurchaseOrder;
    expect(closed.status).toBe('CLOSED');
    expect(closed.lines.map((l) => l.outstanding)).toEqual([0, 0]);
    const other = await draft();
    expect((await act(other.id, 'cancel').expect(200)).body.purchase_order.status).toBe(
      'CANCELLED',
    );
    expect((await act(other.id, 'receive', { lines: [] })).status).toBe(409);
  });

  it('asks for the exchange rate when the supplier’s currency is not the provider’s', async () => {
    const order = await draft({
      supplier_id: usMillId,
      lines: [{ product_id: product('Salt'), quantity: 10, unit_price: 2 }],
    });
    expect(order.currency).toBe('USD');
    const res = await act(order.id, 'receive', {
      lines: [{ product_id: product('Salt'), quantity: 10 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'exchange_rate is required: the order is in USD, stock is valued in EUR.',
    );
    const received = (
      await act(order.id, 'receive', {
        lines: [{ product_id: product('Salt'), quantity: 10 }],
        exchange_rate: 0.9,
      }).expect(200)
    ).body.purchase_order as PurchaseOrder;
    expect(received.history.at(-1)!.lines![0].unit_cost).toBe(1.8);
  });

  it('lists them newest first, by status and supplier, and changes a draft’s lines', async () => {
    const order = await draft();
    const changed = (
      await s
        .as()
        .put(`${base()}/${order.id}`)
        .send({
          location_id: location('Depot'),
          lines: [{ product_id: product('Salt'), quantity: 5, unit_price: 0.3 }],
        })
        .expect(200)
    ).body.purchase_order as PurchaseOrder;
    expect(changed).toMatchObject({ location: { name: 'Depot' }, total: 1.5 });
    const drafts = (await s.as().get(`${base()}?status=DRAFT&supplier_id=${millId}`).expect(200))
      .body;
    expect(drafts.purchase_orders[0].id).toBe(order.id);
    expect(drafts.purchase_orders.every((o: PurchaseOrder) => o.status === 'DRAFT')).toBe(true);
    expect(drafts.total).toBe(drafts.purchase_orders.length);
  });

  it('suggests what to buy for the low stocks, less what is on order, by preferred supplier', async () => {
    const depot = location('Depot');
    const points = (rows: [string, number, number][]) =>
      s
        .as()
        .put(`${s.base}/reorder-points`)
        .send({
          reorder_points: rows.map(([name, minimum, reorder_quantity]) => ({
            product_id: product(name),
            location_id: depot,
            minimum,
            reorder_quantity,
          })),
        })
        .expect(200);
    // Nothing at the Depot: Rye Flour and Salt are low there, 30 and 8 to order.
    await points([
      ['Rye Flour', 10, 30],
      ['Salt', 5, 8],
    ]);
    await s
      .as()
      .put(`${s.base}/suppliers/${millId}/prices/${product('Rye Flour')}`)
      .send({ unit_price: '0.80', pack_size: 25, min_order_quantity: 25, preferred: true })
      .expect(200);
    const suggestions = async () =>
      (await s.as().get(`${base()}/suggestions?location_id=${depot}`).expect(200)).body.groups as {
        supplier: { id: string; name: string } | null;
        lines: {
          product_name: string;
          on_order: number;
          quantity: number;
          unit_price: number | null;
        }[];
      }[];
    // Rye Flour from its preferred supplier, in whole sacks of 25; Salt has none.
    expect(
      (await suggestions()).map((g) => [
        g.supplier?.name ?? null,
        g.lines.map((l) => [l.product_name, l.on_order, l.quantity, l.unit_price]),
      ]),
    ).toEqual([
      ['Millstone Flour', [['Rye Flour', 0, 50, 0.8]]],
      [null, [['Salt', 0, 8, null]]],
    ]);
    // 25 sent for the Depot: on order, and only 5 more (one sack) to buy.
    const order = await draft({
      location_id: depot,
      lines: [{ product_id: product('Rye Flour'), quantity: 25 }],
    });
    expect((await suggestions())[0].lines[0].quantity).toBe(50);
    await act(order.id, 'send', { mark_only: true }).expect(200);
    const onOrder = (await s.as().get(`${base()}/on-order?location_id=${depot}`).expect(200)).body
      .on_order;
    expect(onOrder).toEqual([
      { location_id: depot, product_id: product('Rye Flour'), on_order: 25 },
    ]);
    expect((await suggestions())[0].lines[0]).toMatchObject({ on_order: 25, quantity: 25 });
    // Received, it is stock and no longer on order; closed short, the rest is not either.
    await act(order.id, 'receive', {
      lines: [{ product_id: product('Rye Flour'), quantity: 20 }],
    }).expect(200);
    await act(order.id, 'close').expect(200);
    expect(
      (await s.as().get(`${base()}/on-order?location_id=${depot}`).expect(200)).body.on_order,
    ).toEqual([]);
  });

  it('refuses what it cannot take, naming the field, never a 500', async () => {
    const cases: [object, number, RegExp][] = [
      [{ supplier_id: 'x' }, 400, /supplier_id must be a supplier id/],
      [{ supplier_id: UNKNOWN }, 404, /No such supplier/],
      [{ location_id: UNKNOWN }, 404, /No such location/],
      [{ lines: 'many' }, 400, /lines must be a list/],
      [{ lines: [null] }, 400, /lines\[0\]: must be/],
      [
        { lines: [{ product_id: UNKNOWN, quantity: 1, unit_price: 1 }] },
        400,
        /lines\[0\]: no such product/,
      ],
      [
        { lines: [{ product_id: product('Salt'), quantity: 1 }] },
        400,
        /lines\[0\]: unit_price is required/,
      ],
      [
        { lines: [{ product_id: product('Salt'), quantity: 1e12, unit_price: 1 }] },
        400,
        /lines\[0\]: quantity/,
      ],
      [
        { lines: [{ product_id: product('Salt'), quantity: 1, unit_price: 1e308 }] },
        400,
        /lines\[0\]: unit_price/,
      ],
      [
        { lines: [{ product_id: product('Salt'), quantity: 1, unit_price: 0.001 }] },
        400,
        /2 decimal places/,
      ],
      [{ notes: 'a\u0000b' }, 400, /NUL/],
      [{ expected_on: '2026-13-45' }, 400, /expected_on must be a date/],
    ];
    for (const [body, status, message] of cases) {
      const res = await s
        .as()
        .post(base())
        .send({
          supplier_id: millId,
          location_id: location('Bakehouse'),
          lines: [{ product_id: product('Salt'), quantity: 1, unit_price: 1 }],
          ...body,
        });
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.message).toMatch(message);
    }
  });

  it('keeps another provider’s orders and suppliers out, and members without the permission', async () => {
    const order = await draft();
    const stranger = await signUp(s.t);
    const theirs = `/api/provider/${stranger.providerId}/purchase-orders`;
    await s.as(stranger).get(`${base()}/${order.id}`).expect(403);
    expect((await s.as(stranger).get(`${theirs}/${order.id}`)).status).toBe(404);
    const member = await joinTeam(s.t, s.owner, 'clerk@purchasing.test', ['inventory:update']);
    await s.as(member).get(`${base()}/${order.id}`).expect(200);
    const refused = await s.as(member).post(`${base()}/${order.id}/send`).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You don't have permission to adjust inventory.");
  });
});
