import {
  Pool,
  PoolClient,
  QueryConfig,
  QueryResult,
  QueryResultRow,
  TypeOverrides,
  types,
} from 'pg';
import { inlined, Read } from './reads';

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
   * Runs several reads in one round trip (one simple query of several statements, values
   * inlined as escaped literals) and answers each, in order; a null read answers null. A
   * command that needs a member, a location, products and prices reads them at once: under
   * load each round trip costs both sides more CPU than the statement itself.
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
      try {
        const quote = (value: string) => client.escapeLiteral(value);
        const results = (await client.query(
          present.map((r) => inlined(r, quote)).join(';\n'),
        )) as unknown as QueryResult[];
        answers = present.map((r, i) => r.answer(results[i].rows));
      } finally {
        client.release();
      }
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

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export const DATABASE = Symbol('DATABASE');
