import { hostileInput, MAX_INPUT_DEPTH } from './hostile-input';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('hostileInput', () => {
  it('accepts ordinary bodies, emoji and accented text included', () => {
    expect(
      hostileInput({ name: 'Café 🍰', lines: [{ id: 'x', quantity: 2 }], note: null }, 'body'),
    ).toBeNull();
  });

  it('names the field holding a NUL character', () => {
    expect(hostileInput({ order: { notes: 'a\u0000b' } }, 'body')).toBe(
      'body.order.notes contains a NUL character (\\u0000).',
    );
  });

  it('names the array element holding a lone surrogate', () => {
    expect(hostileInput({ lines: ['ok', '\ud800'] }, 'body')).toBe(
      'body.lines.1 contains an unpaired UTF-16 surrogate.',
    );
  });

  it('refuses a NUL or a surrogate in a field name', () => {
    expect(hostileInput({ 'a\u0000': 1 }, 'query')).toBe(
      'A field name in query contains a NUL character (\\u0000).',
    );
    expect(hostileInput({ '\udc00': 1 }, 'body')).toMatch(/unpaired UTF-16 surrogate/);
  });

  it('refuses the object-model names as keys, at any depth', () => {
    expect(hostileInput(JSON.parse('{"x":{"constructor":{}}}'), 'body')).toBe(
      'body.x.constructor is not a field any request takes.',
    );
    expect(hostileInput(JSON.parse('{"__proto__":{"admin":true}}'), 'body')).toMatch(/__proto__/);
    expect(hostileInput({ prototype: 1 }, 'query')).toMatch(/query.prototype/);
  });

  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(hostileInput(nested(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(hostileInput(nested(MAX_INPUT_DEPTH + 1), 'body')).toBe(
      `body is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
    );
  });

  it('walks 100,000 levels without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(hostileInput(deep, 'body')).toMatch(/nested more than/);
  });

  it('checks a bare string, as a text body arrives', () => {
    expect(hostileInput('name\nP1\u0000', 'body')).toBe('body contains a NUL character (\\u0000).');
  });
});
