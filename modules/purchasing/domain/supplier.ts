/**
 * A supplier: whom a provider buys stock from, in which currency, how many days its deliveries
 * take and when its invoices are due. Plain master data (docs/decisions/suppliers-are-plain-records.md).
 * Pure: the request's types are checked before these rules run; here text is trimmed, blanks
 * become none, and each rule refuses naming its field.
 */
import type { PaymentTerms } from '../../clients';
import { contactPhone, currencyCode, MAX_CONTACT_PHONE_LENGTH } from '../../settings/domain';

export const MAX_SUPPLIER_NAME = 200;
export const MAX_CONTACT_NAME = 200;
export const MAX_SUPPLIER_NOTES = 2_000;
export const MAX_LEAD_TIME_DAYS = 365;

export class SupplierRuleError extends Error {
  readonly kind = 'invalid' as const;
}

export const SUPPLIER_NAME_REQUIRED = 'name is required: the supplier’s name';
export const LEAD_TIME_MESSAGE = `lead_time_days must be a whole number of days from 0 to ${MAX_LEAD_TIME_DAYS}`;
export const PHONE_MESSAGE = `phone must be a phone number of at most ${MAX_CONTACT_PHONE_LENGTH} characters: digits, spaces and + ( ) - . / only`;

/** A supplier as kept. */
export interface SupplierFields {
  name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  /** ISO 4217: the currency its prices are in. */
  currency: string;
  lead_time_days: number;
  payment_terms: PaymentTerms | null;
  notes: string | null;
  active: boolean;
}

/** A supplier as a request or a file's line gives it: absent fields take the defaults. */
export interface SupplierInput {
  name: string;
  contact_name?: string | null;
  email?: string | null;
  phone?: string | null;
  currency?: string | null;
  lead_time_days?: number;
  payment_terms?: PaymentTerms | null;
  notes?: string | null;
  active?: boolean;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function supplierName(value: string): string {
  const name = text(value);
  if (name === null) throw new SupplierRuleError(SUPPLIER_NAME_REQUIRED);
  if (name.length > MAX_SUPPLIER_NAME)
    throw new SupplierRuleError(`name must be at most ${MAX_SUPPLIER_NAME} characters`);
  return name;
}

function limited(value: string | null | undefined, field: string, max: number): string | null {
  const kept = text(value);
  if (kept !== null && kept.length > max)
    throw new SupplierRuleError(
      `${field} must be at most ${max.toLocaleString('en-US')} characters`,
    );
  return kept;
}

/** The phone under the rule of the provider's own contact phone (settings), named `phone`. */
export function supplierPhone(value: string | null | undefined): string | null {
  try {
    return contactPhone(value ?? null);
  } catch {
    throw new SupplierRuleError(PHONE_MESSAGE);
  }
}

/** Days from ordering to delivery: a whole number from 0 to a year. */
export function leadTimeDays(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_LEAD_TIME_DAYS)
    throw new SupplierRuleError(LEAD_TIME_MESSAGE);
  return value;
}

/**
 * A new supplier, or one replaced whole (an imported line): each field checked, the currency
 * the provider's own (`defaultCurrency`) unless given, active unless said otherwise.
 */
export function newSupplier(input: SupplierInput, defaultCurrency: string): SupplierFields {
  return changedSupplier(
    {
      name: '',
      contact_name: null,
      email: null,
      phone: null,
      currency: defaultCurrency,
      lead_time_days: 0,
      payment_terms: null,
      notes: null,
      active: true,
    },
    { ...input, currency: text(input.currency) ?? defaultCurrency },
  );
}

/** A supplier after a change: absent fields stay as they are, the others are checked. */
export function changedSupplier(
  current: SupplierFields,
  change: Partial<SupplierInput>,
): SupplierFields {
  const next = { ...current };
  if (change.name !== undefined) next.name = supplierName(change.name);
  else next.name = supplierName(current.name);
  if (change.contact_name !== undefined)
    next.contact_name = limited(change.contact_name, 'contact_name', MAX_CONTACT_NAME);
  if (change.email !== undefined) next.email = text(change.email);
  if (change.phone !== undefined) next.phone = supplierPhone(change.phone);
  if (change.currency !== undefined && change.currency !== null)
    next.currency = asCurrency(change.currency);
  if (change.lead_time_days !== undefined)
    next.lead_time_days = leadTimeDays(change.lead_time_days);
  if (change.payment_terms !== undefined) next.payment_terms = change.payment_terms;
  if (change.notes !== undefined) next.notes = limited(change.notes, 'notes', MAX_SUPPLIER_NOTES);
  if (change.active !== undefined) next.active = change.active;
  return next;
}

function asCurrency(value: string): string {
  try {
    return currencyCode(value);
  } catch (error) {
    throw new SupplierRuleError((error as Error).message);
  }
}

/** Names are unique per provider whatever their case: the key the unique index holds. */
export const supplierNameKey = (name: string) => name.trim().toLowerCase();

export const supplierNameTaken = (name: string) =>
  `Another supplier is already named "${name}": name must be unique.`;
