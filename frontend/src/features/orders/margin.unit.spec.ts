import { describe, expect, it } from '@jest/globals';
import type { components } from '../../api/openapi-types';
import type { Order, OrderViewer } from '../../api/orders';
import { marginByProduct, marginStage, receivedReturns } from './margin';
import { partlyShippedOrder } from './order-fixtures';

type OrderReturn = components['schemas']['ReturnResponse'];
type OrderMargin = components['schemas']['OrderMarginResponse'];

const STAFF: OrderViewer = { kind: 'provider', providerId: 'p' };
const CLIENT: OrderViewer = { kind: 'client', clientId: 'c' };

/** An ORDER of 10 widgets, `shipped` of them shipped so far. */
function order(shipped: number, change: Partial<Order> = {}): Order {
  return partlyShippedOrder([['w', 'Widget', 10, shipped]], change);
}

function aReturn(sequence: number, status: OrderReturn['status']): OrderReturn {
  return { sequence, status } as OrderReturn;
}

function margin(lines: number): OrderMargin {
  return {
    order_id: 'o1',
    currency: 'USD',
    revenue: 10,
    cost_of_goods: 6,
    margin: 4,
    margin_percent: 40,
    lines: Array.from({ length: lines }, (_, index) => ({
      product_id: `p${index}`,
      product_name: `Product ${index}`,
      units_sold: 1,
      revenue: 10 / lines,
      cost_of_goods: 6 / lines,
      margin: 4 / lines,
    })),
  };
}

describe('the Margin section of an order', () => {
  it('shows the figures to staff once something has shipped, complete or not', () => {
    expect(marginStage(STAFF, order(4))).toBe('figures');
    expect(marginStage(STAFF, order(10, { fulfilled: true, status: 'SHIPPED' }))).toBe('figures');
  });

  it('says it waits for a shipment while a pending order has shipped nothing', () => {
    expect(marginStage(STAFF, order(0, { status: 'PENDING' }))).toBe('waiting');
  });

  it('is not shown for an order cancelled before anything shipped', () => {
    expect(marginStage(STAFF, order(0, { cancelled: true, status: 'CANCELLED' }))).toBe('none');
  });

  it('is never shown to the client, whose portal must not tell what the goods cost', () => {
    expect(marginStage(CLIENT, order(4))).toBe('none');
    expect(marginStage(CLIENT, order(0, { status: 'PENDING' }))).toBe('none');
  });

  it('is not shown for a stock movement, which sells nothing', () => {
    expect(marginStage(STAFF, order(0, { transaction_type: 'OUT' }))).toBe('none');
  });

  it('is told per product only when the order has more than one line', () => {
    expect(marginByProduct(margin(1))).toBe(false);
    expect(marginByProduct(margin(2))).toBe(true);
  });
});

describe('the received returns an order margin is read again for', () => {
  it('counts only the returns received, which may have put units back', () => {
    expect(
      receivedReturns([
        aReturn(1, 'RECEIVED'),
        aReturn(2, 'APPROVED'),
        aReturn(3, 'REQUESTED'),
        aReturn(4, 'REFUSED'),
        aReturn(5, 'RECEIVED'),
      ]),
    ).toBe(2);
  });

  it('counts none while the returns are unknown', () => {
    expect(receivedReturns(undefined)).toBe(0);
  });
});
