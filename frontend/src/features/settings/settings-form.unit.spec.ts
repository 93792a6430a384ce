import { describe, expect, it } from '@jest/globals';
import type { BusinessSettings } from './api/settings-api';
import { changeOf, fieldOfMessage, formErrors, formOf } from './settings-form';

const SETTINGS: BusinessSettings = {
  legal_name: null,
  address: 'Line 1\nLine 2',
  tax_id: null,
  has_logo: false,
  currency: 'EUR',
  locale: 'fr-FR',
  order_prefix: '#',
  default_tax_rate: 20,
  payment_terms_days: 30,
  invoice_per: 'ORDER',
  notifications: {
    order_received: true,
    order_shipped: true,
    invoice_issued: false,
    order_cancelled: true,
    return_answered: true,
  },
  new_order_recipients: [],
};

describe('the Settings form', () => {
  it('sends every setting it shows, text emptied as none, and leaves the rest alone', () => {
    const form = { ...formOf(SETTINGS), legal_name: '  ', tax_id: ' FR 1 ' };
    const change = changeOf(form);
    expect(change).toEqual({
      legal_name: null,
      address: 'Line 1\nLine 2',
      tax_id: 'FR 1',
      currency: 'EUR',
      locale: 'fr-FR',
      default_tax_rate: 20,
      order_prefix: '#',
      payment_terms_days: 30,
      invoice_per: 'ORDER',
      notifications: SETTINGS.notifications,
    });
    expect(change).not.toHaveProperty('new_order_recipients');
  });

  it('finds what is missing or out of range before sending', () => {
    const form = formOf(SETTINGS);
    expect(formErrors(form)).toEqual({});
    expect(
      Object.keys(
        formErrors({
          ...form,
          default_tax_rate: 101,
          payment_terms_days: 2.5,
          locale: '',
          order_prefix: '',
        }),
      ).sort(),
    ).toEqual(['default_tax_rate', 'locale', 'order_prefix', 'payment_terms_days']);
    expect(formErrors({ ...form, default_tax_rate: '' }).default_tax_rate).toBeDefined();
  });

  it("puts the server's refusal at the field it names, in the screen's words", () => {
    expect(
      fieldOfMessage('order_prefix must be 1 to 10 letters, digits or the signs # - / .'),
    ).toEqual({
      field: 'order_prefix',
      text: 'Order number prefix must be 1 to 10 letters, digits or the signs # - / .',
    });
    expect(fieldOfMessage('legal_name must be at most 200 characters').field).toBe('legal_name');
    expect(fieldOfMessage('Only the owner can change the business settings.')).toEqual({
      field: null,
      text: 'Only the owner can change the business settings.',
    });
  });
});
