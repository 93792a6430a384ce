import { escapeHtml, formatMoney, renderMail } from './mail-content';

const SENDER = { name: 'Northwind Supplies Ltd', locale: 'en-US' };
const LINK = 'https://stock.example.com/client/key/order/id';

describe('the words of client mails', () => {
  it('given an order received, says its number, lines, total and link, as text and as HTML', () => {
    const mail = renderMail(
      {
        kind: 'order_received',
        orderNumber: '#1001',
        clientName: 'Acme',
        lines: [
          { name: 'Widget', quantity: 1200 },
          { name: 'Gadget', quantity: 4 },
        ],
        total: { amount: '12345.50', currency: 'USD' },
        link: LINK,
      },
      SENDER,
    );
    expect(mail.subject).toBe('Order #1001 received');
    expect(mail.text).toBe(
      [
        'Hello Acme,',
        '',
        'Thank you for your order. Northwind Supplies Ltd has received it as order #1001.',
        '',
        '  Widget × 1,200',
        '  Gadget × 4',
        '',
        'Total: $12,345.50',
        '',
        `See your order and follow its progress: ${LINK}`,
        '',
        'Northwind Supplies Ltd',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${LINK}">See your order and follow its progress</a>`);
    expect(mail.html).toContain('$12,345.50');
  });

  it('given a shipment, says its number, day, carrier, tracking number and lines', () => {
    const mail = renderMail(
      {
        kind: 'order_shipped',
        orderNumber: '#1001',
        clientName: 'Acme',
        shipmentNumber: '#1001-1',
        shippedOn: '2026-12-05',
        carrier: 'DHL',
        trackingNumber: 'JD0123',
        lines: [{ name: 'Widget', quantity: 6 }],
        link: null,
      },
      { ...SENDER, locale: 'en-GB' },
    );
    expect(mail.subject).toBe('Order #1001 shipped');
    expect(mail.text).toContain('Shipment #1001-1 of your order #1001 left on 5 Dec 2026.');
    expect(mail.text).toContain('Carrier: DHL\nTracking number: JD0123');
    expect(mail.text).toContain('  Widget × 6');
    expect(mail.text).not.toContain('See your order');
  });

  it('given an invoice, says its number, total and due day in the provider’s locale', () => {
    const mail = renderMail(
      {
        kind: 'invoice_issued',
        orderNumber: '#1001',
        clientName: 'Acme',
        invoiceNumber: 'INV-1001',
        total: { amount: '41.17', currency: 'EUR' },
        dueOn: '2026-12-19',
        link: LINK,
      },
      { ...SENDER, locale: 'fr-FR' },
    );
    expect(mail.subject).toBe('Invoice INV-1001 for order #1001');
    expect(mail.text).toContain('Total: 41,17\u00a0€');
    expect(mail.text).toContain('Due: 19 déc. 2026');
  });

  it('given a new portal order, tells the staff who ordered what', () => {
    const mail = renderMail(
      {
        kind: 'new_order',
        orderNumber: '#1002',
        clientName: 'Acme',
        lines: [{ name: 'Widget', quantity: 1 }],
        total: { amount: '5', currency: 'JPY' },
        link: LINK,
      },
      SENDER,
    );
    expect(mail.subject).toBe('New order #1002 from Acme');
    expect(mail.text).toMatch(/^Hello,\n\nAcme has placed order #1002 through the client portal\./);
    expect(mail.text).toContain('Total: ¥5');
  });

  it('given a cancelled order, says who cancelled it', () => {
    const of = (byClient: boolean) =>
      renderMail(
        { kind: 'order_cancelled', orderNumber: '#1003', clientName: 'Acme', byClient, link: null },
        SENDER,
      );
    expect(of(true).subject).toBe('Order #1003 cancelled');
    expect(of(true).text).toContain('Your order #1003 has been cancelled, as you asked.');
    expect(of(false).text).toContain('Northwind Supplies Ltd has cancelled your order #1003.');
  });

  it('given a return approved, says what to send back; refused, says why', () => {
    const head = {
      kind: 'return_answered' as const,
      orderNumber: '#1001',
      clientName: 'Acme',
      returnNumber: '#1001-R1',
      link: LINK,
    };
    const approved = renderMail(
      { ...head, approved: true, lines: [{ name: 'Widget', quantity: 2 }] },
      SENDER,
    );
    expect(approved.subject).toBe('Your return #1001-R1 is approved');
    expect(approved.text).toContain(
      'Northwind Supplies Ltd has approved your return #1001-R1 of order #1001. Please send back:\n\n  Widget × 2',
    );
    const refused = renderMail({ ...head, approved: false, reason: 'Opened <box>' }, SENDER);
    expect(refused.subject).toBe('Your return #1001-R1 is refused');
    expect(refused.text).toContain('has refused your return #1001-R1 of order #1001.');
    expect(refused.text).toContain('Reason: Opened <box>');
    expect(refused.html).toContain('Opened &lt;box&gt;');
  });

  it('given a credit note, says its number, its return and what it credits', () => {
    const mail = renderMail(
      {
        kind: 'credit_note_issued',
        orderNumber: '#1001',
        clientName: 'Acme',
        creditNoteNumber: 'CN-1001',
        returnNumber: '#1001-R1',
        total: { amount: '25.00', currency: 'EUR' },
        link: null,
      },
      { ...SENDER, locale: 'en-GB' },
    );
    expect(mail.subject).toBe('Credit note CN-1001 for your return #1001-R1');
    expect(mail.text).toContain(
      'Please find attached credit note CN-1001 for your return #1001-R1 of order #1001.',
    );
    expect(mail.text).toContain('Credited: €25.00');
  });

  it('given names with markup, escapes every value in the HTML', () => {
    const hostile = '<img src=x onerror="alert(1)">&\'';
    const mail = renderMail(
      {
        kind: 'order_shipped',
        orderNumber: '#1',
        clientName: hostile,
        shipmentNumber: '#1-1',
        shippedOn: '2026-12-05',
        carrier: hostile,
        trackingNumber: hostile,
        lines: [{ name: hostile, quantity: 1 }],
        link: 'https://x.test/"><script>',
      },
      { name: hostile, locale: 'en-US' },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml(hostile));
    expect(mail.text).toContain(hostile);
  });

  it('formats decimal strings exactly, in the currency’s own decimals', () => {
    expect(formatMoney({ amount: '90071992547409.93', currency: 'USD' }, 'en-US')).toBe(
      '$90,071,992,547,409.93',
    );
    expect(formatMoney({ amount: '1234', currency: 'JPY' }, 'ja-JP')).toBe('￥1,234');
  });
});
