import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../testing';

describe('the app database pool', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(1);
  });
  afterAll(() => test.drop());

  it('survives its server ending a connection that is checked out between two queries', async () => {
    const admin = new Client({ connectionString: process.env.TEST_POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      const outcome = test.db.transaction(async (client) => {
        const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
        const ended = new Promise((resolve) => client.once('end', resolve));
        // What a server stopping (or an administrator) does to a session: FATAL, then close.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await ended;
        await client.query('SELECT 1');
      });
      await expect(outcome).rejects.toThrow();
      // The pool goes on with a new connection.
      expect((await test.db.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await admin.end();
    }
  });

  it('reads a query in pages from one snapshot, a page at a time', async () => {
    const seen: number[][] = [];
    for await (const rows of test.db.pages<{ n: number }>(
      'SELECT n FROM generate_series(1, $1::int) n ORDER BY n',
      [5],
      2,
    ))
      seen.push(rows.map((row) => row.n));
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives the connection back when the reader stops early, or the query fails', async () => {
    // The pool has one connection: a leaked one would leave the next query waiting forever.
    for await (const rows of test.db.pages('SELECT n FROM generate_series(1, 100) n', [], 10)) {
      expect(rows).toHaveLength(10);
      break;
    }
    expect((await test.db.query('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
    const failing = test.db.pages('SELECT 1 / (n - 3) FROM generate_series(1, 5) n', [], 1);
    await expect(
      (async () => {
        for await (const _ of failing);
      })(),
    ).rejects.toThrow(/division by zero/);
    expect((await test.db.query('SELECT 4 AS n')).rows).toEqual([{ n: 4 }]);
  });
});
