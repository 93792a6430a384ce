/**
 * What a supplier charges for a product: its own code for it, the unit price in the supplier's
 * currency, the units a pack holds and the fewest units it sells. One supplier per product may
 * be the preferred one, whom purchasing suggestions go to. Pure.
 */

/** Units in a pack, and the minimum order: rules, not stock figures. */
export const MAX_PACK_SIZE = 1_000_000;
export const MAX_MIN_ORDER_QUANTITY = 1_000_000;
export const MAX_SUPPLIER_SKU = 100;

export class SupplierPriceRuleError extends Error {
  readonly kind = 'invalid' as const;
}

export const PACK_SIZE_MESSAGE = `pack_size must be a whole number of units from 1 to ${MAX_PACK_SIZE.toLocaleString('en-US')}`;
export const MIN_ORDER_MESSAGE = `min_order_quantity must be a whole number of units from 1 to ${MAX_MIN_ORDER_QUANTITY.toLocaleString('en-US')}`;
export const UNIT_PRICE_MESSAGE =
  'unit_price must be an amount of at least 0 with at most 2 decimals (up to 9999999999.99)';

/** A supplier's price as kept (the unit price checked and written with 2 decimals). */
export interface SupplierPriceFields {
  supplier_sku: string | null;
  /** Exact decimal string, "12.50". */
  unit_price: string;
  pack_size: number;
  min_order_quantity: number;
  preferred: boolean;
}

export interface SupplierPriceInput {
  supplier_sku?: string | null;
  unit_price: string;
  pack_size?: number;
  min_order_quantity?: number;
  preferred?: boolean;
}

function wholeNumber(value: number, max: number, message: string): number {
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new SupplierPriceRuleError(message);
  return value;
}

/** The minimum order must be whole packs: one can only buy packs. */
export function minOrderProblem(packSize: number, minOrder: number): string | null {
  return minOrder % packSize === 0
    ? null
    : `min_order_quantity must be a multiple of pack_size (${packSize} units a pack): ${packSize}, ${packSize * 2}, ${packSize * 3}…, not ${minOrder}`;
}

/**
 * A price as kept: pack size and minimum default to 1 unit, the minimum a whole number of
 * packs; the supplier's SKU trimmed, blank for none.
 */
export function supplierPrice(input: SupplierPriceInput): SupplierPriceFields {
  const pack = wholeNumber(input.pack_size ?? 1, MAX_PACK_SIZE, PACK_SIZE_MESSAGE);
  const minimum = wholeNumber(
    input.min_order_quantity ?? pack,
    MAX_MIN_ORDER_QUANTITY,
    MIN_ORDER_MESSAGE,
  );
  const problem = minOrderProblem(pack, minimum);
  if (problem) throw new SupplierPriceRuleError(problem);
  const sku = input.supplier_sku?.trim() || null;
  if (sku !== null && sku.length > MAX_SUPPLIER_SKU)
    throw new SupplierPriceRuleError(`supplier_sku must be at most ${MAX_SUPPLIER_SKU} characters`);
  return {
    supplier_sku: sku,
    unit_price: input.unit_price,
    pack_size: pack,
    min_order_quantity: minimum,
    preferred: input.preferred ?? false,
  };
}

/**
 * Follows a file's lines in order: for a line that makes a supplier preferred for a product an
 * earlier line already gave a preferred supplier, the earlier line's number; else null.
 */
export function preferredOncePerProduct(): (line: {
  line: number;
  product_id: string;
  preferred: boolean;
}) => number | null {
  const firstOf = new Map<string, number>();
  return ({ line, product_id, preferred }) => {
    if (!preferred) return null;
    const first = firstOf.get(product_id);
    if (first !== undefined) return first;
    firstOf.set(product_id, line);
    return null;
  };
}
