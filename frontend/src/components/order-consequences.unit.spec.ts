import { afterEach, describe, expect, it } from '@jest/globals';
import type { Order } from '../api/orders';
import { i18n } from '../i18n';
import frCommon from '../locales/fr/common.json';
import { cancelFacts, fulfilFacts } from './order-consequences';

afterEach(() => i18n.changeLanguage('en'));

/** An order of two lines at Main Warehouse: 3 of 5 widgets and none of 2 gadgets shipped. */
function order(change: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    number: '#1001',
    transaction_type: 'ORDER',
    currency: 'USD',
    location: { id: 'l', name: 'Main Warehouse' },
    totals: { subtotal: '12.00', taxes: [], tax: '0.00', total: '12.00' },
    line_items: [
      {
        id: 'o1:0',
        product: { id: 'w', name: 'Widget', photo: null },
        quantity: 5,
        price: 2,
        shipped: 3,
      },
      {
        id: 'o1:1',
        product: { id: 'g', name: 'Gadget', photo: null },
        quantity: 2,
        price: 1,
        shipped: 0,
      },
    ],
    ...change,
  } as unknown as Order;
}

const money = (amount: string, currency: string) => `${currency === 'USD' ? '$' : ''}${amount}`;

describe('what an order confirm says will happen', () => {
  it('names the order by its lines and total, and the units cancelling gives back', () => {
    expect(cancelFacts(order(), money)).toEqual([
      'Order #1001: 2 lines, $12.00',
      '4 units go back to available stock at Main Warehouse.',
      'The 3 units already shipped stay shipped.',
    ]);
  });

  it('says a cancelled movement undoes its change at its location', () => {
    const movement = (type: Order['transaction_type']) =>
      cancelFacts(order({ transaction_type: type, number: 'MV-1001', totals: null }), money);
    expect(movement('IN')).toEqual([
      'Movement MV-1001: 2 lines',
      'The 4 units it brought in come off the stock at Main Warehouse.',
    ]);
    expect(movement('OUT')[1]).toBe(
      'The 4 units it took out go back into stock at Main Warehouse.',
    );
    expect(movement('ADJUST')[1]).toBe('Its 2 lines of changes at Main Warehouse are undone.');
  });

  it('says it in the language on screen, with its plurals', async () => {
    i18n.addResourceBundle('fr', 'common', frCommon, true, true);
    await i18n.changeLanguage('fr');
    expect(cancelFacts(order(), money)).toEqual([
      'Commande #1001 : 2 lignes, $12.00',
      '4 unités retournent au stock disponible à Main Warehouse.',
      'Les 3 unités déjà expédiées restent expédiées.',
    ]);
    const one = order({ transaction_type: 'ADJUST', number: 'MV-1003', totals: null });
    one.line_items = one.line_items.slice(0, 1);
    expect(cancelFacts(one, money)).toEqual([
      'Mouvement MV-1003 : 1 ligne',
      'Les changements de ce mouvement à Main Warehouse (1 ligne) sont annulés.',
    ]);
  });

  it('says fulfilling ships what remains, and moves no stock for a movement', () => {
    expect(fulfilFacts(order(), money)).toEqual([
      'Order #1001: 2 lines, $12.00',
      'The 4 units still to ship are shipped from Main Warehouse and leave its committed stock.',
    ]);
    expect(
      fulfilFacts(order({ transaction_type: 'IN', number: 'MV-1002', totals: null }), money),
    ).toEqual(['Movement MV-1002: 2 lines', 'It is marked fulfilled; no stock moves.']);
  });
});
