/** A price with the $ prefix (docs/product.md §9), two decimals. */
export function formatPrice(price: number | string | null | undefined): string {
  const value = typeof price === 'string' ? Number(price) : price;
  return Number.isFinite(value) ? `$${(value as number).toFixed(2)}` : '$—';
}

export function PriceText({ price }: { price: number | string | null | undefined }) {
  return <>{formatPrice(price)}</>;
}
