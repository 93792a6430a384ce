/**
 * A provider's business settings (issue 36): the letterhead its documents carry, the money its
 * orders are in (currency, locale, default tax rate), how its orders are numbered, its payment
 * terms, what an invoice covers, and which mails its clients receive. Pure.
 */

/** The mails a provider may switch off; each is on until switched off. */
export const NOTIFICATIONS = [
  'order_received',
  'order_shipped',
  'invoice_issued',
  'order_cancelled',
  'return_answered',
] as const;
export type Notification = (typeof NOTIFICATIONS)[number];

export const INVOICE_SCOPES = ['ORDER', 'SHIPMENT'] as const;
export type InvoiceScope = (typeof INVOICE_SCOPES)[number];

/**
 * How the client portal shows stock: `exact` as the spec has it ("Available: N"), or `words`
 * (In stock, Low stock, Out of stock) for a provider that keeps its exact stock to itself.
 */
export const PORTAL_STOCK = ['exact', 'words'] as const;
export type PortalStock = (typeof PORTAL_STOCK)[number];

export interface BusinessSettings {
  /** The name on documents; null: the provider's name. */
  legalName: string | null;
  /** Postal address, lines separated by newlines. */
  address: string | null;
  taxId: string | null;
  /** Storage key of the logo (PNG or JPEG), null for none. */
  logoKey: string | null;
  /** ISO 4217. */
  currency: string;
  /** BCP 47, how amounts and dates are written on documents and screens. */
  locale: string;
  /** What comes before an order's number: `#` gives #1001. */
  orderPrefix: string;
  /** Percent, up to three decimals: the rate of products that set none. */
  defaultTaxRate: number;
  /** Days from an invoice's date to its due date. */
  paymentTermsDays: number;
  /** One invoice per order, or one per shipment. */
  invoicePer: InvoiceScope;
  /**
   * The smallest total before tax a client's portal order may have, in the provider's currency;
   * null: none. Staff placing an order for a client are only warned.
   */
  minOrderValue: number | null;
  notifications: Record<Notification, boolean>;
  /** Members (user ids) mailed when a client places an order through the portal. */
  newOrderRecipients: string[];
  /** How the client portal shows stock: the number, or in words. */
  portalStock: PortalStock;
  /** The phone number the portal gives clients to reach the provider; null for none. */
  contactPhone: string | null;
}

export const DEFAULT_SETTINGS: BusinessSettings = {
  legalName: null,
  address: null,
  taxId: null,
  logoKey: null,
  currency: 'USD',
  locale: 'en-US',
  orderPrefix: '#',
  defaultTaxRate: 0,
  paymentTermsDays: 30,
  invoicePer: 'ORDER',
  minOrderValue: null,
  notifications: {
    order_received: true,
    order_shipped: true,
    invoice_issued: true,
    order_cancelled: true,
    return_answered: true,
  },
  newOrderRecipients: [],
  portalStock: 'exact',
  contactPhone: null,
};

/** At most this many members are mailed of each new portal order. */
export const MAX_NEW_ORDER_RECIPIENTS = 20;

export const MAX_LEGAL_NAME_LENGTH = 200;
export const MAX_ADDRESS_LENGTH = 500;
export const MAX_TAX_ID_LENGTH = 50;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** A contact phone: at most 40 characters once trimmed. */
export const MAX_CONTACT_PHONE_LENGTH = 40;
/** A contact phone: digits, spaces and + ( ) - . / only, with at least one digit. */
const CONTACT_PHONE = /^(?=.*\d)[\d +()\-./]+$/;
/** The largest minimum order value: what numeric(12,2) holds. */
export const MAX_MIN_ORDER_VALUE = 9_999_999_999.99;
export const MIN_ORDER_VALUE_MESSAGE =
  'min_order_value must be an amount from 0 to 9,999,999,999.99 with at most 2 decimals, or null for none';

/**
 * Whether a value is a minimum order value: a JSON number from 0 with at most 2 decimals, judged
 * on the decimal it was written as (as prices are), within what is kept.
 */
export function isMinOrderValue(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    /^\d{1,10}(\.\d{1,2})?$/.test(String(value)) &&
    value <= MAX_MIN_ORDER_VALUE
  );
}

/** A minimum order value as kept: null (none) or a checked amount. */
export function minOrderValue(value: unknown): number | null {
  if (value === null) return null;
  if (!isMinOrderValue(value)) throw new SettingsRuleError(MIN_ORDER_VALUE_MESSAGE);
  return value;
}

/** An order prefix: up to 10 letters, digits, `#`, `-`, `/` or `.`. */
export const ORDER_PREFIX = /^[A-Za-z0-9#\-/.]{1,10}$/;

export class SettingsRuleError extends Error {
  readonly kind = 'invalid' as const;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code this runtime knows (and so can format), upper-cased; else a refusal. */
export function currencyCode(value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !CURRENCIES.has(code))
    throw new SettingsRuleError(`currency must be an ISO 4217 code such as USD or EUR`);
  return code;
}

/** A BCP 47 locale this runtime formats numbers and dates in, canonical; else a refusal. */
export function localeTag(value: string): string {
  let tag: string | undefined;
  try {
    [tag] = Intl.getCanonicalLocales(value.trim());
  } catch {
    tag = undefined;
  }
  if (!tag || Intl.NumberFormat.supportedLocalesOf([tag]).length === 0)
    throw new SettingsRuleError('locale must be a language tag such as en-US or fr-FR');
  return tag;
}

/** Percent from 0 to 100 with at most three decimals, read from its decimal text (exact). */
const TAX_RATE = /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/;

/**
 * Whether a value is a tax rate: a number from 0 to 100 with at most three decimals, judged on
 * the decimal it was written as (1.005 is one; binary arithmetic would say it is not).
 */
export function isTaxRate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && TAX_RATE.test(String(value));
}

/** A tax rate in percent: from 0 to 100, at most three decimals. */
export function taxRate(value: number, field = 'default_tax_rate'): number {
  if (!isTaxRate(value))
    throw new SettingsRuleError(
      `${field} must be a percentage from 0 to 100, at most three decimals`,
    );
  return value;
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A contact phone as kept: trimmed, empty is none; anything but a phone number is refused. */
export function contactPhone(value: string | null): string | null {
  const phone = text(value);
  if (phone === null) return null;
  if (phone.length > MAX_CONTACT_PHONE_LENGTH || !CONTACT_PHONE.test(phone))
    throw new SettingsRuleError(
      `contact_phone must be a phone number of at most ${MAX_CONTACT_PHONE_LENGTH} characters: digits, spaces and + ( ) - . / only`,
    );
  return phone;
}

export type SettingsChange = Partial<
  Omit<BusinessSettings, 'logoKey' | 'notifications'> & {
    notifications: Partial<Record<Notification, boolean>>;
  }
>;

/** The settings after a change: each field checked, text trimmed (empty is none). */
export function changeSettings(
  current: BusinessSettings,
  change: SettingsChange,
): BusinessSettings {
  const next = { ...current, notifications: { ...current.notifications } };
  if (change.legalName !== undefined) next.legalName = text(change.legalName);
  if (change.address !== undefined) next.address = text(change.address);
  if (change.taxId !== undefined) next.taxId = text(change.taxId);
  if (change.currency !== undefined) next.currency = currencyCode(change.currency);
  if (change.locale !== undefined) next.locale = localeTag(change.locale);
  if (change.orderPrefix !== undefined) {
    if (!ORDER_PREFIX.test(change.orderPrefix))
      throw new SettingsRuleError(
        'order_prefix must be 1 to 10 letters, digits or the signs # - / .',
      );
    next.orderPrefix = change.orderPrefix;
  }
  if (change.defaultTaxRate !== undefined) next.defaultTaxRate = taxRate(change.defaultTaxRate);
  if (change.paymentTermsDays !== undefined) next.paymentTermsDays = change.paymentTermsDays;
  if (change.invoicePer !== undefined) next.invoicePer = change.invoicePer;
  if (change.minOrderValue !== undefined) next.minOrderValue = minOrderValue(change.minOrderValue);
  if (change.portalStock !== undefined) next.portalStock = change.portalStock;
  if (change.contactPhone !== undefined) next.contactPhone = contactPhone(change.contactPhone);
  if (change.newOrderRecipients !== undefined)
    next.newOrderRecipients = [...new Set(change.newOrderRecipients.map((id) => id.toLowerCase()))];
  for (const [key, on] of Object.entries(change.notifications ?? {}))
    if (on !== undefined) next.notifications[key as Notification] = on;
  return next;
}

/** Who may change the settings: the owner, in person. */
export class SettingsOwnerOnly extends Error {
  readonly kind = 'forbidden' as const;

  constructor() {
    super('Only the owner can change the business settings.');
  }
}

export function checkSettingsOwner(member: { isOwner: boolean; apiKey?: unknown }): void {
  if (!member.isOwner || member.apiKey) throw new SettingsOwnerOnly();
}

/** The largest logo kept: a letterhead's image, not a poster. */
export const MAX_LOGO_BYTES = 1024 * 1024;

/** The logo's type from its first bytes (PNG or JPEG, what documents can embed); else a refusal. */
export function logoType(bytes: Buffer): 'image/png' | 'image/jpeg' {
  if (bytes.length === 0) throw new SettingsRuleError('Send the logo as a file (PNG or JPEG).');
  if (bytes.length > MAX_LOGO_BYTES) throw new SettingsRuleError('The logo must be at most 1 MB.');
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  throw new SettingsRuleError('The logo must be a PNG or JPEG image.');
}

/** The seller's block of a document's letterhead: its name, address lines and tax id. */
export function letterheadOf(
  settings: BusinessSettings,
  providerName: string,
): { name: string; lines: string[] } {
  return {
    name: settings.legalName ?? providerName,
    lines: [
      ...(settings.address ?? '').split('\n').filter((line) => line.trim() !== ''),
      ...(settings.taxId ? [`Tax ID: ${settings.taxId}`] : []),
    ],
  };
}

/** A calendar day (YYYY-MM-DD) written in the provider's locale: 5 Dec 2026, Dec 5, 2026, … */
export function formatDay(settings: Pick<BusinessSettings, 'locale'>, day: string): string {
  return new Intl.DateTimeFormat(settings.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
