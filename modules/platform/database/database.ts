import { Readable } from 'node:stream';
import {
  DatabaseError,
  Pool,
  PoolClient,
  QueryConfig,
  QueryResult,
  QueryResultRow,
  TypeOverrides,
  types,
} from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { Read, sqlStatement } from './reads';

// int8 and xid8 as bigint: positions and revisions go past 2^53 on a long-lived store. Set on
// this pool only, not globally: MikroORM's connections keep pg's defaults.
const XID8_OID = 5069 as Parameters<typeof types.setTypeParser>[0]; // not in pg's TypeId list
export const bigintTypes = new TypeOverrides();
bigintTypes.setTypeParser(types.builtins.INT8, (value: string) => BigInt(value));
bigintTypes.setTypeParser(XID8_OID, (value: string) => BigInt(value));

export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(
    text: string | QueryConfig,
    values?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

/**
 * The error when a connection may not be usable after it (it is then closed): anything but a
 * statement's refusal by a server that goes on serving the session. After such a refusal the
 * server has ended the statement's implicit transaction and waits for the next one.
 */
function unusable(error: unknown): Error | undefined {
  if (error instanceof DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC')
    return undefined;
  return error as Error;
}

/** The app's PostgreSQL: one pool, and transactions that always end. */
export class Database implements Queryable {
  readonly pool: Pool;
  /** The statements readTogether has prepared on each connection. */
  private readonly prepared = new WeakMap<PoolClient, Set<string>>();

  constructor(
    readonly url: string,
    poolSize = 10,
  ) {
    this.pool = new Pool({
      connectionString: url,
      max: poolSize,
      application_name: 'stockflow',
      types: bigintTypes,
    });
    // A client that loses its server must not crash the process: an idle one reports on the
    // pool, a checked-out one on itself (between two queries, a server stopping or an
    // administrator ending the session sends FATAL with no query to fail). Its next query
    // fails, and the pool discards it when released.
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  /**
   * One statement on a connection of the pool. A QueryConfig with a `name` is prepared once
   * per connection (hot statements). Unlike `pool.query`, a statement that PostgreSQL refuses
   * (a stream's revision check, a unique key) gives its connection back to the pool: closing
   * it made the next statement open another, a new server process and a password exchange,
   * several milliseconds of CPU on both sides for every expected refusal.
   */
  async query<R extends QueryResultRow = QueryResultRow>(
    text: string | QueryConfig,
    values?: unknown[],
  ): Promise<QueryResult<R>> {
    const client = await this.pool.connect();
    try {
      const result = await client.query<R>(text, values);
      client.release();
      return result;
    } catch (error) {
      // A statement list that began a transaction leaves it open (aborted) when one fails.
      const idle = (client as { getTransactionStatus?(): string }).getTransactionStatus?.() === 'I';
      client.release(idle ? unusable(error) : (error as Error));
      throw error;
    }
  }

  /** Runs one read as its prepared statement. */
  async read<T>(read: Read<T>): Promise<T> {
    const { rows } = await this.query({
      name: read.name,
      text: read.text,
      values: [...read.values],
    });
    return read.answer(rows);
  }

  /**
   * Runs several reads in one round trip (one simple query of several statements: each read
   * PREPAREd the first time on a connection, then EXECUTEd with its values as escaped literals)
   * and answers each, in order; a null read answers null. A command that needs a member, a
   * location, products and prices reads them at once: under load each round trip costs both
   * sides more CPU than the statement itself. A failure discards the connection, with what it
   * may have prepared.
   */
  async readTogether<R extends readonly (Read<unknown> | null)[]>(
    ...reads: R
  ): Promise<{ [K in keyof R]: R[K] extends Read<infer T> ? T : null }> {
    const present = reads.filter((r): r is Read<unknown> => r !== null);
    let answers: unknown[];
    if (present.length <= 1) {
      answers = present.length === 1 ? [await this.read(present[0])] : [];
    } else {
      const client = await this.pool.connect();
      let results: QueryResult[];
      const resultOf: number[] = [];
      try {
        const prepared = this.prepared.get(client) ?? new Set<string>();
        this.prepared.set(client, prepared);
        const quote = (value: string) => client.escapeLiteral(value);
        const statements: string[] = [];
        const preparing = new Set<string>();
        for (const r of present) {
          const statement = sqlStatement(r);
          if (!prepared.has(statement.name) && !preparing.has(statement.name)) {
            preparing.add(statement.name);
            statements.push(statement.prepare);
          }
          resultOf.push(statements.length);
          statements.push(statement.execute(quote));
        }
        results = (await client.query(statements.join(';\n'))) as unknown as QueryResult[];
        for (const name of preparing) prepared.add(name);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      client.release();
      answers = present.map((r, i) => r.answer(results[resultOf[i]].rows));
    }
    let next = 0;
    return reads.map((r) => (r === null ? null : answers[next++])) as {
      [K in keyof R]: R[K] extends Read<infer T> ? T : null;
    };
  }

  async transaction<T>(
    work: (client: PoolClient) => Promise<T>,
    isolation: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' = 'READ COMMITTED',
  ): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The rows of one query, a page at a time, from a cursor in a read-only snapshot: a million
   * rows leave as fast as the caller takes them, never all in memory, and all as of one
   * moment. The connection is held until the last page is taken, or the caller stops
   * (`return()`, as `for await` does on `break` or a throw): the transaction then ends and the
   * connection goes back to the pool.
   */
  async *pages<R extends QueryResultRow = QueryResultRow>(
    text: string,
    values: unknown[],
    pageSize = 2_000,
  ): AsyncGenerator<R[]> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE pages NO SCROLL CURSOR FOR ${text}`, values);
      for (;;) {
        const { rows } = await client.query<R>(`FETCH ${Number(pageSize)} FROM pages`);
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) break;
      }
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      // A failed query has aborted the transaction; a caller that stopped early left it open.
      await client.query(failure ? 'ROLLBACK' : 'COMMIT').catch((error: Error) => {
        failure ??= error;
      });
      client.release(failure);
    }
  }

  /**
   * What PostgreSQL writes for `COPY (select) TO STDOUT WITH (options)`, as its bytes arrive:
   * no row of it ever becomes a JavaScript value, so a million rows cost this process only the
   * bytes on their way to the reader, and PostgreSQL (its own process) does the formatting.
   *
   * COPY takes no bound parameters: `$n` in `select` reads `values[n - 1]` from a setting of
   * the read-only transaction the copy runs in (set with a bound parameter, so no value is ever
   * spliced into SQL; a Date goes as its ISO text). Cast it where a type matters (`$1::uuid`).
   * The first chunk (or the end) has arrived when this resolves, so a failing query rejects
   * here rather than mid-stream. The connection goes back to the pool at the end, or is closed
   * if the reader stops early.
   */
  async copyOut(select: string, values: readonly unknown[], options: string): Promise<Readable> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      if (values.length > 0)
        await client.query(
          `SELECT ${values.map((_, i) => `set_config('stockflow.copy_${i + 1}', $${i + 1}, true)`).join(', ')}`,
          values.map((value) => (value instanceof Date ? value.toISOString() : String(value))),
        );
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    const text = select.replace(/\$(\d+)/g, (_, n) => `current_setting('stockflow.copy_${n}')`);
    const copy = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (${options})`));
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      if (error) client.release(error);
      else
        client.query('COMMIT').then(
          () => client.release(),
          (failure: Error) => client.release(failure),
        );
    };
    copy.once('end', () => release());
    copy.once('error', release);
    copy.once('close', () => release(new Error('The copy was stopped before its end.')));
    await new Promise<void>((resolve, reject) => {
      const started = () => {
        copy.off('error', failed);
        resolve();
      };
      const failed = (error: Error) => {
        copy.off('readable', started);
        reject(error);
      };
      copy.once('readable', started);
      copy.once('error', failed);
    });
    return copy;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export const DATABASE = Symbol('DATABASE');
