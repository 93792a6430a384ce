import { PoolClient, QueryResultRow } from 'pg';

/**
 * A read described rather than run: a statement and how its rows answer. Alone it runs as a
 * prepared statement (`name`); with others, `Database.readTogether` sends them all in one round
 * trip. A module hands its reads to another this way and keeps its SQL to itself.
 *
 * Each value is a string, a number, a boolean, null or an array of those: together, values
 * travel as escaped literals.
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
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`A read's name is an identifier: ${name}`);
  return { name, text, values, answer: answer as (rows: QueryResultRow[]) => T };
}

/**
 * Runs a read on a connection of one's own, inside its transaction (a projection's page), as a
 * plain statement: a projection's rebuild points the search path elsewhere, so nothing is
 * prepared for later.
 */
export async function readOn<T>(client: PoolClient, read: Read<T>): Promise<T> {
  const { rows } = await client.query(read.text, [...read.values]);
  return read.answer(rows);
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

/**
 * The read's statement in SQL's own PREPARE and EXECUTE (values as literals): prepared once
 * per connection, planned like any prepared statement. Its name has a prefix of its own, as
 * the protocol-level statements of `Database.read` share the connection's namespace.
 */
export function sqlStatement(read: Read<unknown>) {
  const name = `together_${read.name}`;
  return {
    name,
    prepare: `PREPARE ${name} AS ${read.text}`,
    execute: (quote: Escape) =>
      read.values.length === 0
        ? `EXECUTE ${name}`
        : `EXECUTE ${name}(${read.values.map((value) => literal(value, quote)).join(', ')})`,
  };
}
