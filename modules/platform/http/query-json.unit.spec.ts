import { HttpException } from '@nestjs/common';
import { MAX_INPUT_DEPTH } from './hostile-input';
import { MAX_JSON_BYTES } from './input-limits';
import { parseQueryJson } from './query-json';

const FIELD = '0b6c7c1e-3f0a-4d57-9a55-6a8f2f6e1c2d';

/** The status and message `parseQueryJson` answers for `raw`, or the value it parsed. */
function answer(raw: unknown, expected?: string): { status: number; message: string } | unknown {
  try {
    return { value: parseQueryJson(raw, 'metadata', expected) };
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const body = error.getResponse() as { message: string };
    return { status: error.getStatus(), message: body.message };
  }
}

describe('parseQueryJson', () => {
  it('parses JSON text, emoji and accented text included, and leaves a missing parameter missing', () => {
    expect(answer(`{"${FIELD}":"Café 🍰"}`)).toEqual({ value: { [FIELD]: 'Café 🍰' } });
    expect(answer('[1,null,"a"]')).toEqual({ value: [1, null, 'a'] });
    expect(answer(undefined)).toEqual({ value: undefined });
  });

  it('refuses a NUL written as a JSON escape with 400, naming the parameter and the key', () => {
    expect(answer(`{"${FIELD}":"x\\u0000"}`)).toEqual({
      status: 400,
      message: `query.metadata.${FIELD} contains a NUL character (\\u0000).`,
    });
  });

  it('refuses a lone surrogate written as a JSON escape, in a value or a key', () => {
    expect(answer('{"a":["ok","\\ud800"]}')).toEqual({
      status: 400,
      message: 'query.metadata.a.1 contains an unpaired UTF-16 surrogate.',
    });
    expect(answer('{"\\udfff":1}')).toEqual({
      status: 400,
      message: 'A field name in query.metadata contains an unpaired UTF-16 surrogate.',
    });
  });

  it('refuses nesting deeper than a body may have, without exhausting the stack', () => {
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    expect(answer(deep(MAX_INPUT_DEPTH))).toEqual({ value: expect.any(Object) });
    expect(answer(deep(MAX_INPUT_DEPTH + 1))).toEqual({
      status: 400,
      message: `query.metadata is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
    });
    expect(answer(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toMatchObject({ status: 400 });
  });

  it('refuses the object-model keys a body may not carry', () => {
    expect(answer('{"__proto__":{"polluted":true}}')).toEqual({
      status: 400,
      message: 'query.metadata.__proto__ is not a field any request takes.',
    });
    expect(answer('{"constructor":{"prototype":{}}}')).toMatchObject({ status: 400 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses JSON text larger than a JSON body may be', () => {
    const big = JSON.stringify({ a: 'x'.repeat(MAX_JSON_BYTES) });
    expect(answer(big)).toEqual({
      status: 400,
      message: 'query.metadata is larger than 1,048,576 bytes.',
    });
  });

  it('says what the parameter must be for text that is not JSON, or a parameter given twice', () => {
    const expected = 'a JSON object of custom field id to value';
    expect(answer('not json', expected)).toEqual({
      status: 400,
      message: 'metadata must be a JSON object of custom field id to value',
    });
    expect(answer(['{}', '{}'], expected)).toEqual({
      status: 400,
      message: 'metadata must be a JSON object of custom field id to value',
    });
    expect(answer('{')).toEqual({ status: 400, message: 'metadata must be JSON text' });
  });
});
