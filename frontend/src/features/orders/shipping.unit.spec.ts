import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order } from '../../api/orders';
import { orderStatus } from '../../components/order-status';
import { i18n } from '../../i18n';
import { formatsFor, localDay } from '../../lib/format';
import fr from '../../locales/fr/orders.json';
import { partlyShippedOrder } from './order-fixtures';
import {
  backordered,
  initialShipForm,
  linesToShip,
  remainText,
  shipFormErrors,
  shipRequest,
} from './shipping';

/** An ORDER of 10 widgets (6 shipped) and 4 gadgets (none shipped), partly shipped. */
function order(change: Partial<Order> = {}): Order {
  return partlyShippedOrder(
    [
      ['w', 'Widget', 10, 6],
      ['g', 'Gadget', 4, 0],
    ],
    change,
  );
}

// Noon local time, so that the local day and UTC's agree wherever the test runs.
const NOW = new Date(2026, 2, 15, 12, 0, 0);

describe('what remains of an order', () => {
  it('backorders what is ordered and not shipped, while the order is open', () => {
    const open = order();
    expect(open.line_items.map((item) => backordered(open, item))).toEqual([4, 4]);
    expect(linesToShip(open)).toEqual([
      { productId: 'w', name: 'Widget', remaining: 4 },
      { productId: 'g', name: 'Gadget', remaining: 4 },
    ]);
  });

  it('backorders nothing once the order is complete or cancelled, nor for a movement', () => {
    for (const closed of [
      order({ fulfilled: true, status: 'SHIPPED' }),
      order({ cancelled: true, status: 'CANCELLED' }),
      order({ transaction_type: 'OUT', status: 'PENDING' }),
    ]) {
      expect(closed.line_items.map((item) => backordered(closed, item))).toEqual([0, 0]);
      expect(linesToShip(closed)).toEqual([]);
    }
  });
});

describe('the Ship dialog', () => {
  const lines = linesToShip(order());

  it('starts with all that remains, today, and no carrier', () => {
    expect(initialShipForm(lines, NOW)).toEqual({
      quantities: { w: 4, g: 4 },
      shippedOn: '2026-03-15',
      carrier: '',
      trackingNumber: '',
    });
  });

  it('refuses more than remains, fractions, a day ahead and a shipment of nothing', () => {
    const form = initialShipForm(lines, NOW);
    expect(shipFormErrors(lines, form, NOW)).toEqual({});
    expect(
      shipFormErrors(
        lines,
        { ...form, quantities: { w: 5, g: 1.5 }, shippedOn: '2026-03-16' },
        NOW,
      ),
    ).toEqual({
      w: 'Only 4 remain to be shipped.',
      g: 'Enter a whole number from 0 up.',
      shippedOn: 'The day cannot be in the future.',
    });
    expect(shipFormErrors(lines, { ...form, quantities: { w: 0, g: '' } }, NOW)).toEqual({
      form: 'Enter a quantity for at least one product.',
    });
    expect(shipFormErrors(lines, { ...form, shippedOn: '' }, NOW)).toEqual({
      shippedOn: 'Enter the day it shipped.',
    });
  });

  it('sends the units of each product shipped, the day, and the texts trimmed', () => {
    const form = {
      quantities: { w: 2, g: 0 },
      shippedOn: '2026-03-14',
      carrier: '  UPS ',
      trackingNumber: '   ',
    };
    expect(shipRequest(lines, form, NOW)).toEqual({
      products: [{ product_id: 'w', quantity: 2 }],
      shipped_on: '2026-03-14',
      carrier: 'UPS',
      tracking_number: null,
    });
  });

  it('sends no day later than the server’s (UTC) today', () => {
    const form = { ...initialShipForm(lines, NOW), shippedOn: '2026-03-16' };
    expect(shipRequest(lines, form, new Date('2026-03-15T20:00:00.000Z')).shipped_on).toBe(
      '2026-03-15',
    );
  });

  it('says what remains in words', () => {
    expect([0, 1, 4].map(remainText)).toEqual([
      'Nothing remains to be shipped',
      '1 remains to be shipped',
      '4 remain to be shipped',
    ]);
    const gone = [{ productId: 'w', name: 'Widget', remaining: 0 }];
    const form = { ...initialShipForm(gone, NOW), quantities: { w: 1 } };
    expect(shipFormErrors(gone, form, NOW)).toEqual({ w: 'Nothing remains to be shipped.' });
  });

  it('reads the local day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('an order’s status and dates', () => {
  it('labels each status of an ORDER, and a movement by its type', () => {
    expect(orderStatus(order({ status: 'PENDING' }))).toBe('Pending');
    expect(orderStatus(order())).toBe('Partially shipped');
    expect(orderStatus(order({ fulfilled: true, status: 'SHIPPED' }))).toBe('Complete');
    expect(orderStatus(order({ cancelled: true, status: 'CANCELLED' }))).toBe('Cancelled');
    expect(orderStatus(order({ transaction_type: 'IN', status: 'FULFILLED' }))).toBe('In');
  });

  it('reads the flags of an order without a status', () => {
    const old = (change: Partial<Order>) => ({ ...order(change), status: undefined }) as never;
    expect(orderStatus(old({ fulfilled: true }))).toBe('Complete');
    expect(orderStatus(old({}))).toBe('Pending');
  });

  it('shows a bare day as that day, wherever the browser is', () => {
    expect(formatsFor().date('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatsFor().date('not a day')).toBe('—');
  });
});

describe('the Ship dialog in French', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('fr', 'orders', fr, true, true);
    await i18n.changeLanguage('fr');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('says what remains in French, with its plural', () => {
    expect([0, 1, 4].map(remainText)).toEqual([
      'Plus rien à expédier',
      '1 reste à expédier',
      '4 restent à expédier',
    ]);
    const lines = [{ productId: 'w', name: 'Widget', remaining: 2 }];
    const form = { ...initialShipForm(lines, NOW), quantities: { w: 3 } };
    expect(shipFormErrors(lines, form, NOW)).toEqual({
      w: "Il n'en reste que 2 à expédier.",
    });
  });
});
