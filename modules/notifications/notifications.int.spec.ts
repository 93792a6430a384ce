import { joinTeam } from '../../apps/api/testing/create-test-app';
import { shopApp } from '../../apps/api/testing/shop';
import {
  Database,
  EVENT_STORE,
  EventStore,
  MAILER,
  MailboxFolder,
  verifyProjection,
} from '../platform';
import { eventually, failed } from '../platform/testing';
import { MailDispatcher } from './infrastructure/mail-dispatcher';
import { mailOutboxProjection } from './projections/mail-outbox/mail-outbox.projection';
import { ReadMail, readMailbox } from './testing';

const ACME = 'acme@example.test';
const MATE = 'mate@mails.test';

interface DeliveryRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  skipped_because: string | null;
  next_attempt_at: Date;
}

describe('client mails, from an outbox', () => {
  const s = shopApp({
    env: { DATABASE_POOL_SIZE: '20' },
    beforeShop: async (app) => {
      const mate = await joinTeam(app.t, app.owner, MATE);
      await app.settings({
        legal_name: 'Northwind <Supplies> Ltd',
        currency: 'EUR',
        locale: 'en-GB',
        new_order_recipients: [mate.userId],
      });
    },
    locations: ['Main'],
    products: { Widget: 12.5, Gadget: 3 },
    clients: ['Acme'],
    stock: { Widget: 100, Gadget: 100 },
  });
  const { as, http } = s;
  let db: Database;
  let mailbox: MailboxFolder;
  let dispatcher: MailDispatcher;

  const mails = () => readMailbox(mailbox.folder);
  const mailsTo = (to: string) => mails().filter((mail) => mail.to.includes(to));
  const mailTo = (to: string, subject: string) =>
    eventually(
      () =>
        mailsTo(to).find((mail) => mail.subject === subject) ??
        failed(`no mail "${subject}" to ${to}`),
    );
  /** An order of Acme's at Main: through its link (as the client), or placed by the owner. */
  const order = async (lines: Record<string, number>, by: 'client' | 'staff' = 'client') => {
    const id = await s.order(lines, {
      by: by === 'staff' ? s.owner : undefined,
      location: 'Main',
    });
    return { id, number: (await s.readOrder(id)).number as string };
  };
  /** An order of Acme's, shipped whole, and a return of some of it asked from the portal. */
  const returnAsked = async (lines: Record<string, number>, back: Record<string, number>) => {
    const placed = await order(lines);
    await s.ship(placed.id).expect(201);
    await s
      .askReturn(
        placed.id,
        Object.fromEntries(
          Object.entries(back).map(([name, quantity]): [string, [number, string]] => [
            name,
            [quantity, 'DAMAGED'],
          ]),
        ),
      )
      .expect(201);
    return {
      ...placed,
      returnNumber: `${placed.number}-R1`,
      path: `${s.base}/order/${placed.id}/returns/1`,
    };
  };
  const deliveries = async (orderId: string) =>
    (
      await db.query<DeliveryRow>(
        `SELECT id, kind, status, attempts, last_error, skipped_because, next_attempt_at
           FROM mail_deliveries WHERE order_id = $1 ORDER BY kind`,
        [orderId],
      )
    ).rows;
  const delivery = (orderId: string, kind: string, check: (row: DeliveryRow) => boolean) =>
    eventually(async () => {
      const row = (await deliveries(orderId)).find((r) => r.kind === kind);
      return row && check(row) ? row : failed(`${kind} of ${orderId}: ${JSON.stringify(row)}`);
    });
  const messageIdOf = (row: DeliveryRow) => `<${row.id}@stockflow>`;
  const withId = (id: string) => mails().filter((mail) => mail.headers.get('message-id') === id);

  beforeAll(() => {
    db = s.t.test.db;
    mailbox = s.t.app.get<MailboxFolder>(MAILER);
    dispatcher = s.t.app.get(MailDispatcher);
  });

  it('tells a client that orders through its link that the order was received, with a working link, and the chosen member of the new order', async () => {
    const placed = await order({ Widget: 2, Gadget: 1 });
    const received = await mailTo(ACME, `Order ${placed.number} received`);
    expect(received.headers.get('from')).toBe('"Northwind <Supplies> Ltd" <no-reply@localhost>');
    expect(received.text).toContain(`has received it as order ${placed.number}.`);
    expect(received.text).toContain('  Widget × 2\n  Gadget × 1');
    expect(received.text).toContain('Total: €28.00');
    expect(received.html).toContain('Northwind &lt;Supplies&gt; Ltd');
    expect(received.html).not.toContain('<Supplies>');
    const link = /https?:\/\/\S+\/client\/([^/\s]+)\/order\/([^/\s]+)/.exec(received.text);
    expect(link?.[1]).toBe(s.shop.clients.Acme.key);
    expect(link?.[2]).toBe(placed.id);
    expect(received.html).toContain(`href="${link?.[0]}"`);
    const portal = await http().get(`/api/client/${link?.[1]}/order/${link?.[2]}`).expect(200);
    expect(portal.body.order.number).toBe(placed.number);

    const told = await mailTo(MATE, `New order ${placed.number} from Acme`);
    expect(told.to).toEqual([MATE]);
    expect(told.text).toContain(
      `Acme has placed order ${placed.number} through the client portal.`,
    );
    expect(told.text).toContain(`/provider/${s.owner.providerId}/order/${placed.id}`);
    expect(told.text).not.toContain(s.shop.clients.Acme.key);
    // Only the chosen member is told, and the client is told once.
    expect(mails().filter((mail) => mail.subject.startsWith('New order'))).toHaveLength(1);
    expect(mailsTo(ACME).filter((mail) => mail.subject.endsWith('received'))).toHaveLength(1);
  });

  it('tells the client of an order placed by staff, and nobody else', async () => {
    const placed = await order({ Widget: 1 }, 'staff');
    await mailTo(ACME, `Order ${placed.number} received`);
    await delivery(placed.id, 'order_received', (row) => row.status === 'sent');
    expect((await deliveries(placed.id)).map((row) => row.kind)).toEqual(['order_received']);
  });

  it('tells the client of a shipment, with its carrier, tracking number and packing slip attached', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    const placed = await order({ Widget: 5, Gadget: 2 });
    await as()
      .post(`${s.base}/order/${placed.id}/shipments`)
      .send({
        products: [{ product_id: s.shop.products.Widget.id, quantity: 3 }],
        carrier: 'DHL',
        tracking_number: 'JD0123',
        shipped_on: today,
      })
      .expect(201);
    const shipped = await mailTo(ACME, `Order ${placed.number} shipped`);
    expect(shipped.text).toContain(
      `Shipment ${placed.number}-1 of your order ${placed.number} left on ${day}.`,
    );
    expect(shipped.text).toContain('Carrier: DHL\nTracking number: JD0123');
    expect(shipped.text).toContain(
      'In this shipment:\n\n  Widget × 3\n\nThe packing slip is attached.',
    );
    expect(shipped.attachments).toHaveLength(1);
    const [slip] = shipped.attachments;
    expect(slip.contentType).toBe('application/pdf');
    expect(slip.filename).toMatch(/^packing-slip-\d+-1\.pdf$/);
    expect(slip.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends the client its invoice as a PDF, with the total and the due day', async () => {
    const placed = await order({ Widget: 2 });
    const invoice = (await as().post(`${s.base}/order/${placed.id}/invoices`).send({}).expect(201))
      .body.invoice;
    const mail = await mailTo(ACME, `Invoice ${invoice.number} for order ${placed.number}`);
    expect(mail.text).toContain('Total: €25.00');
    expect(mail.text).toMatch(/Due: \d{1,2} \w{3} \d{4}/);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${invoice.number}.pdf`]);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tells the client of a cancelled order, unless the provider switched that mail off', async () => {
    const first = await order({ Gadget: 1 }, 'staff');
    await as().put(`${s.base}/order/${first.id}`).send({ cancelled: true }).expect(200);
    const cancelled = await mailTo(ACME, `Order ${first.number} cancelled`);
    expect(cancelled.text).toContain(
      `Northwind <Supplies> Ltd has cancelled your order ${first.number}.`,
    );

    await s.settings({ notifications: { order_cancelled: false } });
    const second = await order({ Gadget: 1 }, 'staff');
    await as().put(`${s.base}/order/${second.id}`).send({ cancelled: true }).expect(200);
    const skipped = await delivery(second.id, 'order_cancelled', (row) => row.status === 'skipped');
    expect(skipped.skipped_because).toBe('The provider switched order_cancelled mails off.');
    expect(mailsTo(ACME).filter((mail) => mail.subject.includes(second.number))).toHaveLength(1);
    await s.settings({ notifications: { order_cancelled: true } });
  });

  it('tells the client its return is approved, with what to send back', async () => {
    const asked = await returnAsked({ Widget: 3, Gadget: 1 }, { Widget: 2 });
    await as().post(`${asked.path}/approve`).expect(200);
    const mail = await mailTo(ACME, `Your return ${asked.returnNumber} is approved`);
    expect(mail.text).toContain(
      `Northwind <Supplies> Ltd has approved your return ${asked.returnNumber} of order ${asked.number}. Please send back:\n\n  Widget × 2\n`,
    );
    expect(mail.text).not.toContain('Gadget');
    expect(mail.text).toContain(`/client/${s.shop.clients.Acme.key}/order/${asked.id}`);
    expect(mail.attachments).toEqual([]);
  });

  it('tells the client its return is refused, and why', async () => {
    const asked = await returnAsked({ Gadget: 2 }, { Gadget: 1 });
    await as()
      .post(`${asked.path}/refuse`)
      .send({ reason: 'Opened <packs> are not taken back' })
      .expect(200);
    const mail = await mailTo(ACME, `Your return ${asked.returnNumber} is refused`);
    expect(mail.text).toContain(
      `Northwind <Supplies> Ltd has refused your return ${asked.returnNumber} of order ${asked.number}.`,
    );
    expect(mail.text).toContain('Reason: Opened <packs> are not taken back');
    expect(mail.html).toContain('Opened &lt;packs&gt; are not taken back');
  });

  it('tells nobody of a return answered while the provider switched that mail off', async () => {
    await s.settings({ notifications: { return_answered: false } });
    try {
      const asked = await returnAsked({ Widget: 1 }, { Widget: 1 });
      await as().post(`${asked.path}/approve`).expect(200);
      const skipped = await delivery(
        asked.id,
        'return_answered',
        (row) => row.status === 'skipped',
      );
      expect(skipped.skipped_because).toBe('The provider switched return_answered mails off.');
      expect(mailsTo(ACME).filter((mail) => mail.subject.includes(asked.returnNumber))).toEqual([]);
    } finally {
      await s.settings({ notifications: { return_answered: true } });
    }
  });

  it("sends the client a received return's credit note as a PDF", async () => {
    const asked = await returnAsked({ Widget: 4 }, { Widget: 2 });
    await as().post(`${asked.path}/approve`).expect(200);
    await as().post(`${asked.path}/receive`).send({}).expect(200);
    const note = (await as().post(`${asked.path}/credit-note`).expect(201)).body.invoice;
    expect(note.number).toMatch(/^CN-\d+$/);
    const mail = await mailTo(
      ACME,
      `Credit note ${note.number} for your return ${asked.returnNumber}`,
    );
    expect(mail.text).toContain(
      `Please find attached credit note ${note.number} for your return ${asked.returnNumber} of order ${asked.number}.`,
    );
    expect(mail.text).toContain('Credited: €25.00');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${note.number}.pdf`]);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const sent = await delivery(asked.id, 'credit_note_issued', (row) => row.status === 'sent');
    expect(withId(messageIdOf(sent))).toHaveLength(1);
  });

  it('retries a mail whose sending failed, with backoff, and sends it once it works', async () => {
    const send = jest.spyOn(mailbox, 'send').mockRejectedValue(new Error('SMTP is down'));
    let placed: { id: string; number: string };
    try {
      placed = await order({ Widget: 1 }, 'staff');
      const failing = await delivery(placed.id, 'order_received', (row) => row.attempts === 1);
      expect(failing).toMatchObject({ status: 'pending', last_error: 'SMTP is down' });
      const wait = failing.next_attempt_at.getTime() - Date.now();
      expect(wait).toBeGreaterThan(50_000);
      expect(wait).toBeLessThanOrEqual(60_000);
      // Before its time, nothing is tried again.
      expect(await dispatcher.sendDue()).toEqual({ sent: 0, skipped: 0, failed: 0 });
      expect((await dispatcher.sendDue(new Date(Date.now() + 61_000))).failed).toBe(1);
      const again = await delivery(placed.id, 'order_received', (row) => row.attempts === 2);
      expect(again.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(5 * 60_000);
    } finally {
      send.mockRestore();
    }
    expect(mailsTo(ACME).filter((mail) => mail.subject.includes(placed.number))).toEqual([]);
    expect((await dispatcher.sendDue(new Date(Date.now() + 10 * 60_000))).sent).toBe(1);
    const sent = await delivery(placed.id, 'order_received', (row) => row.status === 'sent');
    expect(sent).toMatchObject({ attempts: 3, last_error: null });
    expect(withId(messageIdOf(sent)).map((mail: ReadMail) => mail.subject)).toEqual([
      `Order ${placed.number} received`,
    ]);
  });

  it('gives a mail up after its sixth failure, keeping the last error', async () => {
    const send = jest.spyOn(mailbox, 'send').mockRejectedValue(new Error('550 no such user'));
    try {
      const placed = await order({ Widget: 1 }, 'staff');
      await delivery(placed.id, 'order_received', (row) => row.attempts === 1);
      for (const hours of [1, 2, 3, 6, 20])
        await dispatcher.sendDue(new Date(Date.now() + hours * 3_600_000));
      const given = await delivery(placed.id, 'order_received', (row) => row.status !== 'pending');
      expect(given).toMatchObject({
        status: 'failed',
        attempts: 6,
        last_error: '550 no such user',
      });
    } finally {
      send.mockRestore();
    }
  });

  it('sends a mail sent before a crash (sent, not yet marked) again under the same id: one mail', async () => {
    const placed = await order({ Gadget: 2 }, 'staff');
    const sent = await delivery(placed.id, 'order_received', (row) => row.status === 'sent');
    expect(withId(messageIdOf(sent))).toHaveLength(1);
    // The crash: the mail went out, the transaction that marks it sent never committed.
    await db.query(
      `UPDATE mail_deliveries SET status = 'pending', sent_at = NULL, next_attempt_at = now()
        WHERE id = $1`,
      [sent.id],
    );
    await delivery(
      placed.id,
      'order_received',
      (row) => row.status === 'sent' && row.attempts === 2,
    );
    // Sent again, it is still the one mail of that order's receipt, under its first id.
    const receipts = mailsTo(ACME).filter(
      (mail) => mail.subject === `Order ${placed.number} received`,
    );
    expect(receipts.map((mail) => mail.headers.get('message-id'))).toEqual([messageIdOf(sent)]);
  });

  it('adds nothing twice when the outbox is read again from the start, and rebuilds the same', async () => {
    const before = mails().length;
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_deliveries',
    );
    await db.query(
      `UPDATE mail_outbox_cursor SET pos_commit = 0, pos_prepare = 0,
         id = '00000000-0000-0000-0000-000000000000'`,
    );
    expect(await dispatcher.sendDue()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_deliveries');
    expect(after.rows[0].n).toBe(rows[0].n);
    expect(mails()).toHaveLength(before);
    const store = s.t.app.get<EventStore>(EVENT_STORE);
    expect(await verifyProjection(db, store, mailOutboxProjection)).toEqual([]);
  });
});
