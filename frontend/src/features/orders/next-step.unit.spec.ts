import { describe, expect, it } from '@jest/globals';
import type { Order } from '../../api/orders';
import { type NextStepFacts, nextStep } from './next-step';
import { partlyShippedOrder } from './order-fixtures';

/** An ORDER of 10 widgets and 4 gadgets, `shipped` of each shipped so far. */
function order(shipped: [widgets: number, gadgets: number], change: Partial<Order> = {}): Order {
  const complete = shipped[0] === 10 && shipped[1] === 4;
  return partlyShippedOrder(
    [
      ['w', 'Widget', 10, shipped[0]],
      ['g', 'Gadget', 4, shipped[1]],
    ],
    { fulfilled: complete, status: complete ? 'SHIPPED' : 'PARTIALLY_SHIPPED', ...change },
  );
}

const FIRST = { sequence: 1, number: '#1001-1' };
const SECOND = { sequence: 2, number: '#1001-2' };

const facts = (change: Partial<NextStepFacts> = {}): NextStepFacts => ({
  invoicePer: 'ORDER',
  invoices: [],
  shipments: [FIRST, SECOND],
  ...change,
});

describe('the next step of an order', () => {
  it('is Ship while something remains to ship, even before anything has shipped', () => {
    expect(nextStep(order([0, 0], { status: 'PENDING' }), facts())).toEqual({ kind: 'ship' });
    expect(nextStep(order([6, 4]), facts())).toEqual({ kind: 'ship' });
  });

  it('is the order’s invoice once all of it has shipped and none is issued', () => {
    expect(nextStep(order([10, 4]), facts())).toEqual({ kind: 'invoice', shipment: null });
  });

  it('is nothing once the order is invoiced, a credit note aside', () => {
    const issued = facts({
      invoices: [
        { kind: 'INVOICE', shipment_number: null },
        { kind: 'CREDIT_NOTE', shipment_number: null },
      ],
    });
    expect(nextStep(order([10, 4]), issued)).toBeNull();
    const creditOnly = facts({ invoices: [{ kind: 'CREDIT_NOTE', shipment_number: null }] });
    expect(nextStep(order([10, 4]), creditOnly)).toEqual({ kind: 'invoice', shipment: null });
  });

  it('is the first shipment without an invoice when invoices go per shipment', () => {
    const perShipment = facts({
      invoicePer: 'SHIPMENT',
      invoices: [{ kind: 'INVOICE', shipment_number: '#1001-1' }],
    });
    expect(nextStep(order([10, 4]), perShipment)).toEqual({ kind: 'invoice', shipment: SECOND });
    const both = facts({
      invoicePer: 'SHIPMENT',
      invoices: [
        { kind: 'INVOICE', shipment_number: '#1001-1' },
        { kind: 'INVOICE', shipment_number: '#1001-2' },
      ],
    });
    expect(nextStep(order([10, 4]), both)).toBeNull();
  });

  it('waits for the invoices before it offers one', () => {
    expect(nextStep(order([10, 4]), facts({ invoices: undefined }))).toBeNull();
    expect(nextStep(order([10, 4]), facts({ invoicePer: undefined }))).toBeNull();
  });

  it('is nothing for a cancelled order or a movement: cancelling is never the next step', () => {
    expect(nextStep(order([6, 4], { cancelled: true, status: 'CANCELLED' }), facts())).toBeNull();
    expect(nextStep(order([0, 0], { transaction_type: 'IN' }), facts())).toBeNull();
  });
});
