/**
 * How every refusal becomes an HTTP answer, in one place. A domain error or a handler's error
 * says what kind of refusal it is with a `kind` field (domain code declares it without
 * importing anything); this file alone knows the status codes. Pure, so tested without HTTP.
 */

export const REFUSAL_STATUS = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
} as const;

export type RefusalKind = keyof typeof REFUSAL_STATUS;

/** What any error may carry to be answered as a refusal rather than a 500. */
export interface Refusal extends Error {
  kind: RefusalKind;
  /** The answer's `error` field when the screens read another text than the message. */
  title?: string;
  /** A machine-readable code the screens switch on (e.g. `PRO_REQUIRED_PHOTOS`). */
  code?: string;
  /** For `too_many` and `unavailable`: seconds until the caller may try again (`Retry-After`). */
  retryAfterSeconds?: number;
}

export function isRefusal(error: unknown): error is Refusal {
  return (
    error instanceof Error &&
    typeof (error as Partial<Refusal>).kind === 'string' &&
    Object.hasOwn(REFUSAL_STATUS, (error as Refusal).kind)
  );
}

export interface ErrorAnswer {
  status: number;
  body: { statusCode: number; error: string; message: string; [key: string]: unknown };
  headers: Record<string, string>;
}

/**
 * The answer to a refusal: its status, the JSON error shape, and when it has a wait, `Retry-After`
 * and `retry_after` (whole seconds, the same in both).
 */
export function refusalAnswer(refusal: Refusal): ErrorAnswer {
  const status = REFUSAL_STATUS[refusal.kind];
  const retryAfter =
    refusal.retryAfterSeconds === undefined
      ? undefined
      : Math.max(1, Math.ceil(refusal.retryAfterSeconds));
  return {
    status,
    body: {
      statusCode: status,
      error: refusal.title ?? refusal.message,
      message: refusal.message,
      ...(refusal.code ? { code: refusal.code } : {}),
      // The wait in the body too, for callers that do not read headers (identity's 429s).
      ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
    },
    headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  };
}

/**
 * The JSON error shape for an answer an HTTP exception already chose: a bare sentence (an
 * unknown route, a body refused by the HTTP server, a pipe's message) gets `error` and
 * `message`; a body that has them is kept.
 */
export function shapeOf(
  status: number,
  answer: string | Record<string, unknown>,
): ErrorAnswer['body'] {
  if (typeof answer === 'string') return { statusCode: status, error: answer, message: answer };
  const message =
    typeof answer.message === 'string'
      ? answer.message
      : Array.isArray(answer.message)
        ? answer.message.join('; ')
        : typeof answer.error === 'string'
          ? answer.error
          : 'Request refused';
  return {
    ...answer,
    statusCode: status,
    error: typeof answer.error === 'string' ? answer.error : message,
    message,
  };
}

/** Fastify's sentence for a body no content-type parser takes: it names neither the type nor a fix. */
export const BARE_UNSUPPORTED_MEDIA_TYPE = 'Unsupported Media Type';

/**
 * The 415 message instead: the Content-Type that was sent (cut short), and what the API takes.
 * The HTTP edge answers a type no parser takes in these words before parsing; this covers the
 * 415s that reach the filter, such as a body sent with no Content-Type at all.
 */
export function unsupportedMediaType(contentType: string | undefined): string {
  const type = contentType?.split(';')[0].trim().toLowerCase().slice(0, 100);
  return type
    ? `A body of type ${type} is not accepted: send application/json.`
    : 'A body needs a Content-Type: send application/json.';
}
