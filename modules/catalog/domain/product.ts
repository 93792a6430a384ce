import { isTaxRate } from '../../settings/domain';
import { Metadata } from './custom-fields';
import { parsePrice } from './price';
import type { PriceBreak } from './price-breaks';

/** A product as the API shows it (docs/product.md §3, Product). */
export interface ProductView {
  id: string;
  name: string;
  price: number;
  photo: string | null;
  /** The photo resized for lists. */
  thumbnail: string | null;
  active: boolean;
  provider: string;
  metadata: Metadata;
  /** The provider's own stock-keeping code and the barcode on the item, unique per provider. */
  sku: string | null;
  barcode: string | null;
  /**
   * Present (true) only on products that keep stock per lot: receipts name a lot and an
   * expiry, orders and outbound take first expiry first out. Absent is false, so products
   * that keep no lots answer as they always did.
   */
  track_lots?: true;
  /**
   * Percent (0 to 100, at most 3 decimals) that orders of it are taxed at; null: the
   * provider's default rate.
   */
  tax_rate: number | null;
  /**
   * The fewest units a client's order line of it may hold (0 aside); null: no minimum. A client
   * may have its own (the clients context's order rules), which wins.
   */
  min_quantity: number | null;
  /** Units it is sold in multiples of (a case of 6); null: any whole number. */
  case_pack: number | null;
  /**
   * Quantity-break prices, minimums rising; [] for none. A client may have its own (the
   * clients context's), which replace these whole.
   */
  price_breaks: PriceBreak[];
}

const BY_NAME = new Intl.Collator('en', { sensitivity: 'base' });

/** Products in the catalog's order: by name, case and accents aside. */
export function byProductName(x: { name: string }, y: { name: string }): number {
  return BY_NAME.compare(x.name, y.name);
}

export function thumbnailOf(photo: string | null): string | null {
  return photo ? `${photo}?size=thumb` : null;
}

export function productView(product: {
  id: string;
  providerId: string;
  name: string;
  price: string | number;
  photo: string | null;
  active: boolean;
  metadata: Metadata;
  sku?: string | null;
  barcode?: string | null;
  trackLots?: boolean;
  track_lots?: boolean;
  /** numeric(6,3) as text (the database) or a number; null or absent: the default rate. */
  taxRate?: string | number | null;
  tax_rate?: string | number | null;
  minQuantity?: number | null;
  min_quantity?: number | null;
  casePack?: number | null;
  case_pack?: number | null;
  priceBreaks?: PriceBreak[] | null;
  price_breaks?: PriceBreak[] | null;
}): ProductView {
  const taxRate = product.taxRate ?? product.tax_rate ?? null;
  return {
    id: product.id,
    name: product.name,
    price: Number(product.price),
    photo: product.photo,
    thumbnail: thumbnailOf(product.photo),
    active: product.active,
    provider: product.providerId,
    metadata: product.metadata ?? {},
    sku: product.sku ?? null,
    barcode: product.barcode ?? null,
    ...(product.trackLots || product.track_lots ? { track_lots: true as const } : {}),
    tax_rate: taxRate === null ? null : Number(taxRate),
    min_quantity: product.minQuantity ?? product.min_quantity ?? null,
    case_pack: product.casePack ?? product.case_pack ?? null,
    price_breaks: product.priceBreaks ?? product.price_breaks ?? [],
  };
}

/** A product's fields as a form or a file sends them; the price is checked by productPrice. */
export interface ProductInput {
  name: string;
  price: unknown;
  photo?: string | null;
  active?: boolean;
  metadata?: Record<string, unknown>;
  /** Null or blank: none. */
  sku?: string | null;
  barcode?: string | null;
  /** Keep stock per lot (see ordering's domain/lots). */
  track_lots?: boolean;
  /** Percent; null: the provider's default rate. Checked by productTaxRate. */
  tax_rate?: number | null;
  /** Null: none. Checked by productOrderRule. */
  min_quantity?: number | null;
  case_pack?: number | null;
  /** Checked by priceBreaks. */
  price_breaks?: unknown;
}

/** A change to a product: what is left out stays; a null photo removes it. */
export type ProductChange = Partial<ProductInput>;

export const NAME_REQUIRED = 'A name is required for a product.';
export const PRICE_REQUIRED = 'A price is required for a product.';

/** A product the rules refuse (a blank name); the message is the spec's. */
export class ProductRuleError extends Error {
  readonly kind = 'invalid' as const;
}

/** The name as kept: trimmed, never blank. */
export function productName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ProductRuleError(NAME_REQUIRED);
  return trimmed;
}

/** The longest SKU or barcode kept: GTIN-14 and Code 128 fit with room to spare. */
export const MAX_CODE_LENGTH = 64;

export const PRODUCT_CODES = { sku: 'SKU', barcode: 'barcode' } as const;
export type ProductCode = keyof typeof PRODUCT_CODES;

/** A SKU or barcode as kept: trimmed, blank is none; control characters and overlong codes are refused. */
export function productCode(raw: string | null | undefined, which: ProductCode): string | null {
  const code = raw?.trim() ?? '';
  if (code === '') return null;
  if (code.length > MAX_CODE_LENGTH)
    throw new ProductRuleError(`${which} must be at most ${MAX_CODE_LENGTH} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(code))
    throw new ProductRuleError(`${which} must be printable text`);
  return code;
}

/** Another of the provider's products has this SKU or barcode (409). */
export class DuplicateProductCodeError extends Error {
  readonly kind = 'conflict' as const;

  constructor(which: ProductCode, code: string) {
    super(`Another product already has the ${PRODUCT_CODES[which]} ${code}.`);
  }
}

/** The price as kept ("12.5" → "12.50"); anything else is the spec's missing-price message. */
export function productPrice(raw: unknown): string {
  return parsePrice(raw, PRICE_REQUIRED);
}

export const TAX_RATE_MESSAGE =
  'tax_rate must be a percentage from 0 to 100, at most three decimals, or null for the default rate';

/** Whether a value is a tax rate a product may have (a JSON number; null is the default). */
export const isProductTaxRate = isTaxRate;

/** The tax rate as kept: null (the provider's default) or a checked percentage. */
export function productTaxRate(raw: unknown): number | null {
  if (raw === null) return null;
  if (!isProductTaxRate(raw)) throw new ProductRuleError(TAX_RATE_MESSAGE);
  return raw;
}

/** A product's ordering rules (docs/decisions/ordering-rules-buyers-meet.md). */
export const ORDER_RULE_FIELDS = ['min_quantity', 'case_pack'] as const;
export type OrderRuleField = (typeof ORDER_RULE_FIELDS)[number];

/** The largest minimum order quantity or case pack: a rule, not a stock figure. */
export const MAX_ORDER_RULE = 1_000_000;

/** The refusal of a bad minimum or case pack, naming the field. */
export function orderRuleMessage(field: OrderRuleField): string {
  return `${field} must be a whole number from 1 to 1,000,000, or null for none`;
}

/** Whether a value is a minimum or a case pack: a JSON whole number from 1 to 1,000,000. */
export function isOrderRule(value: unknown): value is number {
  return (
    Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ORDER_RULE
  );
}

/** A minimum or case pack as kept: null (none) or a checked whole number. */
export function productOrderRule(raw: unknown, field: OrderRuleField): number | null {
  if (raw === null) return null;
  if (!isOrderRule(raw)) throw new ProductRuleError(orderRuleMessage(field));
  return raw;
}

/**
 * A minimum or case pack as a CSV cell writes it: blank is none, else the whole number with
 * nothing around it ("6", not "6.0" or "six").
 */
export function orderRuleCell(cell: string | undefined, field: OrderRuleField): number | null {
  const text = cell?.trim() ?? '';
  if (text === '') return null;
  if (!/^\d{1,7}$/.test(text)) throw new ProductRuleError(orderRuleMessage(field));
  return productOrderRule(Number(text), field);
}
