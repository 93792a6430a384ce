import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../database/database';
import { createTestDatabase, TestDatabase } from '../testing';
import { eventStoreContract } from '../testing/event-store.contract';
import { NewEvent, RecordedEvent, WrongExpectedRevisionError } from './event-store.port';
import { comparePositions } from './position';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContract('PostgreSQL', async () => {
  const test = await createTestDatabase(20);
  const store = new PostgresEventStore(test.db, { pollMs: 50 });
  return {
    store,
    dispose: async () => {
      await store.close();
      await test.drop();
    },
  };
});

describe('PostgreSQL event store under transactions that commit out of order', () => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  const held: Client[] = [];

  beforeAll(async () => {
    test = await createTestDatabase();
    store = new PostgresEventStore(test.db, { pollMs: 20 });
  });
  afterAll(async () => {
    await Promise.all(held.map((c) => c.end().catch(() => undefined)));
    await store.close();
    await test.drop();
  });

  async function openTransaction(): Promise<Client> {
    const client = new Client({ connectionString: test.url });
    await client.connect();
    held.push(client);
    await client.query('BEGIN');
    return client;
  }
  const appendWithin = (client: Client, streamId: string, type: string) =>
    store.appendInTransaction(client, streamId, [{ id: randomUUID(), type, data: {} }]);

  it('never lets a reader pass an event whose transaction commits after a later one', async () => {
    const origin = await store.headPosition();
    // Transaction A takes its id first, then writes its event last: the later sequence number.
    const a = await openTransaction();
    await a.query('SELECT pg_current_xact_id()');
    await store.append(`b-${randomUUID()}`, [{ id: randomUUID(), type: 'B', data: {} }]);
    await appendWithin(a, `a-${randomUUID()}`, 'A');

    const whileOpen = await store.readAll({ after: origin });
    expect(whileOpen.events.map((e) => e.type)).toEqual([]);
    // B has committed: the committed head names it, while the readers' head stays before it.
    const committed = await store.committedHead();
    expect(comparePositions(committed, await store.headPosition())).toBeGreaterThan(0);
    expect(comparePositions(committed, origin)).toBeGreaterThan(0);

    await a.query('COMMIT');
    const afterCommit = await store.readAll({ after: whileOpen.scannedTo });
    expect(afterCommit.events.map((e) => e.type)).toEqual(['A', 'B']);
    expect(await store.committedHead()).toEqual(await store.headPosition());
  });

  it('holds a follower back until an open transaction ends, then delivers both in order', async () => {
    const origin = await store.headPosition();
    const seen: RecordedEvent[] = [];
    const controller = new AbortController();
    const following = (async () => {
      for await (const e of store.subscribeToAll({ after: origin, signal: controller.signal })) {
        seen.push(e);
        if (seen.length === 3) break;
      }
    })();

    const slow = await openTransaction();
    await appendWithin(slow, `slow-${randomUUID()}`, 'Slow'); // lower sequence, commits last
    await store.append(`fast-${randomUUID()}`, [{ id: randomUUID(), type: 'Fast', data: {} }]);
    // The fast event waits behind the open transaction: the page the follower reads is empty.
    expect((await store.readAll({ after: origin })).events).toEqual([]);

    await slow.query('COMMIT');
    await store.append(`late-${randomUUID()}`, [{ id: randomUUID(), type: 'Late', data: {} }]);
    const timer = setTimeout(() => controller.abort(), 5000);
    await following;
    clearTimeout(timer);
    expect(seen.map((e) => e.type)).toEqual(['Slow', 'Fast', 'Late']);
  });

  it('skips nothing when a transaction that appended rolls back', async () => {
    const origin = await store.headPosition();
    const doomed = await openTransaction();
    await appendWithin(doomed, `doomed-${randomUUID()}`, 'Doomed');
    await store.append(`kept-${randomUUID()}`, [{ id: randomUUID(), type: 'Kept', data: {} }]);
    await doomed.query('ROLLBACK');
    const read = await store.readAll({ after: origin });
    expect(read.events.map((e) => e.type)).toEqual(['Kept']);
  });

  it('is not held back by a transaction left open in another database of the server', async () => {
    const elsewhere = await createTestDatabase(1);
    const other = new Client({ connectionString: elsewhere.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()'); // running, with a transaction id
      const origin = await store.headPosition();
      await store.append(`here-${randomUUID()}`, [{ id: randomUUID(), type: 'Here', data: {} }]);
      const read = await store.readAll({ after: origin });
      expect(read.events.map((e) => e.type)).toEqual(['Here']);
    } finally {
      await other.end();
      await elsewhere.drop();
    }
  });

  it('answers a retried append as the first time, whatever revision it expected, and moves nothing', async () => {
    const id = `retry-${randomUUID()}`;
    const first = [{ id: randomUUID(), type: 'A', data: { n: 1 } }];
    const second = [
      { id: randomUUID(), type: 'B', data: { n: 2 } },
      { id: randomUUID(), type: 'C', data: { n: 3 } },
    ];
    const a = await store.append(id, first, { expectedRevision: 'any' });
    const b = await store.append(id, second, { expectedRevision: 0n });

    expect(await store.append(id, first, { expectedRevision: 'any' })).toEqual(a);
    expect(await store.append(id, second, { expectedRevision: 0n })).toEqual(b);
    expect(await store.append(id, second, { expectedRevision: 'stream_exists' })).toEqual(b);

    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    // The stream is still at revision 2: the retries claimed nothing.
    await store.append(id, [{ id: randomUUID(), type: 'D', data: {} }], { expectedRevision: 2n });
  });

  it('refuses an append that repeats only some stored event ids, and writes none of it', async () => {
    const id = `partial-${randomUUID()}`;
    const stored = { id: randomUUID(), type: 'A', data: {} };
    await store.append(id, [stored]);
    for (const expectedRevision of ['any', 0n] as const) {
      await expect(
        store.append(id, [stored, { id: randomUUID(), type: 'B', data: {} }], { expectedRevision }),
      ).rejects.toMatchObject({ name: 'DuplicateEventIdError' });
    }
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A']);
    await store.append(id, [{ id: randomUUID(), type: 'C', data: {} }], { expectedRevision: 0n });
  });

  it('refuses the same event id in two different streams', async () => {
    const id = randomUUID();
    await store.append(`one-${randomUUID()}`, [{ id, type: 'X', data: {} }]);
    await expect(
      store.append(`two-${randomUUID()}`, [{ id, type: 'X', data: {} }]),
    ).rejects.toMatchObject({ name: 'DuplicateEventIdError' });
  });

  it('lets exactly one of many concurrent creators of a stream win', async () => {
    const id = `race-${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        store.append(id, [{ id: randomUUID(), type: 'Created', data: {} }], {
          expectedRevision: 'no_stream',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter(
        (r) => r.status === 'rejected' && (r.reason as Error).name === 'WrongExpectedRevisionError',
      ),
    ).toHaveLength(7);
    expect(await store.readStream(id)).toHaveLength(1);
  });
});

describe('PostgreSQL event store: atomic appends to several streams', () => {
  let test: TestDatabase;
  let db: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    test = await createTestDatabase();
    db = new Database(test.url, 4);
    store = new PostgresEventStore(db);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
    await test.drop();
  });

  const event = (type: string): NewEvent => ({ id: randomUUID(), type, data: {} });

  it('writes every stream at its expected revision, or none when one has moved', async () => {
    const order = `order-${randomUUID()}`;
    const stock = `stock-${randomUUID()}`;
    await store.append(stock, [event('StockChanged')]);
    const written = await store.appendAtomically([
      { streamId: order, events: [event('OrderPlaced')], expectedRevision: 'no_stream' },
      { streamId: stock, events: [event('StockChanged')], expectedRevision: 0n },
    ]);
    expect(written.map((w) => w.nextExpectedRevision)).toEqual([0n, 1n]);

    const other = `order-${randomUUID()}`;
    await expect(
      store.appendAtomically([
        { streamId: other, events: [event('OrderPlaced')], expectedRevision: 'no_stream' },
        { streamId: stock, events: [event('StockChanged')], expectedRevision: 0n },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream(other)).toEqual([]);
    expect((await store.readLast(stock))?.revision).toBe(1n);
  });

  it('writes several events per stream with their revisions, and answers a retry with the same positions', async () => {
    const order = `order-${randomUUID()}`;
    const stock = `stock-${randomUUID()}`;
    await store.append(stock, [event('StockChanged'), event('StockChanged')]);
    const appends = [
      {
        streamId: order,
        events: [event('OrderPlaced'), event('NotesChanged')],
        expectedRevision: 'no_stream' as const,
      },
      {
        streamId: stock,
        events: [event('StockChanged'), event('StockChanged')],
        expectedRevision: 1n,
      },
    ];
    const written = await store.appendAtomically(appends);
    expect(written.map((w) => w.nextExpectedRevision)).toEqual([1n, 3n]);
    const [orderEvents, stockEvents] = [
      await store.readStream(order),
      await store.readStream(stock),
    ];
    expect(orderEvents.map((e) => [e.type, e.revision])).toEqual([
      ['OrderPlaced', 0n],
      ['NotesChanged', 1n],
    ]);
    expect(stockEvents.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    // Each stream's position is its last event's; the order's events come first.
    expect(written[0].position).toEqual(orderEvents[1].position);
    expect(written[1].position).toEqual(stockEvents[3].position);
    expect(comparePositions(orderEvents[1].position, stockEvents[2].position)).toBeLessThan(0);

    const again = await store.appendAtomically(appends);
    expect(again).toEqual(written);
    expect(await store.readStream(stock)).toHaveLength(4);
  });

  it('names the stream that moved, with where it is, and writes nothing', async () => {
    const first = `stock-${randomUUID()}`;
    const second = `stock-${randomUUID()}`;
    await store.append(first, [event('StockChanged')]);
    await store.append(second, [event('StockChanged'), event('StockChanged')]);
    const refused = await store
      .appendAtomically([
        { streamId: first, events: [event('StockChanged')], expectedRevision: 0n },
        { streamId: second, events: [event('StockChanged')], expectedRevision: 0n },
      ])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
    expect(refused).toMatchObject({ streamId: second, expected: 0n, actual: 1n });
    expect((await store.readLast(first))?.revision).toBe(0n);

    const taken = `order-${randomUUID()}`;
    await store.append(taken, [event('OrderPlaced')]);
    await expect(
      store.appendAtomically([
        { streamId: first, events: [event('StockChanged')], expectedRevision: 0n },
        { streamId: taken, events: [event('OrderPlaced')], expectedRevision: 'no_stream' },
      ]),
    ).rejects.toMatchObject({ streamId: taken, expected: 'no_stream', actual: 0n });
    expect((await store.readLast(first))?.revision).toBe(0n);
  });

  it('writes a wide append (a count approval: thousands of streams) in order, or none of it', async () => {
    const existing = Array.from({ length: 40 }, () => `stock-${randomUUID()}`);
    for (const streamId of existing) await store.append(streamId, [event('StockChanged')]);
    const fresh = Array.from({ length: 40 }, () => `stock-${randomUUID()}`);
    const aggregate = `count-${randomUUID()}`;
    const appends = [
      {
        streamId: aggregate,
        events: [event('CountApproved'), event('Noted')],
        expectedRevision: 'no_stream' as const,
      },
      ...existing.map((streamId) => ({
        streamId,
        events: [event('StockChanged')],
        expectedRevision: 0n,
      })),
      ...fresh.map((streamId) => ({
        streamId,
        events: [event('StockChanged')],
        expectedRevision: 'no_stream' as const,
      })),
    ];
    const written = await store.appendAtomically(appends);
    expect(written.map((w) => w.nextExpectedRevision)).toEqual([
      1n,
      ...existing.map(() => 1n),
      ...fresh.map(() => 0n),
    ]);
    // Global order follows the append's order, and each stream's position is its last event's.
    const all = await Promise.all(appends.map((a) => store.readStream(a.streamId)));
    const positions = all
      .flatMap((events, i) => events.slice(i === 0 ? 0 : -1))
      .map((e) => e.position);
    for (let i = 1; i < positions.length; i++)
      expect(comparePositions(positions[i - 1], positions[i])).toBeLessThan(0);
    expect(written[0].position).toEqual(all[0][1].position);
    expect(written[80].position).toEqual(all[80][0].position);
    // A retry answers the same positions and writes nothing again.
    expect(await store.appendAtomically(appends)).toEqual(written);
    expect(await store.readStream(existing[0])).toHaveLength(2);

    // One stream moved: named, with where it is, and nothing of the append is written.
    const more = existing.map((streamId) => ({
      streamId,
      events: [event('StockChanged')],
      expectedRevision: 1n,
    }));
    await store.append(existing[7], [event('StockChanged')]);
    const refused = await store.appendAtomically(more).catch((error: unknown) => error);
    expect(refused).toMatchObject({ streamId: existing[7], expected: 1n, actual: 2n });
    expect((await store.readLast(existing[0]))?.revision).toBe(1n);
  });

  it('keeps every event of a wide append in its own stream and place, its data and metadata intact', async () => {
    const tricky = [
      'quote " and backslash \\',
      'line\nbreak\ttab',
      'ünïcödé 日本 🚚',
      '{"not": "json"}',
    ];
    const appends = Array.from({ length: 30 }, (_, s) => ({
      streamId: `stock-${randomUUID()}`,
      events: Array.from({ length: 1 + (s % 3) }, (_, e) => ({
        id: randomUUID(),
        type: e === 0 ? 'StockChanged' : 'Noted',
        data: {
          stream: s,
          event: e,
          text: tricky[(s + e) % tricky.length],
          nested: { list: [s, e, null] },
        },
        metadata: { actorId: `member-${s}-${e}`, note: tricky[e % tricky.length] },
      })),
      expectedRevision: 'no_stream' as const,
    }));
    await store.appendAtomically(appends);
    for (const append of appends) {
      const stored = await store.readStream(append.streamId);
      expect(stored.map((e) => [e.id, e.type, e.revision, e.data, e.metadata])).toEqual(
        append.events.map((e, revision) => [
          e.id,
          e.type,
          BigInt(revision),
          e.data,
          expect.objectContaining(e.metadata),
        ]),
      );
    }
  });

  it('appends to one stream twice in one atomic write, the second at the revision the first left', async () => {
    const stock = `stock-${randomUUID()}`;
    const written = await store.appendAtomically([
      { streamId: stock, events: [event('StockChanged')], expectedRevision: 'any' },
      { streamId: stock, events: [event('StockChanged')], expectedRevision: 0n },
    ]);
    expect(written.map((w) => w.nextExpectedRevision)).toEqual([0n, 1n]);
  });

  it('lets appends over the same streams in opposite orders wait for each other, never deadlock', async () => {
    const a = `stock-${randomUUID()}`;
    const b = `stock-${randomUUID()}`;
    await store.append(a, [event('StockChanged')]);
    await store.append(b, [event('StockChanged')]);
    const both = async (first: string, second: string) => {
      const heads = await store.readLastOf([first, second]);
      return store.appendAtomically(
        [first, second].map((streamId) => ({
          streamId,
          events: [event('StockChanged')],
          expectedRevision: heads.get(streamId)!.revision,
        })),
      );
    };
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? both(a, b) : both(b, a))),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(failures.every((f) => f instanceof WrongExpectedRevisionError)).toBe(true);
    expect(failures.length).toBeLessThan(40);
  });
});
