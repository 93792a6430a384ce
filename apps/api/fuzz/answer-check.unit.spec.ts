import { answerProblem } from './answer-check';

const json = 'application/json; charset=utf-8';
const error = (status: number, message: unknown, extra: object = {}) =>
  JSON.stringify({ statusCode: status, error: message, message, ...extra });

describe('answerProblem', () => {
  it('passes successes and errors in the house shape', () => {
    expect(answerProblem(200, 'text/csv', 'a,b')).toBeNull();
    expect(answerProblem(204, undefined, '')).toBeNull();
    expect(answerProblem(400, json, error(400, 'limit must be a whole number'))).toBeNull();
  });

  it('refuses any 5xx, whatever its body', () => {
    expect(answerProblem(500, json, error(500, 'Internal server error'))).toBe('answered 500');
    expect(answerProblem(503, json, error(503, 'Database down'))).toBe('answered 503');
  });

  it('refuses an error that is not a JSON object', () => {
    expect(answerProblem(404, 'text/html', '<h1>no</h1>')).toMatch(/not a JSON error/);
    expect(answerProblem(400, json, '{')).toMatch(/not JSON/);
    expect(answerProblem(400, json, '["a"]')).toMatch(/not an object/);
  });

  it('refuses an error without statusCode, message or error', () => {
    expect(answerProblem(400, json, JSON.stringify({ message: 'x', error: 'x' }))).toMatch(
      /statusCode undefined/,
    );
    expect(answerProblem(400, json, error(400, ''))).toMatch(/without a message/);
    expect(
      answerProblem(400, json, JSON.stringify({ statusCode: 400, message: 'bad limit' })),
    ).toMatch(/without an error/);
    expect(answerProblem(400, json, error(400, ['a', 'b']))).toMatch(/without a message/);
  });

  it('refuses a message that only repeats the status', () => {
    expect(answerProblem(403, json, error(403, 'Forbidden resource'))).toMatch(/names no problem/);
    expect(answerProblem(400, json, error(400, 'Bad Request'))).toMatch(/names no problem/);
  });
});
