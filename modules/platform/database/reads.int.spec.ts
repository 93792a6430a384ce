import { createTestDatabase, TestDatabase } from '../testing';
import { Database } from './database';
import { read } from './reads';

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
});
