import { describe, expect, it } from '@jest/globals';
import type { components } from '../../api/openapi-types';
import type { Order } from '../../api/orders';
import { orderTimeline } from '../../components/order-timeline';

type Schemas = components['schemas'];

/** A moment of January 2026, in the browser's own time zone (so its day is that day here). */
function at(day: number, hour: number): string {
  return new Date(2026, 0, day, hour, 0, 0).toISOString();
}

const ORDER = {
  id: 'o1',
  number: '#1001',
  created_at: at(2, 10),
  transaction_type: 'ORDER',
  cancelled: false,
  fulfilled: true,
  status: 'SHIPPED',
  line_items: [{ id: 'o1:0', product: { id: 'w', name: 'Widget', photo: null }, quantity: 3 }],
  currency: 'USD',
} as unknown as Order;

const SHIPMENT = {
  order_id: 'o1',
  sequence: 1,
  number: '#1001-1',
  shipped_on: '2026-01-02',
  carrier: 'UPS',
  tracking_number: '1Z999',
  created_at: at(2, 11),
  lines: [{ product: { id: 'w', name: 'Widget' }, quantity: 3 }],
} as unknown as Schemas['ShipmentResponse'];

function document(
  number: string,
  issued_on: string,
  more: Partial<Schemas['InvoiceResponse']>,
): Schemas['InvoiceResponse'] {
  return {
    id: number,
    kind: 'INVOICE',
    number,
    return_number: null,
    credited_invoices: [],
    order_id: 'o1',
    order_number: '#1001',
    shipment_number: null,
    issued_on,
    due_on: issued_on,
    currency: 'USD',
    subtotal: '12.00',
    taxes: [],
    tax: '0.00',
    total: '12.00',
    payment_terms: null,
    paid: '0.00',
    credited: '0.00',
    open_amount: '12.00',
    payment_status: 'OPEN',
    ...more,
  };
}

function aReturn(sequence: number, more: Partial<Schemas['ReturnResponse']>) {
  return {
    order_id: 'o1',
    sequence,
    number: `#1001-R${sequence}`,
    status: 'REQUESTED',
    requested_by: 'CLIENT',
    note: null,
    refusal: null,
    location_id: null,
    requested_at: at(3, 9),
    answered_at: null,
    received_at: null,
    lines: [
      {
        product_id: 'w',
        product_name: 'Widget',
        quantity: 2,
        reason: 'DAMAGED',
        restocked: null,
        written_off: null,
        write_off_reason: null,
      },
    ],
    ...more,
  } as Schemas['ReturnResponse'];
}

describe("an order's timeline", () => {
  it('tells the order oldest first: placed, shipped, invoiced, returned, credited', () => {
    const received = aReturn(1, {
      status: 'RECEIVED',
      answered_at: at(3, 10),
      received_at: at(4, 9),
      location_id: 'l',
      lines: [
        {
          product_id: 'w',
          product_name: 'Widget',
          quantity: 2,
          reason: 'DAMAGED',
          restocked: 1,
          written_off: 1,
          write_off_reason: 'DAMAGE',
        },
      ],
    });
    const refused = aReturn(2, {
      status: 'REFUSED',
      requested_at: at(5, 9),
      answered_at: at(5, 12),
      refusal: 'Past the return window.',
      requested_by: 'PROVIDER',
    });
    const events = orderTimeline({
      order: { ...ORDER, cancelled: true },
      shipments: [SHIPMENT],
      // Listed in the order they were numbered; the credit note comes before the later invoice.
      invoices: [
        document('CN-1001', '2026-01-04', {
          kind: 'CREDIT_NOTE',
          return_number: '#1001-R1',
          total: '8.00',
        }),
        document('INV-1001', '2026-01-02', { shipment_number: '#1001-1' }),
        document('INV-1002', '2026-01-03', {}),
      ],
      returns: [refused, received],
      locale: 'en-US',
    });
    expect(events.map((event) => event.title)).toEqual([
      'Order placed',
      'Shipment #1001-1 shipped',
      'Invoice INV-1001 issued',
      // Known by its day alone: before what the day's returns did.
      'Invoice INV-1002 issued',
      'Return #1001-R1 requested',
      'Return #1001-R1 approved',
      'Return #1001-R1 received',
      'Credit note CN-1001 issued',
      'Return #1001-R2 requested',
      'Return #1001-R2 refused',
      'Order cancelled',
    ]);
    const by = (title: string) => events.find((event) => event.title === title);
    expect(by('Shipment #1001-1 shipped')).toMatchObject({
      when: 'Jan 2, 2026',
      detail: '3 units · UPS · 1Z999',
    });
    expect(by('Credit note CN-1001 issued')).toMatchObject({
      when: 'Jan 4, 2026',
      detail: '$8.00 · return #1001-R1',
    });
    expect(by('Return #1001-R1 requested')?.detail).toBe('2 units · asked by the client');
    expect(by('Return #1001-R1 received')?.detail).toBe('1 restocked · 1 written off');
    expect(by('Return #1001-R2 requested')?.detail).toBe('2 units · recorded by staff');
    expect(by('Return #1001-R2 refused')?.detail).toBe('Past the return window.');
    expect(by('Order cancelled')?.when).toBeNull();
  });

  it('shows what is known while lists load, and a backdated shipment on its own day', () => {
    expect(orderTimeline({ order: ORDER }).map((event) => event.title)).toEqual(['Order placed']);
    // Recorded on the 5th for goods that left on the 2nd, before a return asked on the 3rd.
    const events = orderTimeline({
      order: ORDER,
      shipments: [{ ...SHIPMENT, created_at: at(5, 8) }],
      returns: [aReturn(1, {})],
    });
    expect(events.map((event) => event.title)).toEqual([
      'Order placed',
      'Shipment #1001-1 shipped',
      'Return #1001-R1 requested',
    ]);
  });
});
