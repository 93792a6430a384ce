/**
 * An order's placement and its stock changes are decided in one go, but the lots a line takes
 * are known only once the stock's level is read (first expiry, first out). The placement then
 * records them on its lines (`lines[].lots`), so that fulfilling or cancelling the order moves
 * exactly those lots, whatever the stock's lots have become since.
 */
import { takesOf } from './lots';
import { OrderPlaced } from './movement';
import { STOCK_CHANGED, StockChanged } from './stock-stream';
import type { TransferShipped } from './transfer';

type AnyEvent = { type: string; data: unknown };

/** The events with each placement's lines naming the lots their stock changes decided. */
export function recordAllocation(
  events: readonly AnyEvent[],
  stock: readonly AnyEvent[],
): AnyEvent[] {
  const placements = stock.filter(
    (event) =>
      event.type === STOCK_CHANGED &&
      ['placed', 'shipped'].includes((event.data as StockChanged['data']).reason) &&
      (event.data as StockChanged['data']).lots !== undefined,
  );
  if (placements.length === 0) return [...events];
  // By order, location and product: a count's approval places thousands of lines at once.
  const byLine = new Map(
    placements.map((e) => {
      const change = e.data as StockChanged['data'];
      return [`${change.orderId}/${change.locationId}/${change.productId}`, change];
    }),
  );
  return events.map((event) => {
    if (event.type === 'TransferShipped')
      return shipmentWithLots(event as TransferShipped, placements);
    if (event.type !== 'OrderPlaced') return event;
    const placed = event as OrderPlaced;
    const mine = (productId: string) =>
      byLine.get(`${placed.data.orderId}/${placed.data.locationId}/${productId}`);
    return {
      ...placed,
      data: {
        ...placed.data,
        lines: placed.data.lines.map((line) => {
          const change = mine(line.productId);
          return change?.lots
            ? { ...line, lots: takesOf(change.lots, placed.data.orderType) }
            : line;
        }),
      },
    };
  });
}

/**
 * A shipment records the lots its units left the source in (the source's changes: units
 * leaving current), so that they arrive into the same lots at the destination.
 */
function shipmentWithLots(shipped: TransferShipped, changes: readonly AnyEvent[]): AnyEvent {
  const lines = changes
    .map((e) => e.data as StockChanged['data'])
    .filter(
      (change) =>
        change.reason === 'shipped' &&
        change.orderId === shipped.data.transferId &&
        change.delta.current < 0 &&
        change.lots?.length,
    )
    .map((change) => ({
      productId: change.productId,
      quantity: -change.delta.current,
      lots: takesOf(change.lots!, 'OUT'),
    }));
  return lines.length > 0 ? { ...shipped, data: { ...shipped.data, lines } } : shipped;
}
