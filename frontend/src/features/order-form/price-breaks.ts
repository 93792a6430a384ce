/**
 * Quantity-break prices in the order form (issue 37): the server prices each line by them
 * (modules/clients/domain/price-breaks.ts); the form shows them under the price and counts the
 * totals with them, so the buyer sees what the order will cost before sending it.
 */

import { breaksText } from '../../lib/price-breaks';

export interface PriceBreak {
  min_quantity: number;
  price: number;
}

/**
 * The unit price of `quantity` units: the break with the largest minimum at or below it, but
 * never dearer than `base` (the price without breaks), as the server prices it.
 */
export function breakPrice(base: number, breaks: readonly PriceBreak[], quantity: number): number {
  let reached: PriceBreak | undefined;
  for (const candidate of breaks)
    if (
      candidate.min_quantity <= quantity &&
      (!reached || candidate.min_quantity > reached.min_quantity)
    )
      reached = candidate;
  return reached && reached.price < base ? reached.price : base;
}

/** The break `quantity` units are priced at, or null when none lowers `base`. */
export function reachedBreak(
  base: number,
  breaks: readonly PriceBreak[],
  quantity: number,
): PriceBreak | null {
  const price = breakPrice(base, breaks, quantity);
  if (price === base) return null;
  return (
    shownBreaks(base, breaks)
      .filter((each) => each.min_quantity <= quantity && each.price === price)
      .pop() ?? null
  );
}

/** The breaks that can lower `base`, by minimum: one dearer than the price never applies. */
export function shownBreaks(base: number, breaks: readonly PriceBreak[]): PriceBreak[] {
  return breaks.filter((each) => each.price < base).sort((a, b) => a.min_quantity - b.min_quantity);
}

/** "12+ $4.00 · 48+ $3.50", amounts as `money` writes them; '' when none applies. */
export function breaksLabel(
  base: number,
  breaks: readonly PriceBreak[],
  money: (amount: number) => string,
  number: (value: number) => string = String,
): string {
  return breaksText(shownBreaks(base, breaks), { money, number });
}
