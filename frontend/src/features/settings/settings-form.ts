/**
 * The Settings screen's form, apart from its inputs: the values as the inputs hold them, what
 * they send, what is wrong with them before they go, and which field a refusal of the server
 * names.
 */
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import type { BusinessSettings, NotificationKey, SettingsChange } from './api/settings-api';
import { SETTINGS } from './messages';

/**
 * The settings texts, each read in the language on screen when called (no language fixed): for
 * the helpers below, which run as the form is checked.
 */
const say = i18n.getFixedT(null, SETTINGS);

export type InvoicePer = BusinessSettings['invoice_per'];
export type PortalStock = BusinessSettings['portal_stock'];

/** The form's values, as its inputs hold them (a number input may be emptied). */
export interface SettingsForm {
  legal_name: string;
  address: string;
  tax_id: string;
  currency: string;
  locale: string;
  default_tax_rate: number | string;
  order_prefix: string;
  payment_terms_days: number | string;
  invoice_per: InvoicePer;
  notifications: Record<NotificationKey, boolean>;
  /** The members (user ids) mailed of each order a client places through the portal. */
  new_order_recipients: string[];
  /** How the client portal shows stock: the number, or in words. */
  portal_stock: PortalStock;
  /** The phone the client portal gives clients; empty for none. */
  contact_phone: string;
  /** The smallest portal order before tax, in the currency; empty for none. */
  min_order_value: number | string;
}

/** The fields a message may name, by the name the server gives them. */
export type SettingsField = Exclude<keyof SettingsForm, 'notifications'>;

/**
 * The mails a provider may switch off, in the order the screen lists them; each is named and
 * described under `clientEmails.notifications.<key>` in the settings catalog.
 */
export const NOTIFICATIONS: readonly NotificationKey[] = [
  'order_received',
  'order_shipped',
  'invoice_issued',
  'order_cancelled',
  'return_answered',
];

/** The label each field has on the screen (a key under `fields.`), for messages that name it. */
export const FIELD_LABELS = {
  legal_name: 'legalName',
  address: 'address',
  tax_id: 'taxId',
  currency: 'currency',
  locale: 'locale',
  default_tax_rate: 'defaultTaxRate',
  order_prefix: 'orderPrefix',
  payment_terms_days: 'paymentTerms',
  invoice_per: 'invoicePer',
  new_order_recipients: 'newOrderRecipients',
  portal_stock: 'portalStock',
  contact_phone: 'contactPhone',
  min_order_value: 'minOrderValue',
} as const satisfies Record<SettingsField, string>;

export const MAX_LEGAL_NAME = 200;
export const MAX_ADDRESS = 500;
export const MAX_TAX_ID = 50;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** At most this many members are mailed of each new portal order. */
export const MAX_NEW_ORDER_RECIPIENTS = 20;
export const MAX_CONTACT_PHONE = 40;
/** What a contact phone may hold (the server checks it again): a digit, and + ( ) - . / spaces. */
const CONTACT_PHONE = /^(?=.*\d)[\d +()\-./]+$/;

export function formOf(settings: BusinessSettings): SettingsForm {
  return {
    legal_name: settings.legal_name ?? '',
    address: settings.address ?? '',
    tax_id: settings.tax_id ?? '',
    currency: settings.currency,
    locale: settings.locale,
    default_tax_rate: settings.default_tax_rate,
    order_prefix: settings.order_prefix,
    payment_terms_days: settings.payment_terms_days,
    invoice_per: settings.invoice_per,
    notifications: { ...settings.notifications },
    new_order_recipients: [...(settings.new_order_recipients ?? [])],
    portal_stock: settings.portal_stock ?? 'exact',
    contact_phone: settings.contact_phone ?? '',
    min_order_value: settings.min_order_value ?? '',
  };
}

/** What Save sends: every setting of the form (text emptied is none). */
export function changeOf(form: SettingsForm): SettingsChange {
  const text = (value: string) => value.trim() || null;
  return {
    legal_name: text(form.legal_name),
    address: text(form.address),
    tax_id: text(form.tax_id),
    currency: form.currency,
    locale: form.locale.trim(),
    default_tax_rate: Number(form.default_tax_rate),
    order_prefix: form.order_prefix,
    payment_terms_days: Number(form.payment_terms_days),
    invoice_per: form.invoice_per,
    notifications: { ...form.notifications },
    new_order_recipients: [...form.new_order_recipients],
    portal_stock: form.portal_stock,
    contact_phone: text(form.contact_phone),
    min_order_value: form.min_order_value === '' ? null : Number(form.min_order_value),
  };
}

/** The largest minimum order value the server keeps. */
export const MAX_MIN_ORDER_VALUE = 9_999_999_999.99;

/** A minimum order value: 0 or more, at most two decimals, within what the server keeps. */
function isMinOrderValue(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_MIN_ORDER_VALUE &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

function isLocale(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return Boolean(canonical) && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0;
  } catch {
    return false;
  }
}

/** What is wrong with the form before it is sent, by field (the server checks it again). */
export function formErrors(form: SettingsForm): Partial<Record<SettingsField, string>> {
  const errors: Partial<Record<SettingsField, string>> = {};
  if (!form.currency) errors.currency = say('errors.currency');
  if (!form.locale.trim()) errors.locale = say('errors.localeMissing');
  else if (!isLocale(form.locale.trim())) errors.locale = say('errors.localeUnknown');
  const rate = form.default_tax_rate === '' ? Number.NaN : Number(form.default_tax_rate);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100)
    errors.default_tax_rate = say('errors.taxRate');
  // What the prefix may hold is the server's to say (at the field, in its words).
  if (!form.order_prefix) errors.order_prefix = say('errors.orderPrefix');
  const days = form.payment_terms_days === '' ? Number.NaN : Number(form.payment_terms_days);
  if (!Number.isInteger(days) || days < 0 || days > MAX_PAYMENT_TERMS_DAYS)
    errors.payment_terms_days = say('errors.paymentTerms', { max: MAX_PAYMENT_TERMS_DAYS });
  if (form.new_order_recipients.length > MAX_NEW_ORDER_RECIPIENTS)
    errors.new_order_recipients = say('errors.tooManyRecipients', {
      max: MAX_NEW_ORDER_RECIPIENTS,
    });
  const phone = form.contact_phone.trim();
  if (phone && (phone.length > MAX_CONTACT_PHONE || !CONTACT_PHONE.test(phone)))
    errors.contact_phone = say('errors.contactPhone', { max: MAX_CONTACT_PHONE });
  if (form.min_order_value !== '' && !isMinOrderValue(Number(form.min_order_value)))
    errors.min_order_value = say('errors.minOrderValue');
  return errors;
}

/**
 * The field a refusal of the server names ("currency must be an ISO 4217 code …"), with the
 * message worded for the screen ("Currency must be …"); no field: the message as it came.
 */
export function fieldOfMessage(message: string): { field: SettingsField | null; text: string } {
  const bare = message.replace(/^notifications\./, '');
  for (const field of Object.keys(FIELD_LABELS) as SettingsField[]) {
    if (bare === field || bare.startsWith(`${field} `))
      return { field, text: `${say(`fields.${FIELD_LABELS[field]}`)}${bare.slice(field.length)}` };
  }
  return { field: null, text: message };
}

/** A member of the team as the New order alerts list offers them. */
export interface AlertMember {
  user_id: string;
  email: string;
  active: boolean;
  accepted_at: string | null;
}

/**
 * The New order alerts' options: the team's active members (invite accepted, not deactivated) by
 * email; a member chosen before who is no longer active stays listed, marked, so the owner can
 * take them off (the server mails only active members); an id the team does not know, likewise.
 * `members` undefined: the team is not read yet. `t` words them in the language on screen.
 */
export function recipientOptions(
  members: readonly AlertMember[] | undefined,
  chosen: readonly string[],
  t: TFunction<'settings'>,
): { value: string; label: string }[] {
  // Until the team is read, the members chosen are there, not named yet.
  if (!members) return chosen.map((id) => ({ value: id, label: t('clientEmails.loadingMember') }));
  const active = members.filter((member) => member.active && member.accepted_at);
  const options = active
    .map((member) => ({ value: member.user_id, label: member.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
  for (const id of chosen) {
    if (options.some((option) => option.value === id)) continue;
    const member = members.find((each) => each.user_id === id);
    options.push({
      value: id,
      label: member
        ? t('clientEmails.inactiveMember', { email: member.email })
        : t('clientEmails.formerMember'),
    });
  }
  return options;
}

/**
 * The currencies this browser knows, each with its name in `language` (the one on screen):
 * "EUR — Euro".
 */
export function currencyOptions(language = 'en'): { value: string; label: string }[] {
  const names = displayNames('currency', language);
  return Intl.supportedValuesOf('currency').map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

/** Locales most businesses write in; any other tag may be typed. */
export const COMMON_LOCALES = [
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'en-IE',
  'en-IN',
  'fr-FR',
  'fr-CA',
  'fr-BE',
  'fr-CH',
  'de-DE',
  'de-AT',
  'de-CH',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'nl-BE',
  'pt-PT',
  'pt-BR',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'ja-JP',
  'zh-CN',
  'ko-KR',
];

const displayNamesOf = new Map<string, Intl.DisplayNames | null>();

function displayNames(type: 'currency' | 'language', language: string): Intl.DisplayNames | null {
  const key = `${type} ${language}`;
  if (!displayNamesOf.has(key)) {
    try {
      displayNamesOf.set(key, new Intl.DisplayNames([language, 'en'], { type }));
    } catch {
      displayNamesOf.set(key, null);
    }
  }
  return displayNamesOf.get(key) ?? null;
}

/**
 * A locale's name in `language` (the one on screen): "French (Canada)"; none for a tag the
 * browser cannot name.
 */
export function localeName(tag: string, language = 'en'): string | null {
  try {
    const name = displayNames('language', language)?.of(tag);
    return name && name !== tag ? name : null;
  } catch {
    return null;
  }
}
