import { parseCsv } from './csv';
import { crlfLineEnds } from './csv-sql';

describe('crlfLineEnds: CSV lines ended with CRLF, whatever the chunks', () => {
  const lf = 'a,"b\nc",""""\n"x ""y""\nz",2\nlast,"\n"\n';
  const crlf = 'a,"b\nc",""""\r\n"x ""y""\nz",2\r\nlast,"\n"\r\n';

  it('ends each line with CRLF and leaves the line breaks inside quoted cells alone', () => {
    expect(crlfLineEnds()(Buffer.from(lf)).toString()).toBe(crlf);
    expect(parseCsv(crlf).map((r) => r.fields)).toEqual(parseCsv(lf).map((r) => r.fields));
  });

  it('gives the same text for every way of cutting it into chunks', () => {
    const bytes = Buffer.from(lf);
    for (let size = 1; size <= bytes.length; size++) {
      const convert = crlfLineEnds();
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size)
        parts.push(convert(bytes.subarray(at, at + size)));
      expect(Buffer.concat(parts).toString()).toBe(crlf);
    }
  });

  it('passes a chunk with no line end through as it is', () => {
    const chunk = Buffer.from('no end here');
    expect(crlfLineEnds()(chunk)).toBe(chunk);
  });
});
