/**
 * Test support, for specs only: a fresh, migrated database per test file on the run's one
 * embedded PostgreSQL (started by test/global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../database/database';

export const TEMPLATE_DATABASE = 'stockflow_template';

export interface TestDatabase {
  name: string;
  url: string;
  db: Database;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!url) throw new Error('TEST_POSTGRES_ADMIN_URL is not set: run the specs through jest');
  return url;
}

export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const db = new Database(url.toString(), poolSize);
  return {
    name,
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export { countingProjection } from './counting-projection';
export { eventStoreContract } from './event-store.contract';
export { eventually, failed } from './eventually';
