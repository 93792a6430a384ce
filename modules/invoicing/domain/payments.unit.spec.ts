import {
  allocateCredit,
  decidePayment,
  openAmount,
  openBalance,
  PayableInvoice,
  paymentStatus,
} from './payments';

const invoice: PayableInvoice = {
  invoiceId: 'i1',
  kind: 'INVOICE',
  number: 1001,
  providerId: 'p1',
  clientId: 'c1',
  orderId: 'o1',
  currency: 'EUR',
  issuedOn: '2026-11-20',
  open: 10000n,
};
const at = '2026-12-01T09:00:00.000Z';

describe('open amounts', () => {
  it('is the total less payments and credits, never below zero', () => {
    expect(openAmount(10000n, 3000n, 2000n)).toBe(5000n);
    expect(openAmount(10000n, 10000n, 2000n)).toBe(0n);
  });

  it('is paid when nothing is open, overdue when open after its due date', () => {
    expect(paymentStatus(0n, '2026-01-01', '2026-12-01')).toBe('PAID');
    expect(paymentStatus(1n, '2026-12-01', '2026-12-01')).toBe('OPEN');
    expect(paymentStatus(1n, '2026-11-30', '2026-12-01')).toBe('OVERDUE');
  });

  it('shares a credit note among the invoices it credits, in their order', () => {
    const shares = allocateCredit(1500n, [
      { id: 'a', total: 1000n, credited: 200n },
      { id: 'b', total: 1000n, credited: 0n },
      { id: 'c', total: 1000n, credited: 0n },
    ]);
    expect([...shares]).toEqual([
      ['a', 800n],
      ['b', 700n],
    ]);
  });

  it('counts open invoices and what of each open order no invoice covers', () => {
    expect(
      openBalance(5000n, [
        { total: 3000n, invoiced: 0n },
        { total: 3000n, invoiced: 1000n },
        { total: 3000n, invoiced: 3000n },
      ]),
    ).toBe(10000n);
  });
});

describe('recording a payment', () => {
  it('records a part of what is open, on the day given or today', () => {
    const event = decidePayment(invoice, { paymentId: 'x', amount: '30.5', paidOn: undefined, at });
    expect(event.data).toMatchObject({ amount: '30.50', paidOn: '2026-12-01', invoiceId: 'i1' });
    expect(
      decidePayment(invoice, { paymentId: 'x', amount: 100, paidOn: '2026-11-25', at }).data,
    ).toMatchObject({ amount: '100.00', paidOn: '2026-11-25' });
  });

  it('refuses more than is open, a paid invoice and a credit note', () => {
    expect(() =>
      decidePayment(invoice, { paymentId: 'x', amount: '100.01', paidOn: null, at }),
    ).toThrow('amount must be at most the open amount of INV-1001, 100.00 EUR.');
    expect(() =>
      decidePayment({ ...invoice, open: 0n }, { paymentId: 'x', amount: 1, paidOn: null, at }),
    ).toThrow('INV-1001 is paid: nothing is open on it.');
    expect(() =>
      decidePayment(
        { ...invoice, kind: 'CREDIT_NOTE' },
        { paymentId: 'x', amount: 1, paidOn: null, at },
      ),
    ).toThrow('CN-1001 is a credit note: payments are recorded on invoices.');
  });

  it('refuses an amount or a day that is not one, naming the field', () => {
    for (const amount of [0, -1, '1e2', 'ten', null, undefined, [], {}, true, 1e300])
      expect(() => decidePayment(invoice, { paymentId: 'x', amount, paidOn: null, at })).toThrow(
        /^amount must be a positive amount/,
      );
    for (const paidOn of ['2026-02-30', 'today', 20261201, '2026-12-02', '2026-11-19'])
      expect(() => decidePayment(invoice, { paymentId: 'x', amount: 1, paidOn, at })).toThrow(
        /^paid_on /,
      );
  });
});
