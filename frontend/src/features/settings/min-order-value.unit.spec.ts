import { describe, expect, it } from '@jest/globals';
import type { BusinessSettings } from './api/settings-api';
import { changeOf, fieldOfMessage, formErrors, formOf } from './settings-form';

const SETTINGS: BusinessSettings = {
  legal_name: null,
  address: null,
  tax_id: null,
  has_logo: false,
  currency: 'USD',
  locale: 'en-US',
  order_prefix: '#',
  default_tax_rate: 0,
  payment_terms_days: 30,
  invoice_per: 'ORDER',
  notifications: {
    order_received: true,
    order_shipped: true,
    invoice_issued: true,
    order_cancelled: true,
    return_answered: true,
  },
  new_order_recipients: [],
  portal_stock: 'exact',
  contact_phone: null,
  min_order_value: null,
};

describe("the Settings form's minimum order value", () => {
  it('shows none as an empty field and sends an emptied field as none', () => {
    const form = formOf(SETTINGS);
    expect(form.min_order_value).toBe('');
    expect(changeOf(form).min_order_value).toBeNull();
    expect(changeOf({ ...form, min_order_value: 99.5 }).min_order_value).toBe(99.5);
    expect(formOf({ ...SETTINGS, min_order_value: 100 }).min_order_value).toBe(100);
  });

  it('finds an amount the server would refuse before sending it', () => {
    const form = formOf(SETTINGS);
    const wrong =
      'Enter an amount of 0 or more with at most two decimals, or leave it empty for none.';
    for (const fine of ['', 0, 100, 99.95, 9_999_999_999.99])
      expect(formErrors({ ...form, min_order_value: fine }).min_order_value).toBeUndefined();
    for (const bad of [-1, 1.005, 10_000_000_000])
      expect(formErrors({ ...form, min_order_value: bad }).min_order_value).toBe(wrong);
  });

  it("puts the server's refusal at the field, in the screen's words", () => {
    expect(
      fieldOfMessage(
        'min_order_value must be an amount from 0 to 9,999,999,999.99 with at most 2 decimals, or null for none',
      ),
    ).toEqual({
      field: 'min_order_value',
      text: 'Minimum order value must be an amount from 0 to 9,999,999,999.99 with at most 2 decimals, or null for none',
    });
  });
});
