import { ShortMemory } from './short-memory';

describe('ShortMemory', () => {
  it('answers what it was told until the bound, then asks again', () => {
    const memory = new ShortMemory<string>(10, 1_000);
    memory.set('a', 'member', memory.ticket(), 0);
    expect(memory.get('a', 999)).toBe('member');
    expect(memory.get('a', 1_000)).toBeUndefined();
  });

  it('forgets at once what a change forgets', () => {
    const memory = new ShortMemory<string>(10, 1_000);
    memory.set('a', 'member', memory.ticket(), 0);
    memory.forget('a');
    expect(memory.get('a', 1)).toBeUndefined();
  });

  it('does not keep a read begun before a change was forgotten', () => {
    // A request reads the membership; the owner's change commits and forgets it; the read then
    // arrives with the value from before the change.
    const memory = new ShortMemory<string>(10, 1_000);
    const ticket = memory.ticket();
    memory.forget('a');
    memory.set('a', 'value from before the change', ticket, 0);
    expect(memory.get('a', 1)).toBeUndefined();
    memory.set('a', 'value read after it', memory.ticket(), 2);
    expect(memory.get('a', 3)).toBe('value read after it');
  });

  it('stays within its bound: expired answers go first, then all', () => {
    const memory = new ShortMemory<number>(2, 1_000);
    memory.set('a', 1, memory.ticket(), 0);
    memory.set('b', 2, memory.ticket(), 500);
    memory.set('c', 3, memory.ticket(), 1_200);
    expect([memory.get('a', 1_200), memory.get('b', 1_200), memory.get('c', 1_200)]).toEqual([
      undefined,
      2,
      3,
    ]);
    memory.set('d', 4, memory.ticket(), 1_300);
    expect([memory.get('b', 1_300), memory.get('c', 1_300), memory.get('d', 1_300)]).toEqual([
      undefined,
      undefined,
      4,
    ]);
  });
});
