import { WalkEnd } from './walk-end';

const at = (commit: number) => ({ commit: BigInt(commit), prepare: 0n });

describe('WalkEnd', () => {
  it('ends a walk without a position at its first short page', () => {
    const end = new WalkEnd();
    expect(end.after(3, 3, at(5))).toBe('next');
    expect(end.after(1, 3, at(9))).toBe('done');
  });

  it('ends a walk up to a position only once a page has scanned to it', () => {
    const end = new WalkEnd(at(20));
    expect(end.after(3, 3, at(5))).toBe('next');
    // Short, but short of the position: the head is held back, read on after a pause.
    expect(end.after(1, 3, at(9))).toBe('wait');
    expect(end.after(0, 3, at(9))).toBe('wait');
    expect(end.after(2, 3, at(20))).toBe('done');
  });

  it('fails a walk held back without progress for longer than its limit, naming where', async () => {
    const end = new WalkEnd(at(20), 20);
    expect(end.after(1, 3, at(9))).toBe('wait');
    expect(end.after(0, 3, at(9))).toBe('wait');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(() => end.after(0, 3, at(9))).toThrow(
      'The log could not be read up to 20/0: a transaction has held it back at 9/0 for 0.02 s',
    );
  });

  it('counts a page that moved as progress, however short', async () => {
    const end = new WalkEnd(at(20), 20);
    expect(end.after(1, 3, at(9))).toBe('wait');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(end.after(1, 3, at(12))).toBe('wait');
    expect(end.after(0, 3, at(12))).toBe('wait');
  });
});
