import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrations } from '../apps/api/composition';
import { Database, ensureDatabase, migrate, startEmbeddedPostgres } from '../modules/platform';
import { TEMPLATE_DATABASE } from '../modules/platform/testing';

/**
 * One embedded PostgreSQL for the whole run, and a migrated template database from which each
 * test file clones its own database in a few milliseconds.
 */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stockflow-test-pg-'));
  const server = await startEmbeddedPostgres(join(dir, 'data'), { persistent: false });
  (globalThis as { __testPostgres?: unknown }).__testPostgres = server;
  process.env.TEST_POSTGRES_ADMIN_URL = server.adminUrl;

  await ensureDatabase(server.adminUrl, TEMPLATE_DATABASE);
  const db = new Database(server.urlFor(TEMPLATE_DATABASE), 2);
  try {
    await migrate(db, migrations);
  } finally {
    await db.close();
  }
  const admin = new Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true`);
  await admin.end();
}
