import {
  type AskedLine,
  judgeQuickOrder,
  type OfferedProduct,
  skuKey,
} from './quick-order.verdicts';

const NO_RULES = { min_quantity: null, case_pack: null };
const rye: OfferedProduct = {
  id: 'p-rye',
  name: 'Rye Loaf',
  sku: 'RYE-800',
  price: 3.5,
  ...NO_RULES,
};
const spelt: OfferedProduct = {
  id: 'p-spelt',
  name: 'Spelt Flour',
  sku: 'SPL-1KG',
  price: 7,
  ...NO_RULES,
};
// Eggs: at least 12, in trays of 6.
const eggs: OfferedProduct = {
  id: 'p-eggs',
  name: 'Eggs',
  sku: 'EGG-6',
  price: 0.3,
  min_quantity: 12,
  case_pack: 6,
};
const MAX = 1_000_000_000;

/**
 * The lines judged against rye, spelt and eggs (and a known SKU not offered, OLD-1), at `stock`,
 * the stock shown as a number unless `inWords`.
 */
function judge(
  lines: AskedLine[],
  stock: Record<string, number> | null = { 'p-rye': 10 },
  inWords = false,
) {
  return judgeQuickOrder(lines, {
    known: new Set(['rye-800', 'spl-1kg', 'egg-6', 'old-1']),
    offered: [rye, spelt, eggs],
    stock: stock && new Map(Object.entries(stock)),
    stockInWords: inWords,
    maxQuantity: MAX,
  });
}

describe('quick order verdicts', () => {
  it('adds a line whose SKU the client may order, at its price, whatever the case and spaces', () => {
    expect(judge([{ sku: '  rye-800 ', quantity: 4 }])).toEqual([
      {
        line: 1,
        sku: 'rye-800',
        quantity: 4,
        verdict: 'ok',
        product: { id: 'p-rye', name: 'Rye Loaf', sku: 'RYE-800', price: 3.5, ...NO_RULES },
        added: 4,
        available: null,
        merged_lines: [],
        merged_into: null,
      },
    ]);
  });

  it('tells an unknown SKU from a product the client may not order, and names neither', () => {
    const [unknown, notOffered] = judge([
      { sku: 'NOPE', quantity: 1 },
      { sku: 'old-1', quantity: 1 },
    ]);
    expect([unknown.verdict, unknown.product, unknown.added]).toEqual(['unknown_sku', null, 0]);
    expect([notOffered.verdict, notOffered.product, notOffered.added]).toEqual([
      'not_offered',
      null,
      0,
    ]);
  });

  it('says out of stock, with nothing added, when none is available (no stock row is none)', () => {
    const [line] = judge([{ sku: 'SPL-1KG', quantity: 2 }]);
    expect([line.verdict, line.added, line.available]).toEqual(['out_of_stock', 0, 0]);
  });

  it('lowers a quantity above the stock to what is available, and says how many', () => {
    const [line] = judge([{ sku: 'RYE-800', quantity: 25 }]);
    expect([line.verdict, line.quantity, line.added, line.available]).toEqual([
      'capped',
      25,
      10,
      10,
    ]);
  });

  it('caps nothing when the stock is unknown (no default location)', () => {
    const [line] = judge([{ sku: 'SPL-1KG', quantity: 25 }], null);
    expect([line.verdict, line.added]).toEqual(['ok', 25]);
  });

  it('refuses a quantity of 0 as a line of its own, which is not added to the same SKU', () => {
    const lines = judge([
      { sku: 'RYE-800', quantity: 0 },
      { sku: 'RYE-800', quantity: 2 },
    ]);
    expect(lines.map((line) => [line.verdict, line.added, line.merged_into])).toEqual([
      ['invalid_quantity', 0, null],
      ['ok', 2, null],
    ]);
  });

  it('adds the lines of one SKU together on the first, and says so on each', () => {
    const lines = judge([
      { sku: 'RYE-800', quantity: 3 },
      { sku: 'NOPE', quantity: 1 },
      { sku: 'rye-800', quantity: 4 },
      { sku: ' RYE-800', quantity: 1 },
    ]);
    expect(
      lines.map(({ line, verdict, added, merged_lines, merged_into }) => ({
        line,
        verdict,
        added,
        merged_lines,
        merged_into,
      })),
    ).toEqual([
      { line: 1, verdict: 'ok', added: 8, merged_lines: [3, 4], merged_into: null },
      { line: 2, verdict: 'unknown_sku', added: 0, merged_lines: [], merged_into: null },
      { line: 3, verdict: 'merged', added: 0, merged_lines: [], merged_into: 1 },
      { line: 4, verdict: 'merged', added: 0, merged_lines: [], merged_into: 1 },
    ]);
  });

  it('caps the lines of one SKU together: 6 and 7 of 10 available add 10', () => {
    const [first, second] = judge([
      { sku: 'RYE-800', quantity: 6 },
      { sku: 'RYE-800', quantity: 7 },
    ]);
    expect([first.verdict, first.added, first.available]).toEqual(['capped', 10, 10]);
    expect([second.verdict, second.merged_into]).toEqual(['merged', 1]);
  });

  it('refuses lines of one SKU whose units together are more than one order line takes', () => {
    const lines = judge(
      [
        { sku: 'SPL-1KG', quantity: MAX },
        { sku: 'SPL-1KG', quantity: 1 },
      ],
      null,
    );
    expect(lines.map((line) => line.verdict)).toEqual(['invalid_quantity', 'invalid_quantity']);
  });

  it('holds the lines of a product together to its ordering rules: the minimum, then the case pack', () => {
    const stock = { 'p-eggs': 100 };
    const verdicts = (lines: AskedLine[]) =>
      judge(lines, stock).map((line) => [line.verdict, line.added]);
    expect(verdicts([{ sku: 'EGG-6', quantity: 6 }])).toEqual([['below_minimum', 0]]);
    expect(verdicts([{ sku: 'EGG-6', quantity: 14 }])).toEqual([['not_a_case_multiple', 0]]);
    expect(verdicts([{ sku: 'EGG-6', quantity: 18 }])).toEqual([['ok', 18]]);
    // 6 and 6 are 12: together they meet the minimum, and the second says so.
    expect(
      verdicts([
        { sku: 'EGG-6', quantity: 6 },
        { sku: 'egg-6', quantity: 6 },
      ]),
    ).toEqual([
      ['ok', 12],
      ['merged', 0],
    ]);
    // Together they break it: both lines say which rule, the first naming the second.
    const [first, second] = judge(
      [
        { sku: 'EGG-6', quantity: 12 },
        { sku: 'EGG-6', quantity: 1 },
      ],
      stock,
    );
    expect([first.verdict, first.merged_lines, second.verdict, second.merged_into]).toEqual([
      'not_a_case_multiple',
      [2],
      'not_a_case_multiple',
      1,
    ]);
  });

  it('lowers to the most whole cases the stock holds, or says the rule when it holds too few', () => {
    const [capped] = judge([{ sku: 'EGG-6', quantity: 24 }], { 'p-eggs': 17 });
    expect([capped.verdict, capped.added, capped.available]).toEqual(['capped', 12, 17]);
    const [tooFew] = judge([{ sku: 'EGG-6', quantity: 24 }], { 'p-eggs': 11 });
    expect([tooFew.verdict, tooFew.added, tooFew.available]).toEqual(['below_minimum', 0, 11]);
  });

  it('gives no number of the stock where the provider shows it in words, and adds none short of it', () => {
    const lines = judge(
      [
        { sku: 'RYE-800', quantity: 25 },
        { sku: 'SPL-1KG', quantity: 1 },
        { sku: 'EGG-6', quantity: 12 },
      ],
      { 'p-rye': 10, 'p-eggs': 30 },
      true,
    );
    expect(lines.map((line) => [line.verdict, line.added, line.available])).toEqual([
      ['not_enough_stock', 0, null],
      ['out_of_stock', 0, null],
      ['ok', 12, null],
    ]);
  });

  it('compares SKUs trimmed and case aside', () => {
    expect(skuKey('  Rye-800\t')).toBe('rye-800');
  });
});
