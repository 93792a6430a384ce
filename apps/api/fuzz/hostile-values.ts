import fc from 'fast-check';

/**
 * Values no field should take, or only just: the kinds a hostile or careless caller sends. Each
 * family is a short list of known troublemakers plus a generator around them, so shrinking
 * ends on a readable value.
 */

type Choice = fc.Arbitrary<unknown> | fc.WeightedArbitrary<unknown>;
type ValueOf<C> =
  C extends fc.Arbitrary<infer T> ? T : C extends fc.WeightedArbitrary<infer T> ? T : never;

/** fc.oneof whose shrinking may also move to an earlier, simpler choice: counterexamples end small. */
export function oneof<Cs extends Choice[]>(...choices: Cs): fc.Arbitrary<ValueOf<Cs[number]>> {
  return fc.oneof({ withCrossShrink: true }, ...choices) as fc.Arbitrary<ValueOf<Cs[number]>>;
}

export const HUGE_TEXT = 'x'.repeat(100_000);
/** Around the limits columns and checks tend to have, and far past them. */
const LONG_TEXTS = [255, 256, 1000, 1001, 10_001].map((n) => 'x'.repeat(n));
const LONG_LIST = Array.from({ length: 5000 }, (_, i) => i);

/** `depth` levels of objects (or arrays) around a leaf. */
export function nested(depth: number, arrays = false): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

export const BAD_NUMBERS = [
  -1,
  0,
  -0.5,
  1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 64,
  123456789012.345,
] as const;

/** Texts that number parsers read in surprising ways, or not at all. */
export const NUMBERISH_TEXTS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '0x10',
  '0b11',
  '1_000',
  '1,5',
  ' 7 ',
  '7abc',
  '.5',
  '1.',
  '+1',
  '-0',
  '9007199254740993',
  '١٢٣',
  '1e-7',
  'null',
  'true',
] as const;

export const BAD_DATES = [
  '9999-12-31',
  '0000-00-00',
  '0000-01-01',
  '0001-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-1-1',
  '2024-01-01T24:00:00Z',
  '2024-01-01T10:00:00+25:00',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20',
  '99999-01-01',
  '1970-01-01T00:00:00Z',
  'yesterday',
  '2024-01-01 00:00:00',
  '20240101',
  '1e10',
  'infinity',
] as const;

export const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000000000000000000000000000',
  ' 00000000-0000-0000-0000-000000000000 ',
  "1' OR '1'='1",
  '../../etc/passwd',
  '%',
  '1',
  '-1',
  'null',
  '[object Object]',
] as const;

const EMAILISH = [
  'a@b',
  '@example.test',
  'a@',
  'a b@example.test',
  'A@EXAMPLE.TEST',
  `${'a'.repeat(250)}@example.test`,
  'a@example.test\r\nBcc: b@example.test',
  '"quoted"@example.test',
  'a@[127.0.0.1]',
] as const;

/** Text with a NUL, lone surrogates, control and odd characters, right to left, emoji. */
export const strangeText = oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\ud800',
    'a\udfffb',
    '\ud83d',
    '\u202eevil',
    '\ufeff',
    '🧨'.repeat(50),
    '<script>alert(1)</script>',
    "'; DROP TABLE orders; --",
    '{{7*7}}',
    '%00',
    '\r\n',
    '\t',
    '\\',
  ),
  // Any code points, lone surrogates included (fast-check's 'binary' unit costs seconds to set up).
  fc
    .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 30 })
    .map((points) => String.fromCodePoint(...points)),
  fc.string({ maxLength: 30 }).map((s) => `${s}\u0000`),
  fc.string({ maxLength: 30 }).map((s) => `${s}\ud800`),
);

/**
 * JSON text for a query parameter that carries JSON (`?metadata={...}`), hostile only once
 * parsed: a NUL or a lone surrogate written as a JSON escape (`\u0000`, `\ud800`) passes any
 * check of the raw query, and so do deep nesting and object-model keys. `keys` are keys the
 * parameter takes (the world's custom field ids), so the text gets past the shape's check.
 */
export function hostileJsonText(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...(keys.length > 0 ? keys : ['a']));
  const escaped = key.chain((k) =>
    fc.constantFrom(
      `{"${k}":"x\\u0000"}`,
      `{"${k}":"\\u0000"}`,
      `{"${k}":"a\\ud800b"}`,
      `{"${k}":"\\udfff"}`,
      `{"${k}\\u0000":"A"}`,
      `{"${k}":["\\u0000"]}`,
      `{"${k}":{"a":"\\ud83d"}}`,
      `{"${k}":"${'x'.repeat(5000)}"}`,
      `{"${k}":${JSON.stringify(nested(40))}}`,
    ),
  );
  const shaped = fc.constantFrom(
    '"\\u0000"',
    '["\\ud800"]',
    '{"\\udfff":1}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    JSON.stringify(nested(40)),
    JSON.stringify(nested(40, true)),
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  );
  // JSON.stringify writes a NUL and a lone surrogate as escapes: any strange text, as a value
  // or as a key, arrives escaped.
  const generated = fc
    .dictionary(oneof(key, strangeText), oneof(strangeText, fc.jsonValue({ maxDepth: 2 })), {
      minKeys: 1,
      maxKeys: 3,
    })
    .map((value) => JSON.stringify(value));
  return oneof(
    { arbitrary: escaped, weight: 4 },
    { arbitrary: shaped, weight: 2 },
    { arbitrary: generated, weight: 3 },
  );
}

/** A bad value of any kind: wrong type, null, huge, deep, strange text, odd numbers and dates. */
export function hostileValue(extra: fc.Arbitrary<unknown>[] = []): fc.Arbitrary<unknown> {
  return oneof(
    { arbitrary: fc.constantFrom(null, true, false, [], {}, ''), weight: 4 },
    { arbitrary: fc.constantFrom(...BAD_NUMBERS), weight: 3 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.constantFrom(...NUMBERISH_TEXTS), weight: 2 },
    { arbitrary: fc.constantFrom(...BAD_DATES), weight: 2 },
    { arbitrary: fc.constantFrom(...BAD_IDS), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom(...EMAILISH), weight: 1 },
    { arbitrary: strangeText, weight: 3 },
    { arbitrary: fc.constantFrom(HUGE_TEXT, ...LONG_TEXTS), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 2, max: 40 }), fc.boolean())
        .map(([depth, arrays]) => nested(depth, arrays)),
      weight: 1,
    },
    { arbitrary: fc.constant(LONG_LIST), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
    { arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        { toString: 'x' },
        { __proto__x: 1 },
        { constructor: { prototype: { polluted: true } } },
      ),
      weight: 1,
    },
    ...extra.map((arbitrary) => ({ arbitrary, weight: 2 })),
  );
}

/** Raw bodies that are not what their content type says, or too much of it. */
export const RAW_BODIES = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '"text"' },
  { contentType: 'application/json', text: '[1,2,3]' },
  { contentType: 'application/json', text: '12' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: '{"__proto__":{"polluted":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: 'application/json', text: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  {
    contentType: 'application/json',
    text: `${'{"constructor":'.repeat(5000)}1${'}'.repeat(5000)}`,
  },
  { contentType: 'application/json', text: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'application/json', text: '{"a":"\\ud800"}' },
  { contentType: 'application/json', text: '{"a":"\\u0000"}' },
  { contentType: 'application/json', text: '\ufeff{}' },
  { contentType: 'application/json; charset=latin1', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'text/csv', text: 'name,price\nApple,2\n' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { contentType: 'application/xml', text: '<a>1</a>' },
  { contentType: 'application/octet-stream', text: '\u0000\u0001\u0002' },
  { contentType: 'multipart/form-data', text: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
  { contentType: '', text: '{}' },
  { contentType: 'application/json', text: JSON.stringify({ a: nested(200) }) },
] as const;

/** CSV text for import routes: headers the exports use, and rows that go wrong in every way. */
export const csvText = fc
  .tuple(
    fc.subarray(['name', 'price', 'email', 'active', 'address', 'photo', 'id', 'Batch', '']),
    fc.array(
      fc.array(
        oneof(
          fc.constantFrom('Apple', '2', '-1', '1e308', 'true', 'a@b.test', '', '"', '"a""b"'),
          strangeText,
          fc.string({ maxLength: 10 }),
        ),
        { maxLength: 6 },
      ),
      { maxLength: 6 },
    ),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([header, rows, eol]) => [header, ...rows].map((row) => row.join(',')).join(eol));

/** A multipart body with one part of the given bytes. */
export function multipart(
  file: { name: string; type: string; bytes: string },
  field?: { name: string; value: string },
): { contentType: string; text: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const parts = [
    ...(field
      ? [
          `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"\r\n\r\n${field.value}`,
        ]
      : []),
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.bytes}`,
  ];
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    text: `${parts.join('\r\n')}\r\n--${boundary}--\r\n`,
  };
}
