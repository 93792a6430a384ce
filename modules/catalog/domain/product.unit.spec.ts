import { NAME_REQUIRED, PRICE_REQUIRED, productName, productPrice, productView } from './product';

describe('product rules', () => {
  it('keeps a trimmed name and refuses a blank one with the spec message', () => {
    expect(productName('  Pear ')).toBe('Pear');
    expect(() => productName('   ')).toThrow(NAME_REQUIRED);
  });

  it('keeps a price with two decimals and refuses anything else with the spec message', () => {
    expect(productPrice('12.5')).toBe('12.50');
    expect(productPrice(3)).toBe('3.00');
    for (const wrong of [null, '', '1.234', '-1', 'abc'])
      expect(() => productPrice(wrong)).toThrow(PRICE_REQUIRED);
  });

  it('shows a photo with its thumbnail and the price as a number', () => {
    const view = productView({
      id: 'p',
      providerId: 'v',
      name: 'Pear',
      price: '1.20',
      photo: '/api/files/product_photos/v/x.png',
      active: true,
      metadata: {},
    });
    expect(view).toMatchObject({
      price: 1.2,
      provider: 'v',
      thumbnail: '/api/files/product_photos/v/x.png?size=thumb',
    });
  });
});
