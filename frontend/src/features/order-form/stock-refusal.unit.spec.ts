import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api-client';
import { stockRefusedProducts } from './stock-refusal';

describe('an order refused for want of stock', () => {
  it('names the line the server refused, once', () => {
    const refused = new ApiError(409, {
      message: 'Rye Loaf: not enough in stock for 9. Order fewer.',
      code: 'NOT_ENOUGH_STOCK',
      product_id: 'p-rye',
      breaches: [{ rule: 'not_enough_stock', product_id: 'p-rye', message: '…' }],
    });
    expect(stockRefusedProducts(refused)).toEqual(['p-rye']);
  });

  it('names no line for any other refusal, or one that names no product', () => {
    expect(stockRefusedProducts(new ApiError(409, { message: 'Not enough stock' }))).toEqual([]);
    expect(
      stockRefusedProducts(new ApiError(400, { code: 'NOT_ENOUGH_STOCK', product_id: 'p' })),
    ).toEqual([]);
    expect(stockRefusedProducts(new ApiError(409, { code: 'NOT_ENOUGH_STOCK' }))).toEqual([]);
    expect(stockRefusedProducts(new ApiError(409, null))).toEqual([]);
    expect(stockRefusedProducts(new Error('offline'))).toEqual([]);
  });
});
