/**
 * What the client portal says of a product's stock (issue 37): the number, as the spec has it
 * ("Available: N"), or, where the provider prefers (business settings' `portal_stock`), only in
 * words. Pure.
 */
import type { PortalStock } from '../../settings/domain';

export const AVAILABILITIES = ['in_stock', 'low', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * A stock without a reorder point is low at this many units or fewer: a buyer is warned a few
 * units before the last, as most shops do (docs/decisions/the-portal-shows-stock-in-words.md).
 */
export const LOW_STOCK_UNITS = 5;

/**
 * In words: none left is out of stock; at or below the stock's reorder point (the level the
 * provider is warned at), else at or below LOW_STOCK_UNITS, is low; anything more is in stock.
 */
export function availabilityOf(available: number, reorderPoint: number | null): Availability {
  if (available <= 0) return 'out_of_stock';
  return available <= (reorderPoint ?? LOW_STOCK_UNITS) ? 'low' : 'in_stock';
}

/** A product's stock as the portal's client reads it. */
export interface ShownStock {
  /** The units that may be ordered; null when unknown, or kept to the provider (`words`). */
  available: number | null;
  /** In words, in both modes (the screens colour by it); null when unknown. */
  availability: Availability | null;
}

/**
 * What a client is told of a stock of `available` units (null: unknown, the provider has no
 * default location): in `words` never the number.
 */
export function shownStock(
  mode: PortalStock,
  available: number | null,
  reorderPoint: number | null,
): ShownStock {
  if (available === null) return { available: null, availability: null };
  return {
    available: mode === 'words' ? null : available,
    availability: availabilityOf(available, reorderPoint),
  };
}

/**
 * Why a client's line was refused for want of stock, in `words` without the number the spec's
 * refusal gives ("Not enough stock of Rye Loaf: 3 available."): the quantity asked is the
 * buyer's own, the stock is not.
 */
export function notEnoughInWords(productName: string, asked: number): string {
  return `${productName}: not enough in stock for ${asked.toLocaleString('en-US')}. Order fewer.`;
}
