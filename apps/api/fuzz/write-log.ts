import { Client } from 'pg';
import { projections } from '../composition';

/**
 * Tables a refused request may write on purpose, or that others write on their own clock: the
 * sign-in attempts counted per address, the live channel's outbox, the mail dispatcher's
 * deliveries and cursor (it copies the mail outbox as the projections fill it), projection
 * checkpoints.
 */
const NOT_WRITES = [
  'identity_rate_limits',
  'live_messages',
  'mail_deliveries',
  'mail_outbox_cursor',
  'projection_checkpoints',
  'schema_migrations',
];

const LOG = 'fuzz_write_log';

/**
 * Routes whose accepted writes hand work to the background on purpose: a client's email is
 * matched against other providers' portals after the answer (ClientPortals.offerLater), so the
 * answer's time never tells a provider that the email is known elsewhere. What that match
 * writes belongs to the accepted request, not to the next one.
 */
const WRITES_AFTER_ANSWER = new Set([
  'POST /api/provider/:provider_id/client',
  'PUT /api/provider/:provider_id/client/:client_id',
  'POST /api/provider/:provider_id/clients/import',
]);

/** Whether an accepted `METHOD /path` (a route's key) may still write after its answer. */
export const writesAfterAnswer = (routeKey: string): boolean => WRITES_AFTER_ANSWER.has(routeKey);

/**
 * Every row written to the app's tables, as a trigger on each records it in a log of the test's
 * own database: a committed write leaves a row there, a rolled-back one does not. Asking for
 * the log's newest id is one index lookup, so the fuzzer can ask after every request. The
 * event store's table is one of those watched; the projections' read models are not: they are
 * written from events, on the projections' clock (an accepted request's events may be applied
 * while the next one is refused), and the event store already shows those events.
 */
export class WriteLog {
  private constructor(private readonly client: Client) {}

  static async install(url: string): Promise<WriteLog> {
    const client = new Client({ connectionString: url });
    await client.connect();
    const readModels = projections.flatMap((projection) => projection.tables);
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))`,
      [[...NOT_WRITES, ...readModels]],
    );
    await client.query(`
      CREATE TABLE ${LOG} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL);
      CREATE FUNCTION ${LOG}_row() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO ${LOG} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$;
      ${rows
        .map(
          ({ name }) =>
            `CREATE TRIGGER ${LOG} AFTER INSERT OR UPDATE OR DELETE ON "${name}"
               FOR EACH ROW EXECUTE FUNCTION ${LOG}_row();`,
        )
        .join('\n')}`);
    return new WriteLog(client);
  }

  /** Where the log stands: compare with a later mark to see whether anything was written. */
  async mark(): Promise<number> {
    const { rows } = await this.client.query<{ id: string }>(
      `SELECT coalesce(max(id), 0) AS id FROM ${LOG}`,
    );
    return Number(rows[0].id);
  }

  /**
   * Where the log stands once it has been still for `quietMs` (at most `maxMs`): after a request
   * whose work goes on after its answer (`writesAfterAnswer`), so that what it writes then is
   * not taken for the next request's.
   */
  async settled(quietMs = 100, maxMs = 3000): Promise<number> {
    const until = Date.now() + maxMs;
    let last = await this.mark();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      const now = await this.mark();
      if (now === last || Date.now() > until) return now;
      last = now;
    }
  }

  /** The tables written since `mark`. */
  async tablesSince(mark: number): Promise<string[]> {
    const { rows } = await this.client.query<{ name: string }>(
      `SELECT DISTINCT table_name AS name FROM ${LOG} WHERE id > $1 ORDER BY 1`,
      [mark],
    );
    return rows.map((r) => r.name);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
