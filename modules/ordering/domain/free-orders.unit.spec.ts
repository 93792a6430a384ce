import { countFreeOrder, FREE_ORDER_COUNTED } from './free-orders';

const order = { providerId: 'p1', orderId: 'o6' };
const allowance = { month: '2026-05', limit: 5, counted: 0 };
const last = (n: number) => ({ providerId: 'p1', month: '2026-05', orderId: `o${n}`, n });

describe('the Free plan’s orders of a month', () => {
  it('counts the first order of the month as the first', () => {
    expect(countFreeOrder(null, allowance, order)).toEqual({
      type: FREE_ORDER_COUNTED,
      data: { providerId: 'p1', orderId: 'o6', month: '2026-05', n: 1 },
    });
  });

  it('counts on from the stream, or from billing’s count when that is higher', () => {
    expect(countFreeOrder(last(3), allowance, order)?.data.n).toBe(4);
    expect(countFreeOrder(last(1), { ...allowance, counted: 3 }, order)?.data.n).toBe(4);
  });

  it('takes no order past the limit, whichever count reached it', () => {
    expect(countFreeOrder(last(4), allowance, order)?.data.n).toBe(5);
    expect(countFreeOrder(last(5), allowance, order)).toBeNull();
    expect(countFreeOrder(last(2), { ...allowance, counted: 5 }, order)).toBeNull();
  });
});
