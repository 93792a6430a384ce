import { afterEach, describe, expect, it } from '@jest/globals';
import type { Order } from '../api/orders';
import { i18n } from '../i18n';
import frCommon from '../locales/fr/common.json';
import {
  orderStatus,
  orderStatusKey,
  orderStatusLabel,
  statusColor,
  transactionTypeLabel,
} from './order-status';

function order(change: Partial<Order>): Order {
  return {
    transaction_type: 'ORDER',
    status: 'PENDING',
    cancelled: false,
    fulfilled: false,
    ...change,
  } as unknown as Order;
}

async function inFrench() {
  i18n.addResourceBundle('fr', 'common', frCommon, true, true);
  await i18n.changeLanguage('fr');
}

afterEach(() => i18n.changeLanguage('en'));

describe('an order status', () => {
  it('is known by its key whatever the language, and a movement has none', async () => {
    await inFrench();
    expect(orderStatusKey(order({ status: 'SHIPPED', fulfilled: true }))).toBe('complete');
    expect(orderStatusKey(order({ status: 'PARTIALLY_SHIPPED' }))).toBe('partiallyShipped');
    expect(orderStatusKey(order({ cancelled: true, status: 'CANCELLED' }))).toBe('cancelled');
    expect(orderStatusKey(order({ transaction_type: 'IN', status: 'FULFILLED' }))).toBeNull();
  });

  it('is read in the language on screen, a label asked for again after a change', async () => {
    expect(orderStatusLabel('PARTIALLY_SHIPPED')).toBe('Partially shipped');
    await inFrench();
    expect(orderStatusLabel('PARTIALLY_SHIPPED')).toBe('Partiellement expédiée');
    expect(orderStatus(order({ status: 'FULFILLED', fulfilled: true }))).toBe('Terminée');
    expect(orderStatus(order({ transaction_type: 'ADJUST' }))).toBe('Ajustement');
  });

  it('keeps its colour in every language', async () => {
    await inFrench();
    expect(statusColor('PENDING')).toBe('yellow');
    expect(statusColor('FULFILLED')).toBe('teal');
    expect(statusColor('CANCELLED')).toBe('red');
  });
});

describe('a transaction type label', () => {
  it('names each type, and an unknown type as it is', async () => {
    expect(transactionTypeLabel('ADJUST')).toBe('Adjustment');
    expect(transactionTypeLabel('TRANSFER')).toBe('TRANSFER');
    await inFrench();
    expect(transactionTypeLabel('IN')).toBe('Entrée');
    expect(transactionTypeLabel('OUT')).toBe('Sortie');
  });
});
