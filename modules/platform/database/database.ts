import {
  Pool,
  PoolClient,
  QueryConfig,
  QueryResult,
  QueryResultRow,
  TypeOverrides,
  types,
} from 'pg';
import { Read, Statement, sqlStatement } from './reads';

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
    // An idle client that loses its server must not crash the process.
    this.pool.on('error', () => undefined);
  }

  /** A QueryConfig with a `name` is prepared once per connection (hot statements). */
  query<R extends QueryResultRow = QueryResultRow>(text: string | QueryConfig, values?: unknown[]) {
    return this.pool.query<R>(text, values);
  }

  /** Runs one read as its prepared statement. */
  async read<T>(read: Read<T>): Promise<T> {
    const { rows } = await this.pool.query({
      name: read.name,
      text: read.text,
      values: [...read.values],
    });
    return read.answer(rows);
  }

  /**
   * Runs several reads in one round trip (see `together`) and answers each, in order; a null
   * read answers null. A command that needs a member, a location, products and prices reads
   * them at once: under load each round trip costs both sides more CPU than the statement.
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
      let results: QueryResultRow[][];
      try {
        results = await this.together(client, present);
      } finally {
        client.release();
      }
      answers = present.map((r, i) => r.answer(results[i]));
    }
    let next = 0;
    return reads.map((r) => (r === null ? null : answers[next++])) as {
      [K in keyof R]: R[K] extends Read<infer T> ? T : null;
    };
  }

  /**
   * Runs statements on `client` in one round trip: one simple query of `before` (one plain
   * statement, such as a BEGIN), then each statement EXECUTEd with its values as escaped
   * literals, then `after` (plain SQL, such as a COMMIT); answers each statement's rows. A
   * statement this connection has not prepared yet is PREPAREd first, in a round trip of its
   * own: PREPARE ignores transactions, so one that failed beside others would leave the
   * connection holding statements nobody knows of.
   */
  async together(
    client: PoolClient,
    statements: readonly Statement[],
    around: { before?: string; after?: string } = {},
  ): Promise<QueryResultRow[][]> {
    let prepared = this.prepared.get(client);
    if (!prepared) {
      prepared = new Set<string>();
      this.prepared.set(client, prepared);
    }
    const quote = (value: string) => client.escapeLiteral(value);
    const text = around.before ? [around.before] : [];
    for (const s of statements) {
      const sql = sqlStatement(s);
      if (!prepared.has(sql.name)) {
        await client.query(sql.prepare);
        prepared.add(sql.name);
      }
      text.push(sql.execute(quote));
    }
    if (around.after) text.push(around.after);
    if (text.length === 0) return [];
    const result = (await client.query(text.join(';\n'))) as unknown as QueryResult | QueryResult[];
    const results = Array.isArray(result) ? result : [result];
    const first = around.before ? 1 : 0;
    return statements.map((_, i) => results[first + i].rows);
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

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export const DATABASE = Symbol('DATABASE');
