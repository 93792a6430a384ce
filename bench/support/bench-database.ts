/**
 * The database a benchmark runs on: a fresh database `stockflow_bench` on BENCH_DATABASE_URL's
 * server when it is set (dropped at the end), else an embedded PostgreSQL in a temp dir.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../../modules/platform';
import { countPostgresOf } from './cpu';
import { STATEMENTS_WANTED } from './statements';

const BENCH_DATABASE = 'stockflow_bench';

export interface BenchServer {
  url: string;
  /**
   * The same database over TCP on the loopback, with BENCH_COMPARE=loopback (the embedded
   * server then listens there as well as on its socket): what every install used before.
   */
  loopbackUrl?: string;
  origin: string;
  stop(): Promise<void>;
}

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openServer(): Promise<BenchServer> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const benchUrl = new URL(external);
    benchUrl.pathname = `/${BENCH_DATABASE}`;
    await withClient(external, async (admin) => {
      // A run killed half-way leaves its database behind: start from nothing every time.
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    });
    await countPostgresOf(external);
    return {
      url: benchUrl.toString(),
      origin: `BENCH_DATABASE_URL (${benchUrl.host})`,
      stop: () =>
        withClient(external, async (admin) => {
          await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
        }),
    };
  }
  const dir = mkdtempSync(join(os.tmpdir(), 'stockflow-bench-pg-'));
  chmodSync(dir, 0o755); // initdb runs as the postgres user when we are root
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const loopback = process.env.BENCH_COMPARE === 'loopback';
    const server = await startEmbeddedPostgres(join(dir, 'data'), {
      persistent: false,
      loopback,
      settings: STATEMENTS_WANTED
        ? {
            shared_preload_libraries: 'pg_stat_statements',
            'pg_stat_statements.track': 'all',
            'pg_stat_statements.track_planning': 'on',
          }
        : {},
    });
    try {
      await ensureDatabase(server.adminUrl, BENCH_DATABASE);
      if (STATEMENTS_WANTED)
        await withClient(server.urlFor(BENCH_DATABASE), (client) =>
          client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'),
        );
    } catch (error) {
      await server.stop();
      throw error;
    }
    await countPostgresOf(server.adminUrl);
    return {
      url: server.urlFor(BENCH_DATABASE),
      loopbackUrl: loopback ? server.loopbackUrlFor(BENCH_DATABASE) : undefined,
      origin: 'embedded PostgreSQL (its default settings)',
      stop: () => server.stop().finally(removeDir),
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
