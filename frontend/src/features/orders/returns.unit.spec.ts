import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { components } from '../../api/openapi-types';
import type { Order } from '../../api/orders';
import { i18n } from '../../i18n';
import fr from '../../locales/fr/orders.json';
import { partlyShippedOrder } from './order-fixtures';
import {
  canReturnAny,
  complement,
  creditNoteOf,
  initialReceiptForm,
  initialReturnForm,
  linesToReturn,
  reasonKey,
  receiptFormErrors,
  receiptKeys,
  receiptRequest,
  returnableText,
  returnFormErrors,
  returnReasonLabel,
  returnReasonOptions,
  returnRequest,
  returnStatusLabel,
  unitsText,
  writeOffReasonLabel,
} from './returns';

type OrderReturn = components['schemas']['ReturnResponse'];
type Invoice = components['schemas']['InvoiceResponse'];

/** An ORDER of 10 widgets (6 shipped), 4 gadgets (4 shipped) and 2 bolts (none shipped). */
function order(): Order {
  return partlyShippedOrder([
    ['w', 'Widget', 10, 6],
    ['g', 'Gadget', 4, 4],
    ['b', 'Bolt', 2, 0],
  ]);
}

function aReturn(
  sequence: number,
  status: OrderReturn['status'],
  lines: [string, number][],
): OrderReturn {
  return {
    order_id: 'o1',
    sequence,
    number: `#1001-R${sequence}`,
    status,
    requested_by: 'CLIENT',
    note: null,
    refusal: null,
    location_id: null,
    requested_at: '2026-01-03T10:00:00.000Z',
    answered_at: null,
    received_at: null,
    lines: lines.map(([product_id, quantity]) => ({
      product_id,
      product_name: product_id,
      quantity,
      reason: 'DAMAGED',
      restocked: null,
      written_off: null,
      write_off_reason: null,
    })),
  };
}

describe('what of an order can be returned', () => {
  it('offers each shipped product, less what returns not refused hold', () => {
    const returns = [
      aReturn(1, 'RECEIVED', [['w', 2]]),
      aReturn(2, 'REFUSED', [['w', 4]]),
      aReturn(3, 'REQUESTED', [
        ['w', 1],
        ['g', 4],
      ]),
    ];
    expect(linesToReturn(order(), returns)).toEqual([
      { productId: 'w', name: 'Widget', shipped: 6, returnable: 3 },
      { productId: 'g', name: 'Gadget', shipped: 4, returnable: 0 },
    ]);
    expect(canReturnAny(linesToReturn(order(), returns))).toBe(true);
    expect(
      canReturnAny(
        linesToReturn(order(), [
          aReturn(1, 'APPROVED', [
            ['w', 6],
            ['g', 4],
          ]),
        ]),
      ),
    ).toBe(false);
    expect(returnableText(3)).toBe('Up to 3 can be returned');
    expect(returnableText(0)).toBe('Nothing more can be returned');
  });

  it('names the reasons plainly', () => {
    expect(returnReasonLabel('DAMAGED')).toBe('Damaged');
    expect(returnReasonLabel('NOT_NEEDED')).toBe('No longer needed');
    expect(returnReasonLabel('SOMETHING')).toBe('SOMETHING');
    expect(returnStatusLabel('APPROVED')).toBe('Approved');
    expect(writeOffReasonLabel('THEFT')).toBe('Theft');
    expect(writeOffReasonLabel('SOMETHING')).toBeUndefined();
    expect([1, 3].map(unitsText)).toEqual(['1 unit', '3 units']);
  });
});

describe('returns in French', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('fr', 'orders', fr, true, true);
    await i18n.changeLanguage('fr');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('names reasons, statuses and units in the language shown', () => {
    expect(returnReasonOptions().map((option) => option.label)).toEqual([
      'Endommagé',
      'Mauvais article',
      'Non conforme à la description',
      'Plus nécessaire',
      'Autre',
    ]);
    expect(returnStatusLabel('REFUSED')).toBe('Refusé');
    expect([1, 3].map(unitsText)).toEqual(['1 unité', '3 unités']);
    expect(returnableText(0)).toBe('Plus rien ne peut être retourné');
  });
});

describe('the Return dialog', () => {
  const lines = linesToReturn(order(), [aReturn(1, 'REQUESTED', [['g', 3]])]);

  it('asks for at least one unit, no more than may be returned, each with a reason', () => {
    const empty = initialReturnForm(lines);
    expect(returnFormErrors(lines, empty)).toEqual({
      form: 'Enter a quantity for at least one product.',
    });
    const asked = { ...empty, quantities: { w: 7, g: 1 } };
    expect(returnFormErrors(lines, asked)).toEqual({
      w: 'At most 6 can be returned.',
      [reasonKey('g')]: 'Choose a reason.',
    });
    expect(returnFormErrors(lines, { ...empty, quantities: { w: 1.5, g: '' } })).toEqual({
      w: 'Enter a whole number from 0 up.',
    });
  });

  it('sends the products asked with their reasons, and the note trimmed', () => {
    const form = {
      quantities: { w: 2, g: 0 },
      reasons: { w: 'DAMAGED' as const, g: null },
      note: '  Box crushed  ',
    };
    expect(returnFormErrors(lines, form)).toEqual({});
    expect(returnRequest(lines, form)).toEqual({
      products: [{ product_id: 'w', quantity: 2, reason: 'DAMAGED' }],
      note: 'Box crushed',
    });
    expect(returnRequest(lines, { ...form, note: ' ' }).note).toBeNull();
  });
});

describe('the Receive dialog', () => {
  const ret = aReturn(1, 'APPROVED', [
    ['w', 2],
    ['g', 1],
  ]);

  it('restocks everything at first, at the location given', () => {
    const form = initialReceiptForm(ret, 'l');
    expect(receiptFormErrors(ret, form)).toEqual({});
    expect(receiptRequest(ret, form)).toEqual({
      location_id: 'l',
      products: [
        { product_id: 'w', restock: 2, write_off: 0 },
        { product_id: 'g', restock: 1, write_off: 0 },
      ],
    });
  });

  it('keeps the two figures of a line adding up as one is typed', () => {
    expect(complement(2, 1, 0)).toBe(1);
    expect(complement(2, '', 2)).toBe(2);
    expect(complement(2, 3, 0)).toBe(0);
    expect(complement(2, 1.5, 0)).toBe(0);
  });

  it('wants a location, figures adding up to the units returned, and a reason for a write-off', () => {
    const form = initialReceiptForm(ret, null);
    form.lines.w = { restock: 1, writeOff: 0, reason: null };
    form.lines.g = { restock: 0, writeOff: 1, reason: null };
    expect(receiptFormErrors(ret, form)).toEqual({
      location: 'Choose where restocked units go.',
      [receiptKeys('w').writeOff]: 'Restocked and written off must add up to the 2 returned.',
      [receiptKeys('g').reason]: 'Choose why they are written off.',
    });
    form.locationId = 'l';
    form.lines.w = { restock: 1, writeOff: 1, reason: 'DAMAGE' };
    form.lines.g = { restock: 0, writeOff: 1, reason: 'THEFT' };
    expect(receiptFormErrors(ret, form)).toEqual({});
    expect(receiptRequest(ret, form).products).toEqual([
      { product_id: 'w', restock: 1, write_off: 1, write_off_reason: 'DAMAGE' },
      { product_id: 'g', restock: 0, write_off: 1, write_off_reason: 'THEFT' },
    ]);
  });
});

describe('the credit note of a return', () => {
  it('is the CREDIT_NOTE of the order that names the return', () => {
    const doc = (id: string, kind: Invoice['kind'], return_number: string | null) =>
      ({ id, kind, number: id, return_number }) as Invoice;
    const invoices = [doc('INV-1001', 'INVOICE', null), doc('CN-1001', 'CREDIT_NOTE', '#1001-R1')];
    expect(creditNoteOf(aReturn(1, 'RECEIVED', []), invoices)?.number).toBe('CN-1001');
    expect(creditNoteOf(aReturn(2, 'RECEIVED', []), invoices)).toBeUndefined();
    expect(creditNoteOf(aReturn(1, 'RECEIVED', []), undefined)).toBeUndefined();
  });
});
