import { StockChanged } from './stock-stream';
import { movesValue, ValueFold } from './stock-value';

type Change = Pick<StockChanged['data'], 'delta' | 'orderType' | 'reason' | 'unitCost' | 'lots'> & {
  orderId?: string;
};

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
const shipped = (units: number, orderId?: string): Change => ({
  delta: { current: 0, committed: -units },
  orderType: 'ORDER',
  reason: 'fulfilled',
  ...(orderId ? { orderId } : {}),
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
const lot = (code: string, current: number, committed = 0) => ({
  lot: code,
  expiry: null,
  current,
  committed,
});

/** given: the changes so far, folded; then each change's value and cogs, and the head after. */
function fold(...changes: Change[]) {
  const values = new ValueFold();
  const steps = changes.map((change, i) => {
    const parts = values.stockChanged({
      providerId: 'p',
      productId: 'x',
      orderId: change.orderId ?? `o${i}`,
      ...change,
    });
    const sum = (field: 'units' | 'value' | 'cogs') =>
      Math.round(parts.reduce((total, part) => total + part[field], 0) * 10_000) / 10_000;
    return { parts, units: sum('units'), value: sum('value'), cogs: sum('cogs') };
  });
  return { values, head: values.head('p', 'x'), steps };
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
      orderId: 't',
      delta: { current: -5, committed: 0 },
      orderType: 'TRANSFER',
      reason: 'shipped',
    };
    const inTransit: Change = {
      orderId: 't',
      delta: { current: 0, committed: 0, inTransit: 5 },
      orderType: 'TRANSFER',
      reason: 'shipped',
    };
    const { steps, head } = fold(received(10, 2), shippedOut, inTransit);
    expect(steps[1]).toMatchObject({ value: -10, cogs: 0 });
    expect(steps[2]).toMatchObject({ value: 10, cogs: 0 });
    expect(head).toEqual({ units: 10, value: 20, average: 2 });
  });

  it("keeps an average per lot, and values units of a new lot at the product's last", () => {
    const { values, steps } = fold(
      { ...received(10, 2), lots: [lot('A', 10)] },
      { ...received(10, 4), lots: [lot('B', 10)] },
      { ...out(2), lots: [lot('B', -2)] },
      { ...adjusted(1), lots: [lot('C', 1)] },
    );
    expect(values.head('p', 'x', 'A')).toEqual({ units: 10, value: 20, average: 2 });
    expect(values.head('p', 'x', 'B')).toEqual({ units: 8, value: 32, average: 4 });
    // Lot B sold at its own cost, not the product's 3.
    expect(steps[2]).toMatchObject({ value: -8, cogs: 8 });
    expect(steps[3]).toMatchObject({ value: 4 });
  });

  it("carries a lot's cost to units leaving the lot in the same change, adding up exactly", () => {
    // A transfer ships 3 units of lot A: they leave the lot and travel in no lot.
    const { values, steps } = fold(
      { ...received(7, 1.1), lots: [lot('A', 7)] },
      {
        orderId: 't',
        delta: { current: -3, committed: 0, inTransit: 3 },
        orderType: 'TRANSFER',
        reason: 'shipped',
        lots: [lot('A', -3)],
      },
    );
    expect(steps[1].value).toBe(0);
    expect(values.head('p', 'x')).toEqual({ units: 3, value: 3.3, average: 1.1 });
    expect(values.head('p', 'x', 'A')).toEqual({ units: 4, value: 4.4, average: 1.1 });
  });

  it('takes a return back at the cost it was sold at, and its cost of goods with it', () => {
    const returned: Change = {
      orderId: 'sale',
      delta: { current: 2, committed: 0 },
      orderType: 'ORDER',
      reason: 'returned',
    };
    // Sold 4 at 2, then the average rose to 3.5: the 2 returned come back at 2.
    const { steps, head } = fold(
      received(4, 2),
      { ...ordered(4), orderId: 'sale' },
      shipped(4, 'sale'),
      received(2, 3.5),
      returned,
    );
    expect(steps[2]).toMatchObject({ value: -8, cogs: 8 });
    expect(steps[4]).toMatchObject({ units: 2, value: 4, cogs: -4 });
    expect(head).toEqual({ units: 4, value: 11, average: 2.75 });
  });

  it('adds a corrected cost to the worth of the units still owned, the rest to cost of goods', () => {
    const line = { productId: 'x', quantity: 10, unitCost: 2.5, previousUnitCost: 2 };
    const owned = fold(received(10, 2));
    expect(owned.values.costCorrected('p', line)).toMatchObject({ value: 5, cogs: 0 });
    expect(owned.values.head('p', 'x')).toEqual({ units: 10, value: 25, average: 2.5 });
    // 6 of the 10 were sold before the supplier's invoice came: 40 % of the difference is owned.
    const partly = fold(received(10, 2), out(6));
    expect(partly.values.costCorrected('p', line)).toMatchObject({ value: 2, cogs: 3 });
    expect(partly.values.head('p', 'x')).toEqual({ units: 4, value: 10, average: 2.5 });
    expect(partly.values.costCorrected('p', { ...line, unitCost: 2 })).toBeNull();
  });

  it('moves value between lots for a change that moves units from one lot to another', () => {
    const relabel: Change = {
      delta: { current: 0, committed: 0 },
      orderType: 'ADJUST',
      reason: 'placed',
      lots: [lot('A', -2), lot('B', 2)],
    };
    expect(movesValue(relabel)).toBe(true);
    expect(movesValue({ ...ordered(2), lots: [lot('A', -2, 2)] })).toBe(false);
    const { values } = fold({ ...received(4, 3), lots: [lot('A', 4)] }, relabel);
    expect(values.head('p', 'x', 'A')).toEqual({ units: 2, value: 6, average: 3 });
    expect(values.head('p', 'x', 'B')).toEqual({ units: 2, value: 6, average: 3 });
  });
});
