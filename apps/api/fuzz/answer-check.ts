/** Messages that only repeat the status: they tell the caller nothing about what to fix. */
const BARE_STATUS_TEXTS = new Set(
  [
    'bad request',
    'unauthorized',
    'forbidden',
    'forbidden resource',
    'not found',
    'conflict',
    'payload too large',
    'unsupported media type',
    'unprocessable entity',
    'too many requests',
    'internal server error',
    'invalid request',
    'error',
  ].map((s) => s.toLowerCase()),
);

/**
 * What is wrong with an answer by the house rules, or null: never a 5xx, and every error a JSON
 * `{ statusCode, error, message }` whose message says more than the status does.
 */
export function answerProblem(
  status: number,
  contentType: string | undefined,
  text: string,
): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (!/^application\/json\b/i.test(contentType ?? ''))
    return `answered ${status} as ${contentType ?? 'no content type'}, not a JSON error`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `answered ${status} with a JSON body that is not an object`;
  const { statusCode, error, message } = body as Record<string, unknown>;
  if (statusCode !== status) return `answered ${status} with statusCode ${String(statusCode)}`;
  if (typeof message !== 'string' || message.trim() === '')
    return `answered ${status} without a message`;
  if (typeof error !== 'string' || error.trim() === '')
    return `answered ${status} without an error`;
  if (BARE_STATUS_TEXTS.has(message.trim().toLowerCase()))
    return `answered ${status} with the bare message "${message}", which names no problem`;
  return null;
}
