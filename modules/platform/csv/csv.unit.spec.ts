import { CsvTooLarge, formatCsv, parseCsv } from './csv';

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

describe('CSV limits and formula cells', () => {
  it('defuses cells starting with a TAB or a CR as it does =, +, - and @', () => {
    const cells = ['\t=cmd()', '\r=cmd()', '=1+1', '+1', '-1', '@SUM(A1)'];
    const [written] = parseCsv(formatCsv([cells])).map((r) => r.fields);
    expect(written).toEqual(cells.map((cell) => `'${cell}`));
  });

  it('leaves plain text, numbers and a TAB or CR inside a cell as they are', () => {
    expect(formatCsv([['a\tb', -5, 'x\r', 'Café']])).toBe('a\tb,-5,"x\r",Café\r\n');
  });

  it('stops at the first record, cell or field over its limit, naming the line', () => {
    const limits = { maxRecords: 3, maxFields: 2, maxFieldLength: 5 };
    expect(parseCsv('a,b\n1,2\n\n3,4\n', limits)).toHaveLength(3);
    expect(() => parseCsv('a,b\n1,2\n3,4\n5,6\n', limits)).toThrow(
      new CsvTooLarge(4, 'the file has more than 3 lines'),
    );
    expect(() => parseCsv('a,b\n1,"123456"\n', limits)).toThrow(
      'Line 2: a cell is longer than 5 characters',
    );
    expect(() => parseCsv('a,b\n1,2,3\n', limits)).toThrow('Line 2: a line has more than 2 cells');
  });
});
