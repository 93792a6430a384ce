import {
  breachMessage,
  LineRules,
  OrderRuleBreach,
  orderRuleBreaches,
  RuledLine,
} from './order-rules';

const NONE: LineRules = { min_quantity: null, case_pack: null };

/** given: the products' rules and the provider's minimum order value. */
function given(rules: Record<string, LineRules>, minOrderValue: number | null = null) {
  const prices: Record<string, number> = { 'Rye Loaf': 4, Baguette: 1.2, Spelt: 7.25 };
  return {
    /** when: a client orders these units (by product name), at each product's price. */
    when(units: Record<string, number>, currency = 'USD') {
      const lines: RuledLine[] = Object.entries(units).map(([name, quantity]) => ({
        productId: name.toLowerCase(),
        name,
        quantity,
        price: prices[name],
        rules: rules[name] ?? NONE,
      }));
      const breaches = orderRuleBreaches({ lines, minOrderValue, currency });
      const said = () => breaches.map((b) => breachMessage(b, 'en-US'));
      return {
        /** then: no rule is broken. */
        thenAccepts: () => expect(said()).toEqual([]),
        /** then: these breaches, in words (amounts in en-US). */
        thenRefuses: (...messages: string[]) => expect(said()).toEqual(messages),
        breaches,
      };
    },
  };
}

describe('the minimum order quantity of a line', () => {
  const rye = { 'Rye Loaf': { min_quantity: 6, case_pack: null } };

  it('accepts a line at the minimum, above it, or of none', () => {
    given(rye).when({ 'Rye Loaf': 6 }).thenAccepts();
    given(rye).when({ 'Rye Loaf': 7 }).thenAccepts();
    given(rye).when({ 'Rye Loaf': 0, Baguette: 1 }).thenAccepts();
  });

  it('refuses a line below the minimum, naming the product and the minimum', () => {
    given(rye).when({ 'Rye Loaf': 5 }).thenRefuses('Rye Loaf: order at least 6.');
  });

  it('writes large minimums with their thousands grouped', () => {
    given({ Baguette: { min_quantity: 1000, case_pack: null } })
      .when({ Baguette: 999 })
      .thenRefuses('Baguette: order at least 1,000.');
  });
});

describe('the case pack of a line', () => {
  const packs = { 'Rye Loaf': { min_quantity: null, case_pack: 6 } };

  it('accepts multiples of the pack', () => {
    given(packs).when({ 'Rye Loaf': 6 }).thenAccepts();
    given(packs).when({ 'Rye Loaf': 18 }).thenAccepts();
  });

  it('refuses a line between packs, saying which quantities it takes', () => {
    given(packs)
      .when({ 'Rye Loaf': 8 })
      .thenRefuses('Rye Loaf: order in multiples of 6 (6, 12, 18...).');
  });
});

describe('a line with both rules', () => {
  const both = { 'Rye Loaf': { min_quantity: 10, case_pack: 6 } };

  it('accepts the first multiple of the pack at or above the minimum', () => {
    given(both).when({ 'Rye Loaf': 12 }).thenAccepts();
  });

  it('reports both rules a line breaks, each once', () => {
    given(both)
      .when({ 'Rye Loaf': 4 })
      .thenRefuses(
        'Rye Loaf: order at least 10.',
        'Rye Loaf: order in multiples of 6 (6, 12, 18...).',
      );
    // A multiple of the pack below the minimum breaks the minimum only.
    given(both).when({ 'Rye Loaf': 6 }).thenRefuses('Rye Loaf: order at least 10.');
  });

  it('returns every breach of every line, in the order of the lines', () => {
    const { breaches } = given({ ...both, Spelt: { min_quantity: 3, case_pack: null } }).when({
      Spelt: 1,
      'Rye Loaf': 13,
    });
    expect(breaches.map((b) => [b.rule, 'productId' in b ? b.productId : null])).toEqual([
      ['min_quantity', 'spelt'],
      ['case_pack', 'rye loaf'],
    ]);
  });
});

describe('the minimum order value', () => {
  it('refuses an order whose total before tax is below it, with both amounts', () => {
    // 20 × $4.00 = $80.00.
    given({}, 100)
      .when({ 'Rye Loaf': 20 })
      .thenRefuses('The minimum order is $100.00; this order is $80.00.');
  });

  it('accepts an order at the minimum exactly, counted in cents', () => {
    // 10 × $7.25 + 5 × $1.20 = $78.50, with no floating-point shortfall.
    given({}, 78.5).when({ Spelt: 10, Baguette: 5 }).thenAccepts();
    given({}, 78.51)
      .when({ Spelt: 10, Baguette: 5 })
      .thenRefuses('The minimum order is $78.51; this order is $78.50.');
  });

  it("writes the amounts in the provider's currency", () => {
    const { breaches } = given({}, 10).when({ Baguette: 2 }, 'EUR');
    expect(breaches).toEqual<OrderRuleBreach[]>([
      { rule: 'min_order_value', minimum: '10.00', total: '2.40', currency: 'EUR' },
    ]);
    expect(breachMessage(breaches[0], 'fr-FR')).toBe(
      'The minimum order is 10,00\u00a0€; this order is 2,40\u00a0€.',
    );
  });

  it('leaves an order of no units to the check that asks for a product', () => {
    given({}, 100).when({ Baguette: 0 }).thenAccepts();
  });

  it('has no minimum when the provider set none', () => {
    given({}, null).when({ Baguette: 1 }).thenAccepts();
  });

  it('reports the lines first, then the minimum order value', () => {
    given({ 'Rye Loaf': { min_quantity: 6, case_pack: null } }, 50)
      .when({ 'Rye Loaf': 2 })
      .thenRefuses(
        'Rye Loaf: order at least 6.',
        'The minimum order is $50.00; this order is $8.00.',
      );
  });
});
