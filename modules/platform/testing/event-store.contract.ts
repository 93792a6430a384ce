import { randomUUID } from 'node:crypto';
import {
  EventStore,
  NewEvent,
  occurredAt,
  RecordedEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';
import { comparePositions, formatPosition, Position, START } from '../event-store/position';

/**
 * What every event store adapter must do. Each adapter's spec calls this with a factory for a
 * store over an empty log (or one whose earlier events the tests step over).
 */
export function eventStoreContract(
  name: string,
  open: () => Promise<{ store: EventStore; dispose(): Promise<void> }>,
): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;
    let origin: Position;

    beforeAll(async () => {
      ({ store, dispose } = await open());
      origin = await store.headPosition();
    });
    afterAll(() => dispose());

    const event = (type = 'ThingHappened', data: unknown = {}): NewEvent => ({
      id: randomUUID(),
      type,
      data,
      metadata: { correlationId: randomUUID(), actorId: 'tester' },
    });
    const stream = (prefix = 'thing') => `${prefix}-${randomUUID()}`;

    it('appends to a new stream and reads it back with every field', async () => {
      const id = stream();
      const first = event('ThingCreated', { name: 'one', nested: { n: 1 } });
      const result = await store.append(id, [first, event('ThingRenamed', { name: 'two' })], {
        expectedRevision: 'no_stream',
      });
      expect(result.nextExpectedRevision).toBe(1n);

      const read = await store.readStream(id);
      expect(read.map((e) => e.type)).toEqual(['ThingCreated', 'ThingRenamed']);
      expect(read[0]).toMatchObject({
        id: first.id,
        type: 'ThingCreated',
        data: { name: 'one', nested: { n: 1 } },
        metadata: first.metadata,
        streamId: id,
        revision: 0n,
      });
      expect(read[0].createdAt).toBeInstanceOf(Date);
      expect(Math.abs(read[0].createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      const [viaAll] = (await store.readAll({ after: origin, maxCount: 10_000 })).events.filter(
        (e) => e.id === first.id,
      );
      expect(viaAll.createdAt.getTime()).toBe(read[0].createdAt.getTime());
      expect(comparePositions(read[0].position, read[1].position)).toBeLessThan(0);
      expect(comparePositions(read[1].position, result.position)).toBe(0);
    });

    it('refuses a wrong expected revision with a typed error, and writes nothing', async () => {
      const id = stream();
      await store.append(id, [event()], { expectedRevision: 'no_stream' });

      await expect(store.append(id, [event()], { expectedRevision: 'no_stream' })).rejects.toThrow(
        WrongExpectedRevisionError,
      );
      await expect(store.append(id, [event()], { expectedRevision: 5n })).rejects.toMatchObject({
        name: 'WrongExpectedRevisionError',
        streamId: id,
        expected: 5n,
        actual: 0n,
      });
      await expect(
        store.append(stream(), [event()], { expectedRevision: 'stream_exists' }),
      ).rejects.toThrow(WrongExpectedRevisionError);
      await expect(store.append(stream(), [event()], { expectedRevision: 0n })).rejects.toThrow(
        WrongExpectedRevisionError,
      );

      expect(await store.readStream(id)).toHaveLength(1);
      await store.append(id, [event()], { expectedRevision: 0n });
      await store.append(id, [event()], { expectedRevision: 'stream_exists' });
      await store.append(id, [event()], { expectedRevision: 'any' });
      expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('stores an event id once when the same append is retried', async () => {
      const id = stream();
      const events = [event(), event()];
      const first = await store.append(id, events, { expectedRevision: 'no_stream' });
      const retry = await store.append(id, events, { expectedRevision: 'no_stream' });

      expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
      const read = await store.readStream(id);
      expect(read.map((e) => e.id)).toEqual(events.map((e) => e.id));
    });

    it('reads the newest event of a stream, and null for a stream that does not exist', async () => {
      const id = stream();
      expect(await store.readLast(id)).toBeNull();
      await store.append(id, [event('First'), event('Second')]);
      await store.append(id, [event('Third')]);
      const last = await store.readLast(id);
      expect(last).toMatchObject({ type: 'Third', revision: 2n, streamId: id });
      const missing = stream();
      const both = await store.readLastOf([id, missing]);
      expect(both.get(id)).toMatchObject({ type: 'Third', revision: 2n });
      expect(both.get(missing)).toBeNull();
    });

    it('reads a stream from a revision, a page at a time', async () => {
      const id = stream();
      await store.append(
        id,
        Array.from({ length: 5 }, (_, i) => event('Counted', { i })),
      );
      const page = await store.readStream(id, { fromRevision: 2n, maxCount: 2 });
      expect(page.map((e) => (e.data as { i: number }).i)).toEqual([2, 3]);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('reads all events after a position, filtered by type, and reports how far it scanned', async () => {
      const before = await store.headPosition();
      const id = stream();
      const type = `Filtered${randomUUID().slice(0, 8)}`;
      await store.append(id, [
        event('Other'),
        event(type, { k: 1 }),
        event('Other'),
        event(type, { k: 2 }),
      ]);

      const all = await store.readAll({ after: before, maxCount: 100 });
      expect(all.events.filter((e) => e.streamId === id)).toHaveLength(4);

      const filtered = await store.readAll({ after: before, maxCount: 100, types: [type] });
      expect(filtered.events.map((e) => e.data)).toEqual([{ k: 1 }, { k: 2 }]);
      const last = (await store.readStream(id)).at(-1)!;
      expect(comparePositions(filtered.scannedTo, last.position)).toBeGreaterThanOrEqual(0);

      const firstPage = await store.readAll({ after: before, maxCount: 1, types: [type] });
      expect(firstPage.events).toHaveLength(1);
      expect(comparePositions(firstPage.scannedTo, firstPage.events[0].position)).toBe(0);
    });

    it('reads only the named fields of each event, paged as readAll pages', async () => {
      const before = await store.headPosition();
      const id = stream();
      const type = `Fields${randomUUID().slice(0, 8)}`;
      await store.append(id, [
        event(type, { who: 'ann', delta: { current: -2 } }),
        event('Other', { who: 'skipped' }),
        event(type, { who: 'bob', delta: { current: 7 }, flag: true }),
      ]);
      const fields = [
        ['data', 'who'],
        ['data', 'delta', 'current'],
        ['data', 'flag'],
        ['data', 'missing', 'deeper'],
        ['metadata', 'actorId'],
        ['occurredAt'],
        ['position'],
      ] as const;
      const whole = await store.readAll({ after: before, maxCount: 100, types: [type] });
      const read = await store.readAllFields(fields, {
        after: before,
        maxCount: 100,
        types: [type],
      });
      expect(read.rows.map((row) => row.slice(0, 5))).toEqual([
        ['ann', '-2', null, null, 'tester'],
        ['bob', '7', 'true', null, 'tester'],
      ]);
      expect(read.rows.map((row) => row[5])).toEqual(whole.events.map((e) => occurredAt(e)));
      expect(read.rows.map((row) => row[6])).toEqual(
        whole.events.map((e) => formatPosition(e.position)),
      );
      expect(comparePositions(read.scannedTo, whole.scannedTo)).toBe(0);

      const firstPage = await store.readAllFields(fields, {
        after: before,
        maxCount: 1,
        types: [type],
      });
      expect(firstPage.rows.map((row) => row[0])).toEqual(['ann']);
      expect(comparePositions(firstPage.scannedTo, whole.events[0].position)).toBe(0);
      const rest = await store.readAllFields(fields, {
        after: firstPage.scannedTo,
        maxCount: 100,
        types: [type],
      });
      expect(rest.rows.map((row) => row[0])).toEqual(['bob']);
    });

    it('delivers to a subscriber every event of 8 concurrent writers x 500, once each, in global order', async () => {
      const writers = 8;
      const perWriter = 500;
      const runId = randomUUID().slice(0, 8);
      const type = `Concurrent${runId}`;
      const seen: RecordedEvent[] = [];
      const controller = new AbortController();
      const expected = writers * perWriter;

      const reading = (async () => {
        for await (const e of store.subscribeToAll({
          after: origin,
          types: [type],
          signal: controller.signal,
          batchSize: 200,
        })) {
          seen.push(e);
          if (seen.length >= expected) break;
        }
      })();

      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const id = stream(`writer${w}`);
          let revision: bigint | 'no_stream' = 'no_stream';
          for (let i = 0; i < perWriter; i += 5) {
            const batch = Array.from({ length: 5 }, (_, k) => event(type, { w, i: i + k }));
            const r = await store.append(id, batch, { expectedRevision: revision });
            revision = r.nextExpectedRevision;
          }
        }),
      );
      const timeout = setTimeout(() => controller.abort(), 30_000);
      await reading;
      clearTimeout(timeout);

      expect(seen).toHaveLength(expected);
      expect(new Set(seen.map((e) => e.id)).size).toBe(expected);
      for (let i = 1; i < seen.length; i++) {
        if (comparePositions(seen[i - 1].position, seen[i].position) >= 0) {
          throw new Error(
            `out of order at ${i}: ${formatPosition(seen[i - 1].position)} then ${formatPosition(seen[i].position)}`,
          );
        }
      }
      // Within each writer's stream, the order it wrote in.
      for (let w = 0; w < writers; w++) {
        const mine = seen.filter((e) => (e.data as { w: number }).w === w);
        expect(mine.map((e) => (e.data as { i: number }).i)).toEqual(
          Array.from({ length: perWriter }, (_, i) => i),
        );
      }
      // And the order a later reader sees is the same.
      const replay: RecordedEvent[] = [];
      let after = origin;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 1000, types: [type] });
        replay.push(...page.events);
        if (page.events.length < 1000) break;
        after = page.scannedTo;
      }
      expect(replay.map((e) => e.id)).toEqual(seen.map((e) => e.id));
    }, 60_000);

    it('catches up on past events, then follows live ones without a gap', async () => {
      const type = `CatchUp${randomUUID().slice(0, 8)}`;
      const id = stream();
      const past = Array.from({ length: 30 }, (_, i) => event(type, { i }));
      for (let i = 0; i < past.length; i += 10) await store.append(id, past.slice(i, i + 10));

      const seen: number[] = [];
      const controller = new AbortController();
      const reading = (async () => {
        for await (const e of store.subscribeToAll({
          after: origin,
          types: [type],
          signal: controller.signal,
          batchSize: 7,
        })) {
          seen.push((e.data as { i: number }).i);
          if (seen.length === 60) break;
        }
      })();
      for (let i = 30; i < 60; i++) {
        await store.append(id, [event(type, { i })]);
        if (i % 10 === 0) await new Promise((r) => setTimeout(r, 5));
      }
      const timeout = setTimeout(() => controller.abort(), 20_000);
      await reading;
      clearTimeout(timeout);
      expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => i));
    }, 30_000);

    it('ends a subscription when its signal aborts', async () => {
      const controller = new AbortController();
      const iterator = store
        .subscribeToAll({ after: await store.headPosition(), signal: controller.signal })
        [Symbol.asyncIterator]();
      const next = iterator.next();
      setTimeout(() => controller.abort(), 20);
      await expect(next).resolves.toMatchObject({ done: true });
    });

    it('reports its head and counts what lies after a position', async () => {
      const before = await store.headPosition();
      const type = `Counted${randomUUID().slice(0, 8)}`;
      await store.append(stream(), [event(type), event(type), event('Else')]);
      const head = await store.headPosition();
      expect(comparePositions(head, before)).toBeGreaterThan(0);
      // At rest (no transaction open) the committed head is the readers' head.
      expect(await store.committedHead()).toEqual(head);
      expect(await store.countAfter(before, { types: [type] })).toBe(2);
      expect(await store.countAfter(before)).toBe(3);
      expect(await store.countAfter(before, { cap: 1 })).toBe(1);
      expect(await store.countAfter(head)).toBe(0);
      expect(comparePositions(START, before)).toBeLessThanOrEqual(0);
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
