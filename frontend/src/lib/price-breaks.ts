/**
 * Quantity breaks as people read them: "12+ $4.00 · 48+ $3.50", in the order given, with the
 * amounts and minimums as `fmt` writes them; `none` when there are none.
 */
export function breaksText(
  breaks: readonly { min_quantity: number; price: number }[],
  fmt: { money: (amount: number) => string; number: (value: number) => string },
  none = '',
): string {
  if (breaks.length === 0) return none;
  return breaks
    .map((each) => `${fmt.number(each.min_quantity)}+ ${fmt.money(each.price)}`)
    .join(' · ');
}
