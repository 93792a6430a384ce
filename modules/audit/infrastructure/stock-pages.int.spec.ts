import { randomUUID } from 'node:crypto';
import { STOCK_CHANGED } from '../../inventory';
import { comparePositions, Position, PostgresEventStore, RecordedEvent } from '../../platform';
import { createTestDatabase, TestDatabase } from '../../platform/testing';
import { eventText } from '../domain/chain';
import { LoggedEvent, stockLog } from './stock-pages';

/** The position of the newest event stored, running transactions' included. */
async function headOf(test: TestDatabase): Promise<Position> {
  const { rows } = await test.db.query<{ commit: bigint; prepare: bigint }>(
    `SELECT transaction_id::text::bigint AS commit, sequence AS prepare FROM event_store_events
      ORDER BY transaction_id DESC, sequence DESC LIMIT 1`,
  );
  return rows[0];
}

/**
 * The chain and the checkpoints hash PostgreSQL's texts of the events without decoding them:
 * each must be the very text `eventText` makes of the decoded event, whatever the JSON holds.
 */
describe('stock log as texts', () => {
  let test: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    test = await createTestDatabase(4);
    store = new PostgresEventStore(test.db);
  });
  afterAll(async () => {
    await store.close();
    await test.drop();
  });

  it('renders every stock event as eventText renders it decoded, in the same order and positions', async () => {
    const tricky: unknown[] = [
      { note: 'a, b: c {"1": 2} \\ "quoted" \t tab', price: 1.5, big: 12345678901234567000 },
      { '10': 'integer keys', b: 1, '2': [1, 2.25, -0, 1e2], nested: { '0': null } },
      { text: 'ünïcode ✓ 😀 \u0001 \u2028', when: '2026-11-24T09:00:00.000Z', n: -7 },
      { list: [], object: {}, flags: [true, false, null], tiny: 0.000001 },
      'a top-level string, with: separators',
      42,
      null,
    ];
    const providers = [randomUUID(), randomUUID()];
    for (const [i, extra] of tricky.entries())
      await store.append(`stock-${i}`, [
        {
          id: randomUUID(),
          type: STOCK_CHANGED,
          data: { providerId: providers[i % 2], extra, delta: { current: i, committed: 0 } },
          metadata: { providerId: providers[i % 2], occurredAt: new Date().toISOString() },
        },
        { id: randomUUID(), type: 'SomethingElse', data: { extra }, metadata: {} },
      ]);
    // One transaction of 120: positions whose texts sort otherwise than their numbers.
    await store.append(
      'stock-many',
      Array.from({ length: 120 }, (_, i) => ({
        id: randomUUID(),
        type: STOCK_CHANGED,
        data: { providerId: providers[0], delta: { current: i, committed: 0 } },
        metadata: {},
      })),
    );
    await test.db.query(
      `INSERT INTO event_store_events (event_id, stream_id, revision, type, data, metadata, created_at)
       VALUES (gen_random_uuid(), 'stock-raw', 0, $1, '{"providerId": "p", "x": 1.10}',
               '{"b": 2, "a": [0.5, 100000000000000000000]}', '2026-11-24T09:00:00.123456Z')`,
      [STOCK_CHANGED],
    );

    // Up to the last event written: a transaction of another test's database that the
    // horizon cannot place may hold the visible head back for a moment (see stockPages).
    const until = await headOf(test);
    const decoded: RecordedEvent[] = [];
    let after = { commit: 0n, prepare: 0n };
    for (;;) {
      const page = await store.readAll({ after, maxCount: 3, types: [STOCK_CHANGED], until });
      decoded.push(...page.events);
      after = page.scannedTo;
      if (page.events.length < 3 && comparePositions(after, until) >= 0) break;
    }
    const texts: { id: string; provider: unknown; text: string; position: string }[] = [];
    const event = new LoggedEvent();
    for await (const page of stockLog(store, undefined, until))
      for (let i = 0; i < page.length; i++) {
        page.read(i, event);
        texts.push({
          id: event.id,
          provider: event.provider,
          text: event.text(),
          position: event.position,
        });
      }
    expect(texts).toHaveLength(tricky.length + 121);
    expect(texts).toEqual(
      decoded.map((e) => ({
        id: e.id,
        provider: (e.data as { providerId: string }).providerId,
        text: eventText(e),
        position: `${e.position.commit}/${e.position.prepare}`,
      })),
    );
  });

  it('walks up to a position once the transaction that held the log back has ended', async () => {
    const held = await test.db.pool.connect();
    try {
      // A transaction with an id, older than the events below: until it ends, no reader may
      // see past it (it could still commit events before them).
      await held.query('BEGIN');
      await held.query("SELECT pg_current_xact_id(), set_config('stockflow.held', 'yes', true)");
      const providerId = randomUUID();
      await store.append(`stock-held-${providerId}`, [
        {
          id: randomUUID(),
          type: STOCK_CHANGED,
          data: { providerId, delta: { current: 1, committed: 0 } },
          metadata: { providerId },
        },
      ]);
      const until = await headOf(test);
      const walked = (async () => {
        let mine = 0;
        const event = new LoggedEvent();
        for await (const page of stockLog(store, undefined, until))
          for (let i = 0; i < page.length; i++) {
            page.read(i, event);
            if (event.provider === providerId) mine++;
          }
        return mine;
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.query('COMMIT');
      expect(await walked).toBe(1);
    } finally {
      held.release();
    }
  });

  it('pages as readAll does: each page ends where readAll says it scanned to', async () => {
    const until = await headOf(test);
    const page = { maxCount: 7, types: [STOCK_CHANGED], until };
    let after: Position = { commit: 0n, prepare: 0n };
    for (;;) {
      let texts = await store.readAllTexts([['data', 'providerId']], { ...page, after });
      let events = await store.readAll({ ...page, after });
      // Two reads on either side of a moment the visible head was held back (see the walk
      // above) disagree on where they scanned to: such a pair is read again.
      for (
        let again = 0;
        again < 20 && comparePositions(texts.scannedTo, events.scannedTo) !== 0;
        again++
      ) {
        texts = await store.readAllTexts([['data', 'providerId']], { ...page, after });
        events = await store.readAll({ ...page, after });
      }
      expect(texts.rows.map((row) => row[0])).toEqual(events.events.map((e) => e.id));
      expect(texts.rows.map((row) => row[9])).toEqual(
        events.events.map((e) => (e.data as { providerId: string }).providerId),
      );
      expect(texts.scannedTo).toEqual(events.scannedTo);
      after = events.scannedTo;
      if (events.events.length < 7 && comparePositions(after, until) >= 0) break;
    }
  });
});
