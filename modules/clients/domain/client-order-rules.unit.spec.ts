import { rulesByProduct, withClientRules } from './client-order-rules';

const rye = { id: 'rye', name: 'Rye Loaf', min_quantity: 6, case_pack: 6 };

describe("a client's own ordering rules", () => {
  it("gives the product's rules to a client without its own", () => {
    const own = rulesByProduct([{ product_id: 'spelt', min_quantity: 1, case_pack: null }]);
    expect(withClientRules(rye, own)).toEqual(rye);
  });

  it("replaces both of the product's rules with the client's", () => {
    const own = rulesByProduct([{ product_id: 'rye', min_quantity: 12, case_pack: 4 }]);
    expect(withClientRules(rye, own)).toEqual({ ...rye, min_quantity: 12, case_pack: 4 });
  });

  it('waives a rule the client has as none, whatever the product says', () => {
    const own = rulesByProduct([{ product_id: 'rye', min_quantity: null, case_pack: 6 }]);
    expect(withClientRules(rye, own)).toEqual({ ...rye, min_quantity: null, case_pack: 6 });
  });
});
