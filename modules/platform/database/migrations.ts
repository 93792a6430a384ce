import { Database } from './database';

/**
 * A schema change, owned by the module whose tables it touches. Names sort in the order they
 * must run: `<yyyymmdd>-<nn>-<module>-<what>`.
 */
export interface Migration {
  name: string;
  up: string;
}

const LOCK_KEY = 7_231_001; // any constant: serialises concurrent starts

/** Applies every migration not yet applied, each in its own transaction, in name order. */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const sorted = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
  const names = new Set<string>();
  for (const m of sorted) {
    if (names.has(m.name)) throw new Error(`Migration ${m.name} is listed twice`);
    names.add(m.name);
  }
  const client = await db.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (r) => r.name,
      ),
    );
    const applied: string[] = [];
    for (const migration of sorted) {
      if (done.has(migration.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.up);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
