import { createTestDatabase, TestDatabase } from '../testing';
import { Database } from './database';
import { read, statement } from './reads';

describe('reads together', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.query(`CREATE TABLE notes (id int PRIMARY KEY, body text, tags text[])`);
    await test.db.query(
      `INSERT INTO notes VALUES (1, 'plain', '{a}'), (2, $1, $2), (3, 'minus', '{}')`,
      [`it's a "quote" \\ and a backslash`, ['x"y', 'back\\slash', "it's"]],
    );
  });
  afterAll(() => test.drop());

  const byBody = (body: string) =>
    read(
      'notes_by_body',
      'SELECT id FROM notes WHERE body = $1',
      [body],
      (rows: { id: number }[]) => rows.map((r) => r.id),
    );
  const byTags = (tags: string[]) =>
    read(
      'notes_by_tags',
      'SELECT id, tags FROM notes WHERE tags && $1::text[] ORDER BY id',
      [tags],
      (rows: { id: number; tags: string[] }[]) => rows,
    );
  const beyond = (id: number, limit: number) =>
    read(
      'notes_beyond',
      'SELECT id FROM notes WHERE id > $1 ORDER BY id LIMIT $2',
      [id, limit],
      (rows: { id: number }[]) => rows.map((r) => r.id),
    );

  it('answers several reads in one round trip as each would alone, in order, nulls kept', async () => {
    const quoted = `it's a "quote" \\ and a backslash`;
    const reads = [byBody(quoted), byTags(['back\\slash', "it's"]), beyond(-1, 2)] as const;
    const alone = [
      await test.db.read(reads[0]),
      await test.db.read(reads[1]),
      await test.db.read(reads[2]),
    ];
    const together = await test.db.readTogether(reads[0], null, reads[1], reads[2]);
    expect(together).toEqual([alone[0], null, alone[1], alone[2]]);
    expect(together).toEqual([
      [2],
      null,
      [{ id: 2, tags: ['x"y', 'back\\slash', "it's"] }],
      [1, 2],
    ]);
  });

  it('prepares a statement once per connection, even when a round trip reads it twice', async () => {
    const single = new Database(test.url, 1);
    try {
      const first = await single.readTogether(byBody('plain'), beyond(1, 5));
      const second = await single.readTogether(byBody('plain'), beyond(1, 5));
      const other = await single.readTogether(byBody('minus'), beyond(2, 5));
      expect(first).toEqual([[1], [2, 3]]);
      expect(second).toEqual(first);
      expect(other).toEqual([[3], [3]]);
      // The same read twice in one round trip, on a connection that has not prepared it.
      const twice = await single.readTogether(byTags(['a']), byTags(["it's"]));
      expect(twice).toEqual([
        [{ id: 1, tags: ['a'] }],
        [{ id: 2, tags: ['x"y', 'back\\slash', "it's"] }],
      ]);
    } finally {
      await single.close();
    }
  });

  it('keeps a value a value: quotes in it cannot end the statement', async () => {
    const [found, rest] = await test.db.readTogether(
      byBody(`'; DELETE FROM notes; --`),
      byTags([`"}'; DELETE FROM notes; --`]),
    );
    expect(found).toEqual([]);
    expect(rest).toEqual([]);
    const { rows } = await test.db.query('SELECT count(*)::int AS n FROM notes');
    expect(rows[0].n).toBe(3);
  });

  it('refuses a value it cannot write as a literal', async () => {
    const odd = read('notes_odd', 'SELECT $1::text AS v', [{ not: 'a literal' }], (rows) => rows);
    await expect(test.db.readTogether(odd, byBody('plain'))).rejects.toThrow(
      'Cannot inline a value of type object',
    );
  });

  it('runs a transaction of writes and reads in one round trip, answering each statement its rows', async () => {
    await test.db.query('CREATE TABLE ledger (id int PRIMARY KEY, at timestamptz, tags text[])');
    const at = new Date('2026-03-04T05:06:07.089Z');
    const client = await test.db.pool.connect();
    const sent: string[] = [];
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      sent.push(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof client.query;
    try {
      const insert = 'INSERT INTO ledger VALUES ($1, $2, $3) RETURNING id';
      const rows = await test.db.together(
        client,
        [
          statement(insert, [1, at, ['a', "it's"]]),
          statement(insert, [2, null, []]),
          statement('SELECT count(*)::int AS n FROM ledger WHERE at = $1', [at]),
        ],
        { before: 'BEGIN', after: 'COMMIT' },
      );
      expect(rows).toEqual([[{ id: 1 }], [{ id: 2 }], [{ n: 1 }]]);
      // Two statements to prepare on this connection, then one round trip for all.
      expect(sent.filter((text) => text.startsWith('PREPARE'))).toHaveLength(2);
      expect(sent.filter((text) => !text.startsWith('PREPARE'))).toHaveLength(1);
    } finally {
      client.release();
    }
    const { rows } = await test.db.query('SELECT id, at, tags FROM ledger ORDER BY id');
    expect(rows).toEqual([
      { id: 1, at, tags: ['a', "it's"] },
      { id: 2, at: null, tags: [] },
    ]);
  });

  it('keeps a connection usable after a statement sent together failed', async () => {
    await test.db.query('CREATE TABLE once (id int PRIMARY KEY)');
    const single = new Database(test.url, 1);
    const insert = (id: number) => statement('INSERT INTO once VALUES ($1)', [id]);
    const count = statement('SELECT count(*)::int AS n FROM once');
    try {
      const client = await single.pool.connect();
      try {
        // The second insert breaks the key: nothing of the round trip stays.
        await expect(single.together(client, [insert(1), insert(1), count])).rejects.toThrow(
          /duplicate key/,
        );
        expect(await single.together(client, [insert(1), insert(2), count])).toEqual([
          [],
          [],
          [{ n: 2 }],
        ]);
      } finally {
        client.release();
      }
    } finally {
      await single.close();
    }
  });
});
