import { hostileInput } from './hostile-input';
import { badRequest } from './http-errors';
import { counted, MAX_JSON_BYTES } from './input-limits';

/**
 * The value of a query parameter that carries JSON text (`?metadata={"<field id>":"L"}`), held
 * to the rules a JSON body is held to. The HTTP edge checks the query's raw text, but a NUL or a
 * lone surrogate written as a JSON escape (`\u0000`, `\ud800`) only appears once the text is
 * parsed, and so does nesting: each such parameter is parsed here, and the parsed value goes
 * through the body's own check (`hostileInput`), within the body's size (`MAX_JSON_BYTES`).
 *
 * Answers the parsed value; undefined when the parameter was not given. Throws a 400 naming the
 * parameter: `query.metadata.<key> contains a NUL character (\u0000).`, or, for text that is
 * not JSON at all or a parameter given more than once, `<name> must be <expected>`.
 */
export function parseQueryJson(raw: unknown, name: string, expected = 'JSON text'): unknown {
  if (raw === undefined) return undefined;
  const notExpected = `${name} must be ${expected}`;
  // A parameter given twice arrives as a list: that is not one JSON text.
  if (typeof raw !== 'string') throw badRequest(notExpected);
  if (Buffer.byteLength(raw, 'utf8') > MAX_JSON_BYTES)
    throw badRequest(`query.${name} is larger than ${counted(MAX_JSON_BYTES)} bytes.`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(notExpected);
  }
  const problem = hostileInput(value, `query.${name}`);
  if (problem) throw badRequest(problem);
  return value;
}
