import { asMember } from '../../apps/api/testing/as-member';
import { joinTeam, type SignedUp, signUp } from '../../apps/api/testing/create-test-app';
import { itWithPdfTools, logoColour, pdfBody, pdfText } from '../../apps/api/testing/pdf-pages';
import { shopApp } from '../../apps/api/testing/shop';
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { invoicesProjection } from './projections/invoices/invoices.projection';

interface Invoice {
  id: string;
  number: string;
  order_number: string;
  shipment_number: string | null;
  issued_on: string;
  due_on: string;
  currency: string;
  subtotal: string;
  taxes: { rate: number; base: string; amount: string }[];
  tax: string;
  total: string;
}

describe('invoices', () => {
  const s = shopApp({
    env: { DATABASE_POOL_SIZE: '30' },
    beforeShop: (app) => app.settings({ currency: 'EUR', default_tax_rate: 20 }),
    locations: ['Main'],
    products: { Widget: 12.5, Gadget: 0.1, Book: { price: 9, tax_rate: 5.5, sku: 'BK-1' } },
    clients: ['Acme', 'Other'],
    stock: { Widget: 1000, Gadget: 1000, Book: 1000 },
  });
  const { as, http, order, settings } = s;
  const invoice = (orderId: string, body: object = {}, who?: SignedUp) =>
    as(who).post(`${s.base}/order/${orderId}/invoices`).send(body);

  itWithPdfTools(
    'issues an order’s invoice, numbered, with its frozen lines, taxes per rate and totals, as a PDF',
    async () => {
      await s.letterhead([0, 0, 200]);
      await settings({ payment_terms_days: 14 });
      const id = await order({ Widget: 2, Gadget: 3, Book: 1 });
      const issued = (await invoice(id).expect(201)).body.invoice as Invoice;
      const placed = await s.readOrder(id);
      expect(issued).toMatchObject({
        number: 'INV-1001',
        order_number: placed.number,
        shipment_number: null,
        currency: 'EUR',
        // 2 × 12.50 + 3 × 0.10 at 20 %, 1 × 9.00 at 5.5 %.
        subtotal: '34.30',
        taxes: [
          { rate: 5.5, base: '9.00', amount: '0.50' },
          { rate: 20, base: '25.30', amount: '5.06' },
        ],
        tax: '5.56',
        total: '39.86',
      });
      // The order's own totals say the same.
      expect(placed.totals).toMatchObject({ subtotal: '34.30', tax: '5.56', total: '39.86' });
      const day = (offset: number) => {
        const d = new Date(`${issued.issued_on}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + offset);
        return d.toISOString().slice(0, 10);
      };
      expect(issued.due_on).toBe(day(14));

      // Once is enough: the same order again names the invoice it has.
      expect((await invoice(id).expect(409)).body.message).toBe(
        'This order has already been invoiced: INV-1001.',
      );

      // Renamed, repriced and re-lettered afterwards, the invoice still says what it said.
      await settings({ legal_name: 'Someone Else plc' });
      await as()
        .put(`${s.base}/product/${s.shop.products.Widget.id}`)
        .send({ name: 'Sprocket', price: 99 })
        .expect(200);
      const pdf = (await pdfBody(as().get(`${s.base}/invoices/${issued.id}/pdf`)).expect(200))
        .body as Buffer;
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      for (const expected of [
        'Northwind Supplies Ltd',
        '1 Dock Road',
        'Tax ID: GB123',
        'Invoice INV-1001',
        `Order: ${placed.number}`,
        'Bill to',
        'Acme',
        'Widget',
        'BK-1',
        '€12.50',
        '€25.00',
        'Tax 5.5% on €9.00 €0.50',
        'Tax 20% on €25.30 €5.06',
        'Total (EUR) €39.86',
        'Payment terms: 14 days.',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Sprocket');
      expect(text).not.toContain('Someone Else');
      const [r, g, b] = logoColour(pdf);
      expect([r < 60, g < 60, b > 150]).toEqual([true, true, true]);
    },
  );

  it('numbers invoices issued at once consecutively, without gaps', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await order({ Gadget: 1 }));
    const answers = await Promise.all(ids.map((id) => invoice(id)));
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 201));
    const numbers = answers
      .map((res) => Number(res.body.invoice.number.slice(4)))
      .sort((a, b) => a - b);
    const first = numbers[0];
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
    const store = s.t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(s.t.app.get(Database), store, invoicesProjection)).toEqual([]);
  });

  it('invoices each shipment when the settings say so, and only what it shipped', async () => {
    await settings({ invoice_per: 'SHIPMENT' });
    const id = await order({ Widget: 4, Book: 2 });
    expect((await invoice(id).expect(400)).body.message).toBe(
      'Invoices are issued per shipment (see the settings): name the shipment to invoice.',
    );
    await s
      .ship(id, { products: [{ product_id: s.shop.products.Book.id, quantity: 2 }] })
      .expect(201);
    await invoice(id, { shipment: 2 }).expect(404);
    const first = (await invoice(id, { shipment: 1 }).expect(201)).body.invoice as Invoice;
    expect(first).toMatchObject({ subtotal: '18.00', tax: '0.99', total: '18.99' });
    expect(first.shipment_number).toMatch(/^#\d+-1$/);
    expect((await invoice(id, { shipment: 1 }).expect(409)).body.message).toMatch(
      /^This shipment has already been invoiced: INV-\d+\.$/,
    );
    expect((await invoice(id, { shipment: 'one' }).expect(400)).body.message).toContain(
      'shipment must be the number',
    );
    const { invoices } = (await as().get(`${s.base}/order/${id}/invoices`).expect(200)).body;
    expect(invoices.map((i: Invoice) => i.id)).toEqual([first.id]);
    await settings({ invoice_per: 'ORDER' });
  });

  it('lets the client list and download its own invoices only, and refuses what is no order to invoice', async () => {
    const id = await order({ Book: 1 });
    const issued = (await invoice(id).expect(201)).body.invoice as Invoice;
    const acme = s.shop.clients.Acme.key;
    const mine = await http().get(`/api/client/${acme}/order/${id}/invoices`).expect(200);
    expect(mine.body.invoices.map((i: Invoice) => i.number)).toEqual([issued.number]);
    await pdfBody(http().get(`/api/client/${acme}/invoices/${issued.id}/pdf`))
      .expect(200)
      .expect('content-type', 'application/pdf');
    const other = s.shop.clients.Other.key;
    expect(
      (await http().get(`/api/client/${other}/order/${id}/invoices`).expect(200)).body.invoices,
    ).toEqual([]);
    await http().get(`/api/client/${other}/invoices/${issued.id}/pdf`).expect(404);
    const stranger = await signUp(s.t);
    await asMember(s.t, stranger).get(`${s.base}/invoices/${issued.id}/pdf`).expect(403);

    const movement = await s.stockIn('Book', 1);
    expect((await invoice(movement.body.order.id).expect(409)).body.message).toBe(
      'Only orders are invoiced.',
    );
    const cancelled = await order({ Book: 1 });
    await as().put(`${s.base}/order/${cancelled}`).send({ cancelled: true }).expect(200);
    expect((await invoice(cancelled).expect(409)).body.message).toBe(
      'A cancelled order is not invoiced.',
    );
    const denied = await joinTeam(s.t, s.owner, 'no-invoices@example.test', ['orders:create']);
    await invoice(await order({ Book: 1 }), {}, denied).expect(403);
  });

  itWithPdfTools(
    'credits a received return with a credit note in its own series, naming the invoice it credits',
    async () => {
      const id = await order({ Widget: 4, Book: 2 });
      const invoiced = (await invoice(id).expect(201)).body.invoice as Invoice;
      await s.ship(id).expect(201);
      const acme = s.shop.clients.Acme.key;
      await s.askReturn(id, { Widget: [2, 'DAMAGED'], Book: [1, 'NOT_NEEDED'] }).expect(201);
      const credit = (path: string) => as().post(`${s.base}/order/${id}/returns/1/${path}`);
      expect((await credit('credit-note').expect(409)).body.message).toBe(
        'A credit note follows a return once it is received.',
      );
      await credit('approve').expect(200);
      await credit('receive')
        .send({
          products: [
            {
              product_id: s.shop.products.Widget.id,
              restock: 1,
              write_off: 1,
              write_off_reason: 'DAMAGE',
            },
            { product_id: s.shop.products.Book.id, restock: 1, write_off: 0 },
          ],
        })
        .expect(200);
      const note = (await credit('credit-note').expect(201)).body.invoice;
      const placed = await s.readOrder(id);
      expect(note).toMatchObject({
        kind: 'CREDIT_NOTE',
        number: 'CN-1001',
        return_number: `${placed.number}-R1`,
        credited_invoices: [invoiced.number],
        // 2 × 99.00 (the Widget's price when this order was placed) at 20 %, 1 × 9.00 at 5.5 %.
        subtotal: '207.00',
        tax: '40.10',
        total: '247.10',
      });
      expect((await credit('credit-note').expect(409)).body.message).toBe(
        'This return has already been credited: CN-1001.',
      );
      const pdf = await pdfBody(as().get(`${s.base}/invoices/${note.id}/pdf`)).expect(200);
      expect(pdf.headers['content-disposition']).toContain('CN-1001.pdf');
      const text = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
      for (const expected of [
        'Credit note CN-1001',
        `Return: ${placed.number}-R1`,
        `Credits: ${invoiced.number}`,
        'Credited (EUR) €247.10',
      ])
        expect(text).toContain(expected);
      // The client finds it beside the invoice.
      const listed = (await http().get(`/api/client/${acme}/order/${id}/invoices`).expect(200)).body
        .invoices;
      expect(listed.map((i: { number: string }) => i.number)).toEqual([invoiced.number, 'CN-1001']);
    },
  );
});
