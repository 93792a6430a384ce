import { isRefusal, refusalAnswer, shapeOf, unsupportedMediaType } from './error-answer';

class OutOfStock extends Error {
  readonly kind = 'conflict' as const;
}

class SlowDown extends Error {
  readonly kind = 'too_many' as const;
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Try again in 15 minutes.');
  }
}

describe('error answers', () => {
  it('answers a domain error by its kind, with the message as error and message', () => {
    const error = new OutOfStock('Not enough stock of Apples at Main: 2 left.');
    expect(isRefusal(error)).toBe(true);
    expect(refusalAnswer(error)).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Not enough stock of Apples at Main: 2 left.',
        message: 'Not enough stock of Apples at Main: 2 left.',
      },
      headers: {},
    });
  });

  it('tells a refused caller when to come back, in whole seconds', () => {
    expect(refusalAnswer(new SlowDown(899.2)).headers).toEqual({ 'Retry-After': '900' });
    expect(refusalAnswer(new SlowDown(899.2)).status).toBe(429);
  });

  it('does not take an error with an unknown kind, or a plain error, for a refusal', () => {
    expect(isRefusal(Object.assign(new Error('x'), { kind: 'teapot' }))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
    expect(isRefusal({ kind: 'conflict', message: 'not an Error' })).toBe(false);
  });

  it('gives a bare sentence the JSON error shape and keeps a shaped body', () => {
    expect(shapeOf(404, 'Cannot GET /api/nope')).toEqual({
      statusCode: 404,
      error: 'Cannot GET /api/nope',
      message: 'Cannot GET /api/nope',
    });
    expect(
      shapeOf(402, { error: 'Upgrade to Pro', message: 'Photos are Pro', code: 'PRO' }),
    ).toEqual({
      statusCode: 402,
      error: 'Upgrade to Pro',
      message: 'Photos are Pro',
      code: 'PRO',
    });
    expect(shapeOf(400, { message: ['a is bad', 'b is bad'] }).message).toBe('a is bad; b is bad');
  });

  it('names the Content-Type a 415 refuses, cut short, and what the API takes', () => {
    expect(unsupportedMediaType('Application/XML; charset=utf-8')).toBe(
      'A body of type application/xml is not accepted: send application/json.',
    );
    expect(unsupportedMediaType(`x/${'y'.repeat(500)}`)).toHaveLength(
      unsupportedMediaType('x').length - 1 + 100,
    );
    expect(unsupportedMediaType(undefined)).toBe(
      'A body needs a Content-Type: send application/json.',
    );
  });
});
