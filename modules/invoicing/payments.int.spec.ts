import request from 'supertest';
import { asMember } from '../../apps/api/testing/as-member';
import { joinTeam, signUp } from '../../apps/api/testing/create-test-app';
import { itWithPdfTools, pdfBody, pdfText } from '../../apps/api/testing/pdf-pages';
import { shopApp } from '../../apps/api/testing/shop';
import { Database, EVENT_STORE, EventStore, verifyProjection } from '../platform';
import { invoicesProjection } from './projections/invoices/invoices.projection';

interface Invoice {
  id: string;
  order_id: string;
  kind: string;
  number: string;
  issued_on: string;
  due_on: string;
  payment_terms: string | null;
  total: string;
  paid: string | null;
  credited: string | null;
  open_amount: string | null;
  payment_status: string | null;
}

const dayOffset = (day: string, offset: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const today = () => new Date().toISOString().slice(0, 10);

describe('payments, open amounts and terms on invoices', () => {
  const s = shopApp({
    beforeShop: (app) => app.settings({ currency: 'EUR', payment_terms_days: 14 }),
    locations: ['Main'],
    products: { Widget: 10, Book: { price: 9, tax_rate: 5.5 } },
    clients: ['Acme', 'Other'],
    stock: { Widget: 1000, Book: 1000 },
  });
  const { as, http } = s;
  const invoice = async (orderId: string, body: object = {}) =>
    (await as().post(`${s.base}/order/${orderId}/invoices`).send(body).expect(201)).body
      .invoice as Invoice;
  const pay = (invoiceId: string, body: unknown, who = s.owner) =>
    asMember(s.t, who)
      .post(`${s.base}/invoices/${invoiceId}/payments`)
      .send(body as object);
  const setCredit = (client: string, body: object) =>
    as().put(`${s.base}/client/${s.shop.clients[client].id}/credit`).send(body).expect(200);

  it('records partial payments until nothing is open, never more than is open', async () => {
    const issued = await invoice(await s.order({ Widget: 10 }));
    expect(issued).toMatchObject({
      total: '100.00',
      paid: '0.00',
      open_amount: '100.00',
      payment_status: 'OPEN',
    });
    const first = await pay(issued.id, { amount: '30.5', paid_on: today() }).expect(201);
    expect(first.body.invoice).toMatchObject({
      paid: '30.50',
      open_amount: '69.50',
      payment_status: 'OPEN',
    });
    const over = await pay(issued.id, { amount: 69.51 }).expect(400);
    expect(over.body.message).toBe(
      `amount must be at most the open amount of ${issued.number}, 69.50 EUR.`,
    );
    // Two payments at once cannot together pay more than is open.
    const both = await Promise.all([
      pay(issued.id, { amount: 40 }),
      pay(issued.id, { amount: 40 }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 400]);
    const rest = await pay(issued.id, { amount: '29.50' }).expect(201);
    expect(rest.body.invoice).toMatchObject({
      paid: '100.00',
      open_amount: '0.00',
      payment_status: 'PAID',
    });
    expect((await pay(issued.id, { amount: 1 }).expect(409)).body.message).toBe(
      `${issued.number} is paid: nothing is open on it.`,
    );
    const store = s.t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(s.t.app.get(Database), store, invoicesProjection)).toEqual([]);
  });

  it('refuses bad payments with a 400 naming the field, another provider’s invoice with a 404, and a member without the permission', async () => {
    const issued = await invoice(await s.order({ Widget: 1 }));
    const cases: [body: unknown, field: string][] = [
      [{}, 'amount'],
      [{ amount: null }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 'ten' }, 'amount'],
      [{ amount: '1e3' }, 'amount'],
      [{ amount: 1e300 }, 'amount'],
      [{ amount: [5] }, 'amount'],
      [{ amount: { value: 5 } }, 'amount'],
      [{ amount: true }, 'amount'],
      [{ amount: 1, paid_on: '2026-02-30' }, 'paid_on'],
      [{ amount: 1, paid_on: 20260101 }, 'paid_on'],
      [{ amount: 1, paid_on: 'yesterday' }, 'paid_on'],
      [{ amount: 1, paid_on: dayOffset(today(), 1) }, 'paid_on'],
      [{ amount: 1, paid_on: dayOffset(issued.issued_on, -1) }, 'paid_on'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(issued.id, body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(field)]);
    }
    const nul = await pay(issued.id, { amount: '5\u0000' });
    expect([nul.status, nul.body.message]).toEqual([400, expect.stringContaining('amount')]);
    const lone = await as()
      .post(`${s.base}/invoices/${issued.id}/payments`)
      .set('Content-Type', 'application/json')
      .send('{"amount":"\\udc00"}');
    expect([lone.status, lone.body.message]).toEqual([400, expect.stringContaining('amount')]);
    await as().post(`${s.base}/invoices/not-an-id/payments`).send({ amount: 1 }).expect(400);
    // Nothing was recorded by the refusals.
    const after = (await as().get(`${s.base}/order/${issued.order_id}/invoices`).expect(200)).body
      .invoices[0] as Invoice;
    expect(after.paid).toBe('0.00');

    const other = await signUp(s.t);
    await asMember(s.t, other)
      .post(`/api/provider/${other.providerId}/invoices/${issued.id}/payments`)
      .send({ amount: 1 })
      .expect(404);
    await pay(issued.id, { amount: 1 }, other).expect(403);
    const denied = await joinTeam(s.t, s.owner, 'no-payments@example.test', ['orders:create']);
    await pay(issued.id, { amount: 1 }, denied).expect(403);
    const key = async (scopes: string[]) =>
      (
        await as()
          .post(`${s.base}/api-keys`)
          .send({ name: scopes.join(' '), scopes })
          .expect(201)
      ).body.secret as string;
    const reader = await key(['orders:read']);
    const writer = await key(['orders:write']);
    const withKey = (secret: string) =>
      request(s.t.app.getHttpServer())
        .post(`${s.base}/invoices/${issued.id}/payments`)
        .set('Authorization', `Bearer ${secret}`)
        .send({ amount: 1 });
    await withKey(reader).expect(403);
    const paid = await withKey(writer).expect(201);
    expect(paid.body.invoice.open_amount).toBe('9.00');
  });

  it('takes a credit note off the invoice it credits, and refuses a payment on a credit note', async () => {
    const id = await s.order({ Widget: 4 });
    const issued = await invoice(id);
    await s.ship(id).expect(201);
    await s.askReturn(id, { Widget: [1, 'DAMAGED'] }).expect(201);
    const step = (path: string) => as().post(`${s.base}/order/${id}/returns/1/${path}`);
    await step('approve').expect(200);
    await step('receive')
      .send({ products: [{ product_id: s.shop.products.Widget.id, restock: 1, write_off: 0 }] })
      .expect(200);
    const note = (await step('credit-note').expect(201)).body.invoice as Invoice;
    expect(note).toMatchObject({ kind: 'CREDIT_NOTE', open_amount: null, payment_status: null });
    const { invoices } = (await as().get(`${s.base}/order/${id}/invoices`).expect(200)).body as {
      invoices: Invoice[];
    };
    expect(invoices.find((i) => i.id === issued.id)).toMatchObject({
      credited: '10.00',
      open_amount: '30.00',
    });
    expect((await pay(note.id, { amount: 1 }).expect(400)).body.message).toBe(
      `${note.number} is a credit note: payments are recorded on invoices.`,
    );
    await pay(issued.id, { amount: '30.01' }).expect(400);
    await pay(issued.id, { amount: 30 }).expect(201);
  });

  itWithPdfTools('dates an invoice by the client’s own terms, and says so on its PDF', async () => {
    const byDefault = await invoice(await s.order({ Widget: 1 }, { client: 'Other' }));
    expect(byDefault).toMatchObject({
      payment_terms: null,
      due_on: dayOffset(byDefault.issued_on, 14),
    });
    await setCredit('Other', { payment_terms: 'NET_60', credit_limit: null });
    const net = await invoice(await s.order({ Widget: 1 }, { client: 'Other' }));
    expect(net).toMatchObject({
      payment_terms: 'NET_60',
      due_on: dayOffset(net.issued_on, 60),
    });
    const netText = pdfText(
      (await pdfBody(as().get(`${s.base}/invoices/${net.id}/pdf`)).expect(200)).body as Buffer,
    ).replace(/\s+/g, ' ');
    expect(netText).toContain('Payment terms: net 60 days.');
    await setCredit('Other', { payment_terms: 'PREPAID', credit_limit: null });
    const prepaid = await invoice(await s.order({ Widget: 1 }, { client: 'Other' }));
    expect(prepaid).toMatchObject({ payment_terms: 'PREPAID', due_on: prepaid.issued_on });
    const prepaidText = pdfText(
      (await pdfBody(as().get(`${s.base}/invoices/${prepaid.id}/pdf`)).expect(200)).body as Buffer,
    ).replace(/\s+/g, ' ');
    expect(prepaidText).toContain('Payment terms: prepaid. Payment is due on issue.');
    // The invoices issued before keep their due dates.
    const again = (await as().get(`${s.base}/order/${net.order_id}/invoices`).expect(200)).body;
    expect(again.invoices[0].due_on).toBe(net.due_on);
    await setCredit('Other', { payment_terms: null, credit_limit: null });
  });

  it('dates an invoice back up to a year, never ahead, and reads it overdue once past its due date', async () => {
    const id = await s.order({ Widget: 2 });
    for (const issued_on of [dayOffset(today(), 1), dayOffset(today(), -400), '2026-13-01', 5]) {
      const res = await as().post(`${s.base}/order/${id}/invoices`).send({ issued_on });
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining('issued_on')]);
    }
    const late = await invoice(id, { issued_on: dayOffset(today(), -20) });
    expect(late).toMatchObject({
      issued_on: dayOffset(today(), -20),
      due_on: dayOffset(today(), -6),
      payment_status: 'OVERDUE',
      open_amount: '20.00',
    });
  });

  it('lists a client’s open invoices in its portal, with its balance and limit, and no one else’s', async () => {
    // A client of its own for this test: what it owes is only what is placed here.
    const client = (
      await as()
        .post(`${s.base}/client`)
        .send({ name: 'Bistro', email: 'bistro@example.test' })
        .expect(201)
    ).body.client;
    const key = (await as().get(`${s.base}/client/${client.id}/link`).expect(200)).body
      .link_key as string;
    const portalOrder = async (lines: Record<string, number>) =>
      (
        await request(s.t.app.getHttpServer())
          .post('/api/order')
          .send({
            order: JSON.stringify({
              providerId: s.owner.providerId,
              clientId: key,
              transaction_type: 'ORDER',
              products: Object.entries(lines).map(([name, quantity]) => ({
                id: s.shop.products[name].id,
                quantity,
              })),
            }),
          })
          .expect(201)
      ).body.order.id as string;
    const portal = (k = key) => http().get(`/api/client/${k}/invoices`);
    expect((await portal().expect(200)).body).toEqual({
      invoices: [],
      currency: 'EUR',
      balance: '0.00',
      credit_limit: null,
    });
    const overdue = await invoice(await portalOrder({ Widget: 3 }), {
      issued_on: dayOffset(today(), -30),
    });
    const open = await invoice(await portalOrder({ Widget: 2 }));
    const paid = await invoice(await portalOrder({ Widget: 1 }));
    await pay(paid.id, { amount: 10 }).expect(201);
    // Placed, not invoiced: it counts toward the balance, not among the invoices.
    await portalOrder({ Book: 1 });
    await as()
      .put(`${s.base}/client/${client.id}/credit`)
      .send({ payment_terms: 'NET_30', credit_limit: 1000 })
      .expect(200);
    const listed = (await portal().expect(200)).body;
    expect(listed).toMatchObject({ currency: 'EUR', balance: '59.50', credit_limit: '1000.00' });
    expect(
      listed.invoices.map((i: Invoice) => [i.number, i.open_amount, i.payment_status]),
    ).toEqual([
      [overdue.number, '30.00', 'OVERDUE'],
      [open.number, '20.00', 'OPEN'],
    ]);
    // The portal downloads each one's PDF, as from the order page.
    await pdfBody(http().get(`/api/client/${key}/invoices/${overdue.id}/pdf`)).expect(200);
    // Another client's link sees none of these, and the staff side counts the same.
    const other = (await portal(s.shop.clients.Other.key).expect(200)).body.invoices as Invoice[];
    expect(other.map((i) => i.id)).not.toContain(overdue.id);
    const credit = (await as().get(`${s.base}/client/${client.id}/credit`).expect(200)).body;
    expect(credit).toMatchObject({
      balance: '59.50',
      invoices_open: '50.00',
      open_invoices: 2,
      overdue_invoices: 1,
    });
    // A provider's other clients and a stranger's key read nothing of it.
    const unknown = await http().get('/api/client/00000000-0000-4000-8000-000000000000/invoices');
    expect([unknown.status, unknown.body.invoices]).toEqual([404, undefined]);
    const stranger = await signUp(s.t);
    await asMember(s.t, stranger).get(`${s.base}/client/${client.id}/credit`).expect(403);
    // Hostile scopes: a NUL is refused at the edge, another provider's id shows none of this.
    const nul = await http().get(`/api/client/${key}/invoices?provider_id=%00`);
    expect([nul.status, nul.body.message]).toEqual([400, expect.stringContaining('provider_id')]);
    const elsewhere = await http().get(
      `/api/client/${key}/invoices?provider_id=${stranger.providerId}`,
    );
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      404,
      'No such provider for this client.',
    ]);
    const junk = await http().get(`/api/client/${key}/invoices?provider_id=${'x'.repeat(500)}`);
    expect([junk.status, junk.body.message]).toEqual([400, expect.stringContaining('provider_id')]);
    const mine = await http().get(`/api/client/${key}/invoices?provider_id=${s.owner.providerId}`);
    expect(mine.body.invoices).toHaveLength(2);
  });
});
