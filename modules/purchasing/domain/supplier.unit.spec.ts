import {
  changedSupplier,
  LEAD_TIME_MESSAGE,
  newSupplier,
  PHONE_MESSAGE,
  SUPPLIER_NAME_REQUIRED,
  SupplierRuleError,
  supplierNameKey,
} from './supplier';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(SupplierRuleError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('a new supplier', () => {
  it('takes the provider’s currency, no lead time and no terms unless given, and is active', () => {
    expect(newSupplier({ name: '  Miller & Sons  ' }, 'EUR')).toEqual({
      name: 'Miller & Sons',
      contact_name: null,
      email: null,
      phone: null,
      currency: 'EUR',
      lead_time_days: 0,
      payment_terms: null,
      notes: null,
      active: true,
    });
  });

  it('keeps what is given, trimmed, the currency upper-cased and blanks as none', () => {
    const supplier = newSupplier(
      {
        name: 'Flour Co',
        contact_name: ' Ana ',
        email: ' ana@flour.test ',
        phone: ' +44 (0)20 7946-0000 ',
        currency: 'gbp',
        lead_time_days: 14,
        payment_terms: 'NET_30',
        notes: '   ',
      },
      'USD',
    );
    expect(supplier).toMatchObject({
      contact_name: 'Ana',
      email: 'ana@flour.test',
      phone: '+44 (0)20 7946-0000',
      currency: 'GBP',
      lead_time_days: 14,
      payment_terms: 'NET_30',
      notes: null,
    });
  });

  it('refuses a blank name, and one over 200 characters', () => {
    expect(refusal(() => newSupplier({ name: '   ' }, 'USD'))).toBe(SUPPLIER_NAME_REQUIRED);
    expect(refusal(() => newSupplier({ name: 'x'.repeat(201) }, 'USD'))).toBe(
      'name must be at most 200 characters',
    );
  });

  it('refuses a currency that is not ISO 4217, naming the field', () => {
    expect(refusal(() => newSupplier({ name: 'A', currency: 'EURO' }, 'USD'))).toMatch(
      /^currency must be an ISO 4217 code/,
    );
    expect(refusal(() => newSupplier({ name: 'A', currency: 'XYZ' }, 'USD'))).toMatch(/^currency/);
  });

  it('holds the phone to the settings’ contact phone rule, named phone', () => {
    expect(refusal(() => newSupplier({ name: 'A', phone: 'call me' }, 'USD'))).toBe(PHONE_MESSAGE);
    expect(refusal(() => newSupplier({ name: 'A', phone: '1'.repeat(41) }, 'USD'))).toBe(
      PHONE_MESSAGE,
    );
  });

  it('takes a lead time of whole days from 0 to 365 only', () => {
    expect(newSupplier({ name: 'A', lead_time_days: 365 }, 'USD').lead_time_days).toBe(365);
    for (const days of [-1, 366, 1.5, Number.NaN])
      expect(refusal(() => newSupplier({ name: 'A', lead_time_days: days }, 'USD'))).toBe(
        LEAD_TIME_MESSAGE,
      );
  });

  it('refuses notes over 2,000 characters and a contact name over 200', () => {
    expect(refusal(() => newSupplier({ name: 'A', notes: 'n'.repeat(2001) }, 'USD'))).toBe(
      'notes must be at most 2,000 characters',
    );
    expect(refusal(() => newSupplier({ name: 'A', contact_name: 'c'.repeat(201) }, 'USD'))).toBe(
      'contact_name must be at most 200 characters',
    );
  });
});

describe('a supplier changed', () => {
  const flour = newSupplier({ name: 'Flour Co', currency: 'GBP', lead_time_days: 7 }, 'USD');

  it('keeps the fields a change leaves out, and archives with active false', () => {
    expect(changedSupplier(flour, { active: false, notes: 'Closed in August' })).toEqual({
      ...flour,
      active: false,
      notes: 'Closed in August',
    });
  });

  it('clears a field set to null, but never the currency', () => {
    const withPhone = changedSupplier(flour, { phone: '0123' });
    expect(changedSupplier(withPhone, { phone: null, currency: null })).toMatchObject({
      phone: null,
      currency: 'GBP',
    });
  });

  it('names a supplier by a key that ignores case and spaces around it', () => {
    expect(supplierNameKey('  Flour CO ')).toBe(supplierNameKey('flour co'));
  });
});
