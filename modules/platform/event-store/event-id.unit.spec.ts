import { eventIdFor } from './event-id';

describe('event ids derived from a command id', () => {
  it('gives the same id for the same command and index, so a retry is recognised', () => {
    expect(eventIdFor('cmd-1', 0)).toBe(eventIdFor('cmd-1', 0));
  });

  it('gives different ids for other indexes and other commands', () => {
    const ids = new Set([
      eventIdFor('cmd-1', 0),
      eventIdFor('cmd-1', 1),
      eventIdFor('cmd-2', 0),
      eventIdFor('cmd-10', 0),
      eventIdFor('cmd-1', 10),
    ]);
    expect(ids.size).toBe(5);
  });

  it('is a well-formed version 5 UUID that PostgreSQL accepts', () => {
    expect(eventIdFor('order-42', 3)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
