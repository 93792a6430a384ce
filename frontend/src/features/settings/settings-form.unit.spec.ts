import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import type { BusinessSettings } from './api/settings-api';
import { SETTINGS as SETTINGS_TEXTS } from './messages';
import { changeOf, fieldOfMessage, formErrors, formOf, recipientOptions } from './settings-form';

/** The screen's texts in English, as recipientOptions is given them. */
const t = i18n.getFixedT('en', SETTINGS_TEXTS);

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
  new_order_recipients: ['u-ann'],
  portal_stock: 'exact',
  contact_phone: null,
  min_order_value: 150,
};

describe('the Settings form', () => {
  it('sends every setting it shows, text emptied as none', () => {
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
      new_order_recipients: ['u-ann'],
      portal_stock: 'exact',
      contact_phone: null,
      min_order_value: 150,
    });
    expect(change).not.toHaveProperty('has_logo');
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
    const many = Array.from({ length: 21 }, (_, index) => `u-${index}`);
    expect(formErrors({ ...form, new_order_recipients: many }).new_order_recipients).toBe(
      'Choose at most 20 members.',
    );
  });

  it("sends the portal's stock in words and its phone trimmed, and finds a phone that is not one", () => {
    const form = { ...formOf(SETTINGS), portal_stock: 'words' as const };
    expect(changeOf({ ...form, contact_phone: ' +44 (0)1904 555-010 ' })).toMatchObject({
      portal_stock: 'words',
      contact_phone: '+44 (0)1904 555-010',
    });
    expect(changeOf({ ...form, contact_phone: '  ' }).contact_phone).toBeNull();
    expect(formErrors({ ...form, contact_phone: '01904 555 010' })).toEqual({});
    const wrong = 'Enter a phone number of at most 40 digits, spaces and + ( ) - . /';
    expect(formErrors({ ...form, contact_phone: 'call us' }).contact_phone).toBe(wrong);
    expect(formErrors({ ...form, contact_phone: '---' }).contact_phone).toBe(wrong);
    expect(formErrors({ ...form, contact_phone: '1'.repeat(41) }).contact_phone).toBe(wrong);
    expect(fieldOfMessage('contact_phone must be text')).toEqual({
      field: 'contact_phone',
      text: 'Contact phone must be text',
    });
    expect(fieldOfMessage('portal_stock must be exact or words').field).toBe('portal_stock');
  });

  it('offers the active members by email, and keeps a chosen member who is no longer active', () => {
    const member = (user_id: string, email: string, active = true, accepted = true) => ({
      user_id,
      email,
      active,
      accepted_at: accepted ? '2025-01-01T00:00:00.000Z' : null,
    });
    const team = [
      member('u-zed', 'zed@example.com'),
      member('u-ann', 'ann@example.com'),
      member('u-old', 'old@example.com', false),
      member('u-new', 'new@example.com', true, false),
    ];
    expect(recipientOptions(team, [], t)).toEqual([
      { value: 'u-ann', label: 'ann@example.com' },
      { value: 'u-zed', label: 'zed@example.com' },
    ]);
    expect(recipientOptions(team, ['u-old', 'u-gone'], t).slice(2)).toEqual([
      { value: 'u-old', label: 'old@example.com (inactive)' },
      { value: 'u-gone', label: 'A former member' },
    ]);
    expect(recipientOptions(undefined, ['u-ann'], t)).toEqual([
      { value: 'u-ann', label: 'Loading…' },
    ]);
  });

  it("puts the server's refusal at the field it names, in the screen's words", () => {
    expect(
      fieldOfMessage('order_prefix must be 1 to 10 letters, digits or the signs # - / .'),
    ).toEqual({
      field: 'order_prefix',
      text: 'Order number prefix must be 1 to 10 letters, digits or the signs # - / .',
    });
    expect(fieldOfMessage('legal_name must be at most 200 characters').field).toBe('legal_name');
    expect(fieldOfMessage('new_order_recipients may name at most 20 members')).toEqual({
      field: 'new_order_recipients',
      text: 'New order alerts may name at most 20 members',
    });
    expect(fieldOfMessage('Only the owner can change the business settings.')).toEqual({
      field: null,
      text: 'Only the owner can change the business settings.',
    });
  });
});
