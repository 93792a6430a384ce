import { decidePlace } from '../../inventory/domain';
import { decideCreditHold } from './credit-hold';
import { decideCancel, decideFulfil, decideRelease, evolve, OrderState } from './order';

const at = '2026-12-01T10:00:00.000Z';
const lines = [
  { productId: 'widget', quantity: 3, price: 10, taxRate: 20 },
  { productId: 'book', quantity: 1, price: 4 },
];
const staff = { kind: 'provider' as const };

describe('the credit hold of an order', () => {
  it('holds an order whose total, tax included, takes the balance over the limit', () => {
    // 3 × 10 at 20 % and 4 untaxed: 40.00.
    expect(decideCreditHold(lines, { limit: '100', balance: 6001n, currency: 'EUR' })).toEqual({
      reason: 'CREDIT_LIMIT',
      balance: '60.01',
      limit: '100.00',
      total: '40.00',
      currency: 'EUR',
    });
  });

  it('lets an order reach the limit exactly, and never holds without a limit', () => {
    expect(
      decideCreditHold(lines, { limit: '100.00', balance: 6000n, currency: 'EUR' }),
    ).toBeNull();
    expect(
      decideCreditHold(lines, { limit: null, balance: 10n ** 12n, currency: 'EUR' }),
    ).toBeNull();
  });

  it('reckons in the currency’s own minor units', () => {
    expect(
      decideCreditHold([{ quantity: 1, price: 1000 }], {
        limit: '1500',
        balance: 600n,
        currency: 'JPY',
      }),
    ).toMatchObject({ balance: '600', limit: '1500', total: '1000' });
  });
});

describe('a held order', () => {
  const held = (): OrderState => {
    const placed = evolve(
      null,
      decidePlace({
        orderId: 'o1',
        providerId: 'p1',
        clientId: 'c1',
        locationId: 'l1',
        orderType: 'ORDER',
        lines,
        notes: null,
        at,
      }),
    );
    const hold = decideCreditHold(lines, { limit: '0', balance: 0n, currency: 'EUR' })!;
    return evolve(placed, { type: 'OrderHeld', data: { ...hold, orderId: 'o1', at } });
  };

  it('is neither shipped nor fulfilled until released', () => {
    expect(() => decideFulfil(held(), staff, at)).toThrow(
      'This order is on credit hold: release it before it is shipped.',
    );
    const [released] = decideRelease(held(), staff, at);
    const after = evolve(held(), released);
    expect(after.hold).toBeNull();
    expect(decideFulfil(after, staff, at).events.map((e) => e.type)).toEqual([
      'OrderShipped',
      'OrderFulfilled',
    ]);
  });

  it('is released only once, by staff who may fulfil it, and not once cancelled', () => {
    const released = evolve(held(), decideRelease(held(), staff, at)[0]);
    expect(() => decideRelease(released, staff, at)).toThrow('This order is not on hold.');
    expect(() => decideRelease(held(), { kind: 'client', clientId: 'c1' }, at)).toThrow(
      'Only the provider can do this.',
    );
    expect(() => decideRelease(held(), { kind: 'provider', refusal: () => 'No.' }, at)).toThrow(
      'No.',
    );
    const cancelled = evolve(held(), decideCancel(held(), staff, at).events[0]);
    expect(() => decideRelease(cancelled, staff, at)).toThrow('This order is cancelled.');
  });
});
