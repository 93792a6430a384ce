import { QueryResultRow } from 'pg';

/**
 * A read described rather than run: a statement and how its rows answer. Alone it runs as a
 * prepared statement (`name`); with others, `Database.readTogether` sends them all in one round
 * trip. A module hands its reads to another this way and keeps its SQL to itself.
 *
 * `text` holds `$n` only as placeholders, and each value is a string, a number, a boolean, null
 * or an array of those: together, values travel inlined as escaped literals.
 */
export interface Read<T> {
  name: string;
  text: string;
  values: readonly unknown[];
  answer(rows: QueryResultRow[]): T;
}

export function read<R extends QueryResultRow, T>(
  name: string,
  text: string,
  values: readonly unknown[],
  answer: (rows: R[]) => T,
): Read<T> {
  return { name, text, values, answer: answer as (rows: QueryResultRow[]) => T };
}

/** Escapes a string as a literal (pg's `escapeLiteral`). */
type Escape = (value: string) => string;

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`Cannot inline an array element of type ${typeof value}`);
}

function literal(value: unknown, quote: Escape): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
  if (typeof value === 'bigint') return `(${value})`;
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  throw new TypeError(`Cannot inline a value of type ${typeof value}`);
}

/** The read's statement with its values in place of the placeholders. */
export function inlined(read: Read<unknown>, quote: Escape): string {
  return read.text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= read.values.length) throw new RangeError(`${read.name}: no value for $${n}`);
    return literal(read.values[index], quote);
  });
}
