import { formatCsv, parseCsv } from './csv';

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, and knows each record line', () => {
    const text = '\uFEFFname,price\r\n"Apples, red",1.5\r\n"Say ""hi""\nthere",2\n\nPear,3';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'price'] },
      { line: 2, fields: ['Apples, red', '1.5'] },
      { line: 3, fields: ['Say "hi"\nthere', '2'] },
      { line: 6, fields: ['Pear', '3'] },
    ]);
  });

  it('refuses an unclosed quote, naming its line', () => {
    expect(() => parseCsv('name\n"open')).toThrow('Line 2: a quoted field is not closed');
  });

  it('writes what it reads back, and defuses spreadsheet formulas', () => {
    const rows = [
      ['name', 'note'],
      ['A, b', 'He said "no"'],
      ['=cmd()', null],
    ];
    const text = formatCsv(rows);
    expect(parseCsv(text).map((r) => r.fields)).toEqual([
      ['name', 'note'],
      ['A, b', 'He said "no"'],
      ["'=cmd()", ''],
    ]);
  });
});
