import { createTestDatabase, eventually, TestDatabase } from '../platform/testing';
import { LiveRelay, RoomMessages } from './live-relay';

type Delivered = [string, string[]][];

describe('live relay between processes', () => {
  let test: TestDatabase;
  const relays: LiveRelay<string[]>[] = [];
  const errors: Error[] = [];

  /** A process's relay, recording what it delivers to its own sockets. */
  async function process(
    db = test.db,
  ): Promise<{ relay: LiveRelay<string[]>; delivered: Delivered }> {
    const delivered: Delivered = [];
    const relay = new LiveRelay<string[]>(
      db,
      (rooms: RoomMessages<string[]>) => delivered.push(...rooms),
      (error) => errors.push(error),
    );
    await relay.start();
    relays.push(relay);
    return { relay, delivered };
  }

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
    await test.drop();
  });

  it('delivers a publish here at once and in every other process once, in publishing order', async () => {
    const here = await process();
    const there = await process();
    const big = Array.from({ length: 400 }, (_, i) => `change ${i} `.repeat(5));
    here.relay.publish(new Map([['provider:a', ['one']]]));
    // Larger than a NOTIFY can carry: it goes through the table, and keeps its place.
    here.relay.publish(new Map([['provider:a', big]]));
    here.relay.publish(
      new Map([
        ['provider:a', ['three']],
        ['client:c', ['three for the client']],
      ]),
    );
    const expected: Delivered = [
      ['provider:a', ['one']],
      ['provider:a', big],
      ['provider:a', ['three']],
      ['client:c', ['three for the client']],
    ];
    expect(here.delivered).toEqual(expected);
    await eventually(() => expect(there.delivered).toEqual(expected));
    // Nothing comes back to the process that published it: a reply published by the other
    // process after those four arrives alone (NOTIFYs arrive in commit order).
    there.relay.publish(new Map([['provider:a', ['reply']]]));
    await eventually(() => expect(here.delivered).toHaveLength(5));
    expect(here.delivered).toEqual([...expected, ['provider:a', ['reply']]]);
    expect(errors).toEqual([]);
  });

  it('sends one statement per publish, whatever the number of rooms', async () => {
    const sent: string[] = [];
    const counting = Object.assign(Object.create(test.db) as typeof test.db, {
      query: (text: string | { text: string }, values?: unknown[]) => {
        sent.push(typeof text === 'string' ? text : text.text);
        return test.db.query(text, values);
      },
    });
    const here = await process(counting);
    const there = await process();
    here.relay.publish(
      new Map(Array.from({ length: 20 }, (_, i) => [`client:${i}`, [`order ${i}`]])),
    );
    await eventually(() => expect(there.delivered).toHaveLength(20));
    expect(sent).toEqual(['SELECT pg_notify($1, $2)']);
  });
});
