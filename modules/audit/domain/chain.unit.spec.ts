import { compactJsonb } from './chain';

/** What JavaScript makes of a jsonb text read back: what the event text has always hashed. */
const roundTrip = (text: string | null) => JSON.stringify(JSON.parse(text as string));

/** A value written as PostgreSQL writes jsonb: keys by length then bytes, `, ` and `: `. */
function asJsonb(value: unknown, numbers: (n: number) => string = String): string {
  if (Array.isArray(value)) return `[${value.map((v) => asJsonb(v, numbers)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) =>
      a.length !== b.length ? a.length - b.length : Buffer.compare(Buffer.from(a), Buffer.from(b)),
    );
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${asJsonb((value as Record<string, unknown>)[k], numbers)}`).join(', ')}}`;
  }
  if (typeof value === 'number') return numbers(value);
  return JSON.stringify(value);
}

describe('compactJsonb', () => {
  it.each([
    '{"a": 1, "b": [1, 2, {"c": "x, y: z"}], "d": {}, "e": []}',
    String.raw`{"s": "quote \" backslash \\ comma, colon: {\"1\": 2}", "t": "tab\t line\n \u0001"}`,
    '{"note": "ünï ✓ 😀, : ", "when": "2026-11-24T09:00:00.000Z", "n": -3}',
    '{"p": 1.50, "q": 0.10000000000000001}',
    '{"n": 12345678901234567890, "m": 999999999999999}',
    '{"b": 1, "10": 2, "01": 3}',
    '[-0, 0, -1, 10]',
    '{"x": [1.0], "y": 1e2}',
    '"a top-level string, with: separators"',
    '12',
    '-0',
    'true',
    'null',
    '{}',
    '[]',
  ])('writes %s as JSON.stringify(JSON.parse(it)) does', (text) => {
    expect(compactJsonb(text)).toBe(roundTrip(text));
  });

  it('reads SQL NULL as JSON.parse(null) does', () => {
    expect(compactJsonb(null)).toBe('null');
  });

  it('agrees with the round trip on many generated values', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const strings = [
      '',
      'a',
      'x, y',
      'k: v',
      '"q"',
      '\\',
      '\n\t',
      '\u0002',
      'é ✓',
      '{"7": 1}',
      '12',
    ];
    const value = (depth: number): unknown => {
      const kind = Math.floor(random() * (depth > 2 ? 4 : 6));
      if (kind === 0) return pick(strings);
      if (kind === 1)
        return pick([0, 1, -1, 42, 2 ** 40, -(2 ** 50), 0.5, 1e20, 123456789012345680]);
      if (kind === 2) return pick([true, false, null]);
      if (kind === 3) return pick(['2026-11-24T09:00:00.000Z', 'IN', 'placed']);
      if (kind === 4)
        return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 5); i > 0; i--)
        object[pick(['a', 'bb', 'providerId', 'delta', '3', '10', 'x y', 'k:'])] = value(depth + 1);
      return object;
    };
    // Numbers as PostgreSQL may write them: plain, or a fraction with a trailing zero.
    const numbers = (n: number) =>
      Number.isInteger(n) && Math.abs(n) < 1e21 ? BigInt(n).toString() : `${n}0`;
    for (let i = 0; i < 2_000; i++) {
      const text = asJsonb(value(0), numbers);
      expect(compactJsonb(text)).toBe(roundTrip(text));
    }
  });
});
