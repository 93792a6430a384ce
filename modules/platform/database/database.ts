import { Pool, PoolClient, QueryConfig, QueryResultRow, TypeOverrides, types } from 'pg';

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
