import { StreamTurns } from './stream-turns';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamTurns', () => {
  it('lets a command on a stream in only once the command before it on that stream is done', async () => {
    const turns = new StreamTurns();
    const order: string[] = [];
    const first = await turns.take(['stock-a']);
    const second = turns.take(['stock-a']).then((done) => {
      order.push('second');
      return done;
    });
    await tick();
    expect(order).toEqual([]);
    order.push('first done');
    first();
    (await second)();
    expect(order).toEqual(['first done', 'second']);
    expect(turns.held).toBe(0);
  });

  it('lets commands on different streams in at once', async () => {
    const turns = new StreamTurns();
    const a = await turns.take(['stock-a']);
    const b = await Promise.race([turns.take(['stock-b']), tick().then(() => 'waiting' as const)]);
    expect(b).not.toBe('waiting');
    a();
    if (typeof b === 'function') b();
    expect(turns.held).toBe(0);
  });

  it('never deadlocks commands asking for overlapping streams in opposite orders', async () => {
    const turns = new StreamTurns();
    const inside: string[] = [];
    const holding = new Set<string>();
    const run = async (name: string, streams: string[]) => {
      const done = await turns.take(streams);
      // Two commands sharing a stream are never inside together.
      for (const stream of streams) expect(holding.has(stream)).toBe(false);
      for (const stream of streams) holding.add(stream);
      inside.push(name);
      await tick();
      for (const stream of streams) holding.delete(stream);
      done();
    };
    await Promise.all([
      run('ab', ['stock-a', 'stock-b']),
      run('ba', ['stock-b', 'stock-a']),
      run('b', ['stock-b']),
      run('a', ['stock-a']),
    ]);
    // Each in the order it asked, the last two together once the second is done.
    expect(inside).toEqual(['ab', 'ba', 'b', 'a']);
    expect(turns.held).toBe(0);
  });

  it('hands the turn on once, however often a command says it is done', async () => {
    const turns = new StreamTurns();
    const first = await turns.take(['stock-a']);
    const second = turns.take(['stock-a']);
    const third = turns.take(['stock-a']);
    first();
    const secondDone = await second;
    first();
    const waiting = await Promise.race([third, tick().then(() => 'waiting' as const)]);
    expect(waiting).toBe('waiting');
    secondDone();
    (await third)();
    expect(turns.held).toBe(0);
  });
});
