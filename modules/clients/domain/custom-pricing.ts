/** The spec's texts for custom prices and availability (docs/product.md §7, Pricing). */
export const PRICING_REQUIRED = 'All fields are required for custom pricing.';
export const AVAILABILITY_REQUIRED = 'Client and product are required.';
export const BAD_PRICE = 'The custom price must be a positive amount with at most 2 decimals.';

/** A custom price's label as kept: trimmed; blank or null clears it (the screens show "Custom"). */
export function customPriceName(name: string | null | undefined): string | null {
  return name?.trim() || null;
}
