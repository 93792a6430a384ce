/**
 * CSV written by PostgreSQL (COPY … WITH (FORMAT csv)), for exports too long to format here:
 * the same neutralising rule as `formatCsv`, in SQL.
 */

/**
 * A text cell as a spreadsheet may safely open it: prefixed with a quote when it starts as a
 * formula would (=, +, -, @, TAB or CR; compared as code points, the cheapest test), null when
 * empty or null, which COPY writes as an empty cell (it writes '' as `""`). `column` is read
 * more than once: give it a column, not an expression.
 */
export function csvTextSql(column: string): string {
  return `CASE WHEN ascii(${column}) IN (61, 43, 45, 64, 9, 13) THEN '''' || ${column} ELSE nullif(${column}, '') END`;
}

/**
 * A map from id to `value` (a SQL expression over `n`, the relation's row) of the provider's rows
 * of `relation` (a context's `namesSql`: id, provider_id, ...), the provider being `$1`: an
 * uncorrelated subquery, built once per statement, that each line of an export looks up by id.
 */
export function nameMapSql(relation: string, value = 'n.name'): string {
  return `(SELECT jsonb_object_agg(n.id::text, ${value}) FROM (${relation}) n WHERE n.provider_id = $1::uuid)`;
}

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, Z). */
export function isoTimeSql(expr: string): string {
  return `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * COPY's options for an export: CSV without a header (the caller writes it first). A cell is
 * quoted when it holds a comma, a quote or a line break, as `formatCsv` quotes it; unlike
 * `formatCsv`, a cell that only starts or ends with a space is not (RFC 4180 keeps its spaces).
 */
export const CSV_COPY_OPTIONS = 'FORMAT csv';

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * A function that turns the chunks of a CSV text with LF line ends (as COPY writes it) into the
 * same text with CRLF ends (RFC 4180, as `formatCsv` writes), chunk by chunk: a line end is an
 * LF outside quotes; an LF inside a quoted cell is the cell's own and stays as it is. Quotes
 * inside a quoted cell come doubled, so each one flips the state and the pair flips it back.
 */
export function crlfLineEnds(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const ends: number[] = [];
    let at = 0;
    while (at < chunk.length) {
      const quote = chunk.indexOf(QUOTE, at);
      if (quoted) {
        if (quote < 0) break;
        quoted = false;
        at = quote + 1;
        continue;
      }
      const end = chunk.indexOf(LF, at);
      if (end >= 0 && (quote < 0 || end < quote)) {
        ends.push(end);
        at = end + 1;
      } else if (quote >= 0) {
        quoted = true;
        at = quote + 1;
      } else break;
    }
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let to = 0;
    for (const end of ends) {
      to += chunk.copy(out, to, from, end);
      out[to++] = 0x0d;
      out[to++] = LF;
      from = end + 1;
    }
    chunk.copy(out, to, from);
    return out;
  };
}
