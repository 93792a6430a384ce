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
});
