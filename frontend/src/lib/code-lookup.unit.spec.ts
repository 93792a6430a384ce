import { describe, expect, it } from '@jest/globals';
import { rowsForCode } from './code-lookup';

interface Line {
  id: string;
  title: string;
  code: string | null;
  ean?: string | null;
}

const lines: Line[] = [
  { id: 'rye', title: 'Rye Flour', code: 'RYE-1', ean: '4006381333931' },
  { id: 'spelt', title: 'Spelt Flour', code: 'SPL-1', ean: null },
  { id: 'yeast', title: 'Yeast', code: null },
  // A name that is another line's SKU: the SKU wins.
  { id: 'odd', title: 'Bag of spl-1 offcuts', code: 'ODD' },
];
const fields = {
  barcode: (line: Line) => line.ean,
  sku: (line: Line) => line.code,
  name: (line: Line) => line.title,
};
const ids = (text: string) => rowsForCode(lines, text, fields).map((line) => line.id);

describe('the line a scanned or typed code names', () => {
  it('is the line whose barcode or SKU is the code, whatever its case and the spaces around it', () => {
    expect(ids(' 4006381333931\n')).toEqual(['rye']);
    expect(ids('rye-1')).toEqual(['rye']);
    expect(ids('spl-1')).toEqual(['spelt']);
  });

  it('else every line whose name holds the code, in their order', () => {
    expect(ids('flour')).toEqual(['rye', 'spelt']);
    expect(ids('YEA')).toEqual(['yeast']);
  });

  it('is none for a blank code or one nothing holds, and a part of a barcode finds nothing', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('unknown')).toEqual([]);
    expect(ids('400638')).toEqual([]);
  });
});
