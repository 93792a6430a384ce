import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import { formatsFor } from '../../lib/format';
import french from '../../locales/fr/order-form.json';
import { ORDER_FORM } from './messages';
import {
  addToQuantities,
  cartAdditions,
  linesToCheck,
  readCsvFile,
  readPastedLines,
  type ServerVerdict,
  type VerdictRow,
  verdictRows,
  verdictWords,
} from './quick-order';

// English, the catalog's source (registered by importing ORDER_FORM), and French, added here as
// the app adds it when a reader picks French.
const english = i18n.getFixedT('en', ORDER_FORM);
i18n.addResourceBundle('fr', ORDER_FORM, french, true, true);
const inFrench = i18n.getFixedT('fr', ORDER_FORM);
const fmt = formatsFor();

/** The lines read, as [line, sku, quantity] or [line, 'unreadable', fault]. */
const read = (text: string) =>
  readPastedLines(text).map((line) =>
    line.kind === 'item'
      ? [line.line, line.sku, line.quantity]
      : [line.line, 'unreadable', line.fault],
  );

describe('reading pasted quick order lines', () => {
  it('reads "SKU quantity", "SKU, quantity", "SKU;quantity" and a spreadsheet’s tabs alike', () => {
    expect(read('RYE-800 12\nSPL-1KG, 3\nBAG-1;4\nOAT-2\t5')).toEqual([
      [1, 'RYE-800', 12],
      [2, 'SPL-1KG', 3],
      [3, 'BAG-1', 4],
      [4, 'OAT-2', 5],
    ]);
  });

  it('asks 1 of a line without a quantity, skips blank lines and keeps each line’s number', () => {
    expect(read('\nRYE-800\n   \r\nSPL-1KG,\n\tBAG-1 2  \n')).toEqual([
      [2, 'RYE-800', 1],
      [4, 'SPL-1KG', 1],
      [5, 'BAG-1', 2],
    ]);
  });

  it('leaves a header row out, and reads its columns in the order it names them', () => {
    expect(read('SKU\tQuantity\nRYE-800\t2')).toEqual([[2, 'RYE-800', 2]]);
    expect(read('sku quantity\nRYE-800 2')).toEqual([[2, 'RYE-800', 2]]);
    expect(read('Qty;Name;Sku\n3;Rye Loaf;RYE-800\n;Spelt;SPL-1KG')).toEqual([
      [2, 'RYE-800', 3],
      [3, 'SPL-1KG', 1],
    ]);
    // A SKU that happens to read like a header word, with a quantity, is a line.
    expect(read('CODE 3\nRYE-800 1')).toEqual([
      [1, 'CODE', 3],
      [2, 'RYE-800', 1],
    ]);
  });

  it('reads a SKU with spaces: the last word is the quantity when it is a number', () => {
    expect(read('BOX LARGE 3\nBOX LARGE\n12" PIPE 2')).toEqual([
      [1, 'BOX LARGE', 3],
      [2, 'BOX LARGE', 1],
      [3, '12" PIPE', 2],
    ]);
  });

  it('reads quoted cells as a CSV file has them', () => {
    expect(read('"RYE,800";"3"\n"SAY ""HI""",2')).toEqual([
      [1, 'RYE,800', 3],
      [2, 'SAY "HI"', 2],
    ]);
  });

  it('gives a line it cannot read a verdict of its own, with its text', () => {
    const lines = readPastedLines(
      'RYE-800 2.5\nRYE-800, -1\nRYE-800; many\n, 3\nRYE-800, 3, urgent\nRYE-800 99999999999',
    );
    expect(
      lines.map((line) => (line.kind === 'unreadable' ? [line.fault, line.text] : line)),
    ).toEqual([
      ['quantity', 'RYE-800 2.5'],
      ['quantity', 'RYE-800, -1'],
      ['quantity', 'RYE-800; many'],
      ['sku', ', 3'],
      ['sku', 'RYE-800, 3, urgent'],
      ['quantity', 'RYE-800 99999999999'],
    ]);
    expect(read(`${'X'.repeat(201)} 1`)).toEqual([[1, 'unreadable', 'sku']]);
  });

  it('reads nothing of an empty paste', () => {
    expect(readPastedLines(' \n\n')).toEqual([]);
  });
});

describe('reading a quick order CSV file', () => {
  it('finds the sku and quantity columns in any order and any case, line numbers the file’s', () => {
    const file = readCsvFile(
      '\uFEFFName,QUANTITY,Sku\r\nRye Loaf,3,RYE-800\r\n\r\nSpelt,,SPL-1KG\r\n',
    );
    expect(file).toEqual({
      lines: [
        { kind: 'item', line: 2, text: 'Rye Loaf,3,RYE-800', sku: 'RYE-800', quantity: 3 },
        { kind: 'item', line: 4, text: 'Spelt,,SPL-1KG', sku: 'SPL-1KG', quantity: 1 },
      ],
    });
  });

  it('reads quoted fields, with delimiters, quotes and line breaks inside', () => {
    const file = readCsvFile('sku;qty;note\n"RYE;800";"12";"say ""hi""\non two lines"\nBAG-1;2;');
    expect(file).toEqual({
      lines: [
        expect.objectContaining({ line: 2, sku: 'RYE;800', quantity: 12 }),
        expect.objectContaining({ line: 4, sku: 'BAG-1', quantity: 2 }),
      ],
    });
  });

  it('asks 1 of each line of a file without a quantity column, and names bad quantities', () => {
    expect(readCsvFile('sku\nRYE-800\nSPL-1KG')).toEqual({
      lines: [
        expect.objectContaining({ sku: 'RYE-800', quantity: 1 }),
        expect.objectContaining({ sku: 'SPL-1KG', quantity: 1 }),
      ],
    });
    expect(readCsvFile('sku,quantity\nRYE-800,two\n,4')).toEqual({
      lines: [
        { kind: 'unreadable', line: 2, text: 'RYE-800,two', fault: 'quantity' },
        { kind: 'unreadable', line: 3, text: ',4', fault: 'sku' },
      ],
    });
  });

  it('says so of a file without a sku column, or without lines', () => {
    expect(readCsvFile('product,quantity\nRye,3')).toEqual({ error: 'noSkuColumn' });
    expect(readCsvFile('sku,quantity\n')).toEqual({ error: 'empty' });
    expect(readCsvFile('')).toEqual({ error: 'empty' });
  });
});

const NO_RULES = { min_quantity: null, case_pack: null };
const rye = { id: 'p-rye', name: 'Rye Loaf', sku: 'RYE-800', price: 2.5, ...NO_RULES };
const spelt = { id: 'p-spelt', name: 'Spelt Flour', sku: 'SPL-1KG', price: 7, ...NO_RULES };
const verdict = (v: Partial<ServerVerdict> & Pick<ServerVerdict, 'line' | 'verdict'>) =>
  ({
    sku: 'X',
    quantity: 1,
    product: null,
    added: 0,
    available: null,
    merged_lines: [],
    merged_into: null,
    ...v,
  }) as ServerVerdict;

describe("joining the server's verdicts to the pasted lines", () => {
  const pasted = readPastedLines('sku qty\nRYE-800 2\nRYE-800 2.5\n\nNOPE 1\nrye-800 3\nSPL-1KG 9');
  const answer = [
    verdict({ line: 1, verdict: 'ok', product: rye, added: 5, merged_lines: [3] }),
    verdict({ line: 2, verdict: 'unknown_sku' }),
    verdict({ line: 3, verdict: 'merged', product: rye, merged_into: 1 }),
    verdict({ line: 4, verdict: 'capped', product: spelt, added: 4, available: 4 }),
  ];

  it('sends only the lines read, in order', () => {
    expect(linesToCheck(pasted)).toEqual([
      { sku: 'RYE-800', quantity: 2 },
      { sku: 'NOPE', quantity: 1 },
      { sku: 'rye-800', quantity: 3 },
      { sku: 'SPL-1KG', quantity: 9 },
    ]);
  });

  it('lists every pasted line in its place, merged lines named by their pasted numbers', () => {
    expect(
      verdictRows(pasted, answer).map((row) => [
        row.line,
        row.sku,
        row.verdict,
        row.added,
        row.mergedLines,
        row.mergedInto,
      ]),
    ).toEqual([
      [2, 'RYE-800', 'ok', 5, [6], null],
      [3, 'RYE-800 2.5', 'unreadable', 0, [], null],
      [5, 'NOPE', 'unknown_sku', 0, [], null],
      [6, 'rye-800', 'merged', 0, [], 2],
      [7, 'SPL-1KG', 'capped', 4, [], null],
    ]);
  });

  it('adds the added and lowered lines to the cart, one per product', () => {
    expect(cartAdditions(verdictRows(pasted, answer))).toEqual([
      { id: 'p-rye', name: 'Rye Loaf', quantity: 5 },
      { id: 'p-spelt', name: 'Spelt Flour', quantity: 4 },
    ]);
  });
});

describe('adding checked lines to the cart', () => {
  const offered = [
    { id: 'p-rye', name: 'Rye Loaf', available: 10 },
    { id: 'p-spelt', name: 'Spelt Flour', available: null },
    { id: 'p-oat', name: 'Oats', available: 3 },
  ];

  it('puts the units on top of what the cart holds, other lines untouched', () => {
    const added = addToQuantities(
      { 'p-rye': 2, 'p-oat': null },
      [
        { id: 'p-rye', name: 'Rye Loaf', quantity: 5 },
        { id: 'p-spelt', name: 'Spelt Flour', quantity: 40 },
      ],
      offered,
    );
    expect(added).toEqual({
      quantities: { 'p-rye': 7, 'p-oat': null, 'p-spelt': 40 },
      capped: [],
      soldOut: [],
    });
  });

  it('counts a product out of stock in words as gone, whatever the quantity', () => {
    const added = addToQuantities(
      {},
      [{ id: 'p-words', name: 'Rye Loaf', quantity: 2 }],
      [{ id: 'p-words', name: 'Rye Loaf', available: null, availability: 'out_of_stock' }],
    );
    expect(added).toEqual({ quantities: {}, capped: [], soldOut: ['Rye Loaf'] });
  });

  it('holds the cart to what is available, naming each product lowered or gone since the check', () => {
    const added = addToQuantities(
      { 'p-rye': 8 },
      [
        { id: 'p-rye', name: 'Rye Loaf', quantity: 5 },
        { id: 'p-gone', name: 'Baguette', quantity: 1 },
      ],
      offered,
    );
    expect(added).toEqual({
      quantities: { 'p-rye': 10 },
      capped: [{ name: 'Rye Loaf', from: 13, to: 10 }],
      soldOut: ['Baguette'],
    });
  });
});

describe('the verdicts in words', () => {
  const eggs = {
    id: 'p-eggs',
    name: 'Eggs',
    sku: 'EGG-6',
    price: 0.3,
    min_quantity: 12,
    case_pack: 6,
  };
  const row = (change: Partial<VerdictRow>): VerdictRow => ({
    line: 2,
    sku: 'EGG-6',
    quantity: 1,
    verdict: 'ok',
    fault: null,
    product: eggs,
    added: 0,
    available: null,
    mergedLines: [],
    mergedInto: null,
    ...change,
  });
  const said = (change: Partial<VerdictRow>, t = english) => {
    const { text, more } = verdictWords(row(change), t, fmt);
    return more ? `${text} ${more}` : text;
  };

  it('says what became of each line in plain English', () => {
    expect([
      said({ verdict: 'ok', added: 1 }),
      said({ verdict: 'ok', added: 1500, mergedLines: [6, 9] }),
      said({ verdict: 'capped', added: 3, available: 3 }),
      said({ verdict: 'capped', added: 12, available: 17 }),
      said({ verdict: 'merged', mergedInto: 4 }),
      said({ verdict: 'unknown_sku', product: null }),
      said({ verdict: 'not_offered', product: null }),
      said({ verdict: 'out_of_stock' }),
      said({ verdict: 'not_enough_stock' }),
      said({ verdict: 'invalid_quantity' }),
      said({ verdict: 'below_minimum' }),
      said({ verdict: 'below_minimum', available: 1 }),
      said({ verdict: 'not_a_case_multiple', mergedInto: 2 }),
      said({ verdict: 'not_a_case_multiple', available: 5 }),
      said({ verdict: 'unreadable', fault: 'quantity', product: null }),
      said({ verdict: 'unreadable', fault: 'sku', product: null }),
    ]).toEqual([
      'Added',
      'Added: 1,500 in all Together with lines 6 and 9.',
      'Only 3 available: 3 added',
      'Only 17 available: 12 added',
      'Same product as line 4: added there',
      'No product with this SKU',
      'Not available to you',
      'Out of stock',
      'Not enough in stock: order fewer',
      'Order from 1 to 1,000,000,000 units',
      'Order at least 12',
      'Order at least 12: only 1 available',
      'Order in multiples of 6 Together with line 2.',
      'Order in multiples of 6: only 5 available',
      'The quantity is not a whole number',
      'Could not read a SKU and a quantity',
    ]);
  });

  it('says them in French too', () => {
    expect([
      said({ verdict: 'capped', added: 1, available: 1 }, inFrench),
      said({ verdict: 'ok', added: 5, mergedLines: [6] }, inFrench),
      said({ verdict: 'below_minimum', available: 4 }, inFrench),
    ]).toEqual([
      'Seulement 1 disponible : 1 ajouté',
      'Ajoutée : 5 en tout Avec la ligne 6.',
      'Commandez au moins 12 : seulement 4 disponibles',
    ]);
  });
});
