import { checkedCreditTerms, paymentTermsDays } from './credit-terms';

describe('a client’s payment terms and credit limit', () => {
  it('gives the days to the due date of each term, prepaid due on issue', () => {
    expect(paymentTermsDays('PREPAID')).toBe(0);
    expect(paymentTermsDays('NET_15')).toBe(15);
    expect(paymentTermsDays('NET_30')).toBe(30);
    expect(paymentTermsDays('NET_60')).toBe(60);
  });

  it('keeps a limit as an exact amount, and null as none', () => {
    expect(checkedCreditTerms({ payment_terms: 'NET_30', credit_limit: '5000' })).toEqual({
      paymentTerms: 'NET_30',
      creditLimit: '5000.00',
    });
    expect(checkedCreditTerms({ payment_terms: null, credit_limit: 12.5 })).toEqual({
      paymentTerms: null,
      creditLimit: '12.50',
    });
    expect(checkedCreditTerms({ payment_terms: 'PREPAID', credit_limit: null })).toEqual({
      paymentTerms: 'PREPAID',
      creditLimit: null,
    });
  });

  it('refuses unknown terms and a limit that is not an amount, naming the field', () => {
    for (const payment_terms of ['NET_45', 'net_30', 30, undefined, {}, 'NET_30\u0000'])
      expect(() => checkedCreditTerms({ payment_terms, credit_limit: null })).toThrow(
        /^payment_terms must be/,
      );
    for (const credit_limit of ['-1', '1.999', 'ten', '', 1e12, true, [], undefined, '\ud800'])
      expect(() => checkedCreditTerms({ payment_terms: null, credit_limit })).toThrow(
        /^credit_limit must be/,
      );
  });
});
