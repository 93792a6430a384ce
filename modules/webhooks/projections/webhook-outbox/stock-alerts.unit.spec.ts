import type { StockCell } from '../../../inventory';
import { foldAlerts, StockEvent } from './stock-alerts';

const stock = { providerId: 'p1', locationId: 'l1', productId: 'x' };
const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const changed = (current: number, minute: number): StockEvent => ({
  type: 'StockChanged',
  data: { ...stock, after: { current, committed: 0 } },
  at: at(minute),
});
const minimum = (value: number | null, minute = 0): StockEvent => ({
  type: 'ReorderPointSet',
  data: { ...stock, minimum: value, reorderQuantity: null },
  at: at(minute),
});

/** given: the events so far (folded into the stocks); when: more; then: the alert of each. */
function given(...before: StockEvent[]) {
  const stocks = new Map<string, StockCell>();
  foldAlerts(before, stocks);
  return {
    stocks,
    when: (...events: StockEvent[]) =>
      foldAlerts(events, stocks).map((alert) => alert && [alert.crossing, alert.available]),
  };
}

describe('the crossings the outbox tells', () => {
  it('tells one stock.low per crossing, not one per order while the stock stays low', () => {
    const { when } = given(minimum(5), changed(8, 1));
    expect(when(changed(5, 2), changed(3, 3), changed(1, 4))).toEqual([['raised', 5], null, null]);
  });

  it('tells the recovery, then a new crossing down', () => {
    const { when } = given(minimum(5), changed(8, 1), changed(4, 2));
    expect(when(changed(6, 3), changed(7, 4), changed(5, 5))).toEqual([
      ['cleared', 6],
      null,
      ['raised', 5],
    ]);
  });

  it('carries a stock across pages: the figures of the page before decide the next', () => {
    const { stocks, when } = given(minimum(5), changed(8, 1));
    expect(stocks.get('l1/x')?.cell).toEqual(
      expect.objectContaining({ available: 8, minimum: 5, lowSince: null }),
    );
    expect(when(changed(2, 2))).toEqual([['raised', 2]]);
    expect(stocks.get('l1/x')?.cell.lowSince).toBe(at(2));
  });

  it('tells nothing for events of no stock, and a crossing made by a minimum set', () => {
    const { when } = given(changed(3, 1));
    expect(when({ type: 'OrderPlaced', data: { orderId: 'o1' }, at: at(2) }, minimum(3))).toEqual([
      null,
      ['raised', 3],
    ]);
  });
});
