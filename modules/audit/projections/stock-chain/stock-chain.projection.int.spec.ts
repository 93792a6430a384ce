import { randomUUID } from 'node:crypto';
import { STOCK_CHANGED } from '../../../inventory';
import { PostgresEventStore, ProjectionRunner } from '../../../platform';
import { createTestDatabase, TestDatabase } from '../../../platform/testing';
import { GENESIS, linkText } from '../../domain/chain';
import { sha256 } from '../../infrastructure/hashes';
import { stockChainProjection } from './stock-chain.projection';

describe('stock chain projection', () => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    test = await createTestDatabase();
    store = new PostgresEventStore(test.db, { pollMs: 20 });
    runner = new ProjectionRunner(test.db, store, [stockChainProjection], { pollMs: 20 });
  });
  afterAll(async () => {
    await runner.stop();
    await store.close();
    await test.drop();
  });

  const change = (providerId: string, n: number) => ({
    id: randomUUID(),
    type: STOCK_CHANGED,
    data: { providerId, note: `n°${n} "quoted" \\ ünïcode`, delta: { current: n } },
    metadata: { actorId: 'tester' },
  });

  it('links the events of each provider as linkText and sha256 do, across providers sharing a page', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    // One atomic append: both providers' events interleave within one page.
    await store.appendAtomically(
      [0, 1, 2, 3].map((stock) => ({
        streamId: `stock-${stock}`,
        expectedRevision: 'no_stream' as const,
        events: [change(stock % 2 ? a : b, stock), change(a, 10 + stock)],
      })),
    );
    runner.start();
    // A later page goes on from each provider's newest link.
    await store.append('stock-9', [change(b, 20), change(a, 21)]);

    const events = (await store.readAll({ maxCount: 100 })).events;
    const expected = new Map<string, string[]>();
    for (const event of events) {
      const chain = expected.get((event.data as { providerId: string }).providerId) ?? [];
      chain.push(sha256(linkText(chain.at(-1) ?? GENESIS, event)));
      expected.set((event.data as { providerId: string }).providerId, chain);
    }
    const stored = async (providerId: string) =>
      (
        await test.db.query<{ hash: string }>(
          'SELECT hash FROM stock_chain WHERE provider_id = $1 ORDER BY seq',
          [providerId],
        )
      ).rows.map((r) => r.hash);
    const deadline = Date.now() + 10_000;
    while ((await stored(a).catch(() => [])).length < 7 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));

    expect(expected.get(a)).toHaveLength(7);
    expect(expected.get(b)).toHaveLength(3);
    expect(await stored(a)).toEqual(expected.get(a));
    expect(await stored(b)).toEqual(expected.get(b));
  });
});
