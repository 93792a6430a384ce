/**
 * Where PostgreSQL's time goes, by statement: with BENCH_STATEMENTS=1 the bench's embedded
 * server loads pg_stat_statements (see bench-database.ts), and a bench resets its figures
 * before a measurement and prints the statements that took the most execution time in it,
 * per unit of work (an order), the statements that functions run included. Execution time
 * includes waiting for locks, so it is an upper bound on a statement's CPU.
 */
import { withClient } from './bench-database';

export const STATEMENTS_WANTED = Boolean(process.env.BENCH_STATEMENTS);

interface StatementRow {
  query: string;
  toplevel: boolean;
  calls: string;
  exec_ms: number;
  plan_ms: number;
  rows: string;
}

export function statementStats(url: string) {
  return {
    async reset(): Promise<void> {
      if (!STATEMENTS_WANTED) return;
      await withClient(url, (client) => client.query('SELECT pg_stat_statements_reset()'));
    },
    async print(units: number, unit = 'order', top = 20): Promise<void> {
      if (!STATEMENTS_WANTED || units === 0) return;
      const { rows } = await withClient(url, (client) =>
        client.query<StatementRow>(
          `SELECT query, toplevel, calls, total_exec_time AS exec_ms, total_plan_time AS plan_ms, rows
             FROM pg_stat_statements
            WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            ORDER BY total_exec_time + total_plan_time DESC`,
        ),
      );
      // Statements run inside a function (the event store's) are listed too, marked "in", and
      // counted in their caller's time already.
      const total = rows
        .filter((row) => row.toplevel)
        .reduce((sum, row) => sum + row.exec_ms + row.plan_ms, 0);
      process.stderr.write(
        `  PostgreSQL execution time: ${(total / units).toFixed(3)} ms per ${unit}, by statement (ms per ${unit}, calls per ${unit}, share):\n`,
      );
      for (const row of rows.slice(0, top)) {
        const ms = row.exec_ms + row.plan_ms;
        const text = row.query.replace(/\s+/g, ' ').slice(0, 110);
        process.stderr.write(
          `    ${(ms / units).toFixed(3)}  ${(Number(row.calls) / units).toPrecision(3)}  ${((100 * ms) / total).toFixed(1).padStart(4)} %  ${row.toplevel ? '' : 'in: '}${text}\n`,
        );
      }
    },
  };
}
