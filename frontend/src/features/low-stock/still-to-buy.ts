/**
 * The Low stock view's suggestion once what is on order is known: what is still to buy, the
 * server's suggestion (which counts units in transit already) less the units sent to suppliers
 * and still to come, never below 0. The Create purchase orders suggestions take the same off
 * on the server before rounding to the supplier's packs. Unknown while the units on order are.
 */
export function stillToBuy(suggested: number, onOrder: number | undefined): number | undefined {
  return onOrder === undefined ? undefined : Math.max(0, suggested - onOrder);
}
