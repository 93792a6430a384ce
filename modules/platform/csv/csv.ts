import { Readable } from 'node:stream';
import { counted } from '../http/input-limits';

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

/** A file with more records than the reader was allowed to read. */
export class CsvTooLarge extends CsvError {}

/** What a reader may be given at the most; a file beyond them is refused as soon as seen. */
export interface CsvLimits {
  /** Records, the header included. */
  maxRecords?: number;
  /** Fields of one record. */
  maxFields?: number;
  /** Characters of one field. */
  maxFieldLength?: number;
}

/**
 * Every record of the text, blank lines skipped. The limits are checked while reading, so a
 * file of a million tiny lines stops at the first one too many instead of building them all.
 */
export function parseCsv(text: string, limits: CsvLimits = {}): CsvRecord[] {
  const {
    maxRecords = Number.POSITIVE_INFINITY,
    maxFields = Number.POSITIVE_INFINITY,
    maxFieldLength = Number.POSITIVE_INFINITY,
  } = limits;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    if (field.length > maxFieldLength)
      throw new CsvError(recordLine, `a cell is longer than ${counted(maxFieldLength)} characters`);
    if (fields.length >= maxFields)
      throw new CsvError(recordLine, `a line has more than ${counted(maxFields)} cells`);
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') {
      if (records.length >= maxRecords)
        throw new CsvTooLarge(recordLine, `the file has more than ${counted(maxRecords)} lines`);
      records.push({ line: recordLine, fields });
    }
    fields = [];
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
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
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

/**
 * What a spreadsheet would run as a formula: a cell starting with =, +, - or @, or with a TAB or
 * CR (spreadsheets drop those leading characters and read the formula behind them).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV document. Text cells a spreadsheet would run as a formula are prefixed with a quote, so
 * an exported file cannot run code when opened.
 */
export function formatCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) text += i === 0 ? cellOf(row[i]) : `,${cellOf(row[i])}`;
    text += '\r\n';
  }
  return text;
}

/** Quoted when it holds commas, quotes or line breaks, or starts or ends with a space. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: numbers and booleans as they print, text neutralised and quoted where needed. */
function cellOf(cell: string | number | boolean | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A row of cells as `formatCsv` takes them. */
export type CsvRow = readonly (string | number | boolean | null | undefined)[];

/**
 * A CSV document written as its rows arrive, a page at a time (a header line, then each page
 * as `formatCsv` lays it out): an export of a million rows never holds more than a page. The
 * stream ends early, and stops reading `pages`, when the one reading it goes away.
 */
export function csvStream(header: CsvRow, pages: AsyncIterable<readonly CsvRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield formatCsv([header]);
      for await (const rows of pages) if (rows.length > 0) yield formatCsv(rows);
    })(),
    { objectMode: false },
  );
}
