import { StockChanged } from './stock-stream';
import { NO_VALUE, ValueHead, valueStockChange } from './stock-value';

type Change = Pick<StockChanged['data'], 'delta' | 'orderType' | 'reason' | 'unitCost'>;

const received = (units: number, unitCost?: number): Change => ({
  delta: { current: units, committed: 0 },
  orderType: 'IN',
  reason: 'placed',
  ...(unitCost === undefined ? {} : { unitCost }),
});
const ordered = (units: number): Change => ({
  delta: { current: -units, committed: units },
  orderType: 'ORDER',
  reason: 'placed',
});
const shipped = (units: number): Change => ({
  delta: { current: 0, committed: -units },
  orderType: 'ORDER',
  reason: 'fulfilled',
});
const out = (units: number): Change => ({
  delta: { current: -units, committed: 0 },
  orderType: 'OUT',
  reason: 'placed',
});
const adjusted = (units: number): Change => ({
  delta: { current: units, committed: 0 },
  orderType: 'ADJUST',
  reason: 'placed',
});

/** given: the changes so far, folded; then each change's value, cogs and the head after. */
function fold(...changes: Change[]) {
  let head: ValueHead = NO_VALUE;
  const steps = changes.map((change) => {
    const step = valueStockChange(head, change);
    head = step.after;
    return step;
  });
  return { head, steps };
}

describe('the value of stock, at moving average cost', () => {
  it('takes receipts at their cost and moves the average to what all the units cost', () => {
    const { head, steps } = fold(received(10, 2), received(30, 3));
    expect(steps.map((s) => s.value)).toEqual([20, 90]);
    expect(head).toEqual({ units: 40, value: 110, average: 2.75 });
  });

  it('keeps committed units on the shelf until shipped, and sells them at the average', () => {
    const { head, steps } = fold(received(10, 2), received(30, 3), ordered(4), shipped(4));
    // Ordering moves nothing owned; shipping takes 4 at 2.75 as cost of goods.
    expect(steps[2]).toMatchObject({ units: 0, value: 0, cogs: 0 });
    expect(steps[3]).toMatchObject({ units: -4, value: -11, cogs: 11 });
    expect(head).toEqual({ units: 36, value: 99, average: 2.75 });
  });

  it('counts an OUT as sold and an adjustment down as lost, both at the average', () => {
    const start = [received(4, 2.5)];
    expect(fold(...start, out(1)).steps[1]).toMatchObject({ value: -2.5, cogs: 2.5 });
    expect(fold(...start, adjusted(-1)).steps[1]).toMatchObject({ value: -2.5, cogs: 0 });
  });

  it('values units in without a cost at the average, the last one when the stock ran out', () => {
    const { head, steps } = fold(received(2, 5), out(2), adjusted(3));
    expect(steps[2]).toMatchObject({ value: 15 });
    expect(head).toEqual({ units: 3, value: 15, average: 5 });
  });

  it('lets the last units take all that is left, so the values add up to the worth', () => {
    // 11 over 7 units is 1.5714…: a rounded average would leave crumbs once all are sold.
    const { head, steps } = fold(received(3, 1), received(4, 2), out(1), out(3), out(3));
    const sum = steps.reduce((total, step) => total + step.value, 0);
    expect(head).toMatchObject({ units: 0, value: 0 });
    expect(Math.abs(sum)).toBeLessThan(1e-9);
    expect(steps.slice(2).reduce((total, step) => total + step.cogs, 0)).toBeCloseTo(11, 9);
  });

  it('moves nothing owned for a transfer in transit, only where the units are', () => {
    const shippedOut: Change = {
      delta: { current: -5, committed: 0 },
      orderType: 'TRANSFER',
      reason: 'shipped',
    };
    const inTransit: Change = {
      delta: { current: 0, committed: 0, inTransit: 5 },
      orderType: 'TRANSFER',
      reason: 'shipped',
    };
    const { steps, head } = fold(received(10, 2), shippedOut, inTransit);
    expect(steps[1]).toMatchObject({ value: -10, cogs: 0 });
    expect(steps[2]).toMatchObject({ value: 10, cogs: 0 });
    expect(head).toEqual({ units: 10, value: 20, average: 2 });
  });
});
