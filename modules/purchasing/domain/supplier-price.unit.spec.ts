import {
  MIN_ORDER_MESSAGE,
  minOrderProblem,
  PACK_SIZE_MESSAGE,
  preferredOncePerProduct,
  SupplierPriceRuleError,
  supplierPrice,
} from './supplier-price';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(SupplierPriceRuleError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('a supplier’s price for a product', () => {
  it('is sold by the unit, one at least, and not preferred unless said', () => {
    expect(supplierPrice({ unit_price: '2.50' })).toEqual({
      supplier_sku: null,
      unit_price: '2.50',
      pack_size: 1,
      min_order_quantity: 1,
      preferred: false,
    });
  });

  it('needs one pack at least when the minimum is not given', () => {
    expect(supplierPrice({ unit_price: '1.00', pack_size: 12 }).min_order_quantity).toBe(12);
  });

  it('takes a minimum of whole packs', () => {
    expect(
      supplierPrice({ unit_price: '1.00', pack_size: 12, min_order_quantity: 48 }),
    ).toMatchObject({ pack_size: 12, min_order_quantity: 48 });
  });

  it('refuses a minimum that is not a multiple of the pack size, saying so', () => {
    const message = refusal(() =>
      supplierPrice({ unit_price: '1.00', pack_size: 12, min_order_quantity: 30 }),
    );
    expect(message).toBe(
      'min_order_quantity must be a multiple of pack_size (12 units a pack): 12, 24, 36…, not 30',
    );
    expect(minOrderProblem(6, 36)).toBeNull();
  });

  it('refuses packs and minimums below one unit, fractional or beyond a million', () => {
    for (const pack of [0, -1, 1.5, 1_000_001])
      expect(refusal(() => supplierPrice({ unit_price: '1.00', pack_size: pack }))).toBe(
        PACK_SIZE_MESSAGE,
      );
    for (const minimum of [0, 2.5, 1_000_001])
      expect(
        refusal(() => supplierPrice({ unit_price: '1.00', min_order_quantity: minimum })),
      ).toBe(MIN_ORDER_MESSAGE);
  });

  it('trims the supplier’s SKU, blank for none, at most 100 characters', () => {
    expect(supplierPrice({ unit_price: '1.00', supplier_sku: ' AB-1 ' }).supplier_sku).toBe('AB-1');
    expect(supplierPrice({ unit_price: '1.00', supplier_sku: '  ' }).supplier_sku).toBeNull();
    expect(refusal(() => supplierPrice({ unit_price: '1', supplier_sku: 's'.repeat(101) }))).toBe(
      'supplier_sku must be at most 100 characters',
    );
  });
});

describe('one preferred supplier per product in a file', () => {
  it('names the earlier line when a later one makes another supplier preferred for the product', () => {
    const clash = preferredOncePerProduct();
    expect(clash({ line: 2, product_id: 'rye', preferred: true })).toBeNull();
    expect(clash({ line: 3, product_id: 'rye', preferred: false })).toBeNull();
    expect(clash({ line: 4, product_id: 'scone', preferred: true })).toBeNull();
    expect(clash({ line: 5, product_id: 'rye', preferred: true })).toBe(2);
  });
});
