import { Readable } from 'node:stream';
import { Client } from 'pg';
import { parseCsv } from '../csv/csv';
import { CSV_COPY_OPTIONS, csvTextSql } from '../csv/csv-sql';
import { createTestDatabase, TestDatabase } from '../testing';

const textOf = async (stream: Readable) => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};

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

  it('keeps its connection when PostgreSQL refuses a statement, and closes one the server ended', async () => {
    const pid = async () => (await test.db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const before = await pid();
    await expect(test.db.query('SELECT 1 / 0')).rejects.toMatchObject({ code: '22012' });
    await expect(
      test.db.query({ name: 'refused_uuid', text: 'SELECT $1::uuid', values: ['not a uuid'] }),
    ).rejects.toMatchObject({ code: '22P02' });
    // The refusals cost no new server process, and the connection still answers.
    expect(await pid()).toBe(before);
    // One that leaves a transaction open (aborted) behind it is not handed on.
    await expect(test.db.query('BEGIN; SELECT 1 / 0; COMMIT')).rejects.toMatchObject({
      code: '22012',
    });
    expect((await test.db.query('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
    const fresh = await pid();
    expect(fresh).not.toBe(before);
    await expect(test.db.query('SELECT 1 / 0')).rejects.toMatchObject({ code: '22012' });
    expect(await pid()).toBe(fresh);
    await expect(test.db.query('SELECT pg_terminate_backend(pg_backend_pid())')).rejects.toThrow();
    expect(await pid()).not.toBe(fresh);
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

  it('streams what COPY writes, its values bound as settings, never spliced into the SQL', async () => {
    const hostile = "x'); DROP TABLE nothing; --";
    const copy = await test.db.copyOut(
      'SELECT n, $1 AS text FROM generate_series(1, $2::int) n ORDER BY n',
      [hostile, 3],
      'FORMAT csv',
    );
    expect(parseCsv(await textOf(copy)).map((r) => r.fields)).toEqual([
      ['1', hostile],
      ['2', hostile],
      ['3', hostile],
    ]);
    // The one connection is back in the pool.
    expect((await test.db.query('SELECT 5 AS n')).rows).toEqual([{ n: 5 }]);
  });

  it('refuses a failing copy before its first byte, and ends a copy its reader leaves', async () => {
    await expect(
      test.db.copyOut('SELECT 1 / (n - 1) FROM generate_series(1, 5) n', [], 'FORMAT csv'),
    ).rejects.toThrow(/division by zero/);
    expect((await test.db.query('SELECT 6 AS n')).rows).toEqual([{ n: 6 }]);
    const long = await test.db.copyOut(
      'SELECT n, repeat($1, 100) FROM generate_series(1, 1000000) n',
      ['x'],
      'FORMAT csv',
    );
    for await (const chunk of long) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    // The stopped copy's connection was closed and replaced, not left mid-copy.
    expect((await test.db.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
  });

  it('writes text cells a spreadsheet opens safely: formulas neutralised, quoted where needed', async () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', ' lead', 'a,"b"\nc', 'plain', ''];
    const copy = await test.db.copyOut(
      `SELECT k, ${csvTextSql('cell')} AS cell FROM unnest($1::text[]) WITH ORDINALITY AS c (cell, k)
        ORDER BY k`,
      [`{${cells.map((cell) => `"${cell.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
      CSV_COPY_OPTIONS,
    );
    const text = await textOf(copy);
    expect(parseCsv(text).map((r) => r.fields[1])).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      ' lead',
      'a,"b"\nc',
      'plain',
      '',
    ]);
    // Quotes only where the cell needs them (as formatCsv writes it), and empty text is empty.
    expect(text).toContain('\n9,plain\n');
    expect(text).toContain('\n8,"a,""b""\nc"\n');
    expect(text.endsWith('\n10,\n')).toBe(true);
  });
});
