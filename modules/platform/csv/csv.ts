/**
 * CSV as spreadsheets write it (RFC 4180): comma separated, fields quoted with double quotes
 * when they hold commas, quotes or line breaks, CRLF or LF line ends, an optional UTF-8 BOM.
 */
export interface CsvRecord {
  /** The line of the file the record starts on (1 is the header). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

/** Every record of the text, blank lines skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvError(recordLine, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV document. Cells that a spreadsheet would run as a formula (starting with =, +, - or @)
 * are prefixed with a quote, so an exported file cannot run code when opened.
 */
export function formatCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          if (cell === null || cell === undefined) return '';
          const text = String(cell);
          return quote(typeof cell === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text);
        })
        .join(','),
    )
    .join('\r\n')
    .concat('\r\n');
}
