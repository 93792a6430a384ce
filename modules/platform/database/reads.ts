import { createHash } from 'node:crypto';
import { QueryResultRow } from 'pg';

/**
 * A statement described rather than run, to be sent with others in one round trip
 * (`Database.together`): prepared once per connection under its name, then executed with its
 * values as escaped literals. Each value is a string, a number, a boolean, a bigint, a Date,
 * null or an array of those.
 */
export interface Statement {
  name: string;
  text: string;
  values: readonly unknown[];
}

/**
 * A read: a statement and how its rows answer. Alone it runs as a prepared statement; with
 * others, `Database.readTogether` sends them all in one round trip. A module hands its reads to
 * another this way and keeps its SQL to itself.
 */
export interface Read<T> extends Statement {
  answer(rows: QueryResultRow[]): T;
}

export function read<R extends QueryResultRow, T>(
  name: string,
  text: string,
  values: readonly unknown[],
  answer: (rows: R[]) => T,
): Read<T> {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`A read's name is an identifier: ${name}`);
  return { name, text, values, answer: answer as (rows: QueryResultRow[]) => T };
}

const names = new Map<string, string>();

/** A statement named after its text (the same text, the same prepared statement). */
export function statement(text: string, values: readonly unknown[] = []): Statement {
  let name = names.get(text);
  if (name === undefined) {
    name = `auto_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return { name, text, values };
}

/** Escapes a string as a literal (pg's `escapeLiteral`). */
type Escape = (value: string) => string;

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  )
    return String(value);
  if (value instanceof Date) return `"${value.toISOString()}"`;
  throw new TypeError(`Cannot inline an array element of type ${typeof value}`);
}

function literal(value: unknown, quote: Escape): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
  if (typeof value === 'bigint') return `(${value})`;
  if (value instanceof Date) return quote(value.toISOString());
  if (Array.isArray(value)) return quote(`{${value.map(arrayElement).join(',')}}`);
  throw new TypeError(`Cannot inline a value of type ${typeof value}`);
}

/**
 * The statement in SQL's own PREPARE and EXECUTE (values as literals): prepared once per
 * connection, planned like any prepared statement. Its name has a prefix of its own, as the
 * protocol-level statements of `Database.read` share the connection's namespace.
 */
export function sqlStatement(statement: Statement) {
  const name = `together_${statement.name}`;
  return {
    name,
    prepare: `PREPARE ${name} AS ${statement.text}`,
    execute: (quote: Escape) =>
      statement.values.length === 0
        ? `EXECUTE ${name}`
        : `EXECUTE ${name}(${statement.values.map((value) => literal(value, quote)).join(', ')})`,
  };
}
